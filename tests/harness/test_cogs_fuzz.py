"""Hypothesis fuzzing of the cogs' callbacks with Discord-shaped input (issue 10's harness).

Every persistent component (each DynamicItem of ``cogs.components.DYNAMIC_ITEMS``, the number
modal behind its button) is clicked with custom ids its template accepts but whose fields are
anything (this game's id or unknown, huge or zero numbers, any path token), select values and
modal text of any kind, from this server, another server or a DM, by a seated player or a
stranger; every slash command of the registered tree is run with option values Discord could
send (integers in its range, strings with mentions, lone surrogates or thousands of
characters, members). Whatever comes in: the interaction is answered, never with the
"something went wrong on my side" apology of an unexpected exception, and when the answer was
a refusal (a documented :class:`~bot.service.ServiceError`, a bad setting or path) nothing in
the database changed.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any
from unittest.mock import MagicMock

import discord
import pytest
from discord import AppCommandOptionType, app_commands
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cogs.client
import cogs.components
from cogs.components import DYNAMIC_ITEMS, NUMBER, PATH, SIGNED, NumberModal
from cogs.replies import USER_ERRORS
from tests.discord.conftest import ALICE, BOB, Clock, open_game, open_table, run_command
from tests.discord.fakes import GUILD_ID, click, make_member
from tests.harness.common import record_figures

#: Examples per run (components and commands each).
EXAMPLES = 200
APOLOGY = "something went wrong on my side"
MALLORY = make_member(666, "<@101> @everyone")
OTHER_GUILD = 5151

TEXT = st.one_of(
    st.text(max_size=40),
    st.text(alphabet=st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF), max_size=3),
    st.sampled_from(["<@101>", "@everyone", "<@&1>", "", " ", "0", "-1", "1e400", "null"]),
    st.integers(min_value=100, max_value=6000).map(lambda n: "x" * n),
)
NUMBERS = st.one_of(
    st.integers(min_value=0, max_value=12),
    st.integers(min_value=0, max_value=2**70),
    st.sampled_from([2**63 - 1, 2**63, 2**64]),
)


class FuzzTable:
    """The real bot over the fakes, in its own event loop, with a running game to aim at."""

    def __init__(self, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.loop = asyncio.new_event_loop()
        self.t = self.run(open_table(path, Clock()))
        self.game_id, self.thread = self.run(open_game(self.t, [ALICE, BOB], "pile_size=5"))
        self.refused: set[int] = set()
        self.calls = 0
        self.refusals = 0
        original = cogs.components.report_error

        async def noting(interaction: Any, error: BaseException) -> None:
            if isinstance(error, app_commands.CommandInvokeError):
                error = error.original
            if isinstance(error, USER_ERRORS):
                self.refused.add(interaction.id)
            await original(interaction, error)

        monkeypatch.setattr(cogs.components, "report_error", noting)
        monkeypatch.setattr(cogs.client, "report_error", noting)

    def run(self, awaitable: Any) -> Any:
        return self.loop.run_until_complete(awaitable)

    def written(self) -> tuple[Any, ...]:
        """What a refusal must leave alone: the game's version, status, seats and log."""

        async def read() -> tuple[Any, ...]:
            service = self.t.bot.service
            record = await service.record(self.game_id)
            log = await service.log(self.game_id, limit=-1)
            seats = [(s.seat, s.user_id) for s in record.seats]
            return (record.version, record.status, seats, len(log))

        return tuple(self.run(read()))

    def check(self, interaction: Any, before: tuple[Any, ...], what: str) -> None:
        self.calls += 1
        said = self.t.make.said(interaction)
        assert APOLOGY not in said, f"{what}: {said}"
        if interaction.id in self.refused:
            self.refusals += 1
            assert self.written() == before, f"{what} was refused but changed the game: {said}"

    def close(self) -> None:
        self.run(self.t.store.close())
        self.loop.close()


