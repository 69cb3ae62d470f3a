"""``cogs.run`` (the Discord entry point): running, syncing and printing the commands, against the fake Discord.

The entry points are synchronous (each runs its own event loop, as ``python -m bot`` does),
so they run in a worker thread here while the fake Discord serves from its own thread.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import signal
import sys
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.settings import Settings
from bot.store import Store
from cogs import run as discord_entry
from cogs.run import (
    MISSING_TOKEN,
    REJECTED_TOKEN,
    command_payload,
    configure_logging,
    print_commands,
    run_bot,
    serve,
    sync_commands,
)
from rules import GAMES
from tests.fake_discord import FAKE_TOKEN, FakeDiscord
from tests.fake_discord.fixtures import fake_discord, restore_logging  # noqa: F401
from tests.toygame import GAME as TOY

LIMIT = 60.0


def settings_for(tmp_path: Path, **values: Any) -> Settings:
    """Settings from these values only (no .env, no environment variable)."""
    return Settings(_env_file=None, database_path=tmp_path / "games.sqlite3", **values)


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Neither a developer's .env nor their environment leaks into these tests."""
    monkeypatch.chdir(tmp_path)
    for name in ("DISCORD_TOKEN", "DATABASE_PATH", "DEV_GUILD_ID", "LOG_LEVEL"):
        monkeypatch.delenv(name, raising=False)


#: configure_logging changes the root logger; it is put back after each test.
pytestmark = pytest.mark.usefixtures("logging_restored")


def one_line(text: str) -> str:
    lines = [line for line in text.splitlines() if line.strip()]
    assert len(lines) == 1, text
    assert "Traceback" not in text
    return lines[0]


# ---------------------------------------------------------------------- run_bot


