"""Game records: a finished game as one JSON file, rebuilt and checked from it, and its boards
turn by turn.

* :class:`GameExport` is what ``/game export`` attaches: the game, its seats, seed, options,
  the whole action log (undo markers included), the result and a hash of the final state.
  Only a game that is over is exported: the seed decides every hidden card and draw, so the
  record of a running game would tell every secret.
* :func:`rebuild` replays a record from its seed (``python -m bot replay FILE``) and says
  whether it reaches the recorded final state and result.
* :func:`turn_views` gives the public board at the end of each game turn (the public view's
  ``game_turn``, else ``turn``), or at evenly spaced moves for a game without numbered turns:
  the frames of ``/game replay``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Literal, cast

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from rules.core import Game, GameState, Result, View

from .store import ActionRow, GameRecord, effective_moves

FORMAT: Literal["petrocord-game/1"] = "petrocord-game/1"
#: The largest record file read (a finished Fitna game of several thousand moves is well
#: under 5 MB); a larger file, or an endless one such as ``/dev/zero``, is refused unread.
MAX_RECORD_BYTES = 20 * 1024 * 1024
#: At most this many frames in a replay of a game without numbered turns.
EVENLY_SPACED_FRAMES = 30


class LoggedAction(BaseModel):
    """One row of the action log: a move, or an undo marker taking back move ``undoes``."""

    model_config = ConfigDict(extra="forbid")

    seq: int
    kind: Literal["move", "undo"]
    seat: int | None
    action: dict[str, Any]
    undoes: int | None = None
    at: float


class GameExport(BaseModel):
    """A game as a file: enough to rebuild every state it went through."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["petrocord-game/1"] = FORMAT
    game: str
    title: str
    id: int
    status: Literal["finished", "aborted"]
    seats: list[str]
    seed: int
    options: dict[str, Any]
    log: list[LoggedAction]
    result: Result | None
    #: SHA-256 of the final state's JSON, as the game dumps it.
    final_state_sha256: str

    @model_validator(mode="after")
    def _consistent(self) -> GameExport:
        """The parts agree with each other: every seat named in the log and the result is
        one of the record's seats, the log runs in order, an undo marker names an earlier
        move, and the result scores and ranks every seat exactly once."""
        seats = len(self.seats)
        if not seats:
            raise ValueError("the record has no seats")
        if self.result is not None:
            if len(self.result.scores) != seats:
                raise ValueError(
                    f"the result has {len(self.result.scores)} scores for {seats} seats"
                )
            ranked = sorted(seat for group in self.result.ranking for seat in group)
            if ranked != list(range(seats)):
                raise ValueError("the result's ranking does not place every seat exactly once")
        previous = 0
        moves: set[int] = set()
        for row in self.log:
            if row.seq <= previous:
                raise ValueError(f"log row {row.seq} is out of order")
            previous = row.seq
            if row.seat is not None and not 0 <= row.seat < seats:
                raise ValueError(f"log row {row.seq} names seat {row.seat} of {seats}")
            if row.kind == "move":
                if row.seat is None or row.undoes is not None:
                    raise ValueError(f"move {row.seq} needs a seat and undoes nothing")
                moves.add(row.seq)
            elif row.undoes not in moves:
                raise ValueError(f"undo marker {row.seq} names no earlier move")
        return self


class RecordError(ValueError):
    """A file that is not a usable game record; the message says why in one line."""


def read_record(path: Path) -> GameExport:
    """The game record in the file at ``path``, validated whole and strictly (a seed written
    as text is no seed). At most :data:`MAX_RECORD_BYTES` are read: a larger or endless file
    is refused without being read into memory. :class:`RecordError` (or ``OSError``)."""
    with path.open("rb") as file:
        data = file.read(MAX_RECORD_BYTES + 1)
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(
            f"{path} is larger than {MAX_RECORD_BYTES // (1024 * 1024)} MB, larger than any "
            "game record"
        )
    try:
        return GameExport.model_validate_json(data, strict=True)
    except ValidationError as error:
        raise RecordError(
            f"{path} is not a petrocord game record: {describe_error(error)}"
        ) from None


def describe_error(error: ValidationError) -> str:
    """The first problems of a validation error in one line."""
    parts = [
        f"{'.'.join(str(p) for p in item.get('loc', ())) or 'file'}: {item.get('msg', 'invalid')}"
        for item in error.errors()[:3]
    ]
    return "; ".join(parts)


def state_hash(game: Game[Any, Any], state: GameState) -> str:
    return hashlib.sha256(game.dump_state(state).encode("utf-8")).hexdigest()


