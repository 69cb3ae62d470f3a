"""Every move a Peak Oil player can send, one pydantic model per ``kind``.

The legal tree (``engine.PeakOil.legal_actions``) asks the parameters of each kind step by
step; an action is accepted only along a path of that tree, so a parameter a path does not
ask is refused. The turn's moves are ``reassign`` (steps 1-3), ``act`` (step 1), ``pass``
(decline step 3 or the Peak Oil reassignment) and ``counter_home`` (Brutal); inside an action
``option`` and ``finish``; ``security`` at any moment of one's own turn; ``choose`` answers a
decision a rule asks in the middle of an action (a black-market space, draw again, a
"barrel?" take, which agent goes on a crisis card ...).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel


class Reassign(BaseModel):
    """Move one agent from ``source`` (a zone or ``hq``) to ``to`` (a zone or ``hq``)."""

    kind: Literal["reassign"]
    source: str
    to: str


class Act(BaseModel):
    """Step 1: carry out the action of a zone where one has a majority or a tie."""

    kind: Literal["act"]
    zone: str


class Option(BaseModel):
    """Use one option of the action being carried out, with its choices."""

    kind: Literal["option"]
    option: str
    #: Drill, Start-Ups: replace the display first.
    refresh: bool | None = None
    #: A card: an oil field, a start-up, a consultant, a crisis card to whitewash.
    card: str | None = None
    #: Transport: the route, ``refinery:zone+zone``.
    route: str | None = None
    #: Technologies, Marketing: a technology.
    technology: str | None = None
    #: Dispatch: the destination zone. Marketing (move): the destination technology.
    to: str | None = None
    #: Research: ``fields``, ``start_ups`` or ``both``. Marketing: ``place`` or ``move``.
    mode: str | None = None


class Finish(BaseModel):
    """End the action (no more options): one's agents on the zone go home."""

    kind: Literal["finish"]


class Choose(BaseModel):
    """Answer the decision a rule asks now (see the legal tree's label)."""

    kind: Literal["choose"]
    value: str


class Security(BaseModel):
    """Return a security token: swap two refinery or two risk tokens, or flip one token."""

    kind: Literal["security"]
    mode: Literal["swap", "flip"]
    first: str
    second: str | None = None


class Pass(BaseModel):
    """Decline: step 3's paid reassignment, or the reassignment after Peak Oil."""

    kind: Literal["pass"]


class CounterHome(BaseModel):
    """Brutal: at the start of one's turn, all one's agents come home from the counter."""

    kind: Literal["counter_home"]


ACTION_MODELS: tuple[type[BaseModel], ...] = (
    Reassign,
    Act,
    Option,
    Finish,
    Choose,
    Security,
    Pass,
    CounterHome,
)
