"""Player imports against hostile or unusual files (issue 16): entity expansion, byte order marks and
UTF-16, the same FIDE ID twice, and every bad row named at once."""
from __future__ import annotations

import codecs
import time
from pathlib import Path

import pytest

from arbiter_gui.formats.players_csv import PlayerImportError, read_players_csv
from arbiter_gui.formats.rating_list import read_fide_ids, read_rating_list

DATA = Path(__file__).parents[1] / "data" / "players"
XML = (DATA / "rating_list.xml").read_text(encoding="utf-8")
CSV = (DATA / "players_en.csv").read_text(encoding="utf-8")


def laughs(levels: int = 9) -> str:
    """Nested entities: a few hundred bytes that expand to 10**levels copies of a word."""
    entities = ['<!ENTITY a0 "lol">'] + [f'<!ENTITY a{i} "{f"&a{i - 1};" * 10}">' for i in range(1, levels + 1)]
    return (f'<?xml version="1.0"?>\n<!DOCTYPE playerslist [\n{chr(10).join(entities)}\n]>\n'
            f"<playerslist><player><fideid>1</fideid><name>&a{levels};</name></player></playerslist>\n")


@pytest.mark.parametrize("levels", [4, 9])
def test_entity_declarations_are_refused_at_once(levels: int, tmp_path: Path) -> None:
    path = tmp_path / "laughs.xml"
    path.write_text(laughs(levels), encoding="utf-8")
    assert path.stat().st_size < 1000
    began = time.process_time()  # CPU seconds: a loaded machine does not inflate them
    with pytest.raises(PlayerImportError) as caught:
        read_rating_list(path)
    assert time.process_time() - began < 1
    assert "laughs.xml, line 2, field 'XML': a document type declaration" in str(caught.value)


def test_external_entities_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "external.xml"
    path.write_text('<!DOCTYPE p [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n'
                    "<playerslist><player><fideid>1</fideid><name>&x;</name></player></playerslist>\n")
    with pytest.raises(PlayerImportError, match="document type declaration"):
        read_rating_list(path)


def test_long_text_in_many_pieces_is_read_in_linear_time(tmp_path: Path) -> None:
    """Character references split a text into many pieces; they are joined once, not one by one."""
    name = "&#65;" * 200_000
    path = tmp_path / "long.xml"
    path.write_text(f"<playerslist><player><fideid>1</fideid><name>{name}</name></player></playerslist>\n")
    began = time.process_time()  # CPU seconds: a loaded machine does not inflate them
    with pytest.raises(PlayerImportError):  # the name is far too long: refused, but quickly
        read_rating_list(path)
    assert time.process_time() - began < 2


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32"])
def test_xml_with_a_bom_or_in_utf16(encoding: str, tmp_path: Path) -> None:
    path = tmp_path / "list.xml"
    text = XML.replace('encoding="utf-8"', f'encoding="{encoding.upper().removesuffix("-SIG")}"')
    path.write_bytes(text.encode(encoding))
    expected = read_rating_list(DATA / "rating_list.xml").players()
    assert read_rating_list(path).players() == expected


def test_utf16_xml_whose_declaration_still_says_utf8_is_read_as_its_bom_says(tmp_path: Path) -> None:
    """Notepad's "Save as Unicode" keeps the declaration."""
    path = tmp_path / "list.xml"
    assert 'encoding="utf-8"' in XML
    path.write_bytes(XML.encode("utf-16"))
    assert read_rating_list(path).players() == read_rating_list(DATA / "rating_list.xml").players()


def test_latin1_xml_is_read_as_its_declaration_says(tmp_path: Path) -> None:
    path = tmp_path / "list.xml"
    path.write_bytes(XML.replace('encoding="utf-8"', 'encoding="ISO-8859-1"').encode("latin-1"))
    assert read_rating_list(path).players() == read_rating_list(DATA / "rating_list.xml").players()


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-8-sig", "utf-32"])
def test_csv_in_utf16_or_with_a_bom(encoding: str, tmp_path: Path) -> None:
    """Excel's "Unicode text" is UTF-16 with tabs."""
    path = tmp_path / "players.csv"
    path.write_bytes(CSV.encode(encoding))
    assert read_players_csv(path) == read_players_csv(DATA / "players_en.csv")
    tabs = tmp_path / "unicode.txt"
    tabs.write_bytes(codecs.BOM_UTF16_LE + "Name\tFIDE ID\nMüller, Jürgen\t4611111\n".encode("utf-16-le"))
    [player] = read_players_csv(tabs)
    assert (player.name, player.fide_id) == ("Müller, Jürgen", "4611111")


