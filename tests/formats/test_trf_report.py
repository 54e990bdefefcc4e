"""The FIDE rating report (issue 17): TRF-2026 writes a pair forbidden for the whole event as a 260
record (round 1 to the last) and reads it back as such; the rank column, every round date, the
arbiters and the tie-break lines are there; the file gets the usual permissions; and the check
names every mandatory field left empty."""
from __future__ import annotations

import os
from dataclasses import replace

from arbiter_gui.formats.trf_report import MissingField, missing_fields
from arbiter_gui.formats.trf_tournament import export_trf, read_tournament
from arbiter_gui.tournament.model import ForbiddenPairing, Round, Tournament
from arbiter_gui.tournament.standings import tournament_standings
from tests.formats.test_trf_export import as_read_back, lines, with_event_details
from tests.reports import big_tournament


def test_a_pair_forbidden_for_the_whole_event_is_a_260_record(tmp_path) -> None:
    t = reportable(big_tournament())  # the 301-player event, every field filled in
    t = replace(t, forbidden=(ForbiddenPairing((5, 9)), ForbiddenPairing((3, 4, 8), 2, 5)))
    assert missing_fields(t) == []
    path = tmp_path / "event.trf"
    export_trf(t, path)
    text = lines(path)
    assert "260 001 009    5    9" in text and "260 002 005    3    4    8" in text
    assert not any(line.startswith("XXP") for line in text)
    assert read_tournament(str(path)) == as_read_back(t)


def test_the_report_holds_ranks_dates_arbiters_and_tiebreaks(tmp_path) -> None:
    t = with_event_details(big_tournament())
    path = tmp_path / "event.trf"
    export_trf(t, path)
    text = lines(path)
    ranks = {row.id: row.rank for row in tournament_standings(t, t.settings.rounds)}
    players = {int(line[4:8]): line for line in text if line.startswith("001")}
    assert all(int(players[tpn][85:89]) == rank for tpn, rank in ranks.items())  # columns 86-89
    dates = next(line for line in text if line.startswith("132"))
    assert [dates[91 + 10 * r:99 + 10 * r] for r in range(9)] == [r.date[2:] for r in t.rounds]
    assert "102 IA Jane Doe 12345678" in text and "112 FA John Roe 87654321" in text
    assert "202 " + ",".join(t.settings.tiebreak_order) in text
    assert "212 PTS," + ",".join(t.settings.tiebreak_order) in text


def test_the_file_gets_the_usual_permissions(tmp_path) -> None:
    """A new file: 0666 less the umask, as any program's output; a file replaced keeps its mode."""
    t = with_event_details(big_tournament())
    umask = os.umask(0o022)
    try:
        path = tmp_path / "event.trf"
        export_trf(t, path)
        assert os.stat(path).st_mode & 0o777 == 0o644
        os.chmod(path, 0o664)
        export_trf(t, path)
        assert os.stat(path).st_mode & 0o777 == 0o664
    finally:
        os.umask(umask)


def reportable(t: Tournament) -> Tournament:
    """``t`` with every field the rating report asks for (``with_event_details`` and FIDE IDs)."""
    t = with_event_details(t)
    return replace(t, players={tpn: replace(p, fide_id=str(4100000 + tpn)) for tpn, p in t.players.items()})


def filled(missing: list[MissingField]) -> list[tuple[MissingField, str]]:
    """What an arbiter types for each missing field (a test's answer to the missing-fields dialog)."""
    by_setting = {"start_date": "2026/11/20", "end_date": "2026/11/28", "federation": "ITA",
                  "tournament_type": "FIDE_DUTCH_2025"}
    return [(m, str(4200000 + m.player) if m.player else "2026/11/2" + str(m.round % 10) if m.round
             else by_setting.get(m.setting, f"The {m.setting}")) for m in missing]


def test_the_check_names_every_missing_field() -> None:
    t = with_event_details(big_tournament())
    assert {m.code for m in missing_fields(t)} == {"001"}  # this event has no FIDE ID
    t = reportable(big_tournament())
    assert missing_fields(t) == []
    players = dict(t.players)
    players[7] = replace(players[7], fide_id="")
    rounds = tuple(replace(r, date="") if r.number in (3, 9) else r for r in t.rounds)
    settings = replace(t.settings, city="", chief_arbiter=" ", tournament_type=None)
    missing = missing_fields(Tournament(settings, players, rounds))
    assert [(m.code, m.setting, m.round, m.player) for m in missing] == [
        ("022", "city", None, None), ("102", "chief_arbiter", None, None), ("192", "tournament_type", None, None),
        ("132", "", 3, None), ("132", "", 9, None), ("001", "", None, 7)]
    assert [str(m.label) for m in missing] == [
        "city", "chief arbiter", "type of tournament", "date of round 3 (YYYY/MM/DD)",
        "date of round 9 (YYYY/MM/DD)", f"FIDE ID of 7 {players[7].name}"]
    later = Tournament(t.settings, t.players, (*t.rounds, Round(10)))  # a round not played yet: its date too
    assert [m.round for m in missing_fields(later)] == [10]
