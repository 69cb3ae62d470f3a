"""What one member may open on a server (issue 26, item 2): each server's limits on lobbies
and games, which :meth:`bot.service.GameService.create` and ``join`` enforce and
``/server settings`` changes (Manage Server).

One member once opened 150 lobbies, and 150 threads, in 1.7 s with ``/game new``; Discord
caps a server at 1,000 active threads, so one member could fill it, and the database with it.
The defaults are far above what a group playing together meets (authored: a player rarely
has more than a couple of lobbies waiting for players, or more than a dozen correspondence
games going at once, and a channel sees a few new games an hour on a busy evening):

* ``lobbies_per_member`` (3): lobbies a member hosts at once, waiting for players;
* ``games_per_member`` (20): games a member is seated in at once, in lobby or running;
* ``new_games_per_hour`` (30): games opened in one channel in the last hour (``/game new``).

Games outside a server (the local table, the CLI) have no limits: one person runs them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from .arguments import shown
from .errors import Refused
from .texts import text

#: Each limit's allowed range (``/server settings`` refuses a value outside it).
RANGES = {
    "lobbies_per_member": (1, 100),
    "games_per_member": (1, 1000),
    "new_games_per_hour": (1, 1000),
}

#: Seconds over which ``new_games_per_hour`` counts the games opened in a channel.
HOUR = 3600.0


@dataclass(frozen=True)
class Limits:
    """One server's limits (the defaults until it changes them)."""

    lobbies_per_member: int = 3
    games_per_member: int = 20
    new_games_per_hour: int = 30

    @classmethod
    def of(cls, stored: dict[str, Any]) -> Limits:
        """The limits of a server's stored values (``None``: the default)."""
        return cls(**{k: v for k, v in stored.items() if v is not None and k in RANGES})

    def changed(self, changes: Mapping[str, Any]) -> Limits:
        """These limits with ``changes``, each a whole number in its range (else refused)."""
        for name, value in changes.items():
            if name not in RANGES:
                raise Refused(key="unknown_setting", name=shown(name), known=", ".join(RANGES))
            low, high = RANGES[name]
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise Refused(key="limit_range", name=name, low=low, high=high)
        values = {f.name: getattr(self, f.name) for f in fields(self)}
        return Limits(**(values | dict(changes)))

    def describe(self, language: str = "en") -> str:
        """The limits in words, in ``language``."""
        return text(
            language,
            "limits_are",
            lobbies=self.lobbies_per_member,
            games=self.games_per_member,
            hourly=self.new_games_per_hour,
        )
