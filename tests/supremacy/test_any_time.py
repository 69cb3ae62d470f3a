"""What Suprématie allows "à tout moment de la partie": bank loans (and arrears), money lent
between players and, with the optional rule, companies closed, reopened and sold — on one's
own turn, while answering a question, and while the game waits on somebody else (the kit's
interjections), through the engine contract."""

from __future__ import annotations

from rules.supremacy.data import tables
from rules.supremacy.engine import ENGINE as GAME

from .helpers import keys, play, started, to_phase
from .test_combat import attack, battle_ready

BORROW_ONE = {"kind": "loan", "op": "borrow", "billions": 1}


def test_a_defender_borrows_while_answering_an_attack_and_is_still_asked() -> None:
    """ "Un joueur peut, à tout moment de la partie, emprunter des milliards de $ à la
    banque": the defender asked how he meets an attack may borrow first; the attack still
    waits for his answer."""
    state, usa, sa = battle_ready()
    state = attack(state, usa)
    assert GAME.asked_kind(state, sa) == "defence"
    money = state.powers[sa].money
    state, events = play(state, sa, **BORROW_ONE)
    assert "borrow" in keys(events)
    assert state.powers[sa].money == money + tables.BILLION and state.powers[sa].loans == 1
    assert GAME.to_act(state) == [sa] and GAME.asked_kind(state, sa) == "defence"
    state, events = play(state, sa, kind="defence", choice="resist")
    assert "dice" in keys(events)  # the battle goes on from the answer


def test_a_player_asked_to_pay_for_a_deal_borrows_the_price_and_pays_it() -> None:
    """ "à tout moment de la partie, emprunter": the buyer asked to accept a deal he cannot
    pay borrows while it is asked, and the money borrowed pays for it."""
    state = started(["usa", "ussr", "europe"])
    seller = state.turn.seat
    buyer = (seller + 1) % 3
    state = to_phase(state, 3)
    state.powers[buyer].money = 500
    state, _ = play(
        state, seller, kind="offer", deal="sell", to=buyer, resource="oil", count=2, price=1400
    )
    assert GAME.asked_kind(state, buyer) == "offer"
    state, _ = play(state, buyer, **BORROW_ONE)
    assert GAME.asked_kind(state, buyer) == "offer"
    oil = state.powers[buyer].storage["oil"]
    state, events = play(state, buyer, kind="answer", accept=True)
    assert "offer_done" in keys(events)
    assert state.powers[buyer].money == 500 + tables.BILLION - 1400
    assert state.powers[buyer].storage["oil"] == oil + 2
    assert GAME.to_act(state) == [seller]


def test_a_player_borrows_in_another_players_turn() -> None:
    """ "à tout moment de la partie": a player the game does not wait on borrows all the
    same (an interjection); the player on turn goes on."""
    state = started(["usa", "ussr", "europe"])
    on_turn = state.turn.seat
    idle = (on_turn + 1) % 3
    state = to_phase(state, 3)
    assert GAME.to_act(state) == [on_turn]
    assert GAME.legal_actions(state, idle).allows(BORROW_ONE)
    state, _ = play(state, idle, kind="loan", op="borrow", billions=2)
    assert state.powers[idle].loans == 2
    assert GAME.to_act(state) == [on_turn] and state.turn.phase == 3


def test_repaying_the_bank_only_in_ones_own_phase_one() -> None:
    """ "Les remboursements ne peuvent se faire que par milliards de $ au cours de la phase 1
    du tour du joueur": borrowing at any time does not make repaying one."""
    state = started(["usa", "ussr", "europe"])
    idle = (state.turn.seat + 1) % 3
    state.powers[idle].loans = 2
    repay = {"kind": "loan", "op": "repay", "billions": 1}
    assert GAME.legal_actions(state, idle).allows(BORROW_ONE)
    assert not GAME.legal_actions(state, idle).allows(repay)


def test_arrears_are_paid_at_any_time_and_the_bank_lends_again() -> None:
    """ "Si, par la suite, il paie tous ses intérêts en retard, il retrouve tous ses droits
    et peut à nouveau emprunter de l'argent à la banque": paying arrears is not tied to a
    phase, so it is open whenever borrowing is."""
    state = started(["usa", "ussr", "europe"])
    idle = (state.turn.seat + 1) % 3
    state.powers[idle].loans = 3
    state.powers[idle].arrears = 150
    assert not GAME.legal_actions(state, idle).allows(BORROW_ONE)
    state, events = play(state, idle, kind="loan", op="arrears")
    assert "arrears_paid" in keys(events) and state.powers[idle].arrears == 0
    state, _ = play(state, idle, **BORROW_ONE)
    assert state.powers[idle].loans == 4


