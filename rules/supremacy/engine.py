"""Suprématie's :class:`~rules.core.Game`: set-up, the order of play and its seven phases.

The modules hold the rules, each family of moves with its legal tree beside the code that
plays it: ``economy`` (phases 1-3 and 7, the bank), ``military`` (phases 5 and 6), ``combat``
(phase 4 and the defender's decisions, as the kit's questions), ``trade`` (deals between
players and passage through others' forces), ``endings`` (loot, elimination, the three
ends), ``view`` and ``checks``.
"""

from __future__ import annotations

from typing import Any

from rules.core import (
    ActionSpec,
    Choice,
    Event,
    Game,
    IllegalAction,
    IntRange,
    Result,
    Rng,
    Step,
    View,
    WrongPlayerCount,
)
from rules.core.builders import merge_kinds
from rules.core.cards import MarkedDeck
from rules.core.questions import QuestionTable

from . import checks, combat, economy, military, simultaneous, trade
from . import forces as F
from .actions import ACTION_MODELS
from .data import cards as sdata
from .data import tables, world
from .endings import check_supremacy, detente, stars
from .labels import LABELS_DE, LABELS_FR
from .messages import MESSAGES, NAMES, TRANSLATED_NAMES, TRANSLATIONS, say
from .refusals import REFUSALS_DE, REFUSALS_FR
from .state import RESOURCES, Options, Power, SupremacyState, Turn
from .view import SupremacyPrivate, SupremacyPublic, private_view, public_view

QUESTIONS: QuestionTable[SupremacyState] = QuestionTable(
    [*combat.RULES, *trade.RULES, *simultaneous.RULES]
)

#: The turn's phases by number, as the name tables give them (prompts say them per language).
PHASE_NAMES = NAMES["phases"]

POWER_NAMES = {
    "usa": "the United States",
    "ussr": "the Soviet Union",
    "europe": "the League of European Nations",
    "china": "China",
    "south_america": "the South American Confederation",
    "africa": "the Federation of African States",
}


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
    )


def _start(state: SupremacyState) -> list[Event]:
    """Everyone has a superpower: the home companies face up, one army per home territory,
    the unchosen superpowers' cards shuffled into the deck; the last to choose plays
    first."""
    taken = set()
    rng = state.rng
    for seat, power in enumerate(state.powers):
        if state.options.random_attribution:
            pack = [c.id for c in sdata.home_cards(power.power)]  # type: ignore[arg-type]
            rng.shuffle(pack)
            power.companies = sorted(pack[:3])
        else:
            power.companies = sorted(c.id for c in sdata.home_cards(power.power))  # type: ignore[arg-type]
        taken |= set(power.companies)
        for region in world.home_territories(power.power):
            F.add(state, region, seat, armies=1)
            state.holders[region] = seat
    state.deck.draw_pile = [c for c in sdata.DECK if c not in taken]
    rng.shuffle(state.deck.draw_pile)
    events: list[Event] = []
    if state.options.random_attribution:
        events += _random_attribution(state)
    F.tidy(state)
    state.stage = "play"
    state.turn = Turn(seat=state.first, number=1)
    if state.options.simultaneous:
        return events + simultaneous.start_round(state)
    events.append(say("turn", name=state.seats[state.first], number=1, round=1))
    return events


