"""Tournament settings: the event, how it is paired, its point system and tie-breaks.

Used for File > New tournament (no tournament yet: ``settings()`` gives the new event's settings)
and Tournament > Settings (``operation()`` gives one ChangeSettings with the fields that changed,
or None). Settings that decide pairings (``model.PAIRING_SETTINGS``: system, acceleration, initial
colour, point system, rating list) are locked once round 1 is paired, with the reason beside them;
every other mistake is shown beside its field and keeps the dialog open.
"""
from __future__ import annotations

from dataclasses import fields, replace
from fractions import Fraction
from typing import Any

from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QLineEdit, QPlainTextEdit, QSpinBox, QTabWidget,
                               QWidget)

from ..engine.club.ladder import AfterWin, LadderRules
from ..engine.club.settings import KeizerSettings
from ..engine.result import format_score
from ..engine.systems import SYSTEMS
from ..text import QT_TRANSLATE_NOOP, Text
from ..tournament.model import (ACCELERATIONS, CLUB_SYSTEMS, LADDER_SYSTEMS, DEFAULT_TIEBREAKS, DEFAULT_TOURNAMENT_TYPES, NORM_EVENTS,
                                PAIRING_SETTINGS, RATING_LISTS, TIE_ORDERS, UNRATED_METHODS, Colour, Tournament,
                                TournamentSettings)
from ..tournament import double_swiss, fide_mode, prizes
from ..tournament.acceleration import method_problem
from ..tournament.schedules import GROUPINGS, OPTION_SYSTEMS
from ..tournament.scoring import PointSystem
from ..tournament.team.event import DEFAULT_BOARDS, TEAM_POINTS, is_team_system, primary_is_game_points
from ..tournament.operations import ChangeSettings
from ..tournament.team.standings import TEAM_TIEBREAKS
from ..tournament.player_fields import FieldError, parse_date, parse_federation
from ..tournament.tiebreaks import EDITIONS, parse_tiebreaks
from .domain_text import shown, shown_error
from .form import FieldForm, fit_to_screen, ok_cancel, scrolled

TEXT_FIELDS = ("name", "city", "federation", "start_date", "end_date", "chief_arbiter", "deputy_arbiters",
               "time_control")
POINT_FIELDS = tuple(f.name for f in fields(PointSystem))
COLOURS: tuple[Colour | None, ...] = (None, Colour.WHITE, Colour.BLACK)  # None: drawn by lot
# 192 codes of the team systems (TRF.md section 7), the primary score named first (C.04.6 1.2.1)
TEAM_TYPE_CODES = {"team": "FIDE_TEAM_TYPEA_", "team_b": "FIDE_TEAM_TYPEB_", "team_no_colours": "CUSTOM_TEAM_SWISS_",
                   "team_round_robin": "CUSTOM_TEAM_ROUNDROBIN_"}
PRIMARY_SCORES = ("MP_GP", "GP_MP")  # in the order of the primary score choice
SCHEDULE_SPINS = ("schedule_teams", "pools", "qualifiers", "suppressed_rounds")
LADDER_FIELDS = ("ladder_after_win", "ladder_distance", "ladder_between")  # the setting "ladder" (LadderRules)


