"""The game service: transport-free orchestration of games over the store and the engines.

Discord (``cogs/``) and the local table (:mod:`bot.table`) both drive games only through
:class:`GameService`. Every call either raises a :class:`ServiceError` whose message is shown
to the user as it is (and then nothing was written), or returns an :class:`Outcome`: the
public messages for the thread, private messages per user, who to mention, which board
pictures to redraw, the engine events and, at the end, the result.

Rules the service enforces:

* Every argument is checked at the boundary, before anything else (:mod:`bot.arguments`): any
  Python value gets a :class:`ServiceError` in words, never another exception.

* Status goes lobby → running → finished, or lobby/running → aborted; nothing else.
* Seat order is join order, host first. Options are checked by the game at creation (for the
  smallest allowed player count that fits them) and again at start with the real count. A
  creation refused at every count tells what is wrong with the options themselves before
  what does not fit a count (:class:`rules.core.WrongPlayerCount`).
* A move is one store transaction (log row + snapshot + version bump) under the optimistic
  version check, and also under an in-process lock per game; a race loser gets
  :class:`GameChanged` and a refused move writes nothing.
* Undo takes back only the last move still in force, never one that drew randomness
  (``state.rng.draws`` changed) or revealed a secret (an event with ``reveals=True``), and only
  when every other seated player agrees; one refusal cancels the request, and any new move
  makes a pending request lapse. The log stays append-only: an undo appends a marker row.
* Secrets: a private event's text only goes to its seat's user (``Outcome.private``); public
  texts, log entries and Python log lines never hold one (log lines carry ids and kinds only).

Interpretations (the rulebooks are silent, these are what players would expect): the host
leaving a lobby hands it to the next seated player, and the last player leaving aborts it; a
running game cannot be left (ask the host, or an admin, to abort it); only running games can
be undone (a finished game's result stands).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import functools
import importlib
import logging
import secrets
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.core import (
    BadOptions,
    Event,
    Game,
    GameState,
    IllegalAction,
    LegalActions,
    Result,
    View,
    WrongPlayerCount,
)
from rules.core.levels import level as player_of_level
from rules.core.players import Budget, Turn, turn_of
from rules.core.rng import Rng
from rules.core.text import Catalogue

from . import arguments as check
from . import ending, option_errors, reliability
from .computer_seats import (
    CHOSEN_LEVELS,
    COMPUTER_ID,
    DEFAULT_LEVEL,
    TIMEOUT_LEVEL,
    autopilots,
    computer_levels,
    computer_name,
    computer_seats,
    computers_line,
    has_computer_seat,
    is_computer,
    level_name,
    level_of,
    with_settings,
)
from .describe import event_text
from .errors import (
    GameChanged,
    NotSeated,
    NotYourTurn,
    Refused,
    ServiceError,
    UnknownGame,
)
from .limits import HOUR, Limits
from .ratings import PlayerRecord, rate, result_rows
from .records import GameExport, game_turn, states, turn_summary, turn_views
from .records import export as export_record
from .store import (
    SQLITE_MAX_INT,
    ActionRow,
    GameRecord,
    MoveRow,
    ResultRow,
    SeatRecord,
    Store,
    UndoPending,
    VersionConflict,
    effective_moves,
    is_whole,
)
from .texts import Said, text

__all__ = [
    "GameChanged",
    "GameRecord",
    "GameService",
    "LogEntry",
    "NotSeated",
    "NotYourTurn",
    "Outcome",
    "Refused",
    "SeatRecord",
    "ServiceError",
    "UnknownGame",
    "UserRef",
]

log = logging.getLogger("petrocord.service")


@dataclass(frozen=True)
class UserRef:
    id: int  #: Discord user id (the local table uses 1, 2, 3, …)
    name: str  #: display name


@dataclass
class Outcome:
    game_id: int
    version: int  #: store version after the call
    status: str  #: "lobby" | "running" | "finished" | "aborted"
    public: list[str] = field(default_factory=list)  #: messages for the thread, no secret
    private: dict[int, list[str]] = field(default_factory=dict)  #: user id -> DMs
    notify: list[int] = field(default_factory=list)  #: user ids the game now waits on
    boards: list[int | None] = field(default_factory=list)  #: None = public board, else a seat
    events: list[Event] = field(default_factory=list)  #: the engine events of this call
    result: Result | None = None  #: set when the game just ended


@dataclass
class LogEntry:
    """One line of a game's history, safe to show anybody.

    ``action`` holds only the action's ``kind`` (an undo marker: ``{"kind": "undo", "undoes":
    seq}``): the parameters of a move may be a secret choice (a sealed bid, a card played face
    down), so what happened is told only by ``events``, the move's PUBLIC event texts."""

    seq: int
    seat: int | None
    action: dict[str, Any]
    events: list[str]
    at: float


def _unique(items: Sequence[int]) -> list[int]:
    return list(dict.fromkeys(items))


def _may_interject(game: Game[Any, Any], state: GameState, seat: int, action: Any) -> bool:
    """Whether ``seat``, which the game does not wait on, may make ``action`` all the same:
    a move the rules allow at any time (``Game._interjections``, Fitna's jokers)."""
    legal = game.legal_actions(state, seat)
    if not legal.actions:
        return False
    try:
        parsed = game.parse_action(action)
    except IllegalAction:
        return False
    return legal.allows(
        parsed.model_dump(exclude_unset=True) | {"kind": getattr(parsed, "kind", None)}
    )


def _stored_event(event: Event) -> dict[str, Any]:
    """An event as the log keeps it: its message key and parameters only when it has them
    (a game still writing finished texts stores no empty fields)."""
    return event.model_dump(mode="json", exclude={"key", "params"} if event.key is None else None)


def _check_running(record: GameRecord) -> None:
    """Refuse a move in a game that is not being played (a lobby, an ended game)."""
    if record.status != "running":
        if record.status == "lobby":
            raise Refused(key="not_started", game=record.id)
        raise Refused(key="no_more_moves", game=record.id, status=record.status)


def _stored_action(parsed: Any) -> dict[str, Any]:
    """A parsed move as the log keeps it: the fields given, and its kind."""
    return dict(parsed.model_dump(mode="json", exclude_unset=True)) | {
        "kind": getattr(parsed, "kind", None)
    }


def _results_of(record: GameRecord, result: Result | None) -> Sequence[ResultRow]:
    """The places a move ending the game stores (none for a game with a computer's seat)."""
    if result is None or has_computer_seat(record):
        return ()
    return result_rows(result, [s.user_id for s in record.seats])


def _is_irreversible(before: GameState, after: GameState, events: Sequence[Event]) -> bool:
    """A move drew randomness or revealed a secret: it can never be undone."""
    return after.rng.draws != before.rng.draws or any(e.reveals for e in events)


