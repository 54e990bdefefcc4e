"""File > Publish's static site (issue 17): every page of a real event is written, valid HTML with
every value escaped, links that stay inside the folder, standings and explanation as the app has
them, texts through the translation, and the generator imports no Qt."""
from __future__ import annotations

import re
import subprocess
import sys
import time
from html import unescape
from pathlib import Path

import pytest

from arbiter_gui.engine import record_codec
from arbiter_gui.engine.explain import explained, to_text
from arbiter_gui.publish.pages import LABELS
from arbiter_gui.publish.site import write_site
from arbiter_gui.reports.texts import fmt_score
from arbiter_gui.tournament.standings import tournament_standings
from arbiter_gui.tournament.tiebreak_explain import breakdown_lines, explain
from tests.publish import NASTY, check_html, small_event
from tests.reports import big_tournament

ROOT = Path(__file__).parents[2]


@pytest.fixture(scope="module")
def event(tmp_path_factory):
    return small_event(tmp_path_factory.mktemp("event") / "event.arbiter")


@pytest.fixture(scope="module")
def site(event, tmp_path_factory):
    folder = tmp_path_factory.mktemp("site")
    return folder, write_site(event, folder)


def test_every_page_is_written(event, site):
    folder, published = site
    expected = {"index.html", "standings.html", "crosstable.html", "players.html", "style.css",
                *(f"round-{n}.html" for n in range(1, 4)), *(f"why-{n}.html" for n in range(1, 4)),
                *(f"player-{tpn}.html" for tpn in event.players)}
    assert {path.name for path in published.files} == expected == {path.name for path in folder.iterdir()}
    assert published.files[0].name == "index.html" and published.notes == ()


def test_pages_are_valid_escaped_and_self_contained(site):
    folder, published = site
    for path in published.files:
        if path.suffix != ".html":
            continue
        text = path.read_text(encoding="utf-8")
        parsed = check_html(text, path.name)
        assert "<script" not in text, path.name
        for link in parsed.links:  # relative, to a page of the site (nothing fetched from elsewhere)
            assert not re.match(r"[a-z]+:|//", link), f"{path.name}: {link}"
            assert (folder / link.split("#")[0]).is_file(), f"{path.name}: {link}"
    standings = (folder / "standings.html").read_text(encoding="utf-8")
    assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; Co" in standings
    assert NASTY in unescape(standings) and "Circolo &lt;Scacchi&gt; &amp; Open" in standings


def test_standings_are_the_apps(event, site):
    """The order, points and tie-breaks of ``tournament_standings`` (what the tab and the print show)."""
    folder, _ = site
    rows = tournament_standings(event, event.standings_round)
    text = (folder / "standings.html").read_text(encoding="utf-8")
    found = [int(n) for n in re.findall(r'href="player-(\d+)\.html"', text.split("<tbody>")[1])]
    assert found == [row.id for row in rows]
    first = text.split("<tbody>")[1].split("</tr>")[0]
    cells = [re.sub(r"<[^>]+>", "", cell) for cell in re.findall(r"<td[^>]*>(.*?)</td>", first, re.S)]
    assert [fmt_score(rows[0].tiebreaks[c]) for c in event.settings.tiebreak_order] == cells[-3:]
    assert f"<b>{fmt_score(rows[0].points)}</b>" in first


def test_each_tiebreak_value_links_to_its_working(event, site):
    """Issue 29: a value of the standings opens the player's card at its working, the same record the
    app's breakdown window and the printed tie-break report read (``tiebreak_explain``)."""
    folder, _ = site
    ex = explain(event, event.standings_round)
    text = (folder / "standings.html").read_text(encoding="utf-8")
    row = ex.rows[0]
    for index, code in enumerate(ex.codes, start=1):
        assert f'href="player-{row.id}.html#tb-{index}">{fmt_score(row.values[code])}</a>' in text
        card = (folder / f"player-{row.id}.html").read_text(encoding="utf-8")
        heading, working = re.search(rf'<h3 id="tb-{index}">(.*?)</h3>\s*<pre class="why">(.*?)</pre>', card,
                                     re.S).groups()
        assert unescape(heading) == f"{code}: {fmt_score(row.values[code])}"
        assert unescape(working) == "\n".join(breakdown_lines(ex.record[row.id, code], ex.name)[1:])


