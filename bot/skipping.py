"""``/game skip`` without Discord: the default move played for a seat whose clock ran out.

Only the host or a member with Manage Server may skip, only in a running game, only a seat the
game waits on whose clock is at zero under time control (a player on vacation is not skipped),
and only in a game that has a default move (its ``default_action``; without one, the answer
advises ``/game replace``). Each expired seat is played once, while the game still waits on
it, through :meth:`GameService.act` as that seat — checked like any move and logged with a
public note of who made it; the move's details go only to the seat's player, since they may
be secret. The Discord command (:meth:`cogs.game.GameCog.skip`) publishes each outcome and
answers with the names played.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from .errors import Refused
from .scheduling import Scheduler
from .service import GameRecord, GameService, Outcome
from .texts import Said


def check_skipper(record: GameRecord, user_id: int, is_admin: bool) -> None:
    """:class:`Refused` unless ``user_id`` may skip in the game of ``record`` now."""
    if user_id != record.host_id and not is_admin:
        raise Refused(key="skip_rights")
    if record.status != "running":
        raise Refused(key="nobody_to_skip", game=record.id, status=record.status)


def private_note(played: str) -> str:
    """What the skipped seat's player alone is told (the move may be secret)."""
    return f"Your clock ran out; the host played your default move: {played}."


def audit_note(name: str) -> str:
    """The public note the move is logged with: who made it and why."""
    return f"{name}'s clock ran out; the host played the default move for them."


async def skip_expired(
    service: GameService,
    scheduler: Scheduler,
    record: GameRecord,
    user_id: int,
    is_admin: bool,
    publish: Callable[[Outcome, int], Awaitable[None]],
) -> list[str]:
    """Play the default move of every seat of the game whose clock ran out (see the module
    doc), ``publish`` each outcome (with the seat that moved) before the next; the names of
    the seats played."""
    check_skipper(record, user_id, is_admin)
    _record, state = await service.state(record.id)
    engine = service.game(record.kind)
    waiting = engine.to_act(state)
    clocks = {c.seat: c for c in await scheduler.clocks(record.id)}
    expired = [seat for seat in waiting if seat in clocks and clocks[seat].ran_out]
    if not expired:
        names = ", ".join(record.seats[s].name for s in waiting) or Said(key="nobody")
        raise Refused(key="no_clock_out", game=record.id, names=names)
    if engine.default_action(state, expired[0]) is None:
        name = record.seats[expired[0]].name
        raise Refused(key="no_default_move", title=engine.title, name=name)
    played: list[str] = []
    for seat in expired:  # each expired seat once, while the game still waits on it
        record, state = await service.state(record.id)
        if record.status != "running" or seat not in engine.to_act(state):
            continue
        action = engine.default_action(state, seat)
        if action is None:
            continue
        await publish(await skip_seat(service, record, state, seat, action), seat)
        played.append(record.seats[seat].name)
    return played


async def skip_seat(
    service: GameService,
    record: GameRecord,
    state: Any,
    seat: int,
    action: Any,
    audit: str | None = None,
    note: Callable[[str], str] = private_note,
) -> Outcome:
    """Play ``action`` (the seat's default move) for ``seat`` with the public audit note
    (the host's skip unless ``audit`` says otherwise), the details going only to the seat's
    player (told by ``note``)."""
    engine = service.game(record.kind)
    name = record.seats[seat].name
    outcome = await service.act(
        record.id,
        record.seats[seat].user_id,
        action,
        seat=seat,
        expected_version=record.version,
        audit=audit_note(name) if audit is None else audit,
    )
    spec = engine.legal_actions(state, seat).spec(str(action["kind"]))
    details = ", ".join(f"{key}: {value}" for key, value in action.items() if key != "kind")
    said = engine.text(spec.label, None, record.language) if spec is not None else None
    played = (said or str(action["kind"])) + (f" — {details}" if details else "")
    outcome.private.setdefault(record.seats[seat].user_id, []).append(note(played))
    return outcome
