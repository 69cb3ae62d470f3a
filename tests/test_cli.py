"""The command line (``python -m bot``) and the settings, with the test-only game injected."""

from __future__ import annotations

import json
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main
from bot.settings import Settings
from tests.test_selfplay import BrokenInvariant
from tests.toygame import GAME, SecretNim

TOY = {GAME.name: GAME}
ROOT = Path(__file__).resolve().parent.parent
SETTING_NAMES = [name.upper() for name in Settings.model_fields]


@pytest.fixture(autouse=True)
def _clean_settings_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No real environment or .env leaks into a test: an empty working directory, no variables."""
    for name in SETTING_NAMES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


def last_json_lines(text: str, count: int) -> list[dict[str, Any]]:
    return [json.loads(line) for line in text.strip().splitlines()[-count:]]


# ---------------------------------------------------------------------------- games


def test_games_lists_name_title_players_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games"], TOY) == 0
    out = capsys.readouterr().out
    assert "secret_nim: Secret Nim, 2–4 players" in out
    assert "pile_size (integer 1..20, default 5)" in out


def test_games_json_comes_from_the_options_schema(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games", "--json"], TOY) == 0
    (info,) = json.loads(capsys.readouterr().out)
    assert info["name"] == "secret_nim"
    assert (info["min_players"], info["max_players"]) == (2, 4)
    assert info["options"] == [
        {
            "name": "pile_size",
            "type": "integer 1..20",
            "default": 5,
            "default_by_players": None,
            "description": "",
        }
    ]


class PilesByPlayers(SecretNim):
    """Secret Nim whose pile size defaults to the player count plus three."""

    def _default_options(self, players: int) -> dict[str, Any]:
        return {"pile_size": players + 3}


def test_games_shows_defaults_that_depend_on_the_player_count(
    capsys: pytest.CaptureFixture[str],
) -> None:
    game = PilesByPlayers()
    assert main(["games", "--json"], {game.name: game}) == 0
    (option,) = json.loads(capsys.readouterr().out)[0]["options"]
    assert option["default"] is None
    assert option["default_by_players"] == {"2": 5, "3": 6, "4": 7}
    assert main(["games"], {game.name: game}) == 0
    assert "default by player count: 2 players: 5, 3 players: 6, 4 players: 7" in (
        capsys.readouterr().out
    )


def test_games_with_an_empty_registry(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games"], {}) == 0
    assert "No games are registered yet." in capsys.readouterr().out


# ---------------------------------------------------------------------------- selfplay


def test_selfplay_prints_the_summary_as_last_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "secret_nim", "--games", "6", "--seed", "3"], TOY) == 0
    (line,) = last_json_lines(capsys.readouterr().out, 1)
    assert line["game"] == "secret_nim"
    assert line["games"] == 6
    assert line["errors"] == 0
    assert line["actions"] >= 6 * 5  # every game empties three piles of five, 1–3 at a time
    assert set(line) == {"game", "games", "actions", "actions_per_s", "errors"}


def test_selfplay_all_adds_a_combined_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "all", "--games", "2"], TOY) == 0
    one, combined = last_json_lines(capsys.readouterr().out, 2)
    assert one["game"] == "secret_nim"
    assert combined["game"] == "all"
    assert (combined["games"], combined["actions"]) == (2, one["actions"])


def test_selfplay_all_with_no_game_registered(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "all", "--games", "3"], {}) == 0
    (line,) = last_json_lines(capsys.readouterr().out, 1)
    assert line == {"game": "all", "games": 0, "actions": 0, "actions_per_s": 0.0, "errors": 0}


def test_selfplay_fails_and_reports_the_first_errors(capsys: pytest.CaptureFixture[str]) -> None:
    broken = BrokenInvariant()
    assert main(["selfplay", "all", "--games", "2", "--seed", "10"], {broken.name: broken}) == 1
    captured = capsys.readouterr()
    assert "seed 10 with 2 players, step 3: invariant broken" in captured.err
    assert last_json_lines(captured.out, 1)[0]["errors"] == 2


def test_selfplay_plays_with_game_options(capsys: pytest.CaptureFixture[str]) -> None:
    """``--option NAME=VALUE`` (JSON values) is given to every game's set-up; an option the
    game refuses, a malformed pair or options with 'all' are usage errors."""
    from rules.peak_oil import GAME as PEAK

    games = {PEAK.name: PEAK}
    args = ["selfplay", "peak_oil", "--games", "2", "--players", "2", "--option", "brutal=true"]
    assert main(args, games) == 0
    assert last_json_lines(capsys.readouterr().out, 1)[0]["errors"] == 0
    assert main(["selfplay", "peak_oil", "--option", "wings=true"], games) == 2
    assert "Bad option" in capsys.readouterr().err
    assert main(["selfplay", "peak_oil", "--option", "brutal"], games) == 2
    assert "NAME=VALUE" in capsys.readouterr().err
    assert main(["selfplay", "all", "--option", "brutal=true"], games) == 2
    assert "one game" in capsys.readouterr().err


def test_selfplay_refuses_a_player_count_the_game_does_not_allow(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["selfplay", "secret_nim", "--players", "7"], TOY) == 2
    assert capsys.readouterr().err.strip() == "Secret Nim is for 2 to 4 players, not 7."


def test_selfplay_all_skips_games_the_player_count_does_not_fit(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["selfplay", "all", "--players", "7", "--games", "1"], TOY) == 0
    captured = capsys.readouterr()
    assert "skipping secret_nim" in captured.err
    assert last_json_lines(captured.out, 1)[0]["games"] == 0


@pytest.mark.parametrize(
    "argv",
    [
        ["selfplay", "chess"],
        ["render", "chess", "--out", "x.png"],
        ["play", "chess", "--players", "a,b"],
    ],
)
def test_unknown_game_is_one_clear_line(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv, TOY) == 2
    assert capsys.readouterr().err == "Unknown game 'chess'. Known games: secret_nim.\n"


def test_unknown_game_through_python_dash_m_has_no_traceback() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bot", "selfplay", "no_such_game"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert done.stderr.startswith("Unknown game 'no_such_game'.")
    assert "Traceback" not in done.stderr


# ---------------------------------------------------------------------------- render


def test_render_writes_a_png_of_the_chosen_view(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "boards" / "nim.png"
    argv = ["render", "secret_nim", "--seed", "2", "--steps", "4", "--seat", "1", "--out", str(out)]
    assert main(argv, TOY) == 0
    assert out.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    assert "seat 1's view, after 4 actions" in capsys.readouterr().out


def test_render_public_view_stops_at_the_end_of_the_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "end.png"
    assert main(["render", "secret_nim", "--steps", "500", "--out", str(out)], TOY) == 0
    assert out.exists()
    text = capsys.readouterr().out
    assert "public view" in text
    assert "after 500 actions" not in text


def test_render_takes_a_language_and_the_games_options(tmp_path: Path) -> None:
    """The pictures of docs/pictures: a French board with the game's options, the last move
    told (the view before it is passed, as in a thread)."""
    from rules import GAMES

    fr, en = tmp_path / "fr.png", tmp_path / "en.png"
    options = ["--options", '{"scenario": 11}', "--players", "6", "--steps", "3"]
    assert main(["render", "fitna", *options, "--language", "fr", "--out", str(fr)], GAMES) == 0
    assert main(["render", "fitna", *options, "--out", str(en)], GAMES) == 0
    assert fr.read_bytes().startswith(b"\x89PNG") and fr.read_bytes() != en.read_bytes()


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--options", "[1]"], "--options must be a JSON object, e.g. '{\"scenario\": 11}'."),
        (["--seat", "2"], "There is no seat 2: seats are numbered 0 to 1."),
        (["--players", "9"], "Secret Nim is for 2 to 4 players, not 9."),
        (["--steps", "-1"], "--steps must be 0 or more."),
    ],
)
def test_render_refuses_bad_input(
    extra: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "x.png"
    assert main(["render", "secret_nim", "--out", str(out), *extra], TOY) == 2
    assert capsys.readouterr().err.strip() == message
    assert not out.exists()


# ---------------------------------------------------------------------------- play


def test_play_hands_the_checked_table_to_bot_table(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls: list[tuple[Any, ...]] = []

    def run_table(*args: Any, **kwargs: Any) -> int:
        calls.append((*args, kwargs))
        return 0

    monkeypatch.setitem(sys.modules, "bot.table", types.SimpleNamespace(run_table=run_table))
    argv = ["play", "secret_nim", "--players", "alice, bob", "--seed", "5", "--out", str(tmp_path)]
    assert main(argv, TOY) == 0
    assert calls == [("secret_nim", ["alice", "bob"], 5, tmp_path, {"games": TOY})]


@pytest.mark.parametrize(
    ("players", "message"),
    [
        ("alice", "Secret Nim is for 2 to 4 players, not 1"),
        ("alice,alice", "Each player needs a different name."),
    ],
)
def test_play_refuses_bad_seats(
    players: str, message: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "bot.table", None)  # the table must not even be reached
    assert main(["play", "secret_nim", "--players", players], TOY) == 2
    assert capsys.readouterr().err.startswith(message)


def test_play_with_a_seed_too_large_for_the_store_says_so(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["play", "secret_nim", "--players", "alice,bob", "--seed", str(2**63)]
    assert main(argv, TOY) == 2
    assert (
        capsys.readouterr().out.strip() == "The seed must be a whole number from 0 to 2^63\u22121."
    )


# ---------------------------------------------------------------------------- Discord


class FakeEntry(types.SimpleNamespace):
    """Stands in for ``cogs.run`` and records what the CLI asked of it."""

    def __init__(self) -> None:
        super().__init__(calls=[])

    def run_bot(self, settings: Settings) -> int:
        self.calls.append(("run", settings))
        return 0

    def sync_commands(self, settings: Settings, guild_id: int | None) -> int:
        self.calls.append(("sync", settings, guild_id))
        return 0

    def print_commands(self, as_json: bool) -> int:
        self.calls.append(("commands", as_json))
        return 0


@pytest.fixture
def entry() -> FakeEntry:
    return FakeEntry()


def test_no_command_runs_the_bot_with_the_settings(
    entry: FakeEntry, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "abc.def")
    assert main([], TOY, entry) == 0
    ((what, settings),) = entry.calls
    assert what == "run"
    assert settings.discord_token.get_secret_value() == "abc.def"


def test_sync_and_commands_reach_the_discord_entry(entry: FakeEntry) -> None:
    assert main(["sync", "--guild", "42"], TOY, entry) == 0
    assert main(["sync"], TOY, entry) == 0
    assert main(["commands", "--json"], TOY, entry) == 0
    assert [c[0] for c in entry.calls] == ["sync", "sync", "commands"]
    assert entry.calls[0][2] == 42
    assert entry.calls[1][2] is None
    assert entry.calls[2] == ("commands", True)


def test_a_bad_setting_is_one_line_without_its_value(
    entry: FakeEntry, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "very-secret-token")
    monkeypatch.setenv("DEV_GUILD_ID", "not-a-number")
    assert main([], TOY, entry) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "DEV_GUILD_ID" in err
    assert "very-secret-token" not in err
    assert "not-a-number" not in err
    assert entry.calls == []


def test_discord_commands_while_the_front_end_is_missing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Without the front-end (the composition root found no ``cogs.run``), the Discord
    commands say so in one line."""
    from bot.__main__ import discord_entry

    for argv in ([], ["sync"], ["commands", "--json"]):
        assert main(argv, TOY) == 1
        assert capsys.readouterr().err == "the Discord front-end is not built yet\n"
    monkeypatch.setitem(sys.modules, "cogs.run", None)  # its import now fails
    assert discord_entry() is None


