"""Fitna's engine: the set-up (6.0) and the game's class on the kit's flow — its stages and
moves are in :mod:`procedures` (``FLOW``): the turn's segments in :mod:`turn`, each rule
family playing in its own module, legal tree beside the code: :mod:`hands`, :mod:`events`,
:mod:`movement`, :mod:`combat`, :mod:`activation`, :mod:`reinforce`, :mod:`tension`,
:mod:`victory`."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from rules.core import Event, IllegalAction, Result, Rng, View, WrongPlayerCount
from rules.core.cards import Deck
from rules.core.flow import FlowGame

from . import board, custom, events, hands, tension, victory
from .actions import ACTIONS
from .checks import invariants
from .command_texts import COMMAND_TEXTS, OPTION_VALUES, OPTION_WORDS, STANDING_TEXTS
from .data import cards as fcards
from .data import scenarios, tables
from .messages import MESSAGES, NAMES, TEXTS, TRANSLATED_NAMES, TRANSLATED_TEXTS, TRANSLATIONS
from .picture_words import PICTURE_WORDS
from .procedures import FLOW
from .state import FitnaOptions, FitnaState
from .topics import TOPICS, TRANSLATED_TOPICS
from .view import describe_private, private_view, public_view


def setup_state(seats: list[str], rng: Rng, options: FitnaOptions) -> FitnaState:
    """Scenario set-up (6.0): piles, tension, units, control, jokers; the players then choose
    their 4 cards in initiative order (7.0)."""
    scen = board.scenario_of_options(options, len(seats))
    removed = sorted(scen.removed_cards)
    out = set(removed) | fcards.HIGH_TENSION_NUMBERS
    support = [
        str(n) for n in sorted(fcards.CARDS) if fcards.CARDS[n].deck == "support" and n not in out
    ]
    event = [
        str(n) for n in sorted(fcards.CARDS) if fcards.CARDS[n].deck == "event" and n not in out
    ]
    sides = [seat.id for seat in scen.seats]
    state = FitnaState(
        game="fitna",
        seats=seats,
        rng=rng,
        options=options,
        order=[sides.index(s) for s in scen.initiative],
        sides=sides,
        support=Deck.shuffled(support, len(seats), rng, reshuffle_when_empty=False),
        events=Deck.shuffled(event, len(seats), rng, reshuffle_when_empty=False),
        removed=removed,
        high_tension=sorted(fcards.HIGH_TENSION_NUMBERS - set(removed)),
        jokers=[seat.jokers for seat in scen.seats],
        special_jokers=[list(seat.special_jokers) for seat in scen.seats],
        to_select=[tables.HAND_SIZE] * len(seats),
        control=dict(scenarios.initial_control(scen)),
        tension=scen.tension,
        pools={side: list(found) for side, found in scen.pools.items()},
        batches={side: [list(b) for b in found] for side, found in scen.batches.items()},
    )
    state.side_override.update(scen.holders)
    for box, found in scen.setup.items():
        for uid in found:
            board.place(state, uid, box)
    state.control.update({b: s for b, s in scenarios.initial_control(scen).items()})
    for box, placed in state.stacks.items():
        state.control[box] = placed.face  # a box allies share is the strongest's (31.0)
    state.isolated = sorted(scenarios.BESIEGED.get(scen.number, ()))
    # 26.7: "Lors de la mise en place des scénarios 3 et 7 ... le PKK déclenche une
    # insurrection générale en Turquie" (its counters are placed by the scenario's set-up).
    state.pkk_rebellion = scenarios.facts_of(scen.number).pkk_rebellion_at_setup
    if scenarios.facts_of(scen.number).starts_with_iraqi_coup:
        # 23.3: "Les scénarios 8 et 11 débutent par un coup d'état en Irak" — rolled at once;
        # the board the players first see shows its outcome.
        iraq = board.seat_of_nation(state, "IRQ")
        events.coup(state, iraq if iraq is not None else 0, "IRQ")
    tension.at_setup(state)  # 8.3, 22.1: the levels the starting tension has reached
    return state


# ------------------------------------------------------------------------------ the game


class Fitna(FlowGame[FitnaState, FitnaOptions]):
    name = "fitna"
    title = "Fitna"
    min_players = 2
    #: As many as the authored scenarios seat (book 2.3: 2 to 6 when all eleven are there).
    max_players = max(
        [s.players for s in scenarios.SCENARIOS.values()] + [p for _, p in scenarios.VERSIONS]
    )
    options_model = FitnaOptions
    flow = FLOW
    state_model = FitnaState
    action_models = ACTIONS
    command_name = "fitna"
    answer_hours = 24
    #: A unit's answer names its box (movement.unit_label): the units of one stack move
    #: together in one click on Discord (issue 29).
    stack_labels = frozenset({"label.unit_at"})
    messages = MESSAGES
    message_names = NAMES
    translations = TRANSLATIONS
    translated_names = TRANSLATED_NAMES
    texts = TEXTS
    translated_texts = TRANSLATED_TEXTS
    topics = TOPICS
    translated_topics = TRANSLATED_TOPICS
    command_texts = COMMAND_TEXTS
    standing_texts = STANDING_TEXTS
    picture_words = PICTURE_WORDS
    option_words = OPTION_WORDS
    option_values = OPTION_VALUES
    #: Answers set in advance with ``/game standing`` (played at once when asked, if legal).
    standing_answers = {
        "support": {"never play a support card": {"kind": "pass"}},
        "air_response": {"let every air mission fly": {"kind": "pass"}},
        "counter": {"never counter a card": {"kind": "pass"}},
        "strike_wait": {"let every air strike fly": {"kind": "pass"}},
        "exchange": {"refuse every exchange": {"kind": "pass"}},
        "leave": {
            "refuse the Syrian player the Hezbollah units (20.0)": {"kind": "pass"},
            "always grant the Syrian player the Hezbollah units (20.0)": {
                "kind": "choose",
                "value": "yes",
            },
        },
    }
    #: A finished game's story: the offensives and what they took, strikes, tension levels.
    key_messages = frozenset(
        {
            "attack",
            "advance",
            "exploit",
            "held",
            "strike",
            "tension_level",
            "truce",
            "winner",
            "no_winner",
            "draw_between",
            "us_intervene",
            "us_wave",
            "russia_surges",
            "pkk_over",
            "coup_roll",
            "un_council",
        }
    )

    def _default_options(self, players: int) -> dict[str, Any]:
        """The first authored scenario for this many players (scenario 1 for two)."""
        fitting = sorted(n for n in scenarios.SCENARIOS if players in scenarios.player_counts(n))
        return {"scenario": fitting[0]} if fitting else {}

    def _check_options(self, options: FitnaOptions, players: int) -> None:
        """The scenario must be for this many players (or its two-player version asked); a
        custom one (rule 33, scenario 0) must hold together."""
        if options.scenario == 0 or options.custom is not None:
            self._check_custom(options, players)
            return
        scen = scenarios.SCENARIOS[options.scenario]  # 1 to 11 (the options model checks)
        if options.two_player:
            if not scen.two_player:
                raise IllegalAction("refusal.no_two_player", scenario=options.scenario)
            scen = scenarios.scenario_for(options.scenario, two_player=True)
        if options.bidding != "off" and scen.players < 3:
            raise IllegalAction("refusal.bidding_players")
        counts = (2,) if options.two_player else scenarios.player_counts(options.scenario)
        if players not in counts:
            if len(counts) == 1:
                raise WrongPlayerCount(
                    "refusal.scenario_players", scenario=options.scenario, allowed=counts[0],
                    players=players,
                )  # fmt: skip
            raise WrongPlayerCount(
                "refusal.scenario_players_either", scenario=options.scenario,
                fewest=counts[0], most=counts[-1], players=players,
            )  # fmt: skip

    def _check_custom(self, options: FitnaOptions, players: int) -> None:
        if options.scenario != 0 or options.custom is None:
            raise IllegalAction("refusal.custom_scenario")
        if options.two_player or options.bidding != "off":
            raise IllegalAction("refusal.custom_options")
        custom.check(options.custom, players)
        trial = setup_state([f"seat {i}" for i in range(players)], Rng.from_seed(0), options)
        for box in trial.stacks:
            if not board.can_stack(trial, box, []):
                raise IllegalAction("refusal.custom_stack", box=box)

    def _setup(self, seats: list[str], rng: Rng, options: FitnaOptions) -> FitnaState:
        state = setup_state(seats, rng, options)
        FLOW.run(state)
        return state

    def is_over(self, state: FitnaState) -> bool:
        return state.over

    def _play(self, state: FitnaState, seat: int, action: BaseModel) -> list[Event]:
        state.last_boxes = (
            [] if not state.questions.open and state.battle is None else state.last_boxes
        )
        return FLOW.play(state, seat, action)

    def _public(self, state: FitnaState) -> BaseModel:
        return public_view(state)

    def _private(self, state: FitnaState, seat: int) -> BaseModel:
        return private_view(state, seat)

    def describe_private(self, view: View) -> list[str]:
        """The seat's hand, known cards and seen stacks, in the view's language."""
        return describe_private(view, self.catalogue(view.language))

    def _result(self, state: FitnaState) -> Result:
        return victory.result(state)

    def default_action(self, state: FitnaState, seat: int) -> dict[str, Any] | None:
        if seat not in self.to_act(state):
            return None
        if state.questions.open:
            return FLOW.default(state, seat)
        legal = self.legal_actions(state, seat)
        for kind in ("done",):
            if legal.spec(kind) is not None:
                return {"kind": kind}
        if state.segment == "select" and legal.spec("pick") is not None:
            # 7.0 with nobody choosing: the top card of a pile, as a draw would give
            name = next(p for p in ("event", "support") if hands.can_draw(state, p))
            return {"kind": "pick", "pile": name, "card": int(hands.pile(state, name).draw_pile[0])}
        for spec in legal.actions:
            if spec.kind == "draw":
                return (
                    {"kind": "draw", "pile": spec.steps[0].choices[0].value}
                    if spec.steps[0].choices
                    else None
                )
            if spec.kind == "plan":
                return {"kind": "plan", "card": 0}
        return None

    def automatic_action(self, state: FitnaState, seat: int) -> dict[str, Any] | None:
        """A question's default answer (its kind's stage's), nothing else: the book makes
        no move of the seat on turn automatic."""
        if self.is_over(state):
            return None
        return FLOW.default(state, seat)

    def invariants(self, state: FitnaState) -> list[str]:
        return invariants(state) + FLOW.invariants(state)

    def max_actions(self, state: FitnaState) -> int:
        return 20_000
