"""Slash commands made from action models: names, option types, required-ness, limits."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from cogs.play import command_name, group_name, option_specs
from rules import GAMES
from tests.toygame import GAME as TOY_GAME


class Build(BaseModel):
    """Build a refinery in one of your regions."""

    kind: Literal["build"]
    region: str = Field(description="Where to build")
    level: int
    secret: bool = False
    mode: Literal["fast", "slow"] = "slow"
    cards: list[int] = Field(default_factory=list)
    note: str | None = None


def test_fields_become_typed_options_required_first() -> None:
    specs = {s.name: s for s in option_specs(Build)}
    assert [s.name for s in option_specs(Build)][:2] == ["region", "level"]
    assert specs["region"].kind == "str" and specs["region"].required
    assert specs["region"].description == "Where to build"
    assert specs["level"].kind == "int" and specs["level"].description == "level"
    assert specs["secret"].kind == "bool" and not specs["secret"].required
    assert specs["mode"].kind == "str"
    assert specs["cards"].kind == "json" and specs["cards"].convert("[1, 2]") == [1, 2]
    assert specs["note"].kind == "str"


def test_names_are_valid_discord_names() -> None:
    assert command_name("Take Box!") == "take_box"
    assert command_name("x" * 40) == "x" * 32
    assert group_name(TOY_GAME) == "secret_nim"
    for game in GAMES.values():
        name = group_name(game)
        assert name == command_name(name) and len(name) <= 32
        if game.command_name:
            assert name == game.command_name
