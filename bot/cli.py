"""``python -m bot``: the command line.

* ``python -m bot`` (no command): run the Discord bot.
* ``games [--json]``: the registered games, their player counts and options.
* ``play GAME --players a,b,c [--seed S] [--out DIR]``: the local terminal table.
* ``selfplay GAME|all [--games N] [--players K] [--seed S] [--option NAME=VALUE]``: random games through the engine (with game options for one game);
  one JSON summary line per game kind (and a combined ``all`` line) at the end. With
  ``--hashes FILE`` (one game): check the games recorded in FILE still play the same (final
  state and public views, ``bot.selfplay.compare``; ``--views-only`` skips the final state), or
  with ``--record`` write FILE from the run's games (after a clean self-play of them; their
  ``--option`` settings are recorded with each game, and ``--append`` adds them to FILE's games).
* ``arena GAME --players normal,random,random [--option NAME=VALUE] [--games N] [--seed S]
  [--iterations K] [--seconds T] [--max-actions M]``: whole games between computer players
  (``bot/arena.py``), one JSON object: wins, mean score and decision times per level, errors.
* ``render GAME [--seed S] [--players K] [--steps K] [--seat SEAT] --out FILE.png``: the board
  after K random legal actions, as the public sees it unless a seat is named.
* ``bench [--game NAME] [--rounds N] [--peer]``: pictures, round trip, engine and database
  figures of a long game of every registered game (``bot/bench.py``), a table and a JSON line.
* ``check-db [--database FILE] [--full]``: SQLite's full integrity check of the database and
  every game replayed to its stored states (from its last check, a recent snapshot, or with
  ``--full`` its set-up); a summary, exit status 1 on any problem.
* ``migrate-db --to URL [--database FILE]``: copy every game of the SQLite database into an
  empty PostgreSQL database (``bot/migrate.py``) and check that each replays identically there.
* ``replay FILE [--step N --out FILE.png]``: rebuild a game from its exported record
  (``/game export``), check it reaches the recorded final state and result, and draw the
  public board after move N.
* ``sync [--guild ID]`` and ``commands [--json]``: Discord command registration and payload.
* ``health``: the settings hold a token and the database opens and answers; one line, exit
  status 0 or 1 (the container's health check).

Bad input (unknown game, wrong player count, bad seat, bad setting) ends with one clear line
on stderr and exit status 2, never a traceback. The local table is imported only by the
command that needs it; the Discord front-end (``cogs/run.py``) is never imported here: the
composition root ``bot/__main__.py`` passes it to :func:`main`.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import json
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

from pydantic import ValidationError

from rules.core import Game, IllegalAction
from rules.core.text import LANGUAGES

from .selfplay import player_count_problem
from .settings import Settings, describe_settings_error

#: Exit statuses.
OK, FAILED, BAD_INPUT = 0, 1, 2

AnyGame = Game[Any, Any]


class UsageError(Exception):
    """Bad input from the command line: the message is printed as it is, exit status 2."""


def find_game(name: str, games: Mapping[str, AnyGame]) -> AnyGame:
    """The game registered as ``name``, or a :class:`UsageError` listing the known ones."""
    game = games.get(name)
    if game is None:
        known = ", ".join(sorted(games)) or "none yet"
        raise UsageError(f"Unknown game {name!r}. Known games: {known}.")
    return game


def optional_module(name: str) -> Any:
    """The module ``name``, or ``None`` while it is not built (its own import fails).

    A missing dependency *inside* the module is a real error and is raised as it is."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as missing:
        if missing.name == name:
            return None
        raise


# ---------------------------------------------------------------------------- games


def describe_options(game: AnyGame) -> list[dict[str, Any]]:
    """Each option of ``game`` from its options model's JSON schema: name, type, default, help.

    The default is what the game fills in when a player leaves the option out; where it
    depends on the player count (a scenario per count), ``default_by_players`` maps each count
    to its value instead."""
    schema = game.options_model.model_json_schema()
    definitions = schema.get("$defs", {})
    defaults = _defaults_by_player_count(game)
    described = []
    for name, prop in schema.get("properties", {}).items():
        by_count = {count: values[name] for count, values in defaults.items() if name in values}
        distinct = {json.dumps(value, sort_keys=True) for value in by_count.values()}
        default: Any = next(iter(by_count.values())) if len(distinct) == 1 else prop.get("default")
        varying = {str(count): value for count, value in by_count.items()}
        described.append(
            {
                "name": name,
                "type": _schema_type(prop, definitions),
                "default": None if len(distinct) > 1 else default,
                "default_by_players": varying if len(distinct) > 1 else None,
                "description": prop.get("description", ""),
            }
        )
    return described


