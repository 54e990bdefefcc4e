"""The Bracket tab of a knockout event (issue 18, seed 003 chapter 2): the draw, then each round's
matches (who plays whom, the games played, the score, who is through), its byes and wild cards,
the selected match's games entered one by one, and the engine's reason for every pairing, bye and
decision. A view for ``MainWindow.add_view``: every entry is an operation of
``tournament.knockout`` (one undo step, saved at once); the next round appears as soon as the
domain pairs it, when every match of the last one has a winner. Nothing here decides a rule.

Keys on the games table, as on the Rounds tab: 1, 0, = (or 5), + and - (White or Black wins by
forfeit) on the row of the next game. Armageddon: White is named in the box beside the buttons
before the result is typed (chosen by lot or bid, as the regulations say)."""
from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel,
                               QLineEdit, QPlainTextEdit, QPushButton, QSizePolicy, QSpinBox, QSplitter,
                               QVBoxLayout, QWidget)

from ..engine.knockout.match import RESULTS, Game, Kind, Match, MatchFormat, Phase
from ..engine.knockout.pairing import Format, Pairing, Stage
from ..engine.knockout.plan import Entrant, KnockoutError
from ..engine.result import format_score
from ..tournament.knockout import (Action, DrawKnockoutStage, KnockoutEntry, KnockoutEvent, PlayedRound,
                                    StartKnockout, match_points, shown_event)
from ..tournament.model import Tournament
from .boards_view import BoardsView
from .domain_text import shown, shown_error
from .tables import RowsModel, compact_table

# the Rounds tab's keys (boards_view.RESULT_KEYS) as White's and Black's codes -> a game's result
GAME_RESULTS: dict[tuple[str | None, str | None], str] = {
    ("1", "0"): "1-0", ("0", "1"): "0-1", ("=", "="): "1/2-1/2", ("+", "-"): "+-", ("-", "+"): "-+"}
SHOWN_RESULTS = {"1-0": "1–0", "0-1": "0–1", "1/2-1/2": "½–½", "+-": "+/–", "-+": "–/+"}  # match.RESULTS


