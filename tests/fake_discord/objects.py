"""Discord API objects as JSON, shaped like the ones Discord sends (API v10).

Only the fields discord.py reads are filled in, with the types Discord documents: ids are
snowflake *strings*, times ISO-8601 strings, permissions decimal strings. The builders are
plain functions so a test can build an interaction payload exactly like the gateway would.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

JSON = dict[str, Any]

#: A fixed time for every timestamp: the fake never depends on the clock.
TIMESTAMP = "2026-01-01T00:00:00.000000+00:00"
#: Channel types (https://discord.com/developers/docs/resources/channel#channel-object-channel-types).
GUILD_TEXT, DM, PUBLIC_THREAD, PRIVATE_THREAD = 0, 1, 11, 12
#: Interaction types.
APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 2, 3, 4, 5
#: Application-command option types that carry a subcommand or group.
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
#: Every permission bit set: the test guild's @everyone role can do anything.
ALL_PERMISSIONS = str((1 << 53) - 1)
#: Discord's default upload limit for a guild without boosts (10 MiB).
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024


class Snowflakes:
    """Increasing snowflake ids, as strings, starting well above Discord's epoch."""

    def __init__(self, start: int = 1_300_000_000_000_000_000) -> None:
        self._counter = itertools.count(start)

    def next(self) -> str:
        return str(next(self._counter))


@dataclass(frozen=True)
class FakeUser:
    """A Discord user of the fake: a member of the test guild."""

    id: int
    name: str
    bot: bool = False

    def to_json(self) -> JSON:
        return user_json(self)


def user_json(user: FakeUser) -> JSON:
    data: JSON = {
        "id": str(user.id),
        "username": user.name,
        "global_name": user.name,
        "discriminator": "0",
        "avatar": None,
        "public_flags": 0,
        "flags": 0,
    }
    if user.bot:
        data["bot"] = True
    return data


def member_json(user: FakeUser, *, with_user: bool = True, permissions: str | None = None) -> JSON:
    """A guild member; interactions carry the invoking member's resolved ``permissions``."""
    data: JSON = {
        "roles": [],
        "nick": None,
        "avatar": None,
        "joined_at": TIMESTAMP,
        "deaf": False,
        "mute": False,
        "flags": 0,
        "pending": False,
    }
    if with_user:
        data["user"] = user_json(user)
    if permissions is not None:
        data["permissions"] = permissions
    return data


def text_channel_json(channel_id: int, guild_id: int, name: str, position: int = 0) -> JSON:
    return {
        "id": str(channel_id),
        "type": GUILD_TEXT,
        "guild_id": str(guild_id),
        "name": name,
        "position": position,
        "permission_overwrites": [],
        "parent_id": None,
        "topic": None,
        "nsfw": False,
        "last_message_id": None,
        "rate_limit_per_user": 0,
        "flags": 0,
    }


def thread_json(
    thread_id: int,
    guild_id: int,
    parent_id: int,
    owner_id: int,
    name: str,
    *,
    kind: int = PUBLIC_THREAD,
    auto_archive_duration: int = 1440,
) -> JSON:
    return {
        "id": str(thread_id),
        "type": kind,
        "guild_id": str(guild_id),
        "parent_id": str(parent_id),
        "owner_id": str(owner_id),
        "name": name,
        "last_message_id": None,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "flags": 0,
        "thread_metadata": {
            "archived": False,
            "auto_archive_duration": auto_archive_duration,
            "archive_timestamp": TIMESTAMP,
            "locked": False,
            "create_timestamp": TIMESTAMP,
        },
    }


def dm_channel_json(channel_id: int, recipient: FakeUser) -> JSON:
    return {
        "id": str(channel_id),
        "type": DM,
        "last_message_id": None,
        "recipients": [user_json(recipient)],
    }