def _defaults_by_player_count(game: AnyGame) -> dict[int, dict[str, Any]]:
    """The options the game chooses for each allowed player count when given none."""
    defaults = {}
    for count in range(game.min_players, game.max_players + 1):
        try:
            defaults[count] = game.options(count).model_dump(mode="json")
        except IllegalAction:
            continue  # a count that needs an explicit option has no default to show
    return defaults


def _schema_type(prop: dict[str, Any], definitions: dict[str, Any]) -> str:
    """A short human type for one JSON-schema property: ``integer 1..20``, ``one of a|b``."""
    if "$ref" in prop:
        return _schema_type(definitions.get(prop["$ref"].rsplit("/", 1)[-1], {}), definitions)
    if "enum" in prop:
        return "one of " + "|".join(str(v) for v in prop["enum"])
    if "const" in prop:
        return f"always {prop['const']}"
    if "anyOf" in prop:
        return " or ".join(_schema_type(p, definitions) for p in prop["anyOf"])
    kind = str(prop.get("type", "any"))
    low = prop.get("minimum", prop.get("exclusiveMinimum"))
    high = prop.get("maximum", prop.get("exclusiveMaximum"))
    if low is not None or high is not None:
        kind += f" {'' if low is None else low}..{'' if high is None else high}"
    if kind == "array" and "items" in prop:
        kind = "list of " + _schema_type(prop["items"], definitions)
    return kind


def game_info(game: AnyGame) -> dict[str, Any]:
    return {
        "name": game.name,
        "title": game.title,
        "min_players": game.min_players,
        "max_players": game.max_players,
        "options": describe_options(game),
    }


def cmd_games(games: Mapping[str, AnyGame], as_json: bool) -> int:
    """Print every registered game with its player counts and options."""
    infos = [game_info(games[name]) for name in sorted(games)]
    if as_json:
        print(json.dumps(infos, indent=2))
        return OK
    if not infos:
        print("No games are registered yet.")
    for info in infos:
        players = f"{info['min_players']}–{info['max_players']}"
        if info["min_players"] == info["max_players"]:
            players = str(info["min_players"])
        print(f"{info['name']}: {info['title']}, {players} players")
        for option in info["options"]:
            varying = option["default_by_players"]
            if varying:
                shown = ", ".join(f"{n} players: {v!r}" for n, v in varying.items())
                default_text = f"default by player count: {shown}"
            else:
                default_text = f"default {option['default']!r}"
            print(
                f"  option {option['name']} ({option['type']}, {default_text})"
                + (f": {option['description']}" if option["description"] else "")
            )
        if not info["options"]:
            print("  no options")
    return OK


# ---------------------------------------------------------------------------- play


def cmd_play(
    games: Mapping[str, AnyGame], name: str, players: str, seed: int | None, out: Path | None
) -> int:
    """Check the game and the seats, then hand over to the local table (``bot.table``)."""
    game = find_game(name, games)
    seats = [p.strip() for p in players.split(",") if p.strip()]
    if len(set(seats)) != len(seats):
        raise UsageError("Each player needs a different name.")
    problem = player_count_problem(game, len(seats))
    if problem is not None:
        raise UsageError(f"{problem} Give them as --players alice,bob,carol.")
    table = optional_module("bot.table")
    if table is None:
        print("the local table is not built yet", file=sys.stderr)
        return FAILED
    return int(table.run_table(game.name, seats, seed, out, games=games) or 0)


# ---------------------------------------------------------------------------- selfplay


def parse_options(pairs: Sequence[str]) -> dict[str, Any]:
    """``NAME=VALUE`` pairs as game options: a value reads as JSON when it can (``true``,
    ``3``), else as text."""
    found: dict[str, Any] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise UsageError(f"--option takes NAME=VALUE, not {pair!r}.")
        try:
            found[name] = json.loads(value)
        except ValueError:
            found[name] = value
    return found


