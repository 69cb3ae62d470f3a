"""Shared pieces of the store and service harness: games opened and played through the
service, and the final check that every game still replays to its snapshot.

The harness runs every registered game (``rules.GAMES``). Each test is bounded to a few
seconds and prints its figures (``-s`` shows them; ``HARNESS_FIGURES`` collects them)."""

from __future__ import annotations

from typing import Any

from bot.selfplay import random_move, seat_names
from bot.service import GameService, UserRef
from bot.store import Store
from rules import GAMES
from rules.core import Game, Rng

#: Every game the harness runs.
HARNESS_GAMES: dict[str, Game[Any, Any]] = dict(GAMES)

#: Figures of the runs of this session, by probe (printed at the end of each test).
HARNESS_FIGURES: dict[str, dict[str, Any]] = {}


def users(game: Game[Any, Any]) -> list[UserRef]:
    """One user per seat of the game's largest table."""
    return [UserRef(i + 1, name) for i, name in enumerate(seat_names(game.max_players))]


async def open_game(service: GameService, game: Game[Any, Any], seed: int) -> int:
    """A running game of ``game`` at its largest player count, started with ``seed``."""
    people = users(game)
    created = await service.create(game.name, people[0], None, guild_id=1)
    for user in people[1:]:
        await service.join(created.game_id, user)
    await service.start(created.game_id, people[0], seed=seed)
    return created.game_id


async def next_move(
    service: GameService, game_id: int, picker: Rng
) -> tuple[int, int, int, dict[str, Any]] | None:
    """``(version, user id, seat, action)`` of a random legal move now, ``None`` at the end."""
    record, state = await service.state(game_id)
    if record.status != "running":
        return None
    move = random_move(service.game(record.kind), state, picker)
    if move is None:
        return None
    seat, action = move
    return record.version, record.seats[seat].user_id, seat, action


async def every_game_replays(store: Store) -> int:
    """Assert that every started game replays to its snapshot; how many were checked."""
    replayed, problems = await store.check_games(HARNESS_GAMES)
    assert problems == [], problems
    assert await store.integrity_problems(full=True) == []
    return replayed


def record_figures(probe: str, **figures: Any) -> None:
    HARNESS_FIGURES[probe] = figures
    print(f"\n[harness] {probe}: " + ", ".join(f"{k} {v}" for k, v in figures.items()))
