"""The printed bracket of a knockout event (issue 18): a landscape wall chart, one column per round,
each match a box (both players, the games, the score, the winner in bold), a bye a box of one
player, and a line from each box to the next match of the player it sends on. Then the match cards:
one per match of a round, a row per game of the match format with its kind and colours (Armageddon:
White written in when chosen), result boxes and the signatures.

The winners of a round are paired again first against last (seed 003 2.1), so the chart is drawn
from the rounds as paired: every match has at most two earlier boxes (where its players came
from) and sends one player on, which makes a tree rooted in the final. When more than
``LEAVES_PER_PAGE`` first-round boxes would share a page (more than 32 players), the tree is cut at
a round: each earlier part gets its pages, and the rounds from the cut on get the last page, where
the boxes of the cut round stand for the pages before (while a round of more boxes than a page
holds is being played, its boxes are shared out over the pages). Needs a QGuiApplication."""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QPagedPaintDevice, QPageSize, QPainter, QPdfWriter, QPen

from ..engine.knockout.match import Kind, Match
from ..engine.knockout.pairing import Pairing, Stage
from ..engine.result import format_score
from ..tournament.knockout import KnockoutEvent, match_points
from ..tournament.model import Tournament
from .board_cards import DPI, card_layout, mm, paint_cards, text
from .documents import page_header, tr
from .paged import PageHeader, body_rect, page_layout, paint_bands

__all__ = ["LEAVES_PER_PAGE", "chart_pages", "paint_bracket", "paint_knockout_cards", "write_bracket",
           "write_knockout_cards"]

LEAVES_PER_PAGE = 16  # first-round boxes on one landscape page: names stay at 7-8 pt
# the chart's and the cards' words (context "Documents", translated when printed)
BEING_PLAYED = QT_TRANSLATE_NOOP("Documents", "(being played)")
ARMAGEDDON = QT_TRANSLATE_NOOP("Documents", "Armageddon")
BLACK_FIRST = QT_TRANSLATE_NOOP("Documents", "Black in game 1")
BLACK = QT_TRANSLATE_NOOP("Documents", "Black")
GAME = QT_TRANSLATE_NOOP("Documents", "Game")
TITLE = QT_TRANSLATE_NOOP("Documents", "Knockout bracket")
MATCH = QT_TRANSLATE_NOOP("Documents", "Match {0}")
ROUND = QT_TRANSLATE_NOOP("Documents", "Round {0}")
THIRD_PLACE = QT_TRANSLATE_NOOP("Documents", "Third place")
NO_EVENT = QT_TRANSLATE_NOOP("Documents", "This tournament has no knockout event.")
TOURNAMENT = QT_TRANSLATE_NOOP("Documents", "Tournament")
WHITE_FIRST = QT_TRANSLATE_NOOP("Documents", "White in game 1")
WHITE = QT_TRANSLATE_NOOP("Documents", "White")
WINNER = QT_TRANSLATE_NOOP("Documents", "Winner")
BLITZ = QT_TRANSLATE_NOOP("Documents", "blitz")
BYE = QT_TRANSLATE_NOOP("Documents", "bye")
DECIDER = QT_TRANSLATE_NOOP("Documents", "deciding match")
FINAL = QT_TRANSLATE_NOOP("Documents", "final")
RAPID = QT_TRANSLATE_NOOP("Documents", "rapid")
REPECHAGE = QT_TRANSLATE_NOOP("Documents", "repechage")
STANDARD = QT_TRANSLATE_NOOP("Documents", "standard")
THIRD_PLACE_STAGE = QT_TRANSLATE_NOOP("Documents", "third place")
RESULTS = {"1-0": ("1", "0"), "0-1": ("0", "1"), "1/2-1/2": ("½", "½"), "+-": ("+", "–"), "-+": ("–", "+")}


@dataclass
class Box:
    """A match (``match`` set) or a bye (``players`` one player) in round ``round``."""

    round: int
    players: tuple[int, ...]
    match: Match | None = None
    pairing: Pairing | None = None
    parents: list[Box] = field(default_factory=list)  # the boxes its players came from, White's first

    @property
    def winner(self) -> int | None:
        return self.players[0] if self.match is None else self.match.winner


