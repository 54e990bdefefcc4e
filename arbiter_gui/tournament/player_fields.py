"""A player's details typed by the arbiter or read from a file, checked one field at a time.

Each ``parse_*`` function takes the text of one field and returns the value a ``model.Player``
holds, or raises ``FieldError`` with a sentence that names no file or line (the caller adds
them: the player dialog shows it next to the field, an importer prefixes the file and line).
``player_from_fields`` builds a whole Player from texts keyed by Player field name.
"""
from __future__ import annotations

import datetime
import re
from typing import Callable, Mapping

from ..text import QT_TRANSLATE_NOOP, Text
from .model import TITLE_ALIASES, TITLE_ORDER, Player

__all__ = ["FIELD_PARSERS", "MAX_RATING", "FieldError", "field_text", "is_digits", "parse_later_ratings", "parse_birth_date", "parse_date",
           "parse_federation", "parse_fide_id", "parse_name", "parse_rating", "parse_sex", "parse_title",
           "player_from_fields"]

MAX_RATING = 3500  # no rating list holds more; anything above is a typing mistake


class FieldError(ValueError):
    """One field's text is not acceptable; str() says why."""

    def __init__(self, field: str, message: str) -> None:
        self.field = field
        self.message = message
        super().__init__(message)


def is_digits(text: str) -> bool:
    """0-9 only (str.isdigit also takes ² and other Unicode digits int() refuses)."""
    return text.isascii() and text.isdigit()


MAX_NAME = 100  # characters: room for any real name, however many given names and surnames


def parse_name(text: str) -> str:
    name = " ".join(text.split())
    if not name:
        raise FieldError("name", Text(QT_TRANSLATE_NOOP("Domain", "a player needs a name")))
    if len(name) > MAX_NAME:
        raise FieldError("name", Text(QT_TRANSLATE_NOOP(
            "Domain", "{0!r}… is {1} characters long: a name has at most {2}"), name[:40], len(name), MAX_NAME))
    return name  # a TRF export cuts a name to its 33 columns and says so (trf_tournament.cut_names)


def parse_rating(text: str, field: str = "fide_rating") -> int:
    text = text.strip()
    if not text:
        return 0
    if not is_digits(text):
        raise FieldError(field, Text(QT_TRANSLATE_NOOP(
            "Domain", "{0!r} is not a rating (a whole number from 0 to {1})"), text, MAX_RATING))
    value = int(text)
    if value > MAX_RATING:
        raise FieldError(field, Text(QT_TRANSLATE_NOOP(
            "Domain", "{0} is not a rating (a whole number from 0 to {1})"), value, MAX_RATING))
    return value


def parse_fide_id(text: str) -> str:
    text = text.strip()
    if text and not (is_digits(text) and len(text) <= 11):  # TRF 001 columns 58-68
        raise FieldError("fide_id", Text(QT_TRANSLATE_NOOP(
            "Domain", "{0!r} is not a FIDE ID (digits only, at most 11)"), text))
    return text


def parse_title(text: str) -> str:
    """C.04.2 2.2.2 titles (GM, IM, WGM, FM, WIM, CM, WFM, WCM) or their TRF short forms."""
    text = text.strip().upper()
    if not text:
        return ""
    text = TITLE_ALIASES.get(text, text)
    if text not in TITLE_ORDER:
        raise FieldError("title", Text(QT_TRANSLATE_NOOP(
            "Domain", "{0!r} is not a FIDE title (one of {1})"), text, ", ".join(TITLE_ORDER)))
    return text


def parse_sex(text: str) -> str:
    """TRF 001 column 10: m or w; F (female, femmina) is read as w."""
    text = text.strip().lower()
    if text in ("", "m", "w"):
        return text
    if text in ("f", "female", "femmina", "donna"):
        return "w"
    if text in ("male", "maschio", "uomo"):
        return "m"
    raise FieldError("sex", Text(QT_TRANSLATE_NOOP("Domain", "{0!r} is not a sex (m, w or f)"), text))


