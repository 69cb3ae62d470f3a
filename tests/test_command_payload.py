"""The slash-command payload (``python -m bot commands --json``) obeys Discord's limits.

The payload is taken from the real command: ``print_commands(as_json=True)``'s stdout, with
the registered games and with the test-only Secret Nim injected through the service's games
mapping. The limits themselves (tests/fake_discord/limits.py, also enforced by the fake
Discord on a sync) are checked first on payloads that break each one, so the checks can fail.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from cogs.run import outline, print_commands
from rules import GAMES
from tests.fake_discord import command_problems, is_valid_name
from tests.fake_discord.limits import command_characters
from tests.toygame import GAME as TOY

JSON = dict[str, Any]


def printed_payload(capsys: pytest.CaptureFixture[str], games: Any = None) -> list[JSON]:
    assert print_commands(True, games) == 0
    out = capsys.readouterr().out
    payload = json.loads(out)
    assert isinstance(payload, list)
    return payload


def walk(item: JSON) -> list[JSON]:
    """The item and every option, subcommand and group inside it."""
    found = [item]
    for option in item.get("options") or []:
        found += walk(option)
    return found


GAME_SETS = {
    "registered": dict(GAMES),
    "with the toy game": {**GAMES, TOY.name: TOY},
}


@pytest.mark.parametrize("label", list(GAME_SETS))
def test_payload_obeys_discord_limits(label: str, capsys: pytest.CaptureFixture[str]) -> None:
    games = GAME_SETS[label]
    payload = printed_payload(capsys, games)
    assert command_problems(payload) == []
    names = {c["name"] for c in payload}
    assert "game" in names
    assert len(payload) <= 100
    for command in payload:
        assert command_characters(command) <= 4000
        for item in walk(command):
            assert is_valid_name(item["name"]), item["name"]
            assert 1 <= len(item["description"]) <= 100, item
            options = item.get("options") or []
            assert len(options) <= 25
            plain = [o for o in options if o["type"] not in (1, 2)]
            required = [bool(o.get("required")) for o in plain]
            assert required == sorted(required, reverse=True), f"{item['name']}: required first"
            assert len(item.get("choices") or []) <= 25


def test_game_has_room_for_another_subcommand(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 29, item 8: /game was at 3,994 of Discord's 4,000 characters, so no subcommand
    could be added; the results of finished games (stats, leaderboard, history) moved to
    /results (docs/discord.md), leaving room for one more subcommand of /game's usual size
    (its median subcommand: about 110 characters; authored margin 250)."""
    payload = {c["name"]: c for c in printed_payload(capsys, GAME_SETS["registered"])}
    assert command_characters(payload["game"]) <= 4000 - 250
    assert {o["name"] for o in payload["results"]["options"]} == {
        "stats",
        "leaderboard",
        "history",
    }
    assert not {"stats", "leaderboard", "history"} & {o["name"] for o in payload["game"]["options"]}


def test_each_game_has_its_command_group(capsys: pytest.CaptureFixture[str]) -> None:
    """The toy game, injected through the service, gets a group with one subcommand per
    kind of action (take, reveal); the registered games each get theirs, beside /game and /server."""
    payload = printed_payload(capsys, GAME_SETS["with the toy game"])
    without = printed_payload(capsys, GAME_SETS["registered"])
    added = [c for c in payload if c["name"] not in {w["name"] for w in without}]
    assert len(added) == 1
    [group] = added
    assert {o["name"] for o in group["options"]} >= {"take", "reveal"}
    assert len(without) == 5 + len(
        GAMES
    )  # /game, /results, /server, /computer, /pace, one per game


