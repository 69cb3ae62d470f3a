"""Suprématie's combat: conventional steps A-F with fixed dice, the defender's options,
strategic strikes with and without SANs, loot and the ends of the game."""

from __future__ import annotations

from rules.supremacy import forces
from rules.supremacy.data import tables
from rules.supremacy.engine import ENGINE as GAME
from rules.supremacy.state import SupremacyState

from .helpers import keys, play, rng_rolling, started, to_phase


def battle_ready(defenders: int = 2, attackers: int = 3) -> tuple[SupremacyState, int, int]:
    """The USA (on turn, past its first turn) with ``attackers`` armies in Central America
    next to South America's Venezuela holding ``defenders`` armies; phase 4 begun."""
    state = started(["usa", "south_america", "europe"])
    usa = state.seat_of_power("usa")
    sa = state.seat_of_power("south_america")
    assert usa is not None and sa is not None
    forces.add(state, "central_america", usa, armies=attackers)
    state.holders["central_america"] = usa
    forces.add(state, "venezuela", sa, armies=defenders - 1)
    state.turn.seat = usa
    state.powers[usa].turns_played = 1
    return to_phase(state, 4), usa, sa


def attack(state: SupremacyState, usa: int, count: int = 3) -> SupremacyState:
    state, events = play(
        state,
        usa,
        kind="attack",
        origin="central_america",
        target="venezuela",
        unit="army",
        count=count,
    )
    assert "attack" in keys(events)
    return state


def test_the_defender_is_asked_at_step_a_and_defends_by_default_with_a_set() -> None:
    state, usa, sa = battle_ready()
    state = attack(state, usa)
    assert GAME.to_act(state) == [sa]
    assert GAME.asked_kind(state, sa) == "defence"
    assert GAME.automatic_action(state, sa) == {"kind": "defence", "choice": "defend"}
    for r in ("grain", "oil", "minerals"):
        state.powers[sa].storage[r] = 0
    assert GAME.automatic_action(state, sa) == {"kind": "defence", "choice": "resist"}
    legal = GAME.legal_actions(state, sa)
    assert not legal.allows({"kind": "defence", "choice": "defend"})


def test_steps_b_to_d_with_fixed_dice_and_occupation() -> None:
    """3 armies against 2: the attacker rolls 2 dice (1, +1 for more forces), the defender 2;
    one loss per full three: 5+4=9 kills both defenders, 3+2=5 kills one attacker. Both
    sides spent a set; the attacker moves in at a grain an army and takes the companies."""
    state, usa, sa = battle_ready()
    state = attack(state, usa)
    store_a = dict(state.powers[usa].storage)
    store_d = dict(state.powers[sa].storage)
    state.rng = rng_rolling([5, 4, 3, 2])
    state, events = play(state, sa, kind="defence", choice="defend")
    dice = next(e for e in events if e.key == "dice")
    assert dice.params["attack"] == [5, 4] and dice.params["defence"] == [3, 2]
    assert (dice.params["attacker_losses"], dice.params["defender_losses"]) == (1, 2)
    assert state.powers[usa].storage == {r: n - 1 for r, n in store_a.items()}
    assert state.powers[sa].storage == {r: n - 1 for r, n in store_d.items()}
    assert forces.armies(state, "venezuela", sa) == 0
    assert forces.armies(state, "central_america", usa) == 2
    assert GAME.asked_kind(state, usa) == "occupy"
    grain = state.powers[usa].storage["grain"]
    state, events = play(state, usa, kind="occupy", count=2)
    assert forces.armies(state, "venezuela", usa) == 2
    assert state.holders["venezuela"] == usa
    assert {"venezuela_oil", "venezuela_grain"} <= set(state.powers[usa].companies)
    assert state.powers[usa].storage["grain"] == grain - 2


