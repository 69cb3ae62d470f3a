"""Cards in hand (6.0-9.0, 12.1 steps 3 and 7): the two piles, hands spanning both, the
choice of cards at set-up, drawing, jokers, the hand limit and the reshuffles."""

from __future__ import annotations

import functools
from typing import Any

from rules.core import ActionSpec, Choice, Event, Step, builders
from rules.core.builders import ask
from rules.core.cards import Deck
from rules.core.text import Said

from .data import cards as fcards
from .data import tables
from .messages import say
from .state import FitnaState

PILES = ("support", "event")


@functools.cache
def card_label(number: int) -> Said:
    """A card as an answer: ``#n Title (k OP)`` by the cards table (made once per card: a
    :class:`Said` never changes, so the trees share it, issue 31)."""
    return Said("label.card", card=number)


def label(number: int) -> str:
    card = fcards.CARDS[number]
    return f"#{number} {card.title_en} ({card.ops} OP)"


def deck_of(state: FitnaState, number: int) -> Deck:
    return state.support if fcards.CARDS[number].deck == "support" else state.events


def pile(state: FitnaState, name: str) -> Deck:
    return state.support if name == "support" else state.events


def hand(state: FitnaState, seat: int) -> list[int]:
    return sorted(int(c) for c in state.support.hand(seat) + state.events.hand(seat))


def holds(state: FitnaState, seat: int, number: int) -> bool:
    return deck_of(state, number).holds(seat, str(number))


def discard(state: FitnaState, seat: int, number: int) -> None:
    """Played or discarded: onto its pile's discard (8.2)."""
    deck_of(state, number).play(seat, str(number))


def remove(state: FitnaState, seat: int, number: int) -> None:
    """Played and removed from the game (the card says so)."""
    deck_of(state, number).take(seat, str(number))
    state.removed.append(number)


def keep_in_front(state: FitnaState, seat: int, number: int) -> None:
    deck_of(state, number).take(seat, str(number))
    state.kept.append(number)


def give(state: FitnaState, giver: int, receiver: int, number: int) -> None:
    deck_of(state, number).give(giver, receiver, str(number))


def can_draw(state: FitnaState, name: str) -> bool:
    """Whether pile ``name`` has a card to draw: its discard waits for the reshuffle of
    turns 3, 6, 9 and 12 (8.2: "en attendant d'être mélangée avec cette pile tous les trois
    tours"), so an empty pile stays empty until then."""
    return bool(pile(state, name).draw_pile)


def draw(state: FitnaState, seat: int, name: str) -> list[Event]:
    """``seat`` draws from pile ``name`` (nothing when it is empty, 8.2)."""
    drawn = pile(state, name).draw(seat, state.rng)
    if not drawn:
        return []
    if seat in state.standing_no:
        state.standing_no.remove(seat)
    return [
        say("draw", name=state.seats[seat], pile=name),
        say("drawn", to=seat, card=int(drawn[0])),
    ]


def draw_any(state: FitnaState, seat: int, count: int) -> list[Event]:
    """Cards drawn where the rules name no pile (jokers, cards 54-63 "dans l'une des piles de
    son choix" is asked instead): *interpretation* the event pile first, then supports."""
    events: list[Event] = []
    for _ in range(count):
        name = next((p for p in ("event", "support") if can_draw(state, p)), None)
        if name is None:
            break
        events += draw(state, seat, name)
    return events


def limit(state: FitnaState, seat: int) -> int:
    """The hand limit (12.1 step 7): 4, or 3 under cards 70, 72, 81 on the seat's nation."""
    for effect in state.effects:
        if effect.kind == "hand_limit" and effect.seat == seat:
            return tables.SANCTIONED_HAND_SIZE
    return tables.HAND_SIZE


def draw_spec(state: FitnaState, label_text: Said) -> list[ActionSpec]:
    choices = [Choice.of(p, Said("label.pile", pile=p)) for p in PILES if can_draw(state, p)]
    return [
        ActionSpec(kind="draw", label=label_text, steps=ask("pile", Said("step.pile"), choices))
    ]


