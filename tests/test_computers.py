"""The computer players in the bot without Discord (issue 32, items 3 and 4): the worker pool
(a search in another process, the event loop free meanwhile, a bound on searches at once,
the turn sent and never the state), the delay drawn from the seed, and the service's computer
seats (added by the host in the lobby, named, never the host, unrated, autopilot)."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import pytest

import bot.computers
from bot.computer_seats import COMPUTER_ID, level_of
from bot.computers import ComputerConfig, ComputerPool, ComputerRunner, computer_delay, play_seat
from bot.errors import NotSeated, Refused
from bot.service import GameService, UserRef
from bot.store import Store
from rules import GAMES
from rules.core import Rng
from rules.core.determinize import Knowledge
from rules.core.levels import level
from rules.core.players import Budget, Turn, turn_of
from tests.toygame import GAME as TOY

ALICE = UserRef(1, "alice")
BOB = UserRef(2, "bob")
SUPREMACY = GAMES["supremacy"]


def supremacy_turn(seed: int, iterations: int) -> Turn:
    state = SUPREMACY.setup(["a", "b", "c"], 7, None)
    seat = SUPREMACY.to_act(state)[0]
    return turn_of(SUPREMACY, state, seat, [], Rng.from_seed(seed), Budget(iterations))


async def test_a_search_in_a_worker_process_chooses_as_in_this_process() -> None:
    """The worker is another interpreter (spawned); given the same turn (same generator and
    iteration budget) it chooses the move this process would."""
    pool = ComputerPool(workers=1, searches=1)
    try:
        there = await pool.choose("normal", supremacy_turn(5, 6))
    finally:
        pool.close()
    here = level("normal").choose(supremacy_turn(5, 6))
    assert there == here


async def test_the_event_loop_runs_while_a_worker_searches() -> None:
    """A search of several hundred milliseconds in the worker (600 simulations: ~0.7 s here;
    60 took under 50 ms once the engines and the search got faster): the loop meanwhile runs
    other coroutines (a heartbeat every 10 ms keeps beating)."""
    pool = ComputerPool(workers=1, searches=1)
    try:
        await pool.choose("random", supremacy_turn(1, 1))  # the worker started
        beats = 0
        done = False

        async def heartbeat() -> None:
            nonlocal beats
            while not done:
                beats += 1
                await asyncio.sleep(0.01)

        beating = asyncio.create_task(heartbeat())
        started = time.perf_counter()
        await pool.choose("normal", supremacy_turn(2, 600))
        took = time.perf_counter() - started
        done = True
        await beating
    finally:
        pool.close()
    assert took > 0.05
    assert beats >= 3, (beats, took)


async def test_no_more_searches_run_at_once_than_the_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    """Five searches asked together with a bound of two: never more than two under way."""
    calls: list[str] = []

    def slow(name: str, turn: Turn) -> dict[str, Any]:
        calls.append(name)
        time.sleep(0.05)
        return turn.legal.random_action(turn.rng)

    monkeypatch.setattr(bot.computers, "choose", slow)
    pool = ComputerPool(workers=0, searches=2)
    moves = await asyncio.gather(*(pool.choose("normal", supremacy_turn(i, 1)) for i in range(5)))
    assert len(moves) == 5 and len(calls) == 5
    assert pool.most == 2
    assert pool.running == 0


def test_a_pool_refuses_no_search_at_all() -> None:
    with pytest.raises(ValueError):
        ComputerPool(workers=1, searches=0)


def test_the_delay_is_drawn_from_the_seed_version_and_seat() -> None:
    """The same game, version and seat wait the same; others vary, within a quarter and four
    times the median; no median, no wait."""
    delays = [computer_delay(42, version, 1, 20.0) for version in range(200)]
    assert delays == [computer_delay(42, version, 1, 20.0) for version in range(200)]
    assert len(set(delays)) > 150
    assert all(5.0 <= delay <= 80.0 for delay in delays)
    assert 12 < sorted(delays)[100] < 30  # about the median
    assert computer_delay(42, 3, 0, 20.0) != computer_delay(42, 3, 1, 20.0)
    assert computer_delay(42, 3, 1, 0.0) == 0.0


async def open_service(db_path: Path) -> GameService:
    store = await Store(db_path).open()
    return GameService(store, games={**dict(GAMES), TOY.name: TOY})


async def test_the_host_seats_computers_in_the_lobby(db_path: Path) -> None:
    """Named by level in the game's language, user id 0; only the host, only in the lobby,
    only a known level, not past the game's seats; a lobby of computers alone is aborted and
    the host's seat goes to a member, never to a computer."""
    service = await open_service(db_path)
    try:
        created = await service.create("peak_oil", ALICE, {}, settings={"language": "fr"})
        game_id = created.game_id
        await service.join(game_id, BOB)
        with pytest.raises(Refused, match="host"):
            await service.add_computer(game_id, BOB)
        with pytest.raises(Refused, match="levels"):
            await service.add_computer(game_id, ALICE, "genius")
        outcome = await service.add_computer(game_id, ALICE, "easy")
        assert "Ordinateur (facile)" in outcome.public[0]
        await service.add_computer(game_id, ALICE)
        record = await service.record(game_id)
        assert record.seat_names[2:] == ["Ordinateur (facile)", "Ordinateur 2 (normal)"]
        assert [s.user_id for s in record.seats[2:]] == [COMPUTER_ID, COMPUTER_ID]
        # Alice leaves: Bob hosts, and the computers keep their levels in their new seats
        await service.leave(game_id, ALICE)
        record = await service.record(game_id)
        assert record.host_id == BOB.id
        assert [level_of(record, seat) for seat in range(3)] == [None, "easy", "normal"]
        # Bob leaves: computers alone do not keep a lobby
        outcome = await service.leave(game_id, BOB)
        assert outcome.status == "aborted"
        with pytest.raises(Refused):
            await service.add_computer(game_id, BOB)
    finally:
        await service.store.close()