def _random_attribution(state: SupremacyState) -> list[Event]:
    """Optional rule "Attribution aléatoire": three more cards each from the deck (none of
    another player's superpower, no territory two players share, no bomb or SAN), an army on
    each foreign territory of one's cards, a die of each resource, prices from two dice."""
    rng = state.rng
    homes_of = {seat: set(world.home_territories(p.power)) for seat, p in enumerate(state.powers)}
    everyone_home = set().union(*homes_of.values())
    deck = state.deck.draw_pile
    for seat, power in enumerate(state.powers):
        got = 0
        while got < 3 and deck:
            card = deck.pop(0)
            kind = sdata.card_kind(card)
            territory = sdata.RESOURCE_CARDS[card].territory if kind in RESOURCES else None
            held = {
                sdata.RESOURCE_CARDS[c].territory
                for s, p in enumerate(state.powers)
                if s != seat
                for c in p.companies
            }
            if (
                territory is None
                or (territory in everyone_home and territory not in homes_of[seat])
                or territory in held
            ):
                deck.append(card)
                rng.shuffle(deck)
                continue
            power.companies.append(card)
            got += 1
        power.companies.sort()
        for card in power.companies:
            territory = sdata.RESOURCE_CARDS[card].territory
            if territory not in homes_of[seat] and not F.armies(state, territory, seat):
                F.add(state, territory, seat, armies=1)
                state.holders[territory] = seat
        power.storage = {r: rng.die() for r in ("grain", "oil", "minerals")}
    for resource in ("grain", "oil", "minerals"):
        state.prices[resource] = tables.price_counted_from_floor(rng.die() + rng.die())
    return [
        say(
            "random_set_up",
            grain=state.prices["grain"],
            oil=state.prices["oil"],
            minerals=state.prices["minerals"],
        )
    ]


def _at_any_time(action: Any) -> bool:
    """Whether a move is one the rules allow at any time (``Supremacy._bank_specs``): the
    bank, money given or lent to a player, a company closed, reopened or sold."""
    if action.kind == "offer":
        return action.deal in ("money", "company")
    return action.kind in ("loan", "company")


