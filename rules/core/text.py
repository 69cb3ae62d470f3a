"""Words from numbers, once for every game: plural forms, money, and message catalogues.

**Helpers.** :func:`plural` (``1 barrel``, ``3 barrels``) and :func:`money_text` (cents as the
books write money: ``10 $``, ``0.50 $``) are the only implementations: engines use them for
choice labels, renderers and the describe layer for what they show, and a
:class:`Catalogue` for the messages it renders.

**Text as data.** An engine does not write English sentences into its events: it says which
message happened and with what values — an :class:`~rules.core.Event` with a ``key`` and
``params`` (``Game.say("take", name="alice", amount=2, pile=1)``). The game's catalogue
(``Game.messages``: key -> English template) turns that into text; the event's ``text`` is
filled from it in English, so every consumer keeps working, and the describe layer
(``bot.describe.event_text``) renders the same key and params with another language's
catalogue when one exists. Adding French is then adding a catalogue, not touching an engine.

A template is text with ``{param}`` fields and two formats of our own:

* ``{price:money}`` — cents as money (:func:`money_text`, or the catalogue's own format);
* ``{count:plural:barrel}`` or ``{count:plural:city:cities}`` — the count and the word in
  the form the count asks for (English: singular for 1, else the plural);
* ``{count:counted:units:{resource}}`` — the count and the noun the table ``units`` names
  the value of ``resource`` by, in the form the count asks in the language (a
  :class:`Noun`'s ``many`` is its plural: « 1 unité de céréales », « 2 unités de
  céréales », "1 Einheit Getreide"): a counted name of a table, said in each language's
  words and plural rule;
* ``{box:name:boxes}`` — the value (an id) by the catalogue's table of names ``boxes``
  (a game's box, unit or card names, which a French catalogue names in French);
  ``{cards:names:cards}`` — a list of ids, each by the table, joined by commas;
* ``{names:list}`` — a list of words joined (``alice, bob``); ``{names:and}`` joins them
  with the language's "and" (``alice and bob``);
* ``{kind:kind}`` — a kind of move by the game's ``kinds`` table, else its id quoted;
* ``{part:msg}`` — another message of the catalogue, given as ``{"key": …, "params": …}``
  (:func:`part`): a sentence made of pieces stays data to its last word;
* ``{parts:msgs}`` — a list of such messages, joined by commas;
* a :class:`Said` value (a key with its values: a label, a refusal, a name) is said by the
  same catalogue, whatever its format spec (``{move:label}``); ``{moves:labels}`` joins a
  list of them;
* ``{box:the:boxes}``, ``{box:a:boxes}`` — the name with its definite or indefinite
  article by the language's rule (English *the* and *a*/*an*; French *le*/*la*/*l'*/*les*,
  *un*/*une*; German *der*/*die*/*das*, *ein*/*eine*), from the gender, number and first sound
  the table gives it (a :class:`Noun`); German cases as ``the_acc``, ``the_dat``, ``the_gen``,
  ``a_acc``, ``a_dat``, and German prepositions with their article ``in`` (*im*, *in der*),
  ``from`` (*vom*, *von der*), ``to`` (*in den*, *ins*; *nach* before a bare name), an
  adjective declined by the Noun's ``dative``/``accusative`` form; French contractions ``de``
  (*du*, *de la*, *de l'*, *des*) and ``to`` (*au*, *à la*, *à l'*, *aux*).

Any other format spec is Python's (``{share:.0%}``). ``tests/test_messages.py`` checks that
every key an engine emits is in its catalogue with exactly the template's fields.

**Labels, questions and refusals** are data too (issue 28): a :class:`Said` (a key of the
game's catalogue and its values) is what an engine writes in a :class:`~rules.core.Choice`'s
label, a step's question, an :class:`~rules.core.IllegalAction`. The reader's language is
held once per interaction in a context (:func:`speaking`, :func:`language`), which every
renderer of a :class:`Said` reads (``Game.text``): no language parameter crosses the layers.

**Languages.** :data:`LANGUAGES` are English (the default, the engines' own), French and
German. A game gives its other languages in ``Game.translations`` (language -> key ->
template, and ``Game.translated_names`` for its tables of names); ``Game.catalogue(language)``
builds that language's :class:`Catalogue` with the language's plural rule, money and "and"
(:data:`STYLES`), falling back to English for a language the game does not have yet.
``tests/test_languages.py`` checks that a translation has every English key with the same
parameters and formats.
"""