def test_resisting_costs_no_set_and_rolls_one_die() -> None:
    state, usa, sa = battle_ready(defenders=3, attackers=3)
    state = attack(state, usa)
    store = dict(state.powers[sa].storage)
    state.rng = rng_rolling([1, 2])
    state, events = play(state, sa, kind="defence", choice="resist")
    dice = next(e for e in events if e.key == "dice")
    assert len(dice.params["attack"]) == 1 and len(dice.params["defence"]) == 1
    assert state.powers[sa].storage == store


def test_the_defender_rolls_even_when_destroyed_and_sans_add_a_die() -> None:
    state, usa, sa = battle_ready(defenders=1, attackers=1)
    state.powers[sa].sans = 1
    state = attack(state, usa, count=1)
    state.rng = rng_rolling([6, 1, 1, 1])
    state, events = play(state, sa, kind="defence", choice="defend")
    dice = next(e for e in events if e.key == "dice")
    assert dice.params["attack"] == [6]
    assert dice.params["defence"] == [1, 1, 1]  # 2 dice and one more for more SANs
    assert dice.params["defender_losses"] == 1


def test_surrender_hands_over_forces_and_companies() -> None:
    state, usa, sa = battle_ready()
    state = attack(state, usa)
    store = dict(state.powers[usa].storage)
    state, events = play(state, sa, kind="defence", choice="surrender")
    assert forces.armies(state, "venezuela", usa) == 2
    assert forces.armies(state, "venezuela", sa) == 0
    assert "venezuela_oil" in state.powers[usa].companies
    assert state.powers[usa].storage == store  # no step B: no set spent


def test_a_retreat_costs_the_move_and_opens_the_territory() -> None:
    state, usa, sa = battle_ready()
    state = attack(state, usa)
    grain = state.powers[sa].storage["grain"]
    state, events = play(state, sa, kind="defence", choice="retreat", to="brazil", count=2)
    assert forces.armies(state, "brazil", sa) == 1 + 2  # its home army was there
    assert state.powers[sa].storage["grain"] == grain - 2
    assert GAME.asked_kind(state, usa) == "occupy"


def test_step_e_and_f_reinforcements_then_one_counter_attack() -> None:
    state, usa, sa = battle_ready(defenders=3, attackers=3)
    forces.add(state, "brazil", sa, armies=2)
    state.powers[sa].storage["grain"] = 6
    state = attack(state, usa)
    state.rng = rng_rolling([1, 1, 1, 1])
    state, events = play(state, sa, kind="defence", choice="defend")
    assert GAME.asked_kind(state, sa) == "reinforce"
    state, events = play(state, sa, kind="reinforce", origin="brazil", count=2)
    assert forces.armies(state, "venezuela", sa) == 5
    state, _ = play(state, sa, kind="reinforce")
    # The attacker may reinforce too (nothing next to Central America here), then the
    # defender's counter-attack.
    while GAME.asked_kind(state, usa) == "reinforce":
        state, _ = play(state, usa, kind="reinforce")
    assert GAME.asked_kind(state, sa) == "counter"
    counter = GAME.legal_actions(state, sa)
    assert counter.allows(
        {
            "kind": "attack",
            "origin": "venezuela",
            "target": "central_america",
            "unit": "army",
            "count": 5,
        }
    )
    state, events = play(
        state, sa, kind="attack", origin="venezuela", target="central_america", unit="army", count=5
    )
    assert GAME.asked_kind(state, usa) == "defence"
    state, _ = play(state, usa, kind="defence", choice="surrender")
    while state.questions.open:  # no counter-attack to a counter-attack
        seat = GAME.to_act(state)[0]
        assert GAME.asked_kind(state, seat) in ("reinforce", "occupy")
        state, _ = GAME.apply(state, seat, GAME.automatic_action(state, seat) or {})
    assert GAME.to_act(state) == [usa]


