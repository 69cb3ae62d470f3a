"""The board's header names the question a player is asked in words of the reader's language,
never by its kind's id (issue 29, words not ids: "Wartet auf p3 (pick)" before)."""

from __future__ import annotations

from render.fitna import ASKED
from rules import GAMES
from rules.fitna.procedures import RULES


def test_every_question_fitna_asks_has_its_words_in_three_languages() -> None:
    assert {rule.kind for rule in RULES} <= set(ASKED)
    for language in ("fr", "de"):
        catalogue = GAMES["fitna"].catalogue(language)
        assert all(f"picture.{ASKED[kind]}" in catalogue for kind in ASKED), language
        assert all(GAMES["fitna"].picture_words[language].get(ASKED[kind]) for kind in ASKED)


def test_every_step_of_a_battle_has_its_words_in_three_languages() -> None:
    """The offensive panel says the step a battle is at in words ("Stufe: Kampfwurf"), not by
    the flow's id ("Stufe: resolve", seen on the German board)."""
    from render.fitna import STEP_WORDS
    from rules.fitna.combat import STEPS

    steps = {stage.name.removeprefix("battle_") for stage in STEPS}
    assert steps <= set(STEP_WORDS)
    for language in ("fr", "de"):
        words = GAMES["fitna"].picture_words[language]
        assert all(words.get(STEP_WORDS[step]) for step in steps), language
