"""PR crises (book "Crises de RP"), the crisis cards' effects, and the Brutal counter.

Normal rules, for each red or yellow barrel drawn (or taken by a drill's "barrel?"):

1. the turn's first crisis discards half the black barrels of the HQ, rounded down (the
   Spin Doctor discards 1 fewer);
2. a face-down crisis card is turned up and its effect applied (A), or, with none face down,
   a card of the level above the highest held is taken face down (B; I11; the Crisis
   Manager takes it a level lower).

Brutal rules: one of the player's agents goes on the counter's leftmost space, pushing the
others right; an agent pushed off goes home (I24).
"""

from __future__ import annotations

from collections.abc import Callable

from rules.core import ActionSpec, Event
from rules.core.flow import Frame, Stage
from rules.core.text import Said

from .actions import Choose
from .data import tables
from .helpers import card, msg, place, who
from .state import CRISES, PeakOilState
from .tasks import automatic, choose, decision, push, seat_of, task


def crisis(state: PeakOilState, current: Frame) -> list[Event]:
    seat = seat_of(current)
    if state.brutal:
        push(state, task("counter_agent", seat))
        return [msg.say("crisis_brutal", name=who(state, seat))]
    player = state.players[seat]
    events: list[Event] = []
    state.turn.crises += 1
    if state.turn.crises == 1:
        lost = max(
            0,
            tables.crisis_discard(player.barrels)
            - state.has_consultant(seat, "crisis_discard_reduction"),
        )
        player.barrels -= lost
        state.removed_black += lost
        events.append(msg.say("crisis_discard", name=who(state, seat), count=lost))
    down = state.face_down(seat)
    if down:
        card = down[0]
        state.crisis_decks[str(CRISES[card].level)].take(seat, card)
        player.crises_up.append(card)
        player.on_cards[card] = [0, 0]
        events.append(
            msg.say(
                "crisis_up",
                reveals=True,
                name=who(state, seat),
                card=card,
                level=CRISES[card].level,
            )
        )
        events.extend(_apply_effect(state, seat, card))
        return events
    held = [CRISES[c].level for c in player.crises_up]
    level = min(3, max(held, default=0) + 1)
    level = max(1, level - state.has_consultant(seat, "crisis_level_down"))
    deck_level = _deck_with_cards(state, level)
    if deck_level is None:
        events.append(msg.say("crisis_none", name=who(state, seat)))
        return events
    deck = state.crisis_decks[str(deck_level)]
    taken = deck.take_top(state.rng)
    assert taken is not None
    deck.hands[seat].append(taken)
    events.append(msg.say("crisis_down", name=who(state, seat), level=deck_level))
    events.append(msg.say("crisis_down_private", to=seat, card=taken, level=deck_level))
    return events


def _deck_with_cards(state: PeakOilState, level: int) -> int | None:
    """I11: the level asked, else the next higher level with cards, else the highest lower."""
    for candidate in [*range(level, 4), *range(level - 1, 0, -1)]:
        if state.crisis_decks[str(candidate)].draw_pile:
            return candidate
    return None


def _apply_effect(state: PeakOilState, seat: int, card: str) -> list[Event]:
    """The card's effect, once, when it is turned up (``abilities.CRISIS_EFFECTS``)."""
    effect = CRISES[card].effect
    player = state.players[seat]
    name = who(state, seat)
    if effect.kind == "discard_barrels":
        lost = min(effect.amount, player.barrels)
        player.barrels -= lost
        state.removed_black += lost
        return [msg.say("effect_discard", name=name, count=lost)]
    if effect.kind == "barrels_on_card":
        moved = min(effect.amount, player.barrels)
        player.barrels -= moved
        player.on_cards[card][0] += moved
        return [msg.say("effect_on_card", name=name, count=moved, card=card)]
    if effect.kind == "barrels_to_black_market":
        push(state, *[task("crisis_market", seat) for _ in range(effect.amount)])
        return []
    if effect.kind == "agents_on_card":
        push(state, *[task("agent_to_card", seat, card=card) for _ in range(effect.amount)])
        return []
    if effect.kind == "return_security":
        back = min(effect.amount, player.security)
        player.security -= back
        state.security_supply += back
        return [msg.say("effect_security", name=name, count=back)]
    if effect.kind == "agents_home":
        home = 0
        for zone in state.zones:
            home += state.zones[zone][seat]
            state.zones[zone][seat] = 0
        player.agents_hq += home
        return [msg.say("effect_agents_home", name=name, count=home)]
    if effect.kind == "discard_oil_field":
        if player.fields:
            push(state, task("discard_field", seat))
        return []
    return []


