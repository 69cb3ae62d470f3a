"""A local fake Discord for end-to-end tests of the real discord.py client.

See :mod:`tests.fake_discord.server` for what it serves and records, and
:mod:`tests.fake_discord.limits` for the command limits it enforces on a sync.
"""

from .limits import command_problems, is_valid_name
from .objects import Attachment, FakeMessage, FakeUser
from .server import FAKE_TOKEN, Callback, DiscordError, FakeDiscord, PendingInteraction

__all__ = [
    "FAKE_TOKEN",
    "Attachment",
    "Callback",
    "DiscordError",
    "FakeDiscord",
    "FakeMessage",
    "FakeUser",
    "PendingInteraction",
    "command_problems",
    "is_valid_name",
]