def cmd_selfplay(
    games: Mapping[str, AnyGame],
    name: str,
    count: int,
    players: int | None,
    seed: int,
    options: Sequence[str] = (),
) -> int:
    """Self-play one game kind or all; JSON summary lines last; exit 1 on any error."""
    from .selfplay import Summary, selfplay

    if count < 0:
        raise UsageError("--games must be 0 or more.")
    chosen_options = parse_options(options)
    if chosen_options and name == "all":
        raise UsageError("--option needs one game, not 'all'.")
    chosen = [games[n] for n in sorted(games)] if name == "all" else [find_game(name, games)]
    total = Summary(game="all")
    lines = []
    for game in chosen:
        problem = None if players is None else player_count_problem(game, players)
        if problem is not None:
            if name != "all":
                raise UsageError(problem)
            print(f"skipping {game.name}: {problem}", file=sys.stderr)
            continue
        try:
            summary = selfplay(game, count, players, seed, chosen_options or None)
        except IllegalAction as refusal:
            raise UsageError(str(refusal)) from None
        total.merge(summary)
        lines.append(summary.as_json())
    for error in total.errors[:5]:
        print("self-play error: " + error.describe(), file=sys.stderr)
    if total.error_count > 5:
        print(f"… and {total.error_count - 5} more errors", file=sys.stderr)
    if name == "all":
        lines.append(total.as_json())
    for line in lines:
        print(json.dumps(line))
    return FAILED if total.error_count else OK


def cmd_hashes(games: Mapping[str, AnyGame], args: argparse.Namespace) -> int:
    """Record or check a behaviour baseline (``bot.selfplay`` fingerprints); exit 1 when a
    recorded game plays differently or the recorded run is not clean."""
    from .selfplay import (
        compare,
        fingerprints,
        read_fingerprints,
        selfplay,
        write_fingerprints,
    )

    game = find_game(args.game, games)
    path: Path = args.hashes
    if args.append and not args.record:
        raise UsageError("--append goes with --record.")
    if args.option and not args.record:
        raise UsageError("--option goes with --record: a baseline's games carry their options.")
    if args.record:
        problem = None if args.players is None else player_count_problem(game, args.players)
        if problem is not None:
            raise UsageError(problem)
        options = parse_options(args.option) or None
        kept: list[Any] = []
        if args.append and path.exists():
            name, kept = read_fingerprints(path)
            if name != game.name:
                raise UsageError(f"{path} holds {name} games, not {game.name}.")
        try:
            summary = selfplay(game, args.games, args.players, args.seed, options)
        except IllegalAction as refusal:
            raise UsageError(str(refusal)) from None
        if summary.error_count:
            for error in summary.errors[:5]:
                print("self-play error: " + error.describe(), file=sys.stderr)
            print("not recorded: self-play found errors", file=sys.stderr)
            return FAILED
        recorded = kept + fingerprints(game, args.games, args.players, args.seed, options)
        write_fingerprints(path, game, recorded)
        print(json.dumps({"game": game.name, "games": len(recorded), "recorded": str(path)}))
        return OK
    if not path.exists():
        raise UsageError(f"No baseline file {path}; write one with --record.")
    name, recorded = read_fingerprints(path)
    if name != game.name:
        raise UsageError(f"{path} holds {name} games, not {game.name}.")
    differences = compare(game, recorded, views_only=args.views_only)
    for line in differences:
        print("changed: " + line, file=sys.stderr)
    print(json.dumps({"game": game.name, "games": len(recorded), "changed": len(differences)}))
    return FAILED if differences else OK


# ---------------------------------------------------------------------------- render


