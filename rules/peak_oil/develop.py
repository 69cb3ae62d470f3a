"""Develop (book "Développer"): Drill and Whitewash; under the Brutal rules Drill (no refresh)
and Research.

*Drill*: optionally replace the three displayed fields first (old ones under the deck; not
under the Brutal rules nor in the Peak Oil phase, I30); take a field; a security token if it
has a star and one is left (the Ex-General: one more); take its barrels from the bag onto its
region, black ones, not a draw (I14); then each "barrel?" (the Field Geologist: one more) may
take one barrel at random, not a draw: black onto the region, red or yellow a crisis (I28);
finally reveal a new field (not in the Peak Oil phase). *Whitewash*: discard a face-up crisis
card, paying 0/1/2 (I15). *Research* (Brutal): replace the displayed fields and/or start-ups.
"""

from __future__ import annotations

from rules.core import ActionSpec, Choice, Event, Step
from rules.core.builders import ask
from rules.core.flow import Frame, Stage
from rules.core.text import Said

from .actions import Choose
from .actions import Option as OptionMove
from .crises import whitewash, whitewash_cost
from .helpers import msg, who
from .state import CRISES, FIELDS, ActionState, PeakOilState
from .tasks import YES_NO, Option, automatic, choose, decision, push, seat_of, task


def _refresh_allowed(state: PeakOilState, ctx: ActionState) -> bool:
    return not state.brutal and not ctx.peak


def refresh_display(state: PeakOilState, which: str) -> list[Event]:
    """The three displayed cards under their deck, three new ones shown."""
    deck = state.field_deck if which == "fields" else state.start_up_deck
    display = state.field_display if which == "fields" else state.start_up_display
    count = len(display)
    deck.draw_pile.extend(display)
    display.clear()
    for _ in range(count):
        card = deck.take_top(state.rng)
        if card is not None:
            display.append(card)
    return [msg.say("refresh", which=which)]


def _field_choices(state: PeakOilState) -> list[Choice]:
    return [
        Choice(value=f, label=Said("label.field", card=f, region=FIELDS[f].region))
        for f in state.field_display
    ]


def _drill_offer(state: PeakOilState, seat: int, ctx: ActionState) -> Choice | None:
    if not state.field_display:
        return None
    steps = ask("card", Said("step.oil_field"), _field_choices(state))
    if _refresh_allowed(state, ctx) and state.field_deck.draw_pile:
        refresh = Step(
            param="refresh",
            label=Said("step.replace_fields"),
            choices=[
                Choice(value=False, label=Said("label.no"), then=steps),
                Choice(value=True, label=Said("label.yes_then_choose")),
            ],
        )
        return Choice(value="drill", label=Said("label.drill"), then=[refresh])
    return Choice(value="drill", label=Said("label.drill"), then=steps)


def drill_option(
    state: PeakOilState, seat: int, ctx: ActionState, action: OptionMove
) -> list[Event]:
    if action.refresh:
        events = refresh_display(state, "fields")
        push(state, task("pick_field", seat, peak=ctx.peak))
        return events
    return drill(state, seat, str(action.card), ctx.peak)


def _pick_field_legal(state: PeakOilState, current: Frame) -> list[ActionSpec]:
    return choose(
        Said("label.drill"),
        Said("step.oil_field"),
        [(str(c.value), c.label) for c in _field_choices(state)],
    )


def pick_field(state: PeakOilState, current: Frame, action: Choose) -> list[Event]:
    return drill(state, seat_of(current), str(action.value), bool(current.data.get("peak")))


def drill(state: PeakOilState, seat: int, card: str, peak: bool) -> list[Event]:
    field = FIELDS[card]
    player = state.players[seat]
    slot = state.field_display.index(card)
    state.field_display.remove(card)
    player.fields.append(card)
    tokens = (1 if field.star else 0) + state.has_consultant(seat, "security_on_drill")
    tokens = min(tokens, state.security_supply)
    state.security_supply -= tokens
    player.security += tokens
    taken = min(field.barrels, state.bag.count("black"))
    state.bag.remove("black", taken)
    state.regions[field.region] += taken
    events = [
        msg.say(
            "drill",
            name=who(state, seat),
            card=card,
            region=field.region,
            count=taken,
            tokens=tokens,
        )
    ]
    queries = field.queries + state.has_consultant(seat, "extra_barrel_queries")
    queued = [task("query", seat, region=field.region) for _ in range(queries)]
    queued += [task("end_series", seat), task("drill_end", seat, peak=peak, slot=slot)]
    push(state, *queued)
    return events


