"""The format of Peak Oil's rulebook examples: one JSON file per example, one runner.

Each file holds the position before (only what the example needs), the actions in order, the
bag's draws in order (the runner rigs the bag), and the book's expected numbers, with the
book's passage quoted and a list of what we filled in where the book is silent (``authored``).
Ids are the data's ids (``rules.peak_oil.data``): zones, regions, technologies, cards, tokens.
Players are the book's cast, by lower-case name.

``load_examples`` reads and validates every file (unknown keys are refused), so a typo fails.
Today ``test_examples.py`` checks each file against the data and recomputes the book's numbers
from the position; the engine's tests (issue 12) will play the same files through the public
engine contract.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

HERE = Path(__file__).parent

Colour = Literal["black", "red", "yellow"]


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class TokenAt(Model):
    """A two-sided token on a place: its id and the side showing (0 or 1)."""

    token: str
    side: Literal[0, 1]


class Hq(Model):
    """A player's HQ. Every field is optional: an expected HQ compares only what it lists."""

    barrels: int | None = None
    security: int | None = None
    agents: int | None = None
    start_ups: list[str] | None = None
    portfolio: str | None = None
    fields: list[str] | None = None
    consultants: list[str] | None = None
    crises_up: list[str] | None = None
    crises_down: list[str] | None = None
    crisis_down_levels: list[int] | None = None


class Supply(Model):
    security: int | None = None
    agents: dict[str, int] | None = None


class Turn(Model):
    seat: str
    step: Literal[1, 2, 3]


class Position(Model):
    """A (partial) position. Only the keys given matter."""

    turn: Turn | None = None
    zones: dict[str, dict[str, int]] | None = None
    hq: dict[str, Hq] | None = None
    regions: dict[str, int] | None = None
    black_market: list[str] | None = None
    track: dict[str, int] | None = None
    risk: dict[str, TokenAt] | None = None
    refineries: dict[str, TokenAt] | None = None
    bag: dict[Colour, int] | None = None
    removed_barrels: int | None = None
    supply: Supply | None = None
    field_display: list[str] | None = None
    field_deck_top: list[str] | None = None
    start_up_display: list[str] | None = None
    start_up_deck_top: list[str] | None = None
    crisis_deck_top: dict[int, list[str]] | None = None
    counter: list[str | None] | None = None
    #: The player holding the Peak Oil marker (their HQ card flipped), once Peak Oil began.
    peak_oil: str | None = None


class OptionUse(Model):
    """One option used in an action, with its choices."""

    option: str
    refinery: str | None = None
    route: list[str] | None = None
    card: str | None = None
    refresh: bool | None = None
    technology: str | None = None


class Action(Model):
    """One move. ``kind``: reassign (``from``/``to``: a zone id or "hq"), act (``zone``,
    ``options`` in order), security_swap (``swap``: two places), security_flip (``flip``),
    draw_again / stop_drawing (the choice after a red or yellow barrel), pr_crisis (Brutal:
    one agent of ``seat`` on the counter), end_turn (decline the optional step 3), setup."""

    seat: str
    kind: Literal[
        "setup",
        "reassign",
        "act",
        "security_swap",
        "security_flip",
        "draw_again",
        "stop_drawing",
        "pr_crisis",
        "end_turn",
    ]
    from_: str | None = Field(default=None, alias="from")
    to: str | None = None
    zone: str | None = None
    options: list[OptionUse] | None = None
    swap: list[str] | None = None
    flip: str | None = None
    #: Black-market spaces chosen, in the order barrels are placed during the action (the
    #: turn's first black barrel drawn, then pirates' barrels).
    spaces: list[str] | None = None


Standing = Literal["majority", "tie", "none"]


class Score(Model):
    start_ups: int
    consultants: int
    crises: int
    total: int
    per_card: dict[str, int] | None = None


class SetupExpect(Model):
    bag: dict[Colour, int]
    consultants_revealed: list[int]
    fields_revealed: int
    barrels_on_regions: int
    field_display: int
    start_up_display: int
    hq_agents: int
    hq_barrels: int
    portfolios_each: int
    supply_security: int
    supply_agents_each: int
    risk_tokens_placed: int
    closed_token_shows: Literal["open"]


class Expected(Model):
    after: Position | None = None
    #: The position after each action, aligned with ``actions`` (``None``: not checked).
    after_actions: list[Position | None] | None = None
    #: Indices of actions the rules refuse (the position does not change).
    refused: list[int] = []
    majority: dict[str, dict[str, Standing]] | None = None
    #: How many options each player may use on acting (2 with a majority, 1 on a tie).
    options_allowed: dict[str, int] | None = None
    prices: dict[str, int] | None = None
    score: dict[str, Score] | None = None
    setup: SetupExpect | None = None
    #: After Peak Oil starts: the players who may reassign once, in order.
    peak_oil_reassign_order: list[str] | None = None
    #: The Peak Oil phase: (zone, player) in the order they use their one option.
    peak_oil_order: list[tuple[str, str]] | None = None
    #: Final places, best first; players sharing a place are listed together.
    ranking: list[list[str]] | None = None


class Source(Model):
    section: str
    page: int | None = None
    quote: str


Kind = Literal[
    "setup",
    "reassignment",
    "majority",
    "black_market",
    "transport",
    "start_up",
    "brutal_counter",
    "scoring",
    "crisis",
    "peak_oil_drill",
    "peak_oil_phase",
    "tie_break",
]


class Example(Model):
    id: str
    title: str
    kind: Kind
    source: Source
    players: list[str]
    variant: Literal["normal", "brutal"] = "normal"
    authored: list[str] = []
    position: Position = Position()
    draws: list[Colour] = []
    actions: list[Action] = []
    expected: Expected


def load_examples() -> list[Example]:
    """Every example file, validated, sorted by name."""
    examples = []
    for path in sorted(HERE.glob("*.json")):
        example = Example.model_validate(json.loads(path.read_text(encoding="utf-8")))
        if example.id != path.stem:
            raise ValueError(f"{path.name}: id {example.id!r} is not the file's name")
        examples.append(example)
    return examples
