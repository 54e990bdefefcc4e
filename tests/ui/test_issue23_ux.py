"""Issue 23, "slow or awkward": each point driven through the real window as an arbiter meets it."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from arbiter_gui.app import create_main_window
from arbiter_gui.ui.main_window import MainWindow

ACCENTED = ["Zeller, Anna", "Černý, Jan", "Czapek, Petr", "Łukasz, Adam", "Lutz, Eva", "Šimek, Ota", "Sims, Bo",
            "Żak, Ewa", "Zak, Ida", "Çelik, Ali", "Öztürk, Can", "Øster, Liv", "Oster, Tom", "Þórsson, Jón"]


def _window(qtbot, tmp_path: Path, names: list[str] = ACCENTED, ratings: bool = True) -> MainWindow:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.new_file(str(tmp_path / "t.arbiter"))
    csv = tmp_path / "players.csv"
    lines = [f'"{name}";{2400 - (37 * n) % 1000 if ratings else ""};{2400100 + n}' for n, name in enumerate(names)]
    csv.write_text("name;rating;fide id\n" + "\n".join(lines) + "\n", encoding="utf-8")
    assert window.import_players(str(csv)), window.last_error
    return window


def _column(window: MainWindow, column: int) -> list[str]:
    proxy = window.players_view.proxy
    return [proxy.index(r, column).data() for r in range(proxy.rowCount())]


def test_names_sort_and_search_in_any_alphabet(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    window = _window(qtbot, tmp_path)
    view = window.players_view
    view.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)
    assert _column(window, 1) == ["Çelik, Ali", "Černý, Jan", "Czapek, Petr", "Łukasz, Adam", "Lutz, Eva",
                                  "Øster, Liv", "Oster, Tom", "Öztürk, Can", "Šimek, Ota", "Sims, Bo", "Żak, Ewa",
                                  "Zak, Ida", "Zeller, Anna", "Þórsson, Jón"]  # as the domain's name_key sorts
    view.search.setText("cerny")  # accents ignored
    assert _column(window, 1) == ["Černý, Jan"]
    view.search.setText("LUKASZ")
    assert _column(window, 1) == ["Łukasz, Adam"]
    view.search.setText("3")
    assert _column(window, 0) == ["3"]  # a rating of 2430 is not pairing number 3
    view.search.setText("24001")
    assert len(_column(window, 0)) == len(ACCENTED)  # FIDE IDs 2400100-2400113


def test_unrated_players_are_numbered_in_alphabetical_order(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    window = _window(qtbot, tmp_path, ratings=False)
    t = window.store.tournament()
    order = [t.player(tpn).name for tpn in sorted(t.players)]
    assert order.index("Černý, Jan") < order.index("Czapek, Petr") < order.index("Lutz, Eva")
    assert order.index("Żak, Ewa") < order.index("Zeller, Anna") < order.index("Þórsson, Jón")


def test_the_player_chooser_ignores_accents_and_ratings(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    window = _window(qtbot, tmp_path)
    window.tabs.setCurrentWidget(window.round_panel)
    chooser = window.round_panel.request_player
    chooser.setEditText("cerny")
    assert chooser.tpn() is not None and window.store.tournament().player(chooser.tpn()).name == "Černý, Jan"
    completer = chooser.completer()
    completer.setCompletionPrefix("zak")
    shown = [completer.completionModel().index(r, 0).data() for r in range(completer.completionCount())]
    assert sorted(label.split(" ", 1)[1].rsplit(" (", 1)[0] for label in shown) == ["Zak, Ida", "Żak, Ewa"]
    completer.setCompletionPrefix("40")  # ratings 2400, 2363, ...: only pairing numbers count
    assert completer.completionCount() == 0


def test_a_long_name_is_kept_and_the_trf_export_says_it_was_cut(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    long_name = "Dos Santos Aveiro Ferreira, Maria Luísa"
    window = _window(qtbot, tmp_path, names=[long_name, "Rossi, Marco"])
    assert long_name in [p.name for p in window.store.tournament().players.values()]
    from arbiter_gui.ui.documents_dialog import DocumentsDialog

    from tests.formats.test_trf_report import filled

    dialog = DocumentsDialog(window.store.tournament, lambda: None, window, apply_operation=window.apply)
    qtbot.addWidget(dialog)
    dialog.ask_missing = lambda t, missing: filled(missing)  # issue 17: the arbiter fills them in
    assert dialog.export("TRF-2026 (FIDE rating report)", str(tmp_path / "t.trf"))
    assert window.store.tournament().settings.chief_arbiter == "The chief_arbiter"
    assert "1 name(s) longer than 33 characters were cut" in dialog.messages[-1]
    assert long_name in dialog.messages[-1]


def _paired(qtbot, tmp_path: Path, players: int = 300) -> MainWindow:  # noqa: ANN001
    names = [f"Player{n:03d}, Test" for n in range(players)]
    window = _window(qtbot, tmp_path, names=names)
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=60000)
    assert window.last_error == ""
    return window


RESULT_CODES = {"1": ("1", "0"), "0": ("0", "1"), "=": ("=", "=")}  # result key -> White's, Black's code


def type_scoresheet(qtbot, window: MainWindow, board: int, key: str, in_one_go: bool) -> None:  # noqa: ANN001
    """One scoresheet typed as the arbiter types it, the cursor in the board box (Ctrl+B): "17 1"
    and Enter in one go, or the board number, Enter, then the result key on the selected board."""
    if in_one_go:
        qtbot.keyClicks(window.board_entry, f"{board} {key}")
        qtbot.keyClick(window.board_entry, Qt.Key.Key_Return)
        return
    qtbot.keyClicks(window.board_entry, str(board))
    qtbot.keyClick(window.board_entry, Qt.Key.Key_Return)
    assert window.focusWidget() is window.boards_view
    qtbot.keyClicks(window.boards_view, key)
    assert window.focusWidget() is window.board_entry  # back for the next scoresheet


def test_results_by_board_number_in_random_order(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    """150 scoresheets in random order, keyboard only: Ctrl+B, the board number, Enter, the result;
    every other sheet typed as "17 1" and Enter in one go."""
    import random

    window = _paired(qtbot, tmp_path)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    rnd = window.store.tournament().round(1)
    assert len(rnd.boards) == 150
    order = list(range(1, 151))
    random.Random(23).shuffle(order)
    keys = {}
    qtbot.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert window.focusWidget() is window.board_entry
    for count, board in enumerate(order):
        key = "10="[board % 3]
        keys[board] = RESULT_CODES[key]
        type_scoresheet(qtbot, window, board, key, in_one_go=bool(count % 2))
    rnd = window.store.tournament().round(1)
    assert rnd.missing_results() == []
    assert {n: (b.white_result, b.black_result) for n, b in enumerate(rnd.boards, start=1)} == keys
    qtbot.keyClicks(window.board_entry, "151")
    qtbot.keyClick(window.board_entry, Qt.Key.Key_Return)
    assert "'151': type a board number of this round" in window.status.text()


def test_first_screen_size_and_ctrl_s(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    """1366x768 with a title bar and a taskbar: the window opens at most 1360x700, resizable; it
    starts on a welcome page (New, Open, recent files), and Ctrl+S says every edit is already saved."""
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert window.width() <= 1360 and window.height() <= 700
    assert window.minimumSizeHint().height() <= 700 and window.minimumSizeHint().width() <= 1360
    assert window.pages.currentWidget() is window.welcome
    assert window.recent_list.count() == 0
    assert window.new_file(str(tmp_path / "a.arbiter"))
    assert window.pages.currentWidget() is window.tabs
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert "saved in the tournament file at once" in window.status.text()
    # a long message (a backup's path and notes) is cut with "…" on one line, whole in its tooltip:
    # the window keeps its width and the FIDE-mode badge stays on screen
    long = "pair round 4 Backup: " + "/home/arbiter/Tornei/Open internazionale di Primavera 2026" * 5 + " END"
    window.show_message(long)
    qtbot.wait(10)
    assert window.status.text() == long and window.status.toolTip() == long
    assert window.width() <= 1360 and window.minimumSizeHint().width() <= 1360
    assert window.fide_mode.geometry().right() <= window.statusBar().width()
    window.close()  # one writer per file
    again = create_main_window()
    qtbot.addWidget(again)
    assert again.pages.currentWidget() is again.welcome
    assert [again.recent_list.item(i).text() for i in range(again.recent_list.count())] == [
        str(tmp_path / "a.arbiter")]
    again.recent_list.itemActivated.emit(again.recent_list.item(0))
    assert again.store is not None and again.pages.currentWidget() is again.tabs


def _double_click(view, row: int, column: int) -> None:  # noqa: ANN001
    view.doubleClicked.emit(view.model().index(row, column))


def test_navigation_cards_and_current_rounds(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    """Player cards from the standings, the rounds and the players as well as the crosstable; a file
    opens on its current round; after pairing the Rounds tab is on board 1 of the new round and the
    round settings on the round to pair next."""
    from arbiter_gui.tournament.operations import EditPlayer
    from arbiter_gui.ui.player_card import _header_html

    case = Path(__file__).parents[1] / "data" / "conformance" / "dutch" / "d700010_n120_r5of8.trf"  # 4 paired
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(case), str(tmp_path / "t.arbiter")), window.last_error
    t = window.store.tournament()
    assert window.round_choice.currentIndex() == t.paired_rounds - 1  # the current round, not round 1
    window.tabs.setCurrentWidget(window.round_panel)
    assert window.round_panel.round_number == t.next_round
    window.tabs.setCurrentWidget(window.standings_page)
    _double_click(window.standings_view, 0, 1)
    assert window.tabs.currentWidget() is window.player_card
    assert window.player_card.tpn == window.standings_tpns[0]
    board = t.round(t.paired_rounds).boards[2]
    _double_click(window.boards_view, 2, 7)  # Black's federation
    assert window.player_card.tpn == board.black
    _double_click(window.boards_view, 2, 1)
    assert window.player_card.tpn == board.white
    window.players_view.select(17)
    window.players_view.card_action.trigger()
    assert window.player_card.tpn == 17
    assert window.apply(EditPlayer(17, {"club": "Club d'Échecs Lyon"}))
    header = _header_html(window.store.tournament(), 17)
    assert "Échecs Lyon" in header and "Club Club" not in header
    window.round_choice.setCurrentIndex(0)
    window.boards_view.selectRow(40)
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=60000)
    assert window.last_error == ""
    t = window.store.tournament()
    assert window.round_choice.currentIndex() == t.paired_rounds - 1
    assert window.boards_view.currentIndex().row() == 0
    window.tabs.setCurrentWidget(window.round_panel)
    assert window.round_panel.round_number == t.next_round


def test_italian_interface_prints_italian_documents(qtbot, tmp_path: Path, italian) -> None:  # noqa: ANN001
    """With the Italian translation loaded, the documents, their names in the dialog, the export
    labels and the dialog's messages are Italian."""
    import unicodedata

    from pypdf import PdfReader

    from arbiter_gui.reports.catalogue import DocumentKind
    from arbiter_gui.ui.documents_dialog import DocumentsDialog
    from tests.reports import big_tournament

    t = big_tournament()
    dialog = DocumentsDialog(lambda: t)
    qtbot.addWidget(dialog)
    assert [dialog.kind.itemText(i) for i in range(3)] == [
        "Abbinamenti (per scacchiera)", "Abbinamenti (in ordine alfabetico)", "Risultati del turno"]
    assert dialog.export_choice.itemText(0) == "Cartella di lavoro Excel (.xlsx)"
    dialog.round.setValue(5)
    path = tmp_path / "abbinamenti.pdf"
    assert dialog.save_pdf(str(path))
    assert dialog.messages[-1].startswith("Salvato")
    first = " ".join(PdfReader(str(path)).pages[0].extract_text().split())
    assert "Abbinamenti, turno 5" in first and "Bianco" in first and "Nero" in first and "pagina 1 di" in first
    dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.STANDINGS.name))
    dialog.round.setValue(9)
    assert dialog.save_pdf(str(tmp_path / "classifica.pdf"))
    text = unicodedata.normalize("NFKC", PdfReader(str(tmp_path / "classifica.pdf")).pages[0].extract_text())
    assert "Classifica dopo il turno 9" in " ".join(text.split()) and "Giocatore" in text


