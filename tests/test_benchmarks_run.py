"""The benchmark scripts run with their smallest sizes and print every figure they promise.

Nothing here looks at how fast anything was: figures are for reading, not for asserting. What is
checked is that the scripts still work against the current engines, service and store — they
play whole games without an error, the replay check matches, and the table and the final JSON
line carry every figure.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"


def load(name: str) -> ModuleType:
    """Import ``benchmarks/<name>.py`` (the folder is scripts, not a package)."""
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while being defined
    spec.loader.exec_module(module)
    return module


def last_json_line(output: str) -> dict[str, Any]:
    line = output.strip().splitlines()[-1]
    figures: dict[str, Any] = json.loads(line)
    return figures


def test_engine_bench_prints_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    bench = load("engine_bench")
    returned = bench.main(["--games", "1", "--players", "3", "--profile", "3"])
    output = capsys.readouterr().out
    assert last_json_line(output) == returned
    assert "apply ms mean/p50/p95" in output and "peak KiB" in output
    assert "--- apply profile" in output and "cumulative" in output
    assert returned["benchmark"] == "engine"
    assert {row["players"] for row in returned["rows"]} == {3}
    for row in returned["rows"]:
        assert row["errors"] == 0
        assert row["games"] == 1 and row["actions"] > 0
        assert row["actions_per_s"] > 0 and row["actions_per_cpu_s"] > 0
        assert row["error_messages"] == []
        for timing in ("apply_ms", "legal_ms", "view_ms"):
            assert set(row[timing]) == {"mean", "p50", "p95"}
            assert 0 < row[timing]["p50"] <= row[timing]["p95"]
        assert 0 < row["state_bytes"]["mean"] <= row["state_bytes"]["max"]
        assert row["peak_kib"] > 0


def test_store_bench_prints_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    bench = load("store_bench")
    returned = bench.main(
        ["--games", "1", "--concurrent", "2", "--game", "secret_nim", "--profile", "3"]
    )
    output = capsys.readouterr().out
    assert last_json_line(output) == returned
    assert "mv/s act" in output and "races mv/s" in output
    assert "--- GameService.act profile" in output
    (row,) = returned["rows"]
    assert (row["game"], row["players"]) == ("secret_nim", 4)
    sequential = row["sequential"]
    assert sequential["moves"] > 0 and sequential["moves_per_s_act"] > 0
    assert sequential["moves_per_s_loop"] > 0 and sequential["moves_per_cpu_s_loop"] > 0
    assert sequential["snapshot_bytes"]["max"] > 0 and sequential["db_bytes_per_move"] > 0
    assert sequential["replay"]["matches"] is True
    assert sequential["replay"]["moves"] == sequential["moves"]
    assert row["concurrent"]["games"] == 2 and row["concurrent"]["moves"] > 0
    assert row["concurrent"]["moves_per_cpu_s"] > 0
    assert row["concurrent"]["replays_match"] is True and row["races"]["replays_match"] is True
    races = row["races"]
    assert races["coroutines_per_game"] == 2 and races["moves"] > 0
    # Both coroutines of a game queue their first read on the store's one SQLite thread before
    # either acts, so both act on the same version and one of them always loses that race.
    # Nothing else is refused except a race lost on a game's final move ("is finished").
    assert races["game_changed"] > 0
    assert all("finished" in message for message in races["other_refusals"])
    assert sum(races["other_refusals"].values()) <= races["games"]