# ------------------------------------------------------------------------------ set-up (7.0)


def choosing(state: FitnaState, seat: int) -> bool:
    """Whether ``seat`` is choosing its cards now (7.0), the piles in its hands."""
    return (
        state.segment == "select"
        and not state.questions.open
        and state.order[state.active] == seat
        and state.to_select[seat] > 0
    )


def pile_cards(state: FitnaState, name: str) -> list[int]:
    """The cards left in pile ``name``, by number (what the chooser sees, 7.0)."""
    return sorted(int(c) for c in pile(state, name).draw_pile)


def pick_spec(
    state: FitnaState, seat: int, action: dict[str, Any] | None = None
) -> list[ActionSpec]:
    """7.0: the chooser takes any card of either pile, one at a time: the pile, then the card,
    each said by its name, OP and what it does (``#28 Title (6 OP) — summary``). With
    ``action``: cut to its pile and card (``builders.cut``)."""
    piles = []
    for name in builders.cut(PILES, action, "pile"):
        cards = pile_cards(state, name)
        shown = builders.cut(cards, action, "card")
        if shown:  # the cards' choices made when the pile is walked (issue 31)
            label = Said("label.pile_cards", pile=name, count=len(cards))
            piles.append(Choice.later(name, label, functools.partial(_pile_steps, tuple(shown))))
    left = state.to_select[seat]
    return [
        ActionSpec(
            kind="pick",
            label=Said("label.pick_card", left=left),
            steps=ask("pile", Said("step.pile"), piles),
        )
    ]


def _pile_steps(cards: tuple[int, ...]) -> list[Step]:
    """Which of a pile's ``cards`` is taken (it reads only the cards it is given)."""
    return ask("card", Said("step.card"), [Choice.of(n, _effect_label(n)) for n in cards])


@functools.cache
def _effect_label(number: int) -> Said:
    """A card with what it does, as an answer (made once per card)."""
    return Said("label.card_effect", card=number, effect=number)


def pick(state: FitnaState, seat: int, name: str, number: int) -> list[Event]:
    """``seat`` takes card ``number`` out of pile ``name`` into its hand: everybody sees from
    which pile (the piles are apart on the table and each hand's count by pile is public), only
    he which card."""
    pile(state, name).take_from_pile(seat, str(number))
    state.to_select[seat] -= 1
    return [
        say("select", name=state.seats[seat], pile=name),
        say("chosen", to=seat, card=number),
    ]


def look_through(state: FitnaState, seat: int) -> None:
    """The chooser holds both piles and knows every card in them while he chooses."""
    state.support.look_through(seat)
    state.events.look_through(seat)


def look_away(state: FitnaState, seat: int) -> None:
    """The chooser has his cards and puts the piles down: he sees them no more."""
    state.support.look_away(seat)
    state.events.look_away(seat)


def play_joker(state: FitnaState, seat: int) -> list[Event]:
    state.jokers[seat] -= 1
    return [say("joker", name=state.seats[seat]), *draw_any(state, seat, tables.JOKER_DRAW)]


def joker_spec(state: FitnaState, seat: int) -> list[ActionSpec]:
    if state.jokers[seat] <= 0 or not (can_draw(state, "event") or can_draw(state, "support")):
        return []
    return [ActionSpec(kind="joker", label=Said("label.joker"))]


def reshuffle(state: FitnaState) -> None:
    state.support.reshuffle(state.rng)
    state.events.reshuffle(state.rng)


def add_high_tension(state: FitnaState) -> None:
    """Tension 5 (8.3): the high-tension cards are shuffled into their piles, for good."""
    for number in sorted(state.high_tension):
        deck = state.support if fcards.CARDS[number].deck == "support" else state.events
        deck.draw_pile.append(str(number))
    state.high_tension = []
    state.rng.shuffle(state.support.draw_pile)
    state.rng.shuffle(state.events.draw_pile)
