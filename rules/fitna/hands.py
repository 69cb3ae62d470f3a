"""Cards in hand (6.0-9.0, 12.1 steps 3 and 7): the two piles, hands spanning both, the
choice of cards at set-up, drawing, jokers, the hand limit and the reshuffles."""

from __future__ import annotations

from rules.core import ActionSpec, Choice, Event
from rules.core.builders import ask
from rules.core.cards import Deck

from .data import cards as fcards
from .data import tables
from .messages import say
from .state import FitnaState

PILES = ("support", "event")


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


def draw_spec(state: FitnaState, label_text: str) -> list[ActionSpec]:
    choices = [Choice(value=p, label=f"{p} pile") for p in PILES if can_draw(state, p)]
    return [ActionSpec(kind="draw", label=label_text, steps=ask("pile", "pile", choices))]


def play_joker(state: FitnaState, seat: int) -> list[Event]:
    state.jokers[seat] -= 1
    return [say("joker", name=state.seats[seat]), *draw_any(state, seat, tables.JOKER_DRAW)]


def joker_spec(state: FitnaState, seat: int) -> list[ActionSpec]:
    if state.jokers[seat] <= 0 or not (can_draw(state, "event") or can_draw(state, "support")):
        return []
    return [ActionSpec(kind="joker", label="Play your joker: draw 2 cards (9.0)")]


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
