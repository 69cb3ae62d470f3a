"""Computer players in the bot (issue 32, items 3 and 4): the worker pool that searches, the
delay before a move, and one computer move played through the service.

**The pool** (:class:`ComputerPool`). A search takes seconds of CPU; run in the bot's process
it would stop the event loop (no click answered meanwhile). So each search runs in a worker
process (:class:`concurrent.futures.ProcessPoolExecutor`, ``COMPUTER_WORKERS`` processes,
started with ``spawn``: a fresh interpreter that shares nothing with the bot's threads and
connections), and at most ``COMPUTER_SEARCHES`` searches are under way at once (an
:class:`asyncio.Semaphore`: a search beyond it waits its turn without holding a worker). What
is sent to a worker is the level's name and the seat's :class:`~rules.core.players.Turn`
(its view, history, legal moves and :class:`~rules.core.determinize.Knowledge`), never the
state: the service made the turn as a referee (:meth:`bot.service.GameService.computer_turn`).
``COMPUTER_WORKERS=0`` searches in a thread of the bot's process instead (the loop still never
waits; tests use it, it starts no process).

**The delay** (:func:`computer_delay`). A computer moves a person's short delay after the game
began waiting on it, drawn log-normal from the game's seed, version and seat (so its speed says
nothing of what it holds or how hard it thought): median ``COMPUTER_DELAY_SECONDS``, about two
thirds of the draws within a factor 1.8 of it, kept between a quarter and four times it.

**A move** (:func:`play_seat`): the turn from the service, the move from the pool, then
:meth:`bot.service.GameService.act` for the seat exactly as its player's click would be (the
same checks, log and publishing), at the version the turn was made from: a game changed
meanwhile refuses it (:class:`~bot.errors.GameChanged`) and the caller looks again. A seat on
autopilot or played after a timeout gets a public note first among the move's events, saying
the computer played it.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import math
import multiprocessing
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from rules.core.levels import choose
from rules.core.players import Budget, Turn

from .computer_seats import is_computer
from .errors import GameChanged, ServiceError
from .service import GameService, Outcome
from .texts import text

log = logging.getLogger("petrocord.computers")

#: The spread of the delay's logarithm (authored: as the standing answers' delay, a little
#: narrower: about two thirds of the draws within a factor e^0.6 ≈ 1.8 of the median).
DELAY_SPREAD = 0.6


@dataclass(frozen=True)
class ComputerConfig:
    """How the bot runs its computer players (from :class:`bot.settings.Settings`)."""

    #: Worker processes searching (0: a thread of the bot's process).
    workers: int = 1
    #: Searches under way at once, at most.
    searches: int = 2
    #: The median delay before a computer's move, in seconds (0: at once).
    delay_seconds: float = 20.0
    #: Simulations (worlds, for the easy level) of every search; ``None``: each level's own.
    iterations: int | None = None
    #: Seconds a search may take at most; ``None``: no limit beyond the iterations.
    seconds: float | None = None

    @property
    def budget(self) -> Budget:
        return Budget(iterations=self.iterations, seconds=self.seconds)


class ComputerPool:
    """Searches in worker processes, a bounded number at once (see the module doc)."""

    def __init__(self, workers: int = 1, searches: int = 2) -> None:
        if workers < 0 or searches < 1:
            raise ValueError("workers must be 0 or more and searches 1 or more")
        self.workers = workers
        self.searches = searches
        self._executor: Executor | None = None
        self._bound: asyncio.Semaphore | None = None
        #: Searches under way now, and the most there ever were at once (for tests).
        self.running = 0
        self.most = 0

    def _pool(self) -> Executor | None:
        if self.workers == 0:
            return None
        if self._executor is None:
            self._executor = ProcessPoolExecutor(
                max_workers=self.workers, mp_context=multiprocessing.get_context("spawn")
            )
        return self._executor

    async def choose(self, level: str, turn: Turn) -> dict[str, Any]:
        """The move the player of ``level`` chooses on ``turn``, searched in a worker."""
        if self._bound is None:
            self._bound = asyncio.Semaphore(self.searches)
        async with self._bound:
            self.running += 1
            self.most = max(self.most, self.running)
            try:
                executor = self._pool()
                if executor is None:
                    return await asyncio.to_thread(choose, level, turn)
                loop = asyncio.get_running_loop()
                return await loop.run_in_executor(executor, choose, level, turn)
            finally:
                self.running -= 1

    def close(self) -> None:
        """Stop the workers (a search under way is abandoned)."""
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


def computer_delay(seed: int | None, version: int, seat: int, median: float) -> float:
    """Seconds a computer waits before its move at ``version`` of a game (see the module
    doc); 0 when ``median`` is."""
    if median <= 0:
        return 0.0
    digest = hashlib.sha256(repr(("computer", seed, version, seat)).encode()).digest()
    # Two uniform draws from the digest, then Box-Muller: a standard normal value.
    first = (int.from_bytes(digest[:8], "big") + 1) / 2**64
    second = int.from_bytes(digest[8:16], "big") / 2**64
    normal = math.sqrt(-2 * math.log(first)) * math.cos(2 * math.pi * second)
    return min(4 * median, max(median / 4, median * math.exp(DELAY_SPREAD * normal)))


async def play_seat(
    service: GameService,
    pool: ComputerPool,
    game_id: int,
    seat: int,
    budget: Budget,
    *,
    timeout: bool = False,
    note: str = "computer_played_timeout",
) -> Outcome | None:
    """The computer's move for ``seat`` (see the module doc), or ``None`` when the computer
    does not play it now. ``timeout``: the seat's clock ran out (or another deadline passed,
    said by the catalogue key ``note``) and the game lets the computer play it.
    :class:`~bot.errors.GameChanged` when the game moved on during the search."""
    made = await service.computer_turn(game_id, seat, budget, timeout=timeout)
    if made is None:
        return None
    action = await pool.choose(made.level, made.turn)
    record = made.record
    audit = None
    if not is_computer(record, seat):
        name = record.seats[seat].name
        key = note if timeout else "computer_played_autopilot"
        audit = text(record.language, key, name=name)
    return await service.act(
        game_id,
        record.user_of(seat),
        action,
        seat=seat,
        expected_version=record.version,
        audit=audit,
    )


#: ``publish(outcome, seat)``: a front end telling a computer's move (Discord: the thread,
#: the DMs, the timers), as it tells a member's.
Publish = Callable[[Outcome, int], Awaitable[None]]


class ComputerRunner:
    """Plays the computer's seats of every game as the game comes to wait on them.

    :meth:`poke` (a front end calls it after publishing anything of a running game) starts
    one task per game unless one runs: the task waits the seat's delay, plays one move
    (:func:`play_seat`), publishes it and looks again, until the game waits on no seat the
    computer plays. A game that changed during a search is looked at again; a move the
    service refuses is logged and the task ends (the game then waits as on an absent
    player: the host may replace the seat)."""

    def __init__(
        self,
        service: GameService,
        config: ComputerConfig,
        publish: Publish,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
    ) -> None:
        self.service = service
        self.config = config
        self.publish = publish
        self.sleep = sleep
        self.pool = ComputerPool(config.workers, config.searches)
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()

    def poke(self, game_id: int) -> None:
        """Look at the game soon (see the class doc)."""
        task = self._tasks.get(game_id)
        if task is not None and not task.done():
            self._again.add(game_id)
            return
        self._tasks[game_id] = asyncio.get_running_loop().create_task(self._run(game_id))

    async def resume(self) -> list[int]:
        """At start-up: look at every running game where the computer may play a seat (a
        move it had not made when the last process stopped); the games looked at."""
        games = await self.service.store.running_with_computers()
        for game_id in games:
            self.poke(game_id)
        return games

    async def idle(self) -> None:
        """Wait until no game has a computer move under way (tests, a clean stop)."""
        while tasks := [task for task in self._tasks.values() if not task.done()]:
            await asyncio.gather(*tasks, return_exceptions=True)

    async def _run(self, game_id: int) -> None:
        try:
            while True:
                self._again.discard(game_id)
                record, seats = await self.service.computer_seats_waited_on(game_id)
                if not seats:
                    if game_id in self._again:
                        continue
                    return
                seat = seats[0]
                delay = computer_delay(record.seed, record.version, seat, self.config.delay_seconds)
                await self.sleep(delay)
                try:
                    outcome = await play_seat(
                        self.service, self.pool, game_id, seat, self.config.budget
                    )
                except GameChanged:
                    continue  # somebody moved during the search: look again
                if outcome is None:
                    continue  # the game no longer waits on the seat
                await self.publish(outcome, seat)
        except ServiceError as error:
            log.warning("game %d: a computer's move was refused: %s", game_id, type(error).__name__)
        except Exception:
            log.exception("game %d: a computer's move failed", game_id)

    async def play_timeouts(
        self, game_id: int, seats: Sequence[int], note: str = "computer_played_timeout"
    ) -> list[int]:
        """The computer plays each of ``seats`` (their clocks ran out, or the deadline the
        catalogue key ``note`` says passed; the game lets the computer play them) once,
        while the game still waits on it; the seats played."""
        played = []
        for seat in seats:
            try:
                outcome = await play_seat(
                    self.service,
                    self.pool,
                    game_id,
                    seat,
                    self.config.budget,
                    timeout=True,
                    note=note,
                )
            except ServiceError as error:
                log.warning(
                    "game %d: a timeout move was refused: %s", game_id, type(error).__name__
                )
                continue
            if outcome is not None:
                await self.publish(outcome, seat)
                played.append(seat)
        return played

    def close(self) -> None:
        """Cancel the moves under way and stop the workers."""
        for task in self._tasks.values():
            task.cancel()
        self.pool.close()
