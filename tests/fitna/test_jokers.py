"""Special jokers (10.0), the US intervention (27.1) and Russia's surge at tension 10 (28.0),
through the engine contract. Scenario 1 hands out no special joker and has neither US nor
Russian forces, so these positions give a seat a joker, or the scenario a US player, as a
scenario of issue 15 will."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from rules import GAMES
from rules.core import Event, IllegalAction
from rules.fitna import board, us
from rules.fitna.data import scenarios
from rules.fitna.state import FitnaState

from . import position as P
from .test_cards import answer, events_phase


def test_a_special_joker_strikes_its_boxes_and_cannot_be_countered() -> None:
    """Russian air strikes: 2 boxes, a die per unit (3-4 reduced, 5-6 destroyed, the box's
    defence added), +1 tension; the card leaves the game."""
    state = events_phase(seat=P.TUR)
    state.special_jokers[P.SYR] = ["russian_strikes"]
    P.give(state, P.TUR, 25)  # air superiority: it cannot stop a special joker
    # Played in the Syrian's own phase here; when the game asks him something in another
    # player's phase, the joker is offered with the answers (docs/fitna.md).
    P.phase(state, P.SYR, "events")
    assert "special" in P.kinds(state, P.SYR)
    tension = state.tension
    state, found = P.play(state, P.SYR, {"kind": "special", "joker": "russian_strikes"})
    assert P.find(found, "special_joker")
    P.rig(state, 6, 6, 6)
    state, more = answer(state, "idlib", "pass")
    assert P.find(more, "strike") and not P.find(more, "air_cancelled")
    assert state.special_jokers[P.SYR] == []
    assert state.specials_played[str(P.SYR)] == ["russian_strikes"]
    assert state.tension == (tension or 0) + 1
    assert not {"fsa_1", "fsa_2"} & set(board.units_at(state, "idlib"))


def test_the_israeli_special_joker_only_in_scenarios_9_to_11() -> None:
    state = events_phase()
    state.special_jokers[P.SYR] = ["israeli_strikes"]
    assert "special" not in P.kinds(state, P.SYR)


def test_the_russian_special_joker_comes_back_at_tension_10() -> None:
    state = events_phase()
    state.specials_played = {str(P.SYR): ["russian_strikes"]}
    state.tension = 9
    from rules.fitna import tension

    found = tension.change(state, 1, "test")
    assert any(e.key == "joker_back" for e in found)
    assert state.special_jokers[P.SYR] == ["russian_strikes"]


@pytest.fixture
def us_scenario(monkeypatch: pytest.MonkeyPatch) -> None:
    """Scenario 1 as if the Turkish player took the US forces at tension 10 and when
    Incirlik is attacked (27.1 names the Turkish player for scenario 6)."""
    base = scenarios.SCENARIOS[1]
    patched = dataclasses.replace(base, us_control={"tension_10": "TUR", "incirlik": "TUR"})
    monkeypatch.setitem(scenarios.SCENARIOS, 1, patched)


def test_tension_10_brings_the_us_in_for_the_scenarios_player(us_scenario: None) -> None:
    """27.1: 2 cards, the US joker, the US special joker's 4 strikes at once, the 6 first
    units placed; the 5 others on the next turn."""
    state = events_phase()
    state.tension = 9
    jokers = state.jokers[P.TUR]
    held = len(state.support.hands[P.TUR]) + len(state.events.hands[P.TUR])
    from rules.fitna import tension

    found = tension.change(state, 1, "test")
    assert any(e.key == "us_intervene" for e in found)
    assert state.us_seat == P.TUR
    assert state.jokers[P.TUR] == jokers + 1
    assert len(state.support.hands[P.TUR]) + len(state.events.hands[P.TUR]) == held + 2
    kinds = [q.kind for q in state.questions.open]
    assert "place" in kinds
    state, _ = answer(state)
    placed = [u for u in us.US_FIRST if board.box_of(state, u) is not None]
    assert placed, "the first US units are placed"
    assert all(board.side_of(state, u) == state.sides[P.TUR] for u in us.US_FIRST)
    assert state.us_next_turn == list(us.US_NEXT_TURN)
    assert us.intervene(state, "incirlik") == []  # once a game


def test_without_a_us_player_nothing_intervenes() -> None:
    state = events_phase()
    assert us.intervene(state, "tension_10") == []
    assert state.us_seat is None


def test_an_attack_on_incirlik_brings_the_us_in_after_the_offensive(us_scenario: None) -> None:
    state = events_phase()
    us.on_attack(state, "incirlik", state.sides[P.SYR])
    assert state.us_trigger == "incirlik"
    found = us.settle(state)
    assert any(e.key == "us_intervene" for e in found) and state.us_seat == P.TUR
    other = events_phase()
    us.on_attack(other, "incirlik", other.sides[P.TUR])  # the Turks' own base: no trigger
    assert other.us_trigger is None


def test_the_pkk_rebellion_ends_when_turkey_holds_every_pkk_box_of_turkey() -> None:
    """26.7: the PKK counters leave the game for good, except those in Syria or Iraq, which
    never come back once eliminated."""
    from rules.fitna import events as card_events
    from rules.fitna.data import map as fmap

    state = events_phase()
    state.pkk_rebellion = True
    turkey = state.sides[P.TUR]
    boxes = [b for b in fmap.faction_boxes("PKK") if board.country(b) == "TUR"]
    for box in boxes[:-1]:
        state.control[box] = turkey
    state.control[boxes[-1]] = "PKK"
    P.clear_box(state, "afrin")
    P.put(state, "afrin", "pkk_mobile_1")
    state.pools.setdefault("PKK", []).append("pkk_garrison_1")
    assert card_events.pkk_end(state) == []  # one PKK box still not Turkish
    state.control[boxes[-1]] = turkey
    found = card_events.pkk_end(state)
    assert [e.key for e in found] == ["pkk_over"] and state.pkk_over
    assert "pkk_garrison_1" in state.removed_units
    assert board.box_of(state, "pkk_mobile_1") == "afrin"
    board.eliminate(state, "pkk_mobile_1")
    assert "pkk_mobile_1" in state.removed_units
    assert "pkk_mobile_1" not in state.pools.get("PKK", [])


def test_a_joker_is_played_while_the_game_waits_on_the_other_player() -> None:
    """9.0: "à n'importe quel moment de la partie, même lors d'une phase d'un joueur
    adverse": the kit's interjections let an idle seat play it; nothing else."""
    state = events_phase()
    state.jokers[P.TUR] = 1
    assert P.GAME.to_act(state) == [P.SYR]
    idle = P.GAME.legal_actions(state, P.TUR)
    assert idle.kinds() == ["joker"]
    held = len(state.support.hands[P.TUR]) + len(state.events.hands[P.TUR])
    state, found = P.play(state, P.TUR, {"kind": "joker"})
    assert P.find(found, "joker") and state.jokers[P.TUR] == 0
    assert len(state.support.hands[P.TUR]) + len(state.events.hands[P.TUR]) == held + 2
    assert P.GAME.to_act(state) == [P.SYR]
    with pytest.raises(Exception, match="not your turn"):
        P.play(state, P.TUR, {"kind": "done"})


