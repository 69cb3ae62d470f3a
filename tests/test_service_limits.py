"""What one member may open on a server (issue 26, item 2): one member once opened 150
lobbies, and 150 threads, in 1.7 s. The service keeps each server's limits (open lobbies per
member, games per member in lobby or running, new games per channel and hour), with defaults
no group playing meets, changeable per server; a refusal names the limit and the
``/server settings`` option that changes it, and writes nothing."""

from __future__ import annotations

import asyncio

import pytest

from bot.limits import Limits
from bot.service import GameService, Refused, UserRef
from bot.store import Store
from tests.conftest import ALICE, BOB, CAROL, TOY_GAMES

GUILD = 10
CHANNEL = 20


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def service(store: Store, clock: Clock) -> GameService:
    return GameService(store, games=TOY_GAMES, clock=clock)


def member(number: int) -> UserRef:
    return UserRef(1000 + number, f"member {number}")


async def test_a_member_hosts_three_open_lobbies_by_default(service: GameService) -> None:
    """The 150-lobbies burst: ten at once, three open; the rest refused in words."""
    tries = await asyncio.gather(
        *(
            service.create("secret_nim", ALICE, guild_id=GUILD, channel_id=CHANNEL)
            for _ in range(10)
        ),
        return_exceptions=True,
    )
    opened = [t for t in tries if not isinstance(t, BaseException)]
    refused = [t for t in tries if isinstance(t, Refused)]
    assert len(opened) == 3 and len(refused) == 7
    said = str(refused[0])
    assert "3 open lobbies" in said and "`/server settings lobbies_per_member`" in said
    assert "salons_par_membre" in refused[0].said_in("fr")
    assert (await service.store.row_counts())["games"] == 3
    # the limit is per server, and games outside a server have none
    await service.create("secret_nim", ALICE, guild_id=GUILD + 1)
    for _ in range(4):
        await service.create("secret_nim", ALICE)
    # a started lobby is no longer open: room for one more
    await service.join(opened[0].game_id, BOB)
    await service.start(opened[0].game_id, ALICE, seed=1)
    await service.create("secret_nim", ALICE, guild_id=GUILD)


async def test_games_per_member_bounds_joining_and_opening(service: GameService) -> None:
    await service.set_limits(GUILD, {"games_per_member": 2})
    first = await service.create("secret_nim", BOB, guild_id=GUILD)
    second = await service.create("secret_nim", CAROL, guild_id=GUILD)
    third = await service.create("secret_nim", CAROL, guild_id=GUILD)
    await service.join(first.game_id, ALICE)
    await service.join(second.game_id, ALICE)
    with pytest.raises(Refused) as refused:
        await service.join(third.game_id, ALICE)
    assert "2 games (in lobby or running)" in str(refused.value)
    assert "`/server settings games_per_member`" in str(refused.value)
    with pytest.raises(Refused):
        await service.create("secret_nim", ALICE, guild_id=GUILD)
    assert [s.user_id for s in (await service.record(third.game_id)).seats] == [CAROL.id]
    # a game over frees its place
    await service.abort(first.game_id, BOB.id)
    await service.join(third.game_id, ALICE)


async def test_new_games_per_channel_and_hour(service: GameService, clock: Clock) -> None:
    await service.set_limits(GUILD, {"new_games_per_hour": 2})
    for number in range(2):
        await service.create("secret_nim", member(number), guild_id=GUILD, channel_id=CHANNEL)
    with pytest.raises(Refused) as refused:
        await service.create("secret_nim", member(2), guild_id=GUILD, channel_id=CHANNEL)
    assert "2 games were opened in this channel in the last hour" in str(refused.value)
    assert "`/server settings new_games_per_hour`" in str(refused.value)
    await service.create("secret_nim", member(2), guild_id=GUILD, channel_id=CHANNEL + 1)
    clock.now += 3600
    await service.create("secret_nim", member(2), guild_id=GUILD, channel_id=CHANNEL)


async def test_limits_are_kept_per_server_within_their_ranges(service: GameService) -> None:
    assert await service.limits(GUILD) == Limits(3, 20, 30)
    changed = await service.set_limits(GUILD, {"lobbies_per_member": 5})
    assert changed == Limits(5, 20, 30) == await service.limits(GUILD)
    assert await service.limits(GUILD + 1) == Limits()
    for bad in (
        {"lobbies_per_member": 0},
        {"games_per_member": 1001},
        {"new_games_per_hour": True},
    ):
        with pytest.raises(Refused) as refused:
            await service.set_limits(GUILD, bad)
        assert "is a whole number from" in str(refused.value)
    for name in ("threads", "self"):
        with pytest.raises(Refused):
            await service.set_limits(GUILD, {name: 3})
    with pytest.raises(Refused, match="server id"):
        await service.set_limits(None, {"lobbies_per_member": 4})  # type: ignore[arg-type]
    assert await service.limits(GUILD) == Limits(5, 20, 30)


async def test_a_member_leaving_the_server_leaves_their_lobbies(service: GameService) -> None:
    hosted = await service.create("secret_nim", ALICE, guild_id=GUILD)
    await service.join(hosted.game_id, BOB)
    alone = await service.create("secret_nim", ALICE, guild_id=GUILD)
    joined = await service.create("secret_nim", CAROL, guild_id=GUILD)
    await service.join(joined.game_id, ALICE)
    running = await service.create("secret_nim", ALICE, guild_id=GUILD)
    await service.join(running.game_id, CAROL)
    await service.start(running.game_id, ALICE, seed=1)
    elsewhere = await service.create("secret_nim", ALICE, guild_id=GUILD + 1)

    outcomes = await service.left_server(GUILD, ALICE)

    assert sorted(o.game_id for o in outcomes) == sorted(
        [hosted.game_id, alone.game_id, joined.game_id]
    )
    handed = await service.record(hosted.game_id)
    assert handed.host_id == BOB.id and [s.user_id for s in handed.seats] == [BOB.id]
    assert "bob is now the host." in next(o for o in outcomes if o.game_id == hosted.game_id).public
    assert (await service.record(alone.game_id)).status == "aborted"
    assert [s.user_id for s in (await service.record(joined.game_id)).seats] == [CAROL.id]
    assert (await service.record(running.game_id)).status == "running"
    assert (await service.record(elsewhere.game_id)).seats[0].user_id == ALICE.id
    assert await service.left_server(GUILD, ALICE) == []
    with pytest.raises(Refused):
        await service.left_server(None, ALICE)  # type: ignore[arg-type]
