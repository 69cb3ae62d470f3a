"""Seven places where the engine once departed from the book (issue 8), each through the public
engine contract, each with the book's passage (``shared/seeds/003_…``, French) in its
docstring: turn order, free crossing and the border, bombing defence, the pacifism penalty paid
with military at war, air-dropped logistics, the shared retreat, and the game's length."""

from __future__ import annotations

from rules.one_more_barrel import GAME
from rules.one_more_barrel.state import BORDER, OmbState
from tests.one_more_barrel.test_battles import (
    apply,
    at_war,
    finish_actions,
    pending_kinds,
    rng_rolling,
)
from tests.one_more_barrel.test_engine import SEATS, conquer, current, play, started
from tests.one_more_barrel.test_engine_moves import purchasing
from tests.one_more_barrel.test_rebels import attack, bombing_event, muthanna, rebel_step

# ------------------------------------------------------------------------------ 1. turn order


def test_turn_order_boxes_fill_in_order() -> None:
    """Book "Ordre du tour": "Le joueur qui choisit en premier cette option sera le premier
    joueur au tour suivant. [...] Il en va de même pour les autres cases relatives au deuxième,
    au troisième et au quatrième joueur." The first player to take a Turn order box is first
    next turn, the next one second: nobody skips to a later place while an earlier one is free.
    """
    state = started(5)
    first = current(state)
    legal = GAME.legal_actions(state, first)
    assert legal.allows({"kind": "take_box", "box": "order_1"})
    for later in ("order_2", "order_3", "order_4"):
        assert legal.why_not({"kind": "take_box", "box": later})
    state = play(state, first, kind="take_box", box="order_1")
    second = current(state)
    legal = GAME.legal_actions(state, second)
    assert legal.why_not({"kind": "take_box", "box": "order_1"})
    assert legal.why_not({"kind": "take_box", "box": "order_3"})
    state = play(state, second, kind="take_box", box="order_2")
    state = finish_actions(state)
    assert state.turn == 2 and state.order[:2] == [first, second]


# ------------------------------------------------------------------------------ 2. free crossing


def test_free_crossing_needs_only_neighbours_held_by_players_and_the_border_is_held_by_none() -> (
    None
):
    """Book "Mouvements": "Si durant le jeu, un territoire n'est adjacent qu'avec des
    territoires contrôlés par les joueurs, il est exceptionnellement possible pour tous de le
    traverser au coût de 0 mouvement (donc gratuitement)." Only the neighbours count (the
    crossed territory need not be controlled itself), and the border territory is controlled
    by nobody, so Basra, next to it, is never crossed for free.
    """
    state, seat = purchasing()
    other = (seat + 1) % 3
    # Maysan (neighbours Basra, Dhi Qar, Wasit) is calm and explored but controlled by nobody.
    maysan = state.regions["maysan"]
    maysan.explored, maysan.locals = True, 0
    conquer(state, "basra", seat, military=2)
    conquer(state, "dhi_qar", other)
    conquer(state, "wasit", other)
    legal = GAME.legal_actions(state, seat)
    assert legal.allows({"kind": "move", "source": "basra", "destination": "wasit", "military": 1})
    # Basra is controlled and its regions all are, but its fourth neighbour is the border.
    conquer(state, "muthanna", other)
    state.regions[BORDER].military[seat] = 1
    legal = GAME.legal_actions(state, seat)
    assert legal.why_not(
        {"kind": "move", "source": BORDER, "destination": "dhi_qar", "military": 1}
    )
    state = play(state, seat, kind="move", source="basra", destination="wasit", military=1)
    assert state.regions["wasit"].military[seat] == 1
    assert state.active is not None and state.active.moves_left == 2


# ------------------------------------------------------------------------------ 3. bombing defence


