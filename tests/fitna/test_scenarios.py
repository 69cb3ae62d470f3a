"""Fitna's scenarios (issue 15): each authored one sets up legally (stacking, supply), plays to
its end with the invariants after every action, and evaluates its victory conditions; the
scenarios not authored yet are refused in plain words."""

from __future__ import annotations

from typing import Any

import pytest

from rules.core import IllegalAction, LegalActions, Rng
from rules.fitna import GAME, board, us
from rules.fitna.data import scenarios


def started(number: int, seed: int = 1, players: int | None = None) -> Any:
    players = players or scenarios.SCENARIOS[number].players
    return GAME.setup(["a", "b", "c", "d", "e", "f"][:players], seed, {"scenario": number})


#: Every scenario and version by (number, players): the book's own and the other counts.
EVERY = sorted([(n, s.players) for n, s in scenarios.SCENARIOS.items()] + list(scenarios.VERSIONS))


@pytest.mark.parametrize(("number", "players"), EVERY)
def test_each_scenario_sets_up_legally(number: int, players: int) -> None:
    state = started(number, players=players)
    scen = board.scenario(state)
    assert scen.players == players
    assert GAME.invariants(state) == []
    for box in state.stacks:
        assert board.can_stack(state, box, []), (number, box)
        assert board.in_play_area(state, box) or scen.number == 1, (number, box)
    coup = scenarios.SCENARIO_FACTS[number].starts_with_iraqi_coup
    for box, uids in scen.setup.items():
        for uid in uids:
            if coup and board.unit(uid).nation == "IRQ":
                continue  # 23.3: the set-up's coup moved, removed or turned it
            assert board.box_of(state, uid) == box
            besieged = box in scenarios.BESIEGED.get(number, ())  # cut off by design
            if board.nation(state, uid) not in board.KURDS and not besieged:
                assert board.supplied(state, uid, box), (number, uid, box)
    assert state.tension == scen.tension
    assert [s.id for s in scen.seats] == state.sides


@pytest.mark.parametrize(("number", "players"), EVERY)
def test_each_scenario_plays_to_its_end(number: int, players: int) -> None:
    for seed in (1, 2):
        state = started(number, seed, players)
        rng = Rng.from_seed(seed + 77)
        actions = 0
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            busy = [a for a in legal.actions if a.kind not in ("done", "pass", "joker")]
            if busy and rng.below(10) < 9:
                legal = LegalActions(seat=seat, actions=busy)
            state, _ = GAME.apply(state, seat, legal.random_action(rng))
            assert GAME.invariants(state) == [], (number, seed, actions)
            actions += 1
            assert actions < GAME.max_actions(state)
        result = GAME.result(state)
        assert result is not None and result.details


def test_a_scenario_is_played_by_its_number_of_players() -> None:
    with pytest.raises(IllegalAction, match="Scenario 4 is for 3 players, not 2"):
        GAME.setup(["a", "b"], 1, {"scenario": 4})
    with pytest.raises(IllegalAction, match="Scenario 1 is for 2 players, not 3"):
        GAME.setup(["a", "b", "c"], 1, {"scenario": 1})


def test_every_scenario_of_the_book_is_playable_and_no_other() -> None:
    """Book 2.3's eleven scenarios, each for its players; 2 to 6 players in all."""
    assert sorted(scenarios.SCENARIOS) == list(range(1, 12))
    for number, facts in scenarios.SCENARIO_FACTS.items():
        assert scenarios.player_counts(number) == facts.players, number
        assert scenarios.SCENARIOS[number].turns == facts.turns, number
    assert (GAME.min_players, GAME.max_players) == (2, 6)
    for players, number in ((2, 1), (3, 2), (4, 2), (5, 10), (6, 11)):
        names = ["a", "b", "c", "d", "e", "f"][:players]
        assert GAME.setup(names, 1).options.scenario == number
    with pytest.raises(IllegalAction):
        GAME.setup(["a", "b"], 1, {"scenario": 12})
    with pytest.raises(IllegalAction, match="Scenario 10 is for 5 players, not 6"):
        GAME.setup(["a", "b", "c", "d", "e", "f"], 1, {"scenario": 10})


def test_scenario_5_the_us_enter_for_the_coalition_when_kuwait_is_attacked() -> None:
    """27.1 (1): "Le Koweït est attaqué (scénario 5) – Les forces US sont placées sous le
    contrôle du joueur tenant le rôle de la coalition internationale"."""
    state = started(5)
    assert scenarios.SCENARIOS[5].us_control == {"kuwait": "COALITION"}
    iraq, coalition = state.sides.index("IRQ"), state.sides.index("COALITION")
    us.on_attack(state, "jahra", "IRQ")
    found = us.settle(state)
    assert any(e.key == "us_intervene" for e in found)
    assert state.us_seat == coalition and state.us_seat != iraq