async def test_the_service_takes_a_joker_from_a_player_not_on_turn(store: Any) -> None:
    """Through the service (what Discord calls): the idle player's prompt offers the joker
    and the move is taken, the game still waiting on the other player."""
    from bot.service import GameService
    from rules.core import Rng
    from rules.fitna import GAME
    from tests.conftest import ALICE, BOB

    service = GameService(store, games={"fitna": GAME}, clock=lambda: 1_000_000.0)
    created = await service.create("fitna", ALICE, None, guild_id=10)
    await service.join(created.game_id, BOB)
    await service.start(created.game_id, ALICE, seed=3)
    record, state = await service.state(created.game_id)
    users = {ALICE.id: ALICE, BOB.id: BOB}
    rng = Rng.from_seed(1)
    while state.segment == "select":  # both choose their cards
        seat = GAME.to_act(state)[0]
        action = GAME.legal_actions(state, seat).random_action(rng)
        await service.act(created.game_id, record.seats[seat].user_id, action)
        record, state = await service.state(created.game_id)
    waiting = GAME.to_act(state)[0]
    idle = 1 - waiting
    idle_user = users[record.seats[idle].user_id]
    legal = await service.legal(created.game_id, idle_user.id)
    assert list(legal) == [idle] and legal[idle].kinds() == ["joker"]
    await service.act(created.game_id, idle_user.id, {"kind": "joker"})
    record, state = await service.state(created.game_id)
    assert state.jokers[idle] == 0 and GAME.to_act(state) == [waiting]


def test_card_74_takes_back_a_turkish_unit_it_eliminated_from_its_box() -> None:
    """Card 74 eliminates every unit on the box, then places the three Turkish units: one of
    them that stood there is placed again, not left in the replacements pool too."""
    state = events_phase(74, seat=P.TUR)
    state.turn = 4
    P.clear_box(state, "jarabulus")
    P.put(state, "jarabulus", "tur_5_arm_bde", side=state.sides[P.TUR])
    state, _ = P.play(state, P.TUR, {"kind": "event", "card": 74})
    state, _ = answer(state, "jarabulus")
    assert board.box_of(state, "tur_5_arm_bde") == "jarabulus"
    assert "tur_5_arm_bde" not in state.eliminated
    assert P.GAME.invariants(state) == []


