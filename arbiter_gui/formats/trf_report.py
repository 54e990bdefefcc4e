"""The FIDE rating report's check: every field TRF-2026 marks mandatory for rating (R■ in the FIDE
tables, /work/shared/reference/TRF.md sections 2 and 3) or for title events (R◙: the type of
tournament) that the tournament leaves empty, named one by one before a
TRF-2026 export, so that the arbiter fills them or cancels (issue 17).

The fields the export computes itself are not asked for: the rank (001 columns 86-89, from the
standings), the points, the 142 number of rounds, 202 and 212 (the event's tie-breaks or the
default order, never empty).  The results of every round are
the export's own check (``trf_tournament.tournament_to_trf``)."""
from __future__ import annotations

from dataclasses import dataclass

from ..text import QT_TRANSLATE_NOOP, Text
from ..tournament.model import Tournament

__all__ = ["MissingField", "SETTING_FIELDS", "missing_fields"]


@dataclass(frozen=True)
class MissingField:
    """One empty mandatory field: its TRF record, what it is (a Text the interface translates) and
    where it goes: a setting's name, a round's number (its date, 132) or a player's TPN (his FIDE ID)."""

    code: str
    label: Text
    setting: str = ""
    round: int | None = None
    player: int | None = None


# TRF-2026 R■ / R◙ header fields held by a setting: code -> (setting, label)
SETTING_FIELDS: dict[str, tuple[str, str]] = {
    "012": ("name", QT_TRANSLATE_NOOP("Domain", "tournament name")),
    "022": ("city", QT_TRANSLATE_NOOP("Domain", "city")),
    "032": ("federation", QT_TRANSLATE_NOOP("Domain", "federation")),
    "042": ("start_date", QT_TRANSLATE_NOOP("Domain", "start date (YYYY/MM/DD)")),
    "052": ("end_date", QT_TRANSLATE_NOOP("Domain", "end date (YYYY/MM/DD)")),
    "102": ("chief_arbiter", QT_TRANSLATE_NOOP("Domain", "chief arbiter")),
    "192": ("tournament_type", QT_TRANSLATE_NOOP("Domain", "type of tournament")),
}


def missing_fields(t: Tournament) -> list[MissingField]:
    """Every mandatory field of the rating report left empty: the header's (in record order), each
    round's date (132, every round of the event), each player's FIDE ID (001 columns 58-68)."""
    s = t.settings
    missing = [MissingField(code, Text(label), setting=name)
               for code, (name, label) in SETTING_FIELDS.items() if not (getattr(s, name) or "").strip()]
    missing += [MissingField("132", Text(QT_TRANSLATE_NOOP("Domain", "date of round {0} (YYYY/MM/DD)"), r.number),
                             round=r.number) for r in t.rounds if not r.date.strip()]
    if not s.is_team_event:
        missing += [MissingField("001", Text(QT_TRANSLATE_NOOP("Domain", "FIDE ID of {0} {1}"), tpn, p.name),
                                 player=tpn) for tpn, p in sorted(t.players.items()) if not p.fide_id.strip()]
    return missing
