"""Text from users never pings (issue 10, defect 7).

``/game vacation`` put the display name into the thread with every user mention allowed, so a
nickname holding ``<@id>`` pinged that user. Now the bot's default is to ping nobody, a send
pings only the users it names, and a user's name is shown with its mentions escaped.
"""

from __future__ import annotations

from typing import Any

from .conftest import ALICE, Table, open_game, run_command
from .fakes import make_member

#: A nickname that tries every kind of mention: a user, everyone, a role.
EVIL = make_member(109, "<@101> @everyone <@&555>")


def allowed(t: Table, sent: Any) -> dict[str, Any]:
    """What the message may ping, as discord.py sends it: the bot's default merged with the
    send's own ``allowed_mentions`` (Discord parses everything when neither is given)."""
    own = sent.kwargs.get("allowed_mentions")
    default = t.bot.allowed_mentions
    if own is None:
        return default.to_dict() if default else {"parse": ["users", "roles", "everyone"]}
    return (default.merge(own) if default else own).to_dict()


def pingable(t: Table, sent: Any) -> set[str]:
    """The user ids a message may ping, and ``everyone``/``roles`` if it may ping those."""
    rules = allowed(t, sent)
    found = {f"user {u}" for u in rules.get("users", [])}
    found |= {f"parse {p}" for p in rules.get("parse", [])}
    found |= {f"role {r}" for r in rules.get("roles", [])}
    return found


async def test_a_vacation_notice_pings_nobody_whatever_the_nickname(table: Table) -> None:
    t = table
    assert t.bot.allowed_mentions is not None
    assert t.bot.allowed_mentions.to_dict() == {"parse": []}
    _game_id, thread = await open_game(t, [ALICE, EVIL])
    away = t.make(EVIL, channel_id=thread)
    await run_command(t, t.cog.vacation, away, days=1)
    notice = t.fake.last(thread)
    assert "on vacation until" in notice.content
    assert "@everyone" not in notice.content.replace("@\u200beveryone", "")
    assert pingable(t, notice) == set()


async def test_no_thread_message_may_ping_everyone_a_role_or_a_name(table: Table) -> None:
    """A whole lobby and first turn with a player whose nickname holds mentions: each thread
    message may ping at most the users the bot meant (the seats it waits on), never by name."""
    t = table
    _game_id, thread = await open_game(t, [EVIL, ALICE])
    for sent in t.fake.channels[thread]:
        may = pingable(t, sent)
        assert not {m for m in may if m.startswith(("parse", "role"))}, (sent.content, may)
        assert may <= {f"user {EVIL.id}", f"user {ALICE.id}"}