class Reading:
    """One reading of a game: its record and its state of the same moment (loaded when first
    asked for), from which a front end derives all one click needs — the seat's choices, the
    public view, a seat's view, the turn message's moves — each built at most once
    (:meth:`GameService.read`). Nothing here writes; an older reading is simply stale."""

    def __init__(
        self, game: Game[Any, Any], record: GameRecord, load: Callable[[], GameState]
    ) -> None:
        """``load`` builds the state (or refuses a game not started); it is called at most
        once, and only when something asks for the state."""
        self.game = game
        self.record = record
        self._load = load
        self._state: GameState | None = None
        self._views: dict[int | None, View] = {}
        self._legal: dict[int, LegalActions] = {}

    def _started(self) -> GameState:
        if self._state is None:
            self._state = self._load()
        return self._state

    def legal(self, user_id: int) -> dict[int, LegalActions]:
        """For each seat of this user that the game waits on now, what it may do (see
        :meth:`GameService.legal`)."""
        state = self._started()
        mine = GameService._seats_of(self.record, user_id)
        if self.record.status != "running":
            return {}
        waiting = self.game.to_act(state)
        for seat in mine:
            if seat not in self._legal:
                self._legal[seat] = self.game.legal_actions(state, seat)
        # Seats waited on, and seats with a move allowed at any time (an interjection).
        return {s: self._legal[s] for s in mine if s in waiting or self._legal[s].actions}

    def view(self, seat: int | None) -> View:
        """The view of ``seat`` (``None``: the spectator's), in the game's language."""
        state = self._started()
        if seat not in self._views:
            try:
                self._views[seat] = _spoken(self.game.view(state, seat), self.record)
            except IllegalAction as error:
                raise engine_refusal(self.game, error) from None
        return self._views[seat]

    def playable(
        self,
        seat: int,
        actions: Sequence[dict[str, Any]],
        still: Callable[[LegalActions], bool] | None = None,
    ) -> int:
        """How many of ``actions``, played one after another by ``seat`` from this reading's
        state, the engine accepts before the first it refuses (none is stored: a dry run of
        :meth:`GameService.act_many`, to offer only a chain that plays whole); with
        ``still``, also stopping before a move whose moment's choices it rejects."""
        state = self._started()
        if self.record.status != "running":
            return 0
        for number, action in enumerate(actions):
            if still is not None and not still(self.game.legal_actions(state, seat)):
                return number
            try:
                state, _events = self.game.apply(state, seat, action)
            except IllegalAction:
                return number
        return len(actions)

    def public_moves(self) -> tuple[int, LegalActions] | None:
        """The version and the moves anyone may see offered (see
        :meth:`GameService.public_moves`)."""
        state = self._started()
        if self.record.status != "running":
            return None
        moves = self.game.public_moves(state)
        return None if moves is None else (self.record.version, moves)