@pytest.fixture
def fuzz(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    table = FuzzTable(tmp_path / "fuzz.sqlite3", monkeypatch)
    yield table
    table.close()


def field_values(game_id: int) -> dict[Any, st.SearchStrategy[Any]]:
    return {
        NUMBER: NUMBERS,
        SIGNED: st.one_of(NUMBERS, NUMBERS.map(lambda n: -n)),
        PATH: st.one_of(st.from_regex(r"~?[A-Za-z0-9_-]{0,40}", fullmatch=True)),
        "game_id": st.one_of(st.just(game_id), NUMBERS),
    }


@st.composite
def component_click(draw: Any, game_id: int) -> tuple[Any, str]:
    cls = draw(st.sampled_from(DYNAMIC_ITEMS))
    strategies = field_values(game_id)
    values = []
    for name, field in cls.fields.items():
        if name == "game_id":
            values.append(draw(strategies["game_id"]))
        elif field in strategies:
            values.append(draw(strategies[field]))
        else:  # one_of(...): any of its words
            values.append(draw(st.sampled_from(field[0].split("|"))))
    return cls, cls.make_id(*values)


def test_components_answer_any_click_and_a_refusal_changes_nothing(fuzz: FuzzTable) -> None:
    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(
        clicked=component_click(fuzz.game_id),
        user=st.sampled_from([ALICE, BOB, MALLORY]),
        guild=st.sampled_from([GUILD_ID, OTHER_GUILD, None]),
        values=st.one_of(st.none(), st.lists(TEXT, max_size=3)),
        typed=TEXT,
    )
    def one(clicked: tuple[Any, str], user: Any, guild: Any, values: Any, typed: str) -> None:
        cls, custom_id = clicked
        if cls.__name__ == "ChoiceSelect" and values is None:
            values = ["0"]
        before = fuzz.written()
        interaction = fuzz.run(
            click(fuzz.t.make, custom_id, user, values=values, guild_id=guild, manage_guild=True)
        )
        answers = fuzz.t.make.answers(interaction)
        modal = answers[-1].kwargs.get("modal") if answers else None
        if isinstance(modal, NumberModal):
            modal.number._value = typed
            interaction = fuzz.t.make(user, guild_id=guild)
            fuzz.run(modal.on_submit(interaction))
        assert fuzz.t.make.answers(interaction), f"{custom_id} was not answered"
        fuzz.check(interaction, before, custom_id)

    one()
    record_figures("cogs fuzz: components", clicks=fuzz.calls, refusals=fuzz.refusals)


def _role(role_id: int) -> Any:
    """A role as Discord resolves a role option (an object, never text)."""
    role = MagicMock(spec_set=discord.Role)
    role.id = role_id
    return role


def _text_channel(channel_id: int) -> Any:
    channel = MagicMock(spec_set=discord.TextChannel)
    channel.id = channel_id
    return channel


def option_value(parameter: app_commands.Parameter, game_id: int) -> st.SearchStrategy[Any]:
    kind = parameter.type
    if kind == AppCommandOptionType.user:
        return st.sampled_from([ALICE, BOB, MALLORY])
    if kind == AppCommandOptionType.integer:
        low = parameter.min_value if parameter.min_value is not None else -(2**53)
        high = parameter.max_value if parameter.max_value is not None else 2**53
        return st.one_of(st.just(game_id), st.integers(min_value=low, max_value=high))
    if kind == AppCommandOptionType.number:
        low = parameter.min_value if parameter.min_value is not None else -1e300
        high = parameter.max_value if parameter.max_value is not None else 1e300
        return st.floats(min_value=low, max_value=high, allow_nan=False)
    if kind == AppCommandOptionType.boolean:
        return st.booleans()
    if kind == AppCommandOptionType.role:
        return st.integers(min_value=1, max_value=2**63 - 1).map(_role)
    if kind == AppCommandOptionType.channel:
        return st.integers(min_value=1, max_value=2**63 - 1).map(_text_channel)
    choices = [c.value for c in parameter.choices]
    return st.sampled_from(choices) if choices else TEXT


def test_slash_commands_answer_any_options_and_a_refusal_changes_nothing(fuzz: FuzzTable) -> None:
    commands = [c for c in fuzz.t.bot.tree.walk_commands() if isinstance(c, app_commands.Command)]
    assert commands

    @st.composite
    def invocation(draw: Any) -> tuple[Any, dict[str, Any]]:
        command = draw(st.sampled_from(commands))
        kwargs = {}
        for parameter in command.parameters:
            if parameter.required or draw(st.booleans()):
                kwargs[parameter.name] = draw(option_value(parameter, fuzz.game_id))
        return command, kwargs

    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(
        called=invocation(),
        user=st.sampled_from([ALICE, BOB, MALLORY]),
        guild=st.sampled_from([GUILD_ID, OTHER_GUILD]),
        in_thread=st.booleans(),
    )
    def one(called: tuple[Any, dict[str, Any]], user: Any, guild: int, in_thread: bool) -> None:
        command, kwargs = called
        channel = fuzz.t.fake.text_channel()
        interaction = fuzz.t.make(
            user,
            channel=None if in_thread else channel,
            channel_id=fuzz.thread if in_thread else None,
            guild_id=guild,
            manage_guild=user is MALLORY,
        )
        before = fuzz.written()
        fuzz.run(run_command(fuzz.t, command, interaction, **kwargs))
        fuzz.check(interaction, before, f"/{command.qualified_name} {kwargs!r:.200}")

    one()
    record_figures("cogs fuzz: slash commands", calls=fuzz.calls, refusals=fuzz.refusals)


@pytest.mark.parametrize("name", ["x" * 256, "\ud800", "../etc/passwd", "a\x00b", "Europe/"])
def test_a_time_zone_name_of_any_shape_is_refused_in_words(name: str) -> None:
    """Found by the fuzzing above: a 256-character zone name reached the file system and
    came back as an OS error (the apology) instead of a refusal."""
    from bot.scheduling import SettingsError, zone_of

    with pytest.raises(SettingsError, match="not a time zone I know"):
        zone_of(name)
    assert zone_of("Europe/Paris").key == "Europe/Paris"
