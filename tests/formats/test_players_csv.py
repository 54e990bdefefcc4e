"""Players from CSV files: English and Italian headers, both separators, UTF-8 and Windows-1252,
and rejections that name the file, line and field (nothing is half-imported)."""
from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_gui.formats.players_csv import PlayerImportError, header_key, parse_players_csv, read_players_csv
from arbiter_gui.formats.trf import TrfError

DATA = Path(__file__).parents[1] / "data" / "players"


def test_english_headers_comma_utf8() -> None:
    players = read_players_csv(DATA / "players_en.csv")
    assert [p.name for p in players] == ["Rossi, Marco", "Bianchi, Laura", "Verdi, Paolo", "Müller, Jürgen",
                                         "Dubois, Claire"]
    rossi, bianchi, verdi, muller, dubois = players
    assert (rossi.title, rossi.federation, rossi.fide_id, rossi.fide_rating, rossi.sex) == ("FM", "ITA", "2412345",
                                                                                           2301, "m")
    assert rossi.birth_date == "1988/04/12" and rossi.club == "Circolo Scacchi Torino"
    assert bianchi.sex == "w" and bianchi.birth_date == "1995/11/02"  # f is read as w (TRF)
    assert verdi.fide_id == "" and verdi.birth_date == "1970" and verdi.title == ""
    assert muller.birth_date == "1979/03/12"  # DD/MM/YYYY
    assert dubois.club == "Club d'Échecs Lyon"
    assert all(p.tpn == 0 for p in players)  # numbered by the domain


def test_italian_headers_semicolon_cp1252_surname_and_first_name() -> None:
    players = read_players_csv(DATA / "giocatori_it.csv")
    assert [p.name for p in players] == ["Esposito, Giovanni", "Russo, Chiara", "Colombo, Nicolò"]
    colombo = players[2]
    assert (colombo.title, colombo.fide_rating, colombo.national_rating) == ("CM", 2105, 2120)
    assert colombo.club == "Società Scacchistica Milanese" and colombo.birth_date == "2001/07/15"
    assert players[1].sex == "w"


def test_windows_1252_is_read_with_a_warning_and_damaged_utf8_refused(tmp_path: Path) -> None:
    """Decision (issue 16): a file with no UTF-8 character is Windows-1252 (Excel's "CSV" on
    Windows), read with a warning shown; a UTF-8 file with a damaged byte is refused naming its
    line and byte (read as Windows-1252 its names would be garbled without a word); so is a byte
    Windows-1252 does not define. Nothing is replaced by '?'."""
    warnings: list[str] = []
    assert read_players_csv(DATA / "giocatori_it.csv", warnings)[2].name == "Colombo, Nicolò"
    assert warnings == [f"{DATA / 'giocatori_it.csv'}: not UTF-8, read as Windows-1252: check the names with accents"]
    warnings.clear()
    read_players_csv(DATA / "players_en.csv", warnings)
    assert warnings == []
    damaged = tmp_path / "damaged.csv"
    damaged.write_bytes("name,club\n\"Müller, Jürgen\",X\n\"Rossi, Marco\",Societ".encode() + b"\xe0\n")
    with pytest.raises(PlayerImportError) as caught:
        read_players_csv(damaged)
    assert "damaged.csv, line 3, field 'encoding': not valid UTF-8 (byte 0xe0 at offset" in str(caught.value)
    undefined = tmp_path / "undefined.csv"
    undefined.write_bytes(b"name,club\n\"Rossi, Marco\",Societ\xe0\n\"Verdi, Paolo\",X\x81\n")
    with pytest.raises(PlayerImportError, match=r"undefined.csv, line 3, field 'encoding': neither UTF-8"):
        read_players_csv(undefined)


@pytest.mark.parametrize(("name", "where"), [
    ("bad_rating.csv", "bad_rating.csv, line 4, field 'rating': 4000 is not a rating"),
    ("bad_fide_id.csv", "bad_fide_id.csv, line 2, field 'id fide': '12A45' is not a FIDE ID"),
    ("no_name_column.csv", "no_name_column.csv, line 1, field 'header': no column holds the players' names"),
])
def test_rejections_name_file_line_and_field(name: str, where: str) -> None:
    with pytest.raises(PlayerImportError) as caught:
        read_players_csv(DATA / name)
    assert where in str(caught.value)
    assert isinstance(caught.value, TrfError)  # one error style for every input file


