"""Combat (18.0-18.7, 19.0, 21.0): declaring an offensive, support cards (defender first,
then attacker, 18.3) and air-mission counters, the CRT with its column shifts, results,
losses, retreats, advance and armour exploitation. Every decision of a seat is a question
(:mod:`rules.core.questions`), so the defender answers out of turn. A battle is a procedure on
the flow's stack (:data:`BATTLE`) whose steps are stages of their own (:data:`STEPS`)."""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from itertools import combinations
from typing import Any

from rules.core import ActionSpec, Choice, Event, Step, builders, flow
from rules.core.builders import ask
from rules.core.flow import Frame, Stage
from rules.core.questions import Question, QuestionRule
from rules.core.text import Said

from . import board, caveats, hands, tension, us
from .actions import Attack, Choose, Pass, Support
from .data import cards as fcards
from .data import map as fmap
from .data import tables, units
from .messages import say
from .state import Battle, FitnaState, TurnEffect

MUSLIM = {"SYR", "SYR_MIL", "IRQ", "IRN", "TUR", "SAU", "FSA", "FIA", "JOR", "KUW", "QAT",
          "OMN", "BAH", "YEM", "EGY", "UAE", "LEB", "HEZB_LEB", "HEZB_IRN"}  # fmt: skip


# ------------------------------------------------------------------------------ declaring


def may_attack(
    state: FitnaState, seat: int | None, side: str, target: str, attackers: Sequence[str] = ()
) -> bool:
    """Whether ``side`` may attack ``target`` now: an enemy there, no humanitarian truce
    (card 34), the Ramadan ceasefire (78), card 38; and, for the units ``attackers`` if
    given, the caveats (21.0), which bind units by nationality."""
    defender = board.side_at(state, target)
    if not board.hostile(state, defender, side) or target in state.truces:
        return False
    if not board.in_play_area(state, target):
        return False
    if side == board.DAESH and defender == board.DAESH:
        return False
    terror = seat is not None and state.terror_target == seat and side not in board.UNHELD
    if terror and defender != board.DAESH:
        return False
    for effect in state.effects:
        if effect.kind == "ceasefire" and side in state.sides:
            nations = {board.nation(state, u) for u in board.side_units(state, side)}
            muslim_seat = bool(nations & {"IRN", "IRQ", "SYR", "TUR", "SAU"})
            defenders = board.units_at(state, target)
            exempt = defender == board.DAESH or all(
                board.nation(state, u) in units.MILITIA_NATIONS for u in defenders
            )
            if muslim_seat and not exempt:
                return False
    return caveats.may_attack_with(state, attackers, target)


def attack_groups(
    state: FitnaState, side: str, origin: str, lent: Sequence[str] = ()
) -> list[list[str]]:
    """The stacks that may attack from ``origin``: any non-empty group of its units able to
    attack (never garrisons, 26.1), up to 3 (4 for Daesh, 18.0); ``lent``: other players'
    units the side may engage (20.0's leave)."""
    able = [
        u
        for u in board.units_at(state, origin)
        if (board.side_of(state, u) == side or u in lent) and board.unit(u).size != "garrison"
    ]
    most = tables.STACK_LIMIT_DAESH if side == board.DAESH else tables.STACK_LIMIT
    groups: list[list[str]] = []
    for size in range(1, min(most, len(able)) + 1):
        groups += [list(g) for g in combinations(able, size)]
    return groups


def attack_spec(
    state: FitnaState, seat: int, side: str, label: Said, action: dict[str, Any] | None = None
) -> list[ActionSpec]:
    """``side``'s offensives; with ``action``, cut to the box it starts from (the only part
    of the tree ``apply`` needs to check it, the kit's ``Family.legal_for``)."""
    origins = list(_origins(state, seat, side, None if action is None else action.get("origin")))
    if not origins:
        return []
    return [ActionSpec(kind="attack", label=label, steps=ask("origin", Said("step.from"), origins))]


def can_attack(state: FitnaState, seat: int, side: str) -> bool:
    """Whether :func:`attack_spec` offers an offensive (the first box one can start from
    answers, the others are not searched)."""
    return next(_origins(state, seat, side), None) is not None


def _origins(state: FitnaState, seat: int, side: str, only: object = None) -> Iterator[Choice]:
    """The boxes ``side``'s offensives may start from, in box order, each with its targets
    and the groups of units that may attack each one; with ``only``, that box alone."""
    hidden = side == board.DAESH
    own = seat < len(state.sides) and state.sides[seat] == side
    lent = board.lent_units(state, seat) if own else []
    boxes = sorted(state.stacks) if only is None else [b for b in state.stacks if b == only]
    held = {box for box, _unit in board.side_units_on(state, side)}  # the boxes it shares
    for origin in boxes:
        if origin in state.truces or origin not in held:
            continue
        groups = attack_groups(state, side, origin, lent)
        if not groups:
            continue
        target_choices: list[Choice] = []
        for t in fmap.NEIGHBOURS[origin]:
            if not may_attack(state, seat, side, t):
                continue
            # 21.0 binds units: the groups whose nationalities may attack that box
            allowed = [g for g in groups if caveats.may_attack_with(state, g, t)]
            if hidden:  # the counters are unseen: any group of one size is the same choice
                firsts = _first_of_each_size(allowed)
                allowed = [g for g in allowed if "+".join(g) in firsts]
            if allowed:  # the groups' choices made when the target is walked (issue 31)
                steps = functools.partial(_group_steps, allowed, hidden)
                target_choices.append(Choice.later(t, board.box_label(t), steps))
        if not target_choices:
            continue
        yield Choice.of(
            origin,
            board.box_label(origin),
            ask("target", Said("step.target"), target_choices),
        )


