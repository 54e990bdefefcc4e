"""Real tournament files, checked against what nobody here wrote (docs/validation.md, "Real
tournament files"; sources and licences in tests/data/crosscheck/real/SOURCES.md).

Each kept file comes with the outputs of two programs outside the project, recorded once (no
external program runs here): ``.bbp-check``, bbpPairings 6.0.0's ``--dutch -c`` report on it (or
its refusal, ``exit 3: ...``), and ``.gacrux.json``, FIDE TEC's Gacrux 1.9.58 ranks and values
(``tiebreakchecker -b utf-8 -c -s -n ROUNDS``: cid, rank, tiebreakScore) for the file's own
list or each list of ``REAL_TIEBREAK_LISTS``, as ``tools/crosscheck.py --real --tbs`` writes them
(or its refusal)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from arbiter_gui.checker import check_standings, check_tournament, report, standings_list
from arbiter_gui.formats.trf import TrfError, read_trf
from arbiter_gui.formats.trf_tournament import load_trf
from arbiter_gui.generator import rank_by_list

from .test_crosscheck_sample import _tool

REAL = Path(__file__).parents[1] / "data" / "crosscheck" / "real"
FILES = sorted(REAL.rglob("*.trf"))  # bad-input/: the file every program refuses (tests/formats/test_trf_every_file.py)
TEAM_EVENT = "heltour_friendship_cup_2024_team"

# Where bbpPairings refuses the file (reading differences, docs/validation.md), the rounds our
# checker flags, recorded: none of these events was paired by the 2026 Dutch rules
OURS_WHERE_BBP_REFUSES = {
    # FIDE's C.07 exercise (invented results): bbp reads the bye cells `   0 - H` as player 0
    # (TRF.md 3: `0000` or blanks), we as a bye
    "fide_c07_exercise_swiss_5r": [3],
    "fide_c07_exercise_swiss_9r": [3, 6, 7, 9],
    # bbp rejects the 162 symbols A (TRF-2026's absence, its Z) and X (TRF.md 9.1); the two rounds are a Dutch pairing
    "chessroster_no_colour_preference": [],
}


# the team event: bbp rejects 013 (TRF.md 9.6), and a Dutch check of its players' boards has no
# meaning; its refusal of the file's Points is tested below
@pytest.mark.parametrize("path", [p for p in FILES if p.stem != TEAM_EVENT], ids=lambda p: p.stem)
def test_our_checker_flags_what_bbppairings_flags(path: Path) -> None:
    """Where bbpPairings reads the file, our checker flags the same rounds and proposes the same
    pairs there (bbp also lists a last round of absences only); where it refuses, the refusal
    names the file and we flag as recorded."""
    tool = _tool()
    trf = read_trf(str(path), points_checked=False)
    rounds, flagged = tool.parse_report(report(path.stem, check_tournament(trf, "dutch")))
    bbp = path.with_suffix(".bbp-check").read_text(encoding="utf-8")
    if bbp.startswith("exit 3: "):
        assert path.name in bbp
        assert sorted(flagged) == OURS_WHERE_BBP_REFUSES[path.stem]
    else:
        bbp_rounds, bbp_flagged = tool.parse_report(bbp)
        assert flagged == bbp_flagged
        # bbp also lists a last round of absences only (the round to be paired); we list the paired ones
        assert bbp_rounds == max(rounds, trf.rounds_in_file())


@pytest.mark.parametrize("path", [p for p in FILES if p.stem != TEAM_EVENT], ids=lambda p: p.stem)
def test_our_standings_are_gacrux_standings(path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """By each list, Gacrux's ranks and values are ours one by one (the campaign's comparison,
    ``tiebreak_check``: DE through the ranks, CK3), and our checker accepts Gacrux's ranks; Gacrux
    was asked for the standings after the rounds the tool asks for."""
    tool = _tool()
    trf = read_trf(str(path))
    expected = json.loads(path.with_suffix(".gacrux.json").read_text(encoding="utf-8"))
    own = ",".join(standings_list(trf))  # the file's own list (212, 202), else the tool's lists
    assert list(expected) == ([own] if own else list(tool.REAL_TIEBREAK_LISTS))
    for codes, gacrux in expected.items():
        asked: list[int] = []
        output = json.dumps({"tiebreakResult": {"competitors": gacrux["competitors"]}})
        monkeypatch.setattr(tool, "gacrux", lambda tbs, work, rounds: (asked.append(rounds), (0, output, ""))[1])
        assert tool.tiebreak_check("", trf, codes, tmp_path / "tb.trf") == [], codes
        assert asked == [gacrux["rounds"]]


def test_a_programs_ranks_by_points_alone_are_found() -> None:
    """ChessRoster's export declares its standings 212 PTS,DE,BH but gives each player the first rank
    of his points group (both 8.0 players 1, every 7.0 player 4): the file is wrong (TRF.md 2, 212
    defines the standings). Its Points are right; as written, with an absence entered for round 11,
    its ranks are not read (CK2); after round 10 alone our checker finds the ranks DE,BH do not
    give (Gacrux ranks by them as we do: .gacrux.json)."""
    path = REAL / "chessroster_absolute_vs_strong_colour_preference.trf"
    assert check_standings(read_trf(str(path))) == []
    trf = read_trf(str(path))
    del trf.players[14].rounds[10:]  # the round-11 absence: the standings after round 10 are read
    findings = check_standings(trf)
    assert findings and {finding.field for finding in findings} == {"rank"}
    players = trf.players.values()
    assert all(player.rank == 1 + sum(other.points > player.points for other in players) for player in players)


def test_a_file_whose_points_disagree_is_refused_as_gacrux_refuses_it() -> None:
    """The team event's player 41 has 1.0 in Points where her results give 0: our reading refuses
    the file naming its line and field, as Gacrux refuses it naming the player (read as UTF-8)."""
    path = REAL / "bad-input" / f"{TEAM_EVENT}.trf"
    with pytest.raises(TrfError) as refused:
        load_trf(str(path))
    assert (refused.value.line, refused.value.field) == (60, "points")
    assert "1.0 does not match the results (0.0)" in str(refused.value)
    assert path.read_text(encoding="utf-8").splitlines()[59].startswith("001   41 ")
    gacrux = json.loads(path.with_suffix(".gacrux.json").read_text(encoding="utf-8"))
    assert "Incorrect score for player 41" in gacrux["status"]["error"]


def _line(pid: int, name: str, points: str, cell: str) -> str:
    return f"001 {pid:>4}      {name:<33} 2000 {'':3} {'':11} {'':10} {points:>4} {'':4}  {cell}"


def test_rank_by_list_ranks_the_players_of_an_xxc_rank_file(tmp_path: Path) -> None:
    """Found on a real lichess export (XXC rank, lines out of the order of their numbers; SOURCES.md):
    the winner of the one game gets rank 1 (it got 2, the rank of the line of his number). The
    campaign's tie-break check numbers such a file in line order first (``tiebreak_check``), so its
    comparison with Gacrux was not affected."""
    path = tmp_path / "xxc_rank.trf"
    path.write_text("\n".join(("012 lines out of order", "XXR 1", "XXC rank white1",
                               _line(2, "Winner", "1.0", "   1 b 1"), _line(1, "Loser", "0.0", "   2 w 0"))) + "\n")
    trf = read_trf(str(path))
    rank_by_list(trf)
    assert {p.name: p.rank for p in trf.players.values()} == {"Winner": 1, "Loser": 2}
