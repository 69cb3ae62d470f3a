"""Fitna's authored data: map, cards, tables, units, scenarios (no engine; see ``rules.fitna``)."""