def test_a_bomb_without_sans_destroys_everything_there() -> None:
    state, usa, sa = battle_ready()
    state.powers[usa].bombs = 1
    state, _ = play(state, usa, kind="nuke", step="aim", target="venezuela", bombs=1)
    state, events = play(state, usa, kind="nuke", step="launch")
    assert "venezuela" in state.mushrooms
    assert forces.armies(state, "venezuela", sa) == 0
    assert "venezuela_oil" in state.deck.draw_pile
    assert "venezuela_oil" not in state.powers[sa].companies
    assert state.powers[usa].bombs == 0
    assert GAME.asked_kind(state, sa) == "counter"


def test_sans_roll_one_die_each_and_stop_a_bomb_on_one_to_five() -> None:
    state, usa, sa = battle_ready()
    state.powers[usa].bombs = 2
    state.powers[sa].sans = 1
    state, _ = play(state, usa, kind="nuke", step="aim", target="venezuela", bombs=2)
    state.rng = rng_rolling([3])
    state, events = play(state, usa, kind="nuke", step="launch")
    rolls = next(e for e in events if e.key == "san_rolls")
    assert rolls.params["rolls"] == [3] and rolls.params["stopped"] == 1
    assert "venezuela" in state.mushrooms  # the second bomb got through
    assert state.powers[sa].sans == 1  # SANs are not used up


def test_a_six_does_not_stop_the_bomb() -> None:
    state, usa, sa = battle_ready()
    state.powers[usa].bombs = 1
    state.powers[sa].sans = 2
    state, _ = play(state, usa, kind="nuke", step="aim", target="venezuela", bombs=1)
    state.rng = rng_rolling([6, 6])
    state, events = play(state, usa, kind="nuke", step="launch")
    assert "venezuela" in state.mushrooms
    state2, usa, sa = battle_ready()
    state2.powers[usa].bombs = 1
    state2.powers[sa].sans = 2
    state2, _ = play(state2, usa, kind="nuke", step="aim", target="venezuela", bombs=1)
    state2.rng = rng_rolling([6, 5])
    state2, events = play(state2, usa, kind="nuke", step="launch")
    assert "venezuela" not in state2.mushrooms


def test_taking_the_last_home_territory_loots_the_superpower() -> None:
    state, usa, sa = battle_ready(defenders=1, attackers=3)
    for region in ("peru", "argentina", "brazil"):
        forces.remove(state, region, sa, armies=1)
        forces.add(state, region, usa, armies=1)
        state.holders[region] = usa
    state.powers[sa].loans = 4
    money = state.powers[usa].money + state.powers[sa].money
    state = attack(state, usa)
    state, _ = play(state, sa, kind="defence", choice="surrender")
    assert state.powers[sa].out and state.powers[sa].out_reason == "looted"
    assert state.powers[usa].money == money
    assert state.powers[sa].loans == 0
    assert "venezuela_oil" in state.powers[usa].companies


def test_a_nuked_last_home_territory_puts_the_player_out() -> None:
    state, usa, sa = battle_ready()
    for region in ("peru", "argentina", "brazil"):
        state.holders[region] = usa
    state.powers[usa].bombs = 1
    state, _ = play(state, usa, kind="nuke", step="aim", target="venezuela", bombs=1)
    state, events = play(state, usa, kind="nuke", step="launch")
    assert state.powers[sa].out and state.powers[sa].out_reason == "nuked"
    assert state.powers[sa].money == 0
    assert not any(f.seat == sa for f in state.forces)


def test_twelve_destroyed_territories_end_the_game_with_everyone_losing() -> None:
    state, usa, sa = battle_ready()
    state.mushrooms = [f"x{i}" for i in range(tables.DESTROYED_TERRITORIES_END - 1)]
    state.powers[usa].bombs = 1
    state, _ = play(state, usa, kind="nuke", step="aim", target="iraq", bombs=1)
    state, events = play(state, usa, kind="nuke", step="launch")
    assert GAME.is_over(state) and state.ending == "final_strike"
    result = GAME.result(state)
    assert result is not None and result.ranking == [[0, 1, 2]]
    assert set(result.scores) == {0.0}


