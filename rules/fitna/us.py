"""US military intervention (27.1), the US approval of cards 33 and 82 (27.2), and Russia's surge at tension 10 (28.0, 22.1).

27.1: the US units enter when Kuwait is attacked (scenario 5), Jordan is attacked, Haifa or
Netanya is attacked or taken by non-Israelis, the Incirlik base is attacked or taken, or the
tension reaches 10; the scenario says which player takes them for each trigger
(``Scenario.us_control``). That player draws 2 cards, receives the US joker and the US special
joker, with which he strikes 4 boxes at once; he places the 6 first US units on controlled and
supplied boxes; the 5 others arrive on the next turn.

28.0 / 22.1 at tension 10: the player controlling the Russian forces draws a card, receives on
Tartus or Latakia every Russian unit not in play (still to come or destroyed), and every reduced
Russian unit is restored; the Russian special joker comes back to whoever played it.
"""

from __future__ import annotations

from rules.core import Event

from . import board, hands, reinforce, strikes
from .data import tables, units
from .messages import say
from .state import Battle, FitnaState

#: 27.1: "les 6 unités suivantes", then "le tour suivant ... les renforts suivants".
US_FIRST = (
    "us_75_para_rgt",
    "us_meu",
    "us_82_1_para_bde",
    "us_101_1_para_bde",
    "us_101_2_para_bde",
    "us_3_arm_rgt",
)
US_NEXT_TURN = ("us_1_meb", "us_2_meb", "us_3md_1_arm_bde", "us_3md_2_mec_bde", "us_3md_3_mec_bde")

#: Boxes whose attack (or capture) brings the US in, by trigger.
TRIGGER_BOXES = {
    "israel": ("haifa", "netanya"),
    "incirlik": ("incirlik",),
}


def trigger_of_attack(state: FitnaState, target: str, attacker_side: str) -> str | None:
    """The 27.1 trigger an attack on ``target`` fires, if any."""
    country = board.country(target)
    if country == "KUW":
        return "kuwait"
    if country == "JOR":
        return "jordan"
    for trigger, boxes in TRIGGER_BOXES.items():
        if target in boxes:
            return trigger
    return None


def on_attack(state: FitnaState, target: str, attacker_side: str) -> None:
    """An offensive on a 27.1 box: the US enter once it is resolved (``us_trigger``)."""
    trigger = trigger_of_attack(state, target, attacker_side)
    if trigger is None or state.us_seat is not None:
        return
    owner = {"israel": "ISR", "incirlik": "TUR", "kuwait": "KUW", "jordan": "JOR"}[trigger]
    if attacker_side == _side_of_nation(state, owner):
        return
    if trigger in board.scenario(state).us_control and state.us_trigger is None:
        state.us_trigger = trigger


def settle(state: FitnaState) -> list[Event]:
    """Between moves: a pending trigger, or Haifa, Netanya or Incirlik held by another side
    than Israel's or Turkey's, brings the US in."""
    if state.us_seat is not None:
        return []
    us_control = board.scenario(state).us_control
    if not us_control:
        return []
    if state.us_trigger is not None:
        trigger, state.us_trigger = state.us_trigger, None
        return intervene(state, trigger)
    for trigger, boxes in TRIGGER_BOXES.items():
        if trigger not in us_control:
            continue  # no player of the scenario calls the US for it
        held = [state.control.get(box) for box in boxes]
        if all(h is None for h in held):
            continue
        owner = _side_of_nation(state, "ISR" if trigger == "israel" else "TUR")
        if any(h is not None and h != owner for h in held):
            return intervene(state, trigger)
    return []


def _side_of_nation(state: FitnaState, nation: str) -> str | None:
    seat = board.seat_of_nation(state, nation)
    return None if seat is None else state.sides[seat]