def test_a_player_lends_money_to_a_defender_during_the_attack() -> None:
    """ "Un joueur peut aussi emprunter de l'argent aux autres joueurs selon des conditions
    librement débattues", after "à tout moment de la partie": a third player lends money to
    the defender while the attack waits on him; the deal is answered first, then the
    defence is asked again. One deal on the table at a time."""
    state, usa, sa = battle_ready()
    europe = state.seat_of_power("europe")
    assert europe is not None
    state = attack(state, usa)
    lend = {"kind": "offer", "deal": "money", "to": sa, "price": 2000}
    assert GAME.legal_actions(state, europe).allows(lend)
    state, events = play(state, europe, **lend)
    assert "offer_money" in keys(events)
    assert GAME.to_act(state) == [sa] and GAME.asked_kind(state, sa) == "offer"
    # another deal waits until this one is answered
    assert not GAME.legal_actions(state, usa).allows(lend | {"price": 1})
    assert GAME.legal_actions(state, sa).spec("offer") is None
    money = state.powers[sa].money
    state, events = play(state, sa, kind="answer", accept=True)
    assert "offer_done" in keys(events) and state.powers[sa].money == money + 2000
    assert GAME.to_act(state) == [sa] and GAME.asked_kind(state, sa) == "defence"


# ------------------------------------------------------------------ companies (optional rule)


def test_a_company_is_sold_in_another_players_turn() -> None:
    """Optional rule: « Les joueurs peuvent vendre ou acheter une entreprise à tout moment de
    la partie »: a player the game does not wait on offers a company to the player on turn,
    who is asked, accepts, and goes on with his phase."""
    state = started(["usa", "ussr", "europe"], company_trading=True)
    on_turn = state.turn.seat
    seller = (on_turn + 1) % 3
    state = to_phase(state, 3)
    card = state.powers[seller].companies[0]
    sale = {"kind": "offer", "deal": "company", "to": on_turn, "item": card, "price": 300}
    assert GAME.legal_actions(state, seller).allows(sale)
    state, events = play(state, seller, **sale)
    assert "offer_company" in keys(events)
    assert GAME.to_act(state) == [on_turn] and GAME.asked_kind(state, on_turn) == "offer"
    money = state.powers[on_turn].money
    state, events = play(state, on_turn, kind="answer", accept=True)
    assert "offer_done" in keys(events)
    assert card in state.powers[on_turn].companies and card not in state.powers[seller].companies
    assert state.powers[on_turn].money == money - 300
    assert GAME.to_act(state) == [on_turn] and state.turn.phase == 3
    assert GAME.legal_actions(state, on_turn).allows({"kind": "done"})


def test_a_defender_sells_a_company_during_the_attack_to_a_buyer_who_borrows_the_price() -> None:
    """« vendre ou acheter une entreprise à tout moment de la partie », and « à tout moment de
    la partie, emprunter »: the defender, asked how he meets the attack, sells a company to
    a third player; the buyer borrows the price while asked and accepts; then the defence is
    asked again."""
    state, usa, sa = battle_ready()
    state.options.company_trading = True
    europe = state.seat_of_power("europe")
    assert europe is not None
    state = attack(state, usa)
    card = state.powers[sa].companies[0]
    state, _ = play(state, sa, kind="offer", deal="company", to=europe, item=card, price=1500)
    assert GAME.to_act(state) == [europe] and GAME.asked_kind(state, europe) == "offer"
    state.powers[europe].money = 800
    state, _ = play(state, europe, **BORROW_ONE)
    state, events = play(state, europe, kind="answer", accept=True)
    assert "offer_done" in keys(events) and card in state.powers[europe].companies
    assert state.powers[europe].money == 800 + tables.BILLION - 1500
    assert GAME.to_act(state) == [sa] and GAME.asked_kind(state, sa) == "defence"


def test_a_company_is_closed_and_reopened_in_another_players_turn() -> None:
    """« Un joueur peut fermer un nombre quelconque de ses entreprises, à n'importe quel
    moment de la partie ... Il peut les réouvrir à n'importe quel moment »."""
    state = started(["usa", "ussr", "europe"], company_trading=True)
    on_turn = state.turn.seat
    idle = (on_turn + 1) % 3
    card = state.powers[idle].companies[0]
    state, events = play(state, idle, kind="company", op="close", card=card)
    assert "company_close" in keys(events) and state.powers[idle].closed == [card]
    state, _ = play(state, idle, kind="company", op="reopen", card=card)
    assert state.powers[idle].closed == []
    assert GAME.to_act(state) == [on_turn]