def _group_steps(groups: list[list[str]], hidden: bool) -> list[Step]:
    """The step choosing which of ``groups`` attacks (Daesh's by their number alone: its
    counters are unseen); it reads only the groups it is given."""
    choices = [
        Choice.of(
            "+".join(g),
            Said("label.daesh_counters", count=len(g)) if hidden else Said("label.units", units=g),
        )
        for g in groups
    ]
    return ask("units", Said("step.units"), choices)


def _first_of_each_size(groups: list[list[str]]) -> set[str]:
    seen: dict[int, str] = {}
    for g in groups:
        seen.setdefault(len(g), "+".join(g))
    return set(seen.values())


def declare(state: FitnaState, seat: int, action: Attack) -> list[Event]:
    """An offensive is declared: the defender's stack is revealed to the attacker (30.0),
    Daesh counters to everybody (25.1, decoys leave the game), then supports are asked."""
    chosen = action.units.split("+")
    # the side of the units engaged (an ally's box holds several; 20.0's leave lends the
    # Syrian player Hezbollah units, which fight on his side)
    own = state.sides[seat] if seat < len(state.sides) else ""
    found_sides = {board.side_of(state, u) for u in chosen}
    lent = set(board.lent_units(state, seat))
    engaged_for_own = own in found_sides or set(chosen) <= lent
    side = own if engaged_for_own else sorted(found_sides)[0]
    if side == board.DAESH:
        # unseen counters: the group of that size is drawn at random from the stack
        pool = [u for u in board.units_at(state, action.origin)]
        state.rng.shuffle(pool)
        chosen = pool[: len(chosen)]
    defender = board.side_at(state, action.target) or ""
    battle = Battle(
        attacker=seat,
        side=side,
        origin=action.origin,
        target=action.target,
        units=chosen,
        defender_side=defender,
        defenders=board.units_at(state, action.target),
    )
    state.battle = battle
    flow.call(state, flow.frame("battle", step="defence_support"))
    state.last_boxes = [action.origin, action.target]
    if any(board.nation(state, u) == "RUS" for u in chosen):
        caveats.record_fight(state, (board.nation(state, u) for u in battle.defenders),
                             action.target)  # fmt: skip
    us.on_attack(state, action.target, side)
    name = side if side in board.UNHELD else state.seats[seat]
    events = [say("attack", name=name, target=action.target,
                  origin=action.origin, count=len(chosen))]  # fmt: skip
    found = state.stacks[action.target]
    found.reveal_to(seat)
    shown = ", ".join(board.unit_text(state, u) for u in battle.defenders)
    events.append(say("revealed", to=seat, reveals=True, side=defender,
                      box=action.target, units=shown))  # fmt: skip
    for box, group in ((action.origin, battle.units), (action.target, battle.defenders)):
        if board.side_at(state, box) == board.DAESH:
            events.append(say("revealed", reveals=True, side=board.DAESH, box=box,
                              units=", ".join(board.unit_text(state, u) for u in group)))  # fmt: skip
            for uid in list(group):
                if board.unit(uid).decoy:
                    board.eliminate(state, uid)
                    group.remove(uid)
                    events.append(say("decoy", box=box))
    return events + _fight_triggers(state, battle)


def _fight_triggers(state: FitnaState, battle: Battle) -> list[Event]:
    """22.0 triggers for who fights whom."""
    a = {board.nation(state, u) for u in battle.units}
    d = {board.nation(state, u) for u in battle.defenders}
    both = (a, d), (d, a)
    events: list[Event] = []
    arabs = {"SAU", "JOR", "KUW", "QAT", "OMN", "BAH", "YEM", "EGY", "UAE"}
    if "RUS" in a and "TUR" in d and board.country(battle.target) in ("IRQ", "SYR"):
        events += tension.trigger(state, "russia_attacks_turks")
    if any("IRN" in x and "ISR" in y for x, y in both):
        events += tension.trigger(state, "iran_vs_israel")
    if any("IRN" in x and y & arabs for x, y in both):
        events += tension.trigger(state, "iran_vs_saudi")
    if any("RUS" in x and "IRN" in y for x, y in both):
        events += tension.trigger(state, "russia_vs_iran")
    if any("IRN" in x and "TUR" in y for x, y in both):
        events += tension.trigger(state, "iran_vs_turkey")
    if board.country(battle.target) == "TUR" and battle.side in ("SYR", "IRQ", "IRN"):
        events += tension.trigger(state, "enter_turkey")
    return events