def test_scenario_5_victory_counts_each_side_s_conditions() -> None:
    from rules.fitna import victory

    state = started(5)
    for box in ("kuwait_city", "burgan", "jahra"):
        state.control[box] = "IRQ"
    state.over = True
    result = victory.result(state)
    text = " ".join(result.details)
    assert "5 of 5 conditions, decisive victory" in text
    assert result.winners == [state.sides.index("IRQ")]


def _meets(state: Any, seat: int, count: int) -> None:
    """Gives ``seat`` the boxes of its first ``count`` conditions and takes the others' boxes
    from it."""
    side = state.sides[seat]
    conditions = board.scenario(state).victory[side].conditions
    for index, condition in enumerate(conditions):
        for box in condition.boxes:
            if index < count:
                state.control[box] = side
            elif state.control.get(box) == side:
                state.control[box] = None


def test_a_draw_at_the_top_is_between_the_seats_that_reached_that_level() -> None:
    """Scenario 2's rule, "the highest level wins; equal highest levels are a draw": two seats
    at a decisive victory draw, and the third, at a major one, places below them (it shared
    the draw before: every score 0, every seat in first place)."""
    from rules.fitna import victory

    state = started(2)
    iraq, syria, turkey = (state.sides.index(side) for side in ("IRQ", "SYR", "TUR"))
    for seat, count in ((iraq, 5), (syria, 4), (turkey, 5)):
        _meets(state, seat, count)
    state.over = True
    levels = [victory.level(state, seat) for seat in range(3)]
    assert [levels[iraq], levels[syria], levels[turkey]] == ["decisive", "major", "decisive"]
    result = victory.result(state)
    assert result.ranking == [sorted([iraq, turkey]), [syria]]
    assert result.winners == sorted([iraq, turkey])
    assert result.scores[iraq] == result.scores[turkey] > result.scores[syria] > 0
    assert result.details[-1] == "A draw between a and c: decisive victory."
    # the same levels everywhere: a draw between every seat, told as before
    _meets(state, syria, 5)
    result = victory.result(state)
    assert result.ranking == [[0, 1, 2]] and result.details[-1] == "A draw."


def test_scenario_9_hands_out_the_special_jokers_and_brings_the_us_to_israel() -> None:
    """10.0: the Israeli special joker is playable in scenario 9; the Iranian player holds
    the Iranian and the Hezbollah ones. 27.1 (3): Haifa attacked brings the US to Israel."""
    from rules.fitna import events as card_events

    state = started(9)
    israel, axis = state.sides.index("ISR"), state.sides.index("IRN")
    assert state.special_jokers[israel] == ["israeli_strikes"]
    assert sorted(state.special_jokers[axis]) == ["hezbollah_arsenal", "iranian_missiles"]
    assert card_events.special_playable(state, israel, "israeli_strikes")
    us.on_attack(state, "haifa", "IRN")
    found = us.settle(state)
    assert any(e.key == "us_intervene" for e in found) and state.us_seat == israel


def test_scenario_8_begins_with_a_coup_in_iraq() -> None:
    """23.3: "Les scénarios 8 et 11 débutent par un coup d'état en Irak": every Iraqi army
    unit not marked L rolled; defectors are the Free Iraqi Army of the Saudi player (20.0),
    the eliminated wait as replacements, militias did not roll."""
    seen = {"rebel": 0, "eliminated": 0, "loyal": 0}
    for seed in range(1, 6):
        state = started(8, seed)
        saudi = state.sides.index("SAU")
        for uids in scenarios.SCENARIOS[8].setup.values():
            for uid in uids:
                if board.unit(uid).nation != "IRQ":
                    # militias and others never roll (a loyal one may give way, 23.2)
                    assert board.box_of(state, uid) is not None
                    assert uid not in state.side_override
                    continue
                if state.side_override.get(uid) == state.sides[saudi]:
                    seen["rebel"] += 1
                elif uid in state.eliminated:
                    seen["eliminated"] += 1
                else:
                    assert board.box_of(state, uid) is not None
                    seen["loyal"] += 1
    assert all(seen.values()), seen


def test_sunni_militias_in_iraq_draw_supply_from_saudi_arabia() -> None:
    """14.3: "Les milices sunnites & Al Sham déployées en Irak doivent se ravitailler en
    Arabie saoudite"."""
    state = started(8)
    assert board.supplied(state, "sunni_anbar", "nukhayb")
    state.control["arar"] = "IRN"  # the line to Saudi Arabia cut
    state.control["turaif"] = state.control["rafha"] = state.control["hafar_al_batin"] = "IRN"
    assert not board.supplied(state, "sunni_anbar", "nukhayb")