from __future__ import annotations

import contextlib
import contextvars
import string
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from pydantic_core import core_schema


class Said:
    """A text a player reads, as data: a key of a catalogue and its values
    (``Said("buy_units", left=3)``). Hashable and comparable (two with the same key and values
    are equal), JSON-able (``{"key": ..., "values": {...}}``), a valid pydantic field: the
    choice trees carry it as it is, and whoever shows it says it in the reader's language
    (``Game.text``). A list value is kept as a tuple; a value may itself be a :class:`Said`."""

    __slots__ = ("key", "_values")

    def __init__(self, key: str, /, **values: Any) -> None:
        self.key = key
        if not values:  # the most common label: a key alone (no sorting, issue 31)
            self._values: tuple[tuple[str, Any], ...] = ()
        elif len(values) == 1:
            ((name, value),) = values.items()
            self._values = ((name, _frozen(value) if isinstance(value, _SEQUENCES) else value),)
        elif len(values) == 2:
            (one, first), (two, second) = values.items()
            first = _frozen(first) if isinstance(first, _SEQUENCES) else first
            second = _frozen(second) if isinstance(second, _SEQUENCES) else second
            self._values = (
                ((one, first), (two, second)) if one < two else ((two, second), (one, first))
            )
        else:
            self._values = tuple(sorted((name, _frozen(value)) for name, value in values.items()))

    @classmethod
    def made(cls, key: str, values: tuple[tuple[str, Any], ...]) -> Said:
        """A :class:`Said` of ``values`` already in its inner form — (name, value) pairs
        sorted by name, no list among the values — without sorting or copying them again
        (for a hot path: a number's label, a constant)."""
        said = object.__new__(cls)
        said.key = key
        said._values = values
        return said

    @property
    def values(self) -> dict[str, Any]:
        """The values, by name."""
        return dict(self._values)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Said) and other.key == self.key and other._values == self._values

    def __hash__(self) -> int:
        return hash((self.key, self._values))

    def __repr__(self) -> str:
        given = "".join(f", {name}={value!r}" for name, value in self._values)
        return f"Said({self.key!r}{given})"

    def as_data(self) -> dict[str, Any]:
        """The key and values as JSON data."""
        return {"key": self.key, "values": {n: _data(v) for n, v in self._values}}

    @classmethod
    def of_data(cls, data: Any) -> Said:
        """A :class:`Said` from itself or from :meth:`as_data`'s dict."""
        if isinstance(data, Said):
            return data
        if isinstance(data, dict) and isinstance(data.get("key"), str):
            values = {n: _undata(v) for n, v in (data.get("values") or {}).items()}
            return cls(data["key"], **values)
        raise ValueError("a Said is a key with its values")

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> core_schema.CoreSchema:
        # A Said given as itself is taken by an instance check in pydantic's own code, without
        # a call of :meth:`of_data` (a legal tree's every label, issue 31); anything else
        # (its JSON data, or a bare string, refused) goes through :meth:`of_data`.
        from_data = core_schema.no_info_plain_validator_function(cls.of_data)
        return core_schema.json_or_python_schema(
            json_schema=from_data,
            python_schema=core_schema.union_schema(
                [core_schema.is_instance_schema(cls), from_data], mode="left_to_right"
            ),
            serialization=core_schema.plain_serializer_function_ser_schema(cls.as_data),
        )

    @classmethod
    def __get_pydantic_json_schema__(cls, schema: Any, handler: Any) -> dict[str, Any]:
        return {"type": "object", "properties": {"key": {"type": "string"}}}