# ------------------------------------------------------------------------------ supports


def role_side(battle: Battle, role: str) -> str:
    return battle.side if role == "attack" else battle.defender_side


def role_units(battle: Battle, role: str) -> list[str]:
    return battle.units if role == "attack" else battle.defenders


def role_seat(state: FitnaState, battle: Battle, role: str) -> int | None:
    if role == "attack":
        return battle.attacker
    return board.seat_of_side(state, battle.defender_side)


def air_denied(state: FitnaState, seat: int) -> bool:
    return any(e.kind in ("air_denied", "no_fly") and e.seat == seat for e in state.effects)


def _air(card: fcards.Card) -> str | None:
    for e in card.effects:
        if e.params.get("air_mission"):
            return str(e.params["air_mission"])
    return None


def _benefits(state: FitnaState, battle: Battle, role: str, seat: int, card: fcards.Card) -> bool:
    """A card's "au profit de" clause (cards 5-6, 19, 20, 22)."""
    side = role_side(battle, role)
    nats = {board.nation(state, u) for u in role_units(battle, role)}
    for e in card.effects:
        who = e.params.get("beneficiaries")
        if not who:
            continue
        ok = False
        for b in who:
            if (
                b == "everyone"
                or b == "kurds"
                and board.is_kurdish(state, side)
                or b == "daesh"
                and side == board.DAESH
                or b == "militia"
                and nats
                and nats <= units.MILITIA_NATIONS
            ):
                ok = True
            elif b == "militia" and side in state.sides and e.kind == "convert_results":
                seat_nats = set(board.scenario(state).seats[state.sides.index(side)].controls)
                ok = ok or bool(seat_nats & units.MILITIA_NATIONS)
            elif b == "muslim_country" and side in state.sides:
                ok = ok or bool(nats & MUSLIM)
            elif (
                b == "SYR"
                and side == "SYR"
                or b == "militia_of_SYR"
                and nats
                and nats <= {"SYR_MIL"}
            ):
                ok = True
        if not ok:
            return False
    return True


def may_support(state: FitnaState, battle: Battle, role: str, seat: int, number: int) -> bool:
    """Whether ``seat`` may play support card ``number`` for ``role`` in this battle (18.3,
    8.1, 25.3, 26.3, the card's own conditions)."""
    card = fcards.CARDS[number]
    side = role_side(battle, role)
    own = role_seat(state, battle, role) == seat
    if card.deck != "support":
        return False
    if card.not_before_turn > state.turn:
        return False
    if own:
        timing = "support_attack" if role == "attack" else "support_defence"
    else:
        timing = "support_defence_other"
        if role != "defence" or state.control.get(battle.target) == state.sides[seat]:
            return False
    if timing not in card.timing:
        return False
    played = battle.attack_cards if role == "attack" else battle.defence_cards
    if any(fcards.same_card(number, other) for other in played):
        return False
    if card.played_by:
        seat_nats = set(board.scenario(state).seats[seat].controls)
        if not (seat_nats & set(card.played_by) or side in card.played_by):
            return False
    air = _air(card)
    if side == board.DAESH and not card.daesh:
        return False
    if board.is_kurdish(state, side) and not card.kurds and air not in ("helicopter", "aircraft"):
        return False  # 26.3: ○ cards, or close air support flown for them
    if air is not None and air_denied(state, seat):
        return False
    if number == 16:
        armour = [u for u in battle.defenders if board.unit(u).armour]
        if not armour or len(battle.defenders) < 2:
            return False
    return _benefits(state, battle, role, seat, card)


def support_choices(state: FitnaState, battle: Battle, role: str, seat: int) -> list[int]:
    return [n for n in hands.hand(state, seat) if may_support(state, battle, role, seat, n)]


def _support_legal(state: FitnaState, question: Question, seat: int) -> list[ActionSpec]:
    battle = state.battle
    assert battle is not None
    role = question.data["role"]
    choices = [
        Choice.of(n, hands.card_label(n)) for n in support_choices(state, battle, role, seat)
    ]
    key = "label.support_attack" if role == "attack" else "label.support_defence"
    return [
        builders.action(
            "support", Said(key, box=battle.target), "card", Said("step.card"), choices
        ),
        ActionSpec(
            kind="pass", label=Said("label.no_support"), steps=_never(state, battle, role, seat)
        ),
    ]


def _support_answer(
    state: FitnaState, question: Question, seat: int, action: Support | Pass
) -> list[Event]:
    battle = state.battle
    assert battle is not None
    role = question.data["role"]
    if not isinstance(action, Support):
        return _standing_no(state, seat, action) + [say("no_support", name=state.seats[seat])]
    return play_support(state, battle, role, seat, action.card)