def cmd_render(
    games: Mapping[str, AnyGame],
    name: str,
    seed: int,
    players: int | None,
    steps: int,
    seat: int | None,
    out: Path,
    language: str = "en",
    options: str | None = None,
) -> int:
    """Write the board after ``steps`` random legal actions, seen by ``seat`` or the public,
    in ``language``, with the game's ``options`` (JSON text) if given."""
    from render import render_view
    from rules.core import Rng

    from .selfplay import random_states, seat_names

    game = find_game(name, games)
    count = game.min_players if players is None else players
    problem = player_count_problem(game, count)
    if problem is not None:
        raise UsageError(problem)
    if seat is not None and not 0 <= seat < count:
        raise UsageError(f"There is no seat {seat}: seats are numbered 0 to {count - 1}.")
    if steps < 0:
        raise UsageError("--steps must be 0 or more.")
    try:
        chosen = json.loads(options) if options is not None else None
    except ValueError:
        raise UsageError("--options must be a JSON object, e.g. '{\"scenario\": 11}'.") from None
    if chosen is not None and not isinstance(chosen, dict):
        raise UsageError("--options must be a JSON object, e.g. '{\"scenario\": 11}'.")
    try:
        state = game.setup(seat_names(count), seed, chosen)
    except IllegalAction as refusal:
        raise UsageError(str(refusal)) from None
    played = random_states(game, state, Rng.from_seed(seed), steps)
    state = played[-1]
    # the last move is marked and told, as in a game's thread: the view before it is given
    previous = game.view(played[-2], seat) if len(played) > 1 else None
    view = game.view(state, seat)
    for shown in (view, previous):
        if shown is not None:
            shown.language = language
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(render_view(view, previous=previous))
    who = "public view" if seat is None else f"seat {seat}'s view"
    print(f"wrote {out} ({game.title}, {who}, after {state.step} actions)")
    return OK


# ---------------------------------------------------------------------------- bench


def cmd_bench(games: Mapping[str, AnyGame], args: argparse.Namespace) -> int:
    """The benchmark of ``bot/bench.py``; a bad game name or option is a usage error."""
    from .bench import run

    if args.game is not None:
        find_game(args.game, games)
    try:
        run(args, dict(games))
    except ValueError as error:
        raise UsageError(str(error)) from None
    return OK


# ---------------------------------------------------------------------------- replay


def cmd_replay(games: Mapping[str, AnyGame], file: Path, step: int | None, out: Path | None) -> int:
    """Rebuild an exported game, say whether it matches its record, draw a step if asked."""
    from .records import RecordError, exported_states, read_record, rebuild

    if (step is None) != (out is None):
        raise UsageError("--step and --out go together: which move, and where to draw it.")
    try:
        exported = read_record(file)
    except OSError as error:
        raise UsageError(f"Cannot read {file}: {error.strerror}.") from None
    except RecordError as error:
        raise UsageError(str(error)) from None
    problems = rebuild(games, exported)
    moves = sum(1 for row in exported.log if row.kind == "move")
    print(
        f"{exported.title}, game #{exported.id} ({exported.status}): "
        f"{', '.join(exported.seats)}; seed {exported.seed}; {moves} moves logged."
    )
    if exported.result is not None:
        ranking = "; ".join(
            ", ".join(f"{exported.seats[s]} {exported.result.scores[s]:g}" for s in group)
            for group in exported.result.ranking
        )
        print(f"Result: {ranking}.")
    for problem in problems:
        print(f"  problem: {problem}")
    if step is not None and out is not None and not problems:
        from render import render_view

        game = games[exported.game]
        all_states = exported_states(game, exported)
        if not 0 <= step < len(all_states):
            raise UsageError(f"--step must be from 0 to {len(all_states) - 1}.")
        out.write_bytes(render_view(game.view(all_states[step], None)))
        print(f"The public board after move {step} is in {out}.")
    print("replay: the record rebuilds exactly." if not problems else "replay: PROBLEMS found.")
    return OK if not problems else FAILED


# ---------------------------------------------------------------------------- migrate-db


def sqlite_file(database: Path | None) -> Path:
    """The SQLite file a command reads: ``--database`` or the settings' DATABASE_PATH,
    which must exist."""
    if database is None:
        try:
            database = Settings().database_path
        except ValidationError as error:
            raise UsageError(describe_settings_error(error)) from None
    if not database.is_file():
        raise UsageError(f"There is no database at {database}; set DATABASE_PATH or --database.")
    return database


def cmd_migrate_db(games: Mapping[str, AnyGame], database: Path | None, target: str) -> int:
    """Copy the SQLite database into the empty database at ``target`` and check the copy: a
    summary, exit status 1 on any problem. The source is only read."""
    from .database import is_postgres_url

    database = sqlite_file(database)
    if not is_postgres_url(target):
        raise UsageError("--to must be a postgresql:// URL (an empty database).")
    return asyncio.run(_migrate_db(games, database, target))


