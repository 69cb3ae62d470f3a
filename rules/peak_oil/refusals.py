"""Peak Oil's refusals of a move in French and German: the engine's English texts as
templates (their values as ``{a}``, ``{b}``… in the order they come) -> the translation, for
:meth:`rules.core.Game.refusal_in`. Every refusal written in place is here
(``tests/test_labels.py`` reads the code)."""

from __future__ import annotations

REFUSALS_FR: dict[str, str] = {
    # state.py:312: raise IllegalAction("The harder crises option needs crisis cards: not with Brutal rules.") row = tables.SETUP[n] # 1. Refinery tokens at random on the
    "The harder crises option needs crisis cards: not with Brutal rules.": "L'option des crises plus difficiles demande des cartes Crise : elle n'est pas possible avec les règles « Brutes ».",
}

REFUSALS_DE: dict[str, str] = {
    # state.py:312: raise IllegalAction("The harder crises option needs crisis cards: not with Brutal rules.") row = tables.SETUP[n] # 1. Refinery tokens at random on the
    "The harder crises option needs crisis cards: not with Brutal rules.": "Die Option für schwerere Krisen braucht Krisenkarten: sie geht nicht mit den brutalen Regeln.",
}
