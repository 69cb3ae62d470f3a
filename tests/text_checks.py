"""What every converted game's text tests share (issue 28): a template's fields, and every
label, question and answer its choice trees carry at a moment of play."""

from __future__ import annotations

import string
from typing import Any

from rules.core import Game


def template_fields(template: str) -> list[tuple[str, str]]:
    """A template's fields with their format spec (``""`` when plain)."""
    return [
        (name, spec or "")
        for _t, name, spec, _c in string.Formatter().parse(template)
        if name is not None
    ]


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
                for _value, label, then in step.answers():
                    if step.choices is not None:
                        found.append(label)
                    pending.extend(then)
    return found
