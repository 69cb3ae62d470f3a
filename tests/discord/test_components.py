"""Every persistent component's custom id keeps its documented form, and a clicked id
rebuilds an identical component (what makes old buttons work after a restart)."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from cogs.components import (
    DYNAMIC_ITEMS,
    ChoiceButton,
    ChoiceSelect,
    HandButton,
    LobbyButton,
    LogButton,
    NumberButton,
    PageButton,
    TurnButton,
    UndoButton,
)

from .fakes import make_member

ITEMS: list[tuple[discord.ui.DynamicItem[Any], str]] = [
    (TurnButton(5, 7), "pc:go:5:7"),
    (HandButton(5), "pc:hand:5"),
    (ChoiceButton(5, 7, "WyJ0YWtlIl0", "Take"), "pc:c:5:7:WyJ0YWtlIl0"),
    (ChoiceButton(5, 7, "~tok_en-1"), "pc:c:5:7:~tok_en-1"),
    (ChoiceSelect(5, 7, 2, "WyJ0YWtlIl0"), "pc:s:5:7:2:WyJ0YWtlIl0"),
    (PageButton(5, 7, 1, "", "Next page"), "pc:p:5:7:1:"),
    (NumberButton(5, 7, -3, 40, "WyJ4Il0"), "pc:n:5:7:-3:40:WyJ4Il0"),
    (LobbyButton("leave", 5), "pc:lobby:leave:5"),
    (UndoButton(5, "no"), "pc:undo:5:no"),
    (LogButton(5, 3, "Later"), "pc:log:5:3"),
]


@pytest.mark.parametrize(("item", "custom_id"), ITEMS, ids=[i for _item, i in ITEMS])
async def test_custom_ids_keep_their_form_and_rebuild_the_same_item(
    item: discord.ui.DynamicItem[Any], custom_id: str
) -> None:
    assert item.custom_id == custom_id
    matching = [c for c in DYNAMIC_ITEMS if c.__discord_ui_compiled_template__.fullmatch(custom_id)]
    assert matching == [type(item)]
    match = type(item).__discord_ui_compiled_template__.fullmatch(custom_id)
    assert match is not None
    rebuilt = await type(item).from_custom_id(make_member(1, "x"), item.item, match)
    assert rebuilt.custom_id == custom_id
    assert rebuilt.game_id == 5  # type: ignore[attr-defined]
    if isinstance(item, ChoiceButton | LogButton):  # their label is read from the click
        assert getattr(rebuilt.item, "label", None) == getattr(item.item, "label", None)


def test_forged_ids_match_nothing() -> None:
    for forged in ("pc:go:5", "pc:lobby:steal:5", "pc:undo:5:maybe", "pc:c:5:7:bad/path", "x"):
        assert not any(c.__discord_ui_compiled_template__.fullmatch(forged) for c in DYNAMIC_ITEMS)
