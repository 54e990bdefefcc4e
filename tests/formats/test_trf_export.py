"""TRF export of a whole tournament for FIDE rating (TRF-2026) and in TRF16 on request: what a
rating report needs is written, export then import gives the same tournament, and the command line
pairs an exported tournament exactly as the app does."""
from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_gui import cli
from arbiter_gui.formats.trf import read_trf
from arbiter_gui.tournament.scoring import PointSystem
from arbiter_gui.formats.trf_tournament import export_trf, read_tournament
from arbiter_gui.tournament.engine_input import pair_next_round
from arbiter_gui.tournament.model import AccelerationRule, Colour, ForbiddenPairing, RequestKind
from arbiter_gui.tournament.operations import SetRequest
from tests.reports import big_tournament
from tests.store.helpers import enter_results, new_store


def lines(path: Path) -> list[str]:
    return path.read_bytes().decode("utf-8").split("\r")


def with_event_details(t):
    """The big tournament with what a rating report carries: arbiters, time control, federation, type."""
    settings = replace(t.settings, federation="ESP", chief_arbiter="IA Jane Doe 12345678",
                       deputy_arbiters=("FA John Roe 87654321",), time_control="90'/40 + 30' + 30\"",
                       tournament_type="FIDE_DUTCH_2025")
    return replace(t, settings=settings)


def as_read_back(t):
    """What TRF cannot carry whole: 132 has 8 columns per round date, YY/MM/DD (TRF.md section 2);
    and what the export states explicitly: the tie-break list in use (202, the defaults too)."""
    settings = replace(t.settings, tiebreaks=t.settings.tiebreak_order)
    return replace(t, settings=settings, rounds=tuple(replace(r, date=r.date[2:]) for r in t.rounds))


def test_a_rating_report_has_every_record(tmp_path) -> None:
    t = with_event_details(big_tournament())
    path = tmp_path / "event.trf"
    export_trf(t, path)
    text = lines(path)
    codes = {line[:3] for line in text if line}
    assert {"012", "022", "032", "042", "052", "102", "112", "122", "132", "142", "192", "202"} <= codes
    players = [line for line in text if line.startswith("001")]
    assert len(players) == len(t.players)
    assert all(len(line) == 91 + 10 * (9 - 1) + 8 for line in players)  # 9 round cells on every line
    round_dates = next(line for line in text if line.startswith("132"))
    assert round_dates[91:99] == "26/03/07" and round_dates[171:179] == "26/03/15"  # rounds 1 and 9


@pytest.mark.parametrize("trf_format", ["TRF-2026", "TRF16"])
def test_export_then_import_gives_the_same_tournament(tmp_path, trf_format) -> None:
    t = with_event_details(big_tournament())
    path = tmp_path / "event.trf"
    export_trf(t, path, trf_format=trf_format)
    back = read_tournament(str(path))
    if trf_format == "TRF16":  # the type, in 092, is read as the type and also kept as a verbatim line
        assert back.settings.extra_header.pop("092") == "FIDE_DUTCH_2025"
    assert back == as_read_back(t)
    if trf_format == "TRF16":
        assert not any(line[:3] in ("142", "152", "162", "192", "240", "250", "260") for line in lines(path))
        assert "XXR 9" in lines(path)


def accelerated(t):
    """Half of the field accelerated (250), a forbidden pair (260), a later bye (240), 3-1-0 points."""
    settings = replace(t.settings, rounds=11, initial_colour=Colour.WHITE,
                       point_system=PointSystem(win=Fraction(3), draw=Fraction(1), forfeit_win=Fraction(3),
                                                full_bye=Fraction(3), half_bye=Fraction(1), pab=Fraction(3)),
                       accelerations=(AccelerationRule(Fraction(1), 1, 3, 1, 150),))
    rounds = (*t.rounds, *(replace(t.rounds[-1], number=n, paired=False, boards=(), unpaired={}, date="")
                           for n in (10, 11)))
    return replace(t, settings=settings, rounds=rounds, forbidden=(ForbiddenPairing((5, 9), 2, 11),),
                   requests={11: {7: RequestKind.HALF_BYE}})


