"""The ally's support move and its lapse (book "Mouvement de soutien (entre joueurs)"): an ally
asked for its free move always has an answer, the move when one can be made, else the lapse.

``stuck_support_move.json`` is the state (``GAME.dump_state``) where a random game hung: One
More Barrel, seed 6204, 3 players, a picker leaning towards joint bombings, move 191. Seat 0
had accepted to support the attack on Basra; when its free move came, its only military stood
in Muthanna, which it could not leave, so no move reached Basra. The move's tree was not empty
(a "from" step with nothing to choose), so the move was offered and pruned away while the
lapse was withheld: the game waited on seat 0, which had no legal action."""

from __future__ import annotations

from pathlib import Path

from rules.one_more_barrel import GAME
from rules.one_more_barrel.state import BORDER, OmbState
from tests.one_more_barrel.test_engine import play
from tests.one_more_barrel.test_engine_moves import purchasing

#: Book, "Mouvement de soutien (entre joueurs)": "Si un ou plusieurs joueurs acceptent, ils
#: devront obligatoirement participer à l'éventuel conflit résultant du mouvement. Les joueurs
#: alliés bénéficient d'un bonus de 1 mouvement gratuit, qui vaut pour n'importe quelle unité,
#: y compris en dehors du tour de jeu (donc à effectuer immédiatement)." The free move is owed
#: when it can be made; when nothing can reach the battle any more the support lapses
#: (docs/one_more_barrel.md, "Support"), which is the answer left to the ally.
STUCK = Path(__file__).with_name("stuck_support_move.json")


def test_an_ally_that_cannot_reach_the_battle_any_more_lets_its_support_lapse() -> None:
    state = GAME.load_state(STUCK.read_text())
    assert GAME.to_act(state) == [0]
    legal = GAME.legal_actions(state, 0)
    assert legal.kinds() == ["done"]
    after, events = GAME.apply(state, 0, {"kind": "done"})
    assert any(event.key == "support_lapses" for event in events)
    assert after.questions.open == [] or 0 not in GAME.to_act(after)
    assert not GAME.invariants(after)


def accepted() -> tuple[OmbState, int, int]:
    """A mover with two military on the border that asked the ally for support on Basra, and
    the ally (two military on the border too) that accepted; returns them with the state."""
    state, seat = purchasing()
    ally = (seat + 1) % 3
    state.regions[BORDER].military[seat] = 2
    state.regions[BORDER].military[ally] = 2
    state = play(state, seat, kind="request_support", region="basra", ally=ally)
    return play(state, ally, kind="answer", accept=True), seat, ally


def test_the_support_move_is_offered_alone_when_the_ally_can_reach() -> None:
    state, seat, ally = accepted()
    state = play(state, seat, kind="move", source=BORDER, destination="basra", military=2)
    assert GAME.to_act(state) == [ally]
    legal = GAME.legal_actions(state, ally)
    assert legal.kinds() == ["move"]
    assert legal.allows({"kind": "move", "source": BORDER, "destination": "basra", "military": 1})


def test_the_support_lapses_when_the_allys_military_are_gone_before_its_move() -> None:
    state, seat, ally = accepted()
    state.regions[BORDER].military[ally] = 0  # lost between its answer and its move
    state = play(state, seat, kind="move", source=BORDER, destination="basra", military=2)
    assert GAME.to_act(state) == [ally]
    assert GAME.legal_actions(state, ally).kinds() == ["done"]
    state = play(state, ally, kind="done")
    assert ally not in GAME.to_act(state)