def play_support(
    state: FitnaState, battle: Battle, role: str, seat: int, number: int
) -> list[Event]:
    card = fcards.CARDS[number]
    hands.discard(state, seat, number)
    (battle.attack_cards if role == "attack" else battle.defence_cards).append(number)
    events = [say("support", name=state.seats[seat], card=number, role=role)]
    if number == 33 and not us.approval(state, battle, seat, events):
        battle.cancelled.append(number)
        return events
    for e in card.effects:
        if e.kind == "tension":
            events += tension.change(state, int(e.params["delta"]), number)
        scope = e.params.get("scope")
        if scope == "turn_box":
            kind = {"column_shift": "shift_box", "convert_results": "no_retreat"}[e.kind]
            if number in (17, 18):
                kind = "ied"
            state.effects.append(TurnEffect(card=number, seat=seat, kind=kind, box=battle.target,
                                            side=role_side(battle, role)))  # fmt: skip
            events.append(say("marker", card=number, box=battle.target))
        elif scope == "turn_kurds":
            state.effects.append(TurnEffect(card=number, seat=seat, kind="kurd_missiles"))
        elif scope == "turn_mountain":
            state.effects.append(TurnEffect(card=number, seat=seat, kind="winter"))
            events.append(say("winter"))
        elif e.kind == "ignore_strongest_armour":
            armour = [u for u in battle.defenders if board.unit(u).armour]
            battle.diverted = max(armour, key=lambda u: board.defence_of(state, u))
    if _air(card) is not None:
        events += _ask_air_response(state, battle, role, seat, number)
    return events


def _ask_air_response(state: FitnaState, battle: Battle | None, role: str, seat: int,
                      number: int, opponents: list[int] | None = None) -> list[Event]:  # fmt: skip
    """25-26 (28-29) "dès qu'un joueur adverse déclare une mission aérienne"."""
    if opponents is None:
        assert battle is not None
        other = role_seat(state, battle, "defence" if role == "attack" else "attack")
        opponents = [other] if other is not None and other != seat else []
    askable = [s for s in opponents if air_counters(state, s, number)]
    for s in askable:
        state.questions.ask("air_response", [s], source=seat, default={"kind": "pass"},
                            data={"card": number, "by": seat})  # fmt: skip
    return []


def air_counters(state: FitnaState, seat: int, number: int) -> list[int]:
    mission = _air(fcards.CARDS[number])
    if mission is None or seat in state.standing_no:
        return []
    found = []
    for n in hands.hand(state, seat):
        card = fcards.CARDS[n]
        if "response_air_mission" not in card.timing or not fcards.cancels(n, mission):
            continue
        if card.not_before_turn > state.turn:
            continue
        if card.played_by and not set(board.scenario(state).seats[seat].controls) & set(
            card.played_by
        ):
            continue
        found.append(n)
    return found


def _standing_no(state: FitnaState, seat: int, action: Pass) -> list[Event]:
    """A "no" that stands: the seat is not asked for out-of-turn cards until it draws."""
    if action.never and seat not in state.standing_no:
        state.standing_no.append(seat)
        return [say("standing_no", name=state.seats[seat])]
    return []


def _air_legal(state: FitnaState, question: Question, seat: int) -> list[ActionSpec]:
    number = int(question.data["card"])
    choices = [Choice.of(n, hands.card_label(n)) for n in air_counters(state, seat, number)]
    return [
        builders.action(
            "support", Said("label.cancel_air", card=number), "card", Said("step.card"), choices
        ),
        ActionSpec(kind="pass", label=Said("label.let_fly"), steps=_never(state, None, "", seat)),
    ]


def _never(state: FitnaState, battle: Battle | None, role: str, seat: int) -> list[Step]:
    """Out of turn, a "no" may stand until the seat draws a card."""
    if battle is not None and role == "attack":
        return []
    return [Step(param="never", label=Said("step.later"), optional=True, choices=[
        Choice.of(True, Said("label.never"))])]  # fmt: skip


def _air_answer(
    state: FitnaState, question: Question, seat: int, action: Support | Pass
) -> list[Event]:
    if not isinstance(action, Support):
        return _standing_no(state, seat, action)
    number = int(question.data["card"])
    by = int(question.data["by"])
    hands.discard(state, seat, action.card)
    state.effects.append(TurnEffect(card=action.card, seat=by, kind="air_denied"))
    if (
        state.battle is not None
        and number in state.battle.attack_cards + state.battle.defence_cards
    ):
        state.battle.cancelled.append(number)
    else:
        state.effects.append(TurnEffect(card=number, seat=by, kind="cancelled_event"))
    return [say("air_cancelled", name=state.seats[seat], card=number,
                counter=action.card)]  # fmt: skip


def _support_settle(state: FitnaState, question: Question) -> list[Event]:
    battle = state.battle
    if battle is None:
        return []
    seat = question.asked[0]
    answer = question.answer_of(seat) or {}
    role = question.data["role"]
    if answer.get("kind") == "support" and support_choices(state, battle, role, seat):
        _ask_support(state, battle, role, seat)
        return []
    if role == "defence":
        if question.data.get("other"):
            return []
        goto(state, "defence_other")
    else:
        goto(state, "resolve")
    return []