def test_txt_rating_list_and_id_list_in_utf16(tmp_path: Path) -> None:
    path = tmp_path / "list.txt"
    path.write_bytes((DATA / "rating_list.txt").read_text(encoding="utf-8").encode("utf-16"))
    assert read_rating_list(path).players() == read_rating_list(DATA / "rating_list.txt").players()
    ids = tmp_path / "ids.txt"
    ids.write_bytes("2412345\n24100010\n".encode("utf-16-le"))
    assert read_fide_ids(ids) == ["2412345", "24100010"]


def test_damaged_utf16_is_refused_not_replaced(tmp_path: Path) -> None:
    path = tmp_path / "players.csv"
    path.write_bytes(codecs.BOM_UTF16_LE + "name\nA, B\n".encode("utf-16-le") + b"\x00\xd8")  # lone surrogate
    with pytest.raises(PlayerImportError, match="field 'encoding': not readable as UTF-16"):
        read_players_csv(path)


def test_the_same_fide_id_twice_in_a_csv_is_refused_naming_both_lines(tmp_path: Path) -> None:
    path = tmp_path / "players.csv"
    path.write_text("name,fide id,rating\n\"A, B\",2412345,2000\n\"C, D\",4611111,1900\n\"A, B\",2412345,2000\n")
    with pytest.raises(PlayerImportError) as caught:
        read_players_csv(path)
    assert str(caught.value) == (f"{path}, line 4, field 'fide id': FIDE ID 2412345 is also on line 2: "
                                 "the same player twice")


def test_every_bad_row_is_named_at_once(tmp_path: Path) -> None:
    path = tmp_path / "players.csv"
    rows = ["name,fide id,rating", '"A, B",2412345,2000', '"C, D",12A,1900', '"E, F",2412345,1800',
            ",,", '"G, H",,4000', '"I, J",1,2,3']
    path.write_text("\n".join(rows) + "\n")
    with pytest.raises(PlayerImportError) as caught:
        read_players_csv(path)
    message = str(caught.value)
    assert "\n" not in message  # one line, the first bad row's place first
    assert message.startswith(f"{path}, line 3, field 'fide id': '12A' is not a FIDE ID")
    assert "; 3 more bad rows, nothing was imported: line 4, field 'fide id': FIDE ID 2412345 is also on line 2" \
        in message
    assert "; line 6, field 'rating': 4000 is not a rating" in message and message.endswith(
        "; line 7: 4 fields, but the header has 3 (a separator inside a name? put the name in double quotes)")
    assert (caught.value.line, caught.value.field) == (3, "fide id")


def test_a_long_list_of_bad_rows_is_counted(tmp_path: Path) -> None:
    path = tmp_path / "players.csv"
    path.write_text("name,rating\n" + "".join(f'"P, {i}",9999\n' for i in range(50)))
    with pytest.raises(PlayerImportError) as caught:
        read_players_csv(path)
    message = str(caught.value)
    assert "; 49 more bad rows, nothing was imported: line 3," in message and message.endswith("; and 30 more")
    assert message.count("is not a rating") == 20


@pytest.mark.parametrize("name", ["rating_list.txt", "rating_list.xml"])
def test_the_same_fide_id_twice_in_a_rating_list_is_refused(name: str, tmp_path: Path) -> None:
    text = (DATA / name).read_text(encoding="utf-8")
    if name.endswith(".xml"):
        text = text.replace("<fideid>4611111</fideid>", "<fideid>2412345</fideid>")
    else:
        text = text.replace("4611111 ", "2412345 ")
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PlayerImportError, match="FIDE ID 2412345 is also on line"):
        read_rating_list(path)
