"""A server's rules for opening games (:mod:`bot.opening`), without Discord: who may open
one, and the settings a new game gets from the command, the server and the bot.
tests/discord/test_server_settings.py checks them through ``/game new``."""

from __future__ import annotations

import pytest

from bot.errors import Refused
from bot.opening import check_opener, new_game_settings
from bot.scheduling import ServerSettings, SettingsError

ROLE = 77


def test_anyone_opens_unless_the_server_names_a_role() -> None:
    check_opener(ServerSettings(1), manages_server=False, roles=set())
    server = ServerSettings(1, opener_role_id=ROLE)
    check_opener(server, manages_server=False, roles={ROLE, 5})
    check_opener(server, manages_server=True, roles=set())  # Manage Server may always
    with pytest.raises(Refused) as refused:
        check_opener(server, manages_server=False, roles={5})
    assert refused.value.key == "opener_role"


def test_the_command_then_the_server_then_the_bot_and_the_game() -> None:
    server = ServerSettings(1, reminder_hours=12.0, clock_hours=48.0, language="fr")
    assert new_game_settings(server, 24.0, 6.0) == {
        "reminder_hours": 12.0,
        "clock_hours": 48.0,
        "answer_hours": 6.0,
        "language": "fr",
    }
    given = new_game_settings(
        server, 24.0, 6.0, reminder_hours=2.0, clock_hours=0.0, answer_hours=0.0, language="de"
    )
    # A clock or an answer deadline of 0 switches it off.
    assert given == {
        "reminder_hours": 2.0,
        "clock_hours": None,
        "answer_hours": None,
        "language": "de",
    }
    bare = new_game_settings(ServerSettings(1), 24.0, None)
    assert bare == {"reminder_hours": 24.0, "language": "en"}


def test_a_wrong_setting_is_refused_in_words() -> None:
    with pytest.raises(SettingsError):
        new_game_settings(ServerSettings(1), 24.0, None, reminder_hours=-1.0)
