"""The book's worked examples (``examples/*.json``) played through the engine's public contract.

Each file's position is built on a fresh game (``build``: the test writes the position into a
state, since the book starts its examples mid-game), the bag is rigged by choosing the
generator's seed so that the draws come out in the book's order (``rig``), and then every
move goes through ``setup / to_act / legal_actions / apply / view / result`` only. After each
move the file's expected position is compared with the views (``compare``). The decisions the
book makes inside an action (a black-market space, the option used) are answered from the
file's action: its ``spaces`` and ``options``.
"""

from __future__ import annotations

from typing import Any

import pytest

from rules.core import IllegalAction, Rng
from rules.core.bag import Bag
from rules.peak_oil.data import board, tables
from rules.peak_oil.engine import ENGINE as GAME
from rules.peak_oil.state import (
    CRISES,
    PeakOilState,
    TokenAt,
    TurnState,
)

from .examples.schema import Action, Example, OptionUse, Position, load_examples

EXAMPLES = {example.id: example for example in load_examples()}


# ---------------------------------------------------------------------------- building


def _move_cards(pile: list[str], cards: list[str]) -> None:
    for card in cards:
        if card in pile:
            pile.remove(card)


def build(example: Example, position: Position | None = None) -> PeakOilState:
    """A fresh game of the example's players with the example's position written in."""
    position = position or example.position
    players = example.players
    state = GAME.setup(players, seed=1, options={"brutal": example.variant == "brutal"})
    seat = {name: i for i, name in enumerate(players)}
    for zone in state.zones:
        state.zones[zone] = [0] * len(players)
    for zone, agents in (position.zones or {}).items():
        for name, count in agents.items():
            state.zones[zone][seat[name]] = count
    for region, count in (position.regions or {}).items():
        state.regions[region] = count
    if position.black_market is not None:
        state.black_market = list(position.black_market)
    for technology, count in (position.track or {}).items():
        if technology in state.track:
            state.track[technology] = count
    for zone, at in (position.risk or {}).items():
        state.risk[zone] = TokenAt(token=at.token, side=at.side)
    for refinery, at in (position.refineries or {}).items():
        state.refineries[refinery] = TokenAt(token=at.token, side=at.side)
    if position.bag is not None:
        state.bag = Bag.of({str(c): n for c, n in position.bag.items()})
    if position.removed_barrels is not None:
        state.removed_black = position.removed_barrels
    if position.counter is not None:
        state.counter = [None if name is None else seat[name] for name in position.counter]
    for name, hq in (position.hq or {}).items():
        player = state.players[seat[name]]
        if hq.barrels is not None:
            player.barrels = hq.barrels
        if hq.security is not None:
            player.security = hq.security
        if hq.agents is not None:
            player.agents_hq = hq.agents
        for attribute in ("fields", "start_ups", "consultants", "crises_up"):
            value = getattr(hq, attribute)
            if value is not None:
                setattr(player, attribute, list(value))
        player.on_cards = {card: [0, 0] for card in player.crises_up}
        if hq.portfolio is not None:
            old = state.portfolios.hands[seat[name]]
            for hand in state.portfolios.hands:
                if hq.portfolio in hand:
                    hand[hand.index(hq.portfolio)] = old[0]
            _move_cards(state.portfolios.draw_pile, [hq.portfolio])
            if old[0] not in [c for h in state.portfolios.hands for c in h]:
                state.portfolios.draw_pile.append(old[0])
            state.portfolios.hands[seat[name]] = [hq.portfolio]
        for crises in state.crisis_decks.values():
            if hq.crises_down is not None:
                crises.hands[seat[name]] = []
    for name, hq in (position.hq or {}).items():
        for card in hq.crises_down or []:
            state.crisis_decks[str(CRISES[card].level)].hands[seat[name]].append(card)
    # Cards: every card named somewhere leaves the piles it was in.
    _lay_out(
        state.field_deck.draw_pile,
        state.field_display,
        position.field_display,
        position.field_deck_top or [],
        [f for p in state.players for f in p.fields],
    )
    _lay_out(
        state.start_up_deck.draw_pile,
        state.start_up_display,
        position.start_up_display,
        position.start_up_deck_top or [],
        [s for p in state.players for s in p.start_ups],
    )
    for top_level, cards in (position.crisis_deck_top or {}).items():
        deck = state.crisis_decks[str(top_level)]
        deck.draw_pile[0:0] = list(cards)
        _dedupe(deck.draw_pile, cards)
    for level, deck in state.crisis_decks.items():
        elsewhere = [c for p in state.players for c in p.crises_up] + [
            c for hand in deck.hands for c in hand
        ]
        _move_cards(deck.draw_pile, [c for c in elsewhere if str(CRISES[c].level) == level])
    for player_seat, player in enumerate(state.players):
        on_board = sum(state.zones[z][player_seat] for z in state.zones)
        away = on_board + state.on_counter(player_seat)
        player.agents_hq = min(player.agents_hq, tables.AGENTS_PER_PLAYER - away)
        player.agents_supply = tables.AGENTS_PER_PLAYER - player.agents_hq - away
        assert player.agents_supply >= 0
    if position.supply is not None and position.supply.security is not None:
        state.security_supply = position.supply.security
        # The tokens the file does not place are held by the players it does not describe.
        others = [seat[n] for n in players if n not in (position.hq or {})]
        left = tables.SECURITY_TOKENS - state.security_supply
        left -= sum(p.security for p in state.players)
        for index in range(left):
            state.players[others[index % len(others)]].security += 1
    else:
        state.security_supply = tables.SECURITY_TOKENS - sum(p.security for p in state.players)
    if position.turn is not None:
        state.turn = TurnState(seat=seat[position.turn.seat], step=position.turn.step)
    if position.peak_oil is not None:
        state.peak_holder = seat[position.peak_oil]
    state.black_total = state.black_in_play()
    state.yellow_total = state.bag.count("yellow")
    assert GAME.invariants(state) == [], GAME.invariants(state)
    return state


