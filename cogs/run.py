"""The Discord side of ``python -m bot``: run the bot, sync its commands, print their payload.

The Discord entry point lives here, in ``cogs/``, so that imports only go down: ``bot/`` never
imports ``cogs`` or discord. ``bot/__main__.py``, the composition root, hands these three
functions (:func:`run_bot`, :func:`sync_commands`, :func:`print_commands`) to :func:`bot.cli.main`.
Every expected failure ends with one line on stderr and an exit status,
never a traceback:

* no token → "set DISCORD_TOKEN …", status 2;
* a token Discord rejects (``discord.LoginFailure`` at login, or the gateway closing with
  4004 "authentication failed") → "Discord rejected DISCORD_TOKEN …", status 2;
* a privileged intent the application may not use (gateway close 4014) → one line, status 2;
* Discord out of reach at start (no network, DNS) → one line, status 1;
* a database file that cannot be opened → one line naming DATABASE_PATH, status 1;
* a sync Discord refuses → its reason, status 1.

Command sync is explicit (``python -m bot sync``), never part of a start: syncing on every
start spends Discord's daily command-creation limit and can briefly show stale commands.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import signal
import sqlite3
import sys
import threading
from collections.abc import Iterator, Mapping
from typing import Any

import aiohttp
import discord
from discord import app_commands
from pydantic import ValidationError

from bot.service import GameService
from bot.settings import Settings, describe_settings_error
from bot.store import Store, StoreError
from rules.core import Game

from .client import PetroBot, make_bot

log = logging.getLogger("petrocord.discord")

#: Exit statuses (the same as the CLI's).
OK, FAILED, BAD_INPUT = 0, 1, 2

MISSING_TOKEN = (
    "No Discord token: set DISCORD_TOKEN in .env (see .env.example) or in the environment "
    "(developer portal → your application → Bot → Reset Token)."
)
REJECTED_TOKEN = (
    "Discord rejected DISCORD_TOKEN: copy a fresh token from the developer portal "
    "(your application → Bot → Reset Token) into .env."
)
PRIVILEGED_INTENTS = (
    "Discord refused an intent the bot asked for: enable it in the developer portal "
    "(your application → Bot → Privileged Gateway Intents) or stop asking for it."
)
UNREACHABLE = "Could not reach Discord ({error}); check the network and retry."
#: Gateway close code for an invalid token at IDENTIFY.
AUTHENTICATION_FAILED = 4004

#: discord.py writes request bodies and every gateway event at DEBUG level. Those carry DMs,
#: ephemeral hands and players' secret choices, so these loggers never go below INFO, whatever
#: LOG_LEVEL says (secrets never reach a log line).
CHATTY_LOGGERS = ("discord.http", "discord.gateway")

AnyGame = Game[Any, Any]


class DatabaseUnavailable(Exception):
    """The store could not be opened; the message says which file and why."""


def configure_logging(level: int) -> None:
    """discord.py's own log format on stderr at ``level``, with its chatty loggers capped.

    petrocord has no voice, so discord.py's warnings about missing voice libraries are off."""
    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False
    discord.utils.setup_logging(level=level, root=True)
    for name in CHATTY_LOGGERS:
        logging.getLogger(name).setLevel(max(level, logging.INFO))


def token_of(settings: Settings) -> str | None:
    """The configured token, stripped, or ``None`` when it is missing or blank."""
    if settings.discord_token is None:
        return None
    return settings.discord_token.get_secret_value().strip() or None


class CommandsOnlyBot(PetroBot):
    """The bot with its commands and nothing running in the background: for ``sync``, which
    logs in (that calls ``setup_hook``) but must not start the ticker or touch the database."""

    async def setup_hook(self) -> None:
        await self.install()


# ---------------------------------------------------------------------------- run


def run_bot(settings: Settings) -> int:
    """Run the bot until it is stopped (Ctrl+C or SIGTERM); the exit status."""
    token = token_of(settings)
    if token is None:
        print(MISSING_TOKEN, file=sys.stderr)
        return BAD_INPUT
    configure_logging(settings.log_level_number)
    try:
        asyncio.run(serve(settings, token))
    except (KeyboardInterrupt, asyncio.CancelledError):  # a signal before or during closing
        log.info("stopped")
    except discord.LoginFailure:
        print(REJECTED_TOKEN, file=sys.stderr)
        return BAD_INPUT
    except discord.PrivilegedIntentsRequired:
        print(PRIVILEGED_INTENTS, file=sys.stderr)
        return BAD_INPUT
    except discord.ConnectionClosed as closed:
        if closed.code == AUTHENTICATION_FAILED:
            print(REJECTED_TOKEN, file=sys.stderr)
            return BAD_INPUT
        raise
    except DatabaseUnavailable as error:
        print(str(error), file=sys.stderr)
        return FAILED
    except (aiohttp.ClientError, discord.GatewayNotFound) as error:
        print(UNREACHABLE.format(error=error), file=sys.stderr)
        return FAILED
    return OK