async def _migrate_db(games: Mapping[str, AnyGame], database: Path, target: str) -> int:
    from .migrate import migrate
    from .store import Store, StoreError

    source = Store(database)
    destination = Store(target)
    try:
        await source.open()
        await destination.open()
        report = await migrate(source, destination, games)
    except StoreError as error:
        print(f"migrate-db: {error}.", file=sys.stderr)
        return FAILED
    except Exception as error:  # the server refused (never echo the URL: it may hold a password)
        print(f"migrate-db: the target cannot be used ({type(error).__name__}).", file=sys.stderr)
        return FAILED
    finally:
        await source.close()
        await destination.close()
    copied = ", ".join(f"{table} {count}" for table, count in report.rows.items() if count)
    print(f"Copied {database} into the PostgreSQL database: {copied or 'nothing'}.")
    print(f"{report.games_replayed} game(s) replayed to their snapshots in the new database.")
    for problem in report.problems:
        print(f"  problem: {problem}")
    print("migrate-db: done." if not report.problems else "migrate-db: PROBLEMS found.")
    return OK if not report.problems else FAILED


# ---------------------------------------------------------------------------- check-db


def cmd_check_db(games: Mapping[str, AnyGame], database: Path | None, full: bool = False) -> int:
    """SQLite's full ``integrity_check`` of the database, then every started game replayed to
    its newest state — from where its last check ended, for a game never checked from its
    most recent snapshot (the earlier ones checked without a replay: ``Store.check_games``),
    or with ``full`` from its set-up;
    a summary, exit status 1 on any problem. Nothing of the games is written: only how far
    each was checked (and the schema migrations an older file lacks, as at any open)."""
    database = sqlite_file(database)
    return asyncio.run(_check_db(games, database, full))


async def _check_db(games: Mapping[str, AnyGame], database: Path, full: bool = False) -> int:
    import sqlite3

    from .store import Store, StoreError

    store = Store(database, quick_check=False)
    try:
        await store.open()
    except (OSError, sqlite3.Error, StoreError) as error:
        print(f"Cannot open the database {database} ({error}).", file=sys.stderr)
        return FAILED
    try:
        damage = await store.integrity_problems(full=True)
        replayed, problems = await store.check_games(games, full=full)
    except sqlite3.Error as error:
        print(f"Cannot read the database {database} ({error}).", file=sys.stderr)
        return FAILED
    finally:
        await store.close()
    print(f"Checked {database}:")
    if damage:
        print(f"  integrity_check: {len(damage)} problem(s)")
        for line in damage[:20]:
            print(f"    {line}")
    else:
        print("  integrity_check: ok")
    how = "from their set-up" if full else "from their last check or a recent snapshot"
    print(
        f"  replayed {replayed} game(s) to their snapshots: "
        f"{replayed - len(problems)} match ({how})"
    )
    for line in problems:
        print(f"    {line}")
    total = len(damage) + len(problems)
    print("check-db: no problem found." if not total else f"check-db: {total} problem(s) found.")
    return FAILED if total else OK


# ---------------------------------------------------------------------------- health


def cmd_health() -> int:
    """Whether the bot can run here, for a container's ``HEALTHCHECK`` or a monitor: the
    settings load and hold a token, and the database opens and answers a query (a count of
    its games). One line — on stdout when healthy, on stderr when not — and exit status 0 or 1
    only (Docker reserves 2). It never logs in to Discord, and never creates the SQLite file
    (the bot creates it at its start): a missing file is unhealthy."""
    try:
        settings = Settings()
    except ValidationError as error:
        print(f"unhealthy: {describe_settings_error(error)}", file=sys.stderr)
        return FAILED
    if settings.discord_token is None:
        print("unhealthy: DISCORD_TOKEN is not set (in the environment or .env).", file=sys.stderr)
        return FAILED
    if settings.database_url is None and not settings.database_path.is_file():
        print(f"unhealthy: there is no database at {settings.database_path}.", file=sys.stderr)
        return FAILED
    problem, games = asyncio.run(_health_query(settings))
    if problem is not None:
        print(f"unhealthy: {settings.database_name}: {problem}.", file=sys.stderr)
        return FAILED
    print(f"healthy: token set; {settings.database_name} answers ({games} game(s)).")
    return OK


async def _health_query(settings: Settings) -> tuple[str | None, int]:
    """Open the store as the bot does (without the start's full-page quick check) and count
    the games: ``(None, count)``, or ``(problem, 0)``. A PostgreSQL failure is named by its
    kind only: its text may hold the URL's password."""
    import sqlite3

    from .store import Store, StoreError

    store = Store(settings.database, quick_check=False, synchronous=settings.sqlite_synchronous)
    try:
        await store.open()
        row = await store.fetch_one("SELECT COUNT(*) FROM games")
    except (OSError, sqlite3.Error, StoreError) as error:
        if settings.database_url is not None:
            return type(error).__name__, 0
        return str(error), 0
    except Exception as error:  # the PostgreSQL server refused
        return type(error).__name__, 0
    finally:
        await store.close()
    return None, int(row[0]) if row else 0


