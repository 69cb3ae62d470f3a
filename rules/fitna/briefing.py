"""What a Fitna game is played for, told at its start and in ``/game rules fitna scenarioN``
(issue 29, item 3): the scenario (number, title, turns), each player's side and the forces it
moves, its objectives and what each victory level takes (rule 31.0), in English, French and
German — read from the scenario data (:mod:`rules.fitna.data.scenarios`, book 2.3 and the
authored scenarios it documents), public information all.

The objectives are said from each condition's data (``hold`` every box listed, ``hold_any``
so many of them), not from its English flavour text, so that they read the same in every
language; the boxes keep the map's names in every language. The scenario titles are book
2.3's (English and French); the German titles and the French and German names of the forces
are authored here. The messages and tables are merged into the game's catalogue by
:mod:`rules.fitna.messages` (keys ``brief_…``, tables ``scenarios`` and ``nations``).
"""

from __future__ import annotations

from typing import Any

from rules.core.events import Event, Speaker
from rules.core.text import Catalogue, part

from .data import map as fmap
from .data import scenarios, units
from .names import NAMES, NAMES_DE, NAMES_FR

#: German scenario titles (authored from book 2.3's French and the English above).
TITLES_DE: dict[int, str] = {
    1: "Der syrische Bürgerkrieg, 2012-2013",
    2: "Der Kampf gegen Daesh, 2014-2015",
    3: "Der Kreml schlägt zurück, 2015-2016",
    4: "Der Zusammenbruch von Daesh, 2017-2018",
    5: "Der Irak marschiert wieder in Kuwait ein",
    6: "Das Erwachen des Sultans",
    7: "Der Kampf um die kurdische Unabhängigkeit",
    8: "Begrenzter Krieg zwischen Iran und Saudi-Arabien",
    9: "IDF gegen Hisbollah",
    10: "Regionaler Krieg in Syrien nach dem US-Abzug",
    11: "Fitna: der ganze Feldzug",
}

#: The forces a side moves (``units.NATIONS``), in French and German (authored; the French
#: in the book's terms where it names them: "milices chiites", "Hezbollah libanais").
NATIONS_FR: dict[object, str] = {
    "SYR": "armée arabe syrienne",
    "SYR_MIL": "milices syriennes (armée syrienne, 23.1)",
    "FSA": "Armée syrienne libre",
    "SUNNI": "milices sunnites",
    "ALSHAM": "Al Sham",
    "SHIA": "milices chiites",
    "HEZB_LEB": "Hezbollah libanais",
    "HEZB_IRN": "Hezbollah iranien",
    "IRQ": "Irak",
    "TUR": "Turquie",
    "IRN": "Iran",
    "US": "États-Unis",
    "FR": "France",
    "UK": "Royaume-Uni",
    "EGY": "Égypte",
    "UAE": "Émirats arabes unis",
    "FIA": "Armée irakienne libre",
    "LEB": "armée libanaise",
    "ISR": "Israël",
    "RUS": "Russie",
    "SAU": "Arabie saoudite",
    "JOR": "Jordanie",
    "KUW": "Koweït",
    "QAT": "Qatar",
    "OMN": "Oman",
    "BAH": "Bahreïn",
    "YEM": "Yémen",
    "DAESH": "Daech (EI)",
    "KDP": "peshmergas du PDK",
    "PYD": "peshmergas du PYD",
    "PKK": "peshmergas du PKK",
}
NATIONS_DE: dict[object, str] = {
    "SYR": "Syrisch-Arabische Armee",
    "SYR_MIL": "syrische Milizen (Teil der syrischen Armee, 23.1)",
    "FSA": "Freie Syrische Armee",
    "SUNNI": "sunnitische Milizen",
    "ALSHAM": "Al Sham",
    "SHIA": "schiitische Milizen",
    "HEZB_LEB": "libanesische Hisbollah",
    "HEZB_IRN": "iranische Hisbollah",
    "IRQ": "Irak",
    "TUR": "Türkei",
    "IRN": "Iran",
    "US": "Vereinigte Staaten",
    "FR": "Frankreich",
    "UK": "Vereinigtes Königreich",
    "EGY": "Ägypten",
    "UAE": "Vereinigte Arabische Emirate",
    "FIA": "Freie Irakische Armee",
    "LEB": "libanesische Armee",
    "ISR": "Israel",
    "RUS": "Russland",
    "SAU": "Saudi-Arabien",
    "JOR": "Jordanien",
    "KUW": "Kuwait",
    "QAT": "Katar",
    "OMN": "Oman",
    "BAH": "Bahrain",
    "YEM": "Jemen",
    "DAESH": "Daesh (IS)",
    "KDP": "KDP-Peschmerga",
    "PYD": "PYD-Peschmerga",
    "PKK": "PKK-Peschmerga",
}

