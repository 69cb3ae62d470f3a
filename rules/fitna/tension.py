"""International tension (22.0-22.1): the track, its triggers and the effects of levels 5, 6
and 10."""

from __future__ import annotations

from rules.core import Event

from . import hands, reinforce, us
from .data import tables
from .messages import say
from .state import FitnaState

TRIGGERS = {t.id: t for t in tables.TENSION_TRIGGERS}


def change(state: FitnaState, delta: int, why: int | str) -> list[Event]:
    """Move the marker (0-10); each level of 22.1 reached for the first time fires
    (docs/fitna.md interpretation 7). Scenarios without the rule keep ``tension`` None.
    ``why``: a card's number, a special joker's id or a 22.0 trigger's id (the messages name
    them)."""
    if state.tension is None or delta == 0:
        return []
    before = state.tension
    state.tension = tables.tension_after(before, delta)
    events = [say("tension", before=before, after=state.tension, why=why)]
    for level in tables.tension_levels_crossed(before, state.tension):
        if level in state.tension_levels_fired:
            continue
        state.tension_levels_fired.append(level)
        events += _level(state, level)
    return events


def at_setup(state: FitnaState) -> list[Event]:
    """A scenario's starting level (22.0: "Chaque scénario indique le niveau de tension au
    début de la partie") has been reached: every level of 22.1 at or below it fires at set-up,
    lowest first, as if the marker had climbed there (8.3: the high-tension cards are in the
    piles the players choose from; 6 and 10 give their batches, the US and Russia at once;
    docs/fitna.md interpretation 47). Each is then spent, so a later rise fires only the
    levels above."""
    if state.tension is None:
        return []
    events: list[Event] = []
    for level in tables.tension_levels_crossed(tables.TENSION_MIN, state.tension):
        state.tension_levels_fired.append(level)
        events += _level(state, level)
    return events


def trigger(state: FitnaState, trigger_id: str) -> list[Event]:
    """A 22.0 trigger: "la première fois" ones fire once, Daesh's captures each time."""
    found = TRIGGERS[trigger_id]
    if found.once:
        if trigger_id in state.tension_triggers_fired:
            return []
        state.tension_triggers_fired.append(trigger_id)
    return change(state, found.delta, trigger_id)


def _level(state: FitnaState, level: int) -> list[Event]:
    if level == tables.TENSION_HIGH_CARDS:
        hands.add_high_tension(state)
        return [say("tension_level", level=level, what="high_tension_cards")]
    if level == tables.TENSION_FREE_BATCH:
        events = [say("tension_level", level=level, what="reinforcements")]
        for seat in range(len(state.seats)):
            events += reinforce.offer(state, seat, free=True)
        return events
    if level == tables.TENSION_INTERVENTION:
        # 22.1: the US intervene (27.1, where the scenario names who takes them) and Russia
        # surges (28.0, where a player controls Russian forces); every player receives a batch
        # (or replacements) for his own forces (reading: docs/fitna.md).
        events = [say("tension_level", level=level, what="reinforcements")]
        events += us.intervene(state, "tension_10")
        events += us.russia_surges(state)
        for seat in range(len(state.seats)):
            events += reinforce.offer(state, seat, free=True)
        return events
    return []
