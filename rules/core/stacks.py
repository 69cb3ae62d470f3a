"""Hidden values on public pieces: a stack whose owner and size everybody sees, whose units
only some seats know.

Fitna's stacks show their owner and how many counters they hold, never which (a player learns
a stack's units by attacking it); Daesh counters are hidden even from the player who moves
them; a Suprématie prospect shows its resource and hides its territory. A
:class:`HiddenStack` holds such a piece: ``units`` (ids into the game's data) seen only by the
seats in ``known_to``, and a public ``face`` the game may use for what everybody sees of it.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel, Field

from .rng import Rng
from .secrets import Path, Secret


class StackPublic(BaseModel):
    """What everybody sees of a hidden stack."""

    owner: int | None
    size: int
    face: str = ""


class StackSeen(BaseModel):
    """A hidden stack as a seat that knows its units sees it."""

    owner: int | None
    units: list[str]
    face: str = ""


class HiddenStack(Secret):
    """A public piece with private units (see the module docstring)."""

    owner: int | None = None
    units: list[str] = Field(default_factory=list)
    #: The seats that see the units (usually the owner; none for Daesh's counters).
    known_to: list[int] = Field(default_factory=list)
    #: What everybody sees on the piece besides its size (a resource, a nationality).
    face: str = ""

    @classmethod
    def owned(cls, owner: int, units: Sequence[str] = (), face: str = "") -> HiddenStack:
        """A stack of ``owner``'s that only ``owner`` sees into."""
        return cls(owner=owner, units=list(units), known_to=[owner], face=face)

    @property
    def size(self) -> int:
        return len(self.units)

    def add(self, unit: str) -> None:
        self.units.append(unit)

    def remove(self, unit: str) -> None:
        """Take ``unit`` off the stack (``ValueError`` if it is not there: a rules bug)."""
        self.units.remove(unit)

    def reveal_to(self, seat: int) -> None:
        """``seat`` learns the units (it attacked the stack, a card showed it)."""
        if seat not in self.known_to:
            self.known_to.append(seat)

    def seen_by(self, seat: int | None) -> list[str] | None:
        """The units as ``seat`` sees them: the list if it knows them, else ``None``."""
        return list(self.units) if seat is not None and seat in self.known_to else None

    def public(self) -> StackPublic:
        return StackPublic(owner=self.owner, size=self.size, face=self.face)

    def private(self, seat: int) -> StackSeen | None:
        if seat not in self.known_to:
            return None
        return StackSeen(owner=self.owner, units=list(self.units), face=self.face)

    @classmethod
    def state_twins(
        cls, found: Sequence[tuple[Path, Secret]], rng: Rng
    ) -> list[tuple[Path, Secret, frozenset[int]]]:
        return [(path, twin, seats) for path, twin, seats in stack_twins(found, rng)]


def stack_twins(
    found: Sequence[tuple[Path, Secret]], rng: Rng
) -> list[tuple[Path, HiddenStack, frozenset[int]]]:
    """For each hidden stack, a twin with the same public part (owner, size, face) and one
    unit replaced by a different unit id found in some stack of the same state (so the twin
    is still made of the game's own units): only the stack's knowers may see the
    difference."""
    stacks = [(path, s) for path, s in found if isinstance(s, HiddenStack)]
    pool = sorted({unit for _, stack in stacks for unit in stack.units})
    twins = []
    for path, stack in stacks:
        swaps = [
            (i, other) for i, unit in enumerate(stack.units) for other in pool if other != unit
        ]
        if not swaps:
            continue
        index, other = rng.choice(swaps)
        units = list(stack.units)
        units[index] = other
        twin = stack.model_copy(update={"units": units}, deep=True)
        twins.append((path, twin, frozenset(stack.known_to)))
    return twins
