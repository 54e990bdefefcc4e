"""A form whose fields each show their own error (or the reason they are locked) right under
them, as the arbiter's dialogs do: ``add(key, label, widget)``, ``text(key)``, ``set_error(key, msg)``;
the OK / Cancel buttons those dialogs end with (``ok_cancel``); pages that scroll when the screen is
too small for them (``scrolled``, ``fit_to_screen``)."""
from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QFrame, QLabel, QLayout, QLineEdit,
                               QScrollArea, QStyle, QVBoxLayout, QWidget)

from .form_parts import error_label


class FieldForm(QFormLayout):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.widgets: dict[str, QWidget] = {}
        self.errors: dict[str, QLabel] = {}
        self.locked: set[str] = set()

    def add(self, key: str, label: str, widget: QWidget) -> QWidget:
        """A row: label, widget, and a message under the widget (hidden until needed)."""
        message = error_label()
        message.hide()
        cell = QVBoxLayout()
        cell.setSpacing(2)
        cell.addWidget(widget)
        cell.addWidget(message)
        self.addRow(label, cell)
        self.widgets[key] = widget
        self.errors[key] = message
        return widget

    def text(self, key: str) -> str:
        widget = self.widgets[key]
        if isinstance(widget, QComboBox):
            return widget.currentText()
        return widget.text() if isinstance(widget, QLineEdit) else ""

    def set_error(self, key: str, message: str) -> None:
        label = self.errors[key]
        label.setText(message)
        label.setVisible(bool(message))

    def clear_errors(self) -> None:
        for key in self.errors.keys() - self.locked:
            self.set_error(key, "")

    def error(self, key: str) -> str:
        """The mistake shown under the field ("" for none, and for a locked field)."""
        return "" if key in self.locked else self.errors[key].text()

    def message(self, key: str) -> str:
        """Whatever is shown under the field: a mistake or the reason it is locked."""
        return self.errors[key].text()

    def lock(self, key: str, reason: str) -> None:
        """Disable a field and say why beside it (not in red: it is not a mistake)."""
        self.widgets[key].setEnabled(False)
        self.locked.add(key)
        label = self.errors[key]
        label.setStyleSheet("color: palette(mid);")
        label.setText(reason)
        label.show()


def ok_cancel(dialog: QDialog, *above: QWidget | QLayout) -> None:
    """Lay out ``above`` (widgets or layouts) over OK / Cancel buttons wired to accept / reject;
    the OK button is ``dialog.ok_button`` (tests click it)."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    dialog.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)  # type: ignore[attr-defined]
    layout = QVBoxLayout(dialog)
    for item in above:
        if isinstance(item, QWidget):
            layout.addWidget(item)
        else:
            layout.addLayout(item)
    layout.addWidget(buttons)


def scrolled(page: QWidget) -> QScrollArea:
    """``page`` in a frameless scroll area: a page taller than a 1366x768 screen scrolls instead of
    pushing the dialog's OK button off the screen (the Pairing settings needed 963 pixels)."""
    area = QScrollArea(widgetResizable=True, frameShape=QFrame.Shape.NoFrame)
    area.setWidget(page)
    return area


def fit_to_screen(dialog: QDialog, areas: tuple[QScrollArea, ...]) -> None:
    """Size ``dialog`` to show its scrolled ``areas`` whole if the screen has room, else to the
    screen's available size (less room for the window's title bar)."""
    bar = dialog.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
    inner = QSize(max(a.widget().sizeHint().width() for a in areas) + bar,
                  max(a.widget().sizeHint().height() for a in areas))
    shown = QSize(max(a.sizeHint().width() for a in areas), max(a.sizeHint().height() for a in areas))
    wanted = dialog.sizeHint() + (inner - shown).expandedTo(QSize(0, 0))
    screen = dialog.screen().availableGeometry().size() - QSize(0, 40)
    dialog.resize(wanted.boundedTo(screen))
