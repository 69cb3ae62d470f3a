"""``python -m bot bench`` runs with its smallest sizes and prints every figure it promises.

Nothing here looks at how fast anything was: figures are for reading, not for asserting. What is
checked is that the benchmark still works against the current engines, service, store and
renderers — it plays a whole game through the service, draws the pictures, and the table and
the final JSON line carry every figure — and that its check of the peer's picture tells a map
from a black page.
"""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from PIL import Image

from bot import bench
from bot.cli import main as cli_main
from bot.selfplay import play_one
from render.one_more_barrel import HEIGHT, WIDTH
from tests.toygame import GAME as TOY_GAME


def last_json_line(output: str) -> dict[str, Any]:
    figures: dict[str, Any] = json.loads(output.strip().splitlines()[-1])
    return figures


def check_row(row: dict[str, Any], *, database_grows: bool = True) -> None:
    assert row["moves"] > 0
    assert row["db_bytes_per_move"] > 0 if database_grows else row["db_bytes_per_move"] >= 0
    assert [w["window"] for w in row["windows"]] == ["start", "middle", "end"]
    for window in row["windows"]:
        for kind in ("public", "private"):
            picture = window["picture_ms"][kind]
            assert picture["n"] >= 1 and 0 < picture["p50"] <= picture["p95"]
            assert window["picture_bytes"][kind] > 0
        assert window["picture_px"][0] > 0 and window["picture_px"][1] > 0
        for trip in ("round_trip_ms", "round_trip_act_ms", "round_trip_render_ms"):
            assert window[trip]["n"] >= 1 and window[trip]["p50"] > 0
        assert window["engine_actions_per_s"] > 0 and window["apply_ms_mean"] > 0
        # SQLite grows by whole pages: a tiny state's window may fit in pages already there.
        assert (
            window["db_bytes_per_move"] > 0 if database_grows else window["db_bytes_per_move"] >= 0
        )


def test_bench_of_one_more_barrel_prints_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    """A whole 3-player game through the service, one sample per window, through the CLI."""
    status = cli_main(["bench", "--game", "one_more_barrel", "--players", "3", "--rounds", "1"])
    output = capsys.readouterr().out
    assert status == 0
    figures = last_json_line(output)
    assert "public ms p50/p95" in output and "db B/mv" in output
    assert "bytes per move over the whole game" in output
    (row,) = figures["rows"]
    assert (row["game"], row["players"]) == ("one_more_barrel", 3)
    check_row(row)
    # A One More Barrel picture is the full board, not the text card.
    assert row["windows"][0]["picture_px"] == [WIDTH, HEIGHT]
    assert figures["peer"] is None


def test_bench_runs_any_registered_game(capsys: pytest.CaptureFixture[str]) -> None:
    """A game without its own renderer (the toy game's text card) is measured the same way."""
    figures = bench.main(["--rounds", "2"], games={TOY_GAME.name: TOY_GAME})
    assert last_json_line(capsys.readouterr().out) == figures
    (row,) = figures["rows"]
    assert row["game"] == TOY_GAME.name and row["players"] == TOY_GAME.max_players
    check_row(row, database_grows=False)
    assert row["windows"][0]["picture_ms"]["public"]["n"] == 2


def test_bench_times_whole_games_with_options(capsys: pytest.CaptureFixture[str]) -> None:
    """``--options`` sets the game's options for every game played; ``--games`` whole games are
    timed by the engine, every move counted; ``--engine-only`` skips pictures and the service."""
    args = ["--game", TOY_GAME.name, "--players", "3", "--options", '{"pile_size": 9}']
    figures = bench.main([*args, "--games", "3", "--engine-only"], games={TOY_GAME.name: TOY_GAME})
    output = capsys.readouterr().out
    (row,) = figures["rows"]
    whole = row["whole_games"]
    assert row["options"] == figures["options"] == {"pile_size": 9}
    assert whole["games"] == 3 and whole["seeds"] == [1, 2, 3]
    # Every move of each whole game, as self-play plays it with these options.
    assert whole["actions"] == sum(
        play_one(TOY_GAME, seed, 3, {"pile_size": 9})[0] for seed in (1, 2, 3)
    )
    assert whole["actions"] > sum(play_one(TOY_GAME, seed, 3)[0] for seed in (1, 2, 3))
    assert whole["actions_per_s"] > 0 and whole["cpu_actions_per_s"] > 0
    assert len(whole["per_game_actions_per_s"]) == 3
    assert "db_bytes_per_move" not in row and "public ms p50/p95" not in output
    assert "3 games, " in output and "act/s" in output
    # Without --engine-only the service plays the game with the same options too.
    figures = bench.main([*args, "--rounds", "1"], games={TOY_GAME.name: TOY_GAME})
    (row,) = figures["rows"]
    assert row["moves"] == play_one(TOY_GAME, 1, 3, {"pile_size": 9})[0]
    assert row["whole_games"]["actions"] == row["moves"]


def test_bench_refuses_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["bench", "--game", "no_such_game"]) == 2
    assert "Unknown game" in capsys.readouterr().err
    assert cli_main(["bench", "--rounds", "0"]) == 2
    assert "--rounds" in capsys.readouterr().err
    assert cli_main(["bench", "--options", '{"brutal": true}']) == 2
    assert "--game" in capsys.readouterr().err
    assert cli_main(["bench", "--game", "fitna", "--options", "[1]"]) == 2
    assert "JSON object" in capsys.readouterr().err
    assert cli_main(["bench", "--game", "fitna", "--players", "6", "--options",
                     '{"scenario": 1}']) == 2  # fmt: skip
    assert "not 6" in capsys.readouterr().err
    assert cli_main(["bench", "--game", "fitna", "--games", "0"]) == 2


def _png(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def test_peer_check_tells_a_map_from_a_black_page() -> None:
    """cairosvg's misreading of the peer's font size gives a black page; it must not be timed."""
    black = Image.new("RGB", (400, 300), "black")
    assert not bench.peer_is_a_map(_png(black))
    colourful = Image.new("RGB", (400, 300))
    colourful.putdata(
        [(x % 256, (y * 3) % 256, (x + y) % 256) for y in range(300) for x in range(400)]
    )
    assert bench.peer_is_a_map(_png(colourful))


def test_window_indices_spread_over_the_window() -> None:
    first, middle, last = bench.window_indices(100, 0.0, 0.1, 3)
    assert (first, last) == (0, 9) and first < middle < last
    assert bench.window_indices(100, 0.9, 1.0, 2) == [90, 99]
    assert bench.window_indices(5, 0.0, 0.1, 3) == [0, 0, 0]
    assert bench.window_indices(0, 0.0, 1.0, 3) == []
