"""Names in alphabetical order and found as arbiters type them, whatever their letters.

``name_key`` is the Unicode Collation Algorithm's sort key (pyuca, with the default table DUCET):
Černý sorts between Cerny and Czapek, Łukasz among the L, Øster beside Oster, Żak beside Zak,
where comparing code points puts every accented capital after Z. ``fold`` is what a search
compares: lower case without accents, so that "cerny" finds "Černý" and "lodz" "Łódź".
The Qt interface sorts its tables with QCollator in the interface's locale; this module serves
the Qt-free domain and the printed documents.
"""
from __future__ import annotations

import unicodedata
from functools import lru_cache

import pyuca

__all__ = ["fold", "name_key", "text_matches"]

# Letters Unicode does not decompose into a base letter and an accent, written as the base letter(s)
# a person searching types for them.
_UNDECOMPOSED = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ð": "d", "þ": "th", "æ": "ae", "œ": "oe",
                               "ı": "i", "ħ": "h", "ŧ": "t"})


@lru_cache(maxsize=1)
def _collator() -> pyuca.Collator:
    return pyuca.Collator()  # reads the DUCET table once (about 0.1 s)


def name_key(name: str) -> tuple[int, ...]:
    """The sort key of a name in alphabetical order (Unicode Collation Algorithm)."""
    return tuple(_collator().sort_key(name))


def fold(text: str) -> str:
    """'Černý' -> 'cerny', 'Łódź' -> 'lodz', 'Þór' -> 'thor': what searching compares."""
    plain = unicodedata.normalize("NFKD", text.casefold()).translate(_UNDECOMPOSED)
    return "".join(c for c in plain if not unicodedata.combining(c))


def text_matches(query: str, text: str) -> bool:
    """Whether a search for ``query`` finds ``text``: a part of it, ignoring case and accents."""
    return fold(query.strip()) in fold(text)