def test_detente_counts_the_printed_wealth() -> None:
    state = started(["usa", "ussr"], rounds=1)
    first = state.turn.seat
    state = to_phase(state, 3)
    state, _ = play(state, first, kind="end_turn")
    second = state.turn.seat
    state, _ = play(state, second, kind="pay")
    state.powers[second].bombs = 1
    state.powers[second].sans = 1
    state.powers[second].loans = 2
    p = state.powers[second]
    worth = (
        p.money
        + sum(p.storage[r] * state.prices[r] for r in p.storage)
        + 100 * len(p.companies)
        + 50 * sum(f.armies + f.fleets for f in state.forces if f.seat == second)
        + 250
        + 500
        - 2000
    )
    state, events = play(state, second, kind="end_turn")
    assert GAME.is_over(state) and state.ending == "detente"
    result = GAME.result(state)
    assert result is not None
    assert result.scores[second] == worth


def test_protectors_come_to_the_rescue_on_one_to_three() -> None:
    """Optional rule "Les protecteurs": the other players may add their SANs, which stop a
    bomb on a 1, 2 or 3; they do not counter-attack."""
    state = started(["usa", "south_america", "europe"], protectors=True)
    usa, sa, eu = (state.seat_of_power(p) for p in ("usa", "south_america", "europe"))
    assert usa is not None and sa is not None and eu is not None
    state.turn.seat = usa
    state.powers[usa].turns_played = 1
    state = to_phase(state, 4)
    state.powers[usa].bombs = 1
    state.powers[eu].sans = 1
    state, _ = play(state, usa, kind="nuke", step="aim", target="venezuela", bombs=1)
    state, _ = play(state, usa, kind="nuke", step="launch")
    assert GAME.asked_kind(state, eu) == "protect"
    assert "venezuela" not in state.mushrooms
    rescued = state.model_copy(deep=True)
    rescued.rng = rng_rolling([3])
    rescued, events = play(rescued, eu, kind="answer", accept=True)
    assert "protector_rolls" in keys(events)
    assert "venezuela" not in rescued.mushrooms
    assert GAME.asked_kind(rescued, sa) == "counter" and GAME.asked_kind(rescued, eu) is None
    failed = state.model_copy(deep=True)
    failed.rng = rng_rolling([4])
    failed, _ = play(failed, eu, kind="answer", accept=True)
    assert "venezuela" in failed.mushrooms
    stayed_out, _ = play(state, eu, kind="answer", accept=False)
    assert "venezuela" in stayed_out.mushrooms


def test_a_riposte_that_puts_the_attacker_out_calls_the_attack_off() -> None:
    state, usa, sa = battle_ready()
    for region in ("western_usa", "central_usa", "alaska"):
        state.holders[region] = sa
    state.powers[sa].bombs = 1
    state = attack(state, usa)
    state, events = play(state, sa, kind="defence", choice="riposte", target="eastern_usa",
                         bombs=1)  # fmt: skip
    assert state.powers[usa].out
    assert state.battle is None and not state.questions.open
    assert "attack_off" in keys(events)


def test_star_wars_the_lower_die_loses_a_san_and_a_tie_both() -> None:
    for faces, left in (([5, 2], (1, 0)), ([2, 5], (0, 1)), ([4, 4], (0, 0))):
        state, usa, sa = battle_ready()
        state.powers[usa].sans = 1
        state.powers[sa].sans = 1
        state.rng = rng_rolling(faces)
        state, events = play(state, usa, kind="star_war", target=sa)
        assert (state.powers[usa].sans, state.powers[sa].sans) == left
        assert GAME.asked_kind(state, sa) == "counter" or not state.questions.open


