"""Knockout events (seed 003, chapter 2): the structure of the draw (``plan``), the pairing of each
round of a single or double elimination (``pairing``), the mini-match that decides each pairing
(``match``) and the registry's one-game-per-round system (``games_file``). Pure Python: the domain
stores the events (tournament.knockout), the app shows them. Interface: docs/knockout.md."""