def boxes(event: KnockoutEvent) -> tuple[list[Box], Box | None]:
    """The roots of the bracket (the last round's matches, in order) and the third-place match."""
    last: dict[int, Box] = {}  # player -> the box that sent him on
    roots: list[Box] = []
    third: Box | None = None
    for rnd in event.rounds:
        current: list[Box] = []
        for pairing, m in zip(rnd.pairing.matches, rnd.matches):
            box = Box(rnd.pairing.round, (m.white, m.black), m, pairing)
            if pairing.stage is Stage.THIRD_PLACE:
                third = box
                continue
            box.parents = [last.pop(p) for p in box.players if p in last]
            current.append(box)
        byes = [Box(rnd.pairing.round, (int(d.subject),)) for d in rnd.pairing.through]
        for box in current + byes:
            if box.winner is not None:
                last[box.winner] = box
        roots = current + byes
    return roots, third


def _leaves(box: Box, bottom: int) -> int:
    return 1 if box.round <= bottom or not box.parents else sum(_leaves(p, bottom) for p in box.parents)


def _at(boxes_: list[Box], round_number: int) -> list[Box]:
    """The boxes of ``round_number`` under ``boxes_``, in order (a box without earlier ones stays)."""
    result = []
    for box in boxes_:
        if box.round <= round_number or not box.parents:
            result.append(box)
        else:
            result += _at(box.parents, round_number)
    return result


@dataclass(frozen=True)
class ChartPage:
    roots: tuple[Box, ...]
    bottom: int  # the first round shown: its boxes are the page's leaves
    last: bool  # the page of the final (the winner's column, the third-place match)


def chart_pages(event: KnockoutEvent, per_page: int = LEAVES_PER_PAGE) -> list[ChartPage]:
    """The pages of the chart, the earliest rounds first and the final's page last."""
    roots, _ = boxes(event)
    return _pages(roots, 1, True, per_page)


def _pages(roots: list[Box], bottom: int, last: bool, per_page: int) -> list[ChartPage]:
    if sum(_leaves(b, bottom) for b in roots) <= per_page or not roots:
        return [ChartPage(tuple(roots), bottom, last)]
    top = max(b.round for b in roots)
    cut = next((r for r in range(bottom + 1, top + 1) if len(_at(roots, r)) <= per_page), None)
    below = roots if cut is None else _at(roots, cut)  # None: the roots alone fill more than a page
    groups: list[list[Box]] = [[]]
    for box in below:  # consecutive boxes of the cut round, as many as fill a page
        if groups[-1] and sum(_leaves(b, bottom) for b in groups[-1] + [box]) > per_page:
            groups.append([])
        groups[-1].append(box)
    pages = [page for group in groups[:-1] for page in _pages(group, bottom, False, per_page)]
    if cut is None:
        return pages + _pages(groups[-1], bottom, last, per_page)
    return pages + _pages(groups[-1], bottom, False, per_page) + [ChartPage(tuple(roots), cut, last)]