def _ask_support(
    state: FitnaState, battle: Battle, role: str, seat: int, other: bool = False
) -> None:
    state.questions.ask("support", [seat], source=battle.attacker, default={"kind": "pass"},
                        data={"role": role, "other": other})  # fmt: skip


# ------------------------------------------------------------------------------ resolving


def shifts(state: FitnaState, battle: Battle) -> tuple[int, int]:
    """Columns to the attacker's right and to the defender's favour (18.2): the box's own
    defence, an entrenchment, support cards not cancelled, turn markers, isolation."""
    att = 0
    dfn = -fmap.BOXES[battle.target].defence
    if battle.target in state.entrenchments:
        dfn += -tables.ENTRENCHMENT_SHIFT
    for role, played in (("attack", battle.attack_cards), ("defence", battle.defence_cards)):
        for number in played:
            if number in battle.cancelled:
                continue
            for e in fcards.CARDS[number].effects:
                if e.kind != "column_shift" or e.params.get("scope") != "offensive":
                    continue
                if role == "attack":
                    att += int(e.params["columns"])
                else:
                    dfn += int(e.params["columns"])
    for effect in state.effects:
        if effect.kind == "ied" and effect.box == battle.target:
            dfn += 2
        elif effect.kind == "shift_box" and effect.box == battle.target:
            if effect.side == battle.side:
                att += 2
            elif effect.side == battle.defender_side:
                dfn += 2
        elif effect.kind == "winter" and fmap.BOXES[battle.target].terrain == "mountain":
            dfn += -tables.SEVERE_WINTER_SHIFT
        elif effect.kind == "kurd_missiles":
            if board.is_kurdish(state, battle.side):
                att += 1
            if board.is_kurdish(state, battle.defender_side):
                dfn += 1
    attacker_isolated = battle.origin in state.isolated and battle.origin not in state.air_assaulted
    if attacker_isolated:
        dfn += tables.ISOLATION_SHIFT
    if battle.target in state.isolated and battle.target not in state.air_assaulted:
        att += tables.ISOLATION_SHIFT
    return att, dfn


def strengths(state: FitnaState, battle: Battle) -> tuple[int, int]:
    attack = sum(board.attack_of(state, u) for u in battle.units)
    defence = sum(board.defence_of(state, u) for u in battle.defenders if u != battle.diverted)
    return attack, defence


def _convert(state: FitnaState, battle: Battle, result: str, events: list[Event]) -> str:
    for played in (battle.defence_cards, battle.attack_cards):
        for number in played:
            if number in battle.cancelled:
                continue
            for e in fcards.CARDS[number].effects:
                if e.kind == "convert_results" and e.params.get("scope") == "offensive":
                    after = e.params["mapping"].get(result)
                    if after:
                        events.append(say("converted", card=number, before=result, after=after))
                        result = after
    for effect in state.effects:
        if effect.kind == "no_retreat" and effect.box == battle.target:
            after = {"DR": "EX", "DR*": "EX*"}.get(result)
            if after:
                events.append(say("converted", card=effect.card, before=result, after=after))
                result = after
    return result


def resolve(state: FitnaState, battle: Battle) -> list[Event]:
    attack, defence = strengths(state, battle)
    att, dfn = shifts(state, battle)
    die = state.rng.die()
    column = tables.final_column(attack - defence, att - dfn)
    result: str = tables.CRT_TABLE.read(column, die)
    base = tables.base_column(attack - defence)
    events = [
        say("resolve", attack=attack, defence=defence, difference=attack - defence,
            base=tables.CRT_COLUMNS[base][0], attacker_shifts=att, defender_shifts=dfn,
            column=tables.CRT_COLUMNS[column][0], die=die, result=result)
    ]  # fmt: skip

    result = _convert(state, battle, result, events)
    battle.die, battle.column, battle.result = die, column, result
    if result == "AR*":
        for uid in list(battle.units):
            events.append(_loss_event(state, battle, uid, board.lose_step(state, uid)))
        battle.units = [u for u in battle.units if board.box_of(state, u) == battle.origin]
    battle.attacker_steps = {"AR": 1, "EX": 1, "EX*": 2, "DR*": 1}.get(result, 0)
    battle.defender_steps = {"EX": 1, "EX*": 2, "DR": 1, "DR*": 2}.get(result, 0)
    if result == "DS":
        for uid in list(battle.defenders):
            events.append(_loss_event(state, battle, uid, "eliminated"))
            board.eliminate(state, uid)
        battle.defenders = []
    goto(state, "defender_losses")
    return events


def _loss_event(state: FitnaState, battle: Battle, uid: str, what: str) -> Event:
    box = board.box_of(state, uid) or (battle.origin if uid in battle.units else battle.target)
    return say("loss", side=board.side_of(state, uid), box=box, what=what)


def loss_candidates(state: FitnaState, battle: Battle, role: str) -> list[str]:
    if role == "attack":
        return [u for u in battle.units if board.box_of(state, u) == battle.origin]
    alive = [u for u in battle.defenders if board.box_of(state, u) == battle.target]
    pool = [u for u in alive if u != battle.diverted]  # card 16: never absorbs a loss
    if battle.result == "DR*" and battle.defender_steps == 1:
        fresh = [u for u in pool if u not in battle.hit]
        if fresh:
            return fresh
    return pool


