"""Rule 33: "Créez vous-même votre propre scénario !" — the players pick the forces, the cards
and the victory conditions; the game option ``custom`` carries such a scenario as data, checked
in plain words before the game starts.

Book 33.0: "il vous suffit de sélectionner les cartes et pions de votre choix ... choisir vos
acteurs et faire votre marché ... définir des conditions cohérentes de victoire". A custom
scenario is scenario number 0: no coup, Lebanon-war or other scenario-numbered card facts apply
(cards 41, 67 and 68 are not playable in it), the US do not intervene, Daesh and the Kurds not
placed start in their pools.
"""

from __future__ import annotations

import json

from pydantic import BaseModel, ConfigDict, Field

from rules.core import IllegalAction, WrongPlayerCount

from .data import cards as fcards
from .data import map as fmap
from .data import scenarios as sdata
from .data import units as udata

#: Groups moved by cards, never a seat's (25.0, 26.0).
CARD_DRIVEN = frozenset({"DAESH", "KDP", "PYD", "PKK"})


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class CustomSeat(_Strict):
    id: str = Field(min_length=1, max_length=16)
    name: str = Field(min_length=1, max_length=80)
    controls: list[str] = Field(min_length=1)
    home: list[str] = Field(default_factory=list)
    jokers: int = Field(default=1, ge=0, le=2)
    special_jokers: list[str] = Field(default_factory=list)


class CustomCondition(_Strict):
    """Hold every box of ``boxes`` (``count`` 0), or at least ``count`` of them."""

    text: str = Field(min_length=1, max_length=120)
    boxes: list[str] = Field(min_length=1)
    count: int = Field(default=0, ge=0)


class CustomScenario(_Strict):
    title: str = Field(min_length=1, max_length=80)
    turns: int = Field(default=6, ge=1, le=12)
    seats: list[CustomSeat] = Field(min_length=2, max_length=6)
    #: Seat ids in the order of play (empty: the seats' order).
    initiative: list[str] = Field(default_factory=list)
    #: The tension rule's starting level, or ``None``: not used.
    tension: int | None = Field(default=None, ge=0, le=10)
    removed_cards: list[int] = Field(default_factory=list)
    setup: dict[str, list[str]]
    control: dict[str, str] = Field(default_factory=dict)
    batches: dict[str, list[list[str]]] = Field(default_factory=dict)
    play_area: list[str] = Field(min_length=1)
    victory: dict[str, list[CustomCondition]]
    #: Conditions needed for a minor, a major and a decisive victory.
    levels: tuple[int, int, int] = (2, 3, 4)


def build(spec: CustomScenario) -> sdata.Scenario:
    """The scenario as the engine plays it (number 0); :func:`check` first."""
    placed = {u for found in spec.setup.values() for u in found}
    placed |= {u for batches in spec.batches.values() for b in batches for u in b}
    pools: dict[str, tuple[str, ...]] = {seat.id: () for seat in spec.seats}
    for group in sorted(CARD_DRIVEN):
        left = tuple(u for u in udata.of_nation(group) if u not in placed)
        if left:
            pools[group] = left
    minor, major, decisive = spec.levels
    return sdata.Scenario(
        number=0,
        title_fr=spec.title,
        title_en=spec.title,
        players=len(spec.seats),
        turns=spec.turns,
        start="custom (rule 33)",
        seats=tuple(
            sdata.Seat(
                s.id,
                s.name,
                controls=tuple(s.controls),
                home=tuple(s.home),
                jokers=s.jokers,
                special_jokers=tuple(s.special_jokers),
            )
            for s in spec.seats
        ),  # fmt: skip
        initiative=tuple(spec.initiative or [s.id for s in spec.seats]),
        tension=spec.tension,
        removed_cards=tuple(sorted(set(spec.removed_cards))),
        free_ops_turn1={},
        setup={box: tuple(found) for box, found in spec.setup.items() if found},
        control=dict(spec.control),
        pools=pools,
        batches={side: tuple(tuple(b) for b in found) for side, found in spec.batches.items()},
        play_area=tuple(spec.play_area),
        rules=(sdata.Rule("custom", "A scenario of the players' own making (rule 33)."),),
        victory={
            side: sdata.Victory(
                tuple(
                    sdata.Condition(
                        f"{side}_{i}",
                        c.text,
                        "hold_any" if c.count else "hold",
                        tuple(c.boxes),
                        count=c.count,
                    )
                    for i, c in enumerate(found, start=1)
                ),
                levels=(("minor", minor), ("major", major), ("decisive", decisive)),
            )
            for side, found in spec.victory.items()
        },  # fmt: skip
        sources=("rule 33: the players' own scenario",),
    )


