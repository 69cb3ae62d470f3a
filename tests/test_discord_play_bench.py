"""``python -m benchmarks.discord_play`` runs (one game turn) and prints every figure it promises.

Nothing here looks at the figures themselves: they are read, not asserted."""

from __future__ import annotations

import json

import pytest

from benchmarks import discord_play


def test_the_discord_play_measure_prints_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    assert discord_play.main(["--turns", "1", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    figures = json.loads(out.strip().splitlines()[-1])
    assert list(figures["turns"]) == ["start", "preparation", "turn 1"]
    total = figures["total"]
    for key in ("moves", "posts", "pictures", "bytes", "pings", "clicks", "dms"):
        assert key in total
    assert total["moves"] > 0 and total["clicks"] >= total["moves"]
    assert "| **all** |" in out
