"""``/game skip``'s rules (:mod:`bot.skipping`) without Discord: who may skip, when, and the
notes a skipped move carries. tests/discord/test_async_play.py plays a skip through the
command."""

from __future__ import annotations

import dataclasses

import pytest

from bot.errors import Refused
from bot.skipping import audit_note, check_skipper, private_note
from bot.store import GameRecord

HOST, PLAYER = 101, 102


def record(status: str = "running") -> GameRecord:
    return GameRecord(
        id=1,
        kind="secret_nim",
        guild_id=5,
        channel_id=6,
        thread_id=7,
        lobby_message_id=8,
        host_id=HOST,
        status=status,
        options={},
        seed=1,
        version=3,
        created_at=0.0,
        updated_at=0.0,
        seats=[],
    )


def test_only_the_host_or_an_admin_skips_and_only_a_running_game() -> None:
    check_skipper(record(), HOST, is_admin=False)
    check_skipper(record(), PLAYER, is_admin=True)
    with pytest.raises(Refused) as refused:
        check_skipper(record(), PLAYER, is_admin=False)
    assert refused.value.key == "skip_rights"
    with pytest.raises(Refused) as over:
        check_skipper(dataclasses.replace(record(), status="finished"), HOST, is_admin=False)
    assert over.value.key == "nobody_to_skip"


def test_the_public_note_names_the_seat_and_the_move_stays_private() -> None:
    assert audit_note("bob") == "bob's clock ran out; the host played the default move for them."
    told = private_note("Take stones — pile: 0")
    assert told.endswith("your default move: Take stones — pile: 0.")