def guild_json(
    guild_id: int, name: str, owner_id: int, channels: list[JSON], members: list[JSON]
) -> JSON:
    """A full guild as GUILD_CREATE sends it."""
    everyone = {
        "id": str(guild_id),
        "name": "@everyone",
        "color": 0,
        "hoist": False,
        "position": 0,
        "permissions": ALL_PERMISSIONS,
        "managed": False,
        "mentionable": False,
        "flags": 0,
    }
    return {
        "id": str(guild_id),
        "name": name,
        "icon": None,
        "splash": None,
        "discovery_splash": None,
        "owner_id": str(owner_id),
        "afk_channel_id": None,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [everyone],
        "emojis": [],
        "stickers": [],
        "features": [],
        "mfa_level": 0,
        "application_id": None,
        "system_channel_id": None,
        "system_channel_flags": 0,
        "rules_channel_id": None,
        "vanity_url_code": None,
        "description": None,
        "banner": None,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": None,
        "nsfw_level": 0,
        "premium_progress_bar_enabled": False,
        "joined_at": TIMESTAMP,
        "large": False,
        "unavailable": False,
        "member_count": len(members),
        "voice_states": [],
        "members": members,
        "channels": channels,
        "threads": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
    }


@dataclass
class Attachment:
    """A file the bot uploaded, as the fake received it."""

    field: str
    filename: str
    content_type: str
    data: bytes

    @property
    def is_png(self) -> bool:
        return self.data.startswith(b"\x89PNG\r\n\x1a\n")


@dataclass
class FakeMessage:
    """A message the bot posted (or edited) in a channel, a thread or a DM."""

    id: int
    channel_id: int
    author: FakeUser
    payload: JSON
    files: list[Attachment] = field(default_factory=list)
    guild_id: int | None = None
    interaction_id: int | None = None
    edits: int = 0

    @property
    def content(self) -> str:
        return str(self.payload.get("content") or "")

    @property
    def embeds(self) -> list[JSON]:
        return list(self.payload.get("embeds") or [])

    @property
    def components(self) -> list[JSON]:
        return list(self.payload.get("components") or [])

    @property
    def flags(self) -> int:
        return int(self.payload.get("flags") or 0)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & 64)

    def text(self) -> str:
        """Everything a reader sees: content, embed titles, descriptions, fields, footers."""
        parts = [self.content]
        for embed in self.embeds:
            parts += [str(embed.get(key) or "") for key in ("title", "description")]
            for item in embed.get("fields") or []:
                parts += [str(item.get("name") or ""), str(item.get("value") or "")]
            parts.append(str((embed.get("footer") or {}).get("text") or ""))
            parts.append(str((embed.get("author") or {}).get("name") or ""))
        return "\n".join(p for p in parts if p)

    def custom_ids(self) -> list[str]:
        """Every component custom id of the message, rows flattened, in order."""
        found: list[str] = []

        def walk(items: list[JSON]) -> None:
            for item in items:
                if "custom_id" in item:
                    found.append(str(item["custom_id"]))
                walk(list(item.get("components") or []))

        walk(self.components)
        return found

    def find_component(self, custom_id: str) -> JSON:
        """The component with ``custom_id`` (a button or a select), or ``KeyError``."""

        def walk(items: list[JSON]) -> JSON | None:
            for item in items:
                if item.get("custom_id") == custom_id:
                    return item
                inner = walk(list(item.get("components") or []))
                if inner is not None:
                    return inner
            return None

        found = walk(self.components)
        if found is None:
            raise KeyError(custom_id)
        return found

    def to_json(self, base_url: str) -> JSON:
        attachments = [
            {
                "id": str(self.id * 10 + index),
                "filename": item.filename,
                "size": len(item.data),
                "url": f"{base_url}/attachments/{self.channel_id}/{self.id}/{item.filename}",
                "proxy_url": f"{base_url}/attachments/{self.channel_id}/{self.id}/{item.filename}",
                "content_type": item.content_type,
            }
            for index, item in enumerate(self.files)
        ]
        data: JSON = {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "author": user_json(self.author),
            "content": self.content,
            "timestamp": TIMESTAMP,
            "edited_timestamp": TIMESTAMP if self.edits else None,
            "tts": bool(self.payload.get("tts", False)),
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": attachments,
            "embeds": self.embeds,
            "components": self.components,
            "pinned": False,
            "type": 0,
            "flags": self.flags,
        }
        if self.guild_id is not None:
            data["guild_id"] = str(self.guild_id)
        return data
