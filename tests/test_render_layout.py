"""Every game's picture places its text where it reads: drawn for 100 random positions of each
game (every Fitna scenario, every player count) in each language, no text overlaps another
text, a counter or a marker, and none is cut at the picture's edge; and every symbol a
picture draws (a counter or marker with a name) has its entry in the picture's legend.

The renderers record what they place (``render.draw.Record``: kind, box, what); the tests
read that record, not the pixels."""

from __future__ import annotations

import functools
import re

import pytest

from render import render_image
from render.draw import OBSTACLES, Placed, Record, placed
from rules.core import View

from .render_positions import CONFIGS, in_language, positions, private_positions

LANGUAGES = ("en", "fr", "de")


def layout_problems(record: Record, size: tuple[int, int]) -> list[str]:
    """What is wrong with a picture's placed things: a text out of the picture, or
    overlapping another text, a counter or a marker."""
    width, height = size
    found: list[str] = []
    order = {id(item): index for index, item in enumerate(record.items)}
    texts = [item for item in record.items if item.kind == "text"]
    for item in texts:
        left, top, right, bottom = item.box
        if left < 0 or top < 0 or right > width or bottom > height:
            found.append(f"{item.what!r} cut at the edge {_box(item)}")
        for other in record.hits(item.box, OBSTACLES):
            if other is item or (other.kind == "text" and order[id(other)] < order[id(item)]):
                continue
            found.append(
                f"{item.what!r} {_box(item)} over {other.kind} {other.what!r} {_box(other)}"
            )
    return found


def missing_legend(record: Record) -> set[str]:
    """The names of symbols drawn that no legend entry explains."""
    drawn = {item.what for item in record.items if item.kind in ("counter", "marker") and item.what}
    explained = {item.what for item in record.items if item.kind == "legend"}
    return drawn - explained


def _box(item: Placed) -> str:
    return "(" + ", ".join(str(round(v)) for v in item.box) + ")"


def distinct(
    pairs: list[tuple[View, View | None]],
) -> list[tuple[int, tuple[View, View | None]]]:
    """``pairs`` (a view and the view before it) with their index, each pair once: a picture
    is drawn from the pair alone, so an equal pair draws the same picture and the same
    record (One More Barrel's 112 positions are 54 different pairs)."""
    kept: dict[tuple[str, str | None], list[tuple[View, View | None]]] = {}
    found = []
    for index, (view, before) in enumerate(pairs):
        key = (view.model_dump_json(), None if before is None else before.model_dump_json())
        same = kept.setdefault(key, [])
        if any(view == v and before == b for v, b in same):  # every field, not only the JSON
            continue
        same.append((view, before))
        found.append((index, (view, before)))
    return found


@functools.cache
def drawn(game: str) -> tuple[list[str], dict[str, int]]:
    """Every position of ``game`` (the public pictures, and some seats' own) drawn in each
    language: the layout problems found, and how many pictures drew each symbol missing from
    their legend."""
    failures: list[str] = []
    missing: dict[str, int] = {}
    for index, (view, before) in distinct(positions(game) + private_positions(game)):
        for language in LANGUAGES:
            image = render_image(in_language(view, language), before)
            record = placed()
            for problem in layout_problems(record, image.size):
                failures.append(f"position {index} ({language}, step {view.step}): {problem}")
            for name in missing_legend(record):
                missing[name] = missing.get(name, 0) + 1
    return failures, missing


@pytest.mark.parametrize("game", sorted(CONFIGS))
def test_no_text_overlaps_or_is_cut_and_every_symbol_drawn_is_in_the_legend(game: str) -> None:
    """Both checks of the same pictures in one test, so that they are drawn once (two tests
    could run in two parallel workers, each drawing every picture again)."""
    failures, missing = drawn(game)
    assert not failures, f"{len(failures)} problems:\n" + "\n".join(failures[:40])
    assert not missing, f"symbols without a legend entry (pictures): {missing}"


def test_the_record_sees_an_overlap() -> None:
    """The check itself: two texts on each other are found, two side by side are not."""
    record = Record()
    record.add("text", (0, 0, 50, 20), "one")
    record.add("text", (40, 5, 90, 25), "two")
    record.add("text", (90, 0, 120, 20), "three")
    assert len(layout_problems(record, (200, 100))) == 1
    record.add("counter", (100, 2, 110, 12), "chip")
    assert len(layout_problems(record, (200, 100))) == 2
    record.add("text", (190, 0, 210, 10), "edge")
    assert any("edge" in p for p in layout_problems(record, (200, 100)))


def test_a_symbol_without_its_legend_entry_is_found() -> None:
    record = Record()
    record.add("counter", (0, 0, 10, 10), "stack Daesh")
    record.add("marker", (20, 0, 30, 10), "truce")
    record.add("legend", (0, 50, 90, 60), "truce")
    assert missing_legend(record) == {"stack Daesh"}


@pytest.mark.parametrize("game", sorted(CONFIGS))
def test_the_last_move_says_who_made_it(game: str) -> None:
    """When the game waited on one seat alone, the picture's last-move line names it first
    ("Last move: p2: ...", or with its side in Fitna: "Last move: p2 (Syria): ..."), in every
    game."""
    checked = 0
    for view, before in positions(game):
        if before is None or len(before.to_act) != 1 or checked >= 12:
            continue
        render_image(view, before)
        name = view.seats[before.to_act[0]]
        lines = [i.what for i in placed().items if i.kind == "text" and "Last move" in i.what]
        assert len(lines) == 1, lines
        # a side by its name (issue 29: "Syria", never "SYR")
        assert re.match(rf"Last move: {name}( \([A-Z][a-z][\w ]+\))?: ", lines[0]), (lines[0], name)
        checked += 1
    assert checked >= 5