def test_the_outline_lists_every_subcommand(capsys: pytest.CaptureFixture[str]) -> None:
    assert print_commands(False, GAME_SETS["with the toy game"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any(line.startswith("/game new <game>") for line in lines)
    payload = printed_payload(capsys, GAME_SETS["with the toy game"])
    assert lines == outline(payload)


# ---------------------------------------------------------------------- the checker itself

GOOD: JSON = {
    "name": "game",
    "description": "Board games",
    "type": 1,
    "options": [
        {
            "name": "new",
            "description": "Open a lobby",
            "type": 1,
            "options": [
                {"name": "kind", "description": "Which game", "type": 3, "required": True},
                {"name": "seed", "description": "A seed", "type": 4, "required": False},
            ],
        }
    ],
}


def broken(change: str) -> list[JSON]:
    command = copy.deepcopy(GOOD)
    sub = command["options"][0]
    if change == "uppercase name":
        command["name"] = "Game"
    elif change == "space in name":
        sub["name"] = "new game"
    elif change == "33-character name":
        sub["name"] = "n" * 33
    elif change == "empty description":
        sub["description"] = ""
    elif change == "101-character description":
        command["description"] = "d" * 101
    elif change == "26 options":
        sub["options"] = [
            {"name": f"o{i}", "description": "x", "type": 3, "required": False} for i in range(26)
        ]
    elif change == "26 choices":
        sub["options"][0]["choices"] = [{"name": f"c{i}", "value": f"c{i}"} for i in range(26)]
    elif change == "required after optional":
        sub["options"].reverse()
    elif change == "4001 characters":
        sub["options"][0]["choices"] = [{"name": "c" * 100, "value": "v" * 100}] * 20
    elif change == "101 commands":
        return [dict(copy.deepcopy(GOOD), name=f"g{i}") for i in range(101)]
    elif change == "group inside a subcommand":
        sub["options"] = [{"name": "deep", "description": "x", "type": 2, "options": []}]
    elif change == "localized name too long":
        command["name_localizations"] = {"fr": "x" * 33}
    return [command]


@pytest.mark.parametrize(
    "change",
    [
        "uppercase name",
        "space in name",
        "33-character name",
        "empty description",
        "101-character description",
        "26 options",
        "26 choices",
        "required after optional",
        "4001 characters",
        "101 commands",
        "group inside a subcommand",
        "localized name too long",
    ],
)
def test_the_checker_catches_each_broken_limit(change: str) -> None:
    assert command_problems([GOOD]) == []
    assert command_problems(broken(change)) != []


@pytest.mark.parametrize(
    ("name", "valid"),
    [
        ("omb", True),
        ("one-more_barrel", True),
        ("pétrole", True),
        ("нефть", True),
        ("石油", True),
        ("٣", True),
        ("x" * 32, True),
        ("", False),
        ("x" * 33, False),
        ("Omb", False),
        ("ÉTAT", False),
        ("a b", False),
        ("a.b", False),
        ("a!", False),
    ],
)
def test_names_follow_discords_pattern(name: str, valid: bool) -> None:
    """``^[-_\\p{L}\\p{N}]{1,32}$``, lowercase: letters and digits of any script."""
    assert is_valid_name(name) is valid


def test_the_cli_prints_the_same_payload(capsys: pytest.CaptureFixture[str]) -> None:
    """``python -m bot commands --json`` goes through the composition root and bot.cli to
    the same function."""
    from bot.__main__ import run as main

    assert main(["commands", "--json"]) == 0
    from_cli = json.loads(capsys.readouterr().out)
    assert from_cli == printed_payload(capsys)


def test_the_payload_shows_where_each_command_is_installed_and_used(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 33, item 2: every command says its installs (``integration_types``: 0 a server,
    1 a user) and contexts (0 a server, 1 a DM with the bot, 2 a group DM). ``/game`` (for
    ``/game mine`` from anywhere) and ``/pace`` (the digest) may be installed to a user and
    used anywhere; the others are for servers, as before (the games' groups there only)."""
    payload = {c["name"]: c for c in printed_payload(capsys, GAME_SETS["registered"])}
    for name, command in payload.items():
        assert command["integration_types"], name
        assert command["contexts"], name
    for name in ("game", "pace"):
        assert payload[name]["integration_types"] == [0, 1]
        assert payload[name]["contexts"] == [0, 1, 2]
    for name in ("server", "computer", "results"):
        assert payload[name]["integration_types"] == [0]
        assert payload[name]["contexts"] == [0, 1]
    groups = ("game", "pace", "server", "computer", "results")
    games = [c for n, c in payload.items() if n not in groups]
    assert len(games) == len(GAMES)
    for command in games:
        assert command["integration_types"] == [0] and command["contexts"] == [0]
