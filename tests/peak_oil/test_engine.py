"""Peak Oil's engine through the public contract: self-play to the end with the invariants,
illegal input, secrets, and the rules the book's examples do not cover.

The game is not registered yet: these tests import the engine directly.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rules.core import IllegalAction, Rng
from rules.peak_oil.engine import ENGINE as GAME
from rules.peak_oil.state import CONSULTANTS, CRISES, FIELDS, PeakOilState, TokenAt, TurnState

from .test_engine_examples import rig

NAMES = ["ann", "bo", "cy", "di", "ed"]


def play_out(
    players: int, seed: int, options: dict[str, Any] | None = None
) -> tuple[PeakOilState, int]:
    """A random game to its end, the invariants checked after every action."""
    state = GAME.setup(NAMES[:players], seed=seed, options=options or {})
    picker = Rng.from_seed(seed + 1000)
    actions = 0
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state)
        action = GAME.legal_actions(state, seat).random_action(picker)
        state, _events = GAME.apply(state, seat, action)
        assert GAME.invariants(state) == [], (actions, action)
        actions += 1
        assert actions < GAME.max_actions(state)
    return state, actions


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("brutal", [False, True])
def test_self_play_reaches_the_end(players: int, brutal: bool) -> None:
    for seed in range(3):
        state, _actions = play_out(players, seed, {"brutal": brutal})
        result = GAME.result(state)
        assert result is not None and len(result.scores) == players
        assert sorted(s for group in result.ranking for s in group) == list(range(players))
        assert state.peak_holder is not None
        assert all(not any(counts) for counts in state.zones.values())


def test_self_play_with_every_other_option() -> None:
    options = {"hard_crises": True, "two_symbol_fields": True, "double_closed": True}
    for players in (2, 4, 5):
        play_out(players, 7, options)
    play_out(3, 8, {"brutal": True, "two_symbol_fields": True, "double_closed": True})


def test_brutal_and_harder_crises_do_not_mix() -> None:
    with pytest.raises(IllegalAction):
        GAME.setup(NAMES[:3], seed=1, options={"brutal": True, "hard_crises": True})
    with pytest.raises(IllegalAction):
        GAME.setup(NAMES[:1], seed=1)
    with pytest.raises(IllegalAction):
        GAME.setup(NAMES[:3], seed=1, options={"nonsense": True})


# ---------------------------------------------------------------------------- illegal input


def midgame(seed: int = 3, moves: int = 40) -> PeakOilState:
    state = GAME.setup(NAMES[:4], seed=seed)
    picker = Rng.from_seed(seed)
    for _ in range(moves):
        (seat,) = GAME.to_act(state)
        state, _ = GAME.apply(state, seat, GAME.legal_actions(state, seat).random_action(picker))
    return state


BAD_ACTIONS: list[Any] = [
    {"kind": "fly"},
    {"kind": "reassign"},
    {"kind": "reassign", "source": "hq", "to": "moon"},
    {"kind": "reassign", "source": 3, "to": []},
    {"kind": "act", "zone": "atlantis"},
    {"kind": "option", "option": "teleport"},
    {"kind": "choose", "value": "everything"},
    {"kind": "security", "mode": "melt", "first": "belarus"},
    {"kind": "reassign", "source": "hq", "to": "develop", "extra": 1},
    "not json",
    '{"kind": 5}',
    None,
    [],
    42,
]


@pytest.mark.parametrize("action", BAD_ACTIONS, ids=repr)
def test_malformed_or_impossible_actions_change_nothing(action: Any) -> None:
    state = midgame()
    (seat,) = GAME.to_act(state)
    before = state.model_dump_json()
    with pytest.raises(IllegalAction):
        GAME.apply(state, seat, action)
    assert state.model_dump_json() == before


def test_wrong_seat_and_not_your_turn_change_nothing() -> None:
    state = midgame()
    (seat,) = GAME.to_act(state)
    other = (seat + 1) % 4
    before = state.model_dump_json()
    good = next(GAME.legal_actions(state, seat).paths(limit=1))
    for bad_seat in (other, 4, -1, True, "0", None):
        with pytest.raises(IllegalAction):
            GAME.apply(state, bad_seat, good)  # type: ignore[arg-type]
    assert GAME.legal_actions(state, other).actions == []
    assert state.model_dump_json() == before


def test_every_legal_path_is_accepted_and_others_refused() -> None:
    """Along a random game, every action of the tree is accepted; each one with a changed
    parameter value is accepted only if it is also in the tree."""
    state = midgame(seed=5, moves=10)
    picker = Rng.from_seed(9)
    for _ in range(60):
        if GAME.is_over(state):
            break
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        paths = list(legal.paths(limit=400))
        for path in paths[:25]:
            GAME.apply(state, seat, path)
            for key in path:
                if key == "kind":
                    continue
                changed = {**path, key: "nowhere"}
                if changed not in paths:
                    with pytest.raises(IllegalAction):
                        GAME.apply(state, seat, changed)
        state, _ = GAME.apply(state, seat, legal.random_action(picker))


def test_after_the_end_nothing_is_accepted() -> None:
    state, _ = play_out(2, 4)
    assert GAME.to_act(state) == []
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, {"kind": "pass"})


# ---------------------------------------------------------------------------- secrets


def test_portfolios_and_face_down_crises_are_private() -> None:
    state = GAME.setup(NAMES[:4], seed=2, options={"hard_crises": True})
    spectator = GAME.view(state, None).model_dump_json()
    for seat in range(4):
        private = GAME.view(state, seat).private
        (portfolio,) = private.portfolio
        (crisis,) = private.crises_down
        assert portfolio not in spectator and crisis not in spectator
        for other in range(4):
            if other != seat:
                assert portfolio not in GAME.view(state, other).model_dump_json()
                assert crisis not in GAME.view(state, other).model_dump_json()
    assert GAME.view(state, None).private is None


def test_secret_twins_look_the_same_to_everybody_else() -> None:
    state = midgame(seed=4, moves=30)
    twins = GAME.secret_twins(state, Rng.from_seed(1))
    assert twins
    for seats, twin in twins:
        assert GAME.view(twin, None) == GAME.view(state, None)
        for seat in range(4):
            if seat not in seats:
                assert GAME.view(twin, seat) == GAME.view(state, seat)


# ---------------------------------------------------------------------------- rules


def fresh(players: int = 4, **options: Any) -> PeakOilState:
    return GAME.setup(NAMES[:players], seed=11, options=options)


def ready(state: PeakOilState) -> None:
    """A position edited by a test made whole: agents not placed are in the supply, the
    barrels placed are the barrels in play."""
    for seat, player in enumerate(state.players):
        away = sum(state.zones[z][seat] for z in state.zones) + state.on_counter(seat)
        player.agents_hq = min(player.agents_hq, 4 - away)
        player.agents_supply = 4 - away - player.agents_hq
    state.black_total = state.black_in_play()
    state.yellow_total = state.bag.count("yellow") + state.removed_yellow


def apply(state: PeakOilState, seat: int, action: dict[str, Any]) -> PeakOilState:
    if GAME.invariants(state):  # a position written by the test
        ready(state)
    new, _ = GAME.apply(state, seat, action)
    assert GAME.invariants(new) == []
    return new


def refused(state: PeakOilState, seat: int, action: dict[str, Any]) -> None:
    ready(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, seat, action)


def test_reassignment_restrictions() -> None:
    """book "Réassigner": not back onto a zone left this turn, not the same agent twice, not
    to the zone it came from; step 3 costs 2 barrels that leave the game."""
    state = fresh()
    state.zones["develop"][0] = 1
    state.players[0].barrels = 3
    state.players[0].agents_hq = 1
    state = apply(state, 0, {"kind": "reassign", "source": "develop", "to": "invest"})
    refused(state, 0, {"kind": "reassign", "source": "hq", "to": "develop"})  # left this turn
    refused(state, 0, {"kind": "reassign", "source": "invest", "to": "expand"})  # moved twice
    state = apply(state, 0, {"kind": "reassign", "source": "hq", "to": "expand"})
    # Step 3: both agents were reassigned this turn and none is left to move: the turn ends.
    assert state.turn.seat == 1 and state.removed_black == 0


def test_a_zone_reassigned_onto_cannot_be_left_the_same_turn() -> None:
    """book "Réassigner un agent", Notes: « Notez que ces restrictions font qu'il est
    impossible d'avoir le même nombre d'Agents sur la même zone d'Action, au début et à la fin
    de votre tour. » An agent put on Develop at step 1 forbids taking another one off Develop
    at step 2 (else Develop would end the turn as it began; I39)."""
    state = fresh()
    state.zones["develop"][0] = 1
    state.players[0].agents_hq = 1
    state = apply(state, 0, {"kind": "reassign", "source": "hq", "to": "develop"})
    refused(state, 0, {"kind": "reassign", "source": "develop", "to": "invest"})
    refused(state, 0, {"kind": "reassign", "source": "develop", "to": "hq"})
    sources = GAME.legal_actions(state, 0).values_of("reassign", "source", {})
    assert "develop" not in [value for value, _ in sources]


def test_a_zone_dispatched_onto_cannot_be_left_by_reassigning() -> None:
    """The same note (I39): one agent dispatched from Expand onto Invest and left there cannot
    be reassigned off Invest at step 2, or Invest would hold at the end what it held at the
    start."""
    state = fresh()
    state.zones["expand"][0] = 1
    state.zones["invest"] = [0, 1, 1, 0]
    state.players[0].agents_hq = 1
    state = apply(state, 0, {"kind": "act", "zone": "expand"})
    state = apply(state, 0, {"kind": "option", "option": "dispatch", "to": "invest"})
    state = apply(state, 0, {"kind": "choose", "value": "no"})  # a tie there: do not act now
    state = apply(state, 0, {"kind": "finish"})  # recruiting was still open
    assert state.turn.step == 2 and state.zones["invest"][0] == 1
    refused(state, 0, {"kind": "reassign", "source": "invest", "to": "develop"})
    state = apply(state, 0, {"kind": "reassign", "source": "hq", "to": "develop"})


def test_step_three_pays_two_barrels() -> None:
    state = fresh()
    state.players[0].barrels = 2
    state.players[0].agents_supply = 0
    state.players[0].agents_hq = 4
    state = apply(state, 0, {"kind": "reassign", "source": "hq", "to": "develop"})
    state = apply(state, 0, {"kind": "reassign", "source": "hq", "to": "invest"})
    state = apply(state, 0, {"kind": "reassign", "source": "hq", "to": "expand"})
    assert (state.players[0].barrels, state.removed_black, state.turn.seat) == (0, 2, 1)


def test_no_zone_holds_more_than_five_agents() -> None:
    state = fresh()
    state.zones["develop"] = [2, 2, 1, 0]
    state.players[0].agents_hq, state.players[1].agents_hq = 0, 0
    state.players[2].agents_hq = 1
    state.turn = TurnState(seat=3)
    refused(state, 3, {"kind": "reassign", "source": "hq", "to": "develop"})


def test_a_player_without_majority_or_tie_cannot_act() -> None:
    state = fresh()
    state.zones["develop"] = [1, 2, 0, 0]
    refused(state, 0, {"kind": "act", "zone": "develop"})
    refused(state, 0, {"kind": "act", "zone": "invest"})


def test_grey_ops_needs_a_barrel_and_puts_it_on_the_black_market() -> None:
    state = fresh()
    state.zones["grey_ops"][0] = 1
    state.players[0].barrels = 0
    refused(state, 0, {"kind": "act", "zone": "grey_ops"})
    state.players[0].barrels = 1
    state = apply(state, 0, {"kind": "act", "zone": "grey_ops"})
    assert state.tasks[0].kind == "place" and state.loose == 1
    state = apply(state, 0, {"kind": "choose", "value": "spmr"})
    assert state.black_market == ["spmr"] and state.players[0].barrels == 0
    state = apply(state, 0, {"kind": "option", "option": "black_market"})
    assert state.track["spmr"] == 1 and state.black_market == []


def test_consultants_are_taken_level_by_level() -> None:
    state = fresh()
    state.zones["grey_ops"][0] = 1
    state.players[0].barrels = 2
    state.black_market = ["ethanol"]
    level_two = state.consultant_display["2"][0]
    state = apply(state, 0, {"kind": "act", "zone": "grey_ops"})
    state = apply(state, 0, {"kind": "choose", "value": "spmr"})
    refused(state, 0, {"kind": "option", "option": "consultants", "card": level_two})
    first = state.consultant_display["1"][0]
    state = apply(state, 0, {"kind": "option", "option": "consultants", "card": first})
    assert state.players[0].consultants == [first] and CONSULTANTS[first].level == 1


def test_transport_refuses_a_closed_route_and_obeys_arrows() -> None:
    state = fresh()
    state.zones["russia"][0] = 1
    state.risk["belarus"] = TokenAt(token="closed", side=1)
    state.risk["siberia"] = TokenAt(token="blank_blank", side=0)
    legal = GAME.legal_actions(apply(state, 0, {"kind": "act", "zone": "russia"}), 0)
    routes = legal.values_of("option", "route", {"option": "transport"})
    assert [value for value, _ in routes] == ["singapore:siberia"]


def test_security_token_flips_and_returns_to_the_supply() -> None:
    state = fresh()
    state.players[0].security = 1
    state.security_supply = 4
    side = state.refineries["rotterdam"].side
    state = apply(state, 0, {"kind": "security", "mode": "flip", "first": "rotterdam"})
    assert state.refineries["rotterdam"].side == 1 - side
    assert (state.players[0].security, state.security_supply) == (0, 5)
    refused(state, 0, {"kind": "security", "mode": "flip", "first": "rotterdam"})


def test_security_tokens_are_offered_at_the_players_own_decisions() -> None:
    """book "Jetons de sécurité": « A tout moment pendant votre tour vous pouvez remettre des
    jetons Sécurité … retournez un jeton Raffinerie … ». While a transport's first black barrel
    waits for its black-market space, the player may flip the destination's refinery token;
    the space is still asked, and the barrels are then taken by the new demand (I20)."""
    state = fresh()
    state.zones["russia"][0] = 1
    state.regions["russia"] = 5
    state.players[0].security = 1
    state.security_supply = 4
    state.risk["belarus"] = TokenAt(token="two_barrels_blank", side=0)  # two draws, no skull
    state.refineries["rotterdam"] = TokenAt(token="demand_2_4", side=0)  # demand 2
    state = apply(state, 0, {"kind": "act", "zone": "russia"})
    rig(state, ["black", "black"])
    route = "rotterdam:belarus"
    state = apply(state, 0, {"kind": "option", "option": "transport", "route": route})
    assert state.tasks[0].kind == "place"
    assert "security" in [spec.kind for spec in GAME.legal_actions(state, 0).actions]
    state = apply(state, 0, {"kind": "security", "mode": "flip", "first": "rotterdam"})
    assert (state.players[0].security, state.refineries["rotterdam"].side) == (0, 1)
    assert state.tasks[0].kind == "place"  # the space is still to be chosen
    state = apply(state, 0, {"kind": "choose", "value": "spmr"})
    assert state.black_market == ["spmr"]
    assert (state.players[0].barrels, state.regions["russia"]) == (1 + 4, 1)  # demand 4


def test_face_down_crises_cost_nothing_at_the_end() -> None:
    """book "Points des crises": « Chaque carte Crise dans votre SS coûte la valeur marquée »;
    its scoring example: « Sa carte Crise face visible lui coûte 1 PV. Les cartes crises face
    cachée ne coûtent aucun point. » The example decides: only face-up crises cost (I40)."""
    state = fresh(hard_crises=True)  # every player holds a level-1 crisis face down
    state.crisis_decks["3"].hands[1].append(state.crisis_decks["3"].draw_pile.pop())
    up = state.crisis_decks["1"].draw_pile.pop()
    state.players[2].crises_up = [up]
    assert all(state.face_down(seat) for seat in range(4)) and CRISES[up].level == 1
    state.stage = "over"
    scores = GAME.view(state, None).public.scores
    assert scores is not None
    assert [s.crises for s in scores] == [0, 0, -1, 0]
    result = GAME.result(state)
    assert result is not None
    assert result.scores[1] == result.scores[0] and result.scores[2] == result.scores[0] - 1
    # The reading is written down, with both passages.
    doc = (Path(__file__).parents[2] / "docs" / "peak_oil.md").read_text(encoding="utf-8")
    reading = " ".join(doc.split("**I40 —", 1)[1].split("\n\n", 1)[0].split())
    assert "Chaque carte Crise dans votre SS coûte la valeur marquée" in reading
    assert "Les cartes crises face cachée ne coûtent aucun point" in reading


def test_whitewash_returns_what_lies_on_the_card() -> None:
    state = fresh()
    state.zones["develop"][0] = 1
    card = "frozen_assets"
    state.crisis_decks["2"].draw_pile.remove(card)
    state.players[0].crises_up = [card]
    state.players[0].on_cards = {card: [2, 0]}
    state.players[0].barrels = 1
    state.black_total += 2
    state = apply(state, 0, {"kind": "act", "zone": "develop"})
    state = apply(state, 0, {"kind": "option", "option": "whitewash", "card": card})
    assert state.players[0].barrels == 2 and state.players[0].crises_up == []
    assert state.crisis_decks["2"].draw_pile[-1] == card and CRISES[card].level == 2


def test_recruit_and_dispatch_then_act_there() -> None:
    state = fresh()
    state.zones["expand"][0] = 2
    state.players[0].agents_hq = 0
    state = apply(state, 0, {"kind": "act", "zone": "expand"})
    state = apply(state, 0, {"kind": "option", "option": "recruit"})
    assert state.players[0].agents_hq == 1 and state.players[0].agents_supply == 1
    state = apply(state, 0, {"kind": "option", "option": "dispatch", "to": "invest"})
    assert state.zones["invest"][0] == 2
    state = apply(state, 0, {"kind": "choose", "value": "yes"})
    assert state.action is not None and state.action.zone == "invest"
    state = apply(state, 0, {"kind": "finish"})
    assert state.players[0].agents_hq == 3 and state.turn.step == 2
    refused(state, 0, {"kind": "reassign", "source": "hq", "to": "expand"})
    refused(state, 0, {"kind": "reassign", "source": "hq", "to": "invest"})


def test_a_red_barrel_from_a_drill_is_a_crisis_not_a_draw() -> None:
    """book "Forer": a "barrel?" take is not a draw; a red barrel still causes its crisis
    (the turn's first: half the HQ discarded) and offers no extra draw (I28)."""
    state = fresh()
    state.zones["develop"][0] = 1
    field = "libya_ethanol"  # 1 barrel and two "barrel?"
    assert FIELDS[field].queries == 2
    if field not in state.field_display:
        state.field_deck.draw_pile.remove(field)
        state.field_deck.draw_pile.append(state.field_display[0])
        state.field_display[0] = field
    state.players[0].barrels = 4
    state = apply(state, 0, {"kind": "act", "zone": "develop"})
    state = apply(state, 0, {"kind": "option", "option": "drill", "card": field, "refresh": False})
    assert field in state.players[0].fields and state.regions["libya"] >= 1
    assert state.tasks[0].kind == "query"
    rig(state, ["red"])
    state = apply(state, 0, {"kind": "choose", "value": "yes"})
    assert state.players[0].barrels == 2
    assert state.tasks[0].kind == "query"  # the second "barrel?", no "draw again"
    assert not state.turn.first_black


def test_brutal_agents_come_home_from_the_counter_at_the_start_of_a_turn() -> None:
    state = fresh(brutal=True)
    state.players[0].agents_hq = 0
    state.counter = [0, None, 0]
    legal = GAME.legal_actions(state, 0)
    assert legal.allows({"kind": "counter_home"})
    state = apply(state, 0, {"kind": "counter_home"})
    assert state.counter == [None, None, None] and state.players[0].agents_hq == 2


def test_brutal_marketing_move_costs_the_destination_after_the_move() -> None:
    state = fresh(brutal=True)
    state.zones["grey_ops"][0] = 1
    state.track["ethanol"] = 2
    state.track["spmr"] = 1
    state.players[0].barrels = 2
    state.black_total += 3
    state = apply(state, 0, {"kind": "act", "zone": "grey_ops"})
    state = apply(
        state,
        0,
        {
            "kind": "option",
            "option": "marketing",
            "mode": "move",
            "technology": "ethanol",
            "to": "spmr",
        },
    )
    assert state.track["ethanol"] == 1 and state.track["spmr"] == 2
    assert state.players[0].barrels == 0 and state.removed_black == 2


def test_peak_oil_reassignment_has_a_default_answer() -> None:
    state = fresh()
    state.bag.counts = {"red": 4, "yellow": 4}
    state.peak_holder = 0
    state.black_total = state.black_in_play()
    state = apply(state, 0, {"kind": "reassign", "source": "hq", "to": "develop"})
    state = apply(state, 0, {"kind": "reassign", "source": "hq", "to": "invest"})
    assert state.stage == "peak_reassign" and GAME.to_act(state) == [1]
    assert GAME.automatic_action(state, 1) == {"kind": "pass"}


def test_the_default_move_is_legal_in_every_state_of_random_games() -> None:
    for players, options in ((2, {"brutal": True}), (4, {"hard_crises": True})):
        state = GAME.setup(NAMES[:players], seed=21, options=options)
        picker = Rng.from_seed(22)
        while not GAME.is_over(state):
            (seat,) = GAME.to_act(state)
            default = GAME.default_action(state, seat)
            assert default is not None and GAME.legal_actions(state, seat).allows(default)
            other = (seat + 1) % players
            assert GAME.default_action(state, other) is None
            action = GAME.legal_actions(state, seat).random_action(picker)
            state, _ = GAME.apply(state, seat, action)
