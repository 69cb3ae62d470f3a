"""The game service over the toy game: lobby rules, moves, races, refusals, undo, secrets."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.service import (
    GameChanged,
    GameService,
    NotSeated,
    NotYourTurn,
    Outcome,
    Refused,
    ServiceError,
    UnknownGame,
    UserRef,
)
from bot.store import Store
from rules.core import Rng
from tests.conftest import ALICE, BOB, CAROL, TOY_GAMES

SEED = 7


async def _started(service: GameService, *users: UserRef, **options: Any) -> int:
    """A running toy game with ``users`` seated in that order (two by default)."""
    users = users or (ALICE, BOB)
    created = await service.create("secret_nim", users[0], options or None, guild_id=10)
    for user in users[1:]:
        await service.join(created.game_id, user)
    await service.start(created.game_id, users[0], seed=SEED)
    return created.game_id


async def _play_to_the_end(service: GameService, game_id: int, seed: int = 1) -> list[Outcome]:
    """Random legal moves, acting as whichever user the game waits on, until it ends."""
    rng = Rng.from_seed(seed)
    outcomes: list[Outcome] = []
    record = await service.record(game_id)
    while record.status == "running":
        _, state = await service.state(game_id)
        seat = TOY_GAMES["secret_nim"].to_act(state)[0]
        user_id = record.seats[seat].user_id
        legal = await service.legal(game_id, user_id)
        outcomes.append(await service.act(game_id, user_id, legal[seat].random_action(rng)))
        record = await service.record(game_id)
    return outcomes


async def _snapshot(service: GameService, game_id: int) -> tuple[dict[str, int], int]:
    record = await service.record(game_id)
    return await service.store.row_counts(), record.version


# ---------------------------------------------------------------------- lobby


async def test_create_join_start_seat_in_join_order(service: GameService) -> None:
    created = await service.create("secret_nim", ALICE, {"pile_size": 4}, channel_id=5)
    assert (created.status, created.version) == ("lobby", 1)
    joined = await service.join(created.game_id, BOB)
    assert "bob joined" in joined.public[0]
    started = await service.start(created.game_id, ALICE, seed=SEED)
    assert started.status == "running"
    assert started.notify == [ALICE.id]
    assert started.boards == [None, 0, 1]  # at the start every seat gets its private view
    record = await service.record(created.game_id)
    assert [(s.seat, s.user_id, s.name) for s in record.seats] == [(0, 1, "alice"), (1, 2, "bob")]
    assert record.options == {"pile_size": 4}
    assert record.seed == SEED and record.channel_id == 5


async def test_unknown_kind_lists_the_known_games(service: GameService) -> None:
    with pytest.raises(UnknownGame, match="Known games: secret_nim"):
        await service.create("chess", ALICE)
    with pytest.raises(UnknownGame):
        await service.record(404)
    assert (await service.store.row_counts())["games"] == 0


async def test_bad_options_and_wrong_player_count_are_refused(service: GameService) -> None:
    with pytest.raises(Refused, match="pile_size"):
        await service.create("secret_nim", ALICE, {"pile_size": 99})
    with pytest.raises(Refused, match="there is no option colour"):
        await service.create("secret_nim", ALICE, {"colour": "red"})
    with pytest.raises(Refused, match="names and values"):
        await service.create("secret_nim", ALICE, ["pile_size", 3])  # type: ignore[arg-type]
    assert (await service.store.row_counts())["games"] == 0
    created = await service.create("secret_nim", ALICE)
    with pytest.raises(Refused, match="2 to 4 players, not 1"):
        await service.start(created.game_id, ALICE)
    record = await service.record(created.game_id)
    assert record.status == "lobby" and record.seed is None


async def test_options_are_checked_again_with_the_real_player_count(service: GameService) -> None:
    # One stone per pile suits 2 or 3 players but not 4 (the toy's "piles too small" rule).
    created = await service.create("secret_nim", ALICE, {"pile_size": 1})
    for user in (BOB, CAROL, UserRef(4, "dave")):
        await service.join(created.game_id, user)
    with pytest.raises(Refused, match="Piles too small"):
        await service.start(created.game_id, ALICE)
    assert (await service.record(created.game_id)).status == "lobby"


async def test_lobby_permissions(service: GameService) -> None:
    created = await service.create("secret_nim", ALICE)
    game_id = created.game_id
    with pytest.raises(Refused, match="already have a seat"):
        await service.join(game_id, ALICE)
    await service.join(game_id, BOB)
    with pytest.raises(Refused, match="Only the host"):
        await service.start(game_id, BOB)
    with pytest.raises(NotSeated):
        await service.leave(game_id, CAROL)
    with pytest.raises(Refused, match="Only the host or a server admin"):
        await service.abort(game_id, BOB.id)
    await service.join(game_id, CAROL)
    await service.join(game_id, UserRef(4, "dave"))
    with pytest.raises(Refused, match="full"):
        await service.join(game_id, UserRef(5, "eve"))


@pytest.mark.parametrize("seed", [2**63, 2**64 + 5, -1, True, 1.5, "7"])
async def test_a_seed_out_of_the_stores_range_is_refused(service: GameService, seed: Any) -> None:
    created = await service.create("secret_nim", ALICE)
    await service.join(created.game_id, BOB)
    counts = await _snapshot(service, created.game_id)
    with pytest.raises(Refused, match=r"^The seed must be a whole number from 0 to 2\^63.1\.$"):
        await service.start(created.game_id, ALICE, seed=seed)
    assert await _snapshot(service, created.game_id) == counts
    started = await service.start(created.game_id, ALICE, seed=2**63 - 1)
    assert started.status == "running"
    assert (await service.record(created.game_id)).seed == 2**63 - 1


async def test_host_leaving_hands_over_and_the_last_leaving_aborts(service: GameService) -> None:
    created = await service.create("secret_nim", ALICE)
    game_id = created.game_id
    await service.join(game_id, BOB)
    await service.join(game_id, CAROL)
    left = await service.leave(game_id, ALICE)
    assert "bob is now the host" in " ".join(left.public)
    record = await service.record(game_id)
    assert record.host_id == BOB.id
    assert [(s.seat, s.name) for s in record.seats] == [(0, "bob"), (1, "carol")]
    await service.leave(game_id, CAROL)
    last = await service.leave(game_id, BOB)
    assert last.status == "aborted"
    with pytest.raises(Refused):
        await service.join(game_id, CAROL)


async def test_running_games_cannot_be_left_or_joined_but_can_be_aborted(
    service: GameService,
) -> None:
    game_id = await _started(service)
    with pytest.raises(Refused, match="only be left in the lobby"):
        await service.leave(game_id, BOB)
    with pytest.raises(Refused, match="can no longer be joined"):
        await service.join(game_id, CAROL)
    with pytest.raises(Refused, match="cannot be started"):
        await service.start(game_id, ALICE)
    aborted = await service.abort(game_id, CAROL.id, is_admin=True)
    assert aborted.status == "aborted"
    with pytest.raises(Refused, match="aborted"):
        await service.act(game_id, ALICE.id, {"kind": "take", "pile": 0, "amount": 1})
    with pytest.raises(Refused, match="already aborted"):
        await service.abort(game_id, ALICE.id)


# ---------------------------------------------------------------------- moves


async def test_an_accepted_move_is_one_log_row_one_stored_state_one_version(
    service: GameService,
) -> None:
    game_id = await _started(service)
    counts, version = await _snapshot(service, game_id)
    outcome = await service.act(game_id, ALICE.id, {"kind": "take", "pile": 0, "amount": 2})
    assert outcome.version == version + 1
    assert outcome.public[0] == "alice takes 2 from pile 1."
    assert outcome.notify == [BOB.id] and outcome.boards == [None]
    after = await service.store.row_counts()
    assert after["actions"] == counts["actions"] + 1
    stored = after["snapshots"] + after["state_deltas"]
    assert stored == counts["snapshots"] + counts["state_deltas"] + 1
    entry = (await service.log(game_id))[0]
    assert (entry.seq, entry.seat, entry.action) == (1, 0, {"kind": "take"})
    assert entry.events == ["alice takes 2 from pile 1."]
    row = (await service.store.actions(game_id))[0]
    assert row.action == {"kind": "take", "pile": 0, "amount": 2}


@pytest.mark.parametrize(
    ("user_id", "action", "error", "message"),
    [
        (1, {"kind": "take", "pile": 0, "amount": 4}, Refused, "not a possible stones"),
        (1, {"kind": "reveal", "show": True}, Refused, "not possible now"),
        (1, '{"kind": "take", "pile": 0', Refused, "not a well-formed action"),
        (1, {"kind": "fly"}, Refused, "not a well-formed action"),
        (1, "null", Refused, "not a well-formed action"),
        (2, {"kind": "take", "pile": 0, "amount": 1}, NotYourTurn, "waiting for alice"),
        (3, {"kind": "take", "pile": 0, "amount": 1}, NotSeated, "no seat"),
    ],
)
async def test_a_rejected_move_writes_nothing(
    service: GameService,
    user_id: int,
    action: Any,
    error: type[ServiceError],
    message: str,
) -> None:
    game_id = await _started(service)
    before = await _snapshot(service, game_id)
    with pytest.raises(error, match=message):
        await service.act(game_id, user_id, action)
    assert await _snapshot(service, game_id) == before


async def test_moves_in_an_unknown_or_unstarted_game_write_nothing(service: GameService) -> None:
    with pytest.raises(UnknownGame):
        await service.act(77, ALICE.id, {"kind": "take", "pile": 0, "amount": 1})
    created = await service.create("secret_nim", ALICE)
    before = await _snapshot(service, created.game_id)
    with pytest.raises(Refused, match="not started"):
        await service.act(created.game_id, ALICE.id, {"kind": "take", "pile": 0, "amount": 1})
    assert await _snapshot(service, created.game_id) == before


async def test_a_stale_expected_version_is_a_game_changed(service: GameService) -> None:
    game_id = await _started(service)
    record = await service.record(game_id)
    await service.act(game_id, ALICE.id, {"kind": "take", "pile": 0, "amount": 1})
    before = await _snapshot(service, game_id)
    with pytest.raises(GameChanged, match="look again and retry"):
        await service.act(
            game_id,
            BOB.id,
            {"kind": "take", "pile": 0, "amount": 1},
            expected_version=record.version,
        )
    assert await _snapshot(service, game_id) == before


async def test_two_racing_moves_on_one_service_exactly_one_wins(service: GameService) -> None:
    game_id = await _started(service)
    version = (await service.record(game_id)).version
    results = await asyncio.gather(
        service.act(
            game_id, ALICE.id, {"kind": "take", "pile": 0, "amount": 1}, expected_version=version
        ),
        service.act(
            game_id, ALICE.id, {"kind": "take", "pile": 1, "amount": 2}, expected_version=version
        ),
        return_exceptions=True,
    )
    assert sum(isinstance(r, Outcome) for r in results) == 1
    assert sum(isinstance(r, GameChanged) for r in results) == 1
    assert len(await service.log(game_id)) == 1
    assert await service.verify_replay(game_id)


async def test_two_services_on_two_stores_race_and_exactly_one_wins(
    service: GameService, database: str | Path
) -> None:
    game_id = await _started(service)
    async with Store(database) as other_store:
        other = GameService(other_store, games=TOY_GAMES)
        results = await asyncio.gather(
            service.act(game_id, ALICE.id, {"kind": "take", "pile": 0, "amount": 1}),
            other.act(game_id, ALICE.id, {"kind": "take", "pile": 2, "amount": 3}),
            return_exceptions=True,
        )
    wins = [r for r in results if isinstance(r, Outcome)]
    # The loser either lost the version check or, if it read after the winner's commit, was
    # told it is no longer its turn: never two moves for one turn.
    losers = [r for r in results if isinstance(r, GameChanged | NotYourTurn)]
    assert len(wins) == 1 and len(losers) == 1
    assert len(await service.log(game_id)) == 1
    assert await service.verify_replay(game_id)


async def test_a_whole_game_ends_with_a_result_and_replays_to_its_snapshot(
    service: GameService,
) -> None:
    game_id = await _started(service, ALICE, BOB, CAROL)
    outcomes = await _play_to_the_end(service, game_id)
    last = outcomes[-1]
    assert last.status == "finished" and last.result is not None
    assert last.notify == []
    assert any(line.startswith("The game is over.") for line in last.public)
    assert await service.verify_replay(game_id)
    assert await service.legal(game_id, ALICE.id) == {}
    with pytest.raises(Refused, match="finished"):
        await service.act(game_id, ALICE.id, {"kind": "reveal", "show": True})


# ---------------------------------------------------------------------- secrets


@pytest.mark.parametrize("game_id", [2**63, -(2**63) - 1, 0, -1, True])
async def test_a_game_id_the_store_cannot_hold_is_an_unknown_game(
    service: GameService, game_id: Any
) -> None:
    await _started(service)
    with pytest.raises(UnknownGame, match="There is no game #"):
        await service.record(game_id)
    with pytest.raises(UnknownGame):
        await service.log(game_id)
    with pytest.raises(UnknownGame):
        await service.view(game_id, ALICE.id)
    with pytest.raises(UnknownGame):
        await service.join(game_id, CAROL)


async def test_huge_or_negative_log_offsets_and_limits_are_clamped(service: GameService) -> None:
    game_id = await _started(service)
    await _play_to_the_end(service, game_id)
    every = await service.log(game_id, 0, -1)
    assert len(every) > 2
    assert await service.log(game_id, 0, 2**64) == every
    assert await service.log(game_id, -(2**64), -(2**64)) == every
    assert await service.log(game_id, 2**64, 5) == []
    assert [e.seq for e in await service.log(game_id, 1, 1)] == [every[1].seq]
    with pytest.raises(Refused, match="whole numbers"):
        await service.log(game_id, 0, True)


BAD_USER_IDS = [True, False, 1.0, "1", -1, 2**63]


@pytest.mark.parametrize("user_id", BAD_USER_IDS)
async def test_a_user_id_that_is_not_a_whole_number_is_refused(
    service: GameService, user_id: Any
) -> None:
    game_id = await _started(service)
    before = await _snapshot(service, game_id)
    message = r"^A user id must be a whole number from 0 to 2\^63.1, not "
    take = {"kind": "take", "pile": 0, "amount": 1}
    calls = [
        lambda: service.act(game_id, user_id, take),
        lambda: service.view(game_id, user_id),
        lambda: service.legal(game_id, user_id),
        lambda: service.request_undo(game_id, user_id),
        lambda: service.answer_undo(game_id, user_id, True),
        lambda: service.abort(game_id, user_id),
        lambda: service.set_settings(game_id, user_id, {"x": 1}),
        lambda: service.games_of(user_id),
        lambda: service.join(game_id, UserRef(user_id, "mallory")),
        lambda: service.start(game_id, UserRef(user_id, "mallory")),
        lambda: service.leave(game_id, UserRef(user_id, "mallory")),
        lambda: service.create("secret_nim", UserRef(user_id, "mallory")),
        lambda: service.replace_seat(game_id, user_id, 1, CAROL),
        lambda: service.replace_seat(game_id, ALICE.id, 1, UserRef(user_id, "mallory")),
    ]
    for call in calls:
        with pytest.raises(Refused, match=message):
            await call()
    assert await _snapshot(service, game_id) == before


async def test_a_seat_that_is_not_a_whole_number_is_refused(service: GameService) -> None:
    game_id = await _started(service)
    before = await _snapshot(service, game_id)
    take = {"kind": "take", "pile": 0, "amount": 1}
    with pytest.raises(Refused, match="^A seat must be a whole number, not False"):
        await service.act(game_id, ALICE.id, take, seat=False)
    with pytest.raises(Refused, match="^A seat must be a whole number, not True"):
        await service.view(game_id, BOB.id, seat=True)
    with pytest.raises(Refused, match="not '1'"):
        await service.seat_view(game_id, "1")  # type: ignore[arg-type]
    with pytest.raises(Refused, match="not True"):
        await service.replace_seat(game_id, ALICE.id, True, CAROL)
    assert await _snapshot(service, game_id) == before
    assert (await service.view(game_id, BOB.id, seat=1)).seat == 1


async def test_secrets_stay_private_in_outcomes_log_and_logging(
    service: GameService, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    game_id = await _started(service)
    _, state = await service.state(game_id)
    tokens = state.tokens  # type: ignore[attr-defined]
    public_view = await service.view(game_id, None)
    assert public_view.private is None
    alice_view = await service.view(game_id, ALICE.id)
    assert alice_view.private.token == tokens[0]
    with pytest.raises(NotSeated):
        await service.view(game_id, ALICE.id, seat=1)
    outcomes = await _play_to_the_end(service, game_id, seed=3)
    public = [line for o in outcomes for line in o.public]
    log_text = [text for entry in await service.log(game_id, limit=100) for text in entry.events]
    for hidden_seat, token in enumerate(tokens):
        revealed = any(
            e.kind == "reveal" and e.text.startswith(state.seats[hidden_seat])
            for o in outcomes
            for e in o.events
        )
        if not revealed:
            assert not any(f"reveals {token}" in line for line in public + log_text)
    for record in caplog.records:
        assert "reveals" not in record.getMessage()
        assert "takes" not in record.getMessage()


async def test_private_events_go_to_their_seat_and_redraw_that_seat(service: GameService) -> None:
    class Whisper(type(TOY_GAMES["secret_nim"])):  # type: ignore[misc]
        """The toy game plus a private note to the mover after every take."""

        def _play(self, state: Any, seat: int, action: Any) -> list[Any]:
            events = super()._play(state, seat, action)
            from rules.core import Event

            return [*events, Event(kind="note", text="psst, only you", to=seat)]

    whisper_service = GameService(service.store, games={"secret_nim": Whisper()})
    game_id = await _started(whisper_service)
    outcome = await whisper_service.act(game_id, ALICE.id, {"kind": "take", "pile": 0, "amount": 1})
    assert outcome.private == {ALICE.id: ["psst, only you"]}
    assert "psst, only you" not in outcome.public
    assert outcome.boards == [None, 0]
    assert all("psst" not in t for e in await whisper_service.log(game_id) for t in e.events)


# ---------------------------------------------------------------------- undo


async def test_undo_with_everyone_agreeing_restores_the_position(service: GameService) -> None:
    game_id = await _started(service, ALICE, BOB, CAROL)
    _, before = await service.state(game_id)
    await service.act(game_id, ALICE.id, {"kind": "take", "pile": 0, "amount": 3})
    asked = await service.request_undo(game_id, ALICE.id)
    assert sorted(asked.notify) == [BOB.id, CAROL.id]
    with pytest.raises(Refused, match="already waiting"):
        await service.request_undo(game_id, BOB.id)
    with pytest.raises(Refused, match="other players answer"):
        await service.answer_undo(game_id, ALICE.id, True)
    half = await service.answer_undo(game_id, BOB.id, True)
    assert half.notify == [CAROL.id] and "Still waiting for carol" in half.public[0]
    done = await service.answer_undo(game_id, CAROL.id, True)
    assert done.notify == [ALICE.id] and None in done.boards
    _, after = await service.state(game_id)
    assert after == before
    actions = [entry.action for entry in await service.log(game_id)]
    assert actions == [{"kind": "take"}, {"kind": "undo", "undoes": 1}]  # a marker appended
    assert await service.verify_replay(game_id)
    # The move can be played again, differently.
    await service.act(game_id, ALICE.id, {"kind": "take", "pile": 1, "amount": 1})
    assert await service.verify_replay(game_id)


async def test_one_refusal_cancels_the_undo(service: GameService) -> None:
    game_id = await _started(service)
    await service.act(game_id, ALICE.id, {"kind": "take", "pile": 0, "amount": 3})
    before = await _snapshot(service, game_id)
    await service.request_undo(game_id, ALICE.id)
    declined = await service.answer_undo(game_id, BOB.id, False)
    assert "declined" in declined.public[0]
    assert (await service.store.row_counts())["undo_requests"] == 0
    assert await _snapshot(service, game_id) == before
    with pytest.raises(Refused, match="no undo request"):
        await service.answer_undo(game_id, BOB.id, True)


async def test_a_new_move_makes_a_pending_undo_lapse(service: GameService) -> None:
    game_id = await _started(service)
    await service.act(game_id, ALICE.id, {"kind": "take", "pile": 0, "amount": 3})
    await service.request_undo(game_id, ALICE.id)
    moved = await service.act(game_id, BOB.id, {"kind": "take", "pile": 1, "amount": 1})
    assert "lapsed" in moved.public[0]
    with pytest.raises(Refused, match="no undo request"):
        await service.answer_undo(game_id, BOB.id, True)


async def test_undo_is_refused_without_moves_or_seat(service: GameService) -> None:
    game_id = await _started(service)
    with pytest.raises(Refused, match="no move to undo"):
        await service.request_undo(game_id, ALICE.id)
    await service.act(game_id, ALICE.id, {"kind": "take", "pile": 0, "amount": 3})
    with pytest.raises(NotSeated):
        await service.request_undo(game_id, CAROL.id)


async def test_no_undo_across_a_revealed_secret(service: GameService) -> None:
    game_id = await _started(service, ALICE, BOB, pile_size=1)
    for pile, user in enumerate((ALICE, BOB, ALICE)):
        await service.act(game_id, user.id, {"kind": "take", "pile": pile, "amount": 1})
    revealed = await service.act(game_id, BOB.id, {"kind": "reveal", "show": True})
    assert any(e.reveals for e in revealed.events)
    before = await _snapshot(service, game_id)
    with pytest.raises(Refused, match="cannot be undone"):
        await service.request_undo(game_id, ALICE.id)
    assert await _snapshot(service, game_id) == before


async def test_no_undo_across_a_die_roll(service: GameService) -> None:
    class Dicey(type(TOY_GAMES["secret_nim"])):  # type: ignore[misc]
        """The toy game, but every take rolls a die (for nothing)."""

        def _play(self, state: Any, seat: int, action: Any) -> list[Any]:
            state.rng.die()
            result: list[Any] = super()._play(state, seat, action)
            return result

    dicey = GameService(service.store, games={"secret_nim": Dicey()})
    game_id = await _started(dicey)
    await dicey.act(game_id, ALICE.id, {"kind": "take", "pile": 0, "amount": 1})
    assert (await dicey.store.actions(game_id))[0].irreversible
    with pytest.raises(Refused, match="cannot be undone"):
        await dicey.request_undo(game_id, BOB.id)


# ---------------------------------------------------------------------- reading


async def test_games_of_and_settings(service: GameService) -> None:
    game_id = await _started(service)
    other = (await service.create("secret_nim", CAROL, guild_id=99)).game_id
    assert [g.id for g in await service.games_of(ALICE.id)] == [game_id]
    assert [g.id for g in await service.games_of(CAROL.id, guild_id=99)] == [other]
    with pytest.raises(Refused, match="Only the host"):
        await service.set_settings(game_id, BOB.id, {"reminder_hours": 24})
    await service.set_settings(game_id, ALICE.id, {"reminder_hours": 24})
    assert (await service.record(game_id)).settings == {"reminder_hours": 24}
    await service.attach_thread(game_id, 555, lobby_message_id=666)
    record = await service.record(game_id)
    assert (record.thread_id, record.lobby_message_id) == (555, 666)


@settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    attempts=st.lists(
        st.tuples(
            st.sampled_from([1, 2, 3, 4]),
            st.one_of(
                st.fixed_dictionaries(
                    {
                        "kind": st.sampled_from(["take", "reveal", "pass"]),
                        "pile": st.integers(-1, 3),
                        "amount": st.integers(0, 4),
                        "show": st.booleans(),
                    }
                ),
                st.text(max_size=12),
            ),
        ),
        max_size=40,
    )
)
async def test_random_attempts_write_only_when_accepted(
    tmp_path: Path, attempts: list[tuple[int, Any]]
) -> None:
    """Any mix of users and (mostly bad) actions: a refusal changes no row and no version,
    an acceptance adds exactly one log row and one snapshot, and the replay always matches."""
    path = tmp_path / f"prop-{len(list(tmp_path.iterdir()))}.sqlite3"
    async with Store(path) as store:
        service = GameService(store, games=TOY_GAMES)
        game_id = await _started(service, ALICE, BOB, CAROL)
        for user_id, action in attempts:
            counts, version = await _snapshot(service, game_id)
            try:
                outcome = await service.act(game_id, user_id, action)
            except ServiceError:
                assert await _snapshot(service, game_id) == (counts, version)
                continue
            after, new_version = await _snapshot(service, game_id)
            assert new_version == version + 1 == outcome.version
            assert after["actions"] == counts["actions"] + 1
            stored = after["snapshots"] + after["state_deltas"]
            assert stored == counts["snapshots"] + counts["state_deltas"] + 1
        assert await service.verify_replay(game_id)


async def test_two_processes_asking_to_undo_at_once_open_one_request(db_path: Path) -> None:
    """Two services on one file (two bot processes) each check that no request is pending,
    then write: exactly one request is opened, the other player is told one is waiting."""
    async with Store(db_path) as first_store, Store(db_path) as second_store:
        first = GameService(first_store, games=TOY_GAMES, clock=lambda: 1_000.0)
        second = GameService(second_store, games=TOY_GAMES, clock=lambda: 2_000.0)
        game_id = await _started(first, ALICE, BOB, CAROL)
        await first.act(game_id, ALICE.id, {"kind": "take", "pile": 0, "amount": 3})
        checked = asyncio.Event()
        both_checked = asyncio.Barrier(2)

        def hold_after_the_check(store: Store) -> None:
            """Let both services read 'no request' before either writes (the race)."""
            read = store.undo_request

            async def undo_request(game: int) -> Any:
                found = await read(game)
                await both_checked.wait()
                checked.set()
                return found

            store.undo_request = undo_request  # type: ignore[method-assign]

        hold_after_the_check(first_store)
        hold_after_the_check(second_store)
        results = await asyncio.gather(
            first.request_undo(game_id, ALICE.id),
            second.request_undo(game_id, ALICE.id),
            return_exceptions=True,
        )
        assert checked.is_set()
        opened = [r for r in results if isinstance(r, Outcome)]
        refused = [r for r in results if isinstance(r, ServiceError)]
        assert len(opened) == 1 and len(refused) == 1, results
        assert "already waiting" in str(refused[0])
        assert (await first_store.row_counts(game_id))["undo_requests"] == 1