class SettingsDialog(QDialog):
    def __init__(self, tournament: Tournament | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tournament = tournament
        self.original = tournament.settings if tournament is not None else TournamentSettings()
        self._values: dict[str, Any] = {}
        self.setWindowTitle(self.tr("Tournament settings") if tournament else self.tr("New tournament"))
        self.pages = QTabWidget()
        self.event_form = self._page(self.tr("Event"))
        self.pairing_form = self._page(self.tr("Pairing"))
        self.points_form = self._page(self.tr("Points"))
        self.prizes_form = self._page(self.tr("Prizes"))
        self.forms = (self.event_form, self.pairing_form, self.points_form, self.prizes_form)
        self._event_fields()
        self._pairing_fields()
        self._point_fields()
        self.prizes = QPlainTextEdit(placeholderText=prizes.EXAMPLE)
        self.prizes_form.add("prizes", self.tr("Prize list (one line per category)"), self.prizes)
        self._fill(self.original)
        if tournament is not None and tournament.paired_rounds:
            self._lock_pairing_settings()
        ok_cancel(self, self.pages)
        fit_to_screen(self, tuple(self.pages.widget(i) for i in range(self.pages.count())))

    # -- building ----------------------------------------------------------------------------
    def _page(self, title: str) -> FieldForm:
        page = QWidget()
        form = FieldForm(page)
        self.pages.addTab(scrolled(page), title)
        return form

    def _event_fields(self) -> None:
        labels = (self.tr("Name"), self.tr("Place"), self.tr("Federation"), self.tr("Start date"),
                  self.tr("End date"), self.tr("Chief arbiter"), self.tr("Deputy arbiters (separated by ;)"),
                  self.tr("Time control"))
        for key, label in zip(TEXT_FIELDS, labels):
            self.event_form.add(key, label, QLineEdit())
        for key in ("start_date", "end_date"):
            self.event_form.widgets[key].setPlaceholderText(self.tr("YYYY/MM/DD"))  # type: ignore[attr-defined]
        # VCL4THP Q40-Q45: chosen when the event is created (off for events FIDE does not rate); left
        # later only from the Log tab, for good
        self.norm_event = QComboBox()  # B.01 1.4.3a-c: exempt from the norms' federation rules
        norm_events = {"": self.tr("none"), "national": self.tr("national championship, final stage (1.4.3a)"),
                       "national_team": self.tr("national team championship (1.4.3b)"),
                       "zonal": self.tr("zonal or sub-zonal tournament (1.4.3c)")}
        for key in NORM_EVENTS:
            self.norm_event.addItem(norm_events[key], key)
        self.event_form.add("norm_event", self.tr("Title norms: exempt event (FIDE B.01)"), self.norm_event)
        self.fide_mode = QCheckBox(self.tr("FIDE's rules enforced (an event FIDE rates)"))
        self.event_form.add("fide_mode", self.tr("FIDE mode"), self.fide_mode)
        if self.tournament is not None:
            self.event_form.lock("fide_mode", self.tr("Chosen when the tournament was created; FIDE mode is left "
                                                      "from the Log tab, for good."))

    def _pairing_fields(self) -> None:
        form = self.pairing_form
        self.rounds = QSpinBox(minimum=1, maximum=99)
        form.add("rounds", self.tr("Number of rounds"), self.rounds)
        self.system = QComboBox()
        names = {"dutch": self.tr("FIDE (Dutch) system, C.04.3"), "dubov": self.tr("Dubov system, C.04.4.1"),
                 "burstein": self.tr("Burstein system, C.04.4.2"), "lim": self.tr("Lim system, C.04.4.3"),
                 "lim_maxi": self.tr("Lim system, Maxi-tournament (C.04.4.3 3.2.3)"),
                 "amalfi": self.tr("Amalfi rating system, accelerated"),
                 "fide_1992": self.tr("FIDE rating-based Swiss rules of 1992 (legacy, for historical events)"),
                 "round_robin": self.tr("Round robin, C.05"), "double_round_robin": self.tr("Double round robin, C.05"),
                 double_swiss.SYSTEM: self.tr("Double-Swiss system, C.04.5 (a round is a match of two games)"),
                 "team": self.tr("Team Swiss, C.04.6 (Type A colour preferences)"),
                 "team_b": self.tr("Team Swiss, C.04.6 (Type B colour preferences)"),
                 "team_no_colours": self.tr("Team Swiss, C.04.6 (no colour preferences)"),
                 "team_round_robin": self.tr("Team round robin, C.05 Annex 1 (the Berger table between the teams)"),
                 "keizer": self.tr("Keizer system, club series (only players present are paired)"),
                 "ladder": self.tr("Ladder (players challenge those placed above them)"),
                 "varma": self.tr("Round robin with Varma tables, C.05 Annex 2"),
                 "reduced_round_robin": self.tr("Reduced round robin (first round suppressed)"),
                 "rotation": self.tr("Rotation tournament"),
                 "pools": self.tr("Pools with seeds, then a final pool"),
                 "scheveningen": self.tr("Scheveningen (every member meets every member of the other teams)"),
                 "reduced_scheveningen": self.tr("Reduced Scheveningen (members paired two by two)"),
                 "schiller": self.tr("Schiller system"),
                 "hutton": self.tr("Hutton system (one round, board against board)"),
                 "hilton": self.tr("Hilton system (up to three rounds, board against board)"),
                 "knockout": self.tr("Knockout (the loser of each match is out)")}
        for key, system in SYSTEMS.items():  # the engine's registry, in its order
            self.system.addItem(names.get(key, f"{system.label}, {system.article}"), key)
        form.add("system", self.tr("Pairing system"), self.system)
        self.system.currentIndexChanged.connect(lambda index: self._system_chosen())
        # The Keizer system's parameters (seed 003 6.1, docs/rulings.md "Keizer and ladder")
        self.keizer_top_value = QSpinBox(minimum=2, maximum=9999)
        self.keizer_top_value.setToolTip(self.tr("The first place's value; each next place is worth one less. "
                                                 "It must be greater than the number of players."))
        form.add("keizer_top_value", self.tr("Keizer: value of the first place"), self.keizer_top_value)
        self.keizer_bye = QLineEdit()
        form.add("keizer_bye", self.tr("Keizer: bye worth (part of one's own value)"), self.keizer_bye)
        self.keizer_absence = QLineEdit()
        form.add("keizer_absence", self.tr("Keizer: absence worth (part of one's own value)"), self.keizer_absence)
        self.keizer_repeat_gap = QSpinBox(minimum=0, maximum=99)
        form.add("keizer_repeat_gap", self.tr("Keizer: rounds between two meetings of the same players"),
                 self.keizer_repeat_gap)
        # The ladder's rules (seed 003 6.2, docs/rulings.md "Keizer and ladder")
        self.ladder_after_win = QComboBox()
        self.ladder_after_win.addItem(self.tr("the two change places"), AfterWin.SWAP.value)
        self.ladder_after_win.addItem(self.tr("the challenger takes the place, those between go down one"),
                                      AfterWin.TAKE_PLACE.value)
        form.add("ladder_after_win", self.tr("Ladder: a winning challenger"), self.ladder_after_win)
        self.ladder_distance = QSpinBox(minimum=0, maximum=999)
        self.ladder_distance.setSpecialValueText(self.tr("any"))
        form.add("ladder_distance", self.tr("Ladder: most places a challenge may climb"), self.ladder_distance)
        self.ladder_between = QSpinBox(minimum=0, maximum=99)
        form.add("ladder_between", self.tr("Ladder: other players a beaten challenger meets before the same "
                                           "challenge"), self.ladder_between)
        # C.05 Annex 1 recommends the swap; the arbiter chooses (VCL4THP Q98)
        self.swap_last_rounds = QCheckBox(self.tr("Swap the last two rounds of the first cycle (C.05 Annex 1)"))
        form.add("swap_last_rounds", self.tr("Double round robin"), self.swap_last_rounds)
        self._schedule_fields()
        self.chess960 = QCheckBox(self.tr("Chess960: a starting position drawn for each round"))
        form.add("chess960", self.tr("Chess960"), self.chess960)
        self.boards = QSpinBox(minimum=1, maximum=20)
        form.add("boards", self.tr("Boards per match (team events)"), self.boards)
        self.primary_score = QComboBox()  # in the order of PRIMARY_SCORES
        self.primary_score.addItems([self.tr("Match points (then game points)"),
                                     self.tr("Game points (then match points)")])
        form.add("primary_score", self.tr("Primary score (team events, C.04.6 1.2.1)"), self.primary_score)
        self.acceleration = QComboBox()
        accelerations = {"none": self.tr("No acceleration"), "baku": self.tr("Baku acceleration, C.04.7"),
                         "haley": self.tr("Haley acceleration"),
                         "french": self.tr("Decreasing (French) acceleration"),
                         "english": self.tr("English accelerated system"),
                         "mcmahon": self.tr("McMahon start scores")}
        for key, label in ACCELERATIONS.items():
            self.acceleration.addItem(accelerations.get(key, label), key)
        form.add("acceleration", self.tr("Acceleration"), self.acceleration)
        self.initial_colour = QComboBox()  # in the order of COLOURS
        self.initial_colour.addItems([self.tr("Drawn by lot at the first pairing"), self.tr("White"), self.tr("Black")])
        form.add("initial_colour", self.tr("Top player's colour in round 1"), self.initial_colour)
        self.rating_list = QComboBox()
        self.rating_list.addItems(list(RATING_LISTS))
        form.add("rating_list", self.tr("Rating used (TRF 172)"), self.rating_list)
        self.tie_order = QComboBox()
        tie_orders = {"name": self.tr("Alphabetically"), "fide_id": self.tr("FIDE ID, lowest first"),
                      "older": self.tr("Age, older first"), "younger": self.tr("Age, younger first")}
        for key, label in TIE_ORDERS.items():
            self.tie_order.addItem(tie_orders.get(key, label), key)
        form.add("tie_order", self.tr("Equal rating and title ranked (C.04.2 2.2.3)"), self.tie_order)
        self.tiebreaks = QLineEdit(placeholderText=", ".join(DEFAULT_TIEBREAKS))
        form.add("tiebreaks", self.tr("Tie-breaks in order (C.07 codes)"), self.tiebreaks)
        self.tiebreak_rules = QComboBox()  # data: None (from the start date) or a C.07 edition
        self.tiebreak_rules.addItem(self.tr("From the start date (2026 rules from 1 March 2026)"), None)
        for edition in EDITIONS:
            self.tiebreak_rules.addItem(self.tr("C.07, {0} rules").format(edition), edition)
        form.add("tiebreak_rules", self.tr("Tie-break rules"), self.tiebreak_rules)
        self.unrated_rating = QSpinBox(minimum=0, maximum=3999, specialValueText=self.tr("none (ARO, TPR... dropped)"))
        form.add("unrated_rating", self.tr("Rating of unrated players (tie-breaks)"), self.unrated_rating)
        self.long_event = QCheckBox(self.tr("Longer than 30 days (players' ratings may change during it)"))
        form.add("long_event", self.tr("Long event"), self.long_event)
        self.rating_by_round = QComboBox()  # data: TournamentSettings.rating_by_round
        self.rating_by_round.addItem(self.tr("Each player's first rating (C.07 10)"), False)
        self.rating_by_round.addItem(self.tr("The rating of each game's round"), True)
        form.add("rating_by_round", self.tr("Rating tie-breaks of a long event use"), self.rating_by_round)

        self.unrated_method = QComboBox()  # data: UNRATED_METHODS (VCL4THP Q208-Q209)
        for method, label in zip(UNRATED_METHODS, (self.tr("the rating above"), self.tr("the lowest rated participant's"),
                                                   self.tr("the average of the rated participants"))):
            self.unrated_method.addItem(label, method)
        form.add("unrated_method", self.tr("Unrated players are rated at"), self.unrated_method)
        self.lots_seed = QSpinBox(minimum=-1, maximum=999999999, specialValueText=self.tr("none: the place is shared"))
        self.lots_seed.setToolTip(self.tr("C.07 4.2: players equal on every tie-break are ordered by lots drawn "
                                          "with this number; the same number always draws the same order"))
        form.add("lots_seed", self.tr("Drawing of lots for complete ties (seed)"), self.lots_seed)
        self.hand_ranking = QLineEdit(placeholderText=self.tr("e.g. 7 3"))
        self.hand_ranking.setToolTip(self.tr("Players equal on every tie-break ranked by the arbiter: their pairing "
                                             "numbers, best first (before any drawing of lots)"))
        form.add("hand_ranking", self.tr("Complete ties ranked by hand"), self.hand_ranking)
        self.external_values = QLineEdit(placeholderText=self.tr("e.g. 12=1, 7=0.5"))
        self.external_values.setToolTip(self.tr("Values of the tie-break EXT entered from outside (a play-off): "
                                                "pairing number = value, separated by commas"))
        form.add("external_values", self.tr("Tie-break EXT (entered values)"), self.external_values)

    def _schedule_fields(self) -> None:
        """The options of the fixed schedules (tournament.schedules), enabled for their formats."""
        form = self.pairing_form
        self.schedule_teams = QSpinBox(minimum=2, maximum=26)
        form.add("schedule_teams", self.tr("Teams (Scheveningen, Schiller, Hutton, Hilton)"), self.schedule_teams)
        self.pools = QSpinBox(minimum=1, maximum=26)
        form.add("pools", self.tr("Pools"), self.pools)
        self.qualifiers = QSpinBox(minimum=1, maximum=10)
        form.add("qualifiers", self.tr("Qualifiers of each pool for the final pool"), self.qualifiers)
        self.suppressed_rounds = QSpinBox(minimum=1, maximum=2)
        form.add("suppressed_rounds", self.tr("Rounds suppressed (reduced round robin)"), self.suppressed_rounds)
        self.grouping = QComboBox()  # in the order of GROUPINGS
        self.grouping.addItems([self.tr("Federation"), self.tr("Club")])
        form.add("grouping", self.tr("Varma groups and teams made by"), self.grouping)

    def _point_fields(self) -> None:
        labels = (self.tr("Win"), self.tr("Draw"), self.tr("Loss"), self.tr("Zero-point bye"), self.tr("Forfeit loss"),
                  self.tr("Half-point bye"), self.tr("Full-point bye"), self.tr("Forfeit win"),
                  self.tr("Pairing-allocated bye"))
        for key, label in zip(POINT_FIELDS, labels):
            self.points_form.add(key, label, QLineEdit())

    def _fill(self, s: TournamentSettings) -> None:
        for key in TEXT_FIELDS:
            value = getattr(s, key)
            self.event_form.widgets[key].setText("; ".join(value) if isinstance(value, tuple) else value)  # type: ignore[attr-defined]
        self.rounds.setValue(s.rounds // double_swiss.games_per_round(s))  # the arbiter counts matches
        _choose(self.system, s.system)
        _choose(self.acceleration, getattr(s, "acceleration", "none"))
        self.initial_colour.setCurrentIndex(COLOURS.index(s.initial_colour))
        self.rating_list.setCurrentText(s.rating_list)
        _choose(self.tie_order, s.tie_order)
        self.tiebreaks.setText(", ".join(s.tiebreaks))
        self.fide_mode.setChecked(s.fide_mode)
        _choose(self.norm_event, s.norm_event)
        self.swap_last_rounds.setChecked(s.swap_last_rounds)
        self.keizer_top_value.setValue(s.keizer.top_value)
        self.keizer_bye.setText(_part(s.keizer.bye_fraction))
        self.keizer_absence.setText(_part(s.keizer.absence_fraction))
        self.keizer_repeat_gap.setValue(s.keizer.repeat_gap)
        _choose(self.ladder_after_win, s.ladder.after_win.value)
        self.ladder_distance.setValue(s.ladder.max_distance or 0)
        self.ladder_between.setValue(s.ladder.others_between)
        self.chess960.setChecked(s.chess960)
        for key in SCHEDULE_SPINS:
            getattr(self, key).setValue(getattr(s, key))
        self.grouping.setCurrentIndex(GROUPINGS.index(s.grouping))
        _choose(self.tiebreak_rules, s.tiebreak_rules)
        self.unrated_rating.setValue(s.unrated_rating or 0)
        self.long_event.setChecked(s.long_event)
        _choose(self.rating_by_round, s.rating_by_round)
        _choose(self.unrated_method, s.unrated_method)
        self.lots_seed.setValue(-1 if s.lots_seed is None else s.lots_seed)
        self.hand_ranking.setText(" ".join(map(str, s.hand_ranking)))
        self.external_values.setText(", ".join(f"{tpn}={value}" for tpn, value in sorted(s.external_values.items())))
        self.prizes.setPlainText(s.prizes)
        self.boards.setValue(s.boards or DEFAULT_BOARDS)
        self.primary_score.setCurrentIndex(int(primary_is_game_points(s.tournament_type)))  # 1.2.1
        for key in POINT_FIELDS:
            self.points_form.widgets[key].setText(format_score(getattr(s.point_system, key)))  # type: ignore[attr-defined]
        self._system_chosen()

    def _lock_pairing_settings(self) -> None:
        reason = self.tr("Locked: round 1 is paired, and this decides how rounds are paired.")
        for key in ("system", "acceleration", "initial_colour", "rating_list", "tie_order", "boards", "primary_score",
                    "swap_last_rounds", *SCHEDULE_SPINS, "grouping"):
            if key in PAIRING_SETTINGS:
                self.pairing_form.lock(key, reason)
        for key in LADDER_FIELDS if "ladder" in PAIRING_SETTINGS else ():
            self.pairing_form.lock(key, reason)
        if "point_system" in PAIRING_SETTINGS:
            for key in POINT_FIELDS:
                self.points_form.lock(key, reason)
        if self.original.fide_mode:
            for key in sorted(fide_mode.LOCKED_AFTER_ROUND_1):
                self.pairing_form.lock(key, self.tr("Locked in FIDE mode once round 1 is paired."))

    # -- reading -----------------------------------------------------------------------------
    def accept(self) -> None:
        """Close only when every field is acceptable; otherwise show each mistake beside its field."""
        for form in self.forms:
            form.clear_errors()
        values = self._read()
        wrong = [form for form in self.forms if any(form.error(key) for key in form.widgets)]
        if wrong:
            self.pages.setCurrentIndex(self.forms.index(wrong[0]))
            return
        self._values = values
        super().accept()

    def _check(self, form: FieldForm, key: str, parse: Any) -> Any:
        try:
            return parse(form.text(key))
        except FieldError as error:
            form.set_error(key, shown(error.message))
        except ValueError as error:
            form.set_error(key, shown_error(error))
        return None

    def _read(self) -> dict[str, Any]:
        form = self.event_form
        values: dict[str, Any] = {key: " ".join(form.text(key).split()) for key in TEXT_FIELDS}
        values["deputy_arbiters"] = tuple(n.strip() for n in form.text("deputy_arbiters").split(";") if n.strip())
        values["federation"] = self._check(form, "federation", parse_federation)
        for key in ("start_date", "end_date"):
            values[key] = self._check(form, key, lambda text, key=key: parse_date(text, key))
        values["system"] = self.system.currentData()
        games = double_swiss.games_per_round(replace(self.original, system=values["system"]))
        values["rounds"] = self.rounds.value() * games  # a Double-Swiss match is two rounds of the file
        paired = self.tournament.paired_rounds if self.tournament is not None else 0
        if values["rounds"] < paired:
            self.pairing_form.set_error("rounds", self.tr("{0} rounds are already paired.").format(paired // games))
        values["acceleration"] = self.acceleration.currentData()
        values["initial_colour"] = COLOURS[self.initial_colour.currentIndex()]
        values["rating_list"] = self.rating_list.currentText()
        values["tie_order"] = self.tie_order.currentData()
        values["boards"] = self.boards.value()
        values["swap_last_rounds"] = self.swap_last_rounds.isChecked()
        values["keizer"] = self._keizer_settings()
        values["ladder"] = LadderRules(AfterWin(self.ladder_after_win.currentData()), self.ladder_distance.value() or None,
                                       self.ladder_between.value())
        values["chess960"] = self.chess960.isChecked()
        values.update({key: getattr(self, key).value() for key in SCHEDULE_SPINS})
        values["grouping"] = GROUPINGS[self.grouping.currentIndex()]
        values["norm_event"] = self.norm_event.currentData()
        values["tournament_type"] = self._tournament_type(values["system"])
        team = is_team_system(values["system"])
        values["tiebreaks"] = self._check(self.pairing_form, "tiebreaks", lambda text: _tiebreak_codes(text, team))
        values["tiebreak_rules"] = self.tiebreak_rules.currentData()
        values["unrated_rating"] = self.unrated_rating.value() or None
        values["long_event"] = self.long_event.isChecked()
        values["rating_by_round"] = bool(self.rating_by_round.currentData())
        values["unrated_method"] = self.unrated_method.currentData()
        values["lots_seed"] = None if self.lots_seed.value() < 0 else self.lots_seed.value()
        values["external_values"] = self._check(self.pairing_form, "external_values", _external_values)
        values["hand_ranking"] = self._check(self.pairing_form, "hand_ranking", _pairing_numbers)
        values["prizes"] = self.prizes.toPlainText().strip()
        try:
            prizes.parse_prize_list(values["prizes"])
        except prizes.PrizeError as error:
            self.prizes_form.set_error("prizes", shown_error(error))
        points = {key: self._check(self.points_form, key, _points) for key in POINT_FIELDS}
        values["point_system"] = PointSystem(**points)
        if None not in points.values():  # the method's needs (C.04.7 1.1, its rounds), beside its field
            problem = method_problem(values["acceleration"], values["rounds"], values["point_system"])
            if problem and not (self.original.accelerations or self.original.acceleration_points):
                self.pairing_form.set_error("acceleration", problem)
        if self.tournament is None:
            values["fide_mode"] = self.fide_mode.isChecked()
        return {key: value for key, value in values.items() if hasattr(self.original, key)}

    def _keizer_settings(self) -> KeizerSettings:
        """The Keizer parameters as typed; the event's own where a field is wrong (its error shown)."""
        form = self.pairing_form
        bye = self._check(form, "keizer_bye", _points)
        absence = self._check(form, "keizer_absence", _points)
        if bye is None or absence is None:
            return self.original.keizer
        try:
            return KeizerSettings(self.keizer_top_value.value(), bye, absence, self.keizer_repeat_gap.value())
        except ValueError as error:
            form.set_error("keizer_bye" if "bye" in str(error) else "keizer_absence", str(error))
            return self.original.keizer

    def settings(self) -> TournamentSettings:
        """The settings of a new tournament, as accepted."""
        system = self._values.get("system", self.original.system)
        values = {"tournament_type": DEFAULT_TOURNAMENT_TYPES.get(system), **self._values}
        return replace(self.original, **values)

    def operation(self) -> ChangeSettings | None:
        """The accepted changes as one operation, or None if nothing changed."""
        changes = {k: v for k, v in self._values.items() if getattr(self.original, k) != v}
        return ChangeSettings(changes) if changes else None

    def _tournament_type(self, system: str) -> str | None:
        """The 192 code: a team system's names its primary score; other systems keep theirs."""
        if system in TEAM_TYPE_CODES:
            return TEAM_TYPE_CODES[system] + PRIMARY_SCORES[self.primary_score.currentIndex()]
        if system == self.original.system:
            return self.original.tournament_type
        return DEFAULT_TOURNAMENT_TYPES.get(system)

    def _system_chosen(self) -> None:
        """Team fields only for a team system, Keizer fields for the Keizer system, a schedule's
        options for its schedule; choosing a team system offers the team match points (C.04.6 1.2.2,
        the PAB a drawn match 1.4) in place of the individual defaults."""
        system = self.system.currentData() or ""
        team = is_team_system(system)
        for key in ("boards", "primary_score"):
            self.pairing_form.widgets[key].setEnabled(team and key not in self.pairing_form.locked)
        keizer = system in CLUB_SYSTEMS
        for key in ("keizer_top_value", "keizer_bye", "keizer_absence", "keizer_repeat_gap"):
            self.pairing_form.widgets[key].setEnabled(keizer)
        for key in LADDER_FIELDS:
            self.pairing_form.widgets[key].setEnabled(system in LADDER_SYSTEMS and key not in self.pairing_form.locked)
        for key, systems in OPTION_SYSTEMS.items():
            self.pairing_form.widgets[key].setEnabled(system in systems and key not in self.pairing_form.locked)
        default = PointSystem()
        shown = {key: self.points_form.text(key) for key in POINT_FIELDS}
        if team and shown == {key: format_score(getattr(default, key)) for key in POINT_FIELDS}:
            for key in POINT_FIELDS:
                self.points_form.widgets[key].setText(format_score(getattr(TEAM_POINTS, key)))  # type: ignore[attr-defined]

    # -- filling (the arbiter types; tests use the same path) --------------------------------
    def set_text(self, key: str, text: str) -> None:
        for form in self.forms:
            widget = form.widgets.get(key)
            if isinstance(widget, QLineEdit):
                widget.setText(text)
                return
        raise KeyError(key)


def _choose(combo: QComboBox, data: object) -> None:
    index = combo.findData(data)
    combo.setCurrentIndex(max(index, 0))


def _error(template: str, *args: object) -> Text:
    """What is wrong with a field's text, shown in the interface's language (``shown_error``)."""
    return Text(template, *args, context="SettingsDialog")


def _tiebreak_codes(text: str, team: bool = False) -> tuple[str, ...]:
    """The codes typed; a team event also takes the team codes (GP, EMGSB, BC...)."""
    codes = tuple(code.strip().upper() for code in text.replace(";", ",").split(",") if code.strip())
    parse_tiebreaks([code for code in codes if not (team and code in TEAM_TIEBREAKS)])  # ValueError: unknown
    if len(set(codes)) != len(codes):
        raise ValueError(_error(QT_TRANSLATE_NOOP("SettingsDialog", "a tie-break is listed twice")))
    return codes


def _external_values(text: str) -> dict[int, Fraction]:
    """'12=1, 7=0.5' -> {12: 1, 7: 1/2}: the values of EXT by pairing number (VCL4THP Q207)."""
    values: dict[int, Fraction] = {}
    for part in (part.strip() for part in text.replace(";", ",").split(",")):
        if not part:
            continue
        tpn, _, value = part.partition("=")
        if not tpn.strip().isdigit() or not value.strip():
            raise ValueError(_error(QT_TRANSLATE_NOOP(
                "SettingsDialog", "{0!r}: write pairing number = value, e.g. 12=1"), part))
        values[int(tpn)] = _points(value)
    return values


def _pairing_numbers(text: str) -> tuple[int, ...]:
    """'7 3' or '7, 3' -> (7, 3): the arbiter's order of tied players (VCL4THP Q205)."""
    parts = [part for part in text.replace(",", " ").replace(";", " ").split() if part]
    bad = next((part for part in parts if not part.isascii() or not part.isdigit()), None)
    if bad is not None:
        raise ValueError(_error(QT_TRANSLATE_NOOP(
            "SettingsDialog", "{0!r} is not a pairing number: write them best first, e.g. 7 3"), bad))
    return tuple(int(part) for part in parts)


def _part(value: Fraction) -> str:
    """A part of a whole as typed: 0, 0.5, 1, or 1/3 where a decimal would be inexact."""
    return format_score(value) if value.denominator in (1, 2, 4, 5) else str(value)


def _points(text: str) -> Fraction:
    """A number of points: 1, 0.5, 1/2, 3 (a decimal comma is accepted)."""
    cleaned = text.strip().replace(",", ".").replace("½", "1/2")
    try:
        value = Fraction(cleaned)
    except (ValueError, ZeroDivisionError):
        raise ValueError(_error(QT_TRANSLATE_NOOP("SettingsDialog", "{0!r} is not a number of points"), text)) from None
    if value < 0:
        raise ValueError(_error(QT_TRANSLATE_NOOP("SettingsDialog", "points cannot be negative")))
    return value
