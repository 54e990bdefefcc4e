"""File > Publish: a static web site of the tournament written to a folder, ready to upload as it
is: ``index.html``, per paired round ``round-N.html`` (pairings and results) and, when the engine's
record is kept with the round, ``why-N.html`` (the pairing explanation, C.04.1 article 9),
``standings.html``, ``crosstable.html``, ``prizes.html`` (with a prize list), ``players.html``, a
card per player ``player-N.html`` and ``style.css``. Links are relative, nothing is fetched from
elsewhere and no script runs."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..engine import record_codec
from ..engine.explain import explained, to_text
from ..formats.atomic import write_texts_atomically
from ..reports.texts import QT_TRANSLATE_NOOP
from ..tournament.model import Tournament
from ..tournament.prizes import PrizeList, parse_prize_list
from .pages import (Page, Translate, card_view, crosstable_view, english, labels, player_list_view, places,
                    prizes_view, renderer, round_view, standings_view, workings)
from .templates import STYLE

__all__ = ["Published", "explanation_text", "subtitle", "write_site"]

FIDE_MODE = (QT_TRANSLATE_NOOP("Documents", "NOT in FIDE mode"), QT_TRANSLATE_NOOP("Documents", "FIDE mode"))


@dataclass(frozen=True)
class Published:
    files: tuple[Path, ...]  # every file written, index.html first
    notes: tuple[str, ...]  # what could not be published, and why (a damaged record, say)


def subtitle(t: Tournament, translate: Translate) -> str:
    """City, dates and whether FIDE's rules are enforced, as the printed page header says (VCL4THP Q46)."""
    s = t.settings
    dates = f"{s.start_date} – {s.end_date}" if s.start_date and s.end_date else s.start_date
    return " · ".join(bit for bit in (s.city, dates, translate("Documents", FIDE_MODE[s.fide_mode])) if bit)


def explanation_text(t: Tournament, number: int, translate: Translate = english) -> str | None:
    """The engine's explanation of round ``number`` in words (as the app's panel shows it) in the
    language of ``translate``, or None when the round keeps no record (imported, or paired by hand);
    ValueError for a damaged one."""
    record = t.round(number).record
    if not record or t.round(number).hand_edited:
        return None
    pairing, basis = record_codec.loads(record)
    return to_text(explained(basis, pairing), translate)


def write_site(t: Tournament, folder: str | Path, translate: Translate = english, lang: str = "en") -> Published:
    """Write the site into ``folder`` (created if needed); files of the same names are replaced,
    all of them or none (``write_texts_atomically``)."""
    root = Path(folder)
    root.mkdir(parents=True, exist_ok=True)
    render = renderer(translate)
    label = labels(translate)
    prizes = _prizes(t)
    page = Page(event=t.settings.name or translate("Documents", "Tournament"), subtitle=subtitle(t, translate),
                nav=_navigation(t, label, prizes is not None),
                player_href="player-{0}.html", round_href="round-{0}.html")
    common = {"page": page, "lang": lang, "stamp": label["published"], "pager": ""}
    outputs: list[tuple[Path, str]] = []
    notes: list[str] = []
    rounds = [(n, t.round(n).date) for n in range(1, t.paired_rounds + 1)]
    team = t.settings.is_team_event  # no crosstable: a team event's is its matches (the round pages)
    outputs.append((root / "index.html", render("index.html", title=page.event, rounds=rounds, crosstable=not team,
                                                **common)))
    for number, _ in rounds:
        try:
            why = explanation_text(t, number, translate)
        except ValueError as error:
            why = None
            notes.append(translate("Publish", QT_TRANSLATE_NOOP(
                "Publish", "round {0}: the pairing record cannot be read ({1}); no explanation published")).format(
                number, error))
        if why is not None:
            outputs.append((root / f"why-{number}.html", render(
                "explanation.html", title=f"{label['explanation']} · {label['round_n'].format(number)}", text=why,
                **common)))
        outputs.append((root / f"round-{number}.html", render(
            "round.html", title=f"{label['results']} · {label['round_n'].format(number)}",
            explanation=f"why-{number}.html" if why is not None else "", **round_view(t, number, translate),
            **common)))
    standings = standings_view(t, translate)
    outputs.append((root / "standings.html", render(
        "standings.html", title=label["standings_after"].format(standings["played"]), **standings, **common)))
    if not team:
        cross = crosstable_view(t, translate)
        outputs.append((root / "crosstable.html", render(
            "crosstable.html", title=label["crosstable_after"].format(cross["played"]), **cross, **common)))
    if prizes is not None:
        view = prizes_view(t, prizes, translate)
        outputs.append((root / "prizes.html", render("prizes.html", title=label["prizes_after"].format(view["played"]),
                                                     **view, **common)))
    outputs.append((root / "players.html", render("players.html", title=label["players"], **player_list_view(t),
                                                  **common)))
    placed_in = places(t)
    working = workings(t)  # the standings' values link to it (issue 29)
    for tpn in sorted(t.players):
        card = card_view(t, tpn, placed_in, translate, working)
        outputs.append((root / f"player-{tpn}.html", render("card.html", title=card["player"].name,  # type: ignore[attr-defined]
                                                            **card, **common)))
    outputs.append((root / "style.css", STYLE))
    write_texts_atomically(outputs)
    return Published(tuple(path for path, _ in outputs), tuple(notes))


def _prizes(t: Tournament) -> PrizeList | None:
    """The event's prize list (none in a team event, whose standings are the teams')."""
    return None if t.settings.is_team_event else parse_prize_list(t.settings.prizes)


def _navigation(t: Tournament, label: dict[str, str], prizes: bool = False) -> tuple[tuple[str, str], ...]:
    """Home, the last paired round, standings, crosstable, prizes (with a prize list), players."""
    last = ((f"round-{t.paired_rounds}.html", label["round_n"].format(t.paired_rounds)),) if t.paired_rounds else ()
    cross = () if t.settings.is_team_event else (("crosstable.html", label["crosstable"]),)
    won = (("prizes.html", label["prizes"]),) if prizes else ()
    return (("index.html", label["home"]), *last, ("standings.html", label["standings"]), *cross, *won,
            ("players.html", label["players"]))