def _take_loss(state: FitnaState, battle: Battle, role: str, uid: str) -> list[Event]:
    event = _loss_event(state, battle, uid, "")
    what = board.lose_step(state, uid)
    event = say("loss", side=event.params["side"], box=event.params["box"], what=what)
    battle.hit.append(uid)
    if role == "attack":
        battle.attacker_steps -= 1
        if what == "eliminated":
            battle.units.remove(uid)
    else:
        battle.defender_steps -= 1
        if what == "eliminated":
            battle.defenders.remove(uid)
    return [event]


def _losses(state: FitnaState, battle: Battle, role: str) -> list[Event] | None:
    """Take ``role``'s steps; ``None`` when a question waits on the owner's choice."""
    events: list[Event] = []
    steps = "attacker_steps" if role == "attack" else "defender_steps"
    while getattr(battle, steps) > 0:
        found = loss_candidates(state, battle, role)
        if not found:
            setattr(battle, steps, 0)
            break
        seat = role_seat(state, battle, role)
        if seat is not None and len({(board.unit(u).name, u in state.reduced) for u in found}) > 1:
            state.questions.ask("loss", [seat], source=battle.attacker, default=None,
                                data={"role": role})  # fmt: skip
            return events if events else None
        # a single choice, or a side no seat holds (Daesh, Kurds): *interpretation* the
        # losses fall in stack order (the counter placed first), revealing nothing.
        events += _take_loss(state, battle, role, found[0])
    return events


def _loss_legal(state: FitnaState, question: Question, seat: int) -> list[ActionSpec]:
    battle = state.battle
    assert battle is not None
    role = question.data["role"]
    choices = [
        Choice.of(u, Said("label.unit_reduced" if u in state.reduced else "label.unit", unit=u))
        for u in loss_candidates(state, battle, role)
    ]
    return [builders.action("choose", Said("label.loss"), "value", Said("step.unit"), choices)]


def _loss_answer(state: FitnaState, question: Question, seat: int, action: Choose) -> list[Event]:
    battle = state.battle
    assert battle is not None
    return _take_loss(state, battle, question.data["role"], action.value)


def _loss_default(state: FitnaState, question: Question, seat: int) -> dict[str, Any] | None:
    battle = state.battle
    if battle is None:
        return None
    found = loss_candidates(state, battle, question.data["role"])
    return {"kind": "choose", "value": found[0]} if found else None


def retreat_options(state: FitnaState, battle: Battle, uid: str) -> list[str]:
    """18.6: an adjacent box held by the defender or free of enemies, within stacking;
    failing that the nearest box it holds, reached through boxes it holds, that can take the
    unit; Kurds never into another faction's boxes (26.3); none: eliminated."""
    side = battle.defender_side

    def fits(b: str) -> bool:
        return (
            b != battle.target
            and not board.hostile(state, board.side_at(state, b), side)
            and board.in_play_area(state, b)
            and not board.kurd_zone_closed(state, b, side)
            and caveats.may_enter(state, uid, b)
            and board.can_stack(state, b, [uid])
        )

    near = [b for b in fmap.NEIGHBOURS[battle.target] if fits(b)]
    if near:
        return sorted(near)
    if board.unit(uid).size == "garrison":
        return []

    def held(b: str) -> bool:
        return (
            state.control.get(b) == side
            and not board.hostile(state, board.side_at(state, b), side)
            and caveats.may_enter(state, uid, b)
        )

    dist = fmap.GRAPH.distances(battle.target, held)
    reachable = sorted((d, b) for b, d in dist.items() if d > 0 and fits(b))
    if not reachable:
        return []
    best = reachable[0][0]
    return [b for d, b in reachable if d == best]


def _retreats(state: FitnaState, battle: Battle) -> list[Event] | None:
    events: list[Event] = []
    while battle.retreating:
        uid = battle.retreating[0]
        if board.box_of(state, uid) != battle.target:
            battle.retreating.pop(0)
            continue
        options = retreat_options(state, battle, uid)
        if not options:
            battle.retreating.pop(0)
            board.eliminate(state, uid)
            events.append(say("no_retreat", side=battle.defender_side, box=battle.target))
            continue
        seat = role_seat(state, battle, "defence")
        if seat is not None and len(options) > 1:
            state.questions.ask("retreat", [seat], source=battle.attacker, default=None,
                                data={"unit": uid})  # fmt: skip
            return events if events else None
        events += _retreat_to(state, battle, uid, options[0])
    return events


def _retreat_to(state: FitnaState, battle: Battle, uid: str, box: str) -> list[Event]:
    resupplied = board.join_stack(state, battle.target, box)  # 14.1
    board.lift(state, uid)
    board.place(state, uid, box)
    if battle.retreating and battle.retreating[0] == uid:
        battle.retreating.pop(0)
    events = [
        say(
            "retreat",
            side=battle.defender_side,
            origin=battle.target,
            dest=box,
        )
    ]
    if resupplied:
        events.append(say("resupplied", boxes=[box]))
    return events


