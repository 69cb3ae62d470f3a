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

from pydantic import BaseModel, Field


class Reassign(BaseModel):
    """Move one agent from ``source`` (a zone or ``hq``) to ``to`` (a zone or ``hq``)."""

    kind: Literal["reassign"]
    source: str = Field(description="where the agent is now: a zone, or hq")
    to: str = Field(description="where the agent goes: a zone, or hq")


class Act(BaseModel):
    """Step 1: carry out the action of a zone where one has a majority or a tie."""

    kind: Literal["act"]
    zone: str = Field(description="the zone or region whose action you carry out")


class Option(BaseModel):
    """Use one option of the action being carried out, with its choices."""

    kind: Literal["option"]
    option: str = Field(description="the option of the zone you use")
    refresh: bool | None = Field(
        default=None, description="drill or start-ups: replace the displayed cards first"
    )
    card: str | None = Field(
        default=None, description="the oil field, start-up, consultant or crisis card chosen"
    )
    route: str | None = Field(default=None, description="transport: the route to a refinery")
    technology: str | None = Field(default=None, description="the technology chosen")
    to: str | None = Field(
        default=None, description="dispatch: the zone the agents go to; marketing: the target"
    )
    mode: str | None = Field(default=None, description="research or marketing: what you do")


class Finish(BaseModel):
    """End the action (no more options): one's agents on the zone go home."""

    kind: Literal["finish"]


class Choose(BaseModel):
    """Answer the decision a rule asks now (see the legal tree's label)."""

    kind: Literal["choose"]
    value: str = Field(description="your answer to the question asked now")


class Security(BaseModel):
    """Return a security token: swap two refinery or two risk tokens, or flip one token."""

    kind: Literal["security"]
    mode: Literal["swap", "flip"] = Field(description="swap two tokens or flip one")
    first: str = Field(description="the place of the (first) token")
    second: str | None = Field(default=None, description="swap: the place of the other token")


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
