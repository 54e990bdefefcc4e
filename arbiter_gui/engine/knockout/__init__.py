"""Knockout events (seed 003, chapter 2): the structure of the draw (``plan``), the pairing of each
round of a single or double elimination (``pairing``) and the mini-match that decides each pairing
(``match``). Pure Python: the domain stores the events, the app shows them."""
