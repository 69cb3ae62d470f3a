"""Prompt building from a choice tree: walking paths, pagination, selects, numbers, autocomplete."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.prompts import translator
from cogs.components import ChoiceButton, ChoiceSelect, NumberButton, PageButton, prompt_view
from cogs.prompts import (
    MAX_SELECT_OPTIONS,
    PathError,
    autocomplete_values,
    decode_path,
    encode_path,
    needs_number,
    options_at,
    page_of,
    question,
    start_path,
    walk,
)
from rules.core import ActionSpec, Choice, IntRange, LegalActions, Step
from rules.core.text import Said
from tests.toygame import GAME as NIM

from .conftest import ALICE, BOB, Table, open_game
from .fakes import click

MOVE = ActionSpec(
    kind="move",
    label=Said("label.move_troops"),
    steps=[
        Step(
            param="source",
            label=Said("step.from"),
            choices=[
                Choice(
                    value=f"region{i}",
                    label=Said("label.region", number=i),
                    then=[
                        Step(
                            param="target",
                            label=Said("step.to"),
                            choices=[
                                Choice(value=f"region{j}", label=Said("label.region", number=j))
                                for j in (i + 1, i + 2)
                            ],
                        ),
                        Step(
                            param="amount",
                            label=Said("step.troops"),
                            range=IntRange(min=1, max=40 + i),
                        ),
                    ],
                )
                for i in range(60)
            ],
        )
    ],
)
PASS = ActionSpec(
    kind="pass",
    label=Said("label.pass"),
    steps=[
        Step(
            param="note",
            label=Said("step.note"),
            choices=[Choice(value="x", label=Said("label.x"))],
            optional=True,
        )
    ],
)
LEGAL = LegalActions(seat=0, actions=[MOVE, PASS])


def test_walk_follows_the_tree_and_refuses_other_paths() -> None:
    assert walk(LEGAL, []).asks_kind
    cursor = walk(LEGAL, ["move", "region3"])
    assert cursor.step is not None and cursor.step.param == "target"
    assert [o.value for o in options_at(LEGAL, cursor)] == ["region4", "region5"]
    cursor = walk(LEGAL, ["move", "region3", "region5", 43])
    assert cursor.complete and cursor.action == {
        "kind": "move",
        "source": "region3",
        "target": "region5",
        "amount": 43,
    }
    with pytest.raises(PathError):
        walk(LEGAL, ["move", "region3", "region9"])
    with pytest.raises(PathError):
        walk(LEGAL, ["move", "region3", "region4", 44])
    with pytest.raises(PathError):
        walk(LEGAL, ["fly"])
    skipped = walk(LEGAL, ["pass", None])
    assert skipped.complete and skipped.action == {"kind": "pass"}
    assert options_at(LEGAL, walk(LEGAL, ["pass"]))[-1].value is None  # "skip" offered


def test_long_lists_are_paged_and_long_ranges_ask_a_number() -> None:
    answers = options_at(LEGAL, walk(LEGAL, ["move"]))
    assert len(answers) == 60
    first, has_previous, has_next = page_of(answers, 0)
    assert len(first) == MAX_SELECT_OPTIONS and not has_previous and has_next
    last, has_previous, has_next = page_of(answers, 2)
    assert len(last) == 10 and has_previous and not has_next
    assert needs_number(walk(LEGAL, ["move", "region0", "region1"]))
    assert start_path(LEGAL) == []
    assert start_path(LegalActions(seat=0, actions=[MOVE])) == ["move"]


def test_paths_round_trip_and_forged_paths_are_refused() -> None:
    path = ["move", "région", 3, True, None]
    assert decode_path(encode_path(path)) == path
    # not base64, a JSON object, a nested list, not JSON at all
    for forged in ("!!!", "e30", "W1sxXV0", "bm90IGpzb24"):
        with pytest.raises(PathError):
            decode_path(forged)


def test_autocomplete_walks_with_typed_options() -> None:
    sources = autocomplete_values(LEGAL, "move", "source", {})
    assert len(sources) == 60
    targets = autocomplete_values(LEGAL, "move", "target", {"source": "region7"})
    assert [o.value for o in targets] == ["region8", "region9"]
    assert autocomplete_values(LEGAL, "move", "target", {"source": "nowhere"}) == []
    amounts = autocomplete_values(LEGAL, "move", "amount", {"source": "region0"})
    assert [o.value for o in amounts] == list(range(1, 41))
    assert autocomplete_values(LEGAL, "fly", "amount", {}) == []


async def test_prompt_view_uses_selects_pages_and_numbers(table: Table) -> None:
    t = table
    game_id, _thread = await open_game(t, [ALICE, BOB])
    record = await t.bot.service.record(game_id)
    view = await prompt_view(t.bot.flow, record, LEGAL, ["move"], walk(LEGAL, ["move"]), page=1)
    kinds = [type(item) for item in view.children]
    assert kinds.count(ChoiceSelect) == 1 and kinds.count(PageButton) == 2
    select = next(i for i in view.children if isinstance(i, ChoiceSelect))
    assert isinstance(select.item, discord.ui.Select)
    assert [o.value for o in select.item.options] == [str(i) for i in range(25, 50)]
    assert all(len(item.custom_id) <= 100 for item in view.children)

    path = ["move", "region0", "region1"]
    view = await prompt_view(t.bot.flow, record, LEGAL, path, walk(LEGAL, path))
    number = next(i for i in view.children if isinstance(i, NumberButton))
    assert number.custom_id.startswith(f"pc:n:{game_id}:{record.version}:1:40:")
    interaction = await click(t.make, number.custom_id, ALICE, ephemeral=True)
    modal = t.make.answers(interaction)[-1].kwargs["modal"]
    assert modal.low == 1 and modal.high == 40
    assert await t.bot.flow.load_path(modal.path_ref) == path
    # Beside the form, the usual amounts are one click each (issue 29): the least, round
    # numbers, the most ("all" of a force); each carries its whole path.
    amounts = [
        i for i in view.children if isinstance(i, ChoiceButton) and i.custom_id.startswith("pc:c:")
    ]
    assert [a.item.label for a in amounts] == ["1", "5", "20", "40 (max.)"]
    assert await t.bot.flow.load_path(amounts[-1].path_ref) == [*path, 40]
    assert number.item.label == "Another number…"


async def test_a_path_too_long_for_a_custom_id_is_kept_in_the_database(table: Table) -> None:
    t = table
    game_id, _thread = await open_game(t, [ALICE, BOB])
    long_path = ["move", "x" * 120]
    ref = await t.bot.flow.path_ref(game_id, long_path, 60)
    assert ref.startswith("~") and len(ref) < 20
    assert await t.bot.flow.load_path(ref) == long_path
    with pytest.raises(PathError):
        await t.bot.flow.load_path("~unknown")


async def test_a_lone_move_without_choices_gets_a_button_that_plays_it(table: Table) -> None:
    """When the only move open needs no choice ("Finish this action"), the prompt is not
    empty: one button carries the complete path and plays it."""
    game_id, _thread_id = await open_game(table, [ALICE, BOB], options="pile_size=2")
    record = await table.bot.service.record(game_id)
    legal = LegalActions(
        seat=0, actions=[ActionSpec(kind="pass", label=Said("label.finish_this_action"))]
    )
    path = start_path(legal)
    cursor = walk(legal, path)
    assert cursor.complete
    assert question(cursor) == "Ready: press the button to play it."
    view = await prompt_view(table.bot.flow, record, legal, path, cursor)
    [button] = view.children
    assert isinstance(button, ChoiceButton)
    assert button.item.label == "Finish this action"
    assert await table.bot.flow.load_path(button.path_ref) == ["pass"]


async def test_the_kind_comes_with_its_first_choice_when_all_fit_in_one_menu(table: Any) -> None:
    """One click picks "Take stones: pile 2" instead of "Take stones" then "pile 2"; a kind
    without choices stays one answer; more than a menu holds falls back to the kinds."""
    from rules.core import ActionSpec, Choice, LegalActions, Step

    from .conftest import ALICE, BOB, open_game

    game_id, _thread = await open_game(table, [ALICE, BOB])
    record = await table.bot.service.record(game_id)
    flow = table.bot.flow

    def legal(piles: int) -> LegalActions:
        pile = Step(
            param="pile",
            label=Said("step.pile"),
            choices=[
                Choice(value=i, label=Said("label.pile_number", pile=i + 1)) for i in range(piles)
            ],
        )
        return LegalActions(
            seat=0,
            actions=[
                ActionSpec(kind="take", label=Said("label.take"), steps=[pile]),
                ActionSpec(kind="pass", label=Said("label.pass")),
            ],
        )

    small = legal(2)
    answers = flow.answers(record, small, walk(small, []))
    assert [(a.label, a.answers) for a in answers] == [
        ("Take stones: pile 1", ["take", 0]),
        ("Take stones: pile 2", ["take", 1]),
        ("Pass", ["pass"]),
    ]
    large = legal(30)
    assert [a.answers for a in flow.answers(record, large, walk(large, []))] == [
        ["take"],
        ["pass"],
    ]


def test_steps_with_one_possible_answer_are_taken_and_said() -> None:
    from cogs.prompts import describe_path, forced_answers

    move = ActionSpec(
        kind="move",
        label=Said("label.move_units"),
        steps=[
            Step(
                param="source",
                label=Said("step.from"),
                choices=[
                    Choice(value="basra", label=Said("label.basra")),
                    Choice(value="najaf", label=Said("label.najaf")),
                ],
            ),
            Step(
                param="to",
                label=Said("step.to"),
                choices=[Choice(value="border", label=Said("label.border"))],
            ),
            Step(param="units", label=Said("step.units"), range=IntRange(min=1, max=3)),
        ],
    )
    legal = LegalActions(seat=0, actions=[move])
    say = translator(NIM, "en")
    path, taken = forced_answers(legal, ["move", "basra"], None, say)
    assert path == ["move", "basra", "border"] and taken == ["to: Border"]
    assert describe_path(walk(legal, path), say) == "Move units — Basra, Border"
    # The first step had two answers: nothing is taken before the player chose.
    assert forced_answers(legal, ["move"], None, say) == (["move"], [])


def test_skip_is_not_offered_beside_the_answer_it_means() -> None:
    step = Step(
        param="logistics", label=Said("step.logistics"), range=IntRange(min=0, max=2), optional=True
    )
    legal = LegalActions(
        seat=0, actions=[ActionSpec(kind="move", label=Said("label.move"), steps=[step])]
    )
    cursor = walk(legal, ["move"])
    say = translator(NIM, "en")
    labels = [o.label for o in options_at(legal, cursor, None, say)]
    assert labels == ["0", "1", "2", "skip (logistics)"]  # no default known: skip stays
    assert [o.label for o in options_at(legal, cursor, {"logistics": 0}, say)] == ["0", "1", "2"]
    # A default outside the answers offered: leaving the step out is a different answer.
    skip = [o.label for o in options_at(legal, cursor, {"logistics": 5}, say)]
    assert "skip (logistics)" in skip