def _rows(log: Sequence[LoggedAction]) -> list[ActionRow]:
    return [
        ActionRow(
            seq=row.seq,
            kind=row.kind,
            seat=row.seat,
            action=row.action,
            events=[],
            at=row.at,
            irreversible=False,
            undoes=row.undoes,
            version=0,
        )
        for row in log
    ]


def export(
    game: Game[Any, Any], record: GameRecord, log: Sequence[ActionRow], state: GameState
) -> GameExport:
    """The record of a game that is over (finished or aborted) with its final ``state``."""
    if record.status not in ("finished", "aborted") or record.seed is None:
        raise ValueError("only a game that is over has a record to export")
    return GameExport(
        game=game.name,
        title=game.title,
        id=record.id,
        status=cast(Literal["finished", "aborted"], record.status),  # checked above
        seats=record.seat_names,
        seed=record.seed,
        options=record.options,
        log=[
            LoggedAction(
                seq=row.seq,
                kind=cast(Literal["move", "undo"], row.kind),  # the model checks it
                seat=row.seat,
                action=row.action,
                undoes=row.undoes,
                at=row.at,
            )
            for row in log
        ],
        result=game.result(state),
        final_state_sha256=state_hash(game, state),
    )


def states(
    game: Game[Any, Any],
    seats: Sequence[str],
    seed: int,
    options: dict[str, Any],
    log: Sequence[ActionRow],
) -> list[GameState]:
    """Every state of a game in order: the set-up, then one per move still in force."""
    state = game.setup(seats, seed, options)
    found = [state]
    for row in effective_moves(log):
        state, _events = game.apply(state, row.seat or 0, row.action)
        found.append(state)
    return found


def exported_states(game: Game[Any, Any], exported: GameExport) -> list[GameState]:
    """Every state of an exported game (see :func:`states`)."""
    return states(game, exported.seats, exported.seed, exported.options, _rows(exported.log))


def rebuild(games: Mapping[str, Game[Any, Any]], exported: GameExport) -> list[str]:
    """Replay ``exported`` from its seed; the problems found (none: it reaches the recorded
    final state and result exactly)."""
    game = games.get(exported.game)
    if game is None:
        return [f"unknown game {exported.game!r}"]
    try:
        final = exported_states(game, exported)[-1]
    except Exception as error:  # an IllegalAction, a bad undo marker, a bad option
        return [f"the log does not replay: {error}"]
    problems = []
    if state_hash(game, final) != exported.final_state_sha256:
        problems.append("the final state differs from the recorded one")
    if game.result(final) != exported.result:
        problems.append("the result differs from the recorded one")
    return problems


def turn_summary(
    game: Game[Any, Any],
    all_states: Sequence[GameState],
    log: Sequence[ActionRow],
    told: Callable[[dict[str, Any]], str] | None = None,
) -> list[tuple[int | None, int, list[str]]]:
    """A finished game turn by turn: ``(turn, moves, key lines)``, the key lines being the
    public events of the game's :attr:`~rules.core.Game.key_messages` in the order they came,
    in words by ``told`` (a stored event's English text by default; the service tells them in
    the game's language). ``all_states`` are :func:`states` of ``log``; the turn is the public
    view's after each move, ``None`` for a game without numbered turns: one group."""
    told = told or (lambda event: str(event["text"]))
    groups: list[tuple[int | None, int, list[str]]] = []
    for state, row in zip(all_states[1:], effective_moves(log), strict=True):
        turn = game_turn(game.view(state, None))
        lines = [
            told(event)
            for event in row.events
            if event.get("to") is None and event.get("key") in game.key_messages
        ]
        if groups and groups[-1][0] == turn:
            last_turn, moves, found = groups[-1]
            groups[-1] = (last_turn, moves + 1, found + lines)
        else:
            groups.append((turn, 1, lines))
    return groups


def game_turn(view: View) -> int | None:
    """The game turn a public view is in (``game_turn``, else ``turn``), if the game has one."""
    for name in ("game_turn", "turn"):
        value = getattr(view.public, name, None)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def turn_views(game: Game[Any, Any], all_states: Sequence[GameState]) -> list[View]:
    """The public boards of a replay: the start, the board at the end of each game turn, and
    the last one; evenly spaced ones for a game without numbered turns."""
    views = [game.view(state, None) for state in all_states]
    turns = [game_turn(view) for view in views]
    if turns[0] is None:
        step = max(1, len(views) // EVENLY_SPACED_FRAMES)
        picked = list(range(0, len(views), step))
    else:
        picked = [0] + [i for i in range(1, len(views)) if turns[i] != turns[i - 1]]
    if picked[-1] != len(views) - 1:
        picked.append(len(views) - 1)
    return [views[i] for i in picked]