#: The sides a scenario's seats play, without an article (a name that opens a line).
CAMPS: dict[str, dict[object, str]] = {
    "fr": {
        "SYR": "Syrie",
        "TUR": "Turquie",
        "IRQ": "Irak",
        "IRN": "Iran",
        "ISR": "Israël",
        "SAU": "Arabie saoudite",
        "RUS": "Russie",
        "KUR": "Kurdes",
        "COALITION": "Coalition",
    },
    "de": {
        "SYR": "Syrien",
        "TUR": "Türkei",
        "IRQ": "Irak",
        "IRN": "Iran",
        "ISR": "Israel",
        "SAU": "Saudi-Arabien",
        "RUS": "Russland",
        "KUR": "Kurden",
        "COALITION": "Koalition",
    },
}

# English: the engine's names of the sides a seat plays, capitalised ("The Kurds").
CAMPS["en"] = {
    side: NAMES["sides"][side][:1].upper() + NAMES["sides"][side][1:] for side in CAMPS["fr"]
}

#: The tables the briefing's messages name things by, per language.
TABLES: dict[str, dict[str, dict[object, str]]] = {
    "en": {
        "scenarios": {n: s.title_en for n, s in scenarios.SCENARIOS.items()},
        "nations": {key: name for key, name in units.NATIONS.items()},
        "camps": CAMPS["en"],
    },
    "fr": {
        "scenarios": {n: s.title_fr for n, s in scenarios.SCENARIOS.items()},
        "nations": NATIONS_FR,
        "camps": CAMPS["fr"],
    },
    "de": {
        "scenarios": {number: title for number, title in TITLES_DE.items()},
        "nations": NATIONS_DE,
        "camps": CAMPS["de"],
    },
}

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "brief_scenario": "Scenario {number}: {number:name:scenarios}, {turns} turns. {rule:msg}",
        "brief_rule": "At the end of turn {turns} each side counts its objectives held; the "
        "highest victory level wins, equal highest levels are a draw (31.0).",
        "brief_side": "{name} plays {side:name:camps}, moving {nations:names:nations}.",
        "brief_goals": "{side:name:camps} — objectives: {goals:msgs}.",
        "brief_hold": "hold {boxes:and}",
        "brief_hold_any": "hold {count} of {boxes:list}",
        "brief_levels": "{side:name:camps} — {levels:msgs} objectives.",
        "brief_level": "{level:name:levels} with {count}",
        "brief_together": "{name} holds several countries: they reach a level only if each of "
        "them does (31.0).",
        "brief_topic": "Scenario {number}: {number:name:scenarios}",
        "brief_players": "For {players} players, {turns} turns.",
        "brief_forces": "{side:name:camps} — forces: {nations:names:nations}.",
    },
    "fr": {
        "brief_scenario": "Scénario {number} : {number:name:scenarios}, {turns} tours. {rule:msg}",
        "brief_rule": "À la fin du tour {turns}, chaque camp compte ses objectifs tenus ; le plus "
        "haut niveau de victoire l'emporte, des niveaux égaux font un match nul (31.0).",
        "brief_side": "{name} joue le camp {side:name:camps} et déplace : {nations:names:nations}.",
        "brief_goals": "{side:name:camps} — objectifs : {goals:msgs}.",
        "brief_hold": "tenir {boxes:and}",
        "brief_hold_any": "tenir {count} parmi {boxes:list}",
        "brief_levels": "{side:name:camps} — {levels:msgs} objectifs.",
        "brief_level": "{level:name:levels} avec {count}",
        "brief_together": "{name} tient plusieurs pays : ils n'atteignent un niveau que si "
        "chacun l'atteint (31.0).",
        "brief_topic": "Scénario {number} : {number:name:scenarios}",
        "brief_players": "Pour {players} joueurs, {turns} tours.",
        "brief_forces": "{side:name:camps} — forces : {nations:names:nations}.",
    },
    "de": {
        "brief_scenario": "Szenario {number}: {number:name:scenarios}, {turns} Runden. {rule:msg}",
        "brief_rule": "Am Ende von Runde {turns} zählt jede Seite ihre gehaltenen Ziele; die "
        "höchste Siegstufe gewinnt, gleich hohe Stufen sind ein Unentschieden (31.0).",
        "brief_side": "{name} spielt die Seite {side:name:camps} und bewegt: {nations:names:nations}.",
        "brief_goals": "{side:name:camps} — Ziele: {goals:msgs}.",
        "brief_hold": "{boxes:and} halten",
        "brief_hold_any": "{count} von {boxes:list} halten",
        "brief_levels": "{side:name:camps} — {levels:msgs} Zielen.",
        "brief_level": "{level:name:levels} mit {count}",
        "brief_together": "{name} hält mehrere Länder: sie erreichen eine Stufe nur, wenn jedes "
        "sie erreicht (31.0).",
        "brief_topic": "Szenario {number}: {number:name:scenarios}",
        "brief_players": "Für {players} Spieler, {turns} Runden.",
        "brief_forces": "{side:name:camps} — Truppen: {nations:names:nations}.",
    },
}