def check(spec: CustomScenario, players: int) -> None:
    """Everything a custom scenario must be, in plain words (IllegalAction otherwise)."""
    ids = [s.id for s in spec.seats]
    if len(ids) != players:
        raise WrongPlayerCount("refusal.custom_seats", seats=len(ids), players=players)
    if len(set(ids)) != len(ids):
        raise IllegalAction("refusal.custom_seat_ids")
    if set(ids) & CARD_DRIVEN:
        raise IllegalAction("refusal.custom_card_driven")
    held: dict[str, str] = {}
    for seat in spec.seats:
        for nation in seat.controls:
            if nation not in udata.NATIONS or nation in CARD_DRIVEN:
                raise IllegalAction("refusal.custom_no_nation", seat=seat.id, nation=nation)
            if nation in held:
                raise IllegalAction(
                    "refusal.custom_held_twice", nation=nation, first=held[nation], second=seat.id
                )
            held[nation] = seat.id
        for country in seat.home:
            if not fmap.boxes_in(country):
                raise IllegalAction("refusal.custom_no_home", seat=seat.id, country=country)
        for joker in seat.special_jokers:
            if joker not in fcards.SPECIAL_JOKERS:
                raise IllegalAction("refusal.custom_no_joker", seat=seat.id, joker=joker)
    if spec.initiative and sorted(spec.initiative) != sorted(ids):
        raise IllegalAction("refusal.custom_initiative")
    for number in spec.removed_cards:
        if number not in fcards.CARDS:
            raise IllegalAction("refusal.custom_no_card", number=number)
    for country in spec.play_area:
        if not fmap.boxes_in(country):
            raise IllegalAction("refusal.custom_no_country", country=country)
    seen: set[str] = set()
    for box, found in spec.setup.items():
        if box not in fmap.BOXES:
            raise IllegalAction("refusal.custom_no_box", box=box)
        if fmap.BOXES[box].country not in spec.play_area:
            raise IllegalAction("refusal.custom_outside", box=box)
        _units(found, seen, held, box)
    for side, batches in spec.batches.items():
        if side not in ids:
            raise IllegalAction("refusal.custom_batches", seat=side)
        for batch in batches:
            _units(batch, seen, held, None)
            if any(held.get(udata.UNITS[u].nation) != side for u in batch):
                raise IllegalAction("refusal.custom_batch_units", seat=side)
    for box, side in spec.control.items():
        if box not in fmap.BOXES or side not in ids:
            raise IllegalAction("refusal.custom_control", box=box, seat=side)
    if sorted(spec.victory) != sorted(ids):
        raise IllegalAction("refusal.custom_victory_seats")
    for side, conditions in spec.victory.items():
        if not conditions:
            raise IllegalAction("refusal.custom_no_victory", seat=side)
        for condition in conditions:
            unknown = [b for b in condition.boxes if b not in fmap.BOXES]
            if unknown:
                raise IllegalAction(
                    "refusal.custom_condition_box", condition=condition.text, box=unknown[0]
                )
            if condition.count > len(condition.boxes):
                raise IllegalAction("refusal.custom_condition_count", condition=condition.text)
    if not 1 <= spec.levels[0] <= spec.levels[1] <= spec.levels[2]:
        raise IllegalAction("refusal.custom_levels")


def _units(found: list[str], seen: set[str], held: dict[str, str], box: str | None) -> None:
    for uid in found:
        if uid not in udata.UNITS:
            raise IllegalAction("refusal.custom_no_counter", unit=uid)
        if uid in seen:
            raise IllegalAction("refusal.custom_placed_twice", unit=uid)
        seen.add(uid)
        nation = udata.UNITS[uid].nation
        if nation not in held and nation not in CARD_DRIVEN:
            raise IllegalAction("refusal.custom_uncontrolled", unit=uid, nation=nation)
    if box is not None and len(found) > 4:
        raise IllegalAction("refusal.custom_crowded", box=box)


_BUILT: dict[str, sdata.Scenario] = {}


def scenario_of(spec: CustomScenario) -> sdata.Scenario:
    """The built scenario of a spec (built once)."""
    key = json.dumps(spec.model_dump(), sort_keys=True)
    found = _BUILT.get(key)
    if found is None:
        found = _BUILT[key] = build(spec)
    return found
