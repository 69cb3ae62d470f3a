"""Every move of Suprématie as a pydantic model; ``kind`` tells them apart.

Each is the model of a family of the flow (``procedures.py``): its legal tree (in the module
of its rules: ``turn``, ``economy``, ``trade``, ``military``, ``combat``, ``simultaneous``)
says when it may be made and with which values, and its play is typed by it; these models
only give the moves their shape.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel


class Choose(BaseModel):
    """Set-up: take a superpower ("Le choix des Superpuissances")."""

    kind: Literal["choose"]
    power: str


class Loan(BaseModel):
    """The bank: borrow whole billions, repay them (phase 1 only), or pay interest in
    arrears."""

    kind: Literal["loan"]
    op: Literal["borrow", "repay", "arrears"]
    billions: int = 0


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
    #: Simultaneous play, phase 7: what the player announces.
    mode: Literal["buy", "prospect"] | None = None


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
    or bought (phase 7) at a price agreed, money given or lent; with the optional rules, a
    company (``item``: its card) or arms (``item``: army, fleet, bomb or SAN, delivered from
    ``origin`` to ``where``)."""

    kind: Literal["offer"]
    to: int
    deal: Literal["sell", "buy", "money", "company", "arms"]
    resource: str | None = None
    count: int = 0
    price: int = 0
    item: str | None = None
    origin: str | None = None
    where: str | None = None


class Company(BaseModel):
    """Optional rule: close one of one's companies (no salary, no production) or reopen it."""

    kind: Literal["company"]
    op: Literal["close", "reopen"]
    card: str


class Prospect(BaseModel):
    kind: Literal["prospect"]
    resource: str


class Answer(BaseModel):
    """Yes or no to what another player asks: a deal offered, passage through one's forces."""

    kind: Literal["answer"]
    accept: bool


class Move(BaseModel):
    """Phase 5: march armies by land, fly them, embark them in a port onto one's fleets, land
    them from the fleets, or sail fleets (with ``armies`` aboard)."""

    kind: Literal["move"]
    how: Literal["march", "fly", "embark", "land", "sail"]
    origin: str
    to: str
    count: int
    armies: int = 0


class Build(BaseModel):
    kind: Literal["build"]
    unit: Literal["army", "fleet"]
    where: str
    count: int


class Research(BaseModel):
    """Research a bomb or SAN prototype, one card turned at a time, or stop."""

    kind: Literal["research"]
    weapon: Literal["bomb", "san", "stop"]


class MakeWeapon(BaseModel):
    kind: Literal["make_weapon"]
    weapon: Literal["bomb", "san"]
    count: int


class Attack(BaseModel):
    """Attack. Step A: armies or fleets from a region on an adjacent one,
    or armies flown from a territory onto any territory an enemy army holds."""

    kind: Literal["attack"]
    origin: str
    target: str
    unit: Literal["army", "fleet", "airborne"]
    count: int
    defender: int | None = None


class Nuke(BaseModel):
    """Strategic attack: aim bombs at a target (a territory, a territorial sea or ``space``;
    several aims make a cloud), launch them, or stand them down."""

    kind: Literal["nuke"]
    step: Literal["aim", "launch", "cancel"]
    target: str | None = None
    bombs: int = 0


class StarWar(BaseModel):
    """Star wars. One's SAN against another player's ("Guerre des étoiles")."""

    kind: Literal["star_war"]
    target: int


class Defence(BaseModel):
    """Your defence. The defender's choice at step A: defend (a set), resist (no set, one die), retreat
    (some or all forces, to ``to``; those left ``stand`` and defend, if a set is left once the
    retreat is paid, or resist), surrender,
    or a nuclear riposte first (then ``riposte_target`` and ``bombs``)."""

    kind: Literal["defence"]
    choice: Literal["defend", "resist", "retreat", "surrender", "riposte"]
    to: str | None = None
    count: int | None = None
    stand: Literal["defend", "resist"] | None = None
    target: str | None = None
    bombs: int | None = None


class Occupy(BaseModel):
    """Move in. After the defender is destroyed or withdraws: how many attacking forces."""

    kind: Literal["occupy"]
    count: int


class Reinforce(BaseModel):
    """Reinforce. Step E: forces from an adjacent region into the battle's (none:
    ``origin`` left out)."""

    kind: Literal["reinforce"]
    origin: str | None = None
    count: int = 0


class Stranded(BaseModel):
    """Stranded forces. After a failed naval or airborne attack: attack again, withdraw to
    the fleets (naval only) or surrender."""

    kind: Literal["stranded"]
    choice: Literal["attack", "withdraw", "surrender"]


class Pass(BaseModel):
    """Decline. No counter-attack, no riposte."""

    kind: Literal["pass"]


ACTION_MODELS: tuple[type[BaseModel], ...] = (
    Choose,
    Loan,
    Pay,
    Disband,
    Phase,
    Done,
    EndTurn,
    Sell,
    Buy,
    Offer,
    Company,
    Prospect,
    Move,
    Answer,
    Build,
    Research,
    MakeWeapon,
    Attack,
    Nuke,
    StarWar,
    Defence,
    Occupy,
    Reinforce,
    Stranded,
    Pass,
)