class Supremacy(Game[SupremacyState, Options]):
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
    label_translations = {"fr": LABELS_FR, "de": LABELS_DE}
    refusal_translations = {"fr": REFUSALS_FR, "de": REFUSALS_DE}
    answer_hours = 24.0
    default_is_automatic = False
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
        }
    )

    def _setup(self, seats: list[str], rng: Rng, options: Options) -> SupremacyState:
        return _setup(seats, rng, options)

    def _check_options(self, options: Options, players: int) -> None:
        """Handicaps: one number of stars (0 to 5) per seat, or none."""
        if options.handicaps and len(options.handicaps) != players:
            raise WrongPlayerCount(
                f"handicaps: give one number of stars from 0 to 5 for each of the {players} "
                "seats, in seat order."
            )
        if not all(0 <= h <= 5 for h in options.handicaps):
            raise IllegalAction(
                f"handicaps: give one number of stars from 0 to 5 for each of the {players} "
                "seats, in seat order."
            )

    # ------------------------------------------------------------------ who acts

    def is_over(self, state: SupremacyState) -> bool:
        return state.stage == "over"

    def _to_act(self, state: SupremacyState) -> list[int]:
        if state.stage == "choose":
            return [state.choosing[0]]
        if state.questions.open:
            return state.questions.waiting()
        return [state.turn.seat]

    def _legal(self, state: SupremacyState, seat: int) -> list[ActionSpec]:
        if state.stage == "choose":
            return [self._choose_spec(state)]
        if state.questions.open:
            # A seat asked a question may first do what the rules allow at any time (borrow
            # to pay for its answer): the question waits for its answer all the same.
            answers = QUESTIONS.legal(state, state.questions, seat)
            return answers + self._interjections(state, seat)
        return merge_kinds(self._turn_specs(state, seat))

    def _interjections(self, state: SupremacyState, seat: int) -> list[ActionSpec]:
        """What a player may do "à tout moment de la partie", also while the game waits on
        somebody else (an attack answered, another player's turn): borrow from the bank and
        pay arrears ("Les emprunts"), give or lend money to a player; with the optional rule,
        close, reopen or sell a company ("L'achat, la vente ou la fermeture d'une
        entreprise")."""
        if state.stage != "play" or state.powers[seat].out:
            return []
        return merge_kinds(self._bank_specs(state, seat))

    def _choose_spec(self, state: SupremacyState) -> ActionSpec:
        free = [p for p in sdata.SUPERPOWERS if p not in {x.power for x in state.powers}]
        if state.options.random_attribution:
            label = "Pick a superpower's pack (the packs are shuffled: you do not know whose)"
            choices = [
                Choice(value=f"pack_{i + 1}", label=f"pack {i + 1}") for i in range(len(free))
            ]
        else:
            label = "Choose your superpower"
            choices = [Choice(value=p, label=POWER_NAMES[p]) for p in free]
        return ActionSpec(
            kind="choose",
            label=label,
            steps=[Step(param="power", label="superpower", choices=choices)],
        )

    def _public_moves(self, state: SupremacyState, seat: int) -> list[ActionSpec]:
        """The turn's steps, for the turn message's menu: pay phase 1, pick the next phase,
        end the phase or the turn, and the moves read from the board and the powers' shown
        money and loans alone (issue 29): the bank, moving forces, attacking, moving in. The
        other moves inside a phase open in the private prompt (a company offer may name a
        secret card)."""
        if state.stage != "play" or state.questions.open:
            return []
        steps = ("pay", "phase", "done", "end_turn", "loan", "move", "attack", "occupy")
        return [spec for spec in self._turn_specs(state, seat) if spec.kind in steps]

    def _turn_specs(self, state: SupremacyState, seat: int) -> list[ActionSpec]:
        turn = state.turn
        power = state.powers[seat]
        specs: list[ActionSpec] = []
        bank = self._bank_specs(state, seat)
        if turn.phase == 1:
            if turn.unpaid_forces:
                places = sorted({f.where for f in state.forces if f.seat == seat})
                units = []
                for unit in ("army", "fleet"):
                    where = [
                        Choice(value=r, label=military.rname(r))
                        for r in places
                        if (F.armies if unit == "army" else F.fleets)(state, r, seat)
                        and (
                            unit == "fleet"
                            or world.is_land(r)
                            or F.capacity_at_sea(state, r, seat) >= 0
                        )
                    ]
                    if where:
                        units.append(
                            Choice(
                                value=unit,
                                label=unit,
                                then=[Step(param="where", label="where", choices=where)],
                            )
                        )
                disband = ActionSpec(
                    kind="disband",
                    label=f"Disband an unpaid force ({turn.unpaid_forces} left)",
                    steps=[Step(param="unit", label="what", choices=units)],
                )
                return [disband, *bank]
            if not turn.paid:
                specs.append(ActionSpec(kind="pay", label="Pay salaries and interest"))
                return specs + self._bank_specs(state, seat, repay=True)
        if 3 <= turn.phase <= 7:
            specs += self._phase_specs(state, seat, turn.phase)
            if turn.research is None:
                specs.append(ActionSpec(kind="done", label=f"End phase {turn.phase}"))
                if state.sim is None:
                    specs.append(ActionSpec(kind="end_turn", label="End your turn"))
            return specs + bank
        nexts = [
            p
            for p in range(max([2, *turn.chosen]) + 1, 8)
            if len(turn.chosen) < 3 and not (p == 4 and power.turns_played == 0)
        ]
        if nexts:
            specs.append(
                ActionSpec(
                    kind="phase",
                    label="Play a phase",
                    steps=[
                        Step(
                            param="phase",
                            label="phase",
                            choices=[
                                Choice(value=p, label=f"{p} - {PHASE_NAMES[p]}") for p in nexts
                            ],
                        )
                    ],
                )
            )
        specs.append(ActionSpec(kind="end_turn", label="End your turn"))
        return specs + bank

    def _bank_specs(
        self, state: SupremacyState, seat: int, *, repay: bool = False
    ) -> list[ActionSpec]:
        """What a player may do at any time of the game ("à tout moment de la partie"), in
        his turn or not: borrow from the bank, pay arrears, give or lend money to a player,
        close, reopen or sell a company (optional rule); repay the bank only in his own phase 1 (``repay``: "Les remboursements ne peuvent se
        faire que ... au cours de la phase 1 du tour du joueur")."""
        power = state.powers[seat]
        ops: list[Choice] = []
        most = economy.can_borrow(state, seat)
        if most:
            ops.append(
                Choice(
                    value="borrow",
                    label="borrow",
                    then=[
                        Step(param="billions", label="billions", range=IntRange(min=1, max=most))
                    ],
                )
            )
        if repay and power.loans and power.money >= tables.BILLION:
            most = min(power.loans, power.money // tables.BILLION)
            ops.append(
                Choice(
                    value="repay",
                    label="repay",
                    then=[
                        Step(param="billions", label="billions", range=IntRange(min=1, max=most))
                    ],
                )
            )
        if power.arrears and power.money >= power.arrears:
            ops.append(Choice(value="arrears", label=f"pay the {power.arrears} M$ in arrears"))
        specs: list[ActionSpec] = []
        if ops:
            specs.append(
                ActionSpec(
                    kind="loan",
                    label="The bank",
                    steps=[Step(param="op", label="what", choices=ops)],
                )
            )
        return specs + trade.money_specs(state, seat) + trade.company_specs(state, seat)

    def _phase_specs(self, state: SupremacyState, seat: int, phase: int) -> list[ActionSpec]:
        if phase == 3:
            return trade.sell_specs(state, seat)
        if phase == 4:
            return combat.attack_specs(state, seat)
        if phase == 5:
            return military.move_specs(state, seat)
        if phase == 6:
            if state.turn.research is not None:
                return military.weapon_specs(state, seat)
            return (
                military.build_specs(state, seat)
                + military.weapon_specs(state, seat)
                + trade.arms_specs(state, seat)
            )
        return trade.buy_specs(state, seat)

    # ------------------------------------------------------------------ playing

    def _play(self, state: SupremacyState, seat: int, action: Any) -> list[Event]:
        if state.stage == "choose":
            events = self._choose(state, seat, action.power)
        elif _at_any_time(action):
            events = self._any_time_move(state, seat, action)
        elif state.questions.open:
            events = QUESTIONS.play(state, state.questions, seat, action)
        else:
            events = self._turn_move(state, seat, action)
        if (
            state.stage == "play"
            and state.turn.phase in (4, 5)
            and not state.questions.open
            and state.battle is None
        ):
            # A prospected company opens once its territory is occupied, from the next
            # turn's phase 5 (or an occupation by attack) on.
            events += economy.open_companies(state, state.turn.seat)
        return events + self._advance(state)

    def _choose(self, state: SupremacyState, seat: int, choice: str) -> list[Event]:
        free = [p for p in sdata.SUPERPOWERS if p not in {x.power for x in state.powers}]
        if choice.startswith("pack_"):
            choice = state.rng.choice(free)
        state.powers[seat].power = choice
        state.choosing.pop(0)
        events = [say("chosen", name=state.seats[seat], power=choice)]
        if not state.choosing:
            # The last to choose plays first; with random attribution, the distributor
            # (the highest die, who chose last) does.
            state.first = seat
            events += _start(state)
        return events

    def _any_time_move(self, state: SupremacyState, seat: int, action: Any) -> list[Event]:
        """A move allowed at any time (:func:`_at_any_time`), in any state that offers it:
        it changes nothing of the turn or of the questions open, but for an offer, which is
        asked before them."""
        if action.kind == "offer":
            return trade.offer(state, seat, action)
        if action.kind == "company":
            return trade.company(state, seat, action)
        if action.op == "borrow":
            return economy.borrow(state, seat, action.billions)
        if action.op == "repay":
            return economy.repay(state, seat, action.billions)
        return economy.pay_arrears(state, seat)

    def _turn_move(self, state: SupremacyState, seat: int, action: Any) -> list[Event]:
        turn = state.turn
        kind = action.kind
        if kind == "pay":
            events = economy.pay_phase_one(state, seat)
            return events + self._after_phase_one(state, seat)
        if kind == "disband":
            if action.unit == "army":
                F.remove(state, action.where, seat, armies=1)
            else:
                F.remove(state, action.where, seat, fleets=1)
                excess = -F.capacity_at_sea(state, action.where, seat)
                if excess > 0:
                    F.remove(state, action.where, seat, armies=excess)
            # Armies aboard a disbanded fleet beyond the others' capacity are lost with it.
            turn.unpaid_forces = min(turn.unpaid_forces - 1, F.total_forces(state, seat))
            events = [say("disband", name=state.seats[seat], unit=action.unit, region=action.where)]
            if not turn.unpaid_forces:
                events += self._after_phase_one(state, seat)
            return events
        if kind == "phase":
            turn.chosen.append(action.phase)
            turn.phase = action.phase
            return [say("phase", name=state.seats[seat], phase=action.phase)]
        if kind == "done":
            turn.build_left = 0
            turn.phase = 0
            if state.sim is not None:
                return simultaneous.after_player(state)
            return []
        if kind == "end_turn":
            return self._end_turn(state, seat)
        return self._phase_move(state, seat, action)

    def _after_phase_one(self, state: SupremacyState, seat: int) -> list[Event]:
        if state.turn.unpaid_forces:
            return []
        state.turn.phase = 2
        events = economy.production(state, seat)
        state.turn.phase = 0
        if state.sim is not None:
            events += simultaneous.after_player(state)
        return events

    def _phase_move(self, state: SupremacyState, seat: int, action: Any) -> list[Event]:
        kind = action.kind
        if kind == "sell":
            return economy.sell(state, seat, action.resource, action.count)
        if kind == "buy":
            return economy.buy(state, seat, action.resource, action.count)
        if kind == "prospect":
            return economy.prospect(state, seat, action.resource)
        if kind == "offer":
            return trade.offer(state, seat, action)
        if kind == "move":
            return trade.request_move(state, seat, action)
        if kind == "build":
            return military.build(state, seat, action)
        if kind == "research":
            if action.weapon == "stop":
                return military.finish_research(state, seat)
            return military.research(state, seat, action.weapon)
        if kind == "make_weapon":
            return military.make_weapon(state, seat, action.weapon, action.count)
        if kind == "attack":
            return combat.declare(state, seat, action, counter=False)
        if kind == "nuke":
            return combat.nuke(state, seat, action, counter=False)
        if kind == "star_war":
            return combat.star_war(state, seat, action.target, counter=False)
        raise AssertionError(f"unhandled move {kind}")  # pragma: no cover - legal trees

    def _end_turn(self, state: SupremacyState, seat: int) -> list[Event]:
        power = state.powers[seat]
        power.turns_played += 1
        power.unpaid = []
        state.salvos.pop(str(seat), None)
        events: list[Event] = []
        nxt = seat
        for _ in range(state.n):
            nxt = (nxt + 1) % state.n
            if nxt == state.first:
                state.turn.round += 1
            if not state.powers[nxt].out:
                break
        rounds = state.options.rounds
        if rounds and state.turn.round > rounds:
            return detente(state)
        state.turn = Turn(seat=nxt, number=state.turn.number + 1, round=state.turn.round)
        events.append(
            say("turn", name=state.seats[nxt], number=state.turn.number, round=state.turn.round)
        )
        return events

    def _advance(self, state: SupremacyState) -> list[Event]:
        """Phases with nothing left to decide close by themselves."""
        events = check_supremacy(state)
        if state.stage != "play" or state.questions.open:
            return events
        turn = state.turn
        if state.powers[turn.seat].out:
            if state.sim is not None:
                events += simultaneous.after_player(state)
            else:
                events += self._end_turn(state, turn.seat)
        return events

    def default_action(self, state: SupremacyState, seat: int) -> dict[str, Any] | None:
        """What a skipped player does (authored; the book has no clock): answers the question
        by its default, else pays phase 1, else ends the phase or the turn."""
        if state.questions.open:
            return QUESTIONS.default(state, state.questions, seat)
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

    def automatic_action(self, state: SupremacyState, seat: int) -> dict[str, Any] | None:
        """A question's default answer when the seat's deadline passes (defend if a set is
        available, else resist; no counter-attack; no passage; no deal)."""
        if state.questions.open:
            return QUESTIONS.default(state, state.questions, seat)
        return None

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

    def asked_kind(self, state: SupremacyState, seat: int) -> str | None:
        return super().asked_kind(state, seat)

    def describe_public(self, view: View) -> list[str]:
        from .view import describe

        return describe(view)

    def describe_private(self, view: View) -> list[str]:
        """The seat's secret companies, in the view's language."""
        from .view import describe_private

        return describe_private(view, self.catalogue(view.language))


ENGINE = Supremacy()