class _Chart:
    def __init__(self, t: Tournament, event: KnockoutEvent, device: QPagedPaintDevice, painter: QPainter) -> None:
        self.t, self.event, self.device, self.painter = t, event, device, painter
        self.dpi = device.logicalDpiY()

    def mm(self, value: float) -> float:
        return value * self.dpi / 25.4

    def name(self, pid: int) -> str:
        player = self.t.players.get(pid)
        return f"{pid} {player.name}" if player is not None else str(pid)

    def page(self, page: ChartPage, third: Box | None) -> None:
        area = body_rect(self.device)
        top = len(self.event.rounds) if page.last else max(b.round for b in page.roots)
        rounds = top - page.bottom + 1
        columns = rounds + (1 if page.last else 0)
        col_w = area.width() / max(columns, 1)
        head = self.mm(7)
        leaves = sum(_leaves(b, page.bottom) for b in page.roots)
        slot = min((area.height() - head - (self.mm(20) if page.last and third else 0)) / max(leaves, 1),
                   self.mm(24))
        box_h = min(slot * 0.86, self.mm(12))
        box_w = col_w * 0.88
        p = self.painter
        for k in range(rounds):  # column headings: the round and its field
            number = page.bottom + k
            caption = tr(ROUND).format(number)
            if number == len(self.event.rounds) and page.last and not self.event.rounds[-1].decided:
                caption += " " + tr(BEING_PLAYED)
            text(p, QRectF(area.left() + k * col_w, area.top(), box_w, head * 0.8), caption, 9, True)
        counter = [0]
        centres: dict[int, float] = {}

        def place(box: Box) -> float:
            shown = [q for q in box.parents if box.round > page.bottom]
            if not shown:
                y = area.top() + head + (counter[0] + 0.5) * slot
                counter[0] += 1
            else:
                y = sum(place(q) for q in shown) / len(shown)
                for q in shown:
                    self.connector(q, centres[id(q)], box, y, col_w, box_w, box_h, page.bottom, area.left())
            centres[id(box)] = y
            self.box(box, QRectF(area.left() + (box.round - page.bottom) * col_w, y - box_h / 2, box_w, box_h))
            return y

        for root in page.roots:
            y = place(root)
            if page.last and root.winner is not None and self.event.over:
                x = area.left() + rounds * col_w
                p.setPen(QPen(Qt.GlobalColor.black, self.mm(0.3)))
                p.drawLine(QPointF(x - col_w + box_w, y), QPointF(x, y))
                text(p, QRectF(x + self.mm(1), y - box_h / 2, col_w - self.mm(2), box_h / 2),
                     tr(WINNER), 7)
                text(p, QRectF(x + self.mm(1), y, col_w - self.mm(2), box_h / 2), self.name(root.winner), 9, True)
        if page.last and third is not None:
            x = area.left() + (third.round - page.bottom) * col_w
            y = area.bottom() - self.mm(4) - box_h
            text(p, QRectF(x, y - self.mm(5), box_w, self.mm(4.5)), tr(THIRD_PLACE), 8, True)
            self.box(third, QRectF(x, y, box_w, box_h))

    def connector(self, parent: Box, y0: float, child: Box, y1: float, col_w: float, box_w: float,
                  box_h: float, bottom: int, left: float) -> None:
        """From the parent's right edge to the child's line of the player it sent on."""
        x0 = left + (parent.round - bottom) * col_w + box_w
        x1 = left + (child.round - bottom) * col_w
        line = child.players.index(parent.winner) if parent.winner in child.players else 0
        target = y1 - box_h / 4 if line == 0 else y1 + box_h / 4
        middle = (x0 + x1) / 2
        self.painter.setPen(QPen(Qt.GlobalColor.black, self.mm(0.2)))
        for a, b in (((x0, y0), (middle, y0)), ((middle, y0), (middle, target)), ((middle, target), (x1, target))):
            self.painter.drawLine(QPointF(*a), QPointF(*b))

    def box(self, box: Box, rect: QRectF) -> None:
        p = self.painter
        p.setPen(QPen(Qt.GlobalColor.black, self.mm(0.25)))
        p.drawRect(rect)
        half = rect.height() / 2
        pad = self.mm(1)
        size = 8 if half > self.mm(4.5) else 6.5
        score_w = self.mm(6)
        games_w = min(rect.width() * 0.3, self.mm(2.4) * max((len(box.match.games) if box.match else 0), 1))
        if box.match is None:  # a bye (seed 003 2.2)
            text(p, QRectF(rect.left() + pad, rect.top(), rect.width() - 2 * pad, half), self.name(box.players[0]),
                 size, True)
            text(p, QRectF(rect.left() + pad, rect.top() + half, rect.width() - 2 * pad, half), tr(BYE), size - 1)
            return
        m = box.match
        points = match_points(m)
        for i, pid in enumerate((m.white, m.black)):
            top = rect.top() + i * half
            name_w = rect.width() - score_w - games_w - 3 * pad
            text(p, QRectF(rect.left() + pad, top, name_w, half), self.name(pid), size, m.winner == pid)
            codes = " ".join(RESULTS[g.result][0 if g.white == pid else 1] for g in m.games)
            text(p, QRectF(rect.right() - score_w - games_w - pad, top, games_w, half), codes, size - 1.5)
            if m.games:
                text(p, QRectF(rect.right() - score_w, top, score_w - pad, half), format_score(points[i]), size,
                     m.winner == pid, Qt.AlignmentFlag.AlignRight)
        p.setPen(QPen(Qt.GlobalColor.gray, self.mm(0.1)))
        p.drawLine(QPointF(rect.left(), rect.top() + half), QPointF(rect.right(), rect.top() + half))