#: The values a Said keeps as tuples.
_SEQUENCES = (list, tuple)


def _frozen(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_frozen(item) for item in value)
    return value


def _data(value: Any) -> Any:
    if isinstance(value, Said):
        return value.as_data()
    if isinstance(value, tuple):
        return [_data(item) for item in value]
    return value


def _undata(value: Any) -> Any:
    if isinstance(value, dict) and "key" in value and "values" in value:
        return Said.of_data(value)
    if isinstance(value, list):
        return [_undata(item) for item in value]
    return value


#: A text a player reads in a choice tree: a :class:`Said`, never a bare string (issue 28:
#: a label written in English in place fails type checking, and a choice tree's models
#: refuse it at run time).
Label = Said


@dataclass(frozen=True)
class Noun:
    """A name in one language with what its articles need: ``gender`` (``m``, ``f``, ``n``),
    ``plural`` (the name names several things: French *les*, German *die*), ``vowel``
    (begins with a vowel sound: English *an*, French *l'*; by its first letter when
    ``None``) and ``article`` (``False``: a proper name said without one, *Venezuela*)."""

    word: str
    gender: str = "m"
    plural: bool = False
    vowel: bool | None = None
    article: bool = True
    #: German: the word after a dative or an accusative article, where an adjective in it
    #: changes ("Persischer Golf": "im Persischen Golf", "in den Persischen Golf").
    dative: str | None = None
    accusative: str | None = None
    #: The word counted in the plural (``{n:counted:table:{id}}``): "unités de céréales"
    #: for "unité de céréales"; the language's rule makes it (``+s``) when ``None``.
    many: str | None = None

    def __str__(self) -> str:
        return self.word

    def case(self, kind: str) -> str:
        """The word in the German case ``kind`` asks (its dative or accusative form)."""
        if kind in _DATIVE and self.dative is not None:
            return self.dative
        if kind in _ACCUSATIVE and self.accusative is not None:
            return self.accusative
        return self.word

    def starts_with_vowel(self, language: str) -> bool:
        if self.vowel is not None:
            return self.vowel
        first = self.word[:1].lower()
        vowels = "aeiouâàäéèêëîïôöûùü" + ("h" if language == "fr" else "")
        return bool(first) and first in vowels


#: A name in a table of names: a word, or a :class:`Noun` with what its articles need.
Name = str | Noun


#: The reader's language in this interaction (:func:`speaking`): read by whoever says a
#: :class:`Said` or draws a picture, set once where a reader is known (a Discord
#: interaction, a thread's game, a DM).
LANGUAGE: contextvars.ContextVar[str] = contextvars.ContextVar("language", default="en")


def language() -> str:
    """The language of the reader of this interaction (English unless one was set)."""
    return LANGUAGE.get()


@contextlib.contextmanager
def speaking(language: str) -> Iterator[None]:
    """Say everything within in ``language`` (:data:`LANGUAGE`), then go back."""
    token = LANGUAGE.set(language)
    try:
        yield
    finally:
        LANGUAGE.reset(token)


