"""The arena (``bot/arena.py``, ``python -m bot arena``): whole games between computer players,
printed as one JSON object."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.arena import arena, percentile
from bot.cli import main
from rules import GAMES
from rules.core.players import Budget


def without_times(figures: dict[str, Any]) -> dict[str, Any]:
    for level in figures["levels"].values():
        del level["p50_ms"], level["p95_ms"], level["cpu_p95_ms"]
    return figures


def test_an_arena_run_plays_whole_games_and_counts_them() -> None:
    run = arena(GAMES["peak_oil"], ["easy", "random"], 2, seed=3, budget=Budget(iterations=1))
    figures = run.as_json()
    assert figures["games"] == figures["finished"] == 2
    assert figures["errors"] == 0
    levels = figures["levels"]
    assert levels["easy"]["seats"] == levels["random"]["seats"] == 2  # rotated seats
    assert levels["easy"]["wins"] + levels["random"]["wins"] == pytest.approx(2)
    assert levels["easy"]["decisions"] > 0 and levels["random"]["decisions"] > 0
    assert levels["easy"]["p95_ms"] >= levels["easy"]["p50_ms"] > 0
    assert sum(figures["seat_wins"]) == pytest.approx(2)
    again = arena(GAMES["peak_oil"], ["easy", "random"], 2, seed=3, budget=Budget(iterations=1))
    assert without_times(again.as_json()) == without_times(figures)


def test_the_wins_are_counted_by_seat_whoever_held_it() -> None:
    """Three random players: each game's winners, by seat (a shared first place shares the
    win), whatever the rotation sat there; how even the seats are."""
    games: list[Any] = []
    run = arena(GAMES["supremacy"], ["random"] * 3, 3, seed=11, on_game=games.append)
    expected = [0.0] * 3
    for record in games:
        for seat in record.winners:
            expected[seat] += 1 / len(record.winners)
    assert run.as_json()["seat_wins"] == pytest.approx(expected)
    assert sum(expected) == pytest.approx(run.finished) and run.finished > 0


def test_a_player_that_fails_is_counted_and_the_game_goes_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from rules.core.players import RandomPlayer

    def broken(self: RandomPlayer, turn: Any) -> dict[str, Any]:
        return {"kind": "no such move"}

    monkeypatch.setattr(RandomPlayer, "choose", broken)
    run = arena(GAMES["one_more_barrel"], ["random"] * 3, 1, seed=1, max_actions=5)
    assert run.error_count == 5
    assert run.as_json()["unfinished"] == 1


def test_the_command_prints_json_and_refuses_bad_input(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(
        [
            "arena",
            "supremacy",
            "--players",
            "random,random,easy",
            "--games",
            "1",
            "--iterations",
            "1",
        ]  # fmt: skip
    )
    assert code == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["game"] == "supremacy" and printed["finished"] == 1
    assert set(printed["levels"]) == {"random", "easy"}
    assert main(["arena", "supremacy", "--players", "random,wizard,easy"]) == 2
    assert "unknown player level wizard" in capsys.readouterr().err
    assert main(["arena", "peak_oil", "--players", "random"]) == 2
    assert main(["arena", "peak_oil", "--players", "random,random", "--iterations", "0"]) == 2


def test_percentiles_by_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 0.5) == 50.0
    assert percentile(values, 0.95) == 95.0
    assert percentile([], 0.5) == 0.0
    assert percentile([7.0], 0.95) == 7.0


def test_each_game_is_recorded_as_it_ends_and_a_resumed_run_plays_the_same_games() -> None:
    """``on_game`` gets every game's record (seats' levels, winners, scores, each decision's
    times); a run started at game ``first`` plays the games an unbroken run plays there."""
    records: list[dict[str, Any]] = []
    game, players = GAMES["peak_oil"], ["easy", "random"]
    arena(
        game,
        players,
        2,
        seed=5,
        budget=Budget(iterations=1),
        on_game=lambda r: records.append(r.as_json()),
    )
    assert [r["rotation"] for r in records] == [0, 1]
    assert [r["levels"] for r in records] == [["easy", "random"], ["random", "easy"]]
    for record in records:
        assert record["finished"] and record["winners"] and len(record["scores"]) == 2
        decisions = sum(len(seat) for seat in record["times_ms"])
        assert decisions == record["actions"] == sum(len(seat) for seat in record["cpu_ms"])
    resumed: list[dict[str, Any]] = []
    arena(
        game,
        players,
        1,
        seed=5,
        budget=Budget(iterations=1),
        first=1,
        on_game=lambda r: resumed.append(r.as_json()),
    )
    assert {k: v for k, v in resumed[0].items() if not k.endswith("_ms")} == {
        k: v for k, v in records[1].items() if not k.endswith("_ms")
    }


def test_the_matrix_report_reads_a_results_file(tmp_path: Any) -> None:
    """``benchmarks/arena_matrix.py``: the 95 % Wilson interval (Newcombe's table: 8 of 10 is
    0.490–0.943), the verdicts (none under five games), and a line's figures from its games."""
    from benchmarks.arena_matrix import figures, games_for_verdict, verdict, wilson

    low, high = wilson(8, 10)
    assert (round(low, 3), round(high, 3)) == (0.490, 0.943)
    assert verdict(*wilson(20, 20), 0.8, False, 20) == "met"
    assert verdict(*wilson(2, 20), 0.8, False, 20) == "not met"
    assert verdict(*wilson(0, 1), 0.8, False, 1) == "too few games"
    # A line asking for every game (twice the fair share of two players) that won them all:
    # not "not met" (the interval's high end is exactly 1), and never "met" either.
    assert wilson(12, 12)[1] == 1.0 and wilson(0, 12)[0] == 0.0
    assert verdict(*wilson(12, 12), 1.0, False, 12) == "too few games"
    assert verdict(*wilson(11, 12), 1.0, False, 12) == "not met"
    # Where more games would lead: the first count at which the same share gives a verdict.
    said = games_for_verdict(16, 30, 2 / 3, False)
    total = int(said.split()[0].replace(",", ""))
    assert said.endswith("(not met)") and total > 30
    share = 16 / 30
    assert verdict(*wilson(share * total, total), 2 / 3, False, total) == "not met"
    assert all(
        verdict(*wilson(share * fewer, fewer), 2 / 3, False, fewer) == "too few games"
        for fewer in range(30, total)
    )
    assert games_for_verdict(12, 12, 1.0, False) == "never"
    assert games_for_verdict(20, 20, 0.8, False) == ""
    path = tmp_path / "results.jsonl"
    game = GAMES["peak_oil"]
    with path.open("w") as handle:

        def keep(record: Any) -> None:
            entry = {"line": "po", "index": record.rotation, "players": ["easy", "random"]}
            handle.write(json.dumps({**entry, **record.as_json()}) + "\n")

        run = arena(game, ["easy", "random"], 2, seed=3, budget=Budget(iterations=1), on_game=keep)
    got = figures(path)["po"]
    assert got.games == 2 and got.wins == pytest.approx(run.levels["easy"].wins)
    assert len(got.times) == len(run.levels["easy"].times)