# ---------------------------------------------------------------------------- health


def _health(capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(["health"], TOY)
    out, err = capsys.readouterr()
    return status, out, err


def test_health_is_one_line_and_status_0_with_a_token_and_a_database(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The container's HEALTHCHECK: healthy once the bot's database exists and answers, with a
    token set; the token never shows."""
    import asyncio

    from bot.store import Store

    async def create() -> None:
        async with Store(tmp_path / "games.sqlite3"):
            pass

    asyncio.run(create())
    monkeypatch.setenv("DISCORD_TOKEN", "very-secret-token")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "games.sqlite3"))
    status, out, err = _health(capsys)
    assert (status, err) == (0, "")
    assert out.count("\n") == 1 and out.startswith("healthy:") and "0 game(s)" in out
    assert "very-secret-token" not in out


def test_health_fails_with_status_1_without_a_token_or_a_database(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each failure is one line on stderr and status 1 (Docker reserves 2); the missing file
    is not created by the check."""
    database = tmp_path / "games.sqlite3"
    monkeypatch.setenv("DATABASE_PATH", str(database))
    status, out, err = _health(capsys)
    assert (status, out) == (1, "")
    assert err.count("\n") == 1 and "DISCORD_TOKEN" in err

    monkeypatch.setenv("DISCORD_TOKEN", "very-secret-token")
    status, out, err = _health(capsys)
    assert (status, out) == (1, "")
    assert err.count("\n") == 1 and "no database" in err and str(database) in err
    assert not database.exists()

    database.write_bytes(b"not a database at all, " * 100)
    status, out, err = _health(capsys)
    assert (status, out) == (1, "")
    assert err.count("\n") == 1 and err.startswith("unhealthy:")
    assert "very-secret-token" not in err

    monkeypatch.setenv("DEV_GUILD_ID", "not-a-number")
    status, out, err = _health(capsys)
    assert (status, out) == (1, "")
    assert err.count("\n") == 1 and "DEV_GUILD_ID" in err and "not-a-number" not in err


def test_health_on_postgresql_never_shows_the_url(
    pg_url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """With DATABASE_URL the same check reaches the PostgreSQL database; a database that
    cannot be reached is named by the kind of failure only, never by its URL's password."""
    monkeypatch.setenv("DISCORD_TOKEN", "very-secret-token")
    monkeypatch.setenv("DATABASE_URL", pg_url)
    status, out, err = _health(capsys)
    assert (status, err) == (0, "")
    assert out.count("\n") == 1 and "PostgreSQL" in out and "0 game(s)" in out

    missing = pg_url.replace("@/", ":hunter2@/").replace("/test_", "/missing_test_")
    monkeypatch.setenv("DATABASE_URL", missing)
    status, out, err = _health(capsys)
    assert (status, out) == (1, "")
    assert err.count("\n") == 1 and err.startswith("unhealthy: the PostgreSQL database")
    assert "hunter2" not in err and "missing_test_" not in err


# ---------------------------------------------------------------------------- settings


def test_settings_defaults() -> None:
    settings = Settings()
    assert settings.discord_token is None
    assert settings.database_path == Path("petrocord.sqlite3")
    assert settings.dev_guild_id is None
    assert (settings.log_level, settings.log_level_number) == ("INFO", 20)
    assert (settings.reminder_hours, settings.tick_seconds) == (24, 60)


def test_settings_from_dotenv_and_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / ".env").write_text(
        "DISCORD_TOKEN=from-dotenv\nDATABASE_PATH=games/p.sqlite3\nDEV_GUILD_ID=\n"
        "LOG_LEVEL=debug\nREMINDER_HOURS=12\n",
        encoding="utf-8",
    )
    monkeypatch.setenv("TICK_SECONDS", "5")
    settings = Settings()
    assert settings.discord_token is not None
    assert settings.discord_token.get_secret_value() == "from-dotenv"
    assert settings.database_path == Path("games/p.sqlite3")
    assert settings.dev_guild_id is None  # empty counts as unset
    assert settings.log_level == "DEBUG"
    assert (settings.reminder_hours, settings.tick_seconds) == (12, 5)
    assert "from-dotenv" not in repr(settings)


def test_env_example_lists_every_setting_with_a_comment() -> None:
    lines = (ROOT / ".env.example").read_text(encoding="utf-8").splitlines()
    for name in SETTING_NAMES:
        (index,) = [i for i, line in enumerate(lines) if line.startswith(f"{name}=")]
        assert lines[index - 1].startswith("#"), name
    assert "DISCORD_TOKEN=\n" in "\n".join(lines) + "\n"  # no token in an example file


def test_ci_runs_exactly_the_readme_set_up_commands() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    set_up = readme.split("## Set-up", 1)[1].split("```sh", 1)[1].split("```", 1)[0]
    commands = [line.strip() for line in set_up.strip().splitlines()]
    assert commands == ['python -m pip install -e ".[dev]"', "python -m pytest -q -n auto"]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert 'python -m pip install -q -e ".[dev]"' in ci
    assert "\npython -m pytest -q -n auto\n" in ci
    assert "python -m bot selfplay all --games 3 " in ci
    assert ci.startswith("#!/usr/bin/env bash") and "set -euo pipefail" in ci


def test_the_database_url_and_shard_settings_are_checked() -> None:
    from pydantic import ValidationError

    from bot.settings import Settings

    with pytest.raises(ValidationError, match="SHARD_COUNT"):
        Settings(_env_file=None, shard_ids="0")
    with pytest.raises(ValidationError, match="numbered from 0"):
        Settings(_env_file=None, shard_count=2, shard_ids="0,2")
    with pytest.raises(ValidationError, match="comma-separated"):
        Settings(_env_file=None, shard_count=2, shard_ids="zero")
    with pytest.raises(ValidationError, match="postgresql://"):
        Settings(_env_file=None, database_url="mysql://u:p@h/db")
    settings = Settings(
        _env_file=None, database_url="postgresql://u:hunter2@h/db", shard_count=4, shard_ids="1, 3"
    )
    assert settings.database == "postgresql://u:hunter2@h/db" and settings.shards == [1, 3]
    assert "hunter2" not in repr(settings) and "hunter2" not in settings.database_name
    assert Settings(_env_file=None).database == Settings(_env_file=None).database_path
