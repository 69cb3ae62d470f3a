"""Text as data (issue 28): a label, a question and a refusal are a key of the game's
catalogue with its values (:class:`rules.core.text.Said`), said in the reader's language held
once per interaction (:func:`rules.core.text.speaking`); names take their articles by the
language's rule; the kit's own texts are a catalogue in every language."""

from __future__ import annotations

import json
import string

import pytest
from pydantic import ValidationError

from rules import GAMES
from rules.core import ActionSpec, Choice, IllegalAction, LegalActions, PathError, Step
from rules.core.text import LANGUAGES, Catalogue, Noun, Said, language, speaking, with_article
from rules.core.texts import KIT_TEXTS


def _fields(template: str) -> list[tuple[str, str]]:
    return sorted(
        (name, spec or "") for _t, name, spec, _c in string.Formatter().parse(template) if name
    )


def test_a_said_is_hashable_comparable_and_json() -> None:
    said = Said("buy_units", left=3, names=["a", "b"])
    assert said == Said("buy_units", names=("a", "b"), left=3)
    assert hash(said) == hash(Said("buy_units", left=3, names=["a", "b"]))
    assert said != Said("buy_units", left=2, names=["a", "b"])
    assert said.values == {"left": 3, "names": ("a", "b")}
    nested = Said("outer", part=said)
    assert Said.of_data(json.loads(json.dumps(nested.as_data()))) == nested


def test_a_choice_tree_carries_a_said_and_round_trips_as_json() -> None:
    spec = ActionSpec(
        kind="pick",
        label=Said("pick", left=2),
        steps=[Step(param="x", label=Said("which"), choices=[Choice(value=1, label=Said("one"))])],
    )
    legal = LegalActions(seat=0, actions=[spec])
    again = LegalActions.model_validate_json(legal.model_dump_json())
    assert again == legal
    assert again.actions[0].label == Said("pick", left=2)
    # a bare string is not a label (issue 28): the type says so, and the models refuse it
    for bare in (
        lambda: ActionSpec(kind="k", label="Pass"),
        lambda: Step(param="x", label="which"),
        lambda: Choice(value=1, label="one"),
    ):
        with pytest.raises(ValidationError, match="a Said is a key with its values"):
            bare()


def test_a_refusal_is_a_key_printed_in_english_and_said_in_any_language() -> None:
    error = IllegalAction("kit.not_your_turn", names=["bob"])
    assert error.said == Said("kit.not_your_turn", names=["bob"])
    assert str(error) == "It is not your turn. The game is waiting for bob."
    game = GAMES["peak_oil"]
    assert game.refusal(error, "fr") == "Ce n'est pas votre tour. La partie attend bob."
    assert game.refusal(error, "de") == "Du bist nicht am Zug. Die Partie wartet auf bob."
    with speaking("de"):
        assert language() == "de"
        assert game.refusal(error) == "Du bist nicht am Zug. Die Partie wartet auf bob."
    assert language() == "en"
    # an English sentence is still taken, as it is (a game not converted yet)
    assert str(IllegalAction("No such thing here.")) == "No such thing here."
    assert IllegalAction("No such thing here.").said is None


def test_a_walk_off_the_tree_is_refused_with_a_key_naming_the_move_in_the_language() -> None:
    spec = ActionSpec(kind="act", label=Said("kit.answer"), steps=[])
    legal = LegalActions(seat=0, actions=[spec])
    error = legal.refusal({"kind": "produce"})
    assert isinstance(error, PathError) and error.said is not None
    assert str(error) == "'produce' is not possible now; you may: answer."
    game = GAMES["peak_oil"]
    french = game.refusal(error, "fr")
    assert french.endswith("n'est pas possible maintenant ; vous pouvez : réponse.")


def test_the_kits_texts_are_in_every_language_with_the_same_fields() -> None:
    for language_ in LANGUAGES:
        assert set(KIT_TEXTS[language_]) == set(KIT_TEXTS["en"]), language_
        for key, template in KIT_TEXTS["en"].items():
            assert _fields(KIT_TEXTS[language_][key]) == _fields(template), (language_, key)


