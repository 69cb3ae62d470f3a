"""A bag of tokens drawn at random, whose contents everybody may count, for every game.

Peak Oil's bag of black, red and yellow barrels is the model: everybody knows how many of each
colour are inside, nobody knows which comes out next. A :class:`Bag` keeps a count per kind of
token; :meth:`Bag.draw` takes one out with the state's :class:`~rules.core.rng.Rng`, each
token equally likely (so a kind in proportion to its count). The whole bag is public: a game
shows it as it is.
"""

from __future__ import annotations

from collections.abc import Mapping

from pydantic import BaseModel, Field

from .rng import Rng


class Bag(BaseModel):
    """Tokens by kind (see the module docstring). Kinds are kept in sorted order, so a draw
    depends only on the counts and the generator, never on the order tokens were added."""

    counts: dict[str, int] = Field(default_factory=dict)

    @classmethod
    def of(cls, counts: Mapping[str, int]) -> Bag:
        """A bag holding ``counts`` tokens of each kind (zero counts left out)."""
        bag = cls()
        for kind, count in counts.items():
            bag.put(kind, count)
        return bag

    def __len__(self) -> int:
        return sum(self.counts.values())

    def count(self, kind: str) -> int:
        return self.counts.get(kind, 0)

    def put(self, kind: str, count: int = 1) -> None:
        """Put ``count`` tokens of ``kind`` into the bag (back after a draw, or new ones)."""
        if count < 0:
            raise ValueError("cannot put a negative number of tokens")
        if count:
            self.counts[kind] = self.count(kind) + count
            self.counts = dict(sorted(self.counts.items()))

    def remove(self, kind: str, count: int = 1) -> None:
        """Take ``count`` tokens of ``kind`` out on purpose (not at random)."""
        if not 0 <= count <= self.count(kind):
            raise ValueError(f"the bag holds {self.count(kind)} {kind}, not {count}")
        left = self.count(kind) - count
        if left:
            self.counts[kind] = left
        else:
            self.counts.pop(kind, None)

    def draw(self, rng: Rng) -> str | None:
        """One token drawn at random and taken out; ``None`` from an empty bag."""
        total = len(self)
        if total == 0:
            return None
        index = rng.below(total)
        for kind, count in sorted(self.counts.items()):
            if index < count:
                self.remove(kind)
                return kind
            index -= count
        raise AssertionError("unreachable: the index is below the total")