def _lay_out(
    pile: list[str], display: list[str], shown: list[str] | None, top: list[str], owned: list[str]
) -> None:
    """A deck's display as ``shown`` (if given) and ``top`` on top of its pile; the cards
    players own are in neither."""
    if shown is not None:
        pile += display
        display[:] = shown
    _move_cards(pile, [*display, *owned])
    _move_cards(display, owned)
    pile[0:0] = list(top)
    _dedupe(pile, top)


def _dedupe(pile: list[str], top: list[str]) -> None:
    """Keep the first copy of each of ``top`` (put on top) and drop the later one."""
    for card in top:
        first = pile.index(card)
        while pile.count(card) > 1:
            pile.pop(len(pile) - 1 - pile[::-1].index(card))
        assert pile.index(card) == first


def rig(state: PeakOilState, draws: list[str]) -> None:
    """Choose the generator so that the next draws from this bag give ``draws`` in order (a
    draw takes its barrel out; the series puts them back only at its end)."""
    if not draws:
        return
    for seed in range(100_000):
        rng = Rng.from_seed(seed)
        bag = state.bag.model_copy(deep=True)
        if all(bag.draw(rng) == colour for colour in draws):
            state.rng = Rng.from_seed(seed)
            return
    raise AssertionError("no seed gives these draws")


# ---------------------------------------------------------------------------- comparing


def compare(example: Example, state: PeakOilState, expected: Position | None) -> None:
    if expected is None:
        return
    players = example.players
    public = GAME.view(state, None).public
    if expected.turn is not None:
        assert (players[public.turn_seat], public.step) == (expected.turn.seat, expected.turn.step)
    if expected.zones is not None:
        found = {
            zone: {players[s]: n for s, n in enumerate(counts) if n}
            for zone, counts in public.zones.items()
            if any(counts)
        }
        assert found == expected.zones
    if expected.regions is not None:
        assert {r: public.regions[r] for r in expected.regions} == expected.regions
    if expected.black_market is not None:
        assert public.black_market == expected.black_market
    if expected.track is not None:
        assert {t: public.track.get(t, 0) for t in expected.track} == expected.track
    for zone, at in (expected.risk or {}).items():
        assert (public.risk[zone].token, public.risk[zone].side) == (at.token, at.side), zone
    for refinery, at in (expected.refineries or {}).items():
        found_at = public.refineries[refinery]
        assert (found_at.token, found_at.side) == (at.token, at.side), refinery
    if expected.bag is not None:
        assert {c: public.bag.get(c, 0) for c in expected.bag} == expected.bag
    if expected.removed_barrels is not None:
        assert public.removed_black == expected.removed_barrels
    if expected.supply is not None and expected.supply.security is not None:
        assert public.security_supply == expected.supply.security
    if expected.field_display is not None:
        assert public.field_display == expected.field_display
    if expected.start_up_display is not None:
        assert public.start_up_display == expected.start_up_display
    if expected.counter is not None:
        assert [None if s is None else players[s] for s in public.counter] == expected.counter
    if expected.peak_oil is not None:
        assert public.peak_holder is not None and players[public.peak_holder] == expected.peak_oil
    for name, hq in (expected.hq or {}).items():
        seat = players.index(name)
        mine = public.players[seat]
        private = GAME.view(state, seat).private
        pairs: list[tuple[Any, Any]] = [
            (hq.barrels, mine.barrels),
            (hq.security, mine.security),
            (hq.agents, mine.agents_hq),
            (hq.start_ups, mine.start_ups),
            (hq.fields, mine.fields),
            (hq.consultants, mine.consultants),
            (hq.crises_up, mine.crises_up),
            (hq.crises_down, private.crises_down),
            (hq.portfolio, (private.portfolio or [None])[0]),
        ]
        for wanted, found_value in pairs:
            assert wanted is None or wanted == found_value, (name, wanted, found_value)


