"""Suprématie's :class:`~rules.core.Game`: set-up, the flow, the views and the result.

The game's flow is the kit's (:class:`~rules.core.flow.FlowGame`): its procedures are
declared in one tuple (``procedures.FLOW``) — the turn's steps at the bottom of the stack, the
questions to seats not on turn above them — and each module keeps its moves' legal trees
beside the code that plays them: ``turn`` (the choice of superpowers, phases 1-2, the order
of phases, the end of the turn), ``economy`` (the bank, phases 1-3 and 7), ``trade`` (the
market's and the players' deals, passage through others' forces), ``military`` (phases 5
and 6), ``combat`` (phase 4 and the defender's decisions), ``simultaneous`` (the optional
simultaneous play), ``endings`` (loot, elimination, the three ends), ``view`` and ``checks``.
"""

from __future__ import annotations

from typing import Any

from rules.core import (
    ActionSpec,
    IllegalAction,
    Result,
    Rng,
    View,
    WrongPlayerCount,
)
from rules.core.cards import MarkedDeck
from rules.core.flow import FlowGame, frame

from . import checks, economy
from .actions import ACTION_MODELS
from .command_texts import COMMAND_TEXTS, OPTION_VALUES, OPTION_WORDS, STANDING_TEXTS
from .data import cards as sdata
from .endings import stars
from .messages import (
    MESSAGES,
    NAMES,
    TEXTS,
    TRANSLATED_NAMES,
    TRANSLATED_TEXTS,
    TRANSLATIONS,
    say,
)
from .picture_words import PICTURE_WORDS
from .procedures import FLOW, TURN_STEPS, deal_in_place
from .state import Options, Power, SupremacyState
from .topics import TOPICS, TRANSLATED_TOPICS
from .view import SupremacyPrivate, SupremacyPublic, private_view, public_view

#: The turn's steps by name (the public menu offers their pay, phase, done and end_turn).
_TURN_STEPS = {stage.name: stage for stage in TURN_STEPS}
_PUBLIC_KINDS = ("pay", "phase", "done", "end_turn", "loan", "move", "attack", "occupy")


def _setup(seats: list[str], rng: Rng, options: Options) -> SupremacyState:
    """Money, prices and storage as printed; each player rolls a die, the highest chooses a
    superpower first and the choice passes left (ties among the highest roll again)."""
    n = len(seats)
    dice = [rng.die() for _ in range(n)]
    while dice.count(max(dice)) > 1:
        top = max(dice)
        dice = [rng.die() if d == top else d for d in dice]
    first = dice.index(max(dice))
    order = [(first + i) % n for i in range(n)]
    if options.random_attribution:
        # "Attribution aléatoire": the highest die is the distributor, who picks last; the
        # others pick in the order of their dice (ties: to the distributor's left first).
        others = sorted(order[1:], key=lambda s: -dice[s])
        order = [*others, first]
    deck = MarkedDeck(
        draw_pile=list(sdata.DECK),
        hands=[[] for _ in range(n)],
        known=[[] for _ in range(n)],
        marks={card: sdata.card_kind(card) for card in sdata.DECK},
    )
    return SupremacyState(
        game="supremacy",
        seats=seats,
        rng=rng,
        options=options,
        choosing=order,
        choice_dice=dice,
        powers=[Power() for _ in range(n)],
        deck=deck,
        stack=[frame("choose")],
    )


