"""Ratings and numbering in the window (issue 26): the tournament rating typed per player under
the method OTHER, the order of equal players in the settings, and the exchange of pairing numbers
with its Level-3 confirmation."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from arbiter_gui.app import create_main_window
from arbiter_gui.tournament.model import Player
from arbiter_gui.tournament.operations import ChangeSettings, ConfirmationNeeded
from arbiter_gui.ui.settings_dialog import SettingsDialog

DATA = Path(__file__).parents[1] / "data" / "players"



def test_tournament_rating_tie_order_and_exchange(qtbot, tmp_path: Path, asked: list[ConfirmationNeeded]) -> None:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.new_file(str(tmp_path / "t.arbiter")), window.last_error
    assert window.apply(ChangeSettings({"rating_list": "OTHER"}))
    window.add_players([Player(0, "Rossi", fide_rating=2000, tournament_rating=1800),
                        Player(0, "Bianchi", fide_rating=1500, tournament_rating=1800),
                        Player(0, "Verdi", fide_rating=1900)])
    view = window.players_view
    view.select(3)
    view.edit_action.trigger()
    dialog = view.dialog
    assert dialog.form.text("tournament_rating") == ""
    dialog.set_text("tournament_rating", "2100")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    t = window.store.tournament()
    assert [p.name for p in t.players.values()] == ["Verdi", "Bianchi", "Rossi"]  # OTHER: 2100, 1800, 1800
    settings = SettingsDialog(t)
    qtbot.addWidget(settings)
    assert settings.tie_order.currentData() == "name" and settings.rating_list.currentText() == "OTHER"
    assert not settings.long_event.isChecked() and settings.rating_by_round.currentData() is False
    settings.long_event.setChecked(True)  # VCL4THP Q210, Q216
    settings.rating_by_round.setCurrentIndex(1)
    settings.tie_order.setCurrentIndex(settings.tie_order.findData("older"))
    settings.accept()
    assert settings.operation() == ChangeSettings({"tie_order": "older", "long_event": True, "rating_by_round": True})
    view.select(1)
    view.edit_action.trigger()
    view.dialog.set_text("later_ratings", "3:2150")
    qtbot.mouseClick(view.dialog.ok_button, Qt.MouseButton.LeftButton)
    assert window.store.tournament().players[1].later_ratings == ((3, 2150),)
    view.select(2)
    view.exchange_action.trigger()
    assert view.partner is not None and view.partner.comboBoxItems() == ["3 Rossi"]  # equal rating only
    view.partner.setTextValue("3 Rossi")
    view.partner.accept()
    assert [w.article for w in asked[-1].warnings] == ["VCL4THP Q150"]
    assert [p.name for p in window.store.tournament().players.values()] == ["Verdi", "Rossi", "Bianchi"]


def test_rating_lists_chosen_and_other_lists_ratings_picked(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    """Q118: the list chosen in the dialog (Effective Rapid among them); Q128-Q129: a player not
    rated in it is shown with his other lists' ratings, each one pickable."""
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.new_file(str(tmp_path / "t.arbiter")), window.last_error
    assert window.pick_from_rating_list(str(DATA / "rating_list.txt"))
    dialog = window.rating_dialog
    dialog.list_choice.setCurrentIndex(dialog.list_choice.findData("RRtng"))
    dialog.search.setText("bianchi")
    rows = [dialog.found.item(i).text() for i in range(dialog.found.count())]
    assert rows == ["2498765  Bianchi, Laura  WIM  ITA  not rated in this list",
                    "    Standard: 2215 (take this rating)", "    Effective Rapid: 2215 (take this rating)",
                    "    Effective Blitz: 2215 (take this rating)"]
    dialog.found.item(1).setCheckState(Qt.CheckState.Checked)
    dialog.list_choice.setCurrentIndex(dialog.list_choice.findData("ERtng"))
    dialog.search.setText("rossi")
    assert dialog.found.item(0).text() == "2412345  Rossi, Marco  FM  ITA  2250"  # rated in rapid: his own
    dialog.found.item(0).setCheckState(Qt.CheckState.Checked)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    t = window.store.tournament()
    assert [(p.name, p.fide_rating) for p in t.players.values()] == [("Rossi, Marco", 2250), ("Bianchi, Laura", 2215)]