def test_a_bomb_through_to_space_destroys_every_san() -> None:
    state, usa, sa = battle_ready()
    state.powers[usa].bombs = 1
    state.powers[usa].sans = 2
    state.powers[sa].sans = 1
    state, _ = play(state, usa, kind="nuke", step="aim", target="space", bombs=1)
    state.rng = rng_rolling([6])
    state, events = play(state, usa, kind="nuke", step="launch")
    assert "sans_destroyed" in keys(events)
    assert all(p.sans == 0 for p in state.powers)


def test_a_blockaded_territory_produces_nothing_and_builds_nothing() -> None:
    """ "Blocus": another player's fleets on every sea a foreign territory opens on."""
    from rules.supremacy.data import world

    state = started(["usa", "south_america", "europe"])
    usa, sa = state.seat_of_power("usa"), state.seat_of_power("south_america")
    assert usa is not None and sa is not None
    forces.add(state, "nigeria", usa, armies=1)
    state.holders["nigeria"] = usa
    state.deck.draw_pile.remove("iraq_oil")
    state.powers[usa].companies.append("iraq_oil")
    forces.add(state, "iraq", usa, armies=1)
    state.holders["iraq"] = usa
    for sea in world.seas_bordering("iraq"):
        forces.add(state, sea, sa, fleets=1)
    state.turn.seat = usa
    oil = state.powers[usa].storage["oil"]
    state, _ = play(state, usa, kind="pay")
    assert state.powers[usa].storage["oil"] == oil + 5  # home oil only: Iraq's 3 blocked
    state, _ = play(state, usa, kind="phase", phase=6)
    build = GAME.legal_actions(state, usa)
    assert not build.allows({"kind": "build", "unit": "army", "where": "iraq", "count": 1})
    assert build.allows({"kind": "build", "unit": "army", "where": "nigeria", "count": 1})


def test_a_besieged_superpower_loses_its_foreign_production_and_the_market() -> None:
    """ "Siège": others' fleets block every port of one's home superpower."""
    from rules.supremacy.data import world

    state = started(["usa", "south_america"])
    usa, sa = state.seat_of_power("usa"), state.seat_of_power("south_america")
    assert usa is not None and sa is not None
    state.deck.draw_pile.remove("iraq_oil")
    state.powers[sa].companies.append("iraq_oil")
    forces.add(state, "iraq", sa, armies=1)
    state.holders["iraq"] = sa
    for home in world.home_territories("south_america"):
        for sea in world.seas_bordering(home):
            forces.add(state, sea, usa, fleets=1)
    state.turn.seat = sa
    oil = state.powers[sa].storage["oil"]
    state, _ = play(state, sa, kind="pay")
    assert state.powers[sa].storage["oil"] == oil + 5  # Venezuela 3 and Peru 2, not Iraq's
    state, _ = play(state, sa, kind="phase", phase=3)
    legal = GAME.legal_actions(state, sa)
    assert legal.spec("sell") is None
    assert not legal.allows({"kind": "offer", "deal": "sell", "to": usa, "resource": "oil",
                             "count": 1, "price": 1})  # fmt: skip


def _retreats_offered(state: SupremacyState, seat: int) -> list[dict[str, object]]:
    legal = GAME.legal_actions(state, seat)
    return [a for a in legal.paths() if a.get("choice") == "retreat"]


def _sea_battle_ready(defenders: int) -> tuple[SupremacyState, int, int]:
    """The USA (on turn, past its first turn) with 3 fleets in the Gulf of Mexico next to
    South America's ``defenders`` fleets in the Caribbean Sea; phase 4 begun."""
    state = started(["usa", "south_america", "europe"])
    usa = state.seat_of_power("usa")
    sa = state.seat_of_power("south_america")
    assert usa is not None and sa is not None
    forces.add(state, "gulf_of_mexico", usa, fleets=3)
    forces.add(state, "caribbean_sea", sa, fleets=defenders)
    state.turn.seat = usa
    state.powers[usa].turns_played = 1
    return to_phase(state, 4), usa, sa


