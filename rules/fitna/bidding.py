"""The optional initiative rule (7.1): at the start of a turn every player commits, blind, the
card or cards he will spend for operation points; the highest total plays first, ties in the
scenario's order; the cards are discarded at once and their points wait for the player's
planning.

Book 7.1: "au début de chaque tour de jeu, chaque joueur sélectionne la ou les cartes qu'il
souhaite dépenser pour obtenir des points d'opération. Les joueurs révèlent simultanément leur
choix et celui qui s'engage à dépenser le nombre le plus élevé de points d'opération joue
premier ... En cas d'égalité, c'est la règle d'initiative du scénario qui s'applique ... sa
ou ses cartes sont défaussées et il dispose de ces points d'opération quand c'est à lui de
jouer." Only in scenarios of at least 3 players; the players may keep it for the last turn.
Readings (docs/fitna.md): one or two cards, as in planning (16.0), or none (the strategic
depots of 11.0, a bid of 0); the bids are a question to every player answered blind.
"""

from __future__ import annotations

from rules.core import ActionSpec, Choice, Event, Step
from rules.core.questions import Question
from rules.core.text import Said

from . import board, hands
from .data import cards as fcards
from .messages import say
from .state import FitnaState


def applies(state: FitnaState) -> bool:
    """Whether this turn's order is bid for (7.1)."""
    mode = state.options.bidding
    if mode == "off":
        return False
    return mode == "every_turn" or state.turn == board.scenario(state).turns


def ask(state: FitnaState) -> list[Event]:
    """Every player is asked at once for the cards he commits."""
    if not state.base_order:
        state.base_order = list(state.order)
    state.order = list(state.base_order)
    state.bids = {}
    seats = list(range(len(state.seats)))
    state.questions.ask("bid", seats, default={"kind": "bid"})
    return [say("bidding", turn=state.turn)]


def bid_legal(state: FitnaState, q: Question, seat: int) -> list[ActionSpec]:
    held = hands.hand(state, seat)
    firsts: list[Choice] = [Choice.of(0, Said("label.no_card_depots"))]
    for first in held:
        seconds = [Choice.of(0, Said("label.no_second_card"))]
        seconds += [Choice.of(c, hands.card_label(c)) for c in held if c != first]
        firsts.append(Choice.of(first, hands.card_label(first), [
            Step(param="second", label=Said("step.second_card"), choices=seconds, optional=True)]))  # fmt: skip
    return [ActionSpec(kind="bid", label=Said("label.bid"),
                       steps=[Step(param="card", label=Said("step.card"), choices=firsts,
                                   optional=True)])]  # fmt: skip


def ops(cards: list[int]) -> int:
    return sum(fcards.CARDS[c].ops for c in cards)


def settle(state: FitnaState, q: Question) -> list[Event]:
    """All bids are in: revealed, discarded, and the order of play set (7.1); the first
    phase then starts (the engine's)."""
    events: list[Event] = []
    for seat in range(len(state.seats)):
        answer = q.answers.get(str(seat)) or {}
        cards = [int(c) for c in (answer.get("card", 0), answer.get("second", 0)) if c]
        cards = [c for c in cards if c in hands.hand(state, seat)]
        for card in cards:
            hands.discard(state, seat, card)
        state.bids[str(seat)] = cards
        events.append(say("bid", name=state.seats[seat], ops=ops(cards),
                          cards=list(cards) or ["none"]))  # fmt: skip
    rank = {seat: i for i, seat in enumerate(state.base_order)}
    state.order = sorted(state.base_order, key=lambda s: (-ops(state.bids[str(s)]), rank[s]))
    state.active = 0
    events.append(say("bid_order", order=", ".join(state.seats[s] for s in state.order)))
    return events


def committed(state: FitnaState, seat: int) -> list[int] | None:
    """The cards ``seat`` committed this turn (``None``: no bid this turn)."""
    return state.bids.get(str(seat))


def end_turn(state: FitnaState) -> None:
    """The bids are spent; the scenario's order comes back."""
    state.bids = {}
    if state.base_order:
        state.order = list(state.base_order)
