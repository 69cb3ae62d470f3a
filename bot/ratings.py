"""Ratings and statistics of finished games, per game and server.

A rating is Elo's, counted pairwise for games of several players: in a game of ``n`` players,
each player meets each other one; against each, a better place scores 1, the same place 0.5,
a worse one 0, and the expected score is Elo's ``1 / (1 + 10^((R_other - R) / 400))``. The
rating moves by ``K / (n - 1)`` times the sum over the others of (score - expected), so a
game counts as much as one two-player game whatever the table's size. Everyone starts at
:data:`START`; games are counted in the order they ended. Aborted games have no places and do
not count; a game where one user held several seats (a hot-seat table) does not count either,
since a player cannot meet themselves.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import groupby

from rules.core import Result

from .store import PlacedSeat, ResultRow

#: Everyone's first rating, and how far one game may move it.
START = 1500.0
K = 32.0


def places(result: Result) -> list[int]:
    """Each seat's place from a ranking (1 = best; tied seats share the better place, the
    next place skips as many: 1, 1, 3)."""
    found = [0] * len(result.scores)
    better = 0
    for group in result.ranking:
        for seat in group:
            found[seat] = better + 1
        better += len(group)
    return found


def result_rows(result: Result, users: Sequence[int]) -> list[ResultRow]:
    """The stored end of a game: each seat's player, place and score."""
    return [
        ResultRow(seat=seat, user_id=users[seat], place=place, score=float(result.scores[seat]))
        for seat, place in enumerate(places(result))
    ]


@dataclass
class PlayerRecord:
    """One player's figures in one game (kind) of one server."""

    user_id: int
    name: str
    rating: float = START
    played: int = 0
    won: int = 0
    place_total: int = 0
    #: The rating after each of the player's games, oldest first.
    history: list[float] = field(default_factory=list)

    @property
    def average_place(self) -> float:
        return self.place_total / self.played if self.played else 0.0


def rate(seats: Iterable[PlacedSeat]) -> dict[str, dict[int, PlayerRecord]]:
    """Every player's record per game kind, from the places of finished games given in the
    order the games ended (:meth:`bot.store.Store.results`)."""
    records: dict[str, dict[int, PlayerRecord]] = {}
    for _game_id, group in groupby(seats, key=lambda s: s.game_id):
        table = list(group)
        users = [s.user_id for s in table]
        if len(table) < 2 or len(set(users)) != len(users):
            continue
        kind = table[0].kind
        players = records.setdefault(kind, {})
        for seat in table:
            players.setdefault(seat.user_id, PlayerRecord(seat.user_id, seat.name))
        before = {s.user_id: players[s.user_id].rating for s in table}
        share = K / (len(table) - 1)
        for seat in table:
            change = 0.0
            for other in table:
                if other is seat:
                    continue
                expected = 1 / (1 + 10 ** ((before[other.user_id] - before[seat.user_id]) / 400))
                actual = (
                    1.0 if seat.place < other.place else 0.5 if seat.place == other.place else 0.0
                )
                change += actual - expected
            record = players[seat.user_id]
            record.rating = before[seat.user_id] + share * change
            record.name = seat.name
            record.played += 1
            record.won += seat.place == 1
            record.place_total += seat.place
            record.history.append(round(record.rating, 1))
    return records


def leaderboard(records: dict[int, PlayerRecord], top: int = 10) -> list[PlayerRecord]:
    """The best-rated players of one game kind, most games first among equals."""
    return sorted(records.values(), key=lambda r: (-r.rating, -r.played, r.name))[:top]