# ---------------------------------------------------------------------------- playing


def option_action(use: OptionUse, region: str | None) -> dict[str, Any]:
    action: dict[str, Any] = {"kind": "option", "option": use.option}
    if use.option == "transport":
        action["route"] = f"{use.refinery}:{'+'.join(use.route or [])}"
    if use.refresh is not None:
        action["refresh"] = use.refresh
    if use.card is not None:
        action["card"] = use.card
    if use.technology is not None:
        action["technology"] = use.technology
    return action


class Player:
    """Plays an example's actions through the contract, answering the decisions the book
    makes inside an action from the file."""

    def __init__(self, example: Example, state: PeakOilState) -> None:
        self.example = example
        self.state = state
        self.spaces: list[str] = []
        self.options: list[OptionUse] = []
        self.events: list[Any] = []

    def apply(self, seat: int, action: dict[str, Any]) -> None:
        assert seat in GAME.to_act(self.state)
        self.state, events = GAME.apply(self.state, seat, action)
        assert GAME.invariants(self.state) == []
        self.events += events

    def drive(self, seat: int) -> None:
        """Answer what the book answers inside the action; stop at a draw-again question
        (the file's next action answers it) or when the action is over."""
        while not GAME.is_over(self.state) and GAME.to_act(self.state) == [seat]:
            public = GAME.view(self.state, seat).public
            legal = GAME.legal_actions(self.state, seat)
            if public.deciding == "place":
                self.apply(seat, {"kind": "choose", "value": self.spaces.pop(0)})
            elif public.deciding is not None:
                return
            elif public.action is not None:
                if self.options:
                    self.apply(seat, option_action(self.options.pop(0), public.action.zone))
                else:
                    self.apply(seat, {"kind": "finish"})
            else:
                assert legal.actions
                return

    def play(self, index: int, action: Action) -> None:
        players = self.example.players
        seat = players.index(action.seat)
        if action.kind == "reassign":
            self.apply(seat, {"kind": "reassign", "source": action.from_, "to": action.to})
        elif action.kind == "end_turn":
            if GAME.legal_actions(self.state, seat).allows({"kind": "pass"}):
                self.apply(seat, {"kind": "pass"})
            else:  # step 3 cannot be paid for: the turn already ended
                assert GAME.to_act(self.state) != [seat]
        elif action.kind == "security_swap":
            first, second = sorted(action.swap or [], key=_token_order)
            self.apply(seat, {"kind": "security", "mode": "swap", "first": first, "second": second})
        elif action.kind == "act":
            self.spaces = list(action.spaces or [])
            self.options = list(action.options or [])
            self.apply(seat, {"kind": "act", "zone": action.zone})
            self.drive(seat)
        elif action.kind in ("draw_again", "stop_drawing"):
            value = "yes" if action.kind == "draw_again" else "no"
            self.apply(seat, {"kind": "choose", "value": value})
            self.drive(seat)
        else:
            raise AssertionError(f"no engine move for {action.kind}")


def _token_order(place: str) -> int:
    order = [*board.RISK_ZONE_IDS, *board.REFINERY_IDS]
    return order.index(place)


def play_example(example: Example) -> Player:
    state = build(example)
    rig(state, list(example.draws))
    player = Player(example, state)
    refused = set(example.expected.refused)
    after = example.expected.after_actions or [None] * len(example.actions)
    for index, (action, expected) in enumerate(zip(example.actions, after, strict=True)):
        if index in refused:
            before = player.state.model_dump_json()
            with pytest.raises(IllegalAction):
                player.play(index, action)
            assert player.state.model_dump_json() == before
            continue
        player.play(index, action)
        compare(example, player.state, expected)
    compare(example, player.state, example.expected.after)
    return player


PLAYED = [
    "reassignment",
    "black_market_sandra",
    "transport_karen",
    "start_up_karen",
    "crisis_two_reds",
    "peak_oil_drill",
]


