"""GameService.replace_seat: the host (or an admin) hands a running game's seat to someone else."""

from __future__ import annotations

import pytest

from bot.service import GameChanged, GameService, NotSeated, Refused, UserRef
from tests.conftest import ALICE, BOB, CAROL

DAVE = UserRef(4, "dave")


async def started(service: GameService) -> int:
    created = await service.create("secret_nim", ALICE, {"pile_size": 2})
    await service.join(created.game_id, BOB)
    await service.start(created.game_id, ALICE, seed=3)
    return created.game_id


async def test_the_host_hands_a_seat_to_a_new_player(service: GameService) -> None:
    game_id = await started(service)
    before = await service.record(game_id)
    outcome = await service.replace_seat(game_id, ALICE.id, 1, CAROL)
    assert outcome.public == ["carol now plays seat 2 (bob)."]
    assert outcome.version == before.version + 1 and outcome.status == "running"
    assert outcome.boards == [1]  # the new player gets the seat's private view
    assert outcome.notify == [ALICE.id]  # the game waits on seat 0
    record = await service.record(game_id)
    assert [(s.user_id, s.name) for s in record.seats] == [(ALICE.id, "alice"), (CAROL.id, "bob")]
    assert record.host_id == ALICE.id

    # The secrets of seat 1 are carol's now; bob has no seat any more.
    assert (await service.view(game_id, CAROL.id)).seat == 1
    with pytest.raises(NotSeated):
        await service.legal(game_id, BOB.id)
    await service.act(game_id, ALICE.id, {"kind": "take", "pile": 0, "amount": 1})
    legal = await service.legal(game_id, CAROL.id)
    assert list(legal) == [1]
    await service.act(game_id, CAROL.id, legal[1].paths().__next__())
    assert await service.verify_replay(game_id)


async def test_only_the_host_or_an_admin_may_replace(service: GameService) -> None:
    game_id = await started(service)
    with pytest.raises(Refused, match="Only the host or a server admin"):
        await service.replace_seat(game_id, BOB.id, 1, CAROL)
    outcome = await service.replace_seat(game_id, DAVE.id, 1, CAROL, is_admin=True)
    assert (await service.record(game_id)).seats[1].user_id == CAROL.id
    assert outcome.public == ["carol now plays seat 2 (bob)."]


async def test_bad_requests_change_nothing(service: GameService) -> None:
    lobby = await service.create("secret_nim", ALICE, {"pile_size": 2})
    with pytest.raises(Refused, match="only be replaced in a running game"):
        await service.replace_seat(lobby.game_id, ALICE.id, 0, CAROL)
    game_id = await started(service)
    version = (await service.record(game_id)).version
    with pytest.raises(Refused, match="There is no seat 3 in game"):
        await service.replace_seat(game_id, ALICE.id, 2, CAROL)
    with pytest.raises(Refused, match="There is no seat 0 in game"):
        await service.replace_seat(game_id, ALICE.id, -1, CAROL)
    with pytest.raises(Refused, match="already plays in this game"):
        await service.replace_seat(game_id, ALICE.id, 1, ALICE)
    record = await service.record(game_id)
    assert record.version == version
    assert [s.user_id for s in record.seats] == [ALICE.id, BOB.id]


async def test_a_host_who_gives_away_their_seat_hands_over_the_hosting(
    service: GameService,
) -> None:
    game_id = await started(service)
    await service.replace_seat(game_id, ALICE.id, 0, DAVE)
    record = await service.record(game_id)
    assert record.host_id == DAVE.id and record.seats[0].user_id == DAVE.id
    with pytest.raises(Refused, match="Only the host"):
        await service.abort(game_id, ALICE.id)


async def test_a_move_prepared_before_the_replacement_is_refused(service: GameService) -> None:
    game_id = await started(service)
    version = (await service.record(game_id)).version
    await service.replace_seat(game_id, ALICE.id, 1, CAROL)
    with pytest.raises(GameChanged):
        await service.act(
            game_id, ALICE.id, {"kind": "take", "pile": 0, "amount": 1}, expected_version=version
        )