_GAME_NAMES = {"en": NAMES, "fr": NAMES_FR, "de": NAMES_DE}

say = Speaker(Catalogue(MESSAGES["en"], names={**NAMES, **TABLES["en"]}))


def _goals(victory: scenarios.Victory) -> list[dict[str, Any]]:
    goals = []
    for condition in victory.conditions:
        boxes = [fmap.BOXES[b].name if b in fmap.BOXES else b for b in condition.boxes]
        if condition.kind == "hold_any":
            goals.append(part("brief_hold_any", count=condition.count, boxes=boxes))
        else:
            goals.append(part("brief_hold", boxes=boxes))
    return goals


def _levels(victory: scenarios.Victory) -> list[dict[str, Any]]:
    return [part("brief_level", level=level, count=count) for level, count in victory.levels]


def side_lines(scenario: scenarios.Scenario, name: str, seat: scenarios.Seat) -> list[Event]:
    """One side: who plays it and the forces it moves, its objectives and its levels (each
    country's apart for a player holding several, rule 31.0's note)."""
    lines = [say("brief_side", name=name, side=seat.id, nations=list(seat.controls))]
    victory = scenario.victory.get(seat.id)
    if victory is None:
        return lines
    original = scenarios.SCENARIOS.get(scenario.number)
    group = next((g for g in original.two_player if g[0] == seat.id), ()) if original else ()
    if victory.parts and original is not None and len(group) == len(victory.parts):
        for member, each in zip(group, victory.parts, strict=True):
            lines.append(say("brief_goals", side=member, goals=_goals(each)))
            lines.append(say("brief_levels", side=member, levels=_levels(each)))
        lines.append(say("brief_together", name=name))
        return lines
    lines.append(say("brief_goals", side=seat.id, goals=_goals(victory)))
    lines.append(say("brief_levels", side=seat.id, levels=_levels(victory)))
    return lines


def briefing(scenario: scenarios.Scenario, players: list[str]) -> list[Event]:
    """The start of a game: the scenario, then each player's side, objectives and levels (a
    custom scenario, rule 33, is named by its number 0 and told the same way)."""
    rule = part("brief_rule", turns=scenario.turns)
    lines = [say("brief_scenario", number=scenario.number, turns=scenario.turns, rule=rule)]
    for name, seat in zip(players, scenario.seats, strict=False):
        lines += side_lines(scenario, name, seat)
    return lines


def start_events(state: Any) -> list[Event]:
    """The briefing of a game just set up (its scenario read from the state, as the engine
    plays it: the version for its player count, two-player, or the players' own)."""
    from .board import scenario

    return briefing(scenario(state), list(state.seats))


def catalogue(language: str, templates: dict[str, str]) -> Catalogue:
    """The game's catalogue of ``language`` (its ``templates``) with the briefing's messages
    and tables: for the rules topics, which are text before any game."""
    chosen = language if language in MESSAGES else "en"
    names = {**_GAME_NAMES[chosen], **TABLES[chosen]}
    return Catalogue.of_language(chosen, {**templates, **MESSAGES[chosen]}, names)


def scenario_topics(language: str) -> dict[str, tuple[str, str]]:
    """``scenario1`` … ``scenario11``: one rules topic per scenario, in ``language`` (its
    title; its players and turns, how it is won, each side's forces, objectives and levels)."""
    speak = catalogue(language, {})
    topics = {}
    for number, scenario in sorted(scenarios.SCENARIOS.items()):
        counts = scenarios.player_counts(number)
        players = "–".join(str(c) for c in sorted({counts[0], counts[-1]}))
        lines = [
            speak.render("brief_players", {"players": players, "turns": scenario.turns}),
            speak.render("brief_rule", {"turns": scenario.turns}),
        ]
        for seat in scenario.seats:
            forces = {"side": seat.id, "nations": list(seat.controls)}
            lines.append(speak.render("brief_forces", forces))
            for event in side_lines(scenario, "", seat)[1:]:
                lines.append(speak.render(event.key or "", event.params))
        title = speak.render("brief_topic", {"number": number})
        topics[f"scenario{number}"] = (title, " ".join(lines))
    return topics