async def open_store(settings: Settings) -> Store:
    """The settings' store, opened: the SQLite file of DATABASE_PATH, or the PostgreSQL
    database of DATABASE_URL. :class:`DatabaseUnavailable` in one line if it cannot be opened
    (never echoing the URL, which may hold a password)."""
    if settings.database_url is None:
        folder = settings.database_path.resolve().parent
        if not folder.is_dir():
            raise DatabaseUnavailable(
                f"Cannot open the database {settings.database_path}: the folder {folder} does "
                "not exist; create it or set DATABASE_PATH in .env to a file in an existing "
                "folder."
            )
    store = Store(settings.database, synchronous=settings.sqlite_synchronous)
    try:
        await store.open()
    except (OSError, sqlite3.Error, StoreError) as error:
        raise DatabaseUnavailable(
            f"Cannot open the database {settings.database_path} ({error}); "
            "set DATABASE_PATH in .env to a writable file."
        ) from None
    except Exception as error:  # asyncpg's errors: a server refusing or not there
        raise DatabaseUnavailable(
            f"Cannot open {settings.database_name} ({type(error).__name__}); check "
            "DATABASE_URL in .env and that the server is running."
        ) from None
    return store


async def serve(settings: Settings, token: str, games: Mapping[str, AnyGame] | None = None) -> None:
    """Open the store, build the service and the bot, and run it until it stops.

    SIGTERM (a service manager stopping the bot) and Ctrl+C (SIGINT) close the bot — its
    gateway connection ends, ``start`` returns — and then the store is closed. A second
    signal while closing cancels at once. ``games`` replaces the registry (tests)."""
    store = await open_store(settings)
    try:
        bot = make_bot(service := GameService(store, games), settings)
        log.info("games: %s", ", ".join(sorted(service.games)) or "none registered")
        with stop_on_signals(bot):
            async with bot:
                await bot.start(token)
    finally:
        await store.close()


STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT)


def handles_signals() -> bool:
    """Whether asyncio's loop can handle signals here: on Unix, in the main thread (asyncio
    has no signal handlers on Windows, nor in another thread; there Python's own Ctrl+C
    stops the bot)."""
    return sys.platform != "win32" and threading.current_thread() is threading.main_thread()


@contextlib.contextmanager
def stop_on_signals(bot: discord.Client) -> Iterator[None]:
    """While inside, SIGTERM and SIGINT close ``bot`` (a second one cancels the main task).

    Closing rather than cancelling is what makes the stop reliable: a cancellation that
    lands while discord.py is inside ``asyncio.wait_for`` during a (re)connect can be lost
    on Python 3.11, while a closed client always leaves its connect loop."""
    loop = asyncio.get_running_loop()
    main = asyncio.current_task()
    closing: list[asyncio.Task[None]] = []

    def stop(name: str) -> None:
        if closing:
            log.info("%s again: stopping now", name)
            if main is not None:
                main.cancel()
            return
        log.info("%s: stopping on a signal", name)
        closing.append(loop.create_task(bot.close()))

    installed = list(STOP_SIGNALS) if handles_signals() else []
    for number in installed:
        loop.add_signal_handler(number, stop, signal.Signals(number).name)
    try:
        yield
    finally:
        for number in installed:
            loop.remove_signal_handler(number)


# ---------------------------------------------------------------------------- commands


async def sync_payload(
    tree: app_commands.CommandTree[Any], guild: discord.abc.Snowflake | None = None
) -> list[dict[str, Any]]:
    """What ``tree.sync(guild=guild)`` sends, built the same way (discord/app_commands/tree.py
    ``CommandTree.sync``): every command of that scope, all types, through the translator when
    one is set, else each command's ``to_dict(tree)``."""
    commands = tree.get_commands(guild=guild)
    translator = tree.translator
    if translator:
        return [await command.get_translated_payload(tree, translator) for command in commands]
    return [command.to_dict(tree) for command in commands]