def test_scenario_4_three_players_race_for_daesh_s_lands() -> None:
    """Three seats in initiative order; Daesh on the map with hidden counters; Deir ez-Zor's
    garrison isolated; the US to the Iraqi player at tension 10 (27.1)."""
    from rules.fitna import tension

    state = started(4)
    assert state.sides == ["SYR", "IRQ", "TUR"] and GAME.to_act(state) == [0]
    assert board.side_at(state, "raqqa") == board.DAESH
    assert "deir_ez_zor" in state.isolated
    public = GAME.view(state, None).public
    assert "daesh_07" not in public.model_dump_json()
    state.tension = 9
    tension.change(state, 1, "test")
    assert state.us_seat == state.sides.index("IRQ")


@pytest.mark.parametrize(
    "number", sorted(n for n, s in scenarios.SCENARIOS.items() if s.two_player)
)
def test_two_player_versions_seat_two_players_and_keep_each_country_s_conditions(
    number: int,
) -> None:
    """Each player takes his group's seats; rule 31's note: a player holding several
    countries reaches a victory level only if all of them do."""
    from rules.fitna import victory

    state = GAME.setup(["a", "b"], 1, {"scenario": number, "two_player": True})
    scen = scenarios.SCENARIOS[number]
    assert state.sides == [group[0] for group in scen.two_player]
    merged = next(i for i, g in enumerate(scen.two_player) if len(g) > 1)
    group = scen.two_player[merged]
    controls = set(board.scenario(state).seats[merged].controls)
    for member in group:
        assert set(next(s for s in scen.seats if s.id == member).controls) <= controls
    assert GAME.invariants(state) == []
    # Meet every condition of the first country and none of the second: no victory.
    first, second = (scen.victory[m] for m in group[:2])
    for condition in first.conditions:
        for box in condition.boxes:
            state.control[box] = state.sides[merged]
    for condition in second.conditions:
        for box in condition.boxes:
            if box not in {b for c in first.conditions for b in c.boxes}:
                state.control[box] = None
    assert victory.level(state, merged) == "draw"


def test_two_player_version_only_where_the_scenario_has_one() -> None:
    with pytest.raises(IllegalAction, match="no two-player version"):
        GAME.setup(["a", "b"], 1, {"scenario": 5, "two_player": True})


def test_scenario_2_daesh_at_its_height_and_no_russians() -> None:
    """Scenario 2 (2014-2015): Daesh holds Mosul, Tikrit, Fallujah and Raqqa at set-up with
    hidden counters; 28.0 deploys no Russian units in it (cards 29 and 87 out of the game);
    27.1 gives the US forces to the Iraqi player at tension 10; Douma starts isolated."""
    from rules.fitna import tension
    from rules.fitna.data import units

    state = started(2)
    assert state.sides == ["IRQ", "SYR", "TUR"] and GAME.to_act(state) == [0]
    for box in ("mosul", "tikrit", "fallujah", "raqqa", "jarabulus"):
        assert board.side_at(state, box) == board.DAESH, box
    russians = [uid for uid, u in units.UNITS.items() if u.nation == "RUS"]
    assert russians and all(board.box_of(state, uid) is None for uid in russians)
    assert {29, 87} <= set(state.removed)
    assert "douma" in state.isolated
    assert "daesh_baghdadi" not in GAME.view(state, None).public.model_dump_json()
    state.tension = 9
    tension.change(state, 1, "test")
    assert state.us_seat == state.sides.index("IRQ")


def test_scenario_3_begins_with_the_pkk_rebellion_and_russia_in_syria() -> None:
    """26.7: the PKK rises at the set-up of scenario 3 — a garrison on every PKK box of Turkey
    without Turkish army units, the other garrisons in the Kurdish pool; card 75 is out, card
    67 too (23.2); 28.0: Russian units for the Syrian player; the rebellion ends when Turkey
    holds every PKK box of Turkey."""
    from rules.fitna import events as card_events
    from rules.fitna.data import map as fmap

    state = started(3)
    assert state.pkk_rebellion and not state.pkk_over
    for box in fmap.faction_boxes("PKK"):
        here = board.units_at(state, box)
        turks = [u for u in here if board.nation(state, u) == "TUR"]
        assert turks or any(board.nation(state, u) == "PKK" for u in here), box
    assert {"pkk_garrison_5", "pkk_garrison_6"} <= set(state.pools["PKK"])
    assert {67, 75} <= set(state.removed)
    assert board.box_of(state, "rus_vdv_bg") == "latakia"
    assert board.scenario(state).seat_of("rus_vdv_bg") == "SYR"
    for box in fmap.faction_boxes("PKK"):
        state.control[box] = "TUR"
    card_events.pkk_end(state)
    assert state.pkk_over
