"""One More Barrel's labels, questions and refusals said in English, French and German (issue
28): every text rendered with each counted value at 0, 1 and 2 reads as the language writes
it — no "1 logistic units", no "(s)", no "de le" — the buildings and units rebels bomb are one
name table with one French and German (with gender, so the articles agree), and every label,
question and refusal its trees carry in play is a key of the catalogue."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.selfplay import random_move, seat_names
from rules.core import IllegalAction, Rng
from rules.core.text import ARTICLE_KINDS, LANGUAGES, Said
from rules.one_more_barrel import GAME
from rules.one_more_barrel.messages import MESSAGES, NAMES, TEXTS
from tests.text_checks import labels_in_play, said_at_counts, template_fields

#: Plain fields that hold a word (a player's name, a sentence); the others hold a number.
PEOPLE = {"name", "defender", "casualty", "winner", "giver", "receiver", "roller", "ally"}
#: Sample values of the plain fields that are not numbers.
WORDS: dict[str, Any] = {
    "name": "alice",
    "defender": "bob",
    "casualty": "alice",
    "winner": "bob",
    "terms": Said("label.agreement_terms", casualty="alice", winner="bob", region="basra"),
    **{person: "bob" for person in PEOPLE - {"name", "casualty"}},
    "players": 3,  # the players of a game, 3 to 5: never 0 or 1
}


def _sample(field: str, spec: str, count: int) -> Any:
    kind, _, table = spec.partition(":")
    if kind in ("name", *ARTICLE_KINDS):
        return next(iter(NAMES[table.split(":")[0]]))
    if kind == "money":
        return 100 * count
    if kind == "msg":  # a piece of a message, itself counted
        return {"key": "hit_military", "params": {"count": count}}
    if kind == "msgs":
        return [{"key": "what_oil", "params": {"amount": count}}]
    if kind in ("and", "list"):
        return ["alice", "bob"]
    if field in WORDS:
        return WORDS[field]
    return count


#: What a language never writes, as a pattern.
WRONG: dict[str, re.Pattern[str]] = {
    "en": re.compile(r"\ba [AEIOU]|\b1 (logistic units|barrels|units|players)\b|\(s\)"),
    "fr": re.compile(r"\b(de|à) les?\b|\b[lL][ae] [AEIOUÉÈaeiouéè]|\b1 \w+s\b|\(s\)"),
    "de": re.compile(r"\b1 (Logistikeinheiten|Fässer|Einheiten)\b|\(s\)"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_and_text_at_counts_0_1_2_reads_right(language: str) -> None:
    """Each counted value in turn at 0, 1 and 2 (the others at 2), in every event message,
    label, question and refusal."""
    catalogue = GAME.catalogue(language)
    checked = 0

    def counted(field: str, spec: str) -> bool:
        return field not in WORDS

    for key, said in said_at_counts(catalogue, (*MESSAGES, *TEXTS), counted, _sample):
        assert not WRONG[language].search(said), (language, key, said)
        checked += 1
    assert checked > 3 * (len(MESSAGES) + len(TEXTS))


def test_counted_labels_agree_with_their_count_in_three_languages() -> None:
    english, french, german = (GAME.catalogue(lang) for lang in LANGUAGES)
    cost = "label.building_cost"
    assert [english.render(cost, {"building": "tank", "cost": n}) for n in (0, 1, 2)] == [
        "storage tank (0 logistic units)",
        "storage tank (1 logistic unit)",
        "storage tank (2 logistic units)",
    ]
    assert [french.render(cost, {"building": "refinery", "cost": n}) for n in (0, 1, 2)] == [
        "raffinerie (0 unité logistique)",
        "raffinerie (1 unité logistique)",
        "raffinerie (2 unités logistiques)",
    ]
    assert [german.render(cost, {"building": "police", "cost": n}) for n in (0, 1, 2)] == [
        "Polizeistation (0 Logistikeinheiten)",
        "Polizeistation (1 Logistikeinheit)",
        "Polizeistation (2 Logistikeinheiten)",
    ]
    count = "label.military_count"
    assert [english.render(count, {"count": n}) for n in (0, 1, 2)] == [
        "0 military",
        "1 military",
        "2 military",
    ]
    assert [french.render(count, {"count": n}) for n in (0, 1, 2)] == [
        "0 militaire",
        "1 militaire",
        "2 militaires",
    ]
    assert [german.render(count, {"count": n}) for n in (0, 1, 2)] == [
        "0 Militär",
        "1 Militär",
        "2 Militär",
    ]
    assert [french.render("label.pay", {"cost": c}) for c in (0, 100, 200)] == [
        "payer 0 $",
        "payer 1 $",
        "payer 2 $",
    ]


def test_a_building_is_named_once_in_french_with_its_article_in_labels_and_events() -> None:
    """Issue 28: "refinery", "pipeline", "police station", "storage tank" stood in two name
    tables with different French, so a prompt said « au bombardement de raffinerie de bob »
    while the log said « la raffinerie »."""
    french, german = GAME.catalogue("fr"), GAME.catalogue("de")
    join = {"name": "alice", "defender": "bob", "region": "basra"}
    assert french.render("label.join_question", {**join, "target": "refinery"}) == (
        "alice demande à vos rebelles de se joindre au bombardement de la raffinerie de bob "
        "en Bassora"
    )
    assert french.render("label.join_question", {**join, "target": "pipeline"}).endswith(
        "bombardement de l'oléoduc de bob en Bassora"
    )
    assert french.render("label.join_question", {**join, "target": "military"}).endswith(
        "bombardement des unités militaires de bob en Bassora"
    )
    assert french.render("label.defend_question", {**join, "target": "tank"}).startswith(
        "Bombardement du réservoir de bob en Bassora."
    )
    assert german.render("label.join_question", {**join, "target": "tank"}) == (
        "alice bittet deine Rebellen, sich dem Anschlag auf den Tank von bob in Basra anzuschließen"
    )
    repaired = {"name": "bob", "region": "basra", "target": "refinery"}
    assert french.render("repair", repaired).startswith("bob répare la raffinerie en Bassora")
    assert german.render("repair", repaired).startswith("bob repariert die Raffinerie in Basra")
    built = {"name": "bob", "region": "basra"}
    assert french.render("develop_building", {**built, "building": "police"}) == (
        "bob construit un commissariat en Bassora."
    )
    assert german.render("develop_building", {**built, "building": "tank"}) == (
        "bob baut einen Tank in Basra."
    )
    destroyed = {"headline": {"key": "no_repair", "params": {"name": "bob"}}, "cost": 2}
    assert german.render("building_destroyed", {**destroyed, "target": "tank"}).startswith(
        "bob repariert den Schaden nicht: der Tank ist zerstört"
    )
    for table in ("buildings", "targets"):
        for kind in NAMES["buildings"]:
            assert str(french.names[table][kind]) == str(french.names["targets"][kind])
            assert str(german.names[table][kind]) == str(german.names["targets"][kind])


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_every_text_has_its_translation_with_the_same_fields(language: str) -> None:
    own = GAME.translated_texts[language]
    assert set(own) == set(TEXTS), sorted(set(own) ^ set(TEXTS))
    for key, template in TEXTS.items():
        english = sorted(f for f, _spec in template_fields(template))
        assert sorted(f for f, _spec in template_fields(own[key])) == english, (language, key)
    names = GAME.translated_names[language]
    for table in NAMES:
        assert set(names[table]) == set(NAMES[table]), (language, table)
    assert set(GAME.translations[language]) == set(MESSAGES)


@pytest.mark.parametrize("seed", [3, 8])
def test_every_label_and_question_in_play_is_a_key_of_the_catalogue(seed: int) -> None:
    """No bare string: a label written in place would fail here."""
    state = GAME.setup(seat_names(3 + seed % 3), seed)
    picker = Rng.from_seed(seed)
    seen: set[str] = set()
    for _ in range(400):
        for label in labels_in_play(GAME, state):
            assert isinstance(label, Said), label
            assert label.key in TEXTS or label.key.startswith("kit."), label.key
            seen.add(label.key)
            for language in LANGUAGES:
                said = GAME.text(label, None, language)
                assert said and "{" not in said
        move = random_move(GAME, state, picker)
        if move is None:
            break
        state, _ = GAME.apply(state, *move)
    assert len(seen) > 25, sorted(seen)


def test_a_refusal_of_the_engine_is_a_key_said_in_three_languages() -> None:
    state = GAME.setup(seat_names(3), 2)
    seat = GAME.to_act(state)[0]
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, seat, {"kind": "answer", "accept": True})
    error = refused.value
    assert isinstance(error.said, Said) and error.said.key.startswith(("refusal.", "kit."))
    english = str(error)
    assert english == GAME.refusal(error, "en")
    assert GAME.refusal(error, "fr") != english
    assert GAME.refusal(error, "de") != english
