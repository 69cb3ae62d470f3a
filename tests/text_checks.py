"""What every converted game's text tests share (issue 28): a template's fields, and every
label, question and answer its choice trees carry at a moment of play."""

from __future__ import annotations

import string
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from rules.core import Game
from rules.core.text import Catalogue


def template_fields(template: str) -> list[tuple[str, str]]:
    """A template's fields with their format spec (``""`` when plain), the fields nested in a
    spec too (``{count:counted:units:{resource}}`` has ``resource``)."""
    found = []
    for _t, name, spec, _c in string.Formatter().parse(template):
        if name is not None:
            found.append((name, spec or ""))
            if spec and "{" in spec:
                found += template_fields(spec)
    return found


def labels_in_play(game: Game[Any, Any], state: Any) -> list[Any]:
    """Every label, step question and answer of the trees of the seats to act now."""
    found = []
    for seat in game.to_act(state):
        for spec in game.legal_actions(state, seat).actions:
            found.append(spec.label)
            pending = list(spec.steps)
            while pending:
                step = pending.pop()
                found.append(step.label)
                if step.choices is None:  # a range: every number is said by kit.number
                    found.append(step.label_of(step.range.min if step.range else 0))
                    continue
                for _value, label, then in step.answers():
                    found.append(label)
                    pending.extend(then)
    return found


def said_at_counts(
    catalogue: Catalogue,
    keys: Iterable[str],
    counted: Callable[[str, str], bool],
    sample: Callable[[str, str, int], Any],
) -> Iterator[tuple[str, str]]:
    """Every template of ``keys`` said with each of its counted values (``counted(field,
    spec)``) in turn at 0, 1 and 2, the others at 2 (``sample(field, spec, count)`` gives a
    field's value): each (key, text), checked whole (no field left unfilled)."""
    for key in keys:
        fields = template_fields(catalogue.messages[key])
        varied_fields = [field for field, spec in fields if counted(field, spec)]
        for count in (0, 1, 2):
            for varied in varied_fields or [""]:
                values = {
                    field: sample(field, spec, count if field == varied else 2)
                    for field, spec in fields
                }
                said = catalogue.render(key, values)
                assert said and "{" not in said, (catalogue.language, key)
                yield key, said