class GameService:
    """Create, join, leave, start, act, undo, abort and inspect games (see the module doc)."""

    def __init__(
        self,
        store: Store,
        games: Mapping[str, Game[Any, Any]] | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        if games is None:
            from rules import GAMES

            games = GAMES
        self.store = store
        self.games: Mapping[str, Game[Any, Any]] = games
        self.clock = clock

    # ------------------------------------------------------------------ helpers

    def _lock(self, game_id: int) -> Any:
        """``async with self._lock(game_id):`` — one read-apply-write of the game at a time,
        in this process (SQLite) or across every process sharing the database (PostgreSQL);
        ``game_id`` must have passed ``check.game_id``."""
        return self.store.game_lock(game_id)

    def game(self, kind: str) -> Game[Any, Any]:
        """The engine called ``kind``, or :class:`UnknownGame` listing the known ones."""
        game = self.games.get(kind) if isinstance(kind, str) else None
        if game is None:
            known = ", ".join(sorted(self.games)) or "none yet"
            raise UnknownGame(key="unknown_kind", kind=check.shown(kind), known=known)
        return game

    async def _record(self, game_id: int) -> GameRecord:
        """The game's record; :class:`UnknownGame` for any id the store cannot hold (not a
        whole number from 1 to 2^63−1) as for one it does not know."""
        check.game_id(game_id)
        record = await self.store.get_game(game_id)
        if record is None:
            raise UnknownGame(key="no_game", game=game_id)
        return record

    async def _current_state(self, record: GameRecord) -> GameState:
        snapshot = await self.store.latest_snapshot(record.id)
        return self._state_of(record, snapshot)

    def _state_of(self, record: GameRecord, snapshot: tuple[int, str] | None) -> GameState:
        if snapshot is None:
            raise Refused(key="not_started", game=record.id)
        state: GameState = self.game(record.kind).load_state(snapshot[1])
        return state

    async def _record_and_snapshot(self, game_id: int) -> tuple[GameRecord, tuple[int, str] | None]:
        """The record and the newest snapshot, read together (of the same moment): a state
        read apart from its record could be newer than the version a move is checked
        against."""
        check.game_id(game_id)
        record, snapshot = await self.store.game_and_snapshot(game_id)
        if record is None:
            raise UnknownGame(key="no_game", game=game_id)
        return record, snapshot

    @staticmethod
    def _seats_of(record: GameRecord, user_id: int) -> list[int]:
        seats = record.seat_of(user_id)
        if not seats:
            raise NotSeated(key="no_seat", game=record.id)
        return seats

    @staticmethod
    def _names(record: GameRecord, seats: Sequence[int]) -> str:
        return ", ".join(record.seats[s].name for s in seats) or "nobody"

    @staticmethod
    def _check_version(record: GameRecord, expected_version: int | None) -> None:
        if expected_version is not None and expected_version != record.version:
            raise GameChanged()

    def _outcome(
        self,
        record: GameRecord,
        version: int,
        status: str,
        *,
        public: list[str] | None = None,
        state: GameState | None = None,
        events: Sequence[Event] = (),
        boards: Sequence[int | None] = (),
    ) -> Outcome:
        """An outcome: events split into public and private texts, the users to notify (those
        the game now waits on, from ``state``), and the boards to redraw."""
        outcome = Outcome(
            game_id=record.id,
            version=version,
            status=status,
            public=list(public or []),
            boards=list(boards),
            events=list(events),
        )
        game = self.game(record.kind) if events else None
        # the thread and the DMs speak the game's language (/game new language)
        catalogue = game.catalogue(record.language) if game is not None else None
        for event in events:
            told = event_text(game, event, catalogue) if game is not None else event.text
            if event.to is None:
                outcome.public.append(told)
            elif 0 <= event.to < len(record.seats):
                user = record.user_of(event.to)
                if user != COMPUTER_ID:  # a computer seat reads no message
                    outcome.private.setdefault(user, []).append(told)
        if state is not None and status == "running":
            waiting = self.game(record.kind).to_act(state)
            outcome.notify = _unique(
                [record.user_of(s) for s in waiting if record.user_of(s) != COMPUTER_ID]
            )
        return outcome

    def _changed_boards(
        self,
        game: Game[Any, Any],
        before: GameState | None,
        after: GameState,
        events: Sequence[Event],
    ) -> list[int | None]:
        """The public board, then every seat whose private view changed or got a private event
        (every seat at the start, when ``before`` is ``None``)."""
        seats: list[int | None] = [None]
        for seat in range(len(after.seats)):
            changed = before is None or any(e.to == seat for e in events)
            if not changed and before is not None:
                old = game.private_view(before, seat)
                new = game.private_view(after, seat)
                changed = _dump(old) != _dump(new)
            if changed:
                seats.append(seat)
        return seats

    def _waiting_line(self, record: GameRecord, game: Game[Any, Any], state: GameState) -> str:
        names = [record.seats[s].name for s in game.to_act(state)]
        language = record.language
        return text(language, "waiting", names=names or [text(language, "nobody")])

    @staticmethod
    def _briefing(record: GameRecord, game: Game[Any, Any], state: GameState) -> list[str]:
        """What the game is played for, told at its start in the game's language: the events
        of its package's ``briefing.start_events`` (Fitna: the scenario, each player's side,
        objectives and victory levels; issue 29, item 3); nothing for a game without one."""
        package = type(game).__module__.rpartition(".")[0]
        try:
            module = importlib.import_module(f"{package}.briefing")
        except ModuleNotFoundError as error:
            if error.name != f"{package}.briefing":
                raise
            return []
        starting = getattr(module, "start_events", None)
        if starting is None:
            return []
        catalogue = game.catalogue(record.language)
        return [event_text(game, event, catalogue) for event in starting(state)]

    @staticmethod
    def _result_lines(
        record: GameRecord,
        result: Result,
        game: Game[Any, Any],
        view: View | None = None,
        said_over: bool = False,
    ) -> list[str]:
        """The ranking in the game's language, each score in the game's terms (``2 VP``,
        ``minor victory``: :mod:`bot.ending`), then the engine's details of the count (in the
        game's language too where the engine tells them as events of its catalogue), then
        the tie-breaks that decided between equal scores (from ``view``, the final public
        view, where the game's tie-breaks read it). ``said_over``: the game's own events just
        said that it is over, so the ranking opens with "Final ranking:" instead."""
        language = record.language
        # the engine's names of the seats: those its count's lines name
        names = list(view.seats) if view is not None else record.seat_names
        scores = ending.score_words(game, result, names, language)
        places = [
            text(
                language,
                "place",
                place=place,
                names=[f"{record.seats[s].name} ({scores[s]})" for s in group],
            )
            for place, group in enumerate(result.ranking, start=1)
        ]
        catalogue = game.catalogue(language)
        details = [event_text(game, line, catalogue) for line in result.told] or result.details
        decided = ending.tie_breaks(game, result, view, names, language)
        opening = "final_ranking" if said_over else "game_is_over"
        return [text(language, opening, places="; ".join(places)), *details, *decided]

    # ------------------------------------------------------------------ lobby

    async def create(
        self,
        kind: str,
        host: UserRef,
        options: dict[str, Any] | None = None,
        *,
        guild_id: int | None = None,
        channel_id: int | None = None,
        settings: dict[str, Any] | None = None,
    ) -> Outcome:
        """Open a lobby for ``kind`` with ``host`` in seat 0. The options must be valid for
        at least one allowed player count (checked again at start with the real count)."""
        check.user(host)
        game = self.game(kind)
        raw = check.names_and_values(options, "Options")
        settings = check.settings(settings)
        check.discord_id(guild_id, "server")
        check.discord_id(channel_id, "channel")
        errors: list[IllegalAction] = []
        checked: dict[str, Any] | None = None
        for players in range(game.min_players, game.max_players + 1):
            try:
                checked = game.options(players, raw).model_dump(mode="json")
                break
            except IllegalAction as error:
                errors.append(error)
        if checked is None:
            if errors:
                raise engine_refusal(game, _telling(errors))
            raise Refused(key="bad_options", title=game.title)
        async with self._opening(guild_id):
            if guild_id is not None:
                await self._within_limits(host.id, guild_id, channel_id, opening=True)
            game_id = await self.store.create_game(
                kind,
                host.id,
                host.name,
                options=raw,
                settings=settings,
                guild_id=guild_id,
                channel_id=channel_id,
                now=self.clock(),
            )
        log.info("game %d: created %s by user %d", game_id, kind, host.id)
        record = await self._record(game_id)
        opened = text(
            record.language,
            "opened",
            name=host.name,
            title=game.title,
            game=game_id,
            low=game.min_players,
            high=game.max_players,
        )
        return self._outcome(record, record.version, "lobby", public=[opened])

    def _opening(self, guild_id: int | None) -> Any:
        """``async with self._opening(guild_id):`` — one lobby opened at a time on a server,
        so that its limits are counted and kept by the same writer (a lock of the store's,
        keyed below every game id); nothing outside a server."""
        if guild_id is None:
            return contextlib.nullcontext()
        return self.store.game_lock(-1 - guild_id)

    async def _within_limits(
        self, user_id: int, guild_id: int, channel_id: int | None, *, opening: bool
    ) -> None:
        """Refuse a member one more game (``opening``: a new lobby, in ``channel_id``) beyond
        the server's limits (:mod:`bot.limits`); each refusal names the limit and the
        ``/server settings`` option that changes it."""
        limits = await self.limits(guild_id)
        since = self.clock() - HOUR
        lobbies, games, recent = await self.store.opened_by(user_id, guild_id, channel_id, since)
        if opening and lobbies >= limits.lobbies_per_member:
            raise Refused(key="limit_lobbies", limit=limits.lobbies_per_member)
        if games >= limits.games_per_member:
            raise Refused(key="limit_games", limit=limits.games_per_member)
        if opening and channel_id is not None and recent >= limits.new_games_per_hour:
            raise Refused(key="limit_hourly", limit=limits.new_games_per_hour)

    async def limits(self, guild_id: int) -> Limits:
        """A server's limits on what one member opens (:mod:`bot.limits`)."""
        check.server_id(guild_id)
        return Limits.of(await self.store.server_limits(guild_id))

    async def set_limits(self, guild_id: int, changes: dict[str, Any]) -> Limits:
        """Change some of a server's limits (who may is the caller's business: Discord asks
        for Manage Server); each a whole number in its range (:data:`bot.limits.RANGES`)."""
        check.server_id(guild_id)
        given = check.names_and_values(changes, "Settings")
        limits = (await self.limits(guild_id)).changed(given)
        await self.store.set_server_limits(guild_id, dataclasses.asdict(limits))
        return limits

    async def attach_thread(
        self, game_id: int, thread_id: int, lobby_message_id: int | None = None
    ) -> None:
        """Remember the Discord thread (and lobby message) where the game lives."""
        check.discord_id(thread_id, "thread")
        check.discord_id(lobby_message_id, "message")
        await self._record(game_id)
        await self.store.set_discord_ids(game_id, thread_id, lobby_message_id)

    async def join(self, game_id: int, user: UserRef) -> Outcome:
        """Take the next free seat of a lobby."""
        check.user(user)
        check.game_id(game_id)
        async with self._lock(game_id):
            record = await self._record(game_id)
            game = self.game(record.kind)
            if record.status != "lobby":
                raise Refused(key="cannot_join", game=game_id, status=record.status)
            if record.seat_of(user.id):
                raise Refused(key="already_seated", game=game_id)
            if len(record.seats) >= game.max_players:
                raise Refused(key="full", game=game_id, count=game.max_players)
            if record.guild_id is not None:
                await self._within_limits(user.id, record.guild_id, None, opening=False)
            await reliability.check_joiner(self.store, game_id, record.guild_id, user.id)
            version = await self._guard(
                self.store.add_seat(game_id, record.version, user.id, user.name, self.clock())
            )
        log.info("game %d: user %d joined", game_id, user.id)
        count = len(record.seats) + 1
        return self._outcome(
            record,
            version,
            "lobby",
            public=[
                text(
                    record.language,
                    "joined",
                    name=user.name,
                    game=game_id,
                    count=count,
                    seats=game.max_players,
                )
            ],  # fmt: skip
        )

    async def leave(self, game_id: int, user: UserRef) -> Outcome:
        """Give up one's lobby seat. The host's leaving hands the lobby to the next player;
        the last player's leaving aborts it. A running game cannot be left."""
        check.user(user)
        check.game_id(game_id)
        async with self._lock(game_id):
            record = await self._record(game_id)
            self._seats_of(record, user.id)
            if record.status != "lobby":
                raise Refused(key="cannot_leave", game=game_id, status=record.status)
            remaining = [s for s in record.seats if s.user_id != user.id]
            host_id = record.host_id
            public = [text(record.language, "left", name=user.name, game=game_id)]
            members = [s for s in remaining if s.user_id != COMPUTER_ID]
            if not members:  # computers alone do not keep a lobby
                status = "aborted"
                public.append(text(record.language, "nobody_left", game=game_id))
            else:
                status = "lobby"
                if host_id == user.id:
                    host_id = members[0].user_id
                    public.append(text(record.language, "new_host", name=members[0].name))
            version = await self._guard(
                self.store.replace_seats(
                    game_id, record.version, remaining, host_id, self.clock(), status=status
                )
            )
        log.info("game %d: user %d left (%s)", game_id, user.id, status)
        return self._outcome(record, version, status, public=public)

    async def left_server(self, guild_id: int, user: UserRef) -> list[Outcome]:
        """A member left the server ``guild_id``: they leave every lobby they sit in there,
        each as :meth:`leave` does (a host's lobby goes to the next player, a lobby left
        empty is aborted). Their running games are not touched: a game in play cannot be
        left (the host or an admin replaces the player, or aborts)."""
        check.user(user)
        check.server_id(guild_id)
        outcomes = []
        for record in await self.store.games_of(user.id, guild_id, statuses=("lobby",)):
            try:
                outcomes.append(await self.leave(record.id, user))
            except ServiceError:
                continue  # started (or left) meanwhile: nothing to leave
        return outcomes

    async def start(self, game_id: int, user: UserRef, seed: int | None = None) -> Outcome:
        """Host only: check the options for the real player count and the seed (a whole number
        from 0 to 2^63−1, what the store keeps; none: a random one), deal, and run."""
        check.user(user)
        check.game_id(game_id)
        async with self._lock(game_id):
            record = await self._record(game_id)
            game = self.game(record.kind)
            if record.status != "lobby":
                raise Refused(key="cannot_start", game=game_id, status=record.status)
            if user.id != record.host_id:
                raise Refused(key="host_starts")
            try:
                options = game.options(len(record.seats), record.options)
            except IllegalAction as error:
                raise engine_refusal(game, error) from None
            if seed is None:
                seed = secrets.randbits(62)
            elif not check.whole_in_range(seed):
                raise Refused(key="bad_seed")
            try:
                state = game.setup(record.seat_names, seed, options)
            except IllegalAction as error:
                raise engine_refusal(game, error) from None
            version = await self._guard(
                self.store.start_game(
                    game_id,
                    record.version,
                    seed,
                    options.model_dump(mode="json"),
                    game.dump_state(state),
                    self.clock(),
                )
            )
        log.info("game %d: started with %d seats", game_id, len(record.seats))
        record.seed = seed
        return self._outcome(
            record,
            version,
            "running",
            public=[
                text(
                    record.language,
                    "starts",
                    title=game.title,
                    game=game_id,
                    names=record.seat_names,
                ),  # fmt: skip
                *self._briefing(record, game, state),
                *filter(None, [computers_line(record)]),
                self._waiting_line(record, game, state),
            ],
            state=state,
            boards=self._changed_boards(game, None, state, ()),
        )

    # ------------------------------------------------------------------ playing

    async def act(
        self,
        game_id: int,
        user_id: int,
        action: dict[str, Any] | str,
        *,
        seat: int | None = None,
        expected_version: int | None = None,
        audit: str | None = None,
        note: str | None = None,
    ) -> Outcome:
        """Play ``action`` for the user's seat the game waits on (``seat`` picks one when the
        user holds several). One transaction: log row + snapshot + version bump.

        ``audit`` is for a move made on the seat's behalf (the host skipping a player whose
        clock ran out, ``user_id`` then being the seat's player): a public text stored first
        among the move's events, so the log tells who made it and why. ``note`` is a text for
        the acting seat alone (a private event, first among the move's): a standing answer
        played for them."""
        check.user_id(user_id)
        if seat is not None:
            check.seat(seat)
        action = check.action(action)
        check.version(expected_version)
        if audit is not None:
            check.text(audit, "The audit note")
        if note is not None:
            check.text(note, "The audit note")
        check.game_id(game_id)
        async with self._lock(game_id):
            record, snapshot = await self._record_and_snapshot(game_id)
            game = self.game(record.kind)
            mine = self._seats_of(record, user_id)
            if seat is not None and seat not in mine:
                raise NotSeated(key="not_your_seat", seat=seat, game=game_id)
            _check_running(record)
            self._check_version(record, expected_version)
            state = self._state_of(record, snapshot)
            waiting = game.to_act(state)
            candidates = [s for s in ([seat] if seat is not None else mine) if s in waiting]
            if not candidates:
                # A move the rules allow "at any time" (Fitna's jokers) out of turn.
                candidates = [
                    s
                    for s in ([seat] if seat is not None else mine)
                    if _may_interject(game, state, s, action)
                ]
            if not candidates:
                raise NotYourTurn(key="not_your_turn", names=self._names(record, waiting))
            if len(candidates) > 1:
                raise Refused(key="which_seat", names=self._names(record, candidates))
            acting = candidates[0]
            try:
                parsed = game.parse_action(action)
                new_state, events = game.apply(state, acting, action)
            except IllegalAction as error:
                raise engine_refusal(game, error) from None
            if note is not None:
                events = [Event(kind="note", text=note, to=acting), *events]
            if audit is not None:
                events = [Event(kind="audit", text=audit), *events]
            stored_action = _stored_action(parsed)
            over = game.is_over(new_state)
            status = "finished" if over else "running"
            result = game.result(new_state) if over else None
            had_request = record.undo_pending
            version, seq = await self._guard(
                self.store.append_move(
                    game_id,
                    record.version,
                    seat=acting,
                    action=stored_action,
                    events=[_stored_event(e) for e in events],
                    irreversible=_is_irreversible(state, new_state, events),
                    state_json=game.dump_state(new_state),
                    status=status,
                    now=self.clock(),
                    results=_results_of(record, result),
                )
            )
        log.info(
            "game %d: seat %d played %s (seq %d, version %d)",
            game_id,
            acting,
            stored_action["kind"],
            seq,
            version,
        )
        public = [text(record.language, "undo_lapsed")] if had_request else []
        return self._move_outcome(record, version, state, new_state, events, public)

    async def act_many(
        self,
        game_id: int,
        user_id: int,
        actions: Sequence[dict[str, Any]],
        *,
        seat: int,
        expected_version: int | None = None,
    ) -> Outcome:
        """Play ``actions`` one after another for ``seat`` as one click (issue 29: the rest of
        a stack moved where its first unit went, a forced draw repeated): each is checked by
        the engine at its turn, the game waiting on ``seat`` before each. If any is refused,
        none is stored and the refusal says which (``chain_refused``); else all are stored in
        one transaction (:meth:`~bot.store.Store.append_moves`), each its own log row, so an
        undo takes back the last one. The outcome tells them all, as one move would."""
        check.user_id(user_id)
        check.seat(seat)
        check.version(expected_version)
        check.game_id(game_id)
        checked = [check.action(action) for action in actions]
        if not checked:
            raise Refused(key="nothing_to_play", game=game_id, status="running")
        async with self._lock(game_id):
            record, snapshot = await self._record_and_snapshot(game_id)
            game = self.game(record.kind)
            if seat not in self._seats_of(record, user_id):
                raise NotSeated(key="not_your_seat", seat=seat, game=game_id)
            _check_running(record)
            self._check_version(record, expected_version)
            first = state = self._state_of(record, snapshot)
            rows: list[MoveRow] = []
            told: list[Event] = []
            for number, action in enumerate(checked, 1):
                try:  # apply checks the seat is waited on (or may interject) and the move
                    parsed = game.parse_action(action)
                    new_state, events = game.apply(state, seat, action)
                except IllegalAction as error:
                    refusal = engine_refusal(game, error)
                    raise Refused(
                        key="chain_refused", number=number, count=len(checked), refusal=refusal
                    ) from None
                stored = _stored_action(parsed)
                rows.append(
                    MoveRow(
                        seat,
                        stored,
                        [_stored_event(e) for e in events],
                        _is_irreversible(state, new_state, events),
                        game.dump_state(new_state),
                    )
                )
                told.extend(events)
                state = new_state
            over = game.is_over(state)
            result = game.result(state) if over else None
            had_request = record.undo_pending
            version, seq = await self._guard(
                self.store.append_moves(
                    game_id,
                    record.version,
                    rows,
                    status="finished" if over else "running",
                    now=self.clock(),
                    results=_results_of(record, result),
                )
            )
        log.info(
            "game %d: seat %d played %d moves in a row (to seq %d, version %d)",
            game_id,
            seat,
            len(rows),
            seq,
            version,
        )
        public = [text(record.language, "undo_lapsed")] if had_request else []
        return self._move_outcome(record, version, first, state, told, public)

    def _move_outcome(
        self,
        record: GameRecord,
        version: int,
        before: GameState | None,
        after: GameState,
        events: Sequence[Event],
        public: list[str],
    ) -> Outcome:
        """The outcome of a move that led from ``before`` to ``after`` with ``events``: its
        texts, the boards it changed, whom the game waits on now or the result."""
        game = self.game(record.kind)
        over = game.is_over(after)
        outcome = self._outcome(
            record,
            version,
            "finished" if over else "running",
            public=public,
            state=after,
            events=events,
            boards=self._changed_boards(game, before, after, events),
        )
        if over:
            outcome.result = game.result(after)
            if outcome.result is not None:
                # a game whose own events said it is over (Peak Oil's "every zone has been
                # checked: the game is over") gets the ranking without saying it again
                ended = any(e.key == GAME_OVER and e.to is None for e in events)
                told = self._result_lines(
                    record, outcome.result, game, game.view(after, None), ended
                )
                # a count the game's events already told (One More Barrel's) is not repeated
                outcome.public.extend(line for line in told if line not in outcome.public)
        else:
            outcome.public.append(self._waiting_line(record, game, after))
        return outcome

    async def last_outcome(self, game_id: int) -> tuple[Outcome, int | None]:
        """The outcome of the game's last move (or undo), rebuilt from the log and the
        snapshots, and the seat that moved (``None`` for an undo): for a front-end that died
        between the move's commit and its publishing (:meth:`bot.scheduling.Scheduler.unpublished`)."""
        record, snapshot = await self._record_and_snapshot(game_id)
        after = self._state_of(record, snapshot)
        rows = await self.store.actions(game_id)
        if not rows:
            raise Refused(key="no_move_to_undo")
        last = rows[-1]
        game = self.game(record.kind)
        earlier = await self.store.snapshot_before(game_id, last.version)
        before = None if earlier is None else game.load_state(earlier[1])
        if last.kind == "undo":
            public = (await self.log(game_id, last.seq - 1, 1))[0].events
            outcome = self._move_outcome(record, last.version, before, after, (), public)
            return outcome, None
        events = [Event.model_validate(event) for event in last.events]
        return self._move_outcome(record, last.version, before, after, events, []), last.seat

    async def waiting(self, game_id: int) -> tuple[GameRecord, list[int]]:
        """The game's record and the seats it waits on now, of the same moment (none unless
        it is running)."""
        record, snapshot = await self._record_and_snapshot(game_id)
        if record.status != "running" or snapshot is None:
            return record, []
        return record, list(self.game(record.kind).to_act(self._state_of(record, snapshot)))

    async def _guard(self, write: Any) -> Any:
        """Await a store write, turning a lost optimistic check into :class:`GameChanged`."""
        try:
            return await write
        except VersionConflict:
            raise GameChanged() from None

    # ------------------------------------------------------------------ undo

    async def _last_move(self, record: GameRecord) -> ActionRow:
        moves = effective_moves(await self.store.actions(record.id))
        if not moves:
            raise Refused(key="no_move_to_undo")
        return moves[-1]

    async def request_undo(self, game_id: int, user_id: int) -> Outcome:
        """Ask to take back the last move. Refused after a die roll or a revealed secret.
        Every other seated player must agree (:meth:`answer_undo`); alone, it happens now."""
        check.user_id(user_id)
        check.game_id(game_id)
        async with self._lock(game_id):
            record = await self._record(game_id)
            self._seats_of(record, user_id)
            if record.status != "running":
                raise Refused(key="cannot_undo", game=game_id, status=record.status)
            if await self.store.undo_request(game_id) is not None:
                raise Refused(key="undo_pending")
            last = await self._last_move(record)
            if last.irreversible:
                raise Refused(key="undo_irreversible")
            if last.seat is not None and level_of(record, last.seat) is not None:
                # the computer consents to nothing: its move is not taken back (else a
                # member could ask it again and again for another one)
                raise Refused(key="undo_computer")
            needed = self._consenters(record, user_id)
            name = record.seats[record.seat_of(user_id)[0]].name
            if not needed:
                return await self._apply_undo(
                    record, last, user_id, [f"{name} took back the last move."]
                )
            try:
                await self._guard(
                    self.store.open_undo_request(
                        game_id, record.version, last.seq, user_id, self.clock()
                    )
                )
            except UndoPending:
                raise Refused(key="undo_pending") from None
        log.info("game %d: user %d asks to undo seq %d", game_id, user_id, last.seq)
        who = ", ".join(self._user_name(record, u) for u in needed)
        outcome = self._outcome(
            record,
            record.version,
            record.status,
            public=[
                text(
                    record.language,
                    "undo_asked",
                    name=name,
                    move=self._describe(record, last).rstrip("."),
                    who=who,
                )
            ],
        )
        outcome.notify = needed
        return outcome

    @staticmethod
    def _consenters(record: GameRecord, requester_id: int) -> list[int]:
        """Who must agree to an undo: every other member seated (a computer seat does not
        object: it is asked nothing)."""
        return _unique(
            [s.user_id for s in record.seats if s.user_id not in (requester_id, COMPUTER_ID)]
        )

    @staticmethod
    def _user_name(record: GameRecord, user_id: int) -> str:
        return next(s.name for s in record.seats if s.user_id == user_id)

    def _describe(self, record: GameRecord, row: ActionRow) -> str:
        """A move in public words: its public event texts, else the mover and the action kind."""
        texts = [e["text"] for e in row.events if e.get("to") is None]
        if texts:
            return " ".join(texts)
        mover = record.seats[row.seat].name if row.seat is not None else "?"
        return f"{mover}: {row.action.get('kind')}"

    async def answer_undo(self, game_id: int, user_id: int, accept: bool) -> Outcome:
        """Agree to or refuse the pending undo request. One refusal cancels it; once every
        other seated player agreed, the move is taken back in one transaction."""
        check.user_id(user_id)
        check.flag(accept, "The answer")
        check.game_id(game_id)
        async with self._lock(game_id):
            record = await self._record(game_id)
            self._seats_of(record, user_id)
            request = await self.store.undo_request(game_id)
            if request is None or record.status != "running":
                raise Refused(key="no_undo_request")
            if user_id == request.requester_id:
                raise Refused(key="own_undo")
            name = self._user_name(record, user_id)
            if not accept:
                await self.store.close_undo_request(game_id)
                log.info("game %d: user %d declined undo", game_id, user_id)
                return self._outcome(
                    record,
                    record.version,
                    record.status,
                    public=[text(record.language, "undo_declined", name=name)],
                )
            last = await self._last_move(record)
            if last.seq != request.seq:
                await self.store.close_undo_request(game_id)
                raise Refused(key="undo_outdated")
            consents = await self._guard(self.store.add_undo_consent(game_id, request.seq, user_id))
            missing = [
                u for u in self._consenters(record, request.requester_id) if u not in consents
            ]
            if not missing:
                return await self._apply_undo(
                    record,
                    last,
                    request.requester_id,
                    [text(record.language, "undo_done", name=name)],
                )
        log.info("game %d: user %d agreed to undo", game_id, user_id)
        who = ", ".join(self._user_name(record, u) for u in missing)
        outcome = self._outcome(
            record,
            record.version,
            record.status,
            public=[text(record.language, "undo_agreed", name=name, who=who)],
        )
        outcome.notify = missing
        return outcome

    async def _apply_undo(
        self, record: GameRecord, last: ActionRow, requester_id: int, public: list[str]
    ) -> Outcome:
        """Restore the state the last move met (the snapshot before it) with an undo marker.
        Called with the game's lock held."""
        game = self.game(record.kind)
        current = await self._current_state(record)
        previous = await self.store.snapshot_before(record.id, last.version)
        if previous is None:
            raise Refused(key="no_earlier")
        restored: GameState = game.load_state(previous[1])
        seats = record.seat_of(requester_id)
        version, seq = await self._guard(
            self.store.append_undo(
                record.id,
                record.version,
                undoes=last.seq,
                seat=seats[0] if seats else None,
                state_json=game.dump_state(restored),
                now=self.clock(),
            )
        )
        log.info("game %d: undid seq %d (seq %d, version %d)", record.id, last.seq, seq, version)
        return self._outcome(
            record,
            version,
            "running",
            public=[*public, self._waiting_line(record, game, restored)],
            state=restored,
            boards=self._changed_boards(game, current, restored, ()),
        )

    # ------------------------------------------------------------------ ending

    async def abort(self, game_id: int, user_id: int, *, is_admin: bool = False) -> Outcome:
        """The host (or a server admin) stops a lobby or a running game for good."""
        check.user_id(user_id)
        check.flag(is_admin, "is_admin")
        check.game_id(game_id)
        async with self._lock(game_id):
            record = await self._record(game_id)
            if user_id != record.host_id and not is_admin:
                raise Refused(key="abort_rights")
            if record.status not in ("lobby", "running"):
                raise Refused(key="already_over", game=game_id, status=record.status)
            version = await self._guard(
                self.store.set_status(game_id, record.version, "aborted", self.clock())
            )
        log.info("game %d: aborted by user %d", game_id, user_id)
        return self._outcome(
            record,
            version,
            "aborted",
            public=[text(record.language, "aborted", game=game_id)],
            boards=(),
        )

    async def replace_seat(
        self,
        game_id: int,
        by_user_id: int,
        seat: int,
        new_user: UserRef,
        *,
        is_admin: bool = False,
    ) -> Outcome:
        """The host (or a server admin) gives ``seat`` (0-based) of a running game to
        ``new_user``: the answer to a player whose clock ran out or who left.

        The seat keeps its name in the game (the names are part of the set-up a replay must
        rebuild identically); only who plays it changes. The version is bumped, so prompts
        built for the former player no longer work. A host who gives away their only seat
        hands the hosting to the new player too. The new player gets the seat's private view.
        """
        check.user_id(by_user_id)
        check.seat(seat)
        check.user(new_user)
        check.flag(is_admin, "is_admin")
        check.game_id(game_id)
        async with self._lock(game_id):
            record = await self._record(game_id)
            if by_user_id != record.host_id and not is_admin:
                raise Refused(key="replace_rights")
            if record.status != "running":
                raise Refused(key="replace_running")
            if not 0 <= seat < len(record.seats):
                raise Refused(key="no_such_seat", seat=seat + 1, game=game_id)
            if record.seat_of(new_user.id):
                raise Refused(key="already_plays")
            former = record.seats[seat].user_id
            host_id = None
            if former == record.host_id and len(record.seat_of(former)) == 1:
                host_id = new_user.id
            version = await self._guard(
                self.store.replace_seat_user(
                    game_id, record.version, seat, new_user.id, self.clock(), host_id
                )
            )
            if level_of(record, seat) is not None:
                # the new player plays the seat: no longer the computer's
                await self.store.set_settings(
                    game_id, _without_computer(record, seat), self.clock(), record.deadline_at
                )
            state = await self._current_state(record)
        log.info(
            "game %d: seat %d handed to user %d by user %d", game_id, seat, new_user.id, by_user_id
        )
        name = record.seats[seat].name
        record.seats[seat] = SeatRecord(seat, new_user.id, name)
        line = text(record.language, "replaced", name=new_user.name, seat=seat + 1, former=name)
        return self._outcome(record, version, "running", public=[line], state=state, boards=[seat])

    # ------------------------------------------------------------------ reading

    async def record(self, game_id: int) -> GameRecord:
        return await self._record(game_id)

    async def state(self, game_id: int) -> tuple[GameRecord, GameState]:
        """The record and current state of a running or finished game."""
        record, snapshot = await self._record_and_snapshot(game_id)
        return record, self._state_of(record, snapshot)

    async def read(self, game_id: int) -> Reading:
        """One reading of the game (record and state together) for everything one click
        shows: see :class:`Reading`."""
        record, snapshot = await self._record_and_snapshot(game_id)
        return Reading(self.game(record.kind), record, lambda: self._state_of(record, snapshot))

    async def view(self, game_id: int, user_id: int | None, seat: int | None = None) -> View:
        """The user's own seat view if seated (``seat`` picks one of several), else public."""
        if user_id is not None:
            check.user_id(user_id)
        if seat is not None:
            check.seat(seat)
        record, state = await self.state(game_id)
        game = self.game(record.kind)
        mine = record.seat_of(user_id) if user_id is not None else []
        if seat is not None and seat not in mine:
            raise NotSeated(key="not_your_seat", seat=seat, game=game_id)
        chosen = seat if seat is not None else (mine[0] if mine else None)
        return _spoken(game.view(state, chosen), record)

    async def public_view(self, game_id: int) -> View:
        """The spectator's view."""
        record, state = await self.state(game_id)
        return Reading(self.game(record.kind), record, lambda: state).view(None)

    async def seat_view(self, game_id: int, seat: int) -> View:
        """One seat's view, for whoever delivers that seat's picture (a DM, the local table)."""
        check.seat(seat)
        record, state = await self.state(game_id)
        return Reading(self.game(record.kind), record, lambda: state).view(seat)

    async def legal(self, game_id: int, user_id: int) -> dict[int, LegalActions]:
        """For each seat of this user that the game waits on now, what it may do."""
        check.user_id(user_id)
        record, state = await self.state(game_id)
        return Reading(self.game(record.kind), record, lambda: state).legal(user_id)

    async def public_moves(self, game_id: int) -> tuple[int, LegalActions] | None:
        """The game's version and the moves anyone may see offered to the one seat it waits
        on (:meth:`rules.core.Game.public_moves`), or ``None``: for the turn message's menu."""
        record, state = await self.state(game_id)
        return Reading(self.game(record.kind), record, lambda: state).public_moves()

    async def standing(self, game_id: int, user_id: int) -> dict[str, str]:
        """The caller's standing answers in the game: question kind -> answer (their seats'
        answers are the same: a player sets them for all their seats)."""
        check.user_id(user_id)
        record = await self._record(game_id)
        mine = set(self._seats_of(record, user_id))
        if not mine:
            raise NotSeated(key="no_seat", game=game_id)
        found = await self.store.standing_answers(game_id)
        return {kind: answer for (seat, kind), answer in sorted(found.items()) if seat in mine}

    async def set_standing(
        self, game_id: int, user_id: int, kind: str, answer: str | None
    ) -> dict[str, str]:
        """Set (``answer`` one of the game's standing answers to ``kind``) or cancel
        (``None``) the caller's standing answer for every seat they hold, in a lobby or a
        running game (a game that is over takes none). The ticker plays it when the game asks
        that question (:meth:`answer_standing`). Returns the caller's standing answers."""
        check.user_id(user_id)
        check.text(kind, "The question")
        if answer is not None:
            check.text(answer, "The answer")
        record = await self._record(game_id)
        game = self.game(record.kind)
        seats = self._seats_of(record, user_id)
        if not seats:
            raise NotSeated(key="no_seat", game=game_id)
        if record.status in ("finished", "aborted"):
            raise Refused(key="standing_closed", game=game_id, status=record.status)
        choices = game.standing_answers.get(kind)

        def words(ids: list[str]) -> Said:  # the game's ids, said in the reader's words
            def said(language: str) -> str:
                listed = ", ".join(game.standing_words(language)[i] for i in ids)
                return listed or text(language, "none")

            return Said(said("en"), speak=said)

        if choices is None:
            known = words(list(game.standing_answers))
            raise Refused(key="no_standing", title=game.title, kind=repr(kind), known=known)
        if answer is not None and answer not in choices:
            raise Refused(key="standing_choices", question=words([kind]), choices=words([*choices]))
        for seat in seats:
            await self.store.set_standing_answer(game_id, seat, kind, answer)
        return await self.standing(game_id, user_id)

    async def answer_standing(self, game_id: int, seat: int) -> Outcome | None:
        """Play ``seat``'s standing answer if the game asks it now a question of a kind it
        answered in advance and that answer is legal; the outcome, or ``None`` (nothing
        played). The move's public trace is exactly that of the same answer given by hand;
        only the seat's player is told (privately) that their standing answer was used."""
        check.seat(seat)
        record, state = await self.state(game_id)
        if record.status != "running" or seat >= len(record.seats):
            return None
        game = self.game(record.kind)
        if seat not in game.to_act(state):
            return None
        kind = game.asked_kind(state, seat)
        answer = (await self.store.standing_answers(game_id)).get((seat, kind or ""))
        action = game.standing_answers.get(kind or "", {}).get(answer or "")
        if action is None or not game.legal_actions(state, seat).allows(action):
            return None
        words = game.standing_words(record.language).get(answer or "", answer)
        said = text(record.language, "standing_used", answer=words)
        try:
            return await self.act(
                game_id,
                record.seats[seat].user_id,
                action,
                seat=seat,
                expected_version=record.version,
                note=said,
            )
        except GameChanged:
            return None  # somebody moved meanwhile: the wait is looked at again

    async def ratings(self, guild_id: int | None) -> dict[str, dict[int, PlayerRecord]]:
        """Every player's rating and figures per game in one server (``None``: games opened
        outside any server), from its finished games (:mod:`bot.ratings`)."""
        check.discord_id(guild_id, "server")
        for game_id in await self.store.finished_without_results():
            # Finished before places were kept: their last state says them, once.
            record, state = await self.state(game_id)
            if record.kind not in self.games:
                continue
            result = self.game(record.kind).result(state)
            if result is not None and not has_computer_seat(record):
                rows = result_rows(result, [s.user_id for s in record.seats])
                await self.store.record_results(game_id, rows)
        return rate(await self.store.results(guild_id))

    async def games_of(self, user_id: int, guild_id: int | None = None) -> list[GameRecord]:
        """The user's games (in a guild if one is given)."""
        check.user_id(user_id)
        check.discord_id(guild_id, "server")
        return await self.store.games_of(user_id, guild_id)

    async def log(
        self, game_id: int, offset: int = 0, limit: int = 20, language: str | None = None
    ) -> list[LogEntry]:
        """The history, oldest first: moves with their public event texts (in ``language``,
        else the game's), and undo markers.

        ``offset`` below 0 counts from the start, a negative ``limit`` means every move; both
        are capped at what the store can count."""
        if not is_whole(offset) or not is_whole(limit):
            raise Refused(key="log_numbers")
        record = await self._record(game_id)
        game = self.games.get(record.kind)
        catalogue = game.catalogue(language or record.language) if game is not None else None
        offset = min(max(0, offset), SQLITE_MAX_INT)
        limit = -1 if limit < 0 else min(limit, SQLITE_MAX_INT)
        rows = await self.store.actions(game_id, offset, limit)
        entries = []
        for row in rows:
            if row.kind == "undo":
                action: dict[str, Any] = {"kind": "undo", "undoes": row.undoes}
                texts = [f"Move #{row.undoes} was taken back."]
            else:
                action = {"kind": row.action.get("kind")}
                texts = [
                    _logged_text(game, catalogue, e) for e in row.events if e.get("to") is None
                ]
            entries.append(LogEntry(row.seq, row.seat, action, texts, row.at))
        return entries

    async def set_settings(self, game_id: int, user_id: int, settings: dict[str, Any]) -> Outcome:
        """Host only: merge ``settings`` into the game's async settings (reminders, clocks):
        known settings only, each in its range (:class:`bot.scheduling.AsyncSettings`)."""
        check.user_id(user_id)
        check.names_and_values(settings, "Settings")
        check.game_id(game_id)
        async with self._lock(game_id):
            record = await self._record(game_id)
            if user_id != record.host_id:
                raise Refused(key="settings_host")
            merged = record.settings | check.settings(settings, record.settings)
            await self.store.set_settings(game_id, merged, self.clock(), record.deadline_at)
        return self._outcome(
            record,
            record.version,
            record.status,
            public=[text(record.language, "settings_updated")],
        )

    async def export(self, game_id: int) -> GameExport:
        """The record of a game that is over (:mod:`bot.records`). A running game has none
        yet: its seed decides every hidden card and draw, so its record would tell them."""
        record, state = await self.state(game_id)
        if record.status == "lobby":
            raise Refused(key="not_started", game=game_id)
        if record.status == "running":
            raise Refused(key="export_running", game=game_id)
        log = await self.store.actions(game_id)
        return export_record(self.game(record.kind), record, log, state)

    async def view_before(self, record: GameRecord, seq: int) -> View | None:
        """The public view as it stood before the log entry after ``seq`` (the first move of
        a piece of play), so a picture marks everything the piece changed; ``None`` if none."""
        rows = await self.store.actions(record.id, seq, 1)
        if not rows:
            return None
        snapshot = await self.store.snapshot_before(record.id, rows[0].version)
        if snapshot is None:
            return None
        game = self.game(record.kind)
        view: View = game.view(game.load_state(snapshot[1]), None)
        view.language = record.language
        return view

    async def board_after_turn(self, record: GameRecord, turn: int) -> View:
        """The public view as it stood at the end of game turn ``turn``: the log replayed
        from the seed up to the first state of a later turn. The turn is the public view's
        ``game_turn`` (or ``turn``); a game without one has no earlier boards to show."""
        game = self.game(record.kind)
        log = await self.store.actions(record.id)

        def rebuild() -> View | Refused:
            if record.seed is None:
                return Refused(key="not_started", game=record.id)
            state = game.setup(record.seat_names, record.seed, record.options)
            if game_turn(game.view(state, None)) is None:
                return Refused(key="no_turns", title=game.title)
            for row in effective_moves(log):
                state, _events = game.apply(state, row.seat or 0, row.action)
                view = game.view(state, None)
                current = game_turn(view)
                if view.over or (current is not None and current > turn):
                    return view
            return Refused(key="turn_not_over", turn=turn)

        found = await asyncio.to_thread(rebuild)
        if isinstance(found, Refused):
            raise found
        found.language = record.language
        return found

    async def replay_boards(self, game_id: int) -> list[View]:
        """The public boards of the game so far, turn by turn (:func:`bot.records.turn_views`),
        rebuilt from its log: what ``/game replay`` animates. Public views only."""
        record = await self._record(game_id)
        if record.seed is None:
            raise Refused(key="not_started", game=game_id)
        game = self.game(record.kind)
        log = await self.store.actions(game_id)

        def rebuild() -> list[View]:
            found = states(game, record.seat_names, record.seed or 0, record.options, log)
            return [_spoken(view, record) for view in turn_views(game, found)]

        return await asyncio.to_thread(rebuild)

    async def summary(
        self, game_id: int, language: str | None = None
    ) -> list[tuple[int | None, int, list[str]]]:
        """A game turn by turn (:func:`bot.records.turn_summary`): public events only, in
        ``language`` (the game's by default)."""
        record = await self._record(game_id)
        if record.seed is None:
            raise Refused(key="not_started", game=game_id)
        game = self.game(record.kind)
        log = await self.store.actions(game_id)
        catalogue = game.catalogue(language or record.language)

        def rebuild() -> list[tuple[int | None, int, list[str]]]:
            found = states(game, record.seat_names, record.seed or 0, record.options, log)
            return turn_summary(game, found, log, functools.partial(_logged_text, game, catalogue))

        return await asyncio.to_thread(rebuild)

    async def verify_replay(self, game_id: int) -> bool:
        """Whether replaying the game's log from its seed gives its stored snapshot."""
        record = await self._record(game_id)
        if record.seed is None:
            raise Refused(key="not_started", game=game_id)
        return await self.store.verify_replay(game_id, self.game(record.kind))

    # ------------------------------------------------------------------ computer players

    async def add_computer(
        self, game_id: int, user: UserRef, level: str = DEFAULT_LEVEL
    ) -> Outcome:
        """Host only, in the lobby: seat a computer player of ``level`` after the others,
        named "Computer (normal)" in the game's language (:mod:`bot.computer_seats`)."""
        check.user(user)
        check.game_id(game_id)
        if level not in CHOSEN_LEVELS:
            raise Refused(key="computer_level", levels=", ".join(CHOSEN_LEVELS))
        async with self._lock(game_id):
            record = await self._record(game_id)
            game = self.game(record.kind)
            if record.status != "lobby":
                raise Refused(key="cannot_join", game=game_id, status=record.status)
            if user.id != record.host_id:
                raise Refused(key="host_adds_computers")
            if len(record.seats) >= game.max_players:
                raise Refused(key="full", game=game_id, count=game.max_players)
            levels = [*computer_levels(record), level]
            name = computer_name(record.language, level, len(levels))
            version = await self._guard(
                self.store.add_seat(game_id, record.version, COMPUTER_ID, name, self.clock())
            )
            await self.store.set_settings(
                game_id, with_settings(record, computers=levels), self.clock(), record.deadline_at
            )
        log.info("game %d: a computer (%s) joined", game_id, level)
        count = len(record.seats) + 1
        joined = text(
            record.language, "joined", name=name, game=game_id, count=count, seats=game.max_players
        )
        return self._outcome(record, version, "lobby", public=[joined])

    async def remove_computer(self, game_id: int, user: UserRef) -> Outcome:
        """Host only, in the lobby: take back the computer seat added last (the others keep
        their seats, names and levels: "Computer 2 (easy)" stays the second computer)."""
        check.user(user)
        check.game_id(game_id)
        async with self._lock(game_id):
            record = await self._record(game_id)
            if record.status != "lobby":
                raise Refused(key="cannot_leave", game=game_id, status=record.status)
            if user.id != record.host_id:
                raise Refused(key="host_removes_computers")
            seats = computer_seats(record)
            if not seats:
                raise Refused(key="no_computer_seat", game=game_id)
            removed = record.seats[seats[-1]]
            remaining = [s for s in record.seats if s.seat != removed.seat]
            version = await self._guard(
                self.store.replace_seats(
                    game_id, record.version, remaining, record.host_id, self.clock()
                )
            )
            levels = computer_levels(record)[: len(seats) - 1]
            await self.store.set_settings(
                game_id,
                with_settings(record, computers=levels or None),
                self.clock(),
                record.deadline_at,
            )
        log.info("game %d: a computer seat was removed", game_id)
        left = text(record.language, "left", name=removed.name, game=game_id)
        return self._outcome(record, version, "lobby", public=[left])

    async def set_autopilot(self, game_id: int, user_id: int, level: str | None) -> Outcome:
        """Hand the user's seats of a running game to the computer at ``level`` while they
        are away, or take them back (``None``); said in the thread."""
        check.user_id(user_id)
        check.game_id(game_id)
        if level is not None and level not in CHOSEN_LEVELS:
            raise Refused(key="computer_level", levels=", ".join(CHOSEN_LEVELS))
        async with self._lock(game_id):
            record = await self._record(game_id)
            mine = self._seats_of(record, user_id)
            if record.status != "running":
                raise Refused(key="autopilot_running", game=game_id)
            settings = dict(record.settings.get("autopilot") or {})
            for seat in mine:
                if level is None:
                    settings.pop(str(seat), None)
                else:
                    settings[str(seat)] = level
            changed = with_settings(record, autopilot=settings or None)
            await self.store.set_settings(game_id, changed, self.clock(), record.deadline_at)
        name = self._names(record, mine)
        said = (
            text(
                record.language, "autopilot_on", name=name, level=level_name(record.language, level)
            )
            if level is not None
            else text(record.language, "autopilot_off", name=name)
        )
        log.info("game %d: autopilot %s for user %d", game_id, level or "off", user_id)
        return self._outcome(record, record.version, record.status, public=[said])

    async def set_computer_on_timeout(self, game_id: int, user_id: int, on: bool) -> Outcome:
        """Host only: whether the computer plays a seat whose clock ran out (instead of the
        thread being told to skip or replace the player)."""
        check.user_id(user_id)
        check.game_id(game_id)
        async with self._lock(game_id):
            record = await self._record(game_id)
            if user_id != record.host_id:
                raise Refused(key="settings_host")
            changed = with_settings(record, computer_on_timeout=True if on else None)
            await self.store.set_settings(game_id, changed, self.clock(), record.deadline_at)
        said = text(record.language, "computer_on_timeout" if on else "computer_not_on_timeout")
        return self._outcome(record, record.version, record.status, public=[said])

    async def computer_turn(
        self, game_id: int, seat: int, budget: Budget, *, timeout: bool = False
    ) -> ComputerTurn | None:
        """The referee's part of a computer's move: the :class:`~rules.core.players.Turn` of
        ``seat`` (its view, the recent history it was told, its legal moves, its knowledge:
        ``Knowledge.of(game, state, seat)``, as the arena makes it) for whoever chooses the
        move, which never gets the state; ``None`` when the computer does not play the seat
        now (not a computer seat nor on autopilot, unless ``timeout``: its clock ran out and
        the game lets the computer play it; or the game does not wait on it). The turn's
        generator is drawn from the game's seed, version and seat, so a move replays."""
        check.game_id(game_id)
        record, snapshot = await self._record_and_snapshot(game_id)
        if record.status != "running" or not 0 <= seat < len(record.seats):
            return None
        level = level_of(record, seat) or (TIMEOUT_LEVEL if timeout else None)
        if level is None:
            return None
        game = self.game(record.kind)
        state = self._state_of(record, snapshot)
        if seat not in game.to_act(state):
            return None
        history = [
            Event.model_validate(event)
            for row in await self.store.recent_actions(game_id, HISTORY_ROWS)
            if row.kind != "undo"
            for event in row.events
        ]
        rng = Rng.from_seed(((record.seed or 0) * 1_000_003 + record.version * 101 + seat) % 2**62)
        player = player_of_level(level)
        turn = turn_of(game, state, seat, history, rng, budget, worlds=player.samples)
        return ComputerTurn(record, seat, level, turn)

    async def computer_seats_waited_on(self, game_id: int) -> tuple[GameRecord, list[int]]:
        """The record and the seats the game waits on that the computer plays now."""
        record, waiting = await self.waiting(game_id)
        if record.status != "running":
            return record, []
        return record, [seat for seat in waiting if level_of(record, seat) is not None]


def _without_computer(record: GameRecord, seat: int) -> dict[str, Any]:
    """The game's settings once ``seat`` is no longer played by the computer (a computer
    seat handed to a member loses its level, the others keeping theirs; an autopilot ends)."""
    levels = computer_levels(record)
    if is_computer(record, seat):
        index = computer_seats(record).index(seat)
        levels = levels[:index] + levels[index + 1 :]
    autopilot = {key: value for key, value in autopilots(record).items() if key != seat}
    return with_settings(
        record,
        computers=levels or None,
        autopilot={str(key): value for key, value in autopilot.items()} or None,
    )


#: The catalogue key of a game's own event saying that it is over (Fitna's "The game is over
#: (31.0).", Peak Oil's "Every zone has been checked: the game is over."): after it, the
#: ranking is told without saying so again (issue 29, item 7).
GAME_OVER = "game_over"

#: Log rows whose events a computer's turn is given as its history (authored: the players
#: read only the view and the knowledge today; the recent history keeps a turn's making cheap
#: in a long game).
HISTORY_ROWS = 200


@dataclass(frozen=True)
class ComputerTurn:
    """A computer's turn as the service made it: the game's record at that moment (its
    version is the move's expected version), the seat, its level and the turn."""

    record: GameRecord
    seat: int
    level: str
    turn: Turn


def engine_refusal(game: Game[Any, Any], error: Exception) -> Refused:
    """An engine's refusal (an :class:`IllegalAction`, a path its choice tree does not
    allow) as the service's refusal, said in each reader's language by the game
    (:meth:`~rules.core.Game.refusal`: its key and values by the game's catalogue)."""
    if isinstance(error, BadOptions):
        return option_errors.refusal(game, error)
    return Refused(str(error), speak=lambda language: game.refusal(error, language))


def _telling(errors: Sequence[IllegalAction]) -> IllegalAction:
    """Of the refusals of a lobby's options at each player count it could reach, the one to
    tell its host: the first that is about the options themselves (it holds at every count,
    or at the count they were written for), else the one for the most players (every count
    refused them for the count alone)."""
    own = [error for error in errors if not isinstance(error, WrongPlayerCount)]
    return own[0] if own else errors[-1]


def _dump(model: Any) -> Any:
    return model.model_dump(mode="json") if hasattr(model, "model_dump") else model


def _logged_text(
    game: Game[Any, Any] | None, catalogue: Catalogue | None, event: dict[str, Any]
) -> str:
    """A stored public event in the catalogue's language (its English text when it has no
    key, or its values no longer fit the message: an older log)."""
    if game is None or catalogue is None or not event.get("key"):
        return str(event.get("text", ""))
    try:
        return event_text(game, Event.model_validate(event), catalogue)
    except (KeyError, ValueError, IndexError, TypeError):
        return str(event.get("text", ""))


def _spoken(view: View, record: GameRecord) -> View:
    """The view in the game's language (its pictures are drawn in it)."""
    view.language = record.language
    return view
