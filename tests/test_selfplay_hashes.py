"""Behaviour baselines (``python -m bot selfplay GAME --hashes FILE``): recorded fingerprints of
self-played games, checked again later, with the test-only game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.cli import main
from bot.selfplay import compare, fingerprint, play_one, read_fingerprints
from tests.toygame import GAME

TOY = {GAME.name: GAME}


def test_a_fingerprint_replays_the_self_play_game_exactly() -> None:
    first = fingerprint(GAME, 4, 3)
    assert first == fingerprint(GAME, 4, 3)
    assert first.actions == play_one(GAME, 4, 3)[0]
    assert first.public_views != fingerprint(GAME, 5, 3).public_views
    assert len(first.final_state) == len(first.public_views) == 64


def test_record_then_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "baseline.json"
    assert (
        main(["selfplay", "secret_nim", "--games", "6", "--hashes", str(path), "--record"], TOY)
        == 0
    )
    name, recorded = read_fingerprints(path)
    assert name == "secret_nim" and [(f.seed, f.players) for f in recorded] == [
        (0, 2),
        (1, 3),
        (2, 4),
        (3, 2),
        (4, 3),
        (5, 4),
    ]
    capsys.readouterr()
    assert main(["selfplay", "secret_nim", "--hashes", str(path)], TOY) == 0
    assert json.loads(capsys.readouterr().out.strip()) == {
        "game": "secret_nim",
        "games": 6,
        "changed": 0,
    }


def test_a_changed_game_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "baseline.json"
    assert (
        main(["selfplay", "secret_nim", "--games", "3", "--hashes", str(path), "--record"], TOY)
        == 0
    )
    data = json.loads(path.read_text())
    data["games"][1]["final_state"] = "0" * 64
    path.write_text(json.dumps(data))
    capsys.readouterr()
    assert main(["selfplay", "secret_nim", "--hashes", str(path)], TOY) == 1
    captured = capsys.readouterr()
    assert "changed: secret_nim seed 1 with 3 players: final_state changed" in captured.err
    # A state layout change that keeps the public views passes with --views-only.
    assert main(["selfplay", "secret_nim", "--hashes", str(path), "--views-only"], TOY) == 0
    data["games"][2]["public_views"] = "0" * 64
    path.write_text(json.dumps(data))
    _name, recorded = read_fingerprints(path)
    assert compare(GAME, recorded, views_only=True) == [
        "secret_nim seed 2 with 4 players: public_views changed (actions "
        f"{recorded[2].actions} -> {recorded[2].actions})"
    ]


def test_a_missing_baseline_is_bad_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["selfplay", "secret_nim", "--hashes", str(tmp_path / "none.json")], TOY) == 2
    assert "--record" in capsys.readouterr().err


def test_games_of_several_settings_share_one_baseline(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--option`` games are recorded with their options and replayed with them; ``--append``
    adds a run to the file (a baseline covering every scenario of a game)."""
    path = tmp_path / "baseline.json"
    record = ["selfplay", "secret_nim", "--hashes", str(path), "--record", "--players", "2"]
    assert main([*record, "--games", "2"], TOY) == 0
    assert main([*record, "--games", "2", "--seed", "7", "--option", "pile_size=9", "--append"],
                TOY) == 0  # fmt: skip
    _name, recorded = read_fingerprints(path)
    assert [(f.seed, f.options) for f in recorded] == [
        (0, None),
        (1, None),
        (7, {"pile_size": 9}),
        (8, {"pile_size": 9}),
    ]
    assert "options" not in json.loads(path.read_text())["games"][0]
    assert recorded[2] == fingerprint(GAME, 7, 2, {"pile_size": 9})
    assert recorded[2].public_views != fingerprint(GAME, 7, 2).public_views
    capsys.readouterr()
    assert main(["selfplay", "secret_nim", "--hashes", str(path)], TOY) == 0
    # Checked with the recorded options: the same seed without them plays another game.
    data = json.loads(path.read_text())
    del data["games"][2]["options"]
    path.write_text(json.dumps(data))
    assert main(["selfplay", "secret_nim", "--hashes", str(path)], TOY) == 1
    assert "seed 7 with 2 players: " in capsys.readouterr().err


def test_options_of_a_baseline_check_are_bad_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "baseline.json"
    assert main(["selfplay", "secret_nim", "--hashes", str(path), "--append"], TOY) == 2
    assert main(["selfplay", "secret_nim", "--hashes", str(path), "--option", "pile_size=3"],
                TOY) == 2  # fmt: skip
    bad = ["selfplay", "secret_nim", "--hashes", str(path), "--record", "--option", "pile_size=0"]
    assert main(bad, TOY) == 2
    assert not path.exists()
