"""FIDE rating list downloads (TXT with columns from the header line, and XML): search by name
or FIDE ID, pick a list of IDs, and reject bad records naming the file, line and field."""
from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_gui.formats.players_csv import PlayerImportError
from arbiter_gui.formats.rating_list import read_fide_ids, read_rating_list

DATA = Path(__file__).parents[1] / "data" / "players"


@pytest.mark.parametrize("name", ["rating_list.txt", "rating_list.xml"])
def test_both_forms_give_the_same_players(name: str) -> None:
    rating_list = read_rating_list(DATA / name)
    assert len(rating_list) == 5
    rossi, bianchi, muller, dubois, ferrari = rating_list.players()
    assert (rossi.fide_id, rossi.name, rossi.federation, rossi.sex, rossi.title, rossi.fide_rating,
            rossi.birth_date) == ("2412345", "Rossi, Marco", "ITA", "m", "FM", 2301, "1988")
    assert bianchi.title == "WIM" and bianchi.sex == "w"  # the women's title column (C.04.2 2.2.2)
    assert muller.name == "Müller, Jürgen" and muller.fide_rating == 2390
    assert dubois.fide_id == "651234" and ferrari.fide_rating == 1500


@pytest.mark.parametrize(("name", "rating", "expected"), [
    ("rating_list.txt", "RRtng", 2250), ("rating_list.txt", "BRtng", 2200), ("rating_list.xml", "RRtng", 2250),
])
def test_rapid_and_blitz_ratings(name: str, rating: str, expected: int) -> None:
    assert read_rating_list(DATA / name, rating).player(0).fide_rating == expected


def test_search_by_name_ignores_case_and_accents_and_by_fide_id_prefix() -> None:
    rating_list = read_rating_list(DATA / "rating_list.txt")
    assert [p.name for p in rating_list.search("muller")] == ["Müller, Jürgen"]
    assert [p.name for p in rating_list.search("ROSSI marco")] == ["Rossi, Marco"]
    assert [p.fide_id for p in rating_list.search("24")] == ["2412345", "2498765", "24100010"]
    assert rating_list.search("  ") == [] and rating_list.search("nobody") == []


def test_a_list_of_fide_ids_from_a_file() -> None:
    rating_list = read_rating_list(DATA / "rating_list.xml")
    ids = read_fide_ids(DATA / "fide_ids.txt")
    assert ids == ["4611111", "2412345", "24100010"]
    assert [p.name for p in rating_list.by_fide_ids(ids)] == ["Müller, Jürgen", "Rossi, Marco", "Ferrari, Luca"]
    with pytest.raises(PlayerImportError, match="99999 is not in the rating list"):
        rating_list.by_fide_ids(["2412345", "99999"], "ids.txt")


def test_a_bad_record_is_named_by_line_and_column() -> None:
    with pytest.raises(PlayerImportError) as caught:
        read_rating_list(DATA / "rating_list_bad.txt")
    assert str(caught.value).endswith("rating_list_bad.txt, line 4, field 'SRtng': '23X0' is not a rating "
                                      "(a whole number from 0 to 3500)")


@pytest.mark.parametrize(("name", "text", "read", "where"), [
    ("broken.xml", "<playerslist>\n<player><fideid>12</fideid>\n<name>A, B</name>\n</playerslist>\n",
     read_rating_list, "broken.xml, line 4, field 'XML': not well-formed"),
    ("no_id.xml", "<playerslist>\n<player>\n<name>A, B</name>\n</player>\n</playerslist>\n",
     read_rating_list, "no_id.xml, line 2, field 'fideid': a rating list entry needs a FIDE ID"),
    ("notes.txt", "just some notes\nnothing else\n", read_rating_list,
     "notes.txt, line 1, field 'header': no 'ID Number' column"),
    ("ids.txt", "2412345\n24A\n", read_fide_ids, "ids.txt, line 2, field 'FIDE ID': '24A' is not a FIDE ID"),
])
def test_bad_files(tmp_path: Path, name: str, text: str, read: object, where: str) -> None:
    path = tmp_path / name
    path.write_text(text)
    with pytest.raises(PlayerImportError) as caught:
        read(path)  # type: ignore[operator]
    assert where in str(caught.value)


@pytest.mark.parametrize("name", ["rating_list.txt", "rating_list.xml"])
def test_effective_rapid_and_blitz_lists_fall_back_on_the_standard_rating(name: str) -> None:
    """VCL4THP Q118: Bianchi has no rapid or blitz rating: the effective lists give her standard 2215."""
    for rating, own in (("ERtng", "RRtng"), ("EBtng", "BRtng")):
        effective, plain = read_rating_list(DATA / name, rating), read_rating_list(DATA / name, own)
        assert effective.player(0).fide_rating == plain.player(0).fide_rating  # rated there: its own rating
        assert plain.player(1).fide_rating == 0 and effective.player(1).fide_rating == 2215


def test_a_custom_list_from_a_csv_file(tmp_path: Path) -> None:
    """VCL4THP Q117: the event's own list, a players CSV with a FIDE ID on every row."""
    path = tmp_path / "club_list.csv"
    path.write_text("FIDE ID;Name;Rating;Fed\n2412345;Rossi, Marco;2333;ITA\n\n24100010;Ferrari, Luca;1555;ITA\n",
                    encoding="utf-8")
    custom = read_rating_list(path)
    assert [(p.fide_id, p.name, p.fide_rating) for p in custom.players()] == [
        ("2412345", "Rossi, Marco", 2333), ("24100010", "Ferrari, Luca", 1555)]
    assert custom.lines == (2, 4) and [p.name for p in custom.search("ferrari")] == ["Ferrari, Luca"]
    path.write_text("Name,Rating\n\"Verdi, Ada\",1800\n", encoding="utf-8")
    with pytest.raises(PlayerImportError, match=r"club_list.csv, line 2, field 'FIDE ID': a rating list entry needs"):
        read_rating_list(path)