# ---------------------------------------------------------------------------- Discord


class DiscordEntry(Protocol):
    """What ``python -m bot`` asks of the Discord front-end (``cogs/run.py``), handed to
    :func:`main` by the composition root ``bot/__main__.py``: ``bot`` never imports ``cogs``."""

    def run_bot(self, settings: Settings) -> int: ...

    def sync_commands(self, settings: Settings, guild_id: int | None = None) -> int: ...

    def print_commands(self, as_json: bool) -> int: ...


def cmd_discord(
    entry: DiscordEntry | None, command: str, guild: int | None = None, as_json: bool = False
) -> int:
    """Run the bot, sync the commands or print their payload through ``entry``."""
    if entry is None:
        print("the Discord front-end is not built yet", file=sys.stderr)
        return FAILED
    if command == "commands":
        return int(entry.print_commands(as_json))
    try:
        settings = Settings()
    except ValidationError as error:
        raise UsageError(describe_settings_error(error)) from None
    if command == "sync":
        return int(entry.sync_commands(settings, guild))
    return int(entry.run_bot(settings))


# ---------------------------------------------------------------------------- parser


def cmd_arena(games: Mapping[str, AnyGame], args: argparse.Namespace) -> int:
    """Games between computer players (``bot/arena.py``): one JSON object; exit 1 when a
    player failed or a game could not be finished."""
    from rules.core.players import Budget

    from .arena import arena

    game = find_game(args.game, games)
    if args.games < 0:
        raise UsageError("--games must be 0 or more.")
    for name, value in (("--iterations", args.iterations), ("--max-actions", args.max_actions)):
        if value is not None and value < 1:
            raise UsageError(f"{name} must be 1 or more.")
    if args.seconds is not None and not args.seconds > 0:
        raise UsageError("--seconds must be more than 0.")
    players = [name.strip() for name in args.players.split(",") if name.strip()]
    budget = None
    if args.iterations is not None or args.seconds is not None:
        budget = Budget(iterations=args.iterations, seconds=args.seconds)
    try:
        run = arena(
            game,
            players,
            args.games,
            args.seed,
            parse_options(args.option) or None,
            budget,
            args.max_actions,
        )
    except (IllegalAction, ValueError) as refusal:
        raise UsageError(str(refusal)) from None
    print(json.dumps(run.as_json()))
    return FAILED if run.error_count else OK


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m bot",
        description="petrocord: run the Discord bot (no command) or a local tool.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    games = sub.add_parser("games", help="list the registered games and their options")
    games.add_argument("--json", action="store_true", help="print JSON")

    play = sub.add_parser("play", help="play a game at a local terminal table")
    play.add_argument("game")
    play.add_argument("--players", required=True, help="comma-separated names, in seat order")
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--out", type=Path, default=None, help="folder for board pictures")

    selfplay = sub.add_parser("selfplay", help="play random legal games and check invariants")
    selfplay.add_argument("game", help="a game name, or 'all'")
    selfplay.add_argument("--games", type=int, default=10, help="games per game kind")
    selfplay.add_argument("--players", type=int, default=None, help="default: every count")
    selfplay.add_argument("--seed", type=int, default=0, help="seed of the first game")
    selfplay.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a game option for every game (repeatable), e.g. brutal=true",
    )
    selfplay.add_argument(
        "--hashes", type=Path, default=None, help="check the games of this baseline file"
    )
    selfplay.add_argument(
        "--record", action="store_true", help="with --hashes: write the file from this run"
    )
    selfplay.add_argument(
        "--views-only", action="store_true", help="with --hashes: compare the public views only"
    )
    selfplay.add_argument(
        "--append",
        action="store_true",
        help="with --hashes --record: add this run's games to the file's",
    )

    arena = sub.add_parser("arena", help="play whole games between computer players")
    arena.add_argument("game")
    arena.add_argument(
        "--players", required=True, help="a level per seat: random, easy, normal or hard"
    )
    arena.add_argument("--games", type=int, default=10)
    arena.add_argument("--seed", type=int, default=0, help="seed of the first game")
    arena.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE", help="a game option"
    )
    arena.add_argument("--iterations", type=int, default=None, help="per decision")
    arena.add_argument("--seconds", type=float, default=None, help="per decision")
    arena.add_argument(
        "--max-actions", type=int, default=None, help="stop a game after M actions (unfinished)"
    )

    render = sub.add_parser("render", help="draw the board after random legal actions")
    render.add_argument("game")
    render.add_argument("--seed", type=int, default=0)
    render.add_argument("--players", type=int, default=None, help="default: the minimum")
    render.add_argument("--steps", type=int, default=0)
    render.add_argument("--seat", type=int, default=None, help="default: the public view")
    render.add_argument("--out", type=Path, required=True)
    render.add_argument("--language", choices=LANGUAGES, default="en")
    render.add_argument("--options", default=None, help="the game's options as JSON")

    bench = sub.add_parser("bench", help="measure pictures, round trip, engine and database")
    from .bench import add_arguments as add_bench_arguments

    add_bench_arguments(bench)

    sync = sub.add_parser("sync", help="register the slash commands with Discord")
    sync.add_argument("--guild", type=int, default=None, help="only in this server")

    check = sub.add_parser(
        "check-db", help="check the database: SQLite integrity and every game's replay"
    )
    check.add_argument(
        "--database", type=Path, default=None, help="default: DATABASE_PATH from the settings"
    )
    check.add_argument(
        "--full",
        action="store_true",
        help=(
            "replay every game from its set-up (default: only what came since its last "
            "check; a game never checked, from its most recent snapshot)"
        ),
    )

    move = sub.add_parser(
        "migrate-db", help="copy the SQLite database into an empty PostgreSQL one and check it"
    )
    move.add_argument("--to", required=True, help="the target: postgresql://user:pw@host/db")
    move.add_argument(
        "--database", type=Path, default=None, help="default: DATABASE_PATH from the settings"
    )

    replay = sub.add_parser(
        "replay", help="rebuild a game from its exported record (/game export) and check it"
    )
    replay.add_argument("file", type=Path, help="the record, a .json file")
    replay.add_argument("--step", type=int, default=None, help="draw the board after move N")
    replay.add_argument("--out", type=Path, default=None, help="the picture's .png file")

    sub.add_parser(
        "health", help="check the settings (a token) and the database: one line, exit 0 or 1"
    )

    commands = sub.add_parser("commands", help="print the slash-command payload (no network)")
    commands.add_argument("--json", action="store_true", help="print JSON")
    return parser


