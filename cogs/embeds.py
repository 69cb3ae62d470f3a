"""Embeds and short texts for game messages, always within Discord's limits.

Discord refuses a message whose embed has a title over 256 characters, a description over
4096, more than 25 fields, a field name over 256 or value over 1024, a footer over 2048, or
more than 6000 characters in total. :func:`fit` trims an embed to all of these, so a long
log or a big game never makes a message fail.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import discord

from bot.computer_seats import COMPUTER_ID, level_of
from bot.describe import private_lines, readable_lines
from bot.option_words import options_lines, settings_lines
from bot.ratings import PlayerRecord
from bot.service import GameRecord, LogEntry
from bot.texts import decimal, text
from rules.core import Game, IllegalAction, View

TITLE_LIMIT = 256
DESCRIPTION_LIMIT = 4096
FIELD_COUNT_LIMIT = 25
FIELD_NAME_LIMIT = 256
FIELD_VALUE_LIMIT = 1024
FOOTER_LIMIT = 2048
TOTAL_LIMIT = 6000
#: Discord's limit on a message's text content.
CONTENT_LIMIT = 2000

COLOUR = discord.Colour.dark_gold()


def clip(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, ending with an ellipsis when cut."""
    return text if len(text) <= limit else text[: max(0, limit - 1)] + "…"


def clip_lines(lines: Iterable[str], limit: int) -> str:
    """Lines joined by newlines, keeping whole lines from the end (the latest) that fit."""
    kept: list[str] = []
    size = 0
    for line in reversed(list(lines)):
        line = clip(line, limit)
        if size + len(line) + 1 > limit:
            if not kept:
                kept.append(clip(line, limit))
            break
        kept.append(line)
        size += len(line) + 1
    return "\n".join(reversed(kept))


def fit(embed: discord.Embed) -> discord.Embed:
    """Trim ``embed`` in place to every Discord embed limit and return it."""
    if embed.title:
        embed.title = clip(embed.title, TITLE_LIMIT)
    if embed.description:
        embed.description = clip(embed.description, DESCRIPTION_LIMIT)
    while len(embed.fields) > FIELD_COUNT_LIMIT:
        embed.remove_field(len(embed.fields) - 1)
    for index, item in enumerate(list(embed.fields)):
        embed.set_field_at(
            index,
            name=clip(item.name or "—", FIELD_NAME_LIMIT),
            value=clip(item.value or "—", FIELD_VALUE_LIMIT),
            inline=bool(item.inline),
        )
    if embed.footer.text:
        embed.set_footer(text=clip(embed.footer.text, FOOTER_LIMIT))
    while len(embed) > TOTAL_LIMIT and embed.fields:
        embed.remove_field(len(embed.fields) - 1)
    if len(embed) > TOTAL_LIMIT and embed.description:
        excess = len(embed) - TOTAL_LIMIT
        embed.description = clip(embed.description, max(1, len(embed.description) - excess))
    return embed


def thread_link(record: GameRecord, language: str = "en") -> str:
    """A clickable mention of the game's thread (or its channel before it has one)."""
    if record.thread_id:
        return f"<#{record.thread_id}>"
    if record.channel_id:
        return f"<#{record.channel_id}>"
    return text(language, "game_n", game=record.id)


def game_title(language: str, title: str, record: GameRecord) -> str:
    """``One More Barrel — game 12`` in ``language``."""
    return text(language, "game_title", title=title, game=record.id)


def seat_lines(record: GameRecord, waiting: Sequence[int] = (), language: str = "en") -> list[str]:
    """``1. Alice (host) ⏳`` — one line per seat, marking the host, who is to act and the
    seats the computer plays (🤖: a computer seat, or a member's on autopilot)."""
    lines = []
    for seat in record.seats:
        marks = text(language, "host_mark") if seat.user_id == record.host_id else ""
        marks += " 🤖" if level_of(record, seat.seat) is not None else ""
        marks += " ⏳" if seat.seat in waiting else ""
        mention = "" if seat.user_id == COMPUTER_ID else f" <@{seat.user_id}>"
        lines.append(f"{seat.seat + 1}. {seat.name}{mention}{marks}")
    return lines