def test_every_operation_label_has_a_translation_pattern() -> None:
    """The status bar and Undo/Redo name operations in the interface's language: each label form
    the domain writes is known to operation_labels (else it would stay English)."""
    from arbiter_gui.tournament.model import Board, ForbiddenPairing, Member, Player, RequestKind
    from arbiter_gui.engine.knockout.plan import Entrant
    from arbiter_gui.tournament import knockout
    from arbiter_gui.tournament import operations as ops
    from arbiter_gui.tournament.team import operations as team_ops
    from arbiter_gui.ui.operation_labels import LABELS

    samples = [ops.AddPlayer(Player(0, "Rossi, Marco")), ops.AddPlayers((Player(0, "A"), Player(0, "B"))),
               ops.LateEntry(Player(0, "Černý, Jan")), ops.EditPlayer(3, {"club": "X"}), ops.RemovePlayer(3),
               ops.AssignPairingNumbers(), ops.ExchangePairingNumbers(1, 2), ops.Withdraw(3, 4), ops.Withdraw(3, None),
               ops.Expel(3, 4), ops.SetHalfByeEligibility(3, True), ops.SetHalfByeEligibility(3, False),
               *(ops.SetRequest(2, 3, kind) for kind in (*RequestKind, None)),
               ops.SetResult(2, 5, "1", "0"), ops.SetResult(2, 5, None, None), ops.SwapColours(2, 5),
               ops.DeleteLastPairing(), ops.EditPairing(2, (Board(1, 2),)), ops.ChangeSettings({"rounds": 9}),
               ops.SetRoundSchedule(2, "2026/03/14", "15:00"), ops.AddForbiddenPairing(ForbiddenPairing((1, 2), 1, 9)),
               ops.RemoveForbiddenPairing(0), team_ops.AddTeam(Player(0, "Team"), (Member("A"),)),
               team_ops.SetGameResult(1, 2, 3, "1", "0"), team_ops.SetGameResult(1, 2, 3, None, None),
               team_ops.ForfeitMatch(1, 2, "+", "-"), knockout.StartKnockout((Entrant(1), Entrant(2))),
               *(knockout.KnockoutEntry(knockout.Action(kind, 1, 0, "1/2-1/2", 3)) for kind in ("game", "withdraw", "lots"))]
    unknown = [op.label for op in samples if not any(pattern.fullmatch(op.label) for pattern, _ in LABELS)]
    assert unknown == []


