"""Invest (book "Investir"): Start-Ups and Technologies; under the Brutal rules Start-Ups (no
refresh) and Whitewash (the counter's agents come home).

*Start-Ups*: optionally replace the three displayed start-ups first (not under the Brutal
rules nor in the Peak Oil phase, I30); buy one you can pay: its price is the barrels on its
technology's track space (plus the crisis penalty, less the Procurement Officer's discount);
the barrels paid leave the game; the card is shown to all and kept (I16); a new one is
revealed (not in the Peak Oil phase). The Venture Capitalist may buy one more.
*Technologies*: one barrel from the HQ onto a technology in play (the Market Analyst: one
more). *Whitewash* (Brutal): all one's agents on the PR-crisis counter come home.
"""

from __future__ import annotations

from rules.core import ActionSpec, Choice, Event, Step
from rules.core.builders import ask
from rules.core.flow import Frame, Stage
from rules.core.text import Said

from .actions import Choose
from .actions import Option as OptionMove
from .develop import refresh_display
from .helpers import msg, tech, who
from .state import START_UPS, ActionState, PeakOilState
from .tasks import NO_MORE, NONE, Option, choose, decision, push, seat_of, task


def price(state: PeakOilState, seat: int, card: str) -> int:
    """book: "Chacune coûte autant de Barils … qu'il y a de Barils dans la case de la
    Technologie correspondante"."""
    base = state.track[START_UPS[card].technology] + state.penalty(seat, "start_up_cost")
    return max(0, base - state.has_consultant(seat, "start_up_discount"))


def _affordable(state: PeakOilState, seat: int) -> list[tuple[str, Said]]:
    barrels = state.players[seat].barrels
    return [
        (
            c,
            Said(
                "label.start_up",
                card=c,
                technology=START_UPS[c].technology,
                cost=price(state, seat, c),
            ),
        )
        for c in state.start_up_display
        if price(state, seat, c) <= barrels
    ]


def _start_ups_offer(state: PeakOilState, seat: int, ctx: ActionState) -> Choice | None:
    cards = [Choice(value=v, label=text) for v, text in _affordable(state, seat)]
    refresh_ok = not state.brutal and not ctx.peak and bool(state.start_up_deck.draw_pile)
    label = Said("label.start_ups")
    if not refresh_ok:
        return (
            Choice(value="start_ups", label=label, then=ask("card", Said("step.start_up"), cards))
            if cards
            else None
        )
    keep = (
        [
            Choice(
                value=False, label=Said("label.no"), then=ask("card", Said("step.start_up"), cards)
            )
        ]
        if cards
        else []
    )
    refresh = Step(
        param="refresh",
        label=Said("step.replace_start_ups"),
        choices=[*keep, Choice(value=True, label=Said("label.yes_then_choose"))],
    )
    return Choice(value="start_ups", label=label, then=[refresh])


def buy(state: PeakOilState, seat: int, card: str, peak: bool) -> list[Event]:
    player = state.players[seat]
    cost = price(state, seat, card)
    player.barrels -= cost
    state.removed_black += cost
    slot = state.start_up_display.index(card)
    state.start_up_display.remove(card)
    player.start_ups.append(card)
    if not peak:
        new = state.start_up_deck.take_top(state.rng)
        if new is not None:
            state.start_up_display.insert(slot, new)
    events = [
        msg.say(
            "start_up",
            name=who(state, seat),
            card=card,
            technology=START_UPS[card].technology,
            cost=cost,
        )
    ]
    return events


def start_ups(state: PeakOilState, seat: int, ctx: ActionState, action: OptionMove) -> list[Event]:
    extra = state.has_consultant(seat, "start_up_extra")
    if action.refresh:
        events = refresh_display(state, "start_ups")
        push(state, task("pick_start_up", seat, peak=ctx.peak, extra=extra))
        return events
    events = buy(state, seat, str(action.card), ctx.peak)
    if extra:
        push(state, task("pick_start_up", seat, peak=ctx.peak, extra=extra - 1, more=True))
    return events