def options_text(game: str, options: dict[str, Any], language: str = "en") -> str:
    """A game's options in words, one a line (``Scenario: 2 · The fight against Daesh…``;
    issue 29: never ``scenario=2, custom=null``)."""
    return "\n".join(options_lines(game, options, language)) or text(language, "default_options")


def lobby_options(game: Game[Any, Any], record: GameRecord) -> dict[str, Any]:
    """The options a lobby's game will be played with if it starts now: the given ones with
    the game's defaults for the seats taken (at least its fewest players), so the lobby says
    which Fitna scenario a three-player game plays (issue 29); the given ones as they are when
    they do not fit that count."""
    players = max(len(record.seats), game.min_players)
    try:
        return dict(game.options(players, record.options).model_dump(mode="json"))
    except IllegalAction:
        return dict(record.options)


def _options_fields(
    embed: discord.Embed,
    record: GameRecord,
    language: str,
    options: dict[str, Any] | None = None,
) -> None:
    embed.add_field(
        name=text(language, "options"),
        value=options_text(record.kind, record.options if options is None else options, language),
        inline=False,
    )
    if record.settings:
        embed.add_field(
            name=text(language, "settings"),
            value="\n".join(settings_lines(record.settings, language)),
            inline=False,
        )


def lobby_embed(
    record: GameRecord,
    title: str,
    min_players: int,
    max_players: int,
    language: str = "en",
    game: Game[Any, Any] | None = None,
) -> discord.Embed:
    """The lobby message: the game, its options (with ``game``, in the lobby: those it will
    be played with, :func:`lobby_options`), the seats so far and what happens next (in the
    game's language: it is posted for everyone)."""
    state = text(language, f"lobby_{record.status}")
    embed = discord.Embed(
        title=game_title(language, title, record), description=state, colour=COLOUR
    )
    embed.add_field(
        name=text(
            language, "players_count", count=len(record.seats), low=min_players, high=max_players
        ),
        value="\n".join(seat_lines(record, (), language)) or text(language, "nobody_yet"),
        inline=False,
    )
    shown = lobby_options(game, record) if game is not None and record.status == "lobby" else None
    _options_fields(embed, record, language, shown)
    return fit(embed)


def events_embed(
    record: GameRecord, title: str, lines: Sequence[str], language: str = "en"
) -> discord.Embed:
    """The short public summary posted after a move: what happened, newest last."""
    embed = discord.Embed(
        title=game_title(language, title, record),
        description=clip_lines(lines, DESCRIPTION_LIMIT) or text(language, "nothing_to_report"),
        colour=COLOUR,
    )
    return fit(embed)


def status_embed(
    record: GameRecord,
    title: str,
    view: View | None,
    language: str = "en",
    game: Game[Any, Any] | None = None,
) -> discord.Embed:
    """Status for anyone: state of play, seats, whose turn, options (in a lobby, with
    ``game``: those it will be played with, :func:`lobby_options`) and settings."""
    waiting = view.to_act if view is not None else []
    nobody = text(language, "nobody")
    embed = discord.Embed(
        title=game_title(language, title, record),
        description=text(
            language, "status_line", status=record.status, thread=thread_link(record, language)
        ),
        colour=COLOUR,
    )
    embed.add_field(
        name=text(language, "players"),
        value="\n".join(seat_lines(record, waiting, language)) or nobody,
        inline=False,
    )
    if view is not None and record.status == "running":
        names = ", ".join(view.seats[s] for s in waiting) or nobody
        embed.add_field(name=text(language, "waiting_for_field"), value=names, inline=False)
        embed.add_field(name=text(language, "moves_so_far"), value=str(view.step), inline=True)
    shown = lobby_options(game, record) if game is not None and record.status == "lobby" else None
    _options_fields(embed, record, language, shown)
    return fit(embed)


