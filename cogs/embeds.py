"""Embeds and short texts for game messages, always within Discord's limits.

Discord refuses a message whose embed has a title over 256 characters, a description over
4096, more than 25 fields, a field name over 256 or value over 1024, a footer over 2048, or
more than 6000 characters in total. :func:`fit` trims an embed to all of these, so a long
log or a big game never makes a message fail.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

import discord

from bot.describe import private_lines, readable_lines
from bot.ratings import PlayerRecord
from bot.service import GameRecord, LogEntry
from rules.core import Game, Result, View

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


def thread_link(record: GameRecord) -> str:
    """A clickable mention of the game's thread (or its channel before it has one)."""
    if record.thread_id:
        return f"<#{record.thread_id}>"
    if record.channel_id:
        return f"<#{record.channel_id}>"
    return f"game {record.id}"


def seat_lines(record: GameRecord, waiting: Sequence[int] = ()) -> list[str]:
    """``1. Alice (host) ⏳`` — one line per seat, marking the host and who is to act."""
    lines = []
    for seat in record.seats:
        marks = " (host)" if seat.user_id == record.host_id else ""
        marks += " ⏳" if seat.seat in waiting else ""
        lines.append(f"{seat.seat + 1}. {seat.name} <@{seat.user_id}>{marks}")
    return lines


def options_text(options: dict[str, Any]) -> str:
    if not options:
        return "default options"
    return ", ".join(f"{key}={json.dumps(value)}" for key, value in sorted(options.items()))


def lobby_embed(
    record: GameRecord, title: str, min_players: int, max_players: int
) -> discord.Embed:
    """The lobby message: the game, its options, the seats so far and what happens next."""
    state = {
        "lobby": "Waiting for players — Join, then the host presses Start.",
        "running": "The game has started — follow it in the thread.",
        "finished": "The game is over.",
        "aborted": "The game was aborted.",
    }.get(record.status, record.status)
    embed = discord.Embed(title=f"{title} — game {record.id}", description=state, colour=COLOUR)
    embed.add_field(
        name=f"Players ({len(record.seats)}; {min_players}–{max_players})",
        value="\n".join(seat_lines(record)) or "nobody yet",
        inline=False,
    )
    embed.add_field(name="Options", value=options_text(record.options), inline=False)
    if record.settings:
        embed.add_field(name="Settings", value=options_text(record.settings), inline=False)
    return fit(embed)


def events_embed(record: GameRecord, title: str, lines: Sequence[str]) -> discord.Embed:
    """The short public summary posted after a move: what happened, newest last."""
    embed = discord.Embed(
        title=f"{title} — game {record.id}",
        description=clip_lines(lines, DESCRIPTION_LIMIT) or "Nothing to report.",
        colour=COLOUR,
    )
    return fit(embed)


def result_lines(record: GameRecord, result: Result) -> list[str]:
    """The final ranking in words: ``1st: Alice (12)``, ties sharing a place."""
    names = {seat.seat: seat.name for seat in record.seats}
    lines = ["**Game over.**"]
    place = 1
    for group in result.ranking:
        who = ", ".join(f"{names.get(s, s)} ({result.scores[s]:g})" for s in group)
        lines.append(f"{_ordinal(place)}: {who}")
        place += len(group)
    lines.extend(result.details)
    return lines


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def status_embed(record: GameRecord, title: str, view: View | None) -> discord.Embed:
    """Status for anyone: state of play, seats, whose turn, options and settings."""
    waiting = view.to_act if view is not None else []
    embed = discord.Embed(
        title=f"{title} — game {record.id}",
        description=f"Status: **{record.status}** · thread {thread_link(record)}",
        colour=COLOUR,
    )
    embed.add_field(
        name="Players", value="\n".join(seat_lines(record, waiting)) or "nobody", inline=False
    )
    if view is not None and record.status == "running":
        names = ", ".join(view.seats[s] for s in waiting) or "nobody"
        embed.add_field(name="Waiting for", value=names, inline=False)
        embed.add_field(name="Moves so far", value=str(view.step), inline=True)
    embed.add_field(name="Options", value=options_text(record.options), inline=False)
    if record.settings:
        embed.add_field(name="Settings", value=options_text(record.settings), inline=False)
    return fit(embed)


