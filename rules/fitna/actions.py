"""Every move a Fitna player can send, one pydantic model per ``kind``.

The legal tree asks the parameters of each kind step by step; an action is accepted only
along a path of that tree. The phase's moves are ``pick`` (the opening hand, 7.0),
``event``, ``exchange``, ``leave`` (the Events segment), ``plan`` (12.1 step 3), ``move``,
``attack``, ``done`` (end a segment or an activation) and ``draw`` (12.1 step 7); ``joker``
and ``special`` at any moment (9.0, 10.0); the answers to questions asked out of turn are
``bid`` (7.1), ``support``, ``choose`` and ``pass``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel


class Draw(BaseModel):
    """Take the top card of one pile (a card adjustment, 12.1 step 7)."""

    kind: Literal["draw"]
    pile: Literal["support", "event"]


class Pick(BaseModel):
    """Choose a card of either pile at set-up (7.0). The book: "choisir 4 cartes à sa guise
    (au total) dans les deux piles"."""

    kind: Literal["pick"]
    pile: Literal["support", "event"]
    card: int


class PlayEvent(BaseModel):
    kind: Literal["event"]
    card: int


class Joker(BaseModel):
    kind: Literal["joker"]


class Bid(BaseModel):
    """Optional rule 7.1: the cards (none, one or two) committed for this turn's operation
    points; the highest total plays first."""

    kind: Literal["bid"]
    card: int = 0
    second: int = 0


class PlaySpecial(BaseModel):
    """Play a special joker (10.0): its strikes cannot be countered."""

    kind: Literal["special"]
    joker: str


class Done(BaseModel):
    """End the segment (or the activation, or stop playing support cards)."""

    kind: Literal["done"]


class Plan(BaseModel):
    """Spend 1-2 cards for OP (or the strategic depots, ``card`` 0) and split them (16.0)."""

    kind: Literal["plan"]
    card: int
    second: int = 0
    movement: int = 0


class Move(BaseModel):
    """Move one unit: ``ground`` (17.1), ``airmobile`` or ``assault`` (17.2), ``strategic``
    (17.3), ``baghdadi`` (Al Baghdadi, 25.2), ``kurd`` (26.2)."""

    kind: Literal["move"]
    unit: str
    mode: str
    to: str


class Attack(BaseModel):
    """Launch an offensive from ``origin`` on ``target`` with ``units`` (ids joined by +)."""

    kind: Literal["attack"]
    origin: str
    target: str
    units: str


class Support(BaseModel):
    kind: Literal["support"]
    card: int


class Pass(BaseModel):
    kind: Literal["pass"]
    never: bool = False


class Exchange(BaseModel):
    """Offer ``card`` to ``partner`` for one of theirs (29.0)."""

    kind: Literal["exchange"]
    card: int
    partner: int


class AskLeave(BaseModel):
    """Ask the Iranian player's leave to use the Hezbollah units stacked with yours (20.0).

    20.0: the Syrian player moves or engages the Hezbollah units stacked with Syrian units
    this phase only with the Iranian player's leave."""

    kind: Literal["leave"]


class Choose(BaseModel):
    kind: Literal["choose"]
    value: str


ACTIONS: tuple[type[BaseModel], ...] = (
    Draw,
    Pick,
    PlayEvent,
    Joker,
    Bid,
    PlaySpecial,
    Done,
    Plan,
    Move,
    Attack,
    Support,
    Pass,
    Choose,
    Exchange,
    AskLeave,
)
