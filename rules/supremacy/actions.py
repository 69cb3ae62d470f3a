"""Every move of Suprématie as a pydantic model; ``kind`` tells them apart.

The legal trees (``military``, ``economy``, ``combat``, ``engine``) say when each may be made
and with which values; these models only give the moves their shape.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel


class Choose(BaseModel):
    """Set-up: take a superpower ("Le choix des Superpuissances")."""

    kind: Literal["choose"]
    power: str


class Borrow(BaseModel):
    kind: Literal["borrow"]
    billions: int


class Repay(BaseModel):
    kind: Literal["repay"]
    billions: int


class PayArrears(BaseModel):
    kind: Literal["pay_arrears"]


class Pay(BaseModel):
    """Phase 1: pay salaries and interest."""

    kind: Literal["pay"]


class Disband(BaseModel):
    """Phase 1: take off the board a force whose salary could not be paid."""

    kind: Literal["disband"]
    where: str
    unit: Literal["army", "fleet"]


class Phase(BaseModel):
    """Choose the next of phases 3 to 7 (at most three, in order)."""

    kind: Literal["phase"]
    phase: int


class Done(BaseModel):
    """End the phase being played."""

    kind: Literal["done"]


class EndTurn(BaseModel):
    kind: Literal["end_turn"]


class Sell(BaseModel):
    kind: Literal["sell"]
    resource: str
    count: int


class Buy(BaseModel):
    kind: Literal["buy"]
    resource: str
    count: int


class Offer(BaseModel):
    """A deal proposed to another player, who accepts or declines: resources sold (phase 3)
    or bought (phase 7) at a price agreed, money given or lent."""

    kind: Literal["offer"]
    to: int
    deal: Literal["sell", "buy", "money"]
    resource: str | None = None
    count: int = 0
    price: int = 0


class AcceptOffer(BaseModel):
    kind: Literal["accept_offer"]
    accept: bool


class Prospect(BaseModel):
    kind: Literal["prospect"]
    resource: str


class March(BaseModel):
    kind: Literal["march"]
    origin: str
    to: str
    count: int


class Fly(BaseModel):
    kind: Literal["fly"]
    origin: str
    to: str
    count: int


class Embark(BaseModel):
    kind: Literal["embark"]
    origin: str
    to: str
    count: int


class Disembark(BaseModel):
    kind: Literal["disembark"]
    origin: str
    to: str
    count: int


class Sail(BaseModel):
    kind: Literal["sail"]
    origin: str
    to: str
    count: int
    armies: int = 0


class Passage(BaseModel):
    """Answer to a request to pass through one's forces."""

    kind: Literal["passage"]
    accept: bool


class Build(BaseModel):
    kind: Literal["build"]
    unit: Literal["army", "fleet"]
    where: str
    count: int


class Research(BaseModel):
    kind: Literal["research"]
    weapon: Literal["bomb", "san"]


class StopResearch(BaseModel):
    kind: Literal["stop_research"]


class MakeWeapon(BaseModel):
    kind: Literal["make_weapon"]
    weapon: Literal["bomb", "san"]
    count: int


class Attack(BaseModel):
    """A conventional attack from a region on an adjacent one (step A)."""

    kind: Literal["attack"]
    origin: str
    target: str
    unit: Literal["army", "fleet"]
    count: int
    defender: int | None = None


class AirAttack(BaseModel):
    """Armies flown from a territory onto any territory held by an enemy army."""

    kind: Literal["air_attack"]
    origin: str
    target: str
    count: int


class Aim(BaseModel):
    """Strategic attack, steps A-B: a target (a territory, a territorial sea or ``space``)
    and how many bombs go to it; several aims before launching make a cloud."""

    kind: Literal["aim"]
    target: str
    bombs: int


class Launch(BaseModel):
    kind: Literal["launch"]


class CancelAim(BaseModel):
    kind: Literal["cancel_aim"]


class StarWar(BaseModel):
    """ "Guerre des étoiles": one's SAN against another player's."""

    kind: Literal["star_war"]
    target: int


class Defence(BaseModel):
    """The defender's choice at step A: defend (a set), resist (no set, one die), retreat
    (some or all forces, to ``to``; those left ``stand`` and defend or resist), surrender,
    or a nuclear riposte first (then ``riposte_target`` and ``bombs``)."""

    kind: Literal["defence"]
    choice: Literal["defend", "resist", "retreat", "surrender", "riposte"]
    to: str | None = None
    count: int | None = None
    stand: Literal["defend", "resist"] | None = None
    target: str | None = None
    bombs: int | None = None


class Occupy(BaseModel):
    """After the defender is destroyed or withdraws: how many attacking forces move in."""

    kind: Literal["occupy"]
    count: int


class Reinforce(BaseModel):
    """Step E: move forces from an adjacent region into the battle's (none: ``origin`` left
    out)."""

    kind: Literal["reinforce"]
    origin: str | None = None
    count: int = 0


class Stranded(BaseModel):
    """After a failed naval or airborne attack: attack again, withdraw to the fleets (naval
    only) or surrender."""

    kind: Literal["stranded"]
    choice: Literal["attack", "withdraw", "surrender"]


class Pass(BaseModel):
    """Decline: no counter-attack, no riposte."""

    kind: Literal["pass"]


ACTION_MODELS: tuple[type[BaseModel], ...] = (
    Choose,
    Borrow,
    Repay,
    PayArrears,
    Pay,
    Disband,
    Phase,
    Done,
    EndTurn,
    Sell,
    Buy,
    Offer,
    AcceptOffer,
    Prospect,
    March,
    Fly,
    Embark,
    Disembark,
    Sail,
    Passage,
    Build,
    Research,
    StopResearch,
    MakeWeapon,
    Attack,
    AirAttack,
    Aim,
    Launch,
    CancelAim,
    StarWar,
    Defence,
    Occupy,
    Reinforce,
    Stranded,
    Pass,
)
