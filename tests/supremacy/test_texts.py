"""Suprématie's labels, questions and refusals said in English, French and German (issue 28):
every text of :data:`rules.supremacy.messages.TEXTS` rendered with each counted value at 0, 1
and 2 reads as the language writes it — no "(s)", no "1 armies", no "1 céréales" — every
label in play is a key of the catalogue, and no label or refusal is written in place."""

from __future__ import annotations

import re
from typing import Any, get_args

import pytest

from bot.selfplay import random_move, seat_names
from rules.core import IllegalAction, Rng
from rules.core.text import ARTICLE_KINDS, LANGUAGES, Said
from rules.supremacy import GAME
from rules.supremacy.messages import MESSAGES, NAMES, TEXTS
from tests.text_checks import labels_in_play, said_at_counts, template_fields

#: Plain fields that hold a number (the others hold a name, a list or a sentence).
NUMBERS = {
    "count", "most", "left", "steps", "each", "amount", "price", "done", "phase", "number",
    "players", "cost", "armies", "fleets", "billions", "loans", "unpaid", "needed", "rounds",
    "cards", "stopped", "carried", "paid", "grain", "oil", "minerals", "die", "other_die",
    "attacker_losses", "defender_losses", "money", "production", "round", "turn", "stars",
    "wealth", "worth",
}  # fmt: skip
#: Sample values of the plain fields that are not numbers.
WORDS: dict[str, Any] = {"name": "alice", "asked": ["alice", "bob"], "resource": "minerals"}


def _sample(field: str, spec: str, count: int) -> Any:
    kind, _, table = spec.partition(":")
    if kind == "plural" or (not spec and field in NUMBERS):
        return count
    if kind in ("name", *ARTICLE_KINDS):
        table = table.split(":")[0]
        if table == "phases":
            return min(max(count, 1), 7)
        return next(iter(NAMES[table]))
    if kind == "names":
        return list(NAMES[table])[:2]
    if kind in ("list", "and"):
        return ["alice", "bob"]
    if field in WORDS:
        return WORDS[field]
    return count