def paint_bracket(t: Tournament, event: KnockoutEvent | None, device: QPagedPaintDevice,
                  header: PageHeader | None = None) -> int:
    """Paint the wall chart on a device laid out with ``page_layout(landscape=True)``; returns pages
    (one saying so when the tournament has no knockout event)."""
    pages = chart_pages(event) if event is not None else []
    header = header or page_header(t, None, tr(TITLE))
    painter = QPainter(device)
    if not painter.isActive():
        raise OSError("cannot paint on the output device (is the file writable?)")
    try:
        if event is None:
            paint_bands(painter, device, header, 1, 1)
            text(painter, body_rect(device), tr(NO_EVENT), 10)
            return 1
        _, third = boxes(event)
        chart = _Chart(t, event, device, painter)
        for index, page in enumerate(pages):
            if index:
                device.newPage()
            paint_bands(painter, device, header, index + 1, len(pages))
            chart.page(page, third)
    finally:
        painter.end()
    return len(pages)


def write_bracket(t: Tournament, event: KnockoutEvent, path: str,
                  page: QPageSize.PageSizeId = QPageSize.PageSizeId.A4) -> int:
    """The wall chart as a landscape PDF; returns the number of pages."""
    writer = QPdfWriter(path)
    writer.setResolution(DPI)
    writer.setPageLayout(page_layout(page, landscape=True))
    writer.setCreator("Arbiter")
    return paint_bracket(t, event, writer)