def _retreat_legal(state: FitnaState, question: Question, seat: int) -> list[ActionSpec]:
    battle = state.battle
    assert battle is not None
    uid = question.data["unit"]
    choices = [Choice.of(b, board.box_label(b)) for b in retreat_options(state, battle, uid)]
    return [
        builders.action(
            "choose", Said("label.retreat", unit=uid), "value", Said("step.box"), choices
        )
    ]


def _retreat_answer(
    state: FitnaState, question: Question, seat: int, action: Choose
) -> list[Event]:
    battle = state.battle
    assert battle is not None
    return _retreat_to(state, battle, question.data["unit"], action.value)


def _retreat_default(state: FitnaState, question: Question, seat: int) -> dict[str, Any] | None:
    battle = state.battle
    if battle is None:
        return None
    options = retreat_options(state, battle, question.data["unit"])
    return {"kind": "choose", "value": options[0]} if options else None


def exploit_options(state: FitnaState, battle: Battle) -> list[str]:
    """18.4/18.7: surviving armour may occupy one adjacent enemy box free of enemy units
    (not when isolated, 14.1)."""
    armour = [
        u for u in battle.units if board.unit(u).armour and board.box_of(state, u) == battle.target
    ]
    if not armour or battle.origin in state.isolated:
        return []
    side = battle.side
    return [
        b
        for b in fmap.NEIGHBOURS[battle.target]
        if board.hostile(state, state.control.get(b), side)
        and board.side_at(state, b) is None
        and board.in_play_area(state, b)
        and not board.kurd_zone_closed(state, b, side)
        and all(caveats.may_enter(state, u, b) for u in armour)
        and board.can_stack(state, b, armour)
    ]


def _exploit_legal(state: FitnaState, question: Question, seat: int) -> list[ActionSpec]:
    battle = state.battle
    assert battle is not None
    choices = [Choice.of(b, board.box_label(b)) for b in exploit_options(state, battle)]
    return [
        builders.action("choose", Said("label.exploit"), "value", Said("step.box"), choices),
        ActionSpec(kind="pass", label=Said("label.stay")),
    ]


def _exploit_answer(
    state: FitnaState, question: Question, seat: int, action: Choose | Pass
) -> list[Event]:
    battle = state.battle
    assert battle is not None
    if not isinstance(action, Choose):
        return []
    armour = [
        u for u in battle.units if board.unit(u).armour and board.box_of(state, u) == battle.target
    ]
    for uid in armour:
        board.move_unit(state, uid, [action.value])
    state.last_boxes.append(action.value)
    name = battle.side if battle.side in board.UNHELD else state.seats[battle.attacker]
    return [
        say("exploit", name=name, box=action.value),
        *_captured(state, battle.side, armour, action.value),
    ]


def _captured(state: FitnaState, side: str, uids: list[str], box: str) -> list[Event]:
    """22.0 triggers on taking a box."""
    nats = {board.nation(state, u) for u in uids}
    events: list[Event] = []
    if side == board.DAESH and (box in tables.DAESH_TENSION_BOXES or board.country(box) == "TUR"):
        events += tension.trigger(state, "daesh_takes_key_box")
    if "TUR" in nats and box == "aleppo":
        events += tension.trigger(state, "turks_take_aleppo")
    if "ISR" in nats and box == "damascus":
        events += tension.trigger(state, "israel_takes_damascus")
    if "ISR" in nats and box == "beirut":
        events += tension.trigger(state, "israel_takes_beirut")
    return events


# ------------------------------------------------------------------------------ the steps


def frame_of(state: FitnaState) -> Frame:
    """The battle's procedure on the stack (the one above the others while it lasts; a
    card's played meanwhile may stand above it)."""
    return next(f for f in reversed(state.stack) if f.kind == "battle")


def goto(state: FitnaState, step: str) -> None:
    """The battle's next step (:data:`STEPS`)."""
    frame_of(state).data["step"] = step


def _battle(state: FitnaState) -> Battle:
    assert state.battle is not None
    return state.battle


def _defence_support(state: FitnaState, current: Frame) -> list[Event]:
    """18.3: the defender plays his supports first (9.0: a defender with a joker may draw
    for a support card he lacks)."""
    battle = _battle(state)
    goto(state, "defence_other")
    if not battle.defenders:
        goto(state, "resolve")
        return []
    seat = role_seat(state, battle, "defence")
    if (
        seat is not None
        and seat not in state.standing_no
        and (support_choices(state, battle, "defence", seat) or hands.joker_spec(state, seat))
    ):
        _ask_support(state, battle, "defence", seat)
    return []


def _defence_other(state: FitnaState, current: Frame) -> list[Event]:
    """The defender's allies' supports."""
    battle = _battle(state)
    goto(state, "attack_support")
    owner = role_seat(state, battle, "defence")
    for seat in range(len(state.seats)):
        if seat in (owner, battle.attacker) or seat in state.standing_no:
            continue
        if support_choices(state, battle, "defence", seat):
            _ask_support(state, battle, "defence", seat, other=True)
    return []