@pytest.mark.parametrize(("text", "where"), [
    ("", "the file is empty"),
    ("name,rating\n", "no players"),
    ("name,rating\n\"A, B\",1500,x,y\n", "line 2: 4 fields, but the header has 2"),
    ("name,rating\n,1500\n", "line 2, field 'name': a player needs a name"),
    ("name,title\n\"A, B\",XX\n", "line 2, field 'title': 'XX' is not a FIDE title"),
    ("name,birth\n\"A, B\",31/02/2000\n", "line 2, field 'birth': '31/02/2000' is not a date"),
    ("name,fed\n\"A, B\",Italy\n", "line 2, field 'fed': 'ITALY' is not a federation code"),
    ("name,sex\n\"A, B\",x\n", "line 2, field 'sex'"),
    ("name,rating,elo\n", "line 1, field 'elo': two columns hold the fide rating"),
])
def test_bad_rows(text: str, where: str) -> None:
    with pytest.raises(PlayerImportError) as caught:
        parse_players_csv(text, "in.csv")
    assert str(caught.value).startswith("in.csv")
    assert where in str(caught.value)


def test_quoted_separators_blank_lines_and_trailing_separator() -> None:
    text = "Nome;Elo;Club;\n\n\"Neri; Tommaso\";2005;\"Scacchi \"\"Asti\"\"\";\n"
    [player] = parse_players_csv(text, "x.csv")
    assert (player.name, player.fide_rating, player.club) == ("Neri; Tommaso", 2005, 'Scacchi "Asti"')


def test_header_names_are_compared_without_case_accents_or_marks() -> None:
    assert header_key(" Società ") == "societa"
    assert header_key("FIDE_ID") == header_key("fide-id") == "fide id"


def test_a_missing_file_is_named() -> None:
    with pytest.raises(TrfError) as caught:
        read_players_csv(DATA / "no-such-file.csv")
    assert "no-such-file.csv" in str(caught.value)


def test_names_longer_than_a_trf_field_are_imported_whole_and_cut_only_in_the_trf(tmp_path: Path) -> None:
    """Issue 23: one 40-character name no longer refuses the file; a TRF export cuts it to its 33
    columns, and cut_names says which were cut so that the exporter can tell the arbiter."""
    from arbiter_gui.formats.trf_tournament import cut_names, export_trf
    from arbiter_gui.tournament.model import Tournament, TournamentSettings
    from arbiter_gui.tournament.operations import AddPlayers

    long_name = "Dos Santos Aveiro Ferreira, Maria Luísa"  # 39 characters
    players = parse_players_csv(f"name;rating\n{long_name};1800\n\"Rossi, Marco\";1700\n")
    assert [p.name for p in players] == [long_name, "Rossi, Marco"]
    t = AddPlayers(tuple(players)).apply(Tournament.new(TournamentSettings(name="Open", rounds=5)))
    assert cut_names(t) == [f"1 {long_name}"]
    export_trf(t, tmp_path / "open.trf")
    line = next(line for line in (tmp_path / "open.trf").read_text(encoding="utf-8").splitlines()
                if line.startswith("001    1"))
    assert line[14:47] == long_name[:33]
    with pytest.raises(PlayerImportError, match="line 2, field 'name'.*at most 100"):
        parse_players_csv("name\n" + "x" * 101 + "\n")


def test_every_bad_row_is_reported_at_once() -> None:
    rows = "\n".join(f"Player {n};{'x' if n % 2 else 1500}" for n in range(1, 11))
    with pytest.raises(PlayerImportError) as caught:
        parse_players_csv("name;rating\n" + rows + "\n")
    message = str(caught.value)
    assert all(f"line {n + 1}" in message for n in range(1, 11, 2)), message