def log_embed(
    record: GameRecord, title: str, entries: Sequence[LogEntry], page: int
) -> discord.Embed:
    """One page of the public game log (never a private event)."""
    lines = []
    for entry in entries:
        who = (
            record.seats[entry.seat].name
            if entry.seat is not None and entry.seat < len(record.seats)
            else "—"
        )
        text = " ".join(entry.events) or entry.action.get("kind", "?")
        # "alice: alice buys…" says the name twice: the events name the mover already.
        shown = text if text.startswith(who) else f"{who}: {text}"
        lines.append(f"`{entry.seq:>3}` {shown}")
    embed = discord.Embed(
        title=f"{title} — game {record.id} — log page {page + 1}",
        description=clip_lines(lines, DESCRIPTION_LIMIT) or "No moves on this page.",
        colour=COLOUR,
    )
    return fit(embed)


def private_text(view: View, game: Game[Any, Any] | None = None) -> str:
    """The seat's private view in words (for the DM and ``/game hand``): the ``game``'s
    ``describe_private`` hook (:func:`bot.describe.private_lines`), or the generic lines
    when no game is given or it leaves that to the default."""
    if view.private is None:
        return "This game has nothing secret for you."
    seat_name = view.seats[view.seat] if view.seat is not None else "you"
    lines = private_lines(game, view) if game is not None else readable_lines(view.private)
    body = "\n".join(lines) or "nothing"
    return clip(f"Private to {seat_name}:\n{body}", 1800)


def mine_embed(rows: Sequence[tuple[GameRecord, str, list[str]]]) -> discord.Embed:
    """The caller's games here: one line each with its status, whose turn and thread link."""
    lines = []
    for record, title, waiting in rows:
        turn = ", ".join(waiting) if waiting else "—"
        lines.append(
            f"**{record.id}** {title} · {record.status} · waiting for: {turn} · {thread_link(record)}"
        )
    embed = discord.Embed(
        title="Your games in this server",
        description=clip_lines(lines, DESCRIPTION_LIMIT) or "You have no games in this server.",
        colour=COLOUR,
    )
    return fit(embed)


def stats_embed(name: str, rows: Sequence[tuple[str, PlayerRecord]]) -> discord.Embed:
    """``/game stats``: one field per game the player finished in this server."""
    embed = discord.Embed(title=f"{name} — finished games in this server", colour=COLOUR)
    if not rows:
        embed.description = "No finished game yet (aborted games do not count)."
    for title, record in rows[:25]:
        history = " → ".join(f"{value:.0f}" for value in record.history[-8:])
        embed.add_field(
            name=title,
            value=(
                f"{record.played} played, {record.won} won, average place "
                f"{record.average_place:.2f}; rating **{record.rating:.0f}**\n{history}"
            )[:1024],
            inline=False,
        )
    embed.set_footer(
        text="Elo, counted pairwise from each game's ranking; everyone starts at 1500."
    )
    return fit(embed)


def leaderboard_embed(title: str, top: Sequence[PlayerRecord]) -> discord.Embed:
    """``/game leaderboard``: the best ratings of one game in this server."""
    embed = discord.Embed(title=f"{title} — leaderboard", colour=COLOUR)
    lines = [
        f"{place}. **{discord.utils.escape_markdown(record.name)}** {record.rating:.0f} "
        f"({record.played} played, {record.won} won)"
        for place, record in enumerate(top, start=1)
    ]
    embed.description = "\n".join(lines) or "No finished game yet (aborted games do not count)."
    return fit(embed)


def add_story(embed: discord.Embed, turns: Sequence[tuple[int | None, int, list[str]]]) -> None:
    """Under a finished game's last message: its story turn by turn, one field per turn (the
    game's key events, or how many moves the turn took), the last turns kept when Discord's
    limits leave room for fewer."""
    first = len(embed.fields)
    room = max(0, FIELD_COUNT_LIMIT - first)
    for turn, moves, lines in list(turns)[-room:] if room else []:
        name = f"Turn {turn}" if turn is not None else "The game"
        text = "\n".join(lines) if lines else f"{moves} move{'s' if moves != 1 else ''}."
        embed.add_field(name=name, value=clip(text, FIELD_VALUE_LIMIT), inline=False)
    while len(embed) > TOTAL_LIMIT and len(embed.fields) > first:
        embed.remove_field(first)  # the earliest turns go first
    fit(embed)