class Supremacy(FlowGame[SupremacyState, Options]):
    """Suprématie (Supremacy, Robert J. Simpson, 1984; French edition 1987) for 2 to 6."""

    name = "supremacy"
    title = "Suprématie"
    min_players = 2
    max_players = 6
    command_name = "supremacy"
    options_model = Options
    state_model = SupremacyState
    action_models = ACTION_MODELS
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
    answer_hours = 24.0
    default_is_automatic = False
    flow = FLOW
    #: Answers set in advance with ``/game standing`` (played at once when asked, if legal).
    standing_answers = {
        "defence": {
            "always defend (a set, two dice)": {"kind": "defence", "choice": "defend"},
            "always resist (no set, one die)": {"kind": "defence", "choice": "resist"},
            "always surrender": {"kind": "defence", "choice": "surrender"},
        },
        "passage": {
            "always let them pass": {"kind": "answer", "accept": True},
            "never let them pass": {"kind": "answer", "accept": False},
        },
        "offer": {"decline every deal": {"kind": "answer", "accept": False}},
        "counter": {"never counter-attack": {"kind": "pass"}},
        "riposte_back": {"never riposte": {"kind": "pass"}},
    }
    key_messages = frozenset(
        {
            "attack",
            "surrender",
            "mushroom",
            "looted",
            "nuked_out",
            "prototype",
            "star_war",
            "sans_destroyed",
            "supremacy",
            "detente",
            "final_strike",
            "cards_taken",
            "company_open",
            "riposte",
            "nobody_left",
            "default",
        }
    )

    def _setup(self, seats: list[str], rng: Rng, options: Options) -> SupremacyState:
        return _setup(seats, rng, options)

    def _check_options(self, options: Options, players: int) -> None:
        """Handicaps: one number of stars (0 to 5) per seat, or none."""
        if options.handicaps and len(options.handicaps) != players:
            raise WrongPlayerCount("refusal.handicaps", players=players)
        if not all(0 <= h <= 5 for h in options.handicaps):
            raise IllegalAction("refusal.handicaps", players=players)

    # ------------------------------------------------------------------ who acts

    def is_over(self, state: SupremacyState) -> bool:
        return state.stage == "over"

    def _interjections(self, state: SupremacyState, seat: int) -> list[ActionSpec]:
        """What a player may do "à tout moment de la partie", also while the game waits on
        somebody else: borrow from the bank and pay arrears ("Les emprunts"), give or lend
        money to a player; with the optional rule, close, reopen or sell a company
        ("L'achat, la vente ou la fermeture d'une entreprise") — in the order of a step's."""
        return deal_in_place(state, super()._interjections(state, seat))

    def _public_moves(self, state: SupremacyState, seat: int) -> list[ActionSpec]:
        """The turn's steps, for the turn message's menu: pay phase 1, pick the next phase,
        end the phase or the turn, and the moves read from the board and the powers' shown
        money and loans alone (issue 29): the bank, moving forces, attacking, moving in. The
        other moves inside a phase open in the private prompt (a company offer may name a
        secret card)."""
        stage = self.flow.stage(state)
        if state.stage != "play" or stage is None or stage.name not in _TURN_STEPS:
            return []
        return [
            spec
            for family in stage.families
            if family.kind in _PUBLIC_KINDS
            for spec in family.offer(state, seat)
        ]

    def default_action(self, state: SupremacyState, seat: int) -> dict[str, Any] | None:
        """What a skipped player does (authored; the book has no clock): answers the question
        by its default, else pays phase 1, else ends the phase or the turn."""
        stage = self.flow.stage(state)
        if stage is not None and stage.default is not None:
            return self.flow.default(state, seat)
        legal = self.legal_actions(state, seat)
        for candidate in (
            {"kind": "pay"},
            {"kind": "research", "weapon": "stop"},
            {"kind": "done"},
            {"kind": "end_turn"},
        ):
            if legal.allows(candidate):
                return dict(candidate)
        return next(legal.paths(limit=1), None)

    # ------------------------------------------------------------------ views & result

    def _public(self, state: SupremacyState) -> SupremacyPublic:
        return public_view(state)

    def _private(self, state: SupremacyState, seat: int) -> SupremacyPrivate:
        return private_view(state, seat)

    def _result(self, state: SupremacyState) -> Result:
        n = state.n
        everyone = [list(range(n))]
        if state.ending == "final_strike":
            return Result.of_lines([0.0] * n, everyone, [say("result_all_lose")])
        if state.ending == "supremacy":
            assert state.winner is not None
            winner = state.seats[state.winner]
            others = [s for s in range(n) if s != state.winner]
            lines = [say("result_supremacy", name=winner)]
            earned = stars(state, state.winner)
            if state.options.star_ranking or state.options.handicaps:
                lines.append(say("result_stars", stars=earned))
            needed = state.options.handicaps[state.winner] if state.options.handicaps else 0
            if earned < needed:
                lines.append(say("result_handicap", name=winner, needed=needed))
                return Result.of_lines([0.0] * n, everyone, lines)
            return Result.of_lines(
                [1.0 if s == state.winner else 0.0 for s in range(n)],
                [[state.winner], others] if others else [[state.winner]],
                lines,
            )
        worth = [economy.wealth(state, s) for s in range(n)]
        ranking: list[list[int]] = []
        for value in sorted(set(worth), reverse=True):
            ranking.append([s for s in range(n) if worth[s] == value])
        lines = [say("result_worth", name=state.seats[s], worth=worth[s]) for s in range(n)]
        return Result.of_lines([float(w) for w in worth], ranking, lines)

    def invariants(self, state: SupremacyState) -> list[str]:
        return checks.invariants(state)

    def max_actions(self, state: SupremacyState) -> int:
        return 40_000

    def describe_public(self, view: View) -> list[str]:
        from .view import describe

        return describe(view)

    def describe_private(self, view: View) -> list[str]:
        """The seat's secret companies, in the view's language."""
        from .view import describe_private

        return describe_private(view, self.catalogue(view.language))


ENGINE = Supremacy()