def log_embed(
    record: GameRecord, title: str, entries: Sequence[LogEntry], page: int, language: str = "en"
) -> discord.Embed:
    """One page of the public game log (never a private event)."""
    lines = []
    for entry in entries:
        who = (
            record.seats[entry.seat].name
            if entry.seat is not None and entry.seat < len(record.seats)
            else "—"
        )
        told = " ".join(entry.events) or entry.action.get("kind", "?")
        # "alice: alice buys…" says the name twice: the events name the mover already.
        shown = told if told.startswith(who) else f"{who}: {told}"
        lines.append(f"`{entry.seq:>3}` {shown}")
    embed = discord.Embed(
        title=text(language, "log_title", title=title, game=record.id, page=page + 1),
        description=clip_lines(lines, DESCRIPTION_LIMIT) or text(language, "no_moves_page"),
        colour=COLOUR,
    )
    return fit(embed)


def private_text(view: View, game: Game[Any, Any] | None = None, language: str = "en") -> str:
    """The seat's private view in words (for the DM and ``/game hand``): the ``game``'s
    ``describe_private`` hook (:func:`bot.describe.private_lines`), or the generic lines
    when no game is given or it leaves that to the default."""
    if view.private is None:
        return text(language, "nothing_secret")
    seat_name = view.seats[view.seat] if view.seat is not None else text(language, "you")
    spoken = view.model_copy(update={"language": language})  # the game's words too
    lines = private_lines(game, spoken) if game is not None else readable_lines(view.private)
    body = "\n".join(lines) or text(language, "nothing")
    return clip(text(language, "private_to", name=seat_name, body=body), 1800)


def stats_embed(
    name: str, rows: Sequence[tuple[str, PlayerRecord]], language: str = "en"
) -> discord.Embed:
    """``/results stats``: one field per game the player finished in this server."""
    embed = discord.Embed(title=text(language, "stats_title", name=name), colour=COLOUR)
    if not rows:
        embed.description = text(language, "no_finished")
    for title, record in rows[:25]:
        history = " → ".join(f"{value:.0f}" for value in record.history[-8:])
        line = text(
            language,
            "stats_line",
            played=record.played,
            won=record.won,
            place=decimal(language, record.average_place, 2),
            rating=f"{record.rating:.0f}",
        )
        embed.add_field(name=title, value=f"{line}\n{history}"[:1024], inline=False)
    # how games with computer seats count (issue 32)
    embed.set_footer(text=text(language, "elo_footer") + " " + text(language, "stats_computers"))
    return fit(embed)


def leaderboard_embed(
    title: str, top: Sequence[PlayerRecord], language: str = "en"
) -> discord.Embed:
    """``/results leaderboard``: the best ratings of one game in this server."""
    embed = discord.Embed(title=text(language, "leaderboard_title", title=title), colour=COLOUR)
    lines = [
        text(
            language,
            "leaderboard_line",
            place=place,
            name=discord.utils.escape_markdown(record.name),
            rating=f"{record.rating:.0f}",
            played=record.played,
            won=record.won,
        )
        for place, record in enumerate(top, start=1)
    ]
    embed.description = "\n".join(lines) or text(language, "no_finished")
    return fit(embed)


def add_story(
    embed: discord.Embed,
    turns: Sequence[tuple[int | None, int, list[str]]],
    language: str = "en",
) -> None:
    """Under a finished game's last message: its story turn by turn, one field per turn (the
    game's key events), the last turns kept when Discord's limits leave room for fewer. A turn
    without a key event is left out (issue 29: the story was mostly "15 moves."); only when
    no turn has one does each turn say how many moves it took."""
    first = len(embed.fields)
    room = max(0, FIELD_COUNT_LIMIT - first)
    eventful = [turn for turn in turns if turn[2]]
    for turn, moves, lines in (eventful or list(turns))[-room:] if room else []:
        name = (
            text(language, "turn_n", turn=turn) if turn is not None else text(language, "the_game")
        )
        told = "\n".join(lines) if lines else text(language, "moves_count", count=moves)
        embed.add_field(name=name, value=clip(told, FIELD_VALUE_LIMIT), inline=False)
    while len(embed) > TOTAL_LIMIT and len(embed.fields) > first:
        embed.remove_field(first)  # the earliest turns go first
    fit(embed)