async def test_a_computer_seat_plays_from_its_turn_and_the_game_is_unrated(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the pool is sent is the level and the seat's turn (its view and knowledge, never
    the state); the computer's moves go through the log; a finished game with a computer seat
    gives no rating."""
    service = await open_service(db_path)
    sent: list[tuple[Any, ...]] = []
    real = bot.computers.choose

    def spy(*args: Any) -> dict[str, Any]:
        sent.append(args)
        return real(*args)

    monkeypatch.setattr(bot.computers, "choose", spy)
    try:
        game_id = (await service.create("secret_nim", ALICE, {"pile_size": 2})).game_id
        await service.add_computer(game_id, ALICE, "easy")
        await service.start(game_id, ALICE, seed=3)
        pool = ComputerPool(workers=0)
        published: list[int] = []

        async def publish(outcome: Any, seat: int) -> None:
            published.append(seat)

        runner = ComputerRunner(service, ComputerConfig(workers=0, delay_seconds=0), publish)
        runner.pool = pool
        rng = Rng.from_seed(1)
        for _ in range(100):
            record, waiting = await service.waiting(game_id)
            if record.status != "running":
                break
            if 1 in waiting:
                _record, state = await service.state(game_id)
                first = len(sent)
                runner.poke(game_id)
                await runner.idle()
                name, turn = sent[first]  # the turn of this state (more may follow)
                assert name == "easy" and isinstance(turn, Turn)
                assert turn.seat == 1 and turn.view == TOY.view(state, 1)
                assert turn.knowledge == Knowledge.of(TOY, state, 1)
                assert all(value is not state for value in vars(turn).values())
            else:
                legal = (await service.legal(game_id, ALICE.id))[0]
                await service.act(game_id, ALICE.id, legal.random_action(rng), seat=0)
        record = await service.record(game_id)
        assert record.status == "finished"
        assert published and set(published) == {1}
        assert {entry.seat for entry in await service.log(game_id, limit=-1)} == {0, 1}
        assert await service.ratings(None) == {}
        # a seat its player plays is not the computer's
        assert await service.computer_turn(game_id, 0, Budget(1)) is None
        assert await play_seat(service, pool, game_id, 0, Budget(1)) is None
    finally:
        await service.store.close()


async def test_autopilot_is_for_a_seated_player_of_a_running_game(db_path: Path) -> None:
    service = await open_service(db_path)
    try:
        game_id = (await service.create("secret_nim", ALICE, {"pile_size": 2})).game_id
        await service.join(game_id, BOB)
        with pytest.raises(Refused, match="autopilot"):
            await service.set_autopilot(game_id, ALICE.id, "normal")
        await service.start(game_id, ALICE, seed=1)
        with pytest.raises(NotSeated):
            await service.set_autopilot(game_id, 99, "normal")
        outcome = await service.set_autopilot(game_id, BOB.id, "hard")
        assert "Computer" not in outcome.public[0] and "bob" in outcome.public[0]
        record = await service.record(game_id)
        assert level_of(record, 1) == "hard" and level_of(record, 0) is None
        await service.set_autopilot(game_id, BOB.id, None)
        assert level_of(await service.record(game_id), 1) is None
        with pytest.raises(Refused, match="host"):
            await service.set_computer_on_timeout(game_id, BOB.id, True)
    finally:
        await service.store.close()


async def test_a_computer_seat_handed_to_a_member_and_undo(db_path: Path) -> None:
    """The host replaces a computer seat with Bob: Bob plays it, the other computer keeps its
    level. The computer's move is never taken back (it consents to nothing, so a member
    could otherwise ask it for another move again and again)."""
    service = await open_service(db_path)
    try:
        game_id = (await service.create("secret_nim", ALICE, {"pile_size": 2})).game_id
        await service.add_computer(game_id, ALICE, "easy")
        await service.add_computer(game_id, ALICE, "hard")
        await service.start(game_id, ALICE, seed=4)
        await service.replace_seat(game_id, ALICE.id, 1, BOB)
        record = await service.record(game_id)
        assert [level_of(record, seat) for seat in range(3)] == [None, None, "hard"]
        # play until the computer has moved: its move cannot be undone
        rng = Rng.from_seed(2)
        for _ in range(30):
            record, waiting = await service.waiting(game_id)
            if record.status != "running":
                break
            seat = waiting[0]
            user = record.seats[seat].user_id
            if seat == 2:
                made = await service.computer_turn(game_id, 2, Budget(1))
                assert made is not None and made.level == "hard"
                action = made.turn.legal.random_action(rng)
            else:
                action = (await service.legal(game_id, user))[seat].random_action(rng)
            await service.act(game_id, user, action, seat=seat)
            if seat == 2:
                with pytest.raises(Refused, match="computer"):
                    await service.request_undo(game_id, ALICE.id)
                break
        else:
            pytest.fail("the computer never moved")
    finally:
        await service.store.close()