def test_a_card_goes_on_once_its_own_questions_are_answered_not_a_jokers() -> None:
    """Card 79: "+2 sur l'échelle de tension internationale ; le joueur iranien reçoit
    immédiatement un échelon de renforts supplémentaires ; les conditions de victoire du
    joueur israélien sont rehaussées d'un niveau"; a special joker is played "À tout moment
    pendant le jeu" (10.0; jokers "à n'importe quel moment de la partie, même lors d'une phase
    d'un joueur adverse", 9.0). The Russian joker played while the batches card 79's tension
    brings (22.1) are offered asks its boxes first; once the offers are answered, the card
    goes on to its raised threshold though the joker's second box is still asked
    (interpretation 51: the engine used to hold the card until the joker's strike was over)."""
    state = events_phase(79)
    state.tension = 5
    state.tension_levels_fired = [5]
    state.special_jokers[P.SYR] = ["russian_strikes"]
    state, _ = P.play(state, P.SYR, {"kind": "event", "card": 79})
    assert [q.kind for q in state.questions.open] == ["reinforce"] * 2
    state, _ = P.play(state, P.SYR, {"kind": "special", "joker": "russian_strikes"})
    state, _ = P.play(state, P.SYR, {"kind": "choose", "value": "idlib"})
    assert [q.kind for q in state.questions.open] == ["reinforce", "reinforce", "pick"]
    state, found = answer_offers(state)
    raised = [e for e in state.effects if e.kind == "raise_victory" and e.card == 79]
    assert len(raised) == 1 and P.find(found, "effect")
    assert [q.data.get("purpose") for q in state.questions.open] == ["strike"]
    assert state.tension == 7
    P.rig(state, 1, 1, 1)
    state, found = P.play(state, P.SYR, {"kind": "pass"})
    assert P.find(found, "strike") and state.tension == 8 and not state.questions.open


def answer_offers(state: FitnaState) -> tuple[FitnaState, list[Event]]:
    """Pass on every reinforcement offered (22.1)."""
    found: list[Event] = []
    while any(q.kind == "reinforce" for q in state.questions.current()):
        seat = P.GAME.to_act(state)[0]
        state, more = P.play(state, seat, {"kind": "pass"})
        found += more
    return state, found


#: Scenario 3, seed 516 (three seats): the moves an arena game of easy players made until
#: the Russian strikes' second box (Baghdad) was picked, while card 92's look at enemy stacks
#: still waited on the same seat with Hawija among its boxes.
_STRUCK_WHILE_LOOKING = [
    (0, {"kind": "pick", "pile": "support", "card": 2}),
    (0, {"kind": "pick", "pile": "support", "card": 24}),
    (0, {"kind": "pick", "pile": "event", "card": 92}),
    (0, {"kind": "pick", "pile": "event", "card": 93}),
    (1, {"kind": "pick", "pile": "event", "card": 35}),
    (1, {"kind": "pick", "pile": "event", "card": 69}),
    (1, {"kind": "pick", "pile": "event", "card": 53}),
    (1, {"kind": "pick", "pile": "event", "card": 80}),
    (2, {"kind": "pick", "pile": "support", "card": 1}),
    (2, {"kind": "pick", "pile": "event", "card": 77}),
    (2, {"kind": "pick", "pile": "event", "card": 51}),
    (2, {"kind": "pick", "pile": "support", "card": 4}),
    (0, {"kind": "event", "card": 92}),
    (0, {"kind": "choose", "value": "van"}),
    (0, {"kind": "special", "joker": "russian_strikes"}),
    (0, {"kind": "choose", "value": "hawija"}),
    (0, {"kind": "joker"}),
    (0, {"kind": "choose", "value": "batman"}),
    (0, {"kind": "choose", "value": "baghdad"}),
]


def test_a_stack_struck_by_a_joker_while_a_look_waits_is_no_longer_offered() -> None:
    """A joker played while the seat's own pick waits (card 92: look at enemy stacks) struck
    Hawija's stack away: the look no longer offers Hawija (it offered it and the engine
    raised ``KeyError('hawija')`` when it was chosen), and every box it still offers can be
    looked at."""
    game = GAMES["fitna"]
    state = game.setup(["A", "B", "C"], 516, {"scenario": 3})
    for seat, move in _STRUCK_WHILE_LOOKING:
        state, _events = game.apply(state, seat, move)
    assert "hawija" not in state.stacks
    offered = [a for a in game.legal_actions(state, 0).paths(limit=200) if a["kind"] == "choose"]
    assert offered and {"kind": "choose", "value": "hawija"} not in offered
    with pytest.raises(IllegalAction):
        game.apply(state, 0, {"kind": "choose", "value": "hawija"})
    for move in offered:
        game.apply(state, 0, move)  # nothing but IllegalAction may escape, and none here