#: Articles by language: (article kind, gender or "pl") -> article; French élision and
#: contractions are in :func:`with_article`.
_ARTICLES: dict[str, dict[tuple[str, str], str]] = {
    "fr": {
        ("the", "m"): "le ", ("the", "f"): "la ", ("the", "pl"): "les ",
        ("a", "m"): "un ", ("a", "f"): "une ", ("a", "pl"): "des ",
        ("de", "m"): "du ", ("de", "f"): "de la ", ("de", "pl"): "des ",
        ("to", "m"): "au ", ("to", "f"): "à la ", ("to", "pl"): "aux ",
    },
    "de": {
        ("the", "m"): "der ", ("the", "f"): "die ", ("the", "n"): "das ", ("the", "pl"): "die ",
        ("the_acc", "m"): "den ", ("the_acc", "f"): "die ", ("the_acc", "n"): "das ",
        ("the_acc", "pl"): "die ",
        ("the_dat", "m"): "dem ", ("the_dat", "f"): "der ", ("the_dat", "n"): "dem ",
        ("the_dat", "pl"): "den ",
        ("the_gen", "m"): "des ", ("the_gen", "f"): "der ", ("the_gen", "n"): "des ",
        ("the_gen", "pl"): "der ",
        ("a", "m"): "ein ", ("a", "f"): "eine ", ("a", "n"): "ein ", ("a", "pl"): "",
        ("a_acc", "m"): "einen ", ("a_acc", "f"): "eine ", ("a_acc", "n"): "ein ",
        ("a_acc", "pl"): "",
        ("a_dat", "m"): "einem ", ("a_dat", "f"): "einer ", ("a_dat", "n"): "einem ",
        ("a_dat", "pl"): "",
    },
}  # fmt: skip
#: German contractions of a preposition and the article: ``in`` (dative: *im*, *in der*),
#: ``from`` (*vom*, *von der*), ``to`` (accusative: *in den*, *in die*, *ins*; *nach* before a
#: name without article).
_DE_PREPOSITIONS: dict[str, dict[str, str]] = {
    "in": {"m": "im ", "n": "im ", "f": "in der ", "pl": "in den ", "bare": "in "},
    "from": {"m": "vom ", "n": "vom ", "f": "von der ", "pl": "von den ", "bare": "von "},
    "to": {"m": "in den ", "n": "ins ", "f": "in die ", "pl": "in die ", "bare": "nach "},
}
_DATIVE = frozenset({"the_dat", "a_dat", "in", "from"})
_ACCUSATIVE = frozenset({"the_acc", "a_acc", "to"})
#: The article kinds a format spec may ask (``{x:the:places}``).
ARTICLE_KINDS = frozenset(
    {"the", "a", "de", "to", "in", "from", "the_acc", "the_dat", "the_gen", "a_acc", "a_dat"}
)


def with_article(kind: str, noun: Noun | str, language: str) -> str:
    """``noun`` with the article ``kind`` asks in ``language`` (see the module doc)."""
    if isinstance(noun, str):
        noun = Noun(noun)
    word = noun.word
    if language == "de" and kind in _DE_PREPOSITIONS:
        number = "pl" if noun.plural else noun.gender
        return _DE_PREPOSITIONS[kind][number if noun.article else "bare"] + noun.case(kind)
    if kind in ("in", "from"):  # English and French: the preposition and the name
        said = with_article("the" if language == "en" else "de", noun, language)
        return ("in " if kind == "in" else "from ") + said if language == "en" else said
    if not noun.article:
        if language == "fr" and kind == "de":
            return ("d'" if noun.starts_with_vowel(language) else "de ") + word
        if language == "fr" and kind == "to":
            return "à " + word
        return word
    if language == "en":
        if kind == "a" and not noun.plural:
            return ("an " if noun.starts_with_vowel(language) else "a ") + word
        if kind in ("de", "to"):
            return ("of the " if kind == "de" else "to the ") + word
        return ("the " if kind.startswith("the") else "") + word
    number = "pl" if noun.plural else noun.gender
    if language == "fr":
        base = kind.split("_")[0]
        if not noun.plural and base in ("the", "de", "to") and noun.starts_with_vowel(language):
            return {"the": "l'", "de": "de l'", "to": "à l'"}[base] + word
        gender = number if number != "n" else "m"
        return _ARTICLES["fr"][(base, gender)] + word
    if language == "de":
        return _ARTICLES["de"].get((kind, number), "") + noun.case(kind)
    return word


def plural(count: int, word: str, many: str | None = None) -> str:
    """``count`` and ``word`` in the singular for one, else in the plural (``word + "s"``, or
    ``many`` when irregular): ``1 barrel``, ``0 barrels``, ``3 local units``."""
    return f"{count} {word if count == 1 else many or word + 's'}"