def test_round_page_has_every_board_and_result(event, site):
    folder, _ = site
    text = (folder / "round-1.html").read_text(encoding="utf-8")
    rnd = event.round(1)
    assert len(re.findall(r'<tr id="board-\d+">', text)) == len(rnd.boards)
    assert "pairing-allocated bye" in text and 'href="why-1.html"' in text
    results = re.findall(r'<td class="res">(.*?)</td>', text)
    assert results and all(r in ("1-0", "0-1", "½-½") for r in results)


def test_explanation_is_the_engines(event, site):
    folder, _ = site
    pairing, basis = record_codec.loads(event.round(2).record)
    shown = unescape(re.search(r'<pre class="why">(.*?)</pre>', (folder / "why-2.html").read_text(encoding="utf-8"),
                               re.S).group(1))
    assert shown == to_text(explained(basis, pairing))


def test_player_card(event, site):
    folder, _ = site
    tpn = next(tpn for tpn, p in event.players.items() if p.name == NASTY)
    text = (folder / f"player-{tpn}.html").read_text(encoding="utf-8")
    assert text.count('<td class="n"><a href="round-') == 3
    assert re.search(r"points after round 2, rank \d+=?", text)


def test_texts_pass_through_the_translation(event, tmp_path):
    """Every label of the pages and the labels shared with the printed documents are translated."""
    seen: set[tuple[str, str]] = set()

    def translate(context: str, text: str) -> str:
        seen.add((context, text))
        return text.upper() if context == "Publish" else text
    write_site(event, tmp_path, translate, "it")
    assert {("Publish", text) for text in LABELS.values()} <= seen
    assert ("Documents", "pairing-allocated bye") in seen and ("Documents", "FIDE mode") in seen
    assert ("Explain", "Round {0}, {1} system") in seen  # why-N.html: the record in the site's language
    index = (tmp_path / "standings.html").read_text(encoding="utf-8")
    assert '<html lang="it">' in index and "STANDINGS AFTER ROUND 2" in index


def test_the_site_of_a_big_event(tmp_path):
    """301 players, 9 rounds: every card, in seconds."""
    t = big_tournament()
    start = time.perf_counter()
    published = write_site(t, tmp_path)
    assert time.perf_counter() - start < 30
    assert len(published.files) == 1 + 9 + 4 + 301  # index, rounds, standings/crosstable/players/css, cards
    check_html((tmp_path / "crosstable.html").read_text(encoding="utf-8"), "crosstable.html")


def test_a_damaged_record_is_named_not_fatal(event, tmp_path):
    from dataclasses import replace
    rounds = tuple(replace(r, record="{broken") if r.number == 2 else r for r in event.rounds)
    published = write_site(replace(event, rounds=rounds), tmp_path)
    assert len(published.notes) == 1 and published.notes[0].startswith("round 2: the pairing record cannot be read")
    assert not (tmp_path / "why-2.html").exists() and (tmp_path / "why-1.html").exists()


def test_publishing_needs_no_qt():
    """The generator and the hall server import without PySide6 (an import of it fails here)."""
    code = ("import sys\n"
            "class NoQt:\n"
            "    def find_spec(self, name, *args):\n"
            "        if name.split('.')[0] == 'PySide6': raise ImportError('Qt imported: ' + name)\n"
            "sys.meta_path.insert(0, NoQt())\n"
            "import arbiter_gui.publish.site, arbiter_gui.publish.hall\n")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr


def test_the_site_of_a_team_event(tmp_path):
    """Teams by match points, then game points and the team tie-breaks (the hand-computed event of
    tests/tournament/test_team_standings.py); matches as the round pages; no individual crosstable."""
    from tests.tournament.test_team_standings import CODES, small_event as team_event

    with team_event(tmp_path / "teams.arbiter", CODES) as s:
        t = s.tournament()
    published = write_site(t, tmp_path / "site")
    assert not (tmp_path / "site" / "crosstable.html").exists()
    for path in published.files:
        if path.suffix == ".html":
            check_html(path.read_text(encoding="utf-8"), path.name)
    standings = (tmp_path / "site" / "standings.html").read_text(encoding="utf-8")
    body = standings.split("<tbody>")[1]
    assert [int(n) for n in re.findall(r'href="player-(\d+)\.html"', body)] == [1, 3, 2, 4]
    assert "<th class=\"c\">MP</th>" in standings and "crosstable.html" not in standings
    first = re.findall(r"<td[^>]*>(.*?)</td>", body.split("</tr>")[0], re.S)
    assert first[-6:] == ["<b>4</b>", "5½", "12", "6", "19¼", "3"]  # MP, GP, BC, EMMSB, EGGSB, BH
