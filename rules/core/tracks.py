"""Tracks: a row of numbered steps with markers on them, and what each step is worth.

One More Barrel's pacifism, influence and media tracks run from 0 to 15 and a marker stops at
both ends; its oil price track is 16 steps each worth a price, its tender track 11 steps each
worth money; pacifism costs money by bands of steps. Suprématie's market price track, Fitna's
tension and turn tracks and Peak Oil's technology track are the same thing. A :class:`Track`
is the data (range, the worth of each step, named thresholds); :class:`SeatMarkers` is one
marker per seat on a track, kept in the state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from pydantic import BaseModel

W = TypeVar("W")


def clamp(value: int, low: int, high: int) -> int:
    """``value`` kept between ``low`` and ``high`` (a marker stops at both ends)."""
    return max(low, min(high, value))


@dataclass(frozen=True)
class Track(Generic[W]):
    """Steps ``minimum`` to ``maximum``; a marker moved past an end stops there.

    ``worth``, if given, holds what each step is worth, from ``minimum`` up (a price, money, a
    penalty); ``thresholds`` names the steps where something happens when a marker reaches
    them (``{5: "high tension"}``).
    """

    name: str
    maximum: int
    minimum: int = 0
    worth: tuple[W, ...] = ()
    thresholds: Mapping[int, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.maximum < self.minimum:
            raise ValueError(f"track {self.name}: maximum below minimum")
        if self.worth and len(self.worth) != self.maximum - self.minimum + 1:
            raise ValueError(f"track {self.name}: one worth per step is needed")

    @classmethod
    def of_values(
        cls, name: str, worth: Sequence[W], thresholds: Mapping[int, str] | None = None
    ) -> Track[W]:
        """A track whose steps 0, 1, ... are worth ``worth`` in turn (One More Barrel's oil
        price track: ``Track.of_values("oil price", OIL_PRICE_TRACK_CENTS)``)."""
        return cls(
            name, maximum=len(worth) - 1, worth=tuple(worth), thresholds=dict(thresholds or {})
        )

    @property
    def steps(self) -> range:
        return range(self.minimum, self.maximum + 1)

    def clamp(self, step: int) -> int:
        """``step`` kept on the track."""
        return clamp(step, self.minimum, self.maximum)

    def move(self, step: int, by: int) -> int:
        """The step a marker on ``step`` reaches when moved by ``by`` (stopping at the ends)."""
        return self.clamp(step + by)

    def value(self, step: int) -> W:
        """What ``step`` is worth (a step off the track reads as the nearest end)."""
        if not self.worth:
            raise ValueError(f"track {self.name} has no worth per step")
        return self.worth[self.clamp(step) - self.minimum]

    def crossed(self, before: int, after: int) -> list[int]:
        """The threshold steps reached by moving from ``before`` to ``after`` (upwards or
        downwards, ``before`` excluded, ``after`` included), in the order they are met."""
        if after > before:
            return [s for s in sorted(self.thresholds) if before < s <= after]
        return [s for s in sorted(self.thresholds, reverse=True) if after <= s < before]


class SeatMarkers(BaseModel):
    """One marker per seat on a track (a score, pacifism): the steps, by seat."""

    steps: list[int]

    @classmethod
    def start(cls, seats: int, step: int = 0) -> SeatMarkers:
        return cls(steps=[step] * seats)

    def move(self, seat: int, by: int, track: Track[object]) -> list[int]:
        """Move ``seat``'s marker by ``by`` along ``track`` (stopping at the ends); the
        thresholds it reached (see :meth:`Track.crossed`)."""
        before = self.steps[seat]
        self.steps[seat] = track.move(before, by)
        return track.crossed(before, self.steps[seat])

    def leaders(self) -> list[int]:
        """The seats furthest along, in seat order."""
        top = max(self.steps)
        return [seat for seat, step in enumerate(self.steps) if step == top]

    def at(self, step: int) -> list[int]:
        """The seats whose marker is on ``step``."""
        return [seat for seat, here in enumerate(self.steps) if here == step]