def test_a_partial_retreat_leaves_a_defence_only_if_a_set_is_left_to_pay_it() -> None:
    """Book, « Tactiques défensives »: « Le défenseur peut décider de retirer quelques unes
    ou toutes ses armées/flottes engagées ... Pour déplacer ses forces, il faut payer le coût
    standard des déplacements », and step B: « Le défenseur doit, lui aussi, retirer un set
    de ressources ... Si le défenseur ne peut pas retirer un set de ressources, il n'a droit
    qu'à un seul dé ». Those left defend with a set only if one is left once the retreat is
    paid (a grain an army on land, an oil a fleet at sea); else they resist. No answer the
    tree offers spends into negative stock."""
    for sea in (False, True):
        if sea:
            state, usa, sa = _sea_battle_ready(defenders=3)
            fuel = "oil"
            state.powers[sa].storage[fuel] = 2
            state, _ = play(
                state,
                usa,
                kind="attack",
                origin="gulf_of_mexico",
                target="caribbean_sea",
                unit="fleet",
                count=3,
            )
            dest = "brazilian_sea"
        else:
            state, usa, sa = battle_ready(defenders=3, attackers=3)
            fuel = "grain"
            state.powers[sa].storage[fuel] = 2
            state = attack(state, usa)
            dest = "brazil"
        assert GAME.asked_kind(state, sa) == "defence"
        legal = GAME.legal_actions(state, sa)
        retreat = {"kind": "defence", "choice": "retreat", "to": dest}
        # one away: a grain (oil) and the rest of the set are left, so those left may defend
        assert legal.allows(retreat | {"count": 1, "stand": "defend"})
        # two away spend the last grain (oil): those left resist, they cannot defend
        assert legal.allows(retreat | {"count": 2, "stand": "resist"})
        assert not legal.allows(retreat | {"count": 2, "stand": "defend"})
        # three cannot go: two grain (oil) pay for two
        assert not legal.allows(retreat | {"count": 3})
        offered = _retreats_offered(state, sa)
        assert offered
        for action in offered:
            after, _ = GAME.apply(state, sa, action)
            store = after.powers[sa].storage
            assert min(store.values()) >= 0, (action, store)
            assert not GAME.invariants(after), action


def test_bombs_aimed_are_not_used_again_by_a_riposte() -> None:
    """Book, strategic combat: « Pas A - Identification de la cible de l'attaque nucléaire
    ... Pas B - Annonce de la tactique utilisée », then « Riposte nucléaire: ... l'attaquant
    peut riposter immédiatement à une attaque nucléaire de ce genre en utilisant ses propres
    bombes atomiques ». A bomb the USA aimed (steps A-B of its own strike, not yet launched)
    is committed to that strike: when South America ripostes to the USA's conventional
    attack, the USA has no other bomb to riposte back with, and its aimed bomb is still
    there to launch (reading 30)."""
    state, usa, sa = battle_ready()
    state.powers[usa].bombs = 1
    state.powers[sa].bombs = 1
    state, _ = play(state, usa, kind="nuke", step="aim", target="brazil", bombs=1)
    state = attack(state, usa)
    state, _ = play(state, sa, kind="defence", choice="riposte", target="central_america", bombs=1)
    for seat in GAME.to_act(state):
        assert GAME.asked_kind(state, seat) != "riposte_back"
    assert state.powers[usa].bombs == 1
    while GAME.asked_kind(state, usa) or GAME.to_act(state) != [usa]:
        seat = GAME.to_act(state)[0]
        state, _ = GAME.apply(state, seat, GAME.automatic_action(state, seat) or {})
    state, events = play(state, usa, kind="nuke", step="launch")
    assert "launch" in keys(events)
    assert state.powers[usa].bombs == 0
    assert not GAME.invariants(state)