def money_text(cents: int) -> str:
    """Cents as the books write money: ``10 $``, ``0.50 $``."""
    if cents % 100 == 0:
        return f"{cents // 100} $"
    return f"{cents / 100:.2f} $"


def plural_fr(count: int, word: str, many: str | None = None) -> str:
    """French: the singular for 0 and 1 (``0 baril``, ``1 baril``, ``2 barils``)."""
    return f"{count} {word if count in (0, 1) else many or word + 's'}"


def plural_de(count: int, word: str, many: str | None = None) -> str:
    """German: the singular for 1 only; the plural is always given (``1 Fass``, ``2 Fässer``)."""
    return f"{count} {word if count == 1 else many or word}"


def money_comma(cents: int) -> str:
    """Money with a decimal comma, as French and German write it: ``10 $``, ``0,50 $``."""
    return money_text(cents).replace(".", ",")


#: Says how a count and its word read in one language: ``(count, singular, plural) -> text``.
PluralRule = Callable[[int, str, "str | None"], str]

#: The languages petrocord speaks: English (the default), French, German.
LANGUAGES: tuple[str, ...] = ("en", "fr", "de")
#: Each language's plural rule, money format and "and".
STYLES: dict[str, tuple[PluralRule, Callable[[int], str], str]] = {
    "en": (plural, money_text, " and "),
    "fr": (plural_fr, money_comma, " et "),
    "de": (plural_de, money_comma, " und "),
}


#: The languages that write a decimal comma (``2,5``).
DECIMAL_COMMA = ("fr", "de")


def language_of(locale: str | None) -> str:
    """The language of a Discord locale (``fr``, ``de``, ``en-US``...): English unless it is
    one we speak."""
    code = (locale or "en").split("-")[0].lower()
    return code if code in LANGUAGES else "en"


#: A template's literal texts and fields (name, format spec, conversion), as parsed.
Parsed = tuple[tuple[str, str | None, str | None, str | None], ...]
#: Templates parsed by :func:`_parsed` (a game's catalogues hold a few hundred).
_PARSED: dict[str, Parsed | None] = {}


def _parsed(template: str) -> Parsed | None:
    """``template``'s literal texts and fields as :meth:`string.Formatter.parse` gives them,
    each field named by a plain word; ``None`` when a field is positional (``{}``, ``{0}``),
    dotted, indexed or has a field in its format spec (``vformat`` formats those)."""
    if template in _PARSED:
        return _PARSED[template]
    parts = tuple(string.Formatter().parse(template))
    plain = all(
        name is None
        or (name.isidentifier() and "{" not in (spec or "") and conversion in (None, "r", "s", "a"))
        for _literal, name, spec, conversion in parts
    )
    found = parts if plain else None
    _PARSED[template] = found
    return found