def parse_federation(text: str) -> str:
    text = text.strip().upper()
    if text and not re.fullmatch(r"[A-Z]{3}", text):
        raise FieldError("federation", Text(QT_TRANSLATE_NOOP(
            "Domain", "{0!r} is not a federation code (three letters, e.g. ITA)"), text))
    return text


_DATE_FORMATS = ("%Y/%m/%d", "%Y-%m-%d", "%Y.%m.%d", "%d/%m/%Y", "%d-%m-%Y", "%d.%m.%Y")


def parse_date(text: str, field: str = "date", year_alone: bool = False) -> str:
    """A date (1990/05/17, 1990-05-17, 17/05/1990, 17.05.1990; a bare year if ``year_alone``),
    kept in the TRF form YYYY/MM/DD; "" stays "" (unknown)."""
    text = text.strip()
    if not text or (year_alone and re.fullmatch(r"\d{4}", text)):
        return text
    for form in _DATE_FORMATS:
        try:
            return datetime.datetime.strptime(text, form).strftime("%Y/%m/%d")
        except ValueError:
            continue
    raise FieldError(field, Text(QT_TRANSLATE_NOOP("Domain", "{0!r} is not a date (YYYY/MM/DD or DD/MM/YYYY or a year)")
                                 if year_alone else
                                 QT_TRANSLATE_NOOP("Domain", "{0!r} is not a date (YYYY/MM/DD or DD/MM/YYYY)"), text))


def parse_birth_date(text: str) -> str:
    """TRF 001 columns 70-79: a birth date or, as FIDE lists give it, the year alone."""
    return parse_date(text, "birth_date", year_alone=True)


def parse_later_ratings(text: str) -> tuple[tuple[int, int], ...]:
    """A long event's later ratings (VCL4THP Q212-Q213): "round:rating" pairs separated by ";" or
    ",", e.g. "5:2150; 8:2170" (from round 5 the rating is 2150, from round 8 2170)."""
    pairs: list[tuple[int, int]] = []
    for part in re.split(r"[;,]", text):
        if not part.strip():
            continue
        round_text, _, rating_text = part.partition(":")
        if not is_digits(round_text.strip()) or not rating_text.strip():
            raise FieldError("later_ratings", Text(QT_TRANSLATE_NOOP(
                "Domain", "{0!r} is not 'round:rating' (e.g. 5:2150)"), part.strip()))
        pairs.append((int(round_text), parse_rating(rating_text, "later_ratings")))
    if [r for r, _ in pairs] != sorted({r for r, _ in pairs}):
        raise FieldError("later_ratings", Text(QT_TRANSLATE_NOOP(
            "Domain", "give each round once, in order (e.g. 5:2150; 8:2170)")))
    return tuple(pairs)


def field_text(field: str, value: object) -> str:
    """The text a field's value is typed as (the inverse of FIELD_PARSERS)."""
    if field == "later_ratings":
        return "; ".join(f"{first}:{rating}" for first, rating in value)  # type: ignore[attr-defined]
    return str(value) if value else ""


def _plain(text: str) -> str:
    return " ".join(text.split())


FIELD_PARSERS: dict[str, Callable[[str], object]] = {
    "name": parse_name,
    "title": parse_title,
    "sex": parse_sex,
    "federation": parse_federation,
    "fide_id": parse_fide_id,
    "fide_rating": parse_rating,
    "national_rating": lambda text: parse_rating(text, "national_rating"),
    "tournament_rating": lambda text: parse_rating(text, "tournament_rating"),
    "later_ratings": parse_later_ratings,
    "birth_date": parse_birth_date,
    "club": _plain,
}


def player_from_fields(texts: Mapping[str, str]) -> Player:
    """A Player (TPN 0: the domain numbers it) from field texts; FieldError for the first bad field."""
    values = {field: FIELD_PARSERS[field](text) for field, text in texts.items()}
    if "name" not in values:
        raise FieldError("name", Text(QT_TRANSLATE_NOOP("Domain", "a player needs a name")))
    return Player(0, **values)  # type: ignore[arg-type]