def _query_legal(state: PeakOilState, current: Frame) -> list[ActionSpec]:
    return choose(
        Said("label.query", region=current.data["region"]),
        Said("step.take"),
        YES_NO,
    )


def query(state: PeakOilState, current: Frame, action: Choose) -> list[Event]:
    """book: "vous pouvez tirer un Baril du sac. Ceci ne compte pas comme tirage. Placez tous
    les Barils noirs … sur la Région indiquée et résolvez les Crises éventuelles"."""
    if action.value != "yes" or not len(state.bag):
        return []
    colour = state.bag.draw(state.rng)
    assert colour is not None
    region = current.data["region"]
    events = [msg.say("query", name=who(state, seat_of(current)), colour=colour)]
    if colour == "black":
        state.regions[region] += 1
    else:
        state.held[colour] = state.held.get(colour, 0) + 1
        push(state, task("crisis", seat_of(current)))
    return events


def drill_end(state: PeakOilState, current: Frame) -> list[Event]:
    """book: "Pour finir, dévoilez une nouvelle carte Champ Pétrolifère" (not in the Peak Oil
    phase: "Ne pas réalimenter")."""
    if current.data.get("peak"):
        return []
    card = state.field_deck.take_top(state.rng)
    if card is not None:
        state.field_display.insert(int(current.data.get("slot", len(state.field_display))), card)
    return []


def _whitewash_offer(state: PeakOilState, seat: int, ctx: ActionState) -> Choice | None:
    player = state.players[seat]
    cards = [
        Choice(
            value=c,
            label=Said(
                "label.crisis", card=c, level=CRISES[c].level, cost=whitewash_cost(state, seat, c)
            ),
        )
        for c in player.crises_up
        if whitewash_cost(state, seat, c) <= player.barrels
    ]
    if not cards:
        return None
    return Choice(
        value="whitewash",
        label=Said("label.whitewash"),
        then=ask("card", Said("step.crisis_card"), cards),
    )


def whitewash_option(
    state: PeakOilState, seat: int, ctx: ActionState, action: OptionMove
) -> list[Event]:
    return whitewash(state, seat, str(action.card))


RESEARCH_MODES = ("fields", "start_ups", "both")


def _research_offer(state: PeakOilState, seat: int, ctx: ActionState) -> Choice | None:
    if ctx.peak:
        return None
    modes = [Choice(value=m, label=Said(f"label.research_{m}")) for m in RESEARCH_MODES]
    return Choice(
        value="research",
        label=Said("label.research"),
        then=ask("mode", Said("step.what_to_replace"), modes),
    )


def research(state: PeakOilState, seat: int, ctx: ActionState, action: OptionMove) -> list[Event]:
    """book "Règles brutes": "Vous pouvez remplacer les 3 cartes de Champ Pétrolifère et/ou
    Start-Ups ; les cartes remplacées sont remises en dessous des piles"."""
    mode = str(action.mode)
    events: list[Event] = []
    if mode in ("fields", "both"):
        events += refresh_display(state, "fields")
    if mode in ("start_ups", "both"):
        events += refresh_display(state, "start_ups")
    return events


OPTIONS: tuple[Option, ...] = (
    Option("drill", _drill_offer, drill_option),
    Option("whitewash", _whitewash_offer, whitewash_option),
    Option("research", _research_offer, research),
)

STAGES: tuple[Stage[PeakOilState], ...] = (
    decision("pick_field", _pick_field_legal, pick_field),
    decision("query", _query_legal, query),
    automatic("drill_end", drill_end),
)
