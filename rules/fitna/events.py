"""Event cards (12.1 step 1) and every effect kind of ``cards.EFFECT_KINDS`` that is not a
combat support: each kind has its handler here; choices a card asks for are ``pick``
questions to the seat that decides, answered by the handler named in the question."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from rules.core import ActionSpec, Choice, Event, builders, flow
from rules.core.builders import ask
from rules.core.flow import Frame, Stage
from rules.core.questions import Question, QuestionRule
from rules.core.text import Said

from . import activation, board, caveats, combat, hands, picks, reinforce, strikes, tension, us
from .actions import Choose, Pass
from .data import cards as fcards
from .data import map as fmap
from .data import tables, units
from .messages import say
from .state import FitnaState, TurnEffect

PERMANENT = 999


def opponents(state: FitnaState, seat: int) -> list[int]:
    return [s for s in range(len(state.seats)) if s != seat]


# ------------------------------------------------------------------------------ picks


def pick(state: FitnaState, seat: int, purpose: str, options: list[tuple[str, Said]],
         label: Said, optional: bool = False, **data: Any) -> list[Event]:  # fmt: skip
    """Ask ``seat`` to pick one of ``options`` (value, label) for ``purpose``
    (:func:`picks.pick`, with the purpose's handler of :data:`PICKS`)."""
    return picks.pick(state, seat, purpose, options, label, PICKS[purpose], optional, **data)


def _open_options(state: FitnaState, question: Question, seat: int) -> list[list[Any]]:
    """The question's options still open now: for a purpose of :data:`LIVE`, those its check
    still finds (a seat may play a joker while its pick waits, and the joker's strike may
    take away a stack the pick offered: seed 516, scenario 3), else all of them."""
    options: list[list[Any]] = question.data["options"]
    live = LIVE.get(question.data["purpose"])
    if live is None:
        return options
    still = live(state, seat, question.data)
    return [option for option in options if option[0] in still]


def _pick_legal(state: FitnaState, question: Question, seat: int) -> list[ActionSpec]:
    choices = [Choice.of(v, picks.said(lab)) for v, lab in _open_options(state, question, seat)]
    label = picks.said(question.data["label"])
    specs = [builders.action("choose", label, "value", Said("step.choice"), choices)]
    if question.data.get("optional"):
        specs.append(ActionSpec(kind="pass", label=Said("label.none")))
    return specs


def _pick_answer(
    state: FitnaState, question: Question, seat: int, action: Choose | Pass
) -> list[Event]:
    value = action.value if isinstance(action, Choose) else None
    data = {
        k: v
        for k, v in question.data.items()
        if k not in ("options", "label", "optional", "purpose")
    }
    state.questions.close(question)
    return PICKS[question.data["purpose"]](state, seat, value, data)


def _pick_default(state: FitnaState, question: Question, seat: int) -> dict[str, Any] | None:
    if question.data.get("optional"):
        return {"kind": "pass"}
    options = _open_options(state, question, seat)
    return {"kind": "choose", "value": options[0][0]} if options else None


# ------------------------------------------------------------------------------ playing


def playable(state: FitnaState, seat: int, number: int) -> bool:
    """Whether ``seat`` may play ``number`` for its event now (the card's conditions)."""
    card = fcards.CARDS[number]
    if "event" not in card.timing or card.not_before_turn > state.turn:
        return False
    if card.requires is not None and card.requires not in state.kept:
        return False
    controls = set(board.scenario(state).seats[seat].controls)
    if card.played_by and not controls & set(card.played_by):
        return False
    if card.not_played_by and controls & set(card.not_played_by):
        return False
    family = _family(number)
    if family and any(e.kind == "blocked_family" and e.side == family for e in state.effects):
        return False
    kurds = board.kurdish_seat(state)
    if family == "peshmerga" and kurds is not None and state.sides[seat] != kurds:
        return False  # scenario 7: the Kurds are a player's, nobody else activates them
    flies = any(e.params.get("air_mission") for e in card.effects)
    if flies and combat.air_denied(state, seat):
        return False  # card 64's no-fly zone, or cards 25-26 earlier this turn
    if number in (67, 68) and not getattr(
        board.scenario_facts(state), f"{'syrian' if number == 67 else 'iraqi'}_coup_card"
    ):
        return False
    if number == 41 and not board.scenario_facts(state).lebanon_war_card:
        return False
    return not (number == 34 and not truce_boxes(state))


def _family(number: int) -> str | None:
    if 43 <= number <= 46:
        return "peshmerga"
    if 50 <= number <= 53:
        return "daesh"
    return None


def legal(state: FitnaState, seat: int, action: dict[str, Any] | None = None) -> list[ActionSpec]:
    """The event cards the seat may play; with ``action``, cut to its card."""
    choices = [
        Choice.of(n, hands.card_label(n))
        for n in builders.cut(hands.hand(state, seat), action, "card")
        if playable(state, seat, n)
    ]
    return [builders.action("event", Said("label.event"), "card", Said("step.card"), choices)]


def play(state: FitnaState, seat: int, number: int) -> list[Event]:
    card = fcards.CARDS[number]
    if card.removed:
        hands.remove(state, seat, number)
    elif card.kept:
        hands.keep_in_front(state, seat, number)
    else:
        hands.discard(state, seat, number)
    state.events_played.append(number)
    events = [say("event", name=state.seats[seat], card=number)]
    family = _family(number)
    counter = {"daesh": 27, "peshmerga": 24}.get(family or "")
    if counter is not None:
        askable = [s for s in opponents(state, seat) if hands.holds(state, s, counter)
                   and s not in state.standing_no]  # fmt: skip
        if askable:
            state.questions.ask("counter", askable, source=seat, default={"kind": "pass"},
                                data={"card": number, "counter": counter})  # fmt: skip
            return events
    return events + effects(state, seat, number)


def effects(state: FitnaState, seat: int, number: int | str, start: int = 0) -> list[Event]:
    """Carry out the card's (or special joker's, by its id) effects from ``start`` on: the
    card is a procedure on the flow's stack (an ``effects`` frame, :data:`EFFECTS`), run at
    once. An effect that asks questions leaves the frame under them, holding the next effect
    and the questions it waits on (``questions``: those its effect asked, and those asked in
    answering them: the kit's :func:`flow.asking`); the flow carries the card on once they
    are answered —
    questions open before, or asked by something else meanwhile, do not hold it (a special
    joker is played "à tout moment", 10.0, in the middle of another's questions)."""
    card_frame = flow.frame("effects", seat, card=number, start=start, questions=[])
    flow.call(state, card_frame)
    return carry_on(state, card_frame)


def carry_on(state: FitnaState, current: Frame) -> list[Event]:
    """The card's next effects, one after the other, until one leaves a question of its own
    open (the frame then waits under it, holding the effect after it) or none is left (the
    frame ends)."""
    card_id = current.data["card"]
    number: int | str = card_id if isinstance(card_id, str) else int(card_id)
    card = fcards.SPECIAL_JOKERS[number] if isinstance(number, str) else fcards.CARDS[number]
    seat = int(current.seat or 0)
    events: list[Event] = []
    while int(current.data["start"]) < len(card.effects):
        index = int(current.data["start"])
        current.data["start"] = index + 1
        effect = card.effects[index]
        if effect.kind == "column_shift" or effect.params.get("scope") in ("offensive", "turn_box"):
            continue  # combat uses only (a support card played for an event: cards 3-4)
        do = partial(HANDLERS[effect.kind], state, seat, number, dict(effect.params), index)
        events += flow.asking(state, current, state.questions, do)
        if index + 1 < len(card.effects) and flow.waits(current, state.questions):
            return events
    state.stack[:] = [f for f in state.stack if f is not current]
    return events


def _nobody(state: FitnaState, current: Frame) -> list[int]:
    return []


def _effects_run(state: FitnaState, current: Frame) -> list[Event]:
    """The card's next effects: its procedure back on top with none of its questions left
    open, or run by the kit wherever it stands once the last of them is answered."""
    return carry_on(state, current)


#: A card's effects still to carry out (see :func:`effects`): the frame holds the card (its
#: number, or a special joker's id), the index of its next effect (``start``) and the ids of
#: the questions it waits on (``questions``, the kit's :func:`flow.asking`); the kit runs it
#: once the last is answered, wherever it stands.
EFFECTS: Stage[FitnaState] = Stage("effects", seats=_nobody, run=_effects_run)


def _counter_legal(state: FitnaState, question: Question, seat: int) -> list[ActionSpec]:
    counter = int(question.data["counter"])
    number = int(question.data["card"])
    return [
        ActionSpec(kind="choose", label=Said("label.cancel", card=number),
                   steps=ask("value", Said("step.card"),
                             [Choice.of(str(counter), hands.card_label(counter))])),
        ActionSpec(kind="pass", label=Said("label.let_happen")),
    ]  # fmt: skip


def _counter_answer(
    state: FitnaState, question: Question, seat: int, action: Choose | Pass
) -> list[Event]:
    if not isinstance(action, Choose):
        return []
    counter = int(question.data["counter"])
    number = int(question.data["card"])
    hands.discard(state, seat, counter)
    family = _family(number) or ""
    state.effects.append(TurnEffect(card=counter, seat=seat, kind="blocked_family", side=family))
    events = [
        say(
            "countered",
            name=state.seats[seat],
            card=number,
            counter=counter,
        )
    ]
    state.questions.close(question)
    return events


def _counter_settle(state: FitnaState, question: Question) -> list[Event]:
    return effects(state, int(question.source or 0), int(question.data["card"]))


# ------------------------------------------------------------------------------ handlers

Handler = Callable[[FitnaState, int, Any, dict[str, Any], int], list[Event]]


def _tension(state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int) -> list[Event]:
    return tension.change(state, int(p["delta"]), number)


# ---------------------------------------------------------------------- special jokers


def special_playable(state: FitnaState, seat: int, jid: str) -> bool:
    """10.0: a special joker the seat holds, played "à tout moment" (the US one only when the
    US intervene, 27.1; the Israeli one only in scenarios 9, 10 and 11), with a box to strike."""
    joker = fcards.SPECIAL_JOKERS[jid]
    if jid not in state.special_jokers[seat] or "any_time" not in joker.timing:
        return False
    if joker.scenarios and state.options.scenario not in joker.scenarios:
        return False
    strike = joker.effects[0]
    return strikes.can_strike(state, seat, strikes.armed(state, seat, jid, strike.params))


def special_spec(
    state: FitnaState, seat: int, action: dict[str, Any] | None = None
) -> list[ActionSpec]:
    """The special jokers the seat may play; with ``action``, cut to its joker."""
    choices = [
        Choice.of(jid, Said("label.special_joker_card", joker=jid))
        for jid in builders.cut(state.special_jokers[seat], action, "joker")
        if special_playable(state, seat, jid)
    ]
    return [builders.action("special", Said("label.special"), "joker", Said("step.joker"), choices)]


def play_special(state: FitnaState, seat: int, jid: str) -> list[Event]:
    """The joker leaves the seat's hand for good (the Russian one may come back at tension
    10) and its strikes are chosen and rolled at once: the questions it asks come before any
    question already open (it is played "à tout moment", even in another player's phase)."""
    state.special_jokers[seat].remove(jid)
    state.specials_played.setdefault(str(seat), []).append(jid)
    before = {q.id for q in state.questions.open}
    events = [say("special_joker", name=state.seats[seat], joker=jid)]
    events += effects(state, seat, jid)
    asked = [q for q in state.questions.open if q.id not in before]
    if asked and len(asked) < len(state.questions.open):
        batch = state.questions.new_batch()
        for q in asked:
            q.batch = batch
        state.questions.open = asked + [q for q in state.questions.open if q.id in before]
    return events


def _entrenchments(
    state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int
) -> list[Event]:
    return pick(state, seat, "entrench", entrench_boxes(state, seat), Said("label.entrench"),
                optional=True, left=int(p["count"]))  # fmt: skip


def entrench_boxes(state: FitnaState, seat: int) -> list[tuple[str, Said]]:
    """19.0: controlled and supplied boxes without an entrenchment."""
    side = state.sides[seat]
    found = []
    for box in board.controlled(state, side):
        if box in state.entrenchments or not board.in_play_area(state, box):
            continue
        here = board.units_at(state, box)
        if (
            here
            and board.box_supplied(state, box)
            or not here
            and _empty_supplied(state, side, box)
        ):
            found.append((box, board.box_label(box)))
    return found


def _empty_supplied(state: FitnaState, side: str, box: str) -> bool:
    """An empty box is supplied when a unit of the side's own army would be there."""
    controls = board.scenario(state).seats[state.sides.index(side)].controls
    sample = next((u for u in units.UNITS if units.UNITS[u].nation in controls
                   and units.UNITS[u].nation in fmap.SUPPLY_RULES), None)  # fmt: skip
    return sample is not None and board.supplied(state, sample, box)


def _pick_entrench(
    state: FitnaState, seat: int, value: str | None, data: dict[str, Any]
) -> list[Event]:
    if value is None:
        return []
    state.entrenchments.append(value)
    state.last_boxes.append(value)
    events = [say("entrench", name=state.seats[seat], box=value)]
    left = int(data["left"]) - 1
    if left > 0:
        return events + pick(state, seat, "entrench", entrench_boxes(state, seat),
                             Said("label.entrench"), optional=True, left=left)  # fmt: skip
    return events


# strikes


def _strike(state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int) -> list[Event]:
    strikes.ask_first(state, seat, number, i)
    return []


def _strike_params(state: FitnaState, seat: int, data: dict[str, Any]) -> dict[str, Any]:
    card = data["card"]
    return strikes.params(
        state, seat, card if isinstance(card, str) else int(card), int(data["effect"])
    )


def _pick_strike(
    state: FitnaState, seat: int, value: str | None, data: dict[str, Any]
) -> list[Event]:
    p = _strike_params(state, seat, data)
    chosen = list(data["chosen"])
    events: list[Event] = []
    if value is not None:
        chosen.append(value)
        state.last_boxes.append(value)
        events.append(say("strike_box", card=data["card"], box=value))
        left = int(p["boxes"]) - len(chosen)
        more = strikes.boxes(state, seat, p, chosen)
        if left > 0 and more:
            return events + pick(state, seat, "strike", more, Said("label.strike_box", card=data["card"]),
                                 optional=True, **{**data, "chosen": chosen})  # fmt: skip
    data = {**data, "chosen": chosen}
    if not chosen:
        return events
    number = data["card"]
    if number == 82 and not us.approval(state, None, seat, events, against_daesh=any(
            board.side_at(state, b) == board.DAESH for b in chosen)):  # fmt: skip
        return events
    mission = p.get("air_mission")
    if mission and not p.get("uncounterable"):
        askable = [s for s in opponents(state, seat) if combat.air_counters(state, s, int(number))]
        if askable:
            state.questions.ask("strike_wait", askable, source=seat, default={"kind": "pass"},
                                data={**data, "seat": seat})  # fmt: skip
            return events
    return events + _strike_rolls(state, seat, data)


def _strike_rolls(state: FitnaState, seat: int, data: dict[str, Any]) -> list[Event]:
    p = _strike_params(state, seat, data)
    number = data["card"]
    events: list[Event] = []
    if any(e.kind == "cancelled_event" and e.card == number for e in state.effects):
        state.effects = [
            e for e in state.effects if not (e.kind == "cancelled_event" and e.card == number)
        ]
        return events
    table = p["table"]
    only = data.get("unit")
    for box in data["chosen"]:
        for uid in strikes.targets(state, seat, p, box):
            if only is not None and uid != only:
                continue
            if p["by"] == ["RUS"]:
                caveats.record_fight(state, [board.nation(state, uid)], box)
            die = state.rng.die()
            modifier = -1 if p.get("israeli_modifier") and board.nation(state, uid) == "ISR" else 0
            defence = fmap.BOXES[box].defence if p.get("box_defence_modifies") else 0
            modified = max(1, min(6, die + defence + modifier))
            what = table[modified] if modified in table else table[str(modified)]
            done = "unhurt"
            if what == "reduce":
                done = board.lose_step(state, uid)
            elif what == "eliminate":
                if board.unit(uid).size == "leader" and uid not in state.reduced:
                    done = board.lose_step(state, uid)  # Al Baghdadi: one step (cards 47-49)
                else:
                    board.eliminate(state, uid)
                    done = "eliminated"
            events.append(say("strike", card=number, box=box, die=die,
                              modified=modified, what=done))  # fmt: skip
    return events


def _strike_wait_legal(state: FitnaState, question: Question, seat: int) -> list[ActionSpec]:
    number = int(question.data["card"])
    choices = [
        Choice.of(str(n), hands.card_label(n)) for n in combat.air_counters(state, seat, number)
    ]
    return [
        builders.action(
            "choose", Said("label.cancel_air", card=number), "value", Said("step.card"), choices
        ),
        ActionSpec(kind="pass", label=Said("label.let_fly")),
    ]


def _strike_wait_answer(
    state: FitnaState, question: Question, seat: int, action: Choose | Pass
) -> list[Event]:
    if not isinstance(action, Choose):
        return []
    number = question.data["card"]
    by = int(question.data["seat"])
    hands.discard(state, seat, int(action.value))
    state.effects.append(TurnEffect(card=int(action.value), seat=by, kind="air_denied"))
    state.effects.append(TurnEffect(card=int(number), seat=by, kind="cancelled_event"))
    return [say("air_cancelled", name=state.seats[seat], card=number,
                counter=int(action.value))]  # fmt: skip


def _strike_wait_settle(state: FitnaState, question: Question) -> list[Event]:
    data = dict(question.data)
    return _strike_rolls(state, int(data.pop("seat")), data)


# hands


def _random_discard(
    state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int
) -> list[Event]:
    source = p["source"]
    victims = (
        opponents(state, seat)
        if source == "each_opponent"
        else [board.seat_of_nation(state, source)]
    )
    events: list[Event] = []
    for victim in victims:
        if victim is None:
            continue
        for _ in range(int(p["count"])):
            held = hands.hand(state, victim)
            if not held:
                break
            card = state.rng.choice(held)
            hands.discard(state, victim, card)
            events.append(say("you_lost", to=victim, card=card))
        events.append(say("discarded", name=state.seats[victim], count=int(p["count"])))
    return events


def _choose_opponent(
    state: FitnaState, seat: int, purpose: str, label: Said, **data: Any
) -> list[Event]:
    options = [(str(s), Said("label.seat", name=state.seats[s])) for s in opponents(state, seat)]
    if len(options) == 1:
        return PICKS[purpose](state, seat, options[0][0], data)
    return pick(state, seat, purpose, options, label, **data)


def _look_and_discard(
    state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int
) -> list[Event]:
    return _choose_opponent(
        state, seat, "cyber", Said("label.whose_hand", card=37), left=int(p["count"])
    )


def _pick_cyber(
    state: FitnaState, seat: int, value: str | None, data: dict[str, Any]
) -> list[Event]:
    if value is None:
        return _cyber_counter(state, seat, data)
    if ":" in value:
        other, card = (int(x) for x in value.split(":"))
        hands.discard(state, other, card)
        data = {**data, "left": int(data["left"]) - 1, "target": other}
        events = [say("you_lost", to=other, card=card)]
    else:
        other = int(value)
        data = {**data, "target": other}
        events = [
            say("seen_hand", to=seat, reveals=True, other=state.seats[other],
                cards=hands.hand(state, other) or ["none"])
        ]  # fmt: skip
    other = int(data["target"])
    held = hands.hand(state, other)
    if int(data["left"]) > 0 and held:
        options = [(f"{other}:{c}", hands.card_label(c)) for c in held]
        return events + pick(state, seat, "cyber", options, Said("label.cyber_discard"), **data)
    events.append(say("looked", name=state.seats[seat], other=state.seats[other], count=2))
    return events + _cyber_counter(state, seat, data)


def _cyber_counter(state: FitnaState, seat: int, data: dict[str, Any]) -> list[Event]:
    """Card 37: the target's hackers strike back on a 4, 5 or 6."""
    die = state.rng.die()
    events = [say("cyber_counter", die=die)]
    if die >= 4 and hands.hand(state, seat):
        card = state.rng.choice(hands.hand(state, seat))
        hands.discard(state, seat, card)
        events += [say("you_lost", to=seat, card=card),
                   say("discarded", name=state.seats[seat], count=1)]  # fmt: skip
    return events


def _steal(state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int) -> list[Event]:
    return _choose_opponent(state, seat, "steal", Said("label.whose_hand", card=39))


def _pick_steal(
    state: FitnaState, seat: int, value: str | None, data: dict[str, Any]
) -> list[Event]:
    if value is None:
        return []
    if ":" in value:
        other, card = (int(x) for x in value.split(":"))
        hands.give(state, other, seat, card)
        return [say("taken", name=state.seats[seat], other=state.seats[other]),
                say("you_lost", to=other, card=card)]  # fmt: skip
    other = int(value)
    options = [(f"{other}:{c}", hands.card_label(c)) for c in hands.hand(state, other)]
    return pick(state, seat, "steal", options, Said("label.steal_card"), **data)


def _terror(state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int) -> list[Event]:
    return _choose_opponent(state, seat, "terror", Said("label.terror"))


def _pick_terror(
    state: FitnaState, seat: int, value: str | None, data: dict[str, Any]
) -> list[Event]:
    if value is not None:
        state.terror_target = int(value)
        return [say("terror", other=state.seats[int(value)])]
    return []


def _draw_cards(
    state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int
) -> list[Event]:
    who = board.seat_of_nation(state, p["who"])
    return [] if who is None else hands.draw_any(state, who, int(p["count"]))


def _hand_limit(
    state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int
) -> list[Event]:
    who = board.seat_of_nation(state, p["nation"])
    if who is None:
        return []
    state.effects.append(TurnEffect(card=number, seat=who, kind="hand_limit", turns=PERMANENT))
    options = [(str(c), hands.card_label(c)) for c in hands.hand(state, who)]
    return pick(state, who, "discard", options, Said("label.discard", card=number))


def _pick_discard(
    state: FitnaState, seat: int, value: str | None, data: dict[str, Any]
) -> list[Event]:
    if value is not None:
        hands.discard(state, seat, int(value))
    return [say("discarded", name=state.seats[seat], count=1 if value else 0)]


def _restore_hand_limit(
    state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int
) -> list[Event]:
    cancels = int(p["cancels"])
    state.effects = [e for e in state.effects if not (e.kind == "hand_limit" and e.card == cancels)]
    if cancels in state.kept:
        state.kept.remove(cancels)
        state.removed.append(cancels)
    return []


# markers and turn effects


def truce_boxes(state: FitnaState) -> list[tuple[str, Said]]:
    return [
        (b, board.box_label(b))
        for b in sorted(fmap.BOXES)
        if board.in_play_area(state, b) and b not in state.truces
    ]


def _truce(state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int) -> list[Event]:
    return pick(state, seat, "truce", truce_boxes(state), Said("label.truce"),
                turns=int(p["turns"]))  # fmt: skip


def _pick_truce(
    state: FitnaState, seat: int, value: str | None, data: dict[str, Any]
) -> list[Event]:
    if value is not None:
        state.truces[value] = int(data["turns"])
        state.last_boxes.append(value)
        return [say("truce", box=value)]
    return []


def _no_fly(state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int) -> list[Event]:
    who = board.seat_of_nation(state, p["country"])
    if who is not None:
        state.effects.append(TurnEffect(card=number, seat=who, kind="no_fly"))
    return [say("no_fly")]


def _ceasefire(state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int) -> list[Event]:
    state.effects.append(TurnEffect(card=number, seat=None, kind="ceasefire"))
    return [say("ceasefire")]


def _only_daesh(
    state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int
) -> list[Event]:
    return _terror(state, seat, number, p, i)


def _permanent(kind: str) -> Handler:
    def handler(
        state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int
    ) -> list[Event]:
        nations = p.get("nations") or (p.get("nation"),)
        side = ",".join(str(n) for n in nations)
        who = seat if kind == "deterrence" else None
        state.effects.append(
            TurnEffect(card=number, seat=who, kind=kind, side=side, turns=PERMANENT)
        )
        if kind == "raise_victory":
            state.effects[-1].box = str(p.get("levels", 1))
        if kind == "us_auto_approval":
            state.effects = [
                e
                for e in state.effects
                if not (e.kind == "hand_limit" and e.card == p["cancels_card"])
            ]
        return [say("effect", card=number, what=kind)]

    return handler


def _end_game(state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int) -> list[Event]:
    die = state.rng.die()
    what = p["table"][die] if die in p["table"] else p["table"][str(die)]
    if what == "end_now":
        state.over = True
    elif what == "end_of_turn":
        state.end_after_turn = True
    return [say("un_council", die=die, what=what)]


def _lebanon_war(
    state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int
) -> list[Event]:
    events: list[Event] = []
    for uid, box in sorted(board.on_map(state).items()):
        if board.nation(state, uid) != "HEZB_LEB":
            continue
        die = state.rng.die()
        what = tables.LEBANON_WAR_ROLL[die]
        if what == "reduce":
            done = board.lose_step(state, uid)
            if done == "eliminated":
                state.eliminated.remove(uid)
                state.removed_units.append(uid)
        elif what == "eliminate":
            board.lift(state, uid)
            if uid in state.reduced:
                state.reduced.remove(uid)
            state.removed_units.append(uid)
            done = "removed"
        else:
            done = "unhurt"
        events.append(say("war", card=number, box=box, die=die, what=done))
    return events


def coup(state: FitnaState, seat: int, country: str) -> list[Event]:
    """A coup in ``country`` (23.1-23.3), from a card or a scenario's set-up."""
    return _coup(state, seat, 68 if country == "IRQ" else 67, {"country": country}, 0)


def _coup(state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int) -> list[Event]:
    """23.1-23.3: each non-elite, non-militia unit of the army rolls; defectors fly the Free
    Syrian (Iraqi) Army's flag under the rebels' player (interpretation 19)."""
    country = p["country"]
    rebels = board.seat_of_nation(state, "FSA" if country == "SYR" else "FIA")
    rebel_side = (
        state.sides[rebels] if rebels is not None else ("FSA" if country == "SYR" else "FIA")
    )
    events: list[Event] = []
    for uid in sorted(board.on_map(state)):
        u = board.unit(uid)
        where = board.box_of(state, uid)  # an earlier split may have moved or eliminated it
        if u.nation != country or u.loyal or uid in state.side_override or where is None:
            continue
        box = where
        die = state.rng.die()
        what = tables.COUP_ROLL[die]
        if what == "eliminate":
            board.eliminate(state, uid)
        elif what == "rebel":
            board.lift(state, uid)
            state.side_override[uid] = rebel_side
            loyal_here = board.units_at(state, box)
            if not loyal_here:
                board.place(state, uid, box)
            else:
                events += _split(state, uid, box, loyal_here)
        events.append(say("coup_roll", box=box, die=die, what=what))
    for uid in [u for u in state.eliminated if board.unit(u).nation == country]:
        del uid  # eliminated units stay in the regime's replacements pool (23.2)
    return events


def _split(state: FitnaState, uid: str, box: str, loyal: list[str]) -> list[Event]:
    """23.2: the higher defence keeps the box (the loyal on a tie); the other retreats to the
    nearest adjacent friendly box free of enemies, else is eliminated."""
    strongest_loyal = max(board.defence_of(state, u) for u in loyal)
    if board.defence_of(state, uid) > strongest_loyal:
        movers, stayer = loyal, [uid]
    else:
        movers, stayer = [uid], []
    for mover in movers:
        if mover in loyal:
            board.lift(state, mover)
    for s in stayer:
        board.place(state, s, box)
    events: list[Event] = []
    for mover in movers:
        side = board.side_of(state, mover)
        options = [b for b in fmap.NEIGHBOURS[box]
                   if state.control.get(b) == side and not board.hostile(state, board.side_at(state, b), side)
                   and board.can_stack(state, b, [mover]) and board.in_play_area(state, b)]  # fmt: skip
        if options:
            board.place(state, mover, sorted(options)[0])
            events.append(
                say(
                    "retreat",
                    side=side,
                    origin=box,
                    dest=sorted(options)[0],
                )
            )
        else:
            board.eliminate(state, mover)
            events.append(say("no_retreat", side=side, box=box))
    return events


def _reinforcements(
    state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int
) -> list[Event]:
    options = [
        (name, Said("label.pile", pile=name)) for name in hands.PILES if hands.can_draw(state, name)
    ]
    return pick(state, seat, "reinforcement_draw", options, Said("label.reinforcement_draw"))


def _pick_reinforcement_draw(
    state: FitnaState, seat: int, value: str | None, data: dict[str, Any]
) -> list[Event]:
    events = hands.draw(state, seat, value) if value else []
    return events + reinforce.offer(state, seat)


def _extra_batch(
    state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int
) -> list[Event]:
    who = board.seat_of_nation(state, p["nation"])
    return [] if who is None else reinforce.offer(state, who, free=True)


def _remove_units(
    state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int
) -> list[Event]:
    """Cards 65, 66, 69, 80: units of the named nations leave the game for good (the owner
    chooses which full-strength ones, from the map or the batches to come)."""
    nations = set(p["nations"])
    events: list[Event] = []
    candidates = [u for u in board.on_map(state) if board.nation(state, u) in nations
                  and board.unit(u).size == p["size"] and u not in state.reduced]  # fmt: skip
    for batches in state.batches.values():
        for batch in batches:
            candidates += [
                u
                for u in batch
                if board.unit(u).nation in nations and board.unit(u).size == p["size"]
            ]
    count = len(candidates) if p["count"] == "all" else min(int(p["count"]), len(candidates))
    for uid in sorted(candidates)[:count]:
        if board.box_of(state, uid) is not None:
            board.lift(state, uid)
        for batches in state.batches.values():
            for batch in batches:
                if uid in batch:
                    batch.remove(uid)
        state.removed_units.append(uid)
        events.append(say("unit_removed", card=number, unit=board.unit(uid).name))
    return events


def _place_stack(
    state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int
) -> list[Event]:
    options = [(str(b), board.box_label(b)) for b in p["boxes"]]
    return pick(state, seat, "place_stack", options, Said("label.place_stack"),
                card=number, effect=i)  # fmt: skip


def _pick_place_stack(
    state: FitnaState, seat: int, value: str | None, data: dict[str, Any]
) -> list[Event]:
    p = dict(fcards.CARDS[int(data["card"])].effects[int(data["effect"])].params)
    events: list[Event] = []
    if value is None:
        return []
    for uid in board.units_at(state, value):
        board.eliminate(state, uid)
    for uid in p["units"]:
        if board.box_of(state, uid) is None and uid not in state.removed_units:
            # off the map (never in play, or eliminated: also just now, from this box)
            for group in (state.eliminated, *state.pools.values()):
                if uid in group:
                    group.remove(uid)
            state.side_override[uid] = state.sides[seat]
            board.place(state, uid, value)
    state.last_boxes.append(value)
    events.append(say("placed", side=state.sides[seat], box=value))
    return events


def _receive_units(
    state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int
) -> list[Event]:
    for uid in p["units"]:
        state.side_override[uid] = state.sides[seat]
    return reinforce.ask_place(state, seat, list(p["units"]))


def _pkk_rebellion(
    state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int
) -> list[Event]:
    """26.7: a PKK garrison on every PKK box of Turkey without Turkish army units, the
    mobile units on PKK-held boxes of the player's choice, the other garrisons to the pool."""
    garrisons = [u for u in units.of_nation("PKK") if board.unit(u).size == "garrison"
                 and board.box_of(state, u) is None and u not in state.removed_units]  # fmt: skip
    events: list[Event] = []
    state.pkk_rebellion = True
    for box in fmap.faction_boxes("PKK"):
        if board.country(box) != "TUR" or any(
            board.nation(state, u) == "TUR" for u in board.units_at(state, box)
        ):
            continue
        if board.units_at(state, box) or not garrisons:
            continue
        board.place(state, garrisons.pop(0), box)
        events.append(say("placed", side="PKK", box=box))
    state.pools.setdefault("PKK", [])
    state.pools["PKK"] += [g for g in garrisons if g not in state.pools["PKK"]]
    mobiles = [u for u in units.of_nation("PKK") if board.unit(u).size == "kurd_mobile"
               and board.box_of(state, u) is None]  # fmt: skip
    return events + reinforce.ask_place(state, seat, mobiles)


def pkk_end(state: FitnaState) -> list[Event]:
    """26.7: "Dès que le joueur turc contrôle toutes les cases labellisées « PKK » en Turquie,
    la rébellion cesse et les pions du PKK sont définitivement retirés du jeu, sauf ceux qui
    ont trouvé refuge en Syrie ou en Irak"; those never come back once eliminated."""
    if not state.pkk_rebellion or state.pkk_over:
        return []
    turkey = board.seat_of_nation(state, "TUR")
    if turkey is None:
        return []
    side = state.sides[turkey]
    boxes = [b for b in fmap.faction_boxes("PKK") if board.country(b) == "TUR"]
    if not boxes or any(state.control.get(b) != side for b in boxes):
        return []
    state.pkk_over = True
    for uid in units.of_nation("PKK"):
        box = board.box_of(state, uid)
        if box is not None and board.country(box) != "TUR":
            continue  # a refuge in Syria or Iraq
        if box is not None:
            board.lift(state, uid)
        for group in (state.eliminated, *state.pools.values()):
            if uid in group:
                group.remove(uid)
        if uid not in state.removed_units:
            state.removed_units.append(uid)
    return [say("pkk_over")]


def _russian_surge(
    state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int
) -> list[Event]:
    who = board.seat_of_nation(state, "RUS")
    if who is None:
        return []
    events = hands.draw_any(state, who, int(p["draw"]))
    side = state.sides[who]
    missing = [
        u for batch in state.batches.get(side, []) for u in batch if board.unit(u).nation == "RUS"
    ]
    if missing:
        for batch in state.batches.get(side, []):
            batch[:] = [u for u in batch if u not in missing]
        state.batches[side] = [b for b in state.batches[side] if b]
        return events + reinforce.ask_place(state, who, missing)
    return events + reinforce.offer(state, who, free=True)


def _activate_daesh(
    state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int
) -> list[Event]:
    return activation.start_daesh(state, seat, number)


def _activate_kurds(
    state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int
) -> list[Event]:
    return activation.start_kurds(state, seat, number)


def _reveal_stacks(
    state: FitnaState, seat: int, number: int, p: dict[str, Any], i: int
) -> list[Event]:
    return pick(state, seat, "reveal", _enemy_stacks(state, seat, []), Said("label.reveal"),
                optional=True, card=number, effect=i + 1, seen=[], left=int(p["count"]))  # fmt: skip


def _enemy_stacks(state: FitnaState, seat: int, seen: list[str]) -> list[tuple[str, Said]]:
    side = state.sides[seat]
    return [
        (b, board.box_label(b))
        for b in sorted(state.stacks)
        if board.side_at(state, b) != side and b not in seen
    ]


def _pick_reveal(
    state: FitnaState, seat: int, value: str | None, data: dict[str, Any]
) -> list[Event]:
    seen = list(data["seen"])
    events: list[Event] = []
    if value is not None:
        seen.append(value)
        if state.stacks[value].face != board.DAESH:
            state.stacks[value].reveal_to(seat)
        shown = ", ".join(board.unit_text(state, u) for u in board.units_at(state, value))
        events.append(say("seen_stack", to=seat, reveals=True, box=value, units=shown))
        left = int(data["left"]) - 1
        more = _enemy_stacks(state, seat, seen)
        if left > 0 and more:
            return events + pick(state, seat, "reveal", more, Said("label.reveal"), optional=True,
                                 **{**data, "seen": seen, "left": left})  # fmt: skip
    events.append(say("looked_stacks", name=state.seats[seat], count=len(seen)))
    options = _drone_targets(state, seat, {**data, "seen": seen})
    return events + pick(state, seat, "drone", options, Said("label.drone"),
                         optional=True, **{**data, "seen": seen})  # fmt: skip


def _drone_targets(state: FitnaState, seat: int, data: dict[str, Any]) -> list[tuple[str, Said]]:
    """The units the drone may strike: in the stacks seen that are still there."""
    p = _strike_params(state, seat, data)
    return [
        (f"{b}|{u}", Said("label.unit_at", unit=u, box=b))
        for b in data["seen"] if b in state.stacks
        for u in strikes.targets(state, seat, p, b)
    ]  # fmt: skip


def _pick_drone(
    state: FitnaState, seat: int, value: str | None, data: dict[str, Any]
) -> list[Event]:
    if value is None:
        return []
    box, uid = value.split("|")
    data = {**data, "chosen": [box], "unit": uid}
    mission_data = {k: v for k, v in data.items() if k not in ("seen", "left")}
    number = int(data["card"])
    askable = [s for s in opponents(state, seat) if combat.air_counters(state, s, number)]
    if askable:
        state.questions.ask("strike_wait", askable, source=seat, default={"kind": "pass"},
                            data={**mission_data, "seat": seat})  # fmt: skip
        return []
    return _strike_rolls(state, seat, mission_data)


HANDLERS: dict[str, Handler] = {
    "tension": _tension,
    "place_entrenchments": _entrenchments,
    "strike": _strike,
    "truce": _truce,
    "look_and_discard": _look_and_discard,
    "random_discard": _random_discard,
    "steal_card": _steal,
    "only_attack_daesh": _only_daesh,
    "activate_kurds": _activate_kurds,
    "activate_daesh": _activate_daesh,
    "reinforcements": _reinforcements,
    "no_fly_zone": _no_fly,
    "remove_units": _remove_units,
    "coup": _coup,
    "hand_limit": _hand_limit,
    "restore_hand_limit": _restore_hand_limit,
    "draw_cards": _draw_cards,
    "place_stack": _place_stack,
    "receive_units": _receive_units,
    "pkk_rebellion": _pkk_rebellion,
    "ceasefire": _ceasefire,
    "raise_victory_threshold": _permanent("raise_victory"),
    "extra_batch": _extra_batch,
    "ballistic_deterrence": _permanent("deterrence"),
    "russian_surge": _russian_surge,
    "end_game_roll": _end_game,
    "reveal_stacks": _reveal_stacks,
    "us_auto_approval": _permanent("us_auto_approval"),
    "lebanon_war": _lebanon_war,
}

PickHandler = Callable[[FitnaState, int, "str | None", dict[str, Any]], list[Event]]

PICKS: dict[str, PickHandler] = {
    "entrench": _pick_entrench,
    "strike": _pick_strike,
    "cyber": _pick_cyber,
    "steal": _pick_steal,
    "terror": _pick_terror,
    "discard": _pick_discard,
    "truce": _pick_truce,
    "reinforcement_draw": _pick_reinforcement_draw,
    "place_stack": _pick_place_stack,
    "reveal": _pick_reveal,
    "drone": _pick_drone,
}

PICKS.update(activation.PICKS)

#: The picks whose options can go while the question waits, and the values still open now
#: (:func:`_open_options`): a stack to reveal, a unit for the drone.
LIVE: dict[str, Callable[[FitnaState, int, dict[str, Any]], set[str]]] = {
    "reveal": lambda state, seat, data: {b for b, _ in _enemy_stacks(state, seat, data["seen"])},
    "drone": lambda state, seat, data: {v for v, _ in _drone_targets(state, seat, data)},
}

RULES = [
    QuestionRule("pick", _pick_legal, _pick_answer, default=_pick_default),
    QuestionRule("counter", _counter_legal, _counter_answer, _counter_settle),
    QuestionRule("strike_wait", _strike_wait_legal, _strike_wait_answer, _strike_wait_settle),
]
