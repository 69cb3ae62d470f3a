"""Which seats of a game the computer plays, read from the game's record (issue 32, item 4).

Three ways a seat is played by the computer (:mod:`rules.core.levels` names the levels):

* a **computer seat**, added by the host in the lobby (the lobby's button or ``/game new
  computers:N level:…``): a seat whose user is :data:`COMPUTER_ID` (no Discord user has id
  0; the local table counts from 1), named "Computer (normal)" in the game's language
  (:func:`computer_name`); the levels of the computer seats, in seat order, are the game
  setting ``computers`` (a list), so a human leaving the lobby (which renumbers the seats)
  keeps each computer its level;
* a seat on **autopilot** (``/computer autopilot on``): its player handed it to the computer
  while away and may take it back at any time; the setting ``autopilot`` maps the seat
  (as text: JSON keys) to the level;
* a seat whose **clock ran out**, when the game's setting ``computer_on_timeout`` is on:
  the computer plays that move at :data:`TIMEOUT_LEVEL` instead of the thread being told
  to skip the player.

These settings live in the game's settings JSON beside the asynchronous-play ones
(:class:`bot.scheduling.AsyncSettings` ignores them; ``/game settings`` cannot set them,
since it takes numbers of known names only): the service writes them
(:meth:`bot.service.GameService.add_computer`, ``set_autopilot``, ``create``).

Ratings: a game in which a computer holds a seat from the start is not rated (its result is
not stored for ratings: the computer is no member to rate, and a win against it says little
about the members' strength); a game in which a member's seat was played by autopilot or
after a timeout counts as usual, the member answering for their seat as after a skip
(``/results stats`` says so: the text ``stats_computers``).
"""

from __future__ import annotations

from typing import Any

from rules.core.levels import LEVELS

from .store import GameRecord, Store
from .texts import text

#: The user id of every computer seat (Discord ids are snowflakes far above 0, and the
#: local table numbers its players from 1): authored.
COMPUTER_ID = 0
#: The levels a member may give the computer in Discord (``random`` is for the arena).
CHOSEN_LEVELS = ("easy", "normal", "hard")
#: The level of a new computer seat or autopilot when none is named.
DEFAULT_LEVEL = "normal"
#: The level that plays a seat whose clock ran out (authored: the bot's usual player).
TIMEOUT_LEVEL = "normal"
#: The most computer seats ``/game new computers:N`` adds (authored: the largest player count
#: of our games, 6, less the host).
MAX_COMPUTERS = 5

assert all(name in LEVELS for name in CHOSEN_LEVELS)


def computer_levels(record: GameRecord) -> list[str]:
    """The levels of the game's computer seats, in seat order."""
    levels = record.settings.get("computers")
    return [str(level) for level in levels] if isinstance(levels, list) else []


def autopilots(record: GameRecord) -> dict[int, str]:
    """The seats on autopilot and their levels."""
    found = record.settings.get("autopilot")
    if not isinstance(found, dict):
        return {}
    return {int(seat): str(level) for seat, level in found.items()}


def is_computer(record: GameRecord, seat: int) -> bool:
    """Whether ``seat`` is a computer seat (added in the lobby)."""
    return 0 <= seat < len(record.seats) and record.seats[seat].user_id == COMPUTER_ID


def computer_seats(record: GameRecord) -> list[int]:
    """The computer seats, in seat order."""
    return [s.seat for s in record.seats if s.user_id == COMPUTER_ID]


def level_of(record: GameRecord, seat: int) -> str | None:
    """The level the computer plays ``seat`` at now (a computer seat's, or the autopilot's),
    ``None`` for a seat its player plays."""
    if is_computer(record, seat):
        levels = computer_levels(record)
        index = computer_seats(record).index(seat)
        return levels[index] if index < len(levels) else DEFAULT_LEVEL
    return autopilots(record).get(seat)


def plays_on_timeout(record: GameRecord) -> bool:
    """Whether the computer plays a seat whose clock ran out (the game's setting)."""
    return bool(record.settings.get("computer_on_timeout"))


def has_computer_seat(record: GameRecord) -> bool:
    """Whether a computer holds a seat of the game (it is then not rated)."""
    return any(s.user_id == COMPUTER_ID for s in record.seats)


def level_name(language: str, level: str) -> str:
    """A level in words (``normal``, ``normal`` in French, ``normal`` in German...)."""
    return text(language, f"computer_level_{level}")


def computer_name(language: str, level: str, number: int) -> str:
    """The name of the game's ``number``-th computer seat (from 1): "Computer (normal)",
    then "Computer 2 (easy)"... in the game's language."""
    key = "computer_name" if number == 1 else "computer_name_numbered"
    return text(language, key, level=level_name(language, level), number=number)


def played_by_computer(record: GameRecord) -> list[tuple[int, str]]:
    """Every seat the computer plays now and its level, in seat order (what the thread and
    ``/game status`` tell)."""
    found = []
    for seat in range(len(record.seats)):
        level = level_of(record, seat)
        if level is not None:
            found.append((seat, level))
    return found


def computers_line(record: GameRecord) -> str:
    """What the thread is told when the game starts, in the game's language: "The computer
    plays: Computer (normal), bob (easy)." (a computer seat's name says its level; a member's
    seat on autopilot is followed by it), or nothing."""
    seats = played_by_computer(record)
    if not seats:
        return ""
    language = record.language
    names = ", ".join(
        record.seats[seat].name
        if is_computer(record, seat)
        else f"{record.seats[seat].name} ({level_name(language, level)})"
        for seat, level in seats
    )
    return text(language, "computers_play", seats=names)


def with_settings(record: GameRecord, **changes: Any) -> dict[str, Any]:
    """The game's settings with ``changes`` (a ``None`` removes the setting)."""
    merged = dict(record.settings)
    for name, value in changes.items():
        if value is None:
            merged.pop(name, None)
        else:
            merged[name] = value
    return merged


async def server_plays_on_timeout(store: Store, guild_id: int | None) -> bool:
    """The server's default for its new games: whether the computer plays a seat whose clock
    runs out (``/server settings computer_timeouts``; off unless the server chose it)."""
    if guild_id is None:
        return False
    row = await store.fetch_one(
        "SELECT computer_on_timeout FROM server_settings WHERE guild_id = ?", (guild_id,)
    )
    return row is not None and bool(row[0])


async def set_server_plays_on_timeout(store: Store, guild_id: int, on: bool) -> None:
    """Set the server's default (:func:`server_plays_on_timeout`)."""
    async with store.transaction() as db:
        await db.execute(
            "INSERT INTO server_settings (guild_id, computer_on_timeout) VALUES (?, ?) "
            "ON CONFLICT (guild_id) DO UPDATE SET computer_on_timeout = excluded.computer_on_timeout",
            (guild_id, 1 if on else 0),
        )