def _attack_support(state: FitnaState, current: Frame) -> list[Event]:
    """Then the attacker's supports."""
    battle = _battle(state)
    goto(state, "resolve")
    seat = battle.attacker
    if battle.defenders and support_choices(state, battle, "attack", seat):
        _ask_support(state, battle, "attack", seat)
    return []


def _resolve(state: FitnaState, current: Frame) -> list[Event]:
    """The CRT (18.2); nobody left to defend: the attacker advances; nobody left to attack:
    the battle ends."""
    battle = _battle(state)
    if not battle.defenders:
        battle.advance = True
        goto(state, "advance")
        return []
    if not battle.units:
        goto(state, "end")
        return []
    return resolve(state, battle)


def _defender_losses(state: FitnaState, current: Frame) -> list[Event]:
    battle = _battle(state)
    found = _losses(state, battle, "defence")
    if found is None:
        return []  # the owner is asked which unit loses the step
    if not state.questions.open:
        goto(state, "attacker_losses")
    return found


def _attacker_losses(state: FitnaState, current: Frame) -> list[Event]:
    battle = _battle(state)
    found = _losses(state, battle, "attack")
    if found is None:
        return []
    if not state.questions.open:
        goto(state, "retreat")
        alive = [u for u in battle.defenders if board.box_of(state, u) == battle.target]
        if battle.result in ("DR", "DR*"):
            battle.retreating = alive
        battle.advance = battle.result in ("DR", "DR*", "DS") or not alive
        if battle.result in ("AR", "AR*"):
            battle.advance = False
    return found


def _retreat(state: FitnaState, current: Frame) -> list[Event]:
    battle = _battle(state)
    found = _retreats(state, battle)
    if found is None:
        return []
    if not state.questions.open:
        goto(state, "advance")
    return found


def _advance(state: FitnaState, current: Frame) -> list[Event]:
    """18.6: the attacker takes the box (and may exploit, 18.7), or the defender holds."""
    battle = _battle(state)
    goto(state, "end")
    events: list[Event] = []
    movers = [u for u in battle.units if board.box_of(state, u) == battle.origin]
    if battle.advance and movers and not board.units_at(state, battle.target):
        for uid in movers:
            board.move_unit(state, uid, [battle.target])
        name = battle.side if battle.side in board.UNHELD else state.seats[battle.attacker]
        events.append(say("advance", name=name, box=battle.target))
        events += _captured(state, battle.side, movers, battle.target)
        if battle.result in ("DR", "DR*", "DS") and exploit_options(state, battle):
            seat = battle.attacker
            state.questions.ask("exploit", [seat], source=seat, default={"kind": "pass"})
    elif not battle.advance:
        events.append(say("held", box=battle.target, origin=battle.origin))
    return events


def _end(state: FitnaState, current: Frame) -> list[Event]:
    """The offensive is over: its procedure leaves the stack."""
    state.stack.remove(frame_of(state))
    return finish(state)


def finish(state: FitnaState) -> list[Event]:
    """The offensive is over: Daesh counters are hidden again (25.1)."""
    battle = state.battle
    assert battle is not None
    for box in (battle.origin, battle.target):
        if box in state.stacks:
            board.reset_knowledge(state, box)
            found = state.stacks[box]
            attacked = box == battle.target and found.face == battle.defender_side
            if attacked and found.face != board.DAESH:
                found.reveal_to(battle.attacker)  # 30.0: the attacker has seen it
    state.battle = None
    return []


RULES = [
    QuestionRule("support", _support_legal, _support_answer, _support_settle),
    QuestionRule("air_response", _air_legal, _air_answer),
    QuestionRule("loss", _loss_legal, _loss_answer, default=_loss_default),
    QuestionRule("retreat", _retreat_legal, _retreat_answer, default=_retreat_default),
    QuestionRule("exploit", _exploit_legal, _exploit_answer),
]


def _nobody(state: FitnaState, current: Frame) -> list[int]:
    return []


def _step_of(state: FitnaState, current: Frame) -> str:
    return f"battle_{current.data['step']}"


#: An offensive from its declaration to its end: a frame on the stack whose stage is the step
#: it is at (``data["step"]``), each step a stage of its own that never waits (its decisions
#: are questions, which stand above it); the flow runs it whenever no question is open.
BATTLE: Stage[FitnaState] = Stage("battle", seats=_nobody, stands_for=_step_of)

#: The steps of a battle, in their order (18.3-18.7).
STEPS: tuple[Stage[FitnaState], ...] = tuple(
    Stage(f"battle_{name}", seats=_nobody, run=run)
    for name, run in (
        ("defence_support", _defence_support),
        ("defence_other", _defence_other),
        ("attack_support", _attack_support),
        ("resolve", _resolve),
        ("defender_losses", _defender_losses),
        ("attacker_losses", _attacker_losses),
        ("retreat", _retreat),
        ("advance", _advance),
        ("end", _end),
    )
)