#: What a language never writes (issue 29 item 7): "(s)", a plural after 1 — a resource
#: counted too ("1 céréales", "1 minerals" before the kit counted a table's noun,
#: ``{n:counted:resource_units:{resource}}``).
WRONG: dict[str, re.Pattern[str]] = {
    "en": re.compile(
        r"\b1 (armies|fleets|bombs|seats|territories|stars|rounds|companies|forces|minerals)\b"
        r"|\(s\)|\ba [AEIOU]"
    ),
    "fr": re.compile(r"\b[01] \w+s\b|\(s\)|\b(de|à) les?\b"),
    "de": re.compile(r"\b1 (Armeen|Flotten|Bomben|Gebiete|Sterne|Runden|Plätze)\b|\(n\)|\(s\)"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_at_counts_0_1_2_reads_right(language: str) -> None:
    catalogue = GAME.catalogue(language)
    checked = 0

    def counted(field: str, spec: str) -> bool:
        return spec.startswith(("plural", "counted")) or field in NUMBERS

    for key, said in said_at_counts(catalogue, (*MESSAGES, *TEXTS), counted, _sample):
        assert not WRONG[language].search(said), (language, key, said)
        checked += 1
    assert checked > 3 * len(TEXTS)


def test_the_counted_words_agree_with_their_counts() -> None:
    """The issue's examples: no « Avec {a} flotte(s) », no "1 armies"."""
    english, french, german = (GAME.catalogue(lang) for lang in LANGUAGES)
    carry = "refusal.fleets_carry"
    assert english.render(carry, {"count": 1, "most": 4}) == "1 fleet can carry at most 4 armies."
    assert english.render(carry, {"count": 0, "most": 0}) == "0 fleets can carry at most 0 armies."
    assert french.render(carry, {"count": 1, "most": 4}) == (
        "Avec 1 flotte, vous pouvez transporter au plus 4 armées."
    )
    assert french.render(carry, {"count": 2, "most": 8}) == (
        "Avec 2 flottes, vous pouvez transporter au plus 8 armées."
    )
    assert german.render(carry, {"count": 1, "most": 1}) == (
        "Mit 1 Flotte kannst du höchstens 1 Armee transportieren."
    )
    stranded = {"count": 1, "region": "alaska"}
    assert english.render("label.stranded", stranded) == "Your 1 army at Alaska"
    assert english.render("label.stranded", {**stranded, "count": 2}) == "Your 2 armies at Alaska"
    assert french.render("label.stranded", {**stranded, "count": 0}) == (
        "Vos armées en Alaska : 0 armée"
    )
    assert german.render("label.stranded", {**stranded, "count": 2}) == (
        "Deine Armeen in Alaska: 2 Armeen"
    )
    assert french.render("refusal.cannot_sell.grain", {"count": 1}) == (
        "Vous n'avez pas 1 unité de céréales à vendre."
    )
    assert french.render("refusal.cannot_sell.minerals", {"count": 2}) == (
        "Vous n'avez pas 2 unités de minerais à vendre."
    )
    assert german.render("refusal.cannot_buy.minerals", {"count": 1}) == (
        "Du kannst nicht 1 Einheit Mineralien kaufen."
    )
    assert english.render("refusal.cannot_buy.minerals", {"count": 1}) == (
        "You cannot buy 1 mineral."
    )
    borrow = {"name": "bo", "billions": 1, "loans": 2}
    assert english.render("borrow", borrow) == "bo borrows 1 B$ from the bank (2 B$ owed)."
    assert french.render("borrow", borrow) == (
        "bo emprunte 1 milliard de $ à la banque (2 milliards dus)."
    )
    assert french.render("repay", {**borrow, "loans": 1}) == (
        "bo rembourse 1 milliard de $ (1 milliard dû)."
    )
    gone = {"name": "bo", "region": "alaska", "attacker": "al", "armies": 1, "fleets": 0}
    assert english.render("surrender", gone) == (
        "bo surrenders Alaska to al: 1 army and 0 fleets change sides."
    )
    assert french.render("surrender", gone) == (
        "bo rend Alaska à al : 1 armée et 0 flotte changent de camp."
    )
    assert german.render("surrender", {**gone, "fleets": 1}) == (
        "bo übergibt Alaska an al: 1 Armee und 1 Flotte wechseln die Seite."
    )
    stored = {"name": "bo", "grain": 1, "oil": 1, "minerals": 1}
    assert english.render("production", stored) == "bo stores 1 grain, 1 oil and 1 mineral."
    assert french.render("production", stored) == (
        "bo stocke 1 unité de céréales, 1 unité de pétrole et 1 unité de minerais."
    )
    assert german.render("production", stored) == (
        "bo lagert 1 Einheit Getreide, 1 Einheit Öl und 1 Einheit Mineralien."
    )
    assert english.render("label.units_here", {"unit": "army", "count": 3}) == "armies (3)"
    assert english.render("label.research_weapon", {"weapon": "san"}) == "Research the SAN"
    assert french.render("label.research_weapon", {"weapon": "san"}) == "Rechercher le S.A.N."
    assert french.render("label.research_weapon", {"weapon": "bomb"}) == ("Rechercher la bombe")
    assert german.render("label.research_weapon", {"weapon": "san"}) == "den SAN erforschen"


def test_a_refusal_naming_the_moves_open_reads_in_one_language() -> None:
    """The issue's « 'sell' n'est pas possible maintenant ; vous pouvez : Choose your
    superpower. »: the kind by the game's ``kinds`` table, the label open by its key."""
    state = GAME.setup(seat_names(3), 1)
    seat = GAME.to_act(state)[0]
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, seat, {"kind": "sell", "resource": "oil", "count": 1})
    assert GAME.refusal(refused.value, "fr") == (
        "Vendre n'est pas possible maintenant ; vous pouvez : Choisir votre superpuissance."
    )
    assert GAME.refusal(refused.value, "de").startswith("Verkaufen ist jetzt nicht möglich")
    assert "Deine Supermacht wählen" in GAME.refusal(refused.value, "de")
    assert str(refused.value) == ("Sell is not possible now; you may: Choose your superpower.")


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_every_text_has_its_translation_with_the_samefields(language: str) -> None:
    own = GAME.translated_texts[language]
    assert set(own) == set(TEXTS), sorted(set(own) ^ set(TEXTS))
    for key, template in TEXTS.items():
        english = sorted(f for f, _spec in template_fields(template))
        assert sorted(f for f, _spec in template_fields(own[key])) == english, (language, key)
    names = GAME.translated_names[language]
    for table in ("kinds", "arms", "unit_plurals"):
        assert set(names[table]) == set(NAMES[table]), (language, table)
    kinds = {get_args(m.model_fields["kind"].annotation)[0] for m in GAME.action_models}
    assert set(NAMES["kinds"]) == kinds


@pytest.mark.parametrize("seed", [3, 8])
def test_every_label_and_question_in_play_is_a_key_of_the_catalogue(seed: int) -> None:
    """No bare string: a label written in place would fail here."""
    options = {"company_trading": True, "arms_sales": True}
    state = GAME.setup(seat_names(2 + seed % 4), seed, options)
    picker = Rng.from_seed(seed)
    seen: set[str] = set()
    for _ in range(150):
        for label in labels_in_play(GAME, state):
            assert isinstance(label, Said), label
            assert label.key in TEXTS or label.key.startswith("kit."), label.key
            if label.key not in seen:
                for language in LANGUAGES:
                    said = GAME.text(label, None, language)
                    assert said and "{" not in said
            seen.add(label.key)
        move = random_move(GAME, state, picker)
        if move is None:
            break
        state, _ = GAME.apply(state, *move)
    assert len(seen) > 25


@pytest.mark.parametrize("count", [0, 1, 2])
def test_a_counted_resource_reads_by_its_count_in_each_language(count: int) -> None:
    """A resource counted in an event is the kit's counted noun
    (``{count:counted:resource_units:{resource}}``): « 1 unité de céréales », not
    « 1 céréales »; "1 Einheit Getreide", "2 Einheiten Öl"; "1 mineral", "2 minerals"."""
    english, french, german = (GAME.catalogue(lang) for lang in LANGUAGES)
    sold = {"name": "bo", "count": count, "paid": 5, "price": 4}
    expected = {
        "grain": (
            f"{count} grain",
            f"{count} unité{'s' if count > 1 else ''} de céréales",
            f"{count} Einheit{'' if count == 1 else 'en'} Getreide",
        ),
        "oil": (
            f"{count} oil",
            f"{count} unité{'s' if count > 1 else ''} de pétrole",
            f"{count} Einheit{'' if count == 1 else 'en'} Öl",
        ),
        "minerals": (
            f"{count} mineral{'' if count == 1 else 's'}",
            f"{count} unité{'s' if count > 1 else ''} de minerais",
            f"{count} Einheit{'' if count == 1 else 'en'} Mineralien",
        ),
    }
    for resource, (en, fr, de) in expected.items():
        given = {**sold, "resource": resource}
        assert english.render("sell", given).startswith(f"bo sells {en} for 5 M$"), resource
        assert french.render("sell", given).startswith(f"bo vend {fr} pour 5 M$"), resource
        assert german.render("sell", given).startswith(f"bo verkauft {de} für 5 M$"), resource
        assert french.render("overflow", given).endswith(f"perte de {fr}."), resource
    march = {"name": "bo", "count": 2, "origin": "alaska", "dest": "alaska", "cost": count}
    assert english.render("march", march).endswith(f"({count} grain).")
    assert french.render("march", march).endswith(
        f"({count} unité{'s' if count > 1 else ''} de céréales)."
    )