@pytest.mark.parametrize(
    ("kind", "noun", "language_", "said"),
    [
        ("a", Noun("Ethanol"), "en", "an Ethanol"),
        ("a", Noun("Tidal Power"), "en", "a Tidal Power"),
        ("a", Noun("SPMR", vowel=True), "en", "an SPMR"),
        ("the", Noun("Persian Gulf"), "en", "the Persian Gulf"),
        ("the", Noun("Venezuela", article=False), "en", "Venezuela"),
        ("the", Noun("raffinerie", "f"), "fr", "la raffinerie"),
        ("the", Noun("Irak", "m"), "fr", "l'Irak"),
        ("the", Noun("hôpital", "m"), "fr", "l'hôpital"),
        ("the", Noun("hangar", "m", vowel=False), "fr", "le hangar"),
        ("the", Noun("pirates", "m", plural=True), "fr", "les pirates"),
        ("de", Noun("Golfe Persique"), "fr", "du Golfe Persique"),
        ("de", Noun("Libye", "f"), "fr", "de la Libye"),
        ("de", Noun("Irak"), "fr", "de l'Irak"),
        ("de", Noun("pirates", plural=True), "fr", "des pirates"),
        ("de", Noun("Venezuela", article=False), "fr", "de Venezuela"),
        ("to", Noun("Golfe Persique"), "fr", "au Golfe Persique"),
        ("to", Noun("pirates", plural=True), "fr", "aux pirates"),
        ("a", Noun("Start-Up", "f"), "fr", "une Start-Up"),
        ("the", Noun("Golf", "m"), "de", "der Golf"),
        ("the_dat", Noun("Golf", "m"), "de", "dem Golf"),
        ("the_acc", Noun("Raffinerie", "f"), "de", "die Raffinerie"),
        ("the_gen", Noun("Feld", "n"), "de", "des Feld"),
        ("a_acc", Noun("Agent", "m"), "de", "einen Agent"),
        ("the", Noun("Libyen", "n", article=False), "de", "Libyen"),
        ("in", Noun("Persischer Golf", "m", dative="Persischen Golf"), "de", "im Persischen Golf"),
        ("from", Noun("Straße", "f"), "de", "von der Straße"),
        ("to", Noun("Hauptquartier", "n"), "de", "ins Hauptquartier"),
        ("to", Noun("Libyen", "n", article=False), "de", "nach Libyen"),
        ("the_acc", Noun("Golf", "m", accusative="Golfe"), "de", "den Golfe"),
    ],
)
def test_articles_by_the_languages_rule(kind: str, noun: Noun, language_: str, said: str) -> None:
    assert with_article(kind, noun, language_) == said


def test_a_catalogue_says_names_with_their_articles() -> None:
    names = {"tech": {"ethanol": Noun("Ethanol"), "tidal": Noun("Tidal Power")}}
    catalogue = Catalogue({"have": "You hold {t:a:tech} start-up."}, names=names)
    assert catalogue.render("have", {"t": "ethanol"}) == "You hold an Ethanol start-up."
    assert catalogue.render("have", {"t": "tidal"}) == "You hold a Tidal Power start-up."
    french = Catalogue.of_language(
        "fr",
        {"go": "{n:plural:Agent} vont {p:to:places}."},
        {"places": {"gulf": Noun("Golfe Persique"), "hq": Noun("QG", vowel=False)}},
    )
    assert french.render("go", {"n": 0, "p": "gulf"}) == "0 Agent vont au Golfe Persique."
    assert french.render("go", {"n": 2, "p": "hq"}) == "2 Agents vont au QG."


@pytest.mark.parametrize(
    ("language_", "said"),
    [
        ("en", ["0 barrels of oil", "1 barrel of oil", "2 barrels of oil", "2 tokens"]),
        ("fr", ["0 baril de pétrole", "1 baril de pétrole", "2 barils de pétrole", "2 jetons"]),
        ("de", ["0 Fass Öl", "1 Fass Öl", "2 Fass Öl", "2 Marken"]),
    ],
)
def test_a_count_of_a_tables_noun_reads_by_the_languages_plural_rule(
    language_: str, said: list[str]
) -> None:
    """``{n:counted:table:{id}}``: the count with the noun the table names ``id`` by, in the
    form the count asks in the language (French: the singular for 0 and 1; a Noun's ``many``
    is its plural, else the language's rule makes it)."""
    nouns = {
        "en": {"oil": Noun("barrel of oil", many="barrels of oil"), "token": "token"},
        "fr": {"oil": Noun("baril de pétrole", many="barils de pétrole"), "token": "jeton"},
        "de": {
            "oil": Noun("Fass Öl", "n", many="Fass Öl"),
            "token": Noun("Marke", "f", many="Marken"),
        },
    }[language_]
    catalogue = Catalogue.of_language(
        language_, {"k": "{n:counted:goods:{good}}"}, {"goods": nouns}
    )
    counted = [catalogue.render("k", {"n": n, "good": "oil"}) for n in (0, 1, 2)]
    assert [*counted, catalogue.render("k", {"n": 2, "good": "token"})] == said
    assert catalogue.fields("k") == {"n", "good"}  # the id's field counts as a field
