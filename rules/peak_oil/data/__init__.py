"""Every Peak Oil component as typed, frozen data, each value with its source.

``tables``: the set-up table, counts, technologies, action zones and options, Brutal rules.
``board``: the map (regions, refineries, risk zones, lines, routes), risk and refinery tokens.
``cards``: oil fields (and the 10 optional two-symbol fields), start-ups, portfolios, HQ cards.
``abilities``: consultants and PR crises with their structured effects (closed lists).

The engine (``rules.peak_oil.engine``) reads them; nothing here changes during a game.
"""

from __future__ import annotations

from . import abilities, board, cards, tables

__all__ = ["abilities", "board", "cards", "tables"]
