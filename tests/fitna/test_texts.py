"""Fitna's labels, questions and refusals said in English, French and German (issue 28):
every text of :data:`rules.fitna.messages.TEXTS` rendered with each counted value at 0, 1
and 2 reads as the language writes it — no "1 offensives", no "1 Daesh counters" — every
label in play is a key of the catalogue, and no label or refusal is written in place."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.selfplay import random_move, seat_names
from rules.core import IllegalAction, Rng
from rules.core.text import ARTICLE_KINDS, LANGUAGES, Said
from rules.fitna import GAME
from rules.fitna.messages import NAMES, TEXTS
from tests.text_checks import labels_in_play, said_at_counts, template_fields

#: Plain fields that hold a number (the others hold a name, an id or a player's name).
NUMBERS = {
    "count", "left", "ops", "moves", "offensives", "seats", "players", "scenario", "allowed",
    "fewest", "most", "number",
}  # fmt: skip


def _sample(field: str, spec: str, count: int) -> Any:
    kind, _, table = spec.partition(":")
    if kind == "plural" or (not spec and field in NUMBERS):
        return count
    if kind in ("name", *ARTICLE_KINDS):
        return next(iter(NAMES[table.split(":")[0]]))
    if kind == "names":
        return list(NAMES[table])[:2]
    return "alice"


#: What a language never writes: "(s)", a plural after 1 (French: after 0 or 1).
WRONG: dict[str, re.Pattern[str]] = {
    "en": re.compile(r"\b1 (moves|offensives|cards|seats|players|Daesh counters)\b|\(s\)"),
    "fr": re.compile(r"\b[01] (mouvements|offensives|cartes|places|joueurs|pions)\b|\(s\)"),
    "de": re.compile(r"\b1 (Bewegungen|Offensiven|Karten|Plätze)\b|\(n\)|\(s\)"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_at_counts_0_1_2_reads_right(language: str) -> None:
    catalogue = GAME.catalogue(language)
    checked = 0

    def counted(field: str, spec: str) -> bool:
        return spec.startswith("plural") or field in NUMBERS

    for key, said in said_at_counts(catalogue, TEXTS, counted, _sample):
        assert not WRONG[language].search(said), (language, key, said)
        checked += 1
    assert checked > 3 * len(TEXTS)


def test_the_counted_words_agree_with_their_counts() -> None:
    """The issue's examples: no "1 offensives", no "End the kurds operations"."""
    english, french, german = (GAME.catalogue(lang) for lang in LANGUAGES)
    split = "label.kurd_split"
    assert english.render(split, {"ops": 2, "moves": 4, "offensives": 2}) == (
        "2 OP on movement (4 moves), 2 offensives"
    )
    assert english.render(split, {"ops": 3, "moves": 6, "offensives": 1}) == (
        "3 OP on movement (6 moves), 1 offensive"
    )
    assert french.render(split, {"ops": 4, "moves": 8, "offensives": 0}) == (
        "4 OP pour le mouvement (8 mouvements), 0 offensive"
    )
    assert german.render(split, {"ops": 0, "moves": 0, "offensives": 4}) == (
        "0 OP für die Bewegung (0 Bewegungen), 4 Offensiven"
    )
    assert german.render(split, {"ops": 1, "moves": 2, "offensives": 3}).startswith(
        "1 OP für die Bewegung (2 Bewegungen)"
    )
    end = "label.end_operations"
    assert english.render(end, {"side": "KURDS"}) == "End the operations of the Kurds"
    assert english.render(end, {"side": "DAESH"}) == "End the operations of Daesh"
    assert french.render("label.daesh_counters", {"count": 1}) == "1 pion Daech"
    assert english.render("label.daesh_counters", {"count": 1}) == "1 Daesh counter"
    assert english.render("label.daesh_counters", {"count": 3}) == "3 Daesh counters"
    assert german.render("label.pile_cards", {"pile": "event", "count": 1}) == (
        "Ereignisstapel: 1 Karte"
    )
    assert french.render("label.pile_cards", {"pile": "support", "count": 0}) == (
        "pile Appuis : 0 carte"
    )
    assert english.render("refusal.custom_seats", {"seats": 1, "players": 2}) == (
        "The custom scenario has 1 seat for 2 players."
    )


def test_a_box_is_said_by_its_name_in_each_language() -> None:
    """Boxes are ids in the labels, named by the boxes table (Bagdad, not Baghdad)."""
    french_names = NAMES["boxes"]
    box = next(b for b in french_names if GAME.catalogue("fr").names["boxes"][b] != french_names[b])
    said = Said("label.box", box=box)
    assert GAME.text(said, None, "en") == NAMES["boxes"][box]
    assert GAME.text(said, None, "fr") == GAME.catalogue("fr").names["boxes"][box]
    assert GAME.text(said, None, "fr") != GAME.text(said, None, "en")


def test_a_refusal_of_the_options_reads_in_each_language() -> None:
    with pytest.raises(IllegalAction) as refused:
        GAME.setup(seat_names(2), 1, {"scenario": 2})
    assert str(refused.value) == "Scenario 2 is for 3 or 4 players, not 2."
    assert GAME.refusal(refused.value, "fr") == "Le scénario 2 se joue à 3 ou 4 joueurs, pas à 2."
    assert GAME.refusal(refused.value, "de") == "Szenario 2 ist für 3 oder 4 Spieler, nicht für 2."


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_every_text_has_its_translation_with_the_same_fields(language: str) -> None:
    own = GAME.translated_texts[language]
    assert set(own) == set(TEXTS), sorted(set(own) ^ set(TEXTS))
    for key, template in TEXTS.items():
        english = sorted(f for f, _spec in template_fields(template))
        assert sorted(f for f, _spec in template_fields(own[key])) == english, (language, key)


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 8), (4, 5)])
def test_every_label_and_question_in_play_is_a_key_of_the_catalogue(
    players: int, seed: int
) -> None:
    """No bare string: a label written in place would fail here."""
    state = GAME.setup(seat_names(players), seed)
    picker = Rng.from_seed(seed)
    seen: set[str] = set()
    for _ in range(400):
        for label in labels_in_play(GAME, state):
            assert isinstance(label, Said), label
            assert label.key in TEXTS or label.key.startswith("kit."), label.key
            if label.key not in seen:
                for language in LANGUAGES:
                    said = GAME.text(label, None, language)
                    assert said and "{" not in said, (label, language)
            seen.add(label.key)
        move = random_move(GAME, state, picker)
        if move is None:
            break
        state, _ = GAME.apply(state, *move)
    assert len(seen) > 25, sorted(seen)