def _card(painter: QPainter, box: QRectF, t: Tournament, event: KnockoutEvent | None, round_number: int,
          index: int) -> None:
    """A match's card: its players, then a row per game of the match format, colours alternating
    from the first game (the Armageddon game's White is chosen at the board: written in)."""
    assert event is not None  # a card per match: none without an event
    pairing = event.rounds[round_number - 1].pairing.matches[index]
    m = event.rounds[round_number - 1].matches[index]
    pad = mm(5)
    inner = box.adjusted(pad, pad, -pad, -pad)
    x, y, w = inner.left(), inner.top(), inner.width()
    line = mm(5.5)
    text(painter, QRectF(x, y, w * 0.7, line), t.settings.name or tr(TOURNAMENT), 10, True)
    text(painter, QRectF(x + w * 0.7, y, w * 0.3, line), tr(ROUND).format(round_number), 9,
         align=Qt.AlignmentFlag.AlignRight)
    y += line
    stage = {Stage.THIRD_PLACE: tr(THIRD_PLACE_STAGE), Stage.FINAL: tr(FINAL), Stage.DECIDER: tr(DECIDER),
             Stage.REPECHAGE: tr(REPECHAGE)}.get(pairing.stage, "")
    text(painter, QRectF(x, y, w, mm(8)), tr(MATCH).format(index + 1) + (f" · {stage}" if stage else ""),
         15, True)
    y += mm(9)
    names = {pid: _player(t, pid) for pid in (m.white, m.black)}
    for label, pid in ((tr(WHITE_FIRST), m.white), (tr(BLACK_FIRST), m.black)):
        text(painter, QRectF(x, y, mm(28), line), label, 8, True)
        text(painter, QRectF(x + mm(28), y, w - mm(28), line), names[pid], 10)
        y += line
    y += mm(1.5)
    result_w, kind_w, number_w = mm(8), mm(30), mm(6)
    side_w = (w - number_w - kind_w - 2 * result_w - mm(4)) / 2 - mm(1)
    headings = ((number_w + kind_w, tr(GAME)), (side_w, tr(WHITE)), (result_w + mm(2), ""),
                (side_w, tr(BLACK)))
    left = x
    for width, heading in headings:
        text(painter, QRectF(left, y, width, mm(4)), heading, 7, True,
             Qt.AlignmentFlag.AlignLeft if not left - x else Qt.AlignmentFlag.AlignRight)
        left += width
    y += mm(4)
    rows = [(phase.kind, phase.time_control) for phase in m.format.phases for _ in range(phase.games)]
    row_h = min(mm(6.5), (inner.bottom() - mm(12) - y) / max(len(rows), 1))
    painter.setPen(QPen(Qt.GlobalColor.black, mm(0.2)))
    for n, (kind, control) in enumerate(rows):
        played = m.games[n] if n < len(m.games) else None
        if played is not None:
            white, black = played.white, played.black
        elif kind is Kind.ARMAGEDDON:
            white = black = None
        else:
            white, black = (m.white, m.black) if n % 2 == 0 else (m.black, m.white)
        codes = RESULTS[played.result] if played is not None else ("", "")
        left = x
        text(painter, QRectF(left, y, number_w, row_h), str(n + 1), 8, True)
        left += number_w
        text(painter, QRectF(left, y, kind_w, row_h), " ".join(b for b in (_kind(kind), control) if b), 7)
        left += kind_w
        for pid, code in ((white, codes[0]), (black, codes[1])):
            text(painter, QRectF(left, y, side_w, row_h), f"{pid}" if pid is not None else "____", 9, True,
                 Qt.AlignmentFlag.AlignRight)
            left += side_w
            result_box = QRectF(left, y + mm(0.5), result_w, row_h - mm(1))
            painter.drawRect(result_box)
            text(painter, result_box, code, 9, True, Qt.AlignmentFlag.AlignCenter)
            left += result_w + mm(2)
        y += row_h
    bottom = inner.bottom() - mm(5)
    sign_w = (w - mm(8)) / 2
    for i, pid in enumerate((m.white, m.black)):
        left = x + i * (sign_w + mm(8))
        painter.drawLine(QPointF(left, bottom), QPointF(left + sign_w, bottom))
        text(painter, QRectF(left, bottom + mm(0.5), sign_w, mm(4.5)), names[pid], 7)


def _player(t: Tournament, pid: int) -> str:
    player = t.players.get(pid)
    if player is None:
        return str(pid)
    rating = t.pairing_rating(pid)
    return f"{pid}. {player.title} {player.name}".replace(".  ", ". ") + (f" ({rating})" if rating else "")


def _kind(kind: Kind) -> str:
    return {Kind.STANDARD: tr(STANDARD), Kind.RAPID: tr(RAPID), Kind.BLITZ: tr(BLITZ),
            Kind.ARMAGEDDON: tr(ARMAGEDDON)}[kind]


def paint_knockout_cards(t: Tournament, event: KnockoutEvent | None, round_number: int | None,
                         device: QPagedPaintDevice) -> int:
    """The match cards of ``round_number`` (None: the round being played), six per page on a device
    laid out with ``board_cards.card_layout``; returns pages (an empty one without an event)."""
    rounds = event.rounds if event is not None else []
    number = round_number or len(rounds)
    count = len(rounds[number - 1].matches) if rounds else 0
    return paint_cards(device, count, lambda painter, box, card: _card(painter, box, t, event, number, card - 1))


def write_knockout_cards(t: Tournament, event: KnockoutEvent, round_number: int | None, path: str,
                         page: QPageSize.PageSizeId = QPageSize.PageSizeId.A4) -> int:
    """The match cards as a PDF, six per page; returns the number of pages."""
    writer = QPdfWriter(path)
    writer.setResolution(DPI)
    writer.setPageLayout(card_layout(page))
    return paint_knockout_cards(t, event, round_number, writer)
