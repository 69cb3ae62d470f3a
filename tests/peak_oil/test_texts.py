"""Peak Oil's whole catalogue said in English, French and German (issue 28; issue 29 item 7's
grammar): every message, label, question and refusal rendered with each counted value at 0, 1
and 2 reads as the language writes it — no "a Ethanol", no "1 barrels", no "(s)", no "de le".
And every label, question and refusal its trees carry in play is a key of the catalogue."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.selfplay import random_move, seat_names
from rules.core import Rng
from rules.core.text import ARTICLE_KINDS, LANGUAGES, Said
from rules.peak_oil import GAME
from rules.peak_oil.messages import MESSAGES, NAMES, TEXTS
from tests.text_checks import labels_in_play, said_at_counts, template_fields

#: Plain fields that hold a number (the others hold a name or a sentence).
NUMBERS = {"count", "cost", "left", "level", "demand", "total", "home", "pirated", "amount"}
#: Sample values of the plain fields that are not numbers.
WORDS: dict[str, Any] = {
    "name": "alice",
    "card": "Sarir",
    "names": ["alice", "bob"],
    "effect": Said("label.ability.ignore_skulls", amount=1),
}


def _sample(field: str, spec: str, count: int) -> Any:
    kind, _, table = spec.partition(":")
    if kind == "plural" or (not spec and field in NUMBERS) or kind.startswith("."):
        return count
    if kind in ("name", *ARTICLE_KINDS):
        return next(iter(NAMES[table.split(":")[0]]))
    if kind == "names":
        return list(NAMES[table])[:2]
    if kind == "money":
        return 100 * count
    if field in WORDS:
        return WORDS[field]
    if kind == "list":
        return ["alice", "bob"]
    return count


#: What a language never writes (issue 29 item 7), as a pattern ("1 + 1 barrels" is two).
WRONG: dict[str, re.Pattern[str]] = {
    "en": re.compile(
        r"\ba [AEIOU]|(?<!\+ )\b1 (barrels|agents|draws|skulls|regions|levels)\b|\(s\)"
    ),
    "fr": re.compile(r"\b(de|à) les?\b|\b[lL][ae] [AEIOUÉÈaeiouéè]|(?<!\+ )\b1 \w+s\b|\(s\)"),
    "de": re.compile(r"(?<!\+ )\b1 (Fässer|Agenten|Ziehungen|Totenköpfe|Regionen|Stufen)\b|\(s\)"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_at_counts_0_1_2_reads_right(language: str) -> None:
    catalogue = GAME.catalogue(language)
    checked = 0

    def counted(field: str, spec: str) -> bool:
        return spec.startswith("plural") or field in NUMBERS

    for key, said in said_at_counts(catalogue, (*MESSAGES, *TEXTS), counted, _sample):
        assert not WRONG[language].search(said), (language, key, said)
        checked += 1
    assert checked > 3 * len(TEXTS)


def test_every_counted_word_agrees_with_its_count() -> None:
    english, french, german = (GAME.catalogue(lang) for lang in LANGUAGES)
    step_3 = {"cost": 1}
    assert english.render("label.reassign_3", step_3) == (
        "Step 3: pay 1 barrel to reassign one more agent"
    )
    assert french.render("label.reassign_3", step_3) == (
        "Étape 3 : payer 1 Baril pour réaffecter un Agent de plus"
    )
    assert german.render("label.reassign_3", {"cost": 2}) == (
        "Schritt 3: 2 Fässer für eine weitere Versetzung zahlen"
    )
    portfolio = {"technology": "ethanol"}
    assert english.render("private_portfolio", portfolio) == (
        "Your portfolio: an Ethanol start-up."
    )
    assert french.render("act", {"name": "bo", "place": "russia", "standing": "tie"}) == (
        "bo agit sur la Russie (égalité)."
    )
    assert french.render("reassign", {"name": "bo", "source": "hq", "dest": "expand"}) == (
        "bo réaffecte un Agent du QG vers Étendre."
    )
    # German: the case a preposition asks, the article contracted, the adjective declined
    assert german.render("act", {"name": "bo", "place": "persian_gulf", "standing": "tie"}) == (
        "bo handelt im Persischen Golf (Gleichstand)."
    )
    assert german.render("reassign", {"name": "bo", "source": "hq", "dest": "libya"}) == (
        "bo versetzt einen Agenten vom Hauptquartier nach Libyen."
    )
    assert german.render("reassign", {"name": "bo", "source": "libya", "dest": "hq"}) == (
        "bo versetzt einen Agenten von Libyen ins Hauptquartier."
    )


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_every_text_has_its_translation_with_the_samefields(language: str) -> None:
    own = GAME.translated_texts[language]
    assert set(own) == set(TEXTS), sorted(set(own) ^ set(TEXTS))
    for key, template in TEXTS.items():
        english = sorted(f for f, _spec in template_fields(template))
        assert sorted(f for f, _spec in template_fields(own[key])) == english, (language, key)
    names = GAME.translated_names[language]
    for table in ("cards", "kinds", "places"):
        assert set(names[table]) == set(NAMES[table]), (language, table)


@pytest.mark.parametrize("seed", [3, 8])
def test_every_label_and_question_in_play_is_a_key_of_the_catalogue(seed: int) -> None:
    """No bare string: a label written in place would fail here (and mypy: ``Said``)."""
    state = GAME.setup(seat_names(2 + seed % 4), seed)
    picker = Rng.from_seed(seed)
    seen: set[str] = set()
    for _ in range(400):
        for label in labels_in_play(GAME, state):
            assert isinstance(label, Said), label
            assert label.key in TEXTS, label.key
            seen.add(label.key)
            for language in LANGUAGES:
                said = GAME.text(label, None, language)
                assert said and "{" not in said
        move = random_move(GAME, state, picker)
        if move is None:
            break
        state, _ = GAME.apply(state, *move)
    assert len(seen) > 25


def test_the_refusal_of_the_options_is_a_key_said_in_three_languages() -> None:
    from rules.core import IllegalAction

    with pytest.raises(IllegalAction) as refused:
        GAME.setup(["a", "b"], 1, {"brutal": True, "hard_crises": True})
    assert refused.value.said == Said("refusal.harder_crises_brutal")
    assert str(refused.value).startswith("The harder crises option needs crisis cards")
    assert GAME.refusal(refused.value, "fr").startswith("L'option des crises plus difficiles")
    assert GAME.refusal(refused.value, "de").startswith("Die Option für schwerere Krisen")
