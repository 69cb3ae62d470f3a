"""International tension at set-up (8.3, 22.0-22.1): a scenario that starts at or above a
level of 22.1 has that level's effects from the start, and a later rise fires only the
levels above it."""

from __future__ import annotations

from typing import Any

from rules.fitna import GAME, board
from rules.fitna.data import cards as fcards
from rules.fitna.state import FitnaState
from tests.fitna import position as P
from tests.fitna.test_custom import SPEC


def chosen(number: int, seed: int = 1) -> FitnaState:
    """Scenario ``number`` after every player chose his cards (7.0), each as the clock would."""
    players = {10: 5, 11: 6}[number]
    state = GAME.setup(["a", "b", "c", "d", "e", "f"][:players], seed, {"scenario": number})
    while state.segment == "select" and not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        action = GAME.default_action(state, seat)
        assert action is not None
        state, _ = GAME.apply(state, seat, action)
    return state


def in_play(state: FitnaState) -> int:
    """Cards in the two decks (piles, discards, hands) as the public view counts them."""
    public = GAME.view(state, None).public
    return sum(
        deck.draw_pile + len(deck.discard) + sum(deck.hands)
        for deck in (public.support, public.events)
    )


def test_scenarios_starting_at_tension_5_have_the_high_tension_cards() -> None:
    """8.3: "ces cartes sont rajoutées aux deux piles respectives ... quand la tension
    internationale atteint le niveau 5"; 22.0: "cette règle autorise les joueurs à rajouter les
    cartes « Haute Tension » dans le jeu ... dès que la tension internationale atteint le
    niveau 5. Chaque scénario indique le niveau de tension au début de la partie." Scenarios
    10 and 11 start at 5: the cards are in the piles the players choose from."""
    for number, players in ((10, 5), (11, 6)):
        state = GAME.setup(["a", "b", "c", "d", "e", "f"][:players], 1, {"scenario": number})
        assert state.tension == 5
        public = GAME.view(state, None).public
        assert public.high_tension_waiting == 0, number
        removed = set(public.removed_cards)
        assert in_play(state) == len(set(fcards.CARDS) - removed), number
        piles = state.support.draw_pile + state.events.draw_pile
        assert all(str(n) in piles for n in fcards.HIGH_TENSION_NUMBERS - removed)


def test_a_rise_from_5_to_7_keeps_them_in_and_fires_level_6_only() -> None:
    """22.1: "Niveau 5 : Rajouter les cartes « Haute Tension » ... Niveau 6 : Tous les joueurs
    reçoivent immédiatement l'échelon suivant": from scenario 10's 5, card 77 (+2) reaches 6
    and 7: each player is offered a batch, the high-tension cards are not shuffled in twice."""
    state = chosen(10)
    seat = state.order[0]
    P.empty_hands(state)
    P.give(state, seat, 77)
    state.turn = 2
    P.phase(state, seat, "events")
    before = in_play(state)
    state, found = P.play(state, seat, {"kind": "event", "card": 77})
    assert state.tension == 7
    levels = [e.params["level"] for e in P.find(found, "tension_level")]
    assert levels == [6]
    assert GAME.view(state, None).public.high_tension_waiting == 0
    assert in_play(state) == before - 1  # card 77 left the game, no card came in
    assert "reinforce" in GAME.view(state, None).public.asked


def custom_at(level: int) -> Any:
    return GAME.setup(["a", "b"], 1, {"scenario": 0, "custom": {**SPEC, "tension": level}})


def test_a_scenario_starting_at_6_offers_every_player_the_free_batch_at_set_up() -> None:
    """22.0: "Chaque joueur prend un échelon de renforts (ou de remplacements) gratuits
    lorsque la tension atteint le niveau 6": a scenario (here one of rule 33) that starts at 6
    has reached it; each player is offered his batch before the cards are chosen, once."""
    state = custom_at(6)
    assert GAME.view(state, None).public.high_tension_waiting == 0
    asked = []
    while state.questions.open:
        seat = GAME.to_act(state)[0]
        asked.append(seat)
        legal = GAME.legal_actions(state, seat)
        action: dict[str, Any] = (
            {"kind": "choose", "value": "batch"}
            if legal.spec("choose") is not None and state.questions.current()[0].kind == "reinforce"
            else GAME.default_action(state, seat) or {"kind": "pass"}
        )
        state, _ = GAME.apply(state, seat, action)
    assert sorted(set(asked)) == [0, 1]
    assert state.segment == "select"
    assert state.batches.get("SYR", []) == [] and state.batches.get("TUR", []) == []
    below = custom_at(4)
    assert not below.questions.open and GAME.view(below, None).public.high_tension_waiting > 0


def test_a_scenario_starting_at_10_brings_russia_s_surge_at_set_up() -> None:
    """22.1: "Niveau 10 : ... la Russie reçoit automatiquement tous les renforts qu'elle
    n'aurait pas encore touché"; 28.0: "reçoit automatiquement sur Tartus ou Latakia tous les
    renforts qui ne seraient pas encore en jeu": a scenario starting at 10 has reached it, so
    the Russian unit still to come is placed at once, before the cards are chosen."""
    seats = [
        {**SPEC["seats"][0], "controls": ["SYR", "SYR_MIL", "RUS"]},
        SPEC["seats"][1],
    ]
    spec = {**SPEC, "seats": seats, "tension": 10, "batches": {"SYR": [["rus_spetsnaz"]]}}
    state = GAME.setup(["a", "b"], 1, {"scenario": 0, "custom": spec})
    assert state.tension_levels_fired == [5, 6, 10]
    while state.questions.open:
        seat = GAME.to_act(state)[0]
        state, _ = GAME.apply(state, seat, GAME.default_action(state, seat) or {"kind": "pass"})
    assert board.box_of(state, "rus_spetsnaz") in ("tartus", "latakia")
    assert state.segment == "select"