@pytest.mark.parametrize("name", PLAYED)
def test_the_example_is_played_through_the_engine(name: str) -> None:
    play_example(EXAMPLES[name])


# ---------------------------------------------------------------------------- majorities


def options_allowed(example: Example, name: str, zone: str) -> int:
    """Through the contract: whether ``name`` may act on ``zone`` on their step 1, and how
    many options the action then has."""
    position = example.position.model_copy(update={"turn": None})
    state = build(example, position)
    seat = example.players.index(name)
    state.turn = TurnState(seat=seat)
    rig(state, ["black"] if state.bag.count("black") else [])
    legal = GAME.legal_actions(state, seat)
    if not legal.allows({"kind": "act", "zone": zone}):
        return 0
    after, _events = GAME.apply(state, seat, {"kind": "act", "zone": zone})
    action = GAME.view(after, seat).public.action
    assert action is not None
    return action.options_left + len(action.used)


WITH_OPTIONS = [e.id for e in EXAMPLES.values() if e.expected.options_allowed]


@pytest.mark.parametrize("name", WITH_OPTIONS)
def test_who_may_act_and_with_how_many_options(name: str) -> None:
    """book "Exemples de majorité": a majority uses both options, a tie draws and uses one,
    anyone else cannot act; a region has one option."""
    example = EXAMPLES[name]
    zones = [a.zone for a in example.actions if a.kind == "act" and a.zone]
    zone = zones[0] if zones else next(iter(example.position.zones or {}))
    found = {name: options_allowed(example, name, zone) for name in example.players}
    assert found == example.expected.options_allowed


def test_majority_tie_draws_before_acting() -> None:
    """book: "vous devez au préalable prendre un Baril du sac" — the tie's draw comes first."""
    example = EXAMPLES["majority_tie"]
    state = build(example)
    state.turn = TurnState(seat=0)
    rig(state, ["black"])
    before = state.bag.count("black")
    after, events = GAME.apply(state, 0, {"kind": "act", "zone": "develop"})
    assert [e.key for e in events][:2] == ["act", "draw"]
    assert GAME.view(after, None).public.bag["black"] == before - 1


# ---------------------------------------------------------------------------- set-up


@pytest.mark.parametrize("seed", range(4))
def test_setup_for_four_players_follows_the_book(seed: int) -> None:
    example = EXAMPLES["setup_4p"]
    expected = example.expected.setup
    assert expected is not None
    state = GAME.setup(example.players, seed=seed)
    public = GAME.view(state, None).public
    assert public.bag == expected.bag
    assert [len(public.consultants[str(level)]) for level in (1, 2, 3)] == list(
        expected.consultants_revealed
    )
    assert sum(public.regions.values()) == expected.barrels_on_regions
    assert len(public.field_display) == expected.field_display
    assert len(public.start_up_display) == expected.start_up_display
    for seat, player in enumerate(public.players):
        assert player.agents_hq == expected.hq_agents
        assert player.barrels == expected.hq_barrels
        assert player.agents_supply == expected.supply_agents_each
        assert len(GAME.view(state, seat).private.portfolio) == expected.portfolios_each
    assert public.security_supply == expected.supply_security
    assert len(public.risk) == expected.risk_tokens_placed
    closed = [z for z, at in public.risk.items() if at.token == "closed"]
    assert len(closed) == 1 and public.risk[closed[0]].side == 0  # its open side
    assert GAME.invariants(state) == []


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_by_player_count(players: int) -> None:
    """The table's row for every count; with 2–3 players Venezuela closed, four market
    spaces, no Hydrogen Cells card."""
    state = GAME.setup([f"p{i}" for i in range(players)], seed=players)
    public = GAME.view(state, None).public
    row = tables.SETUP[players]
    assert public.bag == {"black": row.black, "red": row.red, "yellow": row.yellow}
    assert [len(public.consultants[str(level)]) for level in (1, 2, 3)] == list(row.consultants)
    assert sum(public.regions.values()) == 2 * players
    small = players <= 3
    assert ("venezuela" in public.zones) is not small
    assert len(public.black_market_spaces) == (4 if small else 5)
    if small:
        assert public.regions["venezuela"] == 0
        assert not any(c.startswith("hydrogen") for c in public.start_up_display)
    brutal = GAME.view(GAME.setup([f"p{i}" for i in range(players)], 1, {"brutal": True}), None)
    assert brutal.public.bag["red"] == tables.BRUTAL_RED_BARRELS
    assert len(brutal.public.counter) == tables.brutal_counter_spaces(players)
    assert all(not level for level in brutal.public.consultants.values())


