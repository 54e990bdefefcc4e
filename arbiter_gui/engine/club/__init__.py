"""Club systems (seed 003 chapter 6): the Keizer system (``keizer``, 6.1), where only the players
present are paired and a rating-like score ranks them, and the ladder (``ladder``, 6.2), where players
challenge those above them. Pure Python, no Qt."""