def test_accelerations_forbidden_pairs_byes_and_points(tmp_path) -> None:
    t = accelerated(big_tournament())
    path = tmp_path / "event.trf"
    export_trf(t, path)
    text = lines(path)
    assert "250      01.0 001 003 0001 0150" in text
    assert "260 002 011    5    9" in text and "240 H 011    7" in text
    assert any(line.startswith("162 ") for line in text)
    assert read_tournament(str(path)) == as_read_back(t)
    trf16 = tmp_path / "event16.trf"
    export_trf(t, trf16, trf_format="TRF16")
    text16 = lines(trf16)
    assert "XXR 11" in text16 and "XXC white1" in text16 and "XXP 5 9" in text16
    assert any(line.startswith("XXS ") for line in text16)
    assert sum(line.startswith("XXA ") for line in text16) == 150
    back = read_tournament(str(trf16))
    # TRF16 cannot carry: the round range of a forbidden pair (XXP: the whole event), byes of rounds
    # after the next one (240), and the 250 rules themselves (XXA gives every player's points).
    assert back.players == t.players and back.rounds == as_read_back(t).rounds
    assert back.settings.point_system == t.settings.point_system and back.settings.rounds == 11
    assert back.forbidden == (ForbiddenPairing((5, 9), 1, 9999),) and back.requests == {}
    assert back.settings.accelerations == () and back.settings.acceleration_points[1] == (1, 1, 1) + (0,) * 8


def test_arbiter_pair_pairs_the_export_as_the_app_does(tmp_path) -> None:
    rng = random.Random(7)
    store = new_store(tmp_path / "event.arbiter", rounds=7, players=41, seed=7, initial_colour=Colour.WHITE)
    for _ in range(4):
        pair_next_round(store, rng=rng)
        enter_results(store, store.tournament().paired_rounds, rng)
    store.apply(SetRequest(5, 3, RequestKind.HALF_BYE))
    exported = tmp_path / "event.trf"
    export_trf(store.tournament(), exported)
    out = tmp_path / "next.txt"
    assert cli.main(["--dutch", str(exported), "-p", str(out)]) == 0
    _, pairing = pair_next_round(store, rng=rng)
    expected = [f"{len(pairing.boards) + (pairing.bye is not None)}"]
    expected += [f"{b.white} {b.black}" for b in pairing.boards]
    expected += [f"{pairing.bye} 0"] if pairing.bye is not None else []
    assert out.read_text().split() == " ".join(expected).split()
    assert 3 not in {p for b in pairing.boards for p in (b.white, b.black)}  # the requested bye is kept
    assert read_trf(str(exported)).total_rounds == 7


@pytest.mark.parametrize("trf_format", ["TRF-2026", "TRF16"])
def test_a_tournament_exported_before_round_1_reads_back_and_pairs(tmp_path, trf_format,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """A file of players and no round, as exported before round 1 (its number of rounds written,
    142 or XXR), reads back as the same players; the checker has nothing to flag (exit 0, as
    bbpPairings' -c), and the command line pairs its round 1 as the app does. Without a number of
    rounds (TRF.md: XXR is essential for pairing; bbpPairings and JaVaFo refuse to pair it) the file
    is refused naming the field, by -c too (the one reading, ``load_trf``, the app's import's)."""
    store = new_store(tmp_path / "event.arbiter", rounds=7, players=15, seed=3, initial_colour=Colour.BLACK)
    path = tmp_path / "before.trf"
    export_trf(store.tournament(), path, trf_format=trf_format)
    assert read_tournament(str(path)).players == store.tournament().players
    assert read_trf(str(path)).rounds_in_file() == 0 and read_trf(str(path)).total_rounds == 7
    assert cli.main(["--dutch", str(path), "-c"]) == cli.EXIT_OK
    out = tmp_path / "pairs.txt"
    assert cli.main(["--dutch", str(path), "-p", str(out)]) == cli.EXIT_OK
    _, pairing = pair_next_round(store, rng=random.Random(3))
    expected = [str(len(pairing.boards) + 1), *(f"{b.white} {b.black}" for b in pairing.boards), f"{pairing.bye} 0"]
    assert out.read_text().split() == " ".join(expected).split()
    uncounted = tmp_path / "uncounted.trf"
    uncounted.write_bytes(b"\r".join(line.encode() for line in lines(path) if line[:3] not in ("142", "XXR")))
    capsys.readouterr()
    for mode in ("-c", "-p"):
        assert cli.main(["--dutch", str(uncounted), mode]) == 3
        assert "field 'number of rounds'" in capsys.readouterr().err
