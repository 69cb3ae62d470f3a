"""Dice read on a table, and turn order by dice, for every game.

Rulebooks often read a die through bands: One More Barrel's reinforcement die gives +3 on a
6, +2 on 4–5, +1 on 2–3 and nothing on a 1; its price die moves the oil price 0, −1, −1, −2,
−2 or −3 steps. A :class:`DieTable` holds such a reading, one result per face, and refuses a
face the die does not have. :func:`roll_turn_order` is the common "everybody rolls, highest
first, ties roll again" rule. Every roll comes from the state's :class:`~rules.core.rng.Rng`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from .rng import Rng

R = TypeVar("R")


@dataclass(frozen=True)
class DieTable(Generic[R]):
    """What each face of a die gives: ``results[0]`` for the lowest face ``low``, and so on."""

    results: tuple[R, ...]
    low: int = 1

    @classmethod
    def from_bands(cls, bands: Mapping[tuple[int, int], R]) -> DieTable[R]:
        """A table from bands of faces, ``{(first face, last face): result}``, which must
        cover consecutive faces without gaps or overlaps (``{(1, 1): 0, (2, 3): 1, ...}``)."""
        ordered = sorted(bands.items())
        low = ordered[0][0][0]
        results: list[R] = []
        for (first, last), result in ordered:
            if first != low + len(results) or last < first:
                raise ValueError(f"die bands must follow each other: {first}-{last}")
            results += [result] * (last - first + 1)
        return cls(tuple(results), low)

    @property
    def high(self) -> int:
        """The highest face."""
        return self.low + len(self.results) - 1

    def read(self, face: int) -> R:
        """The result of ``face`` (``ValueError`` for a face the die does not have)."""
        if not self.low <= face <= self.high:
            raise ValueError(f"A die shows {self.low} to {self.high}, not {face}.")
        return self.results[face - self.low]

    def roll(self, rng: Rng) -> tuple[int, R]:
        """Roll the die (faces ``low`` to ``high``): the face and its result."""
        face = rng.randint(self.low, self.high)
        return face, self.read(face)


def roll_turn_order(
    rng: Rng, seats: Sequence[int], dice: dict[int, list[int]], sides: int = 6
) -> list[int]:
    """Turn order by dice, highest first; tied seats roll again among themselves (as often as
    they tie). Every roll is added to ``dice`` (seat -> its rolls, in order), so the game can
    show them."""
    if len(seats) == 1:
        return list(seats)
    rolls = {seat: rng.die(sides) for seat in seats}
    for seat, roll in rolls.items():
        dice.setdefault(seat, []).append(roll)
    order: list[int] = []
    for value in sorted(set(rolls.values()), reverse=True):
        tied = [seat for seat in seats if rolls[seat] == value]
        order.extend(roll_turn_order(rng, tied, dice, sides) if len(tied) > 1 else tied)
    return order