def intervene(state: FitnaState, trigger: str) -> list[Event]:
    """27.1 for the scenario's player of this trigger; once a game."""
    if state.us_seat is not None:
        return []
    seat_id = board.scenario(state).us_control.get(trigger)
    if seat_id is None:
        return []
    seats = [s.id for s in board.scenario(state).seats]
    seat = seats.index(seat_id)
    state.us_seat = seat
    partner_id = board.scenario(state).us_shared.get(trigger)
    # scenario 10: "du joueur israélien et du joueur turc" — *authored*: the units are dealt
    # out in turn, the first player takes the joker and the air campaign, each draws a card
    holders = [seat] if partner_id is None else [seat, seats.index(partner_id)]
    for index, uid in enumerate(US_FIRST):
        state.side_override[uid] = state.sides[holders[index % len(holders)]]
    for index, uid in enumerate(US_NEXT_TURN):
        state.side_override[uid] = state.sides[holders[index % len(holders)]]
    names = " and ".join(state.seats[h] for h in holders)
    found = [say("us_intervene", name=names, trigger=trigger)]
    for holder in holders:
        found += hands.draw_any(state, holder, 2 // len(holders))
    state.jokers[seat] += 1
    state.specials_played.setdefault(str(seat), []).append("us_air_campaign")
    found += strikes.campaign(state, seat, "us_air_campaign")
    for holder in holders:
        found += reinforce.ask_place(state, holder, _theirs(state, holder, US_FIRST))
    state.us_next_turn = list(US_NEXT_TURN)
    return found


def _theirs(state: FitnaState, seat: int, group: tuple[str, ...] | list[str]) -> list[str]:
    """The US units of ``group`` that ``seat`` holds and that are not on the map yet."""
    side = state.sides[seat]
    return [u for u in group if board.side_of(state, u) == side and board.box_of(state, u) is None]


def next_turn(state: FitnaState) -> list[Event]:
    """The 5 US units of 27.1's second wave, at the start of the turn after the intervention."""
    if state.us_seat is None or not state.us_next_turn:
        return []
    arriving, state.us_next_turn = state.us_next_turn, []
    found: list[Event] = []
    seats = {board.seat_of_side(state, board.side_of(state, u)) for u in arriving}
    for seat in sorted(s for s in seats if s is not None):
        found.append(say("us_wave", name=state.seats[seat]))
        found += reinforce.ask_place(state, seat, _theirs(state, seat, arriving))
    return found


def russia_surges(state: FitnaState) -> list[Event]:
    """28.0 at tension 10."""
    found: list[Event] = []
    for key, played in state.specials_played.items():
        if "russian_strikes" in played:
            played.remove("russian_strikes")
            state.special_jokers[int(key)].append("russian_strikes")
            found.append(say("joker_back", name=state.seats[int(key)]))
    who = board.seat_of_nation(state, "RUS")
    if who is None:
        return found
    found.append(say("russia_surges", name=state.seats[who]))
    found += hands.draw_any(state, who, 1)
    russians = set(units.of_nation("RUS"))
    for uid in [u for u in state.reduced if u in russians and board.box_of(state, u)]:
        board.restore(state, uid)
    side = state.sides[who]
    coming = [u for batch in state.batches.get(side, []) for u in batch if u in russians]
    if coming:
        for batch in state.batches.get(side, []):
            batch[:] = [u for u in batch if u not in russians]
        state.batches[side] = [b for b in state.batches[side] if b]
    destroyed = [u for u in state.eliminated if u in russians]
    for uid in destroyed:
        state.eliminated.remove(uid)
    missing = coming + destroyed
    return found + (reinforce.ask_place(state, who, missing) if missing else [])


def approval(state: FitnaState, battle: Battle | None, seat: int, events: list[Event],
             against_daesh: bool = False) -> bool:  # fmt: skip
    """27.2: cards 33 and 82 need the US's approval unless the player holds the US, or card
    93 grants it."""
    seat_nats = set(board.scenario(state).seats[seat].controls)
    if "US" in seat_nats:
        return True
    auto = [e for e in state.effects if e.kind == "us_auto_approval"]
    if any(set(e.side.split(",")) & seat_nats for e in auto if e.side):
        return True
    if battle is not None:
        against_daesh = battle.defender_side == board.DAESH or battle.side == board.DAESH
    case = "vs_daesh" if against_daesh else next(
        (n for n in ("ISR", "TUR", "SAU") if n in seat_nats), "other"
    )  # fmt: skip
    die = state.rng.die()
    ok = tables.us_approves(case, die)
    events.append(say("approval", die=die, what="granted" if ok else "refused"))
    return ok
