"""Combat results tables: a column chosen from the forces, shifted, then read with a die.

Wargames resolve a fight by reading a printed table: the column comes from the odds or the
difference of the forces (Fitna: attack minus defence, "+18 or more"; One More Barrel: the
force ratio from 4:1 down to 1:4), terrain and support cards shift it a number of columns
(stopping at the table's edges), and a die picks the row. A :class:`ResultsTable` is that
table as data; what its results mean (losses, retreats, "EX*") stays in the game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

C = TypeVar("C")
R = TypeVar("R")


@dataclass(frozen=True)
class ResultsTable(Generic[C, R]):
    """``rows[column]`` holds one result per die face from ``low`` up; ``columns`` lists the
    columns left to right (shifts move along this order)."""

    columns: tuple[C, ...]
    rows: Mapping[C, tuple[R, ...]] = field(repr=False)
    low: int = 1

    def __post_init__(self) -> None:
        if set(self.columns) != set(self.rows):
            raise ValueError("every column needs a row of results, and only those")
        if len({len(results) for results in self.rows.values()}) != 1:
            raise ValueError("every column needs one result per die face")

    @property
    def high(self) -> int:
        """The highest die face the table reads."""
        return self.low + len(self.rows[self.columns[0]]) - 1

    def read(self, column: C, face: int) -> R:
        """The result in ``column`` for die ``face`` (``ValueError`` for a face off the
        table; ``KeyError`` for an unknown column)."""
        if not self.low <= face <= self.high:
            raise ValueError(f"A die shows {self.low} to {self.high}, not {face}.")
        return self.rows[column][face - self.low]

    def shift(self, column: C, by: int) -> C:
        """The column ``by`` columns to the right (left when negative), stopping at the
        table's first and last columns."""
        index = self.columns.index(column) + by
        return self.columns[max(0, min(len(self.columns) - 1, index))]

    def resolve(self, column: C, shifts: int, face: int) -> R:
        """Shift ``column`` by the net ``shifts``, then read it with ``face``."""
        return self.read(self.shift(column, shifts), face)


def column_at_least(value: int, thresholds: Sequence[tuple[int, C]]) -> C:
    """The column of the highest threshold ``value`` reaches, from ``(lowest value, column)``
    pairs in increasing order; a value under the first threshold gets the first column
    (Fitna: a difference of +15 falls in the "+14 to +17" column)."""
    chosen = thresholds[0][1]
    for least, column in thresholds:
        if value >= least:
            chosen = column
    return chosen