def crisis_market(state: PeakOilState, current: Frame) -> list[Event]:
    """One barrel from the HQ onto an empty black-market space of the player's choice."""
    player = state.players[seat_of(current)]
    if player.barrels == 0:
        return []
    player.barrels -= 1
    state.loose += 1
    push(state, task("place", seat_of(current), source="crisis"))
    return []


def _zones_with_agents(state: PeakOilState, seat: int) -> list[str]:
    return [z for z in state.zones if state.zones[z][seat] > 0]


def _take_agent(state: PeakOilState, seat: int, zone: str) -> None:
    if zone == "hq":
        state.players[seat].agents_hq -= 1
    else:
        state.zones[zone][seat] -= 1


def _agent_source(state: PeakOilState, current: Frame, then: str) -> list[Event]:
    """An agent from the HQ first, else from a zone of the player's choice (asked only when
    there is a choice); none left: nothing happens."""
    seat = seat_of(current)
    if state.players[seat].agents_hq > 0:
        return DO[then](state, current, "hq")
    zones = _zones_with_agents(state, seat)
    if len(zones) == 1:
        return DO[then](state, current, zones[0])
    if zones:
        push(state, task("agent_from", seat, then=then, **current.data))
    return []


def _agent_from_legal(state: PeakOilState, current: Frame) -> list[ActionSpec]:
    zones = _zones_with_agents(state, seat_of(current))
    return choose(Said("label.which_agent"), Said("step.zone_left"), [(z, place(z)) for z in zones])


def agent_from(state: PeakOilState, current: Frame, action: Choose) -> list[Event]:
    return DO[current.data["then"]](state, current, action.value)


def _to_card(state: PeakOilState, current: Frame, source: str) -> list[Event]:
    seat, card = seat_of(current), current.data["card"]
    _take_agent(state, seat, source)
    state.players[seat].on_cards[card][1] += 1
    return [
        msg.say(
            "effect_agent_on_card",
            name=who(state, seat),
            place=source,
            card=card,
        )
    ]


def _to_counter(state: PeakOilState, current: Frame, source: str) -> list[Event]:
    """book "Règles brutes": leftmost space, pushing right; pushed off: home."""
    seat = seat_of(current)
    _take_agent(state, seat, source)
    carried: int | None = seat
    for index in range(len(state.counter)):
        carried, state.counter[index] = state.counter[index], carried
        if carried is None:
            break
    events = [msg.say("counter_placed", name=who(state, seat), place=source)]
    if carried is not None:
        state.players[carried].agents_hq += 1
        events.append(msg.say("counter_off", name=who(state, carried)))
    return events


DO: dict[str, Callable[[PeakOilState, Frame, str], list[Event]]] = {
    "card": _to_card,
    "counter": _to_counter,
}


def agent_to_card(state: PeakOilState, current: Frame) -> list[Event]:
    return _agent_source(state, current, "card")


def counter_agent(state: PeakOilState, current: Frame) -> list[Event]:
    return _agent_source(state, current, "counter")


def _discard_field_legal(state: PeakOilState, current: Frame) -> list[ActionSpec]:
    fields = state.players[seat_of(current)].fields
    return choose(
        Said("label.nationalisation"), Said("step.oil_field"), [(f, card(f)) for f in fields]
    )


def discard_field(state: PeakOilState, current: Frame, action: Choose) -> list[Event]:
    card = action.value
    state.players[seat_of(current)].fields.remove(card)
    state.field_deck.draw_pile.append(card)
    return [msg.say("effect_field", name=who(state, seat_of(current)), card=card)]


def whitewash_cost(state: PeakOilState, seat: int, card: str) -> int:
    return max(0, CRISES[card].whitewash_cost - state.has_consultant(seat, "whitewash_discount"))


def whitewash(state: PeakOilState, seat: int, card: str) -> list[Event]:
    """book "Blanchir": discard a face-up card, paying 0/1/2; what lay on it comes back;
    the card goes under its level's deck (I15)."""
    player = state.players[seat]
    cost = whitewash_cost(state, seat, card)
    player.barrels -= cost
    state.removed_black += cost
    player.crises_up.remove(card)
    barrels, agents = player.on_cards.pop(card)
    player.barrels += barrels
    player.agents_hq += agents
    state.crisis_decks[str(CRISES[card].level)].draw_pile.append(card)
    return [msg.say("whitewash", name=who(state, seat), card=card, cost=cost)]


STAGES: tuple[Stage[PeakOilState], ...] = (
    automatic("crisis", crisis),
    automatic("crisis_market", crisis_market),
    automatic("agent_to_card", agent_to_card),
    automatic("counter_agent", counter_agent),
    decision("agent_from", _agent_from_legal, agent_from),
    decision("discard_field", _discard_field_legal, discard_field),
)