@pytest.mark.parametrize("token", [None, "", "   "])
def test_run_without_a_token_says_what_to_set(
    token: str | None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    settings = settings_for(tmp_path, discord_token=token)
    assert run_bot(settings) == 2
    line = one_line(capsys.readouterr().err)
    assert line == MISSING_TOKEN
    assert "DISCORD_TOKEN" in line and ".env.example" in line
    assert not (tmp_path / "games.sqlite3").exists()


async def test_run_with_a_rejected_token_ends_with_one_line(
    fake: FakeDiscord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    settings = settings_for(tmp_path, discord_token="not.the.token", log_level="ERROR")
    status = await asyncio.wait_for(asyncio.to_thread(run_bot, settings), LIMIT)
    assert status == 2
    assert one_line(capsys.readouterr().err) == REJECTED_TOKEN


@pytest.mark.parametrize(
    ("code", "line"), [(4004, REJECTED_TOKEN), (4014, discord_entry.PRIVILEGED_INTENTS)]
)
async def test_run_closed_by_the_gateway_ends_with_one_line(
    code: int, line: str, fake: FakeDiscord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Login works, then the gateway closes with 4004 (authentication failed: the token was
    reset meanwhile) or 4014 (a privileged intent the application may not use)."""
    settings = settings_for(tmp_path, discord_token=FAKE_TOKEN, log_level="ERROR")
    running = asyncio.create_task(asyncio.to_thread(run_bot, settings))
    await fake.wait_for(fake.ready.is_set, timeout=LIMIT, what="READY")
    await fake.close_gateway(code)
    assert await asyncio.wait_for(running, LIMIT) == 2
    assert one_line(capsys.readouterr().err) == line


def test_run_with_an_unusable_database_ends_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    settings = settings_for(tmp_path, discord_token=FAKE_TOKEN, log_level="ERROR")
    settings.database_path = tmp_path / "missing-folder" / "games.sqlite3"
    assert run_bot(settings) == 1
    line = one_line(capsys.readouterr().err)
    assert line.startswith("Cannot open the database") and "DATABASE_PATH" in line


def test_run_without_network_ends_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nothing listens on the API address (port 9 of 127.0.0.1, refused at once)."""
    monkeypatch.setattr(discord.http.Route, "BASE", "http://127.0.0.1:9/api/v10")
    settings = settings_for(tmp_path, discord_token=FAKE_TOKEN, log_level="ERROR")
    assert run_bot(settings) == 1
    assert one_line(capsys.readouterr().err).startswith("Could not reach Discord")
    assert sync_commands(settings, None) == 1
    assert one_line(capsys.readouterr().err).startswith("Could not reach Discord")


async def test_serve_runs_the_bot_and_stops_cleanly_on_sigterm(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """The store is opened (migrations applied), the bot connects with the default intents
    and stops cleanly on SIGTERM: the gateway is closed and ``serve`` returns."""
    settings = settings_for(tmp_path, discord_token=FAKE_TOKEN)
    task = asyncio.create_task(serve(settings, FAKE_TOKEN, {TOY.name: TOY}))
    await fake.wait_for(fake.ready.is_set, timeout=LIMIT, what="READY")
    assert fake.identify is not None
    assert fake.identify["intents"] == discord.Intents.default().value
    assert not discord.Intents(fake.identify["intents"]).message_content
    assert not discord.Intents(fake.identify["intents"]).members
    assert signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL, "serve handles SIGTERM"
    os.kill(os.getpid(), signal.SIGTERM)
    await asyncio.wait_for(task, LIMIT)
    assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL, "the handler is removed"
    await fake.wait_for(fake.disconnected.is_set, timeout=LIMIT, what="the gateway to close")
    assert (tmp_path / "games.sqlite3").exists()
    store = await Store(settings.database_path).open()
    await store.close()
    assert not [r for r in fake.requests if r.method == "PUT"], "a start never syncs commands"


def test_debug_logging_keeps_discord_payload_loggers_at_info() -> None:
    """discord.py logs request bodies (DMs, hands) at DEBUG: those loggers stay at INFO."""
    configure_logging(logging.DEBUG)
    assert logging.getLogger().level == logging.DEBUG
    for name in discord_entry.CHATTY_LOGGERS:
        assert not logging.getLogger(name).isEnabledFor(logging.DEBUG)
    assert logging.getLogger("petrocord.discord").isEnabledFor(logging.DEBUG)


# ---------------------------------------------------------------------- sync


def test_sync_without_a_token_says_what_to_set(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sync_commands(settings_for(tmp_path), None) == 2
    assert one_line(capsys.readouterr().err) == MISSING_TOKEN


async def test_sync_sends_exactly_the_printed_payload(
    fake: FakeDiscord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``sync`` PUTs the global commands; the body is what ``commands --json`` prints."""
    settings = settings_for(tmp_path, discord_token=FAKE_TOKEN)
    status = await asyncio.wait_for(asyncio.to_thread(sync_commands, settings, None), LIMIT)
    assert status == 0
    [put] = [r for r in fake.requests if r.method == "PUT"]
    assert put.path == f"/applications/{fake.application_id}/commands"
    printed = await asyncio.to_thread(_printed_json, capsys)
    assert put.body == printed
    assert put.body == await command_payload(settings)
    assert [c["name"] for c in fake.global_commands] == [c["name"] for c in printed]
    assert fake.guild_commands == {}
    assert not fake.identify, "sync never opens the gateway"
    assert not (tmp_path / "games.sqlite3").exists(), "sync never opens the database"


def _printed_json(capsys: pytest.CaptureFixture[str]) -> Any:
    capsys.readouterr()
    assert print_commands(True) == 0
    return json.loads(capsys.readouterr().out)


async def test_sync_to_a_guild_and_the_dev_guild(fake: FakeDiscord, tmp_path: Path) -> None:
    """``--guild ID`` copies the global commands to that server; DEV_GUILD_ID gets a copy too;
    the global commands are left alone."""
    fake.command_guilds.add(777)
    settings = settings_for(tmp_path, discord_token=FAKE_TOKEN, dev_guild_id=777)
    status = await asyncio.wait_for(
        asyncio.to_thread(sync_commands, settings, fake.guild_id), LIMIT
    )
    assert status == 0
    puts = [r.path for r in fake.requests if r.method == "PUT"]
    base = f"/applications/{fake.application_id}/guilds"
    assert puts == [f"{base}/{fake.guild_id}/commands", f"{base}/777/commands"]
    payload = await command_payload(settings)
    assert [c["name"] for c in fake.guild_commands[fake.guild_id]] == [c["name"] for c in payload]
    assert fake.guild_commands[777] == [dict(c, guild_id="777") for c in fake.guild_commands[777]]
    assert fake.global_commands == []


async def test_sync_global_plus_dev_guild(fake: FakeDiscord, tmp_path: Path) -> None:
    settings = settings_for(tmp_path, discord_token=FAKE_TOKEN, dev_guild_id=fake.guild_id)
    status = await asyncio.wait_for(asyncio.to_thread(sync_commands, settings, None), LIMIT)
    assert status == 0
    puts = [r.path for r in fake.requests if r.method == "PUT"]
    app = f"/applications/{fake.application_id}"
    assert puts == [f"{app}/commands", f"{app}/guilds/{fake.guild_id}/commands"]


async def test_sync_with_a_rejected_token(
    fake: FakeDiscord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    settings = settings_for(tmp_path, discord_token="bad")
    status = await asyncio.wait_for(asyncio.to_thread(sync_commands, settings, None), LIMIT)
    assert status == 2
    assert one_line(capsys.readouterr().err) == REJECTED_TOKEN


async def test_sync_refused_by_discord_is_reported(
    fake: FakeDiscord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A server the bot was not invited to with applications.commands: 403, one line, 1."""
    settings = settings_for(tmp_path, discord_token=FAKE_TOKEN)
    status = await asyncio.wait_for(asyncio.to_thread(sync_commands, settings, 5), LIMIT)
    assert status == 1
    line = one_line(capsys.readouterr().err)
    assert line.startswith("Could not sync to server 5") and "applications.commands" in line


# ---------------------------------------------------------------------- the set-up guide

GUIDE = Path(__file__).resolve().parents[1] / "docs" / "run-on-your-server.md"


def test_the_invite_link_asks_for_exactly_the_permissions_used() -> None:
    """docs/run-on-your-server.md: the invite URL's permission integer is the sum of the six
    permissions the bot uses, with both scopes, and the default intents are documented."""
    text = GUIDE.read_text(encoding="utf-8")
    used = discord.Permissions(
        send_messages=True,
        embed_links=True,
        attach_files=True,
        read_message_history=True,
        create_public_threads=True,
        send_messages_in_threads=True,
    )
    url = (
        "https://discord.com/oauth2/authorize?client_id=APPLICATION_ID"
        f"&scope=bot+applications.commands&permissions={used.value}"
    )
    assert url in text
    assert f"**{used.value}**" in text
    assert "Intents.default()" in text
    for command in ("python -m bot sync --guild", "python -m bot sync", "python -m bot\n"):
        assert command in text


def test_the_guide_describes_every_option_of_server_settings() -> None:
    """docs/run-on-your-server.md's section on ``/server settings`` names each of the
    command's options, so an admin finds what every one does."""
    from cogs.server import ServerCog

    text = GUIDE.read_text(encoding="utf-8")
    section = text.split("## Your server's settings: `/server settings`", 1)[1].split("\n## ", 1)[0]
    for parameter in ServerCog.settings.parameters:
        assert f"`{parameter.name}" in section, parameter.name


# ---------------------------------------------------------------------- through the CLI


async def test_python_m_bot_sync_and_run_through_the_cli(
    fake: FakeDiscord,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``python -m bot sync --guild ID`` and ``python -m bot`` read the token from the
    environment (as from .env) and reach these functions."""
    from bot.__main__ import run as main

    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "cli.sqlite3"))
    monkeypatch.setenv("LOG_LEVEL", "ERROR")
    monkeypatch.setenv("DISCORD_TOKEN", FAKE_TOKEN)
    argv = ["sync", "--guild", str(fake.guild_id)]
    assert await asyncio.wait_for(asyncio.to_thread(main, argv), LIMIT) == 0
    names = ", ".join(f"/{c['name']}" for c in fake.guild_commands[fake.guild_id])
    count = f"{5 + len(GAMES)} commands"  # /game, /results, /server, /computer, /pace, one per game
    expected = f"Synced {count} to server {fake.guild_id}: {names}"
    assert capsys.readouterr().out.strip() == expected
    monkeypatch.setenv("DISCORD_TOKEN", "revoked")
    assert await asyncio.wait_for(asyncio.to_thread(main, []), LIMIT) == 2
    assert one_line(capsys.readouterr().err) == REJECTED_TOKEN


SUBPROCESS = """
import sys, discord, yarl
from discord.gateway import DiscordWebSocket
discord.http.Route.BASE = sys.argv[1]
DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(sys.argv[2])
from bot.__main__ import run
sys.exit(run([]))
"""


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT])
async def test_a_signal_stops_python_m_bot_cleanly(
    number: signal.Signals, fake: FakeDiscord, tmp_path: Path
) -> None:
    """A real process running the CLI (only the two Discord addresses pointed at the fake):
    SIGTERM (a service manager) or SIGINT (Ctrl+C) closes the gateway, exit status 0."""
    root = Path(__file__).resolve().parents[1]
    env = {
        **os.environ,
        "DISCORD_TOKEN": FAKE_TOKEN,
        "DATABASE_PATH": str(tmp_path / "games.sqlite3"),
        "LOG_LEVEL": "INFO",
        "PYTHONPATH": str(root),
    }
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        SUBPROCESS,
        fake.api_base,
        fake.gateway_url,
        cwd=tmp_path,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        await fake.wait_for(fake.ready.is_set, timeout=LIMIT, what="the process to connect")
        process.send_signal(number)
        _, err = await asyncio.wait_for(process.communicate(), LIMIT)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    assert process.returncode == 0, err.decode()
    assert b"Traceback" not in err
    assert b"stopping on a signal" in err
    await fake.wait_for(fake.disconnected.is_set, timeout=LIMIT, what="the gateway to close")