class Catalogue(string.Formatter):
    """One language's messages of one game: key -> template (see the module doc), with that
    language's plural rule and money format."""

    def __init__(
        self,
        messages: Mapping[str, str],
        language: str = "en",
        plural_rule: PluralRule = plural,
        money: Callable[[int], str] = money_text,
        names: Mapping[str, Mapping[Any, Name]] | None = None,
    ) -> None:
        super().__init__()
        self.messages = dict(messages)
        self.language = language
        self.plural_rule = plural_rule
        self.money = money
        self.names = dict(names or {})
        #: What ``{names:and}`` joins a list with.
        self.and_word = " and "
        #: Says a key it does not have as the key itself (the kit's English of a refusal
        #: that did not pass through its game, for logs), instead of a :class:`KeyError`.
        self.lenient = False

    @classmethod
    def of_language(
        cls,
        language: str,
        messages: Mapping[str, str],
        names: Mapping[str, Mapping[Any, Name]] | None = None,
    ) -> Catalogue:
        """A catalogue in ``language`` with that language's plural rule, money and "and"."""
        rule, money, and_word = STYLES.get(language, STYLES["en"])
        built = cls(messages, language=language, plural_rule=rule, money=money, names=names)
        built.and_word = and_word
        return built

    def __contains__(self, key: object) -> bool:
        return key in self.messages

    def fields(self, key: str) -> set[str]:
        """The parameters the template of ``key`` uses."""
        return set(_fields(self.messages[key]))

    def render(self, key: str, params: Mapping[str, Any]) -> str:
        """The message ``key`` with ``params``; :class:`KeyError` for an unknown key or a
        missing parameter (a test catches both before a game ships)."""
        return self._format(self.messages[key], params)

    def said(self, text: Said) -> str:
        """A :class:`Said` in this catalogue's language."""
        template = self.messages.get(text.key)
        if template is None and self.lenient:
            return text.key
        if template is None:
            raise KeyError(text.key)
        return self._format(template, text.values)

    def _format(self, template: str, values: Mapping[str, Any]) -> str:
        """``self.vformat(template, (), values)``, the template parsed once (:func:`_parsed`):
        each field taken from ``values`` by name and said by :meth:`format_field` (an event
        is rendered at every move, issue 31); a template with a positional, dotted, indexed
        or nested field goes through ``vformat`` itself."""
        parts = _parsed(template)
        if parts is None:
            return self.vformat(template, (), dict(values))
        out: list[str] = []
        for literal, name, spec, conversion in parts:
            if literal:
                out.append(literal)
            if name is not None:
                value = values[name]
                if conversion is not None:
                    value = self.convert_field(value, conversion)
                out.append(self.format_field(value, spec or ""))
        return "".join(out)

    def format_field(self, value: Any, format_spec: str) -> str:
        kind, _, words = format_spec.partition(":")
        if isinstance(value, Said):
            return self.said(value)
        if kind == "kind":  # a kind of move: the game's name for it, else its id quoted
            named = self.names.get("kinds", {}).get(value) if isinstance(value, str) else None
            return repr(value) if named is None else str(named)
        if kind == "labels":
            return ", ".join(self.said(item) for item in value)
        if kind in ARTICLE_KINDS:
            named = self.names.get(words, {}).get(value, str(value))
            return with_article(kind, named, self.language)
        if kind == "money":
            return self.money(int(value))
        if kind == "plural":
            one, _, many = words.partition(":")
            return self.plural_rule(int(value), one, many or None)
        if kind == "counted":  # {n:counted:table:{id}}: n of the table's noun id
            table_name, _, name = words.partition(":")
            entry = self.names.get(table_name, {}).get(name, name)
            if isinstance(entry, Noun):
                return self.plural_rule(int(value), entry.word, entry.many)
            return self.plural_rule(int(value), str(entry), None)
        if kind == "name":
            # an id the table does not name shows as itself (tests check the tables' ids)
            return str(self.names.get(words, {}).get(value, str(value)))
        if kind == "names":
            table = self.names.get(words, {})
            return ", ".join(str(table.get(item, str(item))) for item in value)
        if kind == "list":
            return ", ".join(self.said(v) if isinstance(v, Said) else str(v) for v in value)
        if kind == "and":
            return self.and_word.join(str(item) for item in value)
        if kind == "msg":
            return self.render(value["key"], value.get("params", {}))
        if kind == "msgs":
            return ", ".join(self.render(v["key"], v.get("params", {})) for v in value)
        formatted = super().format_field(value, format_spec)
        if isinstance(value, float) and self.language in DECIMAL_COMMA:
            return formatted.replace(".", ",")  # 2,5 in French and German
        return formatted


def part(key: str, **params: Any) -> dict[str, Any]:
    """A piece of a message (``{part:msg}``): its key and values, as data."""
    return {"key": key, "params": params}


def _fields(template: str) -> Iterator[str]:
    for _text, name, spec, _conversion in string.Formatter().parse(template):
        if name is not None:
            yield name.split(".")[0].split("[")[0]
        if spec:
            yield from _fields(spec)
