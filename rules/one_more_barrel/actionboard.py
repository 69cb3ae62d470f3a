"""The action board: its boxes and the columns in use by player count (the two action rounds
that fill it are ``rounds``).

Book: "NOMBRE DE JOUEURS 3 : utilisez les 2 premières colonnes. 4 : utilisez les 3 premières
colonnes. 5 : utilisez toutes les colonnes." The board has four columns; each row holds one box
per column where the book gives a value for it:

* Media: +3, +2, +1, +1 points (book: "jusqu'à 3 points (première case), 2 points (deuxième
  case) ou 1 point (troisième et quatrième cases)").
* Purchases and moves: 10 purchases / 3 moves, 5 / 2, 3 / 1 (book: "10, 5 ou 3 éléments",
  "3, 2 ou 1 mouvements") — three boxes, columns 1 to 3.
* Developments: triple, double, single (book) — three boxes, columns 1 to 3.
* Cash: 2 $ (book). authored: one box per column, like Media and Turn order, the two rows whose
  four boxes the book names; the book prints one value only.
* Turn order: first, second, third, fourth place next turn (book: "Il en va de même pour les
  autres cases relatives au deuxième, au troisième et au quatrième joueur").
* New tax and Oil production: unlimited boxes, outside the columns (book: "Deux actions ont la
  particularité de pouvoir être choisies un nombre illimité de fois").
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Literal

from rules.core.text import plural

from .data.tables import (
    CASH_GAIN,
    DEVELOPMENT_BOXES,
    MEDIA_BOX_GAINS,
    NEW_TAX_GAIN,
    PURCHASE_MOVE_BOXES,
    action_columns,
)

BoxRow = Literal["media", "purchase", "develop", "cash", "order", "new_tax", "oil_production"]

NEW_TAX = "new_tax"
OIL_PRODUCTION = "oil_production"


@dataclass(frozen=True)
class Box:
    """One box of the action board.

    ``column`` is 1–4 (0 for the unlimited boxes). ``points``: media points (media), the
    purchases (purchase), developments (develop), dollars (cash) or next turn's place (order).
    ``moves``: the moves of a purchase box.
    """

    id: str
    row: BoxRow
    column: int
    points: int
    moves: int = 0
    label: str = ""

    @property
    def unlimited(self) -> bool:
        """Any number of players may put a pawn here."""
        return self.column == 0


def _row(row: BoxRow, values: tuple[int, ...], name: str, moves: tuple[int, ...] = ()) -> list[Box]:
    """One box per value; its English ``name`` (the catalogue's ``boxes`` table, issue 28: a
    name, not a label written in place) may use ``{value}``, ``{buys}`` and ``{moves}`` (the
    last two counted in words: ``3 purchases, 1 move``)."""
    boxes = []
    for index, value in enumerate(values):
        move = moves[index] if moves else 0
        text = name.format(value=value, buys=plural(value, "purchase"), moves=plural(move, "move"))
        boxes.append(Box(f"{row}_{index + 1}", row, index + 1, value, move, text))
    return boxes


#: Every box, in board order.
BOXES: dict[str, Box] = {
    box.id: box
    for box in (
        *_row("media", MEDIA_BOX_GAINS, "Media control (up to +{value})"),
        *_row(
            "purchase",
            tuple(buys for buys, _ in PURCHASE_MOVE_BOXES),
            "Purchases and moves ({buys}, {moves})",
            tuple(moves for _, moves in PURCHASE_MOVE_BOXES),
        ),
        *_row("develop", DEVELOPMENT_BOXES, "Developments (x{value})"),
        *_row("cash", (CASH_GAIN,) * 4, "Cash ({value} $)"),
        *_row("order", (1, 2, 3, 4), "Turn order (place {value} next turn)"),
        Box(NEW_TAX, "new_tax", 0, NEW_TAX_GAIN, 0, "New tax (5 $, +1 pacifism) / speech"),
        Box(OIL_PRODUCTION, "oil_production", 0, 0, 0, "Oil production"),
    )
}


def columns_in_use(players: int) -> list[int]:
    """The board columns in use: 2 with 3 players, 3 with 4, all four with 5 (book)."""
    return list(range(1, action_columns(players) + 1))


@cache
def boxes_in_use(players: int) -> list[Box]:
    """The boxes playable with ``players`` players, in board order (one list per count, kept:
    read it, never change it)."""
    columns = set(columns_in_use(players))
    return [box for box in BOXES.values() if box.unlimited or box.column in columns]