def test_bombing_defence_does_not_count_military_on_the_border() -> None:
    """Book "Attentats": "Le résultat de défense est déterminé par le nombre d'unités
    militaires du joueur dans le territoire ciblé, auxquelles s'ajoutent les unités militaires
    des régions voisines". The border territory is no region of the country: the defender's
    military there do not defend Muthanna. The book's example still gives a defence of 6.
    """

    def muthanna_and_the_border(state: OmbState) -> None:
        muthanna(state)
        state.regions[BORDER].military[state.order[2]] = 4

    state = rebel_step(edit=muthanna_and_the_border)
    state.rng = rng_rolling(3, 5)
    state, events = apply(state, state.order[0], **attack(state, "logistics"))
    bombing = bombing_event(events)
    assert bombing.data["defence"] == 6
    assert bombing.data["parts"]["military_next_door"] == 2
    assert bombing.data["damage"] == 2


# ------------------------------------------------------------------------------ 4. pacifism penalty


def test_a_pacifism_penalty_may_remove_military_at_war_and_the_battle_is_settled() -> None:
    """Book "Contrôles de fin de tour — Pacifisme": "Si et seulement si un joueur ne dispose
    pas de l'argent en monnaie, il pourra soit vendre du pétrole lui appartenant [...], soit
    retirer 1 militaire du plateau pour chaque 1$ qu'il doit payer. Il peut ainsi arriver qu'un
    joueur soit contraint de retirer tous ses militaires du plateau de jeu !" Any military unit
    pays, those in a battle too; a battle left without players' military is the locals' win.
    """
    state = started(3)
    at_war(state, "basra", {1: 2}, 5)
    state.regions["basra"].logistics = 2
    state.players[1].money_cents = 0
    state.players[1].pacifism = 13  # penalty 10 $; at most 4 $ from Cash boxes this turn
    state.rng = rng_rolling(6, 6)  # the battle round destroys nothing
    state = finish_actions(state)
    basra = state.regions["basra"]
    assert basra.military[1] == 0 and state.military_on_board(1) == 0
    assert basra.battle is None and basra.controller is None
    assert basra.locals == 5 and basra.logistics == 0


def owing_with_military_at_war(at_war_units: int, border_units: int) -> OmbState:
    """Seat 1 at the end of turn with no cash, pacifism 13 (a 10 $ penalty), military in a
    battle at Basra and on the border, and a battle round that destroys nothing: its penalty
    question is asked."""
    state = started(3)
    at_war(state, "basra", {1: at_war_units}, 5)
    state.regions[BORDER].military[1] = border_units
    state.players[1].money_cents = 0
    state.players[1].pacifism = 13
    state.rng = rng_rolling(6, 6)
    return finish_actions(state)


def test_the_penalty_question_offers_military_at_war() -> None:
    """Book: "retirer 1 militaire du plateau pour chaque 1$ qu'il doit payer" — any unit on the
    board, the border's and a battle's alike."""
    state = owing_with_military_at_war(at_war_units=2, border_units=1)
    assert pending_kinds(state) == [("pacifism_penalty", 1)]
    legal = GAME.legal_actions(state, 1)
    assert legal.allows({"kind": "decide", "option": "remove", "region": "basra"})
    state = play(state, 1, kind="decide", option="remove", region="basra")
    assert state.regions["basra"].military[1] == 1
    assert state.regions["basra"].battle is not None


# ------------------------------------------------------------------------------ 5. air logistics


def test_logistics_may_be_air_dropped_into_any_region() -> None:
    """Book "Achats": "voie aérienne : chaque unité militaire et/ou logistique coûte 2$. Les
    nouveaux éléments peuvent être placés sur n'importe quelle région du pays, qu'elle soit
    occupée, libre ou en guerre." Logistics dropped on a region the locals hold wait there
    without fighting; when a battle comes, they share its fate ("Issue du conflit").
    """
    state, seat = purchasing()
    state.players[seat].money_cents = 2000
    legal = GAME.legal_actions(state, seat)
    assert legal.allows(
        {"kind": "buy", "route": "air", "unit": "logistics", "region": "basra", "count": 2}
    )
    state = play(state, seat, kind="buy", route="air", unit="logistics", region="basra", count=2)
    basra = state.regions["basra"]
    assert basra.logistics == 2 and basra.battle is None and not basra.explored
    state = play(state, seat, kind="buy", route="air", unit="military", region="basra", count=3)
    basra = state.regions["basra"]
    assert basra.battle is not None and basra.logistics == 2
    assert basra.locals >= 3  # the unexplored region's full army, with phase 1 reinforcements