def _pick_legal(state: PeakOilState, current: Frame) -> list[ActionSpec]:
    choices = _affordable(state, seat_of(current))
    if current.data.get("more"):
        return choose(
            Said("label.venture_capitalist"),
            Said("step.start_up"),
            [*choices, NO_MORE],
        )
    return choose(Said("label.start_ups"), Said("step.start_up"), [*choices, NONE])


def pick_start_up(state: PeakOilState, current: Frame, action: Choose) -> list[Event]:
    card = str(action.value)
    if card == "none":
        return []
    events = buy(state, seat_of(current), card, bool(current.data.get("peak")))
    extra = int(current.data.get("extra", 0))
    if extra > 0:
        push(
            state,
            task(
                "pick_start_up",
                seat_of(current),
                peak=current.data.get("peak"),
                extra=extra - 1,
                more=True,
            ),
        )
    return events


def _tech_choices(state: PeakOilState) -> list[Choice]:
    return [Choice(value=t, label=tech(t)) for t in state.track]


def _technologies_offer(state: PeakOilState, seat: int, ctx: ActionState) -> Choice | None:
    if state.players[seat].barrels < 1:
        return None
    return Choice(
        value="technologies",
        label=Said("label.technologies"),
        then=ask("technology", Said("step.technology"), _tech_choices(state)),
    )


def put_on_track(state: PeakOilState, seat: int, technology: str) -> list[Event]:
    state.players[seat].barrels -= 1
    state.track[technology] += 1
    return [msg.say("technology", name=who(state, seat), technology=technology)]


def technologies(
    state: PeakOilState, seat: int, ctx: ActionState, action: OptionMove
) -> list[Event]:
    events = put_on_track(state, seat, str(action.technology))
    extra = state.has_consultant(seat, "technology_extra")
    if extra and state.players[seat].barrels:
        push(state, task("more_technology", seat, extra=extra))
    return events


def _more_tech_legal(state: PeakOilState, current: Frame) -> list[ActionSpec]:
    if state.players[seat_of(current)].barrels < 1:
        return choose(Said("label.market_analyst"), Said("step.technology"), [NO_MORE])
    pairs = [(str(c.value), tech(str(c.value))) for c in _tech_choices(state)]
    return choose(
        Said("label.market_analyst_more"),
        Said("step.technology"),
        [*pairs, NO_MORE],
    )


def more_technology(state: PeakOilState, current: Frame, action: Choose) -> list[Event]:
    value = str(action.value)
    if value == "none":
        return []
    events = put_on_track(state, seat_of(current), value)
    extra = int(current.data["extra"]) - 1
    if extra and state.players[seat_of(current)].barrels:
        push(state, task("more_technology", seat_of(current), extra=extra))
    return events


def _counter_whitewash_offer(state: PeakOilState, seat: int, ctx: ActionState) -> Choice | None:
    if not state.on_counter(seat):
        return None
    return Choice(value="counter_whitewash", label=Said("label.counter_whitewash"))


def counter_home(state: PeakOilState, seat: int) -> list[Event]:
    count = state.on_counter(seat)
    state.counter = [None if s == seat else s for s in state.counter]
    state.players[seat].agents_hq += count
    return [msg.say("counter_home", name=who(state, seat), count=count)]


def counter_whitewash(
    state: PeakOilState, seat: int, ctx: ActionState, action: OptionMove
) -> list[Event]:
    return counter_home(state, seat)


OPTIONS: tuple[Option, ...] = (
    Option("start_ups", _start_ups_offer, start_ups),
    Option("technologies", _technologies_offer, technologies),
    Option("counter_whitewash", _counter_whitewash_offer, counter_whitewash),
)

STAGES: tuple[Stage[PeakOilState], ...] = (
    decision("pick_start_up", _pick_legal, pick_start_up),
    decision("more_technology", _more_tech_legal, more_technology),
)
