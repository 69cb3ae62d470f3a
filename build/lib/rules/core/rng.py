"""A small deterministic random number generator whose whole state is one integer.

Every game keeps its :class:`Rng` inside its state, so a game replays exactly from its seed
and its action log, and a snapshot carries the generator with it. The generator is
SplitMix64 (Steele, Lea & Flood, 2014): tiny, fast in pure Python, and good enough for dice
and shuffles. Nothing in ``rules/`` may use the global :mod:`random` module.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from pydantic import BaseModel

T = TypeVar("T")

_MASK64 = (1 << 64) - 1


class Rng(BaseModel):
    """SplitMix64 state. ``draws`` counts numbers drawn, so a caller can tell whether a move
    used chance (the service refuses to undo across a die roll)."""

    state: int = 0
    draws: int = 0

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        return cls(state=seed & _MASK64, draws=0)

    def _next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        self.draws += 1
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``, by rejection so there is no modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self._next64()
            if x < limit:
                return x % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in ``[low, high]`` (both ends included)."""
        return low + self.below(high - low + 1)

    def die(self, sides: int = 6) -> int:
        """One roll of a die with ``sides`` faces numbered from 1."""
        return self.randint(1, sides)

    def dice(self, count: int, sides: int = 6) -> list[int]:
        """``count`` rolls of a die with ``sides`` faces."""
        return [self.die(sides) for _ in range(count)]

    def choice(self, items: Sequence[T]) -> T:
        """One element of a non-empty sequence."""
        return items[self.below(len(items))]

    def shuffle(self, items: list[T]) -> None:
        """Shuffle ``items`` in place (Fisher–Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def draw(self, bag: list[T]) -> T:
        """Remove and return one element drawn at random from ``bag`` (a bag of tokens)."""
        return bag.pop(self.below(len(bag)))
