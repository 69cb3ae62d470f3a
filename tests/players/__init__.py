"""Tests of the computer players: determinization, players, evaluations, the arena."""