# ------------------------------------------------------------------------------ 6. shared retreat


def test_a_shared_retreat_without_agreement_costs_the_roller_who_stays() -> None:
    """Book "Retraite": "Si des unités militaires de plusieurs joueurs sont présentes dans le
    même territoire et les joueurs décident de battre en retraite, seul l'un d'eux perdra 1
    unité militaire. [...] Si les joueurs ne se décident pas sur qui doit perdre 1 unité
    militaire, elle sera retirée au joueur qui avait les dés durant la bataille". The unit is
    the die roller's even when the roller stays to fight.
    """
    state = started(3)
    at_war(state, "basra", {1: 3, 2: 2, 0: 2}, 5)
    conquer(state, "maysan", 0, military=1)
    state = finish_actions(state)
    state = play(state, 1, kind="decide", option="none")
    assert sorted(pending_kinds(state)) == [("retreat", 0), ("retreat", 1), ("retreat", 2)]
    state = play(state, 1, kind="decide", option="stay")
    state = play(state, 2, kind="retreat", source="basra", region="maysan")
    state = play(state, 0, kind="retreat", source="basra", region="maysan")
    state = play(state, 2, kind="answer", accept=False)
    state.rng = rng_rolling(6, 6)  # the round after the retreat destroys nothing
    state, events = apply(state, 0, kind="answer", accept=False)
    lost = {e.data["seat"]: e.data["lost"] for e in events if e.kind == "retreat"}
    assert lost == {2: 0, 0: 0}
    assert state.regions["basra"].military[1] == 2
    assert state.regions["maysan"].military[2] == 2
    assert state.regions["maysan"].military[0] == 3


# ------------------------------------------------------------------------------ 7. game length


def test_three_phases_of_four_turns_for_every_player_count_five_as_an_option() -> None:
    """Book "Déroulement du jeu": "La partie se décompose en 3 phases, chacune de 4 tours.
    Pour une partie plus longue, ou si vous êtes 3 joueurs, vous pouvez également jouer avec 3
    phases de 5 tours." Four is the standard; five is an option ("vous pouvez également").
    """
    for players in (3, 4, 5):
        state = GAME.setup(SEATS[:players], 1)
        assert state.options.turns_per_phase == 4
        assert state.total_turns == 12
    longer = GAME.setup(SEATS[:3], 1, {"turns_per_phase": 5})
    assert longer.total_turns == 15


def test_a_penalty_paid_in_several_answers_is_one_question_until_paid() -> None:
    """Book: "retirer 1 militaire du plateau pour chaque 1$ qu'il doit payer" — one unit an
    answer, as long as money is owed. The question is not asked again after each payment: the
    same question stays open and the questions procedure waits on the seat until the debt is
    settled (issue 27: no game re-asks its own questions; the flow loops)."""
    state = owing_with_military_at_war(at_war_units=3, border_units=2)
    (asked,) = state.questions.open
    next_id = state.questions.next_id
    owed = int(asked.data["owed_cents"])
    state = play(state, 1, kind="decide", option="remove", region="basra")
    (still,) = state.questions.open
    assert still.id == asked.id and state.questions.next_id == next_id
    assert int(still.data["owed_cents"]) == owed - 100
    assert state.stack[-1].kind == "questions" and GAME.to_act(state) == [1]
    while state.questions.open:
        state = play(state, 1, kind="decide", option="remove", region=BORDER)
    assert state.stack[-1].kind != "questions"