def test_status_and_undo_in_italian(qtbot, tmp_path: Path, italian) -> None:  # noqa: ANN001
    window = _window(qtbot, tmp_path, names=["Rossi, Marco", "Bianchi, Anna"])
    assert window.status.text() == "aggiungi 2 giocatori"
    assert window.undo_action.text() == "&Annulla aggiungi 2 giocatori"


def test_rounds_caption_and_refusals_in_italian(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    """The domain writes English (arbiter_gui.text.Text); the window shows its words in Italian:
    the Rounds caption and every refusal of an operation, with their numbers filled in."""
    from PySide6.QtWidgets import QApplication

    from arbiter_gui.tournament.operations import RemovePlayer, SetResult, Withdraw
    from arbiter_gui.ui import i18n

    app = QApplication.instance()
    translators = i18n.install_translations(app, "it")
    try:
        window = create_main_window()
        qtbot.addWidget(window)
        case = Path(__file__).parents[1] / "data" / "conformance" / "dutch" / "d700010_n120_r5of8.trf"
        assert window.import_trf(str(case), str(tmp_path / "t.arbiter")), window.last_error
        window.focus_board_entry()
        assert window.round_caption.text() == "Turno 4 — risultati completi"
        assert not window.apply(RemovePlayer(500))
        assert window.last_error == "non c'è nessun giocatore con numero di abbinamento 500"
        assert not window.apply(SetResult(9, 1, "1", "0"))
        assert window.last_error == "il turno 9 non esiste (il torneo ha 8 turni)"
        assert not window.apply(Withdraw(3, 2))
        assert window.last_error == ("il turno 2 è già abbinato: inserisci lì il forfait del giocatore 3 e ritiralo "
                                     "dal turno 5")
        window.tabs.setCurrentWidget(window.pairing_editor)
        assert window.pairing_editor.caption.text().startswith("Turno 4 — ")
    finally:
        for translator in translators:
            app.removeTranslator(translator)
    assert not window.apply(RemovePlayer(500))  # English again without the translation
    assert window.last_error == "there is no player with pairing number 500"


def test_the_tie_break_rules_line_in_italian(qtbot, tmp_path: Path, italian) -> None:  # noqa: ANN001
    """The Standings tab's and the printed standings' first line follow the language too."""

    from arbiter_gui.reports.documents import rules_text
    from arbiter_gui.tournament.model import TournamentSettings

    settings = TournamentSettings(tiebreak_rules=2026, unrated_rating=1400)
    assert rules_text(settings) == ("Spareggi: FIDE C.07, regole 2026 (scelte nelle impostazioni); "
                                    "giocatori senza rating valutati 1400")


def test_a_nine_round_crosstable_fits_1366_pixels(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    """301 players, 9 rounds, four tie-breaks, 33-character names: no horizontal scrolling in the
    window's default size."""
    from arbiter_gui.store import create
    from tests.reports import big_tournament

    path = tmp_path / "big.arbiter"
    create(str(path), tournament=big_tournament()).close()
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(str(path))
    for view, table in ((window.crosstable, window.crosstable.table), (window.standings_page, window.standings_view)):
        window.tabs.setCurrentWidget(view)
        qtbot.waitUntil(lambda table=table: table.isVisible())
        assert not table.horizontalScrollBar().isVisible(), view
