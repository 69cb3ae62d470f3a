"""Ratings and statistics (issue 17): places stored with the move that ends a game, Elo counted
pairwise from each game's ranking, per game and server; aborted games and hot-seat tables do
not count; games finished before places were kept are filled in once. On both backends."""

from __future__ import annotations

import pytest

from bot.ratings import START, leaderboard, places, rate
from bot.service import GameService, UserRef
from bot.store import PlacedSeat
from rules.core import Result, Rng
from tests.conftest import ALICE, BOB, CAROL, TOY_GAMES


def seat(game: int, user: int, place: int, kind: str = "nim") -> PlacedSeat:
    return PlacedSeat(game, kind, float(game), user - 1, user, place, 0.0, f"u{user}")


def test_places_follow_the_ranking_and_ties_share_the_better_one() -> None:
    result = Result(scores=[3, 5, 5, 1], ranking=[[1, 2], [0], [3]])
    assert places(result) == [3, 1, 1, 4]


def test_two_players_of_equal_rating_move_by_half_of_k() -> None:
    records = rate([seat(1, 1, 1), seat(1, 2, 2)])["nim"]
    assert records[1].rating == pytest.approx(START + 16)
    assert records[2].rating == pytest.approx(START - 16)
    assert (records[1].won, records[2].won, records[2].average_place) == (1, 0, 2.0)


def test_a_table_of_three_counts_each_pair_and_a_tie_moves_nothing() -> None:
    records = rate([seat(1, 1, 1), seat(1, 2, 2), seat(1, 3, 3)])["nim"]
    # K / (n - 1) = 16 per pair: the winner beats two at 0.5 expected each.
    assert records[1].rating == pytest.approx(START + 16)
    assert records[2].rating == pytest.approx(START)
    assert records[3].rating == pytest.approx(START - 16)
    tied = rate([seat(2, 1, 1), seat(2, 2, 1)])["nim"]
    assert tied[1].rating == tied[2].rating == START


def test_the_stronger_player_gains_less_and_the_order_of_games_counts() -> None:
    games = [seat(1, 1, 1), seat(1, 2, 2), seat(2, 1, 1), seat(2, 2, 2)]
    records = rate(games)["nim"]
    assert records[1].history[0] == pytest.approx(START + 16, abs=0.1)
    second_gain = records[1].history[1] - records[1].history[0]
    assert 0 < second_gain < 16
    assert leaderboard(records)[0].user_id == 1


def test_a_hot_seat_table_does_not_count() -> None:
    assert rate([seat(1, 1, 1), seat(1, 1, 2)]) == {}


async def _finish(service: GameService, players: tuple[UserRef, ...], seed: int) -> int:
    created = await service.create("secret_nim", players[0], {"pile_size": 1}, guild_id=10)
    for user in players[1:]:
        await service.join(created.game_id, user)
    await service.start(created.game_id, players[0], seed=seed)
    rng = Rng.from_seed(seed)
    record = await service.record(created.game_id)
    while record.status == "running":
        _, state = await service.state(created.game_id)
        turn = TOY_GAMES["secret_nim"].to_act(state)[0]
        user_id = record.seats[turn].user_id
        legal = await service.legal(created.game_id, user_id)
        await service.act(created.game_id, user_id, legal[turn].random_action(rng))
        record = await service.record(created.game_id)
    return created.game_id


async def test_ratings_after_three_finished_games_and_an_aborted_one(service: GameService) -> None:
    for seed in (1, 2, 3):
        await _finish(service, (ALICE, BOB, CAROL), seed)
    aborted = await service.create("secret_nim", ALICE, {"pile_size": 1}, guild_id=10)
    await service.join(aborted.game_id, BOB)
    await service.start(aborted.game_id, ALICE, seed=9)
    await service.abort(aborted.game_id, ALICE.id)
    ratings = (await service.ratings(10))["secret_nim"]
    assert {r.played for r in ratings.values()} == {3}
    assert sum(r.won for r in ratings.values()) >= 3
    assert sum(r.rating for r in ratings.values()) == pytest.approx(3 * START)
    # Another server's games are its own.
    assert await service.ratings(11) == {}


async def test_games_finished_before_places_were_kept_are_filled_in_once(
    service: GameService,
) -> None:
    game_id = await _finish(service, (ALICE, BOB), 4)
    async with service.store.transaction() as tx:
        await tx.execute("DELETE FROM results WHERE game_id = ?", (game_id,))
    assert await service.store.finished_without_results() == [game_id]
    ratings = await service.ratings(10)
    assert {r.played for r in ratings["secret_nim"].values()} == {1}
    assert await service.store.finished_without_results() == []