class BracketView(QWidget):
    operation_requested = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.tournament: Tournament | None = None
        self.knockout: KnockoutEvent | None = None
        self._rounds_shown = 0  # rounds of the event last shown: a new one is brought to the front
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._draw_box())
        self.bracket = QWidget()
        bracket = QVBoxLayout(self.bracket)
        bracket.setContentsMargins(0, 0, 0, 0)
        bar = QHBoxLayout()
        self.round_choice = QComboBox()
        self.round_choice.currentIndexChanged.connect(lambda index: self._show_round())
        bar.addWidget(self.round_choice, 1)
        bar.addWidget(QLabel(self.tr("Armageddon: White")))
        self.armageddon_white = QComboBox()
        bar.addWidget(self.armageddon_white)
        self.withdraw_buttons = []
        for text, side in ((self.tr("White withdraws"), 0), (self.tr("Black withdraws"), 1)):
            button = QPushButton(text)
            button.clicked.connect(lambda checked=False, side=side: self.withdraw(side))
            bar.addWidget(button)
            self.withdraw_buttons.append(button)
        self.lots_button = QPushButton(self.tr("Through by lot"))
        self.lots_button.setToolTip(self.tr("Every phase is level: the player chosen in the Armageddon box goes "
                                            "through by the regulations' last resort"))
        self.lots_button.clicked.connect(lambda checked=False: self.by_lot())
        bar.addWidget(self.lots_button)
        bracket.addLayout(bar)
        self.matches = RowsModel([self.tr("Match"), self.tr("Stage"), self.tr("White"), self.tr("Black"),
                                  self.tr("Games (White–Black)"), self.tr("Score"), self.tr("Through")])
        self.matches_view = compact_table(self.matches, stretch=(2, 3))
        self.matches_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.matches_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.matches_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.matches_view.selectionModel().currentRowChanged.connect(lambda current, _: self._show_match())
        self.games = RowsModel([self.tr("Game"), self.tr("Kind"), self.tr("White"), self.tr("Result"),
                                self.tr("Black")])
        self.games_view = compact_table(self.games, stretch=(2, 4), view=BoardsView())
        self.games_view.result_typed.connect(self.enter_game)
        self.why = QPlainTextEdit(readOnly=True)
        right = QSplitter()
        right.setOrientation(right.orientation().Vertical)
        right.addWidget(self.games_view)
        right.addWidget(self.why)
        splitter = QSplitter()
        splitter.addWidget(self.matches_view)
        splitter.addWidget(right)
        splitter.setSizes([700, 500])
        bracket.addWidget(splitter, 1)
        bracket.addWidget(QLabel(self.tr("Select a match, then its next game, and type its result: 1, 0, = (or 5), "
                                         "+ or - (forfeit: the opponent goes through). Edit > Undo takes back the "
                                         "last entry."), wordWrap=True))
        layout.addWidget(self.bracket, 1)
        self.caption = QLabel(wordWrap=True)  # what was refused or cannot be read
        layout.addWidget(self.caption)

    def _draw_box(self) -> QGroupBox:
        """How the matches are played, then the draw of the players in pairing-number order."""
        box = self.draw_box = QGroupBox(self.tr("Draw the knockout"))
        box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)  # no taller than its rows
        form = QFormLayout(box)
        self.standard_games = QSpinBox(minimum=1, maximum=12, value=2)
        self.rapid_games = QSpinBox(minimum=0, maximum=12, value=2)
        self.blitz_games = QSpinBox(minimum=0, maximum=12, value=0)
        self.armageddon = QCheckBox(self.tr("then an Armageddon game (a draw qualifies Black)"), checked=True)
        self.third_place = QCheckBox(self.tr("a match for third place"), checked=True)
        self.double_elimination = QCheckBox(self.tr("double elimination: a repechage of the players beaten once "
                                                    "(2.4.1)"))
        self.partial_repechage = QCheckBox(self.tr("partial repechage: round 1 pairs everyone and its strongest "
                                                   "losers come back to make round 2 a power of two (2.4)"))
        # the rate of play of each phase as the regulations state it, printed on the match cards
        self.time_controls = {kind: QLineEdit(placeholderText=self.tr("time control, e.g. {0}").format(example))
                              for kind, example in ((Kind.STANDARD, "90'+30\""), (Kind.RAPID, "25'+10\""),
                                                    (Kind.BLITZ, "5'+3\""), (Kind.ARMAGEDDON, "5' - 4'"))}
        for label, kind, choice in ((self.tr("Games of each match:"), Kind.STANDARD, self.standard_games),
                                    (self.tr("Rapid tie-break games:"), Kind.RAPID, self.rapid_games),
                                    (self.tr("Blitz tie-break games:"), Kind.BLITZ, self.blitz_games),
                                    ("", Kind.ARMAGEDDON, self.armageddon)):
            row = QHBoxLayout()
            row.addWidget(choice)
            row.addWidget(self.time_controls[kind], 1)
            form.addRow(label, row)
        form.addRow("", self.third_place)
        form.addRow("", self.double_elimination)
        form.addRow("", self.partial_repechage)
        # a knockout stage after the tournament's group stage (seed 003 2.5.2): how many of each group go on
        self.per_group = QSpinBox(minimum=1, maximum=256, value=2)
        self.per_group_label = QLabel(self.tr("Qualifiers of each group:"))
        compact = QHBoxLayout()  # as small as the games' boxes, not the width of the tab
        compact.addWidget(self.per_group)
        compact.addStretch(1)
        form.addRow(self.per_group_label, compact)
        self.draw_button = QPushButton(self.tr("&Draw the knockout"))
        self.draw_button.clicked.connect(lambda checked=False: self.draw())
        self.seeding_note = QLabel(self.tr("The players are seeded in pairing-number order; the top seeds get the "
                                           "byes of round 1. A player whose entry round is later has a wild card for "
                                           "that round; withdrawn players are left out."),  # seed 003 2.1-2.3
                                   wordWrap=True)
        self.stage_note = QLabel(self.tr("After the group stage: the first of each pool's standings (of the "
                                         "standings, after a Swiss or a round robin) qualify, with the standings' "
                                         "tie-breaks, seeded place by place, pool by pool; players "
                                         "who met in the group stage are kept apart when possible."),
                                 wordWrap=True)  # seed 003 2.5.2
        form.addRow(self.seeding_note)
        form.addRow(self.stage_note)
        form.addRow(self.draw_button)
        for widget in (self.per_group_label, self.per_group, self.stage_note):
            widget.hide()  # shown after a group stage (set_tournament)
        return box

    # -- the view contract -------------------------------------------------------------------
    def set_tournament(self, tournament: Tournament | None) -> None:
        self.tournament = t = tournament
        self.knockout = None
        self.caption.clear()
        if t is not None:
            try:
                self.knockout = shown_event(t)
            except KnockoutError as error:
                self.caption.setText(shown_error(error))
        self.draw_box.setVisible(t is not None and (self.knockout is None or not self.knockout.log))
        stage = self.after_group_stage
        if stage and not self.per_group_label.isVisibleTo(self.draw_box) and t is not None:
            # first shown for this group stage: a pools event's own qualifiers (3.6), else the quarter-finals
            self.per_group.setValue(t.settings.qualifiers if t.settings.system == "pools" else 8)
        for widget in (self.per_group_label, self.per_group, self.stage_note):
            widget.setVisible(stage)
        self.seeding_note.setVisible(not stage)
        self.bracket.setVisible(self.knockout is not None)
        rounds = self.knockout.rounds if self.knockout is not None else []
        current = self.round_choice.currentIndex()
        if len(rounds) != self._rounds_shown:  # a round paired (or unpaired by undo): the last one shown
            current = len(rounds) - 1
            self.matches_view.setCurrentIndex(self.matches.index(0, 0))
        self._rounds_shown = len(rounds)
        self.round_choice.blockSignals(True)
        self.round_choice.clear()
        self.round_choice.addItems([self._round_name(n, len(rounds)) for n in range(1, len(rounds) + 1)])
        self.round_choice.setCurrentIndex(min(max(current, 0), len(rounds) - 1))
        self.round_choice.blockSignals(False)
        self._show_round()

    def _round_name(self, number: int, rounds: int) -> str:
        assert self.knockout is not None
        over = self.knockout.over and number == rounds
        name = self.tr("Round {0}").format(number)
        if number == rounds:
            name += " — " + (self.tr("the event is over") if over else self.tr("being played"))
        return name

    @property
    def after_group_stage(self) -> bool:
        """The tournament has rounds before the knockout: its qualifiers come from their standings."""
        return self.tournament is not None and self.tournament.paired_rounds > 0

    # -- what is shown -----------------------------------------------------------------------
    @property
    def round_number(self) -> int:
        return self.round_choice.currentIndex() + 1

    def _round(self) -> PlayedRound | None:
        if self.knockout is None or not 1 <= self.round_number <= len(self.knockout.rounds):
            return None
        return self.knockout.rounds[self.round_number - 1]

    def selected_match(self) -> int | None:
        """The selected match's index in the round (0-based), None on a bye or wild card row."""
        rnd, row = self._round(), self.matches_view.currentIndex().row()
        return row if rnd is not None and 0 <= row < len(rnd.matches) else None

    def _match(self) -> Match | None:
        rnd, index = self._round(), self.selected_match()
        return None if rnd is None or index is None else rnd.matches[index]

    def name(self, pid: int) -> str:
        t = self.tournament
        return f"{pid} {t.player(pid).name}" if t is not None and pid in t.players else str(pid)

    def _stage(self, pairing: Pairing) -> str:
        return {Stage.MAIN: self.tr("main"), Stage.REPECHAGE: self.tr("repechage"), Stage.FINAL: self.tr("final"),
                Stage.DECIDER: self.tr("deciding match"), Stage.THIRD_PLACE: self.tr("third place")}[pairing.stage]

    def kind_name(self, kind: Kind) -> str:
        return {Kind.STANDARD: self.tr("standard"), Kind.RAPID: self.tr("rapid"), Kind.BLITZ: self.tr("blitz"),
                Kind.ARMAGEDDON: self.tr("Armageddon")}[kind]

    def _show_round(self) -> None:
        rnd = self._round()
        row = self.matches_view.currentIndex().row()
        rows: list[tuple[object, ...]] = []
        if rnd is not None:
            final = self.knockout is not None and self.knockout.over and rnd is self.knockout.rounds[-1]
            for number, (pairing, m) in enumerate(zip(rnd.pairing.matches, rnd.matches), start=1):
                games = " ".join(match_game(m, g) for g in m.games)
                through = self.name(m.winner) if m.winner is not None else ""
                if final and m.winner is not None:
                    place = 1 if pairing.stage is not Stage.THIRD_PLACE else 3
                    through = self.tr("{0}: place {1}").format(through, place)
                rows.append((number, self._stage(pairing), self.name(m.white), self.name(m.black), games,
                             match_score(m), through))
            for decision in rnd.pairing.through:
                rows.append(("", self.tr("bye"), self.name(int(decision.subject)), "", "", "",
                             self.name(int(decision.subject))))
            for decision in rnd.pairing.waiting:
                rows.append(("", self.tr("wild card") if decision.article == "2.3" else self.tr("waits"),
                             self.name(int(decision.subject)), "", "", "", ""))
        self.matches.set_rows(rows)
        if rows:
            self.matches_view.selectRow(min(max(row, 0), len(rows) - 1))
        self._show_match()

    def _show_match(self) -> None:
        m, rnd, index = self._match(), self._round(), self.selected_match()
        row = self.games_view.currentIndex().row()
        rows: list[tuple[object, ...]] = []
        self.armageddon_white.clear()
        if m is not None:
            for number, g in enumerate(m.games, start=1):
                rows.append((number, self.kind_name(g.kind), self.name(g.white), SHOWN_RESULTS[g.result],
                             self.name(g.black)))
            nxt = m.next_game()
            if nxt is not None:
                armageddon = nxt.kind is Kind.ARMAGEDDON
                rows.append((len(m.games) + 1, self.kind_name(nxt.kind), "?" if armageddon else self.name(nxt.white),
                             "", "?" if armageddon else self.name(nxt.black)))
            self.armageddon_white.addItems([self.name(m.white), self.name(m.black)])
        self.games.set_rows(rows)
        if rows:
            self.games_view.selectRow(min(max(row, 0), len(rows) - 1))
        undecided = m is not None and m.winner is None and rnd is self._last_round()
        for button in self.withdraw_buttons:
            button.setEnabled(undecided)
        self.lots_button.setEnabled(undecided and m is not None and m.next_game() is None)
        self.why.setPlainText(self._explanation(rnd, index))

    def _last_round(self) -> PlayedRound | None:
        return self.knockout.rounds[-1] if self.knockout is not None and self.knockout.rounds else None

    def _explanation(self, rnd: PlayedRound | None, index: int | None) -> str:
        """The engine's record: the selected match's pairing, colours and decision, then the round's
        draw notes, byes and wild cards (the engine's words and articles)."""
        if rnd is None:
            return ""
        lines = []
        if index is not None:
            pairing, m = rnd.pairing.matches[index], rnd.matches[index]
            lines.append(self.tr("Why {0} meets {1}: {2}").format(pairing.white, pairing.black, shown(pairing.why)))
            lines.append(self.tr("Colours of the first game: {0}").format(pairing.colour_rule))
            phases = ", ".join(f"{p.games} {self.kind_name(p.kind)}" for p in m.format.phases)
            lines.append(self.tr("Match format: {0}").format(phases))
            decision = m.decision()
            if decision is not None:
                lines.append(self.tr("Decided ({0}): {1}").format(shown(decision.article), shown(decision.text)))
            lines.append("")
        for decision in rnd.pairing.notes + rnd.pairing.through + rnd.pairing.waiting:
            lines.append(f"[{decision.article}] {shown(decision.text)}")
        return "\n".join(lines)

    # -- entries (each an operation) ---------------------------------------------------------
    def match_format(self) -> MatchFormat:
        counts = ((Kind.STANDARD, self.standard_games.value()), (Kind.RAPID, self.rapid_games.value()),
                  (Kind.BLITZ, self.blitz_games.value()), (Kind.ARMAGEDDON, int(self.armageddon.isChecked())))
        return MatchFormat(tuple(Phase(kind, games, self.time_controls[kind].text().strip())
                                 for kind, games in counts if games))

    def draw(self) -> None:
        """The draw of the players not withdrawn, seeded in pairing-number order (seed 003 2.1), a
        later entry round being a wild card's (2.3); after a group stage, of its qualifiers (2.5.2)."""
        t = self.tournament
        if t is None:
            return
        fmt = Format(self.double_elimination.isChecked(), self.third_place.isChecked(),
                     self.partial_repechage.isChecked())
        if self.after_group_stage:  # seed 003 2.5.2: the qualifiers of the group stage
            self.operation_requested.emit(DrawKnockoutStage(self.per_group.value(), fmt, self.match_format()))
            return
        entrants = tuple(Entrant(p.tpn, p.entry_round) for p in sorted(t.players.values(), key=lambda p: p.tpn)
                         if p.withdrawn_from is None)
        self.operation_requested.emit(StartKnockout(entrants, fmt, self.match_format()))

    def enter_game(self, number: int, white: str | None, black: str | None) -> None:
        """A key typed on game ``number`` of the selected match: its result, if it is the next game."""
        m, index = self._match(), self.selected_match()
        if m is None or index is None:
            return
        nxt = m.next_game()
        result = GAME_RESULTS.get((white, black))
        if nxt is None or number != len(m.games) + 1:
            self.caption.setText(self.tr("Only the next game of an undecided match takes a result; Edit > Undo "
                                         "takes back the last one."))
            return
        if result is None:
            self.caption.setText(self.tr("A knockout game is won, drawn or forfeited: type 1, 0, =, + or -."))
            return
        armageddon_white = None
        if nxt.kind is Kind.ARMAGEDDON:
            armageddon_white = (m.white, m.black)[max(self.armageddon_white.currentIndex(), 0)]
        self.caption.clear()
        self.operation_requested.emit(KnockoutEntry(Action("game", self.round_number, index, result,
                                                           armageddon_white or 0)))

    def withdraw(self, side: int) -> None:
        """White (0) or Black (1) of the selected match withdraws: the opponent goes through."""
        m = self._match()
        if m is not None:
            self.operation_requested.emit(KnockoutEntry(Action("withdraw", player=(m.white, m.black)[side])))

    def by_lot(self) -> None:
        """The regulations' last resort for a match level after every phase: the player named in
        the Armageddon box goes through."""
        m, index = self._match(), self.selected_match()
        if m is not None and index is not None:
            winner = (m.white, m.black)[max(self.armageddon_white.currentIndex(), 0)]
            self.operation_requested.emit(KnockoutEntry(Action("lots", self.round_number, index, player=winner)))


def match_game(m: Match, g: Game) -> str:
    """A game's result seen from the match's White and Black (of its first game), as the score is."""
    white, black, forfeit = RESULTS[g.result]
    if g.white != m.white:
        white, black = black, white
    if forfeit:
        return "+/–" if white > black else "–/+"
    return "–".join("½" if p == Fraction(1, 2) else str(int(p)) for p in (white, black))


def match_score(m: Match) -> str:
    """Both players' points over every game of the match, White (of the first game) first."""
    return "–".join(format_score(p) for p in match_points(m)) if m.games else ""
