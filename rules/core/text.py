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
* ``{box:name:boxes}`` — the value (an id) by the catalogue's table of names ``boxes``
  (a game's box, unit or card names, which a French catalogue names in French);
  ``{cards:names:cards}`` — a list of ids, each by the table, joined by commas;
* ``{names:list}`` — a list of words joined (``alice, bob``); ``{names:and}`` joins them
  with the language's "and" (``alice and bob``);
* ``{part:msg}`` — another message of the catalogue, given as ``{"key": …, "params": …}``
  (:func:`part`): a sentence made of pieces stays data to its last word;
* ``{parts:msgs}`` — a list of such messages, joined by commas.

Any other format spec is Python's (``{share:.0%}``). ``tests/test_messages.py`` checks that
every key an engine emits is in its catalogue with exactly the template's fields.

**Languages.** :data:`LANGUAGES` are English (the default, the engines' own), French and
German. A game gives its other languages in ``Game.translations`` (language -> key ->
template, and ``Game.translated_names`` for its tables of names); ``Game.catalogue(language)``
builds that language's :class:`Catalogue` with the language's plural rule, money and "and"
(:data:`STYLES`), falling back to English for a language the game does not have yet.
``tests/test_languages.py`` checks that a translation has every English key with the same
parameters and formats.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Iterator, Mapping
from typing import Any


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


class Catalogue(string.Formatter):
    """One language's messages of one game: key -> template (see the module doc), with that
    language's plural rule and money format."""

    def __init__(
        self,
        messages: Mapping[str, str],
        language: str = "en",
        plural_rule: PluralRule = plural,
        money: Callable[[int], str] = money_text,
        names: Mapping[str, Mapping[Any, str]] | None = None,
    ) -> None:
        super().__init__()
        self.messages = dict(messages)
        self.language = language
        self.plural_rule = plural_rule
        self.money = money
        self.names = dict(names or {})
        #: What ``{names:and}`` joins a list with.
        self.and_word = " and "

    @classmethod
    def of_language(
        cls,
        language: str,
        messages: Mapping[str, str],
        names: Mapping[str, Mapping[Any, str]] | None = None,
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
        return self.vformat(self.messages[key], (), dict(params))

    def format_field(self, value: Any, format_spec: str) -> str:
        kind, _, words = format_spec.partition(":")
        if kind == "money":
            return self.money(int(value))
        if kind == "plural":
            one, _, many = words.partition(":")
            return self.plural_rule(int(value), one, many or None)
        if kind == "name":
            # an id the table does not name shows as itself (tests check the tables' ids)
            return self.names.get(words, {}).get(value, str(value))
        if kind == "names":
            table = self.names.get(words, {})
            return ", ".join(table.get(item, str(item)) for item in value)
        if kind == "list":
            return ", ".join(str(item) for item in value)
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


class LabelTable:
    """The labels of a game's choice trees in one other language: English label templates
    (as the engine writes them, values as ``{a}``, ``{b}``…) -> their translation.

    :meth:`say` finds the template a label was made from — a label without values by itself,
    else the template whose fixed words match it, the longest match winning — and fills the
    translation with the label's values, each said by ``name`` (a value that names one of the
    game's things, such as a region, takes its name in the language). A template with too few
    words of its own to tell which label it made (``{a}s``, ``{a} ({b})``) is matched only when
    every value is a name (``is_name``) or a number: "Nigeria (majority)", "3 - sell". A label
    no template matches is ``None``: the caller keeps it as it is."""

    #: A template with values needs this many letters of its own to be matched on its words.
    FEWEST_LETTERS = 2

    def __init__(self, translations: Mapping[str, str]) -> None:
        self.exact: dict[str, str] = {}
        self.patterns: list[tuple[int, re.Pattern[str], str]] = []
        self.loose: list[tuple[re.Pattern[str], str]] = []
        for template, translated in translations.items():
            if not translated:
                continue  # not translated yet: the label stays as it is
            fields = [name for _text, name, _spec, _conv in string.Formatter().parse(template)]
            if not any(name for name in fields):
                self.exact[template.replace("{{", "{").replace("}}", "}")] = translated
                continue
            pattern, fixed = [], 0
            for literal, name, _spec, _conv in string.Formatter().parse(template):
                pattern.append(re.escape(literal))
                fixed += sum(char.isalpha() for char in literal)
                if name:
                    pattern.append(f"(?P<{name}>.*?)")
            compiled = re.compile("".join(pattern) + r"\Z", re.S)
            if fixed < self.FEWEST_LETTERS:
                self.loose.append((compiled, translated))
            else:
                self.patterns.append((fixed, compiled, translated))
        self.patterns.sort(key=lambda found: -found[0])

    def say(
        self,
        label: str,
        name: Callable[[str], str] = str,
        is_name: Callable[[str], bool] = lambda word: False,
    ) -> str | None:
        """``label`` in this table's language, or ``None`` when no template made it."""
        if label in self.exact:
            return self.exact[label]
        for _fixed, pattern, translated in self.patterns:
            match = pattern.match(label)
            if match is not None:
                return translated.format(**{k: name(v) for k, v in match.groupdict().items()})
        for pattern, translated in self.loose:
            match = pattern.match(label)
            values = match.groupdict().values() if match is not None else ()
            if match is not None and all(is_name(v) or v.isdigit() for v in values):
                return translated.format(**{k: name(v) for k, v in match.groupdict().items()})
        return None