def test_harder_crises_give_a_face_down_level_one_card_each() -> None:
    state = GAME.setup(["a", "b", "c"], seed=3, options={"hard_crises": True})
    for seat in range(3):
        assert GAME.view(state, None).public.players[seat].face_down["1"] == 1
        (card,) = GAME.view(state, seat).private.crises_down
        assert CRISES[card].level == 1


# ---------------------------------------------------------------------------- the rest


def test_brutal_counter_pushes_agents_as_in_the_book() -> None:
    """book "Règles brutes": Olja's first agent pushes Karen's one space right; her second
    pushes all the others and Sandra's agent goes home. The crises come from two red barrels
    drawn on a tie (authored trigger)."""
    example = EXAMPLES["brutal_counter"]
    position = example.position.model_copy(
        update={
            "zones": {"develop": {"olja": 1, "alba": 1}},
            "turn": Position.model_validate({"turn": {"seat": "olja", "step": 1}}).turn,
        }
    )
    state = build(example, position)
    rig(state, ["red", "red"])
    player = Player(example, state)
    steps = example.expected.after_actions or []
    player.apply(0, {"kind": "act", "zone": "develop"})
    compare(example, player.state, steps[0])
    player.apply(0, {"kind": "choose", "value": "yes"})
    compare(example, player.state, steps[1])


def final_position(example: Example) -> PeakOilState:
    """The example's final position: the players hold only the cards it lists (a player
    whose portfolio it does not give holds none: the book counts none)."""
    state = build(example)
    for name, hq in (example.position.hq or {}).items():
        seat = example.players.index(name)
        if hq.portfolio is None:
            state.portfolios.draw_pile += state.portfolios.hands[seat]
            state.portfolios.hands[seat] = []
    state.stage = "over"
    return state


def score_of(example: Example) -> dict[str, Any]:
    state = final_position(example)
    public = GAME.view(state, None).public
    assert public.scores is not None
    return {name: public.scores[i] for i, name in enumerate(example.players)}


@pytest.mark.parametrize("name", ["scoring_alba", "tie_break"])
def test_scoring(name: str) -> None:
    example = EXAMPLES[name]
    scores = score_of(example)
    for who, expected in (example.expected.score or {}).items():
        found = scores[who]
        assert (found.start_ups, found.consultants, found.crises, found.total) == (
            expected.start_ups,
            expected.consultants,
            expected.crises,
            expected.total,
        )
        for technology, worth in (expected.per_card or {}).items():
            assert found.per_card[technology] == worth
    if example.expected.ranking is not None:
        result = GAME.result(final_position(example))
        assert result is not None
        ranking = [[example.players[s] for s in group] for group in result.ranking]
        assert ranking == example.expected.ranking
        assert any("share the place" in line for line in result.details)


def test_peak_oil_phase_order() -> None:
    """book "Pénurie": the others reassign in turn from the marker's left (here they decline);
    then zone by zone, the majority holder first, then clockwise from the marker."""
    example = EXAMPLES["peak_oil_phase"]
    position = example.position.model_copy(
        update={"turn": Position.model_validate({"turn": {"seat": "karen", "step": 3}}).turn}
    )
    state = build(example, position)
    player = Player(example, state)
    karen = example.players.index("karen")
    player.apply(karen, {"kind": "pass"})
    asked = []
    while GAME.view(player.state, None).public.stage == "peak_reassign":
        (seat,) = GAME.to_act(player.state)
        asked.append(example.players[seat])
        assert GAME.automatic_action(player.state, seat) == {"kind": "pass"}
        player.apply(seat, {"kind": "pass"})
    assert asked == example.expected.peak_oil_reassign_order
    while not GAME.is_over(player.state):
        (seat,) = GAME.to_act(player.state)
        legal = GAME.legal_actions(player.state, seat)
        if legal.allows({"kind": "finish"}):
            player.apply(seat, {"kind": "finish"})
        else:
            player.apply(seat, next(legal.paths(limit=1)))
    order = [[e.params["place"], e.params["name"]] for e in player.events if e.key == "act"]
    assert order == [list(pair) for pair in example.expected.peak_oil_order or []]
    assert all(not any(c) for c in GAME.view(player.state, None).public.zones.values())


def test_every_example_is_played_or_checked() -> None:
    covered = {
        *PLAYED,
        *WITH_OPTIONS,
        "setup_4p",
        "brutal_counter",
        "scoring_alba",
        "tie_break",
        "peak_oil_phase",
    }
    assert covered == set(EXAMPLES)