def main(
    argv: Sequence[str] | None = None,
    games: Mapping[str, AnyGame] | None = None,
    discord: DiscordEntry | None = None,
) -> int:
    """Run one command; ``games`` replaces the registry (tests only). ``discord`` is the
    Discord front-end (given by ``bot/__main__.py``); without it the Discord commands say it
    is not built."""
    args = build_parser().parse_args(argv)
    if games is None:
        from rules import GAMES

        games = GAMES
    try:
        if args.command == "games":
            return cmd_games(games, args.json)
        if args.command == "play":
            return cmd_play(games, args.game, args.players, args.seed, args.out)
        if args.command == "selfplay" and args.hashes is not None:
            return cmd_hashes(games, args)
        if args.command == "selfplay":
            return cmd_selfplay(games, args.game, args.games, args.players, args.seed, args.option)
        if args.command == "arena":
            return cmd_arena(games, args)
        if args.command == "render":
            return cmd_render(
                games,
                args.game,
                args.seed,
                args.players,
                args.steps,
                args.seat,
                args.out,
                args.language,
                args.options,
            )
        if args.command == "bench":
            return cmd_bench(games, args)
        if args.command == "check-db":
            return cmd_check_db(games, args.database, args.full)
        if args.command == "replay":
            return cmd_replay(games, args.file, args.step, args.out)
        if args.command == "migrate-db":
            return cmd_migrate_db(games, args.database, args.to)
        if args.command == "health":
            return cmd_health()
        if args.command == "sync":
            return cmd_discord(discord, "sync", guild=args.guild)
        if args.command == "commands":
            return cmd_discord(discord, "commands", as_json=args.json)
        return cmd_discord(discord, "run")
    except UsageError as error:
        print(str(error), file=sys.stderr)
        return BAD_INPUT
