"""The English of One More Barrel's events is stable: fixed-seed games give the same event
texts (kind, addressee, text) as recorded in ``event_texts.json``.

Recorded before the events became catalogue messages (issue 7: 60 games, 38,586 events, all
identical after the move); 12 of those games are kept here. When a message changes on purpose,
record again: ``python -m tests.one_more_barrel.test_event_texts``."""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.selfplay import random_move, seat_names
from rules.core import Rng
from rules.one_more_barrel import GAME

RECORD = Path(__file__).with_name("event_texts.json")
GAMES = [(players, seed, money) for players in (3, 4, 5) for seed in (1, 2) for money in (0, 1)]


def events_of(players: int, seed: int, public_money: int) -> list[list[Any]]:
    options = {"public_money": True} if public_money else {}
    state = GAME.setup(seat_names(players), seed, options)
    picker = Rng.from_seed(seed * 7 + players)
    said: list[list[Any]] = []
    while (move := random_move(GAME, state, picker)) is not None:
        state, events = GAME.apply(state, *move)
        said.extend([event.kind, event.to, event.text] for event in events)
    return said


def fingerprint(players: int, seed: int, money: int) -> list[Any]:
    said = events_of(players, seed, money)
    return [len(said), hashlib.sha256(json.dumps(said).encode()).hexdigest()]


@pytest.mark.parametrize("players,seed,money", GAMES)
def test_the_events_read_as_recorded(players: int, seed: int, money: int) -> None:
    recorded = json.loads(RECORD.read_text())
    assert fingerprint(players, seed, money) == recorded[f"{players}:{seed}:{money}"]


if __name__ == "__main__":
    RECORD.write_text(
        json.dumps({f"{p}:{s}:{m}": fingerprint(p, s, m) for p, s, m in GAMES}, indent=1) + "\n"
    )
    sys.exit(0)