async def offline_tree(
    settings: Settings, games: Mapping[str, AnyGame] | None = None
) -> app_commands.CommandTree[Any]:
    """The bot's command tree, built without network and without opening the database."""
    bot = CommandsOnlyBot(GameService(Store(settings.database_path), games), settings)
    await bot.install()
    return bot.tree


async def command_payload(
    settings: Settings | None = None, games: Mapping[str, AnyGame] | None = None
) -> list[dict[str, Any]]:
    """The exact payload ``python -m bot sync`` sends for the global commands, offline."""
    return await sync_payload(await offline_tree(settings or Settings(), games))


def print_commands(as_json: bool, games: Mapping[str, AnyGame] | None = None) -> int:
    """Print the application-command payload (JSON), or a readable outline; no network."""
    try:
        settings = Settings()
    except ValidationError as error:
        print(describe_settings_error(error), file=sys.stderr)
        return BAD_INPUT
    payload = asyncio.run(command_payload(settings, games))
    if as_json:
        print(json.dumps(payload, indent=2, ensure_ascii=False))
    else:
        for line in outline(payload):
            print(line)
    return OK


def outline(payload: list[dict[str, Any]]) -> list[str]:
    """One line per slash command or subcommand: ``/game new <game> [options] — description``."""
    lines: list[str] = []

    def walk(item: dict[str, Any], prefix: str) -> None:
        path = f"{prefix} {item['name']}".strip()
        options = item.get("options") or []
        subs = [o for o in options if o.get("type") in (1, 2)]
        if subs:
            for sub in subs:
                walk(sub, path)
            return
        shown = " ".join(
            f"<{o['name']}>" if o.get("required") else f"[{o['name']}]" for o in options
        )
        lines.append(f"/{path} {shown}".rstrip() + f" — {item.get('description', '')}")

    for command in payload:
        if command.get("type", 1) == 1:
            walk(command, "")
        else:
            kind = "user" if command["type"] == 2 else "message"
            lines.append(f"{command['name']} ({kind} context menu)")
    return lines


def sync_commands(settings: Settings, guild_id: int | None = None) -> int:
    """Log in, register the commands with Discord, log out.

    Without ``guild_id`` the global commands are replaced (every server, may take a moment to
    show); with it they are copied to that one server only (shown at once). When
    ``DEV_GUILD_ID`` is set the commands are also copied there, for testing."""
    token = token_of(settings)
    if token is None:
        print(MISSING_TOKEN, file=sys.stderr)
        return BAD_INPUT
    configure_logging(max(settings.log_level_number, logging.WARNING))
    try:
        return asyncio.run(_sync(settings, token, guild_id))
    except discord.LoginFailure:
        print(REJECTED_TOKEN, file=sys.stderr)
        return BAD_INPUT
    except aiohttp.ClientError as error:
        print(UNREACHABLE.format(error=error), file=sys.stderr)
        return FAILED


async def _sync(settings: Settings, token: str, guild_id: int | None) -> int:
    targets: list[int | None] = [guild_id]
    if settings.dev_guild_id is not None and settings.dev_guild_id != guild_id:
        targets.append(settings.dev_guild_id)
    bot = CommandsOnlyBot(GameService(Store(settings.database_path)), settings)
    tree = bot.tree
    status = OK
    async with bot:
        await bot.login(token)  # fetches the application id, installs; no gateway connection
        for target in targets:
            guild = None if target is None else discord.Object(id=target)
            if guild is not None:
                tree.copy_global_to(guild=guild)
            where = "globally" if guild is None else f"to server {target}"
            try:
                synced = await tree.sync(guild=guild)
            except app_commands.CommandSyncFailure as error:
                print(f"Discord refused the commands: {error}", file=sys.stderr)
                status = FAILED
            except discord.Forbidden:
                print(
                    f"Could not sync {where}: the bot is not in that server or was invited "
                    "without the applications.commands scope (see docs/run-on-your-server.md).",
                    file=sys.stderr,
                )
                status = FAILED
            except discord.HTTPException as error:
                print(f"Could not sync {where}: {error}", file=sys.stderr)
                status = FAILED
            else:
                names = ", ".join(f"/{c.name}" for c in synced)
                count = f"{len(synced)} command" + ("" if len(synced) == 1 else "s")
                print(f"Synced {count} {where}: {names}")
    return status
