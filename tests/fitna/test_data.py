"""Fitna's authored data checked against the book and against itself.

The engine is not built yet (rules/fitna is data only); these checks guard the map, the cards,
the combat results table and the order of battle that the engine will read.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from rules.fitna.data import cards, scenarios, tables, units
from rules.fitna.data import map as fmap

#: The scanned rulebook, outside the repository (shared/seeds); checks that read it are skipped
#: where it is absent.
BOOK = Path(__file__).resolve().parents[2].parent / "shared/seeds/004_9bf8e998c88dfdcf.txt"
if not BOOK.exists():
    BOOK = Path("/work/shared/seeds/004_9bf8e998c88dfdcf.txt")
needs_book = pytest.mark.skipif(not BOOK.exists(), reason="the rulebook scan is not here")

# ------------------------------------------------------------------------------ map


def test_the_map_has_the_books_115_boxes_in_the_nine_countries() -> None:
    """Book 2.1: "La carte contient 115 cases"; it covers Kuwait, Iraq, Syria, Lebanon and
    parts of Israel, Turkey, Iran, Jordan and Saudi Arabia."""
    assert len(fmap.BOXES) == 115
    assert {box.country for box in fmap.BOXES.values()} == set(fmap.COUNTRIES)
    assert all(box.id == key for key, box in fmap.BOXES.items())


def test_edges_join_known_boxes_once_and_the_graph_is_connected() -> None:
    seen: set[frozenset[str]] = set()
    for a, b in fmap.EDGES:
        assert a in fmap.BOXES and b in fmap.BOXES, (a, b)
        assert a != b
        pair = frozenset((a, b))
        assert pair not in seen, f"edge {a}-{b} written twice"
        seen.add(pair)
    for box_id, neighbours in fmap.NEIGHBOURS.items():
        assert neighbours, f"{box_id} is isolated"
        for other in neighbours:
            assert box_id in fmap.NEIGHBOURS[other]
    assert all(fmap.distance("baghdad", box_id) >= 0 for box_id in fmap.BOXES)


def test_values_are_in_the_books_ranges() -> None:
    """Book 2.1: three terrains; defensive bonus -1 or -2; factions KDP, PYD, PKK."""
    for box in fmap.BOXES.values():
        assert box.terrain in ("clear", "mountain", "marsh")
        assert box.defence in (0, -1, -2)
        assert box.kurd in (None, "KDP", "PYD", "PKK")
        assert set(box.supply) <= fmap.SUPPLY_NATIONS
        assert 34 < box.lon < 49 and 28 < box.lat < 39, box.id
        assert box.source.startswith(("book", "authored")), box.id
    assert {box.terrain for box in fmap.BOXES.values()} == {"clear", "mountain", "marsh"}
    assert {box.defence for box in fmap.BOXES.values()} == {0, -1, -2}


def test_kurdish_symbols_lie_in_their_factions_countries() -> None:
    """Book 26.0: KDP for Iraq's Kurds, PYD for Syria's, PKK for Turkey's."""
    home: dict[fmap.Faction, str] = {"KDP": "IRQ", "PYD": "SYR", "PKK": "TUR"}
    for faction, country in home.items():
        boxes = fmap.faction_boxes(faction)
        assert boxes
        assert {fmap.BOXES[b].country for b in boxes} == {country}


def test_boxes_the_book_names_exist_with_their_roles() -> None:
    b = fmap.BOXES
    # 31.1: Mosul objective and oil field, 3 VP; Karbala and Najaf holy cities, 4 VP.
    assert b["mosul"].objective and b["mosul"].oil_field and fmap.box_vp("mosul") == 3
    assert b["karbala"].holy_city and b["najaf"].holy_city
    assert fmap.box_vp("karbala") == fmap.box_vp("najaf") == 4
    assert [x.id for x in b.values() if x.holy_city] == ["karbala", "najaf"]
    # 31.1 singles Mosul out: the only box both objective and oil field.
    assert [x.id for x in b.values() if x.objective and x.oil_field] == ["mosul"]
    # 18.2: Dahuk is defensive terrain (1 column) and adjacent to Mosul.
    assert b["dahuk"].defence == -1 and "mosul" in fmap.NEIGHBOURS["dahuk"]
    # 14.9: Russian supply on Tartus or Latakia only.
    assert set(fmap.supply_sources("RUS")) == {"tartus", "latakia"}
    # 14.10: US and Western supply at Incirlik, Netanya, H5, Baghdad, Kuwait City, Saudi boxes.
    west = set(fmap.supply_sources("WEST"))
    assert {"incirlik", "netanya", "h5", "baghdad", "kuwait_city"} <= west
    assert west - {"incirlik", "netanya", "h5", "baghdad", "kuwait_city"} == set(
        fmap.boxes_in("SAU")
    )
    assert (b["incirlik"].country, b["netanya"].country) == ("TUR", "ISR")
    assert (b["h4"].country, b["h5"].country, b["kuwait_city"].country) == ("JOR", "JOR", "KUW")
    # 14.6: Lebanese units may draw supply at Damascus; 14.4 Tripoli and 14.5 South Litani.
    assert "LEB" in b["damascus"].supply
    assert b["tripoli"].country == b["south_litani"].country == b["beirut"].country == "LEB"
    # 22.0: Daesh capture triggers; the boxes exist and lie in Iraq and Syria.
    for box_id in tables.DAESH_TENSION_BOXES:
        assert b[box_id].country in ("IRQ", "SYR")
    # Special joker Hezbollah arsenal: Quneitra, Qatana, Tartus, Quseir, Damascus in Syria.
    for box_id in ("quneitra", "qatana", "tartus", "quseir", "damascus", "aleppo"):
        assert b[box_id].country == "SYR"
    # Card 74: Jarabulus in Syria, Dahuk in Iraq.
    assert (b["jarabulus"].country, b["dahuk"].country) == ("SYR", "IRQ")
    # 21.0: the Golan is distinct from Israel proper and held by Israel.
    assert b["golan"].country == "ISR" and "quneitra" in fmap.NEIGHBOURS["golan"]
    # 27.1: Haifa and Netanya in Israel; Incirlik the US base in Turkey.
    assert b["haifa"].country == "ISR"


@needs_book
def test_every_place_the_book_names_is_a_box() -> None:
    """Scan the book for the place names it uses and map each to a box."""
    text = BOOK.read_text(encoding="utf-8")
    names = {
        "Mosul": "mosul", "Dahuk": "dahuk", "Karbala": "karbala", "Najaf": "najaf",
        "Baghdad": "baghdad", "Alep": "aleppo", "Aleppo": "aleppo", "Damas": "damascus",
        "Tartus": "tartus", "Latakia": "latakia", "Beyrouth": "beirut", "Tripoli": "tripoli",
        "South Litani": "south_litani", "Quneitra": "quneitra", "Qatana": "qatana",
        "Quseir": "quseir", "Jarabulus": "jarabulus", "Kuwait City": "kuwait_city",
        "Incirlik": "incirlik", "Netanya": "netanya", "Haïfa": "haifa", "H4": "h4", "H5": "h5",
        "Golan": "golan",
    }  # fmt: skip
    for name, box_id in names.items():
        assert re.search(rf"\b{re.escape(name)}\b", text), name
        assert box_id in fmap.BOXES


def test_the_battlefield_scores_and_oil_fields_exist_for_daesh() -> None:
    """31.1 counts Iraq, Syria, Lebanon, Kuwait; 25.2 pays Daesh per oil field it holds, so
    Daesh-symbol boxes must include oil fields (the book's example has 3)."""
    daesh_oil = [x for x in fmap.BOXES.values() if x.daesh and x.oil_field]
    assert len(daesh_oil) >= 3
    assert all(x.country in fmap.VP_COUNTRIES for x in fmap.BOXES.values() if x.daesh)


# ------------------------------------------------------------------------------ CRT


def test_crt_is_the_printed_table() -> None:
    printed = """
    1 AR* AR* AR AR AR AR AR EX EX DR
    2 AR* AR AR AR AR EX EX EX DR DR
    3 AR AR AR EX EX EX* EX DR DR DR*
    4 AR AR EX EX* EX* DR DR DR DR* DS
    5 AR EX EX* EX* DR DR DR DR* DS DS
    6 EX EX* DR DR DR DR DR* DS DS DS
    """
    for line in printed.strip().splitlines():
        die, *row = line.split()
        assert tables.CRT[int(die)] == tuple(row)
    # The row-3 reading: EX* at +5/+7 but EX at +8/+10, as printed.
    assert tables.combat_result(6, 0, 3) == "EX*"
    assert tables.combat_result(9, 0, 3) == "EX"
    assert [c[0] for c in tables.CRT_COLUMNS][0] == "-8 ou moins"
    assert [c[0] for c in tables.CRT_COLUMNS][-1] == "+18 ou plus"


def test_crt_columns_cover_every_difference_in_order() -> None:
    previous = 0
    for difference in range(-30, 31):
        column = tables.base_column(difference)
        assert column >= previous
        previous = column
        _label, low, high = tables.CRT_COLUMNS[column]
        assert low is None or difference >= low
        assert high is None or difference <= high
    assert tables.base_column(-8) == 0 and tables.base_column(-7) == 1
    assert tables.base_column(1) == 3 and tables.base_column(2) == 4
    assert tables.base_column(17) == 8 and tables.base_column(18) == 9


def test_every_crt_result_type_is_reachable_and_explained() -> None:
    found = {r for row in tables.CRT.values() for r in row}
    assert found == set(tables.RESULTS) == {"AR*", "AR", "EX", "EX*", "DR", "DR*", "DS"}


def test_shifts_clamp_at_the_table_edges() -> None:
    assert tables.final_column(-20, -3) == 0
    assert tables.final_column(15, 5) == 9
    assert tables.final_column(0, -1) == 2
    with pytest.raises(ValueError):
        tables.combat_result(0, 0, 7)


def test_tension_track() -> None:
    """22.0/22.1: effects at 5, 6 and 10; the levels crossed by a jump all fire."""
    assert sorted(tables.TENSION_EFFECTS) == [5, 6, 10]
    assert tables.tension_levels_crossed(4, 6) == (5, 6)
    assert tables.tension_levels_crossed(5, 9) == (6,)
    assert tables.tension_levels_crossed(9, 12) == (10,)
    assert tables.tension_after(9, 3) == 10 and tables.tension_after(1, -3) == 0
    once = [t.id for t in tables.TENSION_TRIGGERS if not t.once]
    assert once == ["daesh_takes_key_box"]
    assert len(tables.TENSION_TRIGGERS) == 10


# ------------------------------------------------------------------------------ cards


def test_95_cards_numbered_1_to_95_and_5_special_jokers() -> None:
    assert sorted(cards.CARDS) == list(range(1, 96))
    assert len(cards.SPECIAL_JOKERS) == 5
    decks = Counter(card.deck for card in cards.CARDS.values())
    assert decks == {"support": 35, "event": 60}


def test_operation_points_are_4_6_or_8_and_reinforcements_are_8() -> None:
    """Book 16.0: 4, 6 or 8; 34.0: the Reinforcements card's 8 OP."""
    assert {card.ops for card in cards.CARDS.values()} == {4, 6, 8}
    assert all(cards.CARDS[n].ops == 8 for n in range(54, 64))


def test_high_tension_cards_are_6_supports_and_9_events() -> None:
    """Book 8.3: "15 cartes (6 « Appuis » et 9 « Événements »)"."""
    ht = [card for card in cards.CARDS.values() if card.high_tension]
    assert Counter(card.deck for card in ht) == {"support": 6, "event": 9}


def test_every_effect_and_timing_is_from_the_closed_lists() -> None:
    effects = [e for card in cards.CARDS.values() for e in card.effects]
    effects += [e for j in cards.SPECIAL_JOKERS.values() for e in j.effects]
    assert all(e.kind in cards.EFFECT_KINDS for e in effects)
    for card in cards.CARDS.values():
        assert card.effects, card.number
        assert set(card.timing) <= cards.TIMINGS
        if card.deck == "event":
            assert "event" in card.timing
    # Every kind in the list is used by some card (no dead handler to write).
    assert {e.kind for e in effects} == cards.EFFECT_KINDS


@needs_book
def test_card_texts_are_the_books() -> None:
    """Each card's text is a passage of the book once line and page breaks are joined."""
    text = re.sub(r"\s+", " ", BOOK.read_text(encoding="utf-8").replace("**", ""))
    text = text.replace("\\*", "*").replace(" - ", " ")
    for card in cards.CARDS.values():
        # Compare a long sentence-sized window of each text (the scan splits some paragraphs).
        for chunk in re.split(r" ; ", card.text_fr):
            assert chunk.strip(" -") in text, (card.number, chunk)
    for joker in cards.SPECIAL_JOKERS.values():
        assert joker.text_fr[:80] in text


def test_card_flags_match_their_printed_text() -> None:
    """Tension deltas, turn limits and removal read from the text match the structured data."""
    for card in cards.CARDS.values():
        text = card.text_fr
        found = re.findall(r"([+-]\d) sur l'échelle de tension", text)
        assert card.tension == sum(int(x) for x in found), card.number
        if "ne peut pas être jouée au Tour 1" in text:
            assert card.not_before_turn == 2, card.number
        elif m := re.search(r"avant le Tour (\d)", text):
            assert card.not_before_turn == int(m.group(1)), card.number
        else:
            assert card.not_before_turn == 1, card.number
        removed = "retirée du jeu après avoir été jouée" in text or "alors retirées" in text
        assert card.removed == removed, card.number
        assert card.us_approval == ("requiert l'autorisation des États-Unis" in text), card.number
        shifts = re.search(r"(\d) colonnes? de décalage", text)
        if shifts:
            columns = [e.params["columns"] for e in card.effects if e.kind == "column_shift"]
            assert columns == [int(shifts.group(1))], card.number
        if "en mode offensif seulement" in text:
            assert card.timing == ("support_attack",), card.number
        if "en mode défensif seulement" in text:
            assert "support_attack" not in card.timing


def test_who_may_play_restricted_cards() -> None:
    """8.1: only the Syrian player and Daesh may use card 19; 28 and 29 name their players;
    74 cannot be played by the Syrian or Iraqi player."""
    assert cards.CARDS[19].played_by == ("SYR", "DAESH")
    assert set(cards.CARDS[28].played_by) == {"US", "ISR", "TUR", "SAU"}
    assert set(cards.CARDS[29].played_by) == {"RUS", "SYR", "IRN"}
    assert set(cards.CARDS[74].not_played_by) == {"SYR", "IRQ"}
    assert cards.CARDS[71].requires == 70 and cards.CARDS[73].requires == 72


def test_symbols_reading() -> None:
    """8.1: Daesh uses only ● supports, the Kurds only ○; only support cards carry symbols;
    car bombs (5-6) are for Kurds, Daesh and militias, so carry both; card 22 is for Kurds."""
    for card in cards.CARDS.values():
        if card.deck == "event":
            assert not card.daesh and not card.kurds
    assert cards.CARDS[5].daesh and cards.CARDS[5].kurds
    assert cards.CARDS[19].daesh and not cards.CARDS[19].kurds
    assert cards.CARDS[22].kurds and not cards.CARDS[22].daesh
    air = [n for n, c in cards.CARDS.items() if any("air_mission" in e.params for e in c.effects)]
    assert not any(cards.CARDS[n].daesh or cards.CARDS[n].kurds for n in air)


def test_air_mission_counters_and_their_limits() -> None:
    """25-26 do not stop stealth; 28 does; 29 does not stop helicopters."""

    def cancel(n: int) -> dict[str, object]:
        return dict(next(e.params for e in cards.CARDS[n].effects
                         if e.kind == "cancel_air_missions"))  # fmt: skip

    assert cancel(25)["beats_stealth"] is False and cancel(26)["beats_stealth"] is False
    assert cancel(28)["beats_stealth"] is True
    assert cancel(29)["beats_helicopters"] is False
    assert all(cards.CARDS[n].timing == ("response_air_mission",) for n in (25, 26, 28, 29))


def test_strike_tables_read_the_box_defence_into_the_die() -> None:
    """Cards 35-36: 1-2 nothing, 3-4 reduced, 5-6 eliminated, die modified by the box."""
    table = cards.STRIKE_STANDARD
    assert [cards.strike_effect(table, d) for d in range(1, 7)] == [
        "none", "none", "reduce", "reduce", "eliminate", "eliminate",
    ]  # fmt: skip
    assert cards.strike_effect(table, 5, box_defence=-1) == "reduce"
    assert cards.strike_effect(table, 1, box_defence=-2) == "none"
    assert cards.strike_effect(cards.STRIKE_REDUCE, 4, modifier=-1) == "reduce"
    assert cards.strike_effect(cards.STRIKE_REDUCE, 3, modifier=-1) == "none"


# ------------------------------------------------------------------------------ units


def test_daesh_has_25_counters_with_three_decoys_and_al_baghdadi() -> None:
    """25.1: 25 counters, values between 6-4 and 1-2, 3 decoys, Al Baghdadi with 2 steps and a
    movement factor; every other counter one step and an X for movement."""
    daesh = [units.UNITS[uid] for uid in units.of_nation("DAESH")]
    assert len(daesh) == 25
    assert sum(u.decoy for u in daesh) == 3
    leader = units.UNITS["daesh_baghdadi"]
    assert leader.steps == 2 and leader.movement is not None
    fighters = [u for u in daesh if not u.decoy and u is not leader]
    assert all(u.steps == 1 and u.movement is None for u in fighters + [*filter(
        lambda u: u.decoy, daesh)])  # fmt: skip
    values = {(u.attack, u.defence) for u in daesh if not u.decoy}
    assert max(values) == (6, 4) and min(values) == (1, 2)
    assert all(1 <= a <= 6 and 2 <= d <= 4 for a, d in values)


def test_kurds_have_20_counters_by_faction() -> None:
    """26.1: 20 counters; 26.7: the PKK has a garrison for each PKK box and the mobile units
    5-4-2 and 4-3-2; garrisons never move or attack."""
    kurds = [units.UNITS[uid] for uid in units.of_nation("KDP", "PYD", "PKK")]
    assert len(kurds) == 20
    for unit in kurds:
        if unit.size == "garrison":
            assert unit.movement is None and unit.attack == 0 and unit.defence > 0
        else:
            assert unit.size == "kurd_mobile" and unit.movement
    pkk = {(u.attack, u.defence, u.movement) for u in kurds
           if u.nation == "PKK" and u.size == "kurd_mobile"}  # fmt: skip
    assert pkk == {(5, 4, 2), (4, 3, 2)}
    garrisons = [u for u in kurds if u.nation == "PKK" and u.size == "garrison"]
    assert len(garrisons) == len(fmap.faction_boxes("PKK"))


def test_the_us_units_of_27_1() -> None:
    """27.1: six units placed at once, five more the next turn, with the printed values."""
    us = {uid: units.UNITS[uid] for uid in units.of_nation("US")}
    assert len(us) == 11
    printed = {
        "us_75_para_rgt": (3, 3, True), "us_meu": (3, 4, False),
        "us_82_1_para_bde": (4, 4, True), "us_101_1_para_bde": (4, 4, True),
        "us_101_2_para_bde": (4, 4, True), "us_3_arm_rgt": (6, 5, False),
        "us_1_meb": (6, 6, False), "us_2_meb": (6, 6, False),
        "us_3md_1_arm_bde": (8, 6, False), "us_3md_2_mec_bde": (5, 6, False),
        "us_3md_3_mec_bde": (5, 6, False),
    }  # fmt: skip
    for uid, (attack, defence, airmobile) in printed.items():
        unit = us[uid]
        assert (unit.attack, unit.defence, unit.airmobile) == (attack, defence, airmobile)
        assert unit.movement == (3 if airmobile else 6)
    assert us["us_3_arm_rgt"].armour and us["us_3md_1_arm_bde"].armour


def test_units_printed_in_the_book() -> None:
    """18.2: 6-6-4, 4-4-3, 8-8-4 (armoured), 2-3-5; card 74's stack has one corps; card 84's
    French and British units exist."""
    values = {uid: (u.attack, u.defence, u.movement) for uid, u in units.UNITS.items()}
    assert values["irq_1_mech_div"] == (6, 6, 4)
    assert values["irq_5_inf_div"] == (4, 4, 3)
    assert values["irq_9_arm_div"] == (8, 8, 4) and units.UNITS["irq_9_arm_div"].armour
    assert values["tur_66_mech_bde"] == (2, 3, 5)
    stack = next(e for e in cards.CARDS[74].effects if e.kind == "place_stack").params["units"]
    assert sum(units.UNITS[uid].corps for uid in stack) == 1
    assert len(stack) == tables.STACK_LIMIT
    for_84 = next(e for e in cards.CARDS[84].effects if e.kind == "receive_units")
    assert {units.UNITS[uid].nation for uid in for_84.params["units"]} == {"FR", "UK"}


def test_reduced_values_and_steps() -> None:
    for unit in units.UNITS.values():
        if unit.steps == 2:
            assert unit.reduced_attack is not None and unit.reduced_defence is not None
            assert 1 <= unit.reduced_attack <= max(1, unit.attack)
            assert 1 <= unit.reduced_defence <= unit.defence
        else:
            assert unit.nation == "DAESH" and unit.reduced_attack is None
    assert (units.reduced(8), units.reduced(3), units.reduced(2)) == (4, 2, 1)


# ------------------------------------------------------------------------------ scenario 1


def test_scenario_1_is_the_books_tutorial() -> None:
    s1 = scenarios.SCENARIOS[1]
    assert (s1.players, s1.turns) == (2, 6)
    assert len(s1.seats) == 2 and set(s1.initiative) == {seat.id for seat in s1.seats}
    assert set(s1.removed_cards) <= set(cards.CARDS)
    # 23.2 / 24.0: cards 67 and 41 may be played in scenario 1; 23.3: card 68 may not.
    assert 67 not in s1.removed_cards and 41 not in s1.removed_cards
    assert 68 in s1.removed_cards
    assert s1.tension is None or tables.TENSION_MIN <= s1.tension <= tables.TENSION_MAX


def test_scenario_1_setup_is_legal() -> None:
    """Stacking (4.0): 3 units a box (4 for Daesh), at most one corps; no enemy stacking (20.0:
    units of different seats, Daesh and each Kurdish faction never share a box); every unit
    exists and is placed once, never also in a pool or a batch."""
    s1 = scenarios.SCENARIOS[1]
    placed: list[str] = []
    for box_id, stack in s1.setup.items():
        assert box_id in fmap.BOXES
        assert fmap.BOXES[box_id].country in s1.play_area
        assert all(uid in units.UNITS for uid in stack)
        nations = {units.UNITS[uid].nation for uid in stack}
        limit = tables.STACK_LIMIT_DAESH if nations == {"DAESH"} else tables.STACK_LIMIT
        assert 1 <= len(stack) <= limit, box_id
        assert sum(units.UNITS[uid].corps for uid in stack) <= tables.CORPS_PER_STACK
        owners = {s1.seat_of(uid) or units.UNITS[uid].nation for uid in stack}
        assert len(owners) == 1, f"enemy units stacked in {box_id}"
        placed += stack
    later = [uid for pool in s1.pools.values() for uid in pool]
    later += [uid for batches in s1.batches.values() for batch in batches for uid in batch]
    assert len(placed + later) == len(set(placed + later))
    for seat_id, batches in s1.batches.items():
        for batch in batches:
            assert {s1.seat_of(uid) for uid in batch} == {seat_id}
    # Kurds on their faction's boxes (14.7, 26.0).
    for box_id, stack in s1.setup.items():
        for uid in stack:
            if units.UNITS[uid].nation in ("KDP", "PYD", "PKK"):
                assert fmap.BOXES[box_id].kurd == units.UNITS[uid].nation


def test_scenario_1_victory_conditions_name_real_boxes_and_levels() -> None:
    s1 = scenarios.SCENARIOS[1]
    assert set(s1.victory) == {seat.id for seat in s1.seats}
    for victory in s1.victory.values():
        for condition in victory.conditions:
            assert condition.kind in ("hold", "hold_any")
            assert all(fmap.BOXES[b].country in s1.play_area for b in condition.boxes)
        counts = [needed for _name, needed in victory.levels]
        assert counts == sorted(counts) and counts[-1] <= len(victory.conditions)
        assert [n for n, _ in victory.levels] == ["minor", "major", "decisive"]


def test_fitna_is_registered() -> None:
    """The engine plays scenario 1: its GAME is found by discovery (rules.discover)."""
    import rules
    import rules.fitna

    assert "fitna" in rules.game_packages()
    assert rules.fitna.GAME.playable and rules.GAMES["fitna"] is rules.fitna.GAME


def test_turn_track_and_reshuffles() -> None:
    """8.2: decks reshuffled at the start of turns 3, 6, 9 and 12; 2.3: at most 12 turns."""
    assert list(tables.TURN_TRACK.steps) == list(range(1, 13))
    assert tables.TURN_TRACK.crossed(1, 12) == [3, 6, 9, 12]
    assert all(s.turns <= tables.TURN_TRACK.maximum for s in scenarios.SCENARIOS.values())


def test_the_doc_lists_every_box_card_and_counter_with_the_datas_values() -> None:
    """docs/fitna.md's appendices agree with the data modules (regenerate them when data moves)."""
    doc = (Path(__file__).resolve().parents[2] / "docs" / "fitna.md").read_text(encoding="utf-8")
    rows = [line.split(" | ") for line in doc.splitlines() if line.startswith("| ")]
    boxes = {r[0].strip("| `"): r for r in rows if r[0].strip("| `") in fmap.BOXES}
    assert set(boxes) == set(fmap.BOXES)
    for box_id, row in boxes.items():
        box = fmap.BOXES[box_id]
        assert (row[2], row[3], row[5] or "0") == (box.country, box.terrain, str(box.defence))
        assert row[8].split(", ") == list(fmap.NEIGHBOURS[box_id])
    numbered = {int(r[0].strip("| ")): r for r in rows if r[0].strip("| ").isdigit()}
    assert set(numbered) == set(cards.CARDS)
    for number, row in numbered.items():
        card = cards.CARDS[number]
        assert (row[1], row[2], int(row[4])) == (card.deck, card.title_fr, card.ops)
    listed = {r[0].strip("| `") for r in rows} & set(units.UNITS)
    assert listed == set(units.UNITS)


def test_supply_rules_cover_every_nation_and_name_the_books_sources() -> None:
    assert set(fmap.SUPPLY_RULES) == set(units.NATIONS)
    assert fmap.sources_for("FSA") == frozenset(fmap.boxes_in("TUR") + fmap.boxes_in("JOR"))
    assert fmap.always_supplied("FSA", "tripoli") and not fmap.always_supplied("FSA", "idlib")
    assert fmap.always_supplied("SHIA", "south_litani")
    assert fmap.always_supplied("HEZB_LEB", "sidon") and "damascus" in fmap.sources_for("HEZB_LEB")
    assert fmap.sources_for("PYD") == frozenset(fmap.faction_boxes("PYD"))
    assert fmap.sources_for("DAESH") == frozenset(b.id for b in fmap.BOXES.values() if b.daesh)
    assert fmap.sources_for("US") == frozenset(fmap.supply_sources("WEST"))


def _held_by(control: dict[str, str | None], owner: str) -> Callable[[str], bool]:
    return lambda box_id: control[box_id] == owner


def test_scenario_1_units_are_supplied_at_set_up_except_the_besieged() -> None:
    """14.0: a line of adjacent boxes controlled by the unit's side to a source of its
    nationality (Jordan counts as the rebels' by the scenario's rule); the scenario names the
    boxes that start isolated."""
    s1 = scenarios.SCENARIOS[1]
    control = scenarios.initial_control(s1)
    assert control["damascus"] == "SYR" and control["idlib"] == "TUR"
    assert control["gaziantep"] == "TUR" and control["baghdad"] is None
    assert control["afrin"] == "PYD" and control["raqqa"] == "SYR"
    if any(rule.id == "jordan_supply" for rule in s1.rules):
        control.update({box_id: "TUR" for box_id in fmap.boxes_in("JOR")})
    isolated = set()
    for box_id, stack in s1.setup.items():
        for uid in stack:
            nation = units.UNITS[uid].nation
            owner = scenarios.owner_of_unit(s1, uid)
            if fmap.always_supplied(nation, box_id):
                continue
            reach = fmap.GRAPH.component(box_id, _held_by(control, owner))
            if not reach & fmap.sources_for(nation):
                isolated.add(box_id)
    assert isolated == set(scenarios.BESIEGED[1])


def test_air_missions_and_their_counters() -> None:
    """25-26 stop every air mission but stealth; 28 every one; 29 every one but helicopters;
    every card that flies names a known kind of mission."""
    flown = {e.params["air_mission"] for c in cards.CARDS.values() for e in c.effects
             if "air_mission" in e.params}  # fmt: skip
    assert flown <= cards.AIR_MISSIONS and "stealth" in flown and "helicopter" in flown
    assert not cards.cancels(25, "stealth") and cards.cancels(25, "helicopter")
    assert not cards.cancels(26, "stealth") and cards.cancels(26, "aircraft")
    assert cards.cancels(28, "stealth") and cards.cancels(28, "drone")
    assert not cards.cancels(29, "helicopter") and cards.cancels(29, "stealth")


def test_the_eleven_scenarios_of_2_3_and_what_the_rules_say_of_them() -> None:
    facts = scenarios.SCENARIO_FACTS
    assert sorted(facts) == list(range(1, 12))
    assert [(f.players, f.turns) for f in facts.values()] == [
        ((2,), 6), ((3, 4), 6), ((3, 4), 6), ((3,), 9), ((2,), 6), ((3,), 9), ((4,), 9),
        ((2,), 9), ((2,), 6), ((5,), 6), ((6,), 12),
    ]  # fmt: skip
    # Scenario 1 as authored agrees with the book's facts.
    s1, f1 = scenarios.SCENARIOS[1], facts[1]
    assert (s1.players, s1.turns) == (f1.players[0], f1.turns)
    assert (67 in s1.removed_cards) is not f1.syrian_coup_card
    assert (68 in s1.removed_cards) is not f1.iraqi_coup_card
    assert (41 in s1.removed_cards) is not f1.lebanon_war_card
    assert not f1.russian_units and not any(
        units.UNITS[u].nation == "RUS" for stack in s1.setup.values() for u in stack
    )
    assert facts[11].starts_with_iraqi_coup and facts[7].kurdish_player
    assert facts[10].us_at_tension_10 == ("ISR", "TUR")


_NUMBERS = {"une": 1, "1": 1, "2": 2, "3": 3, "4": 4}


def _printed_die_table(text: str) -> dict[int, str]:
    """The die table printed in a strike card's text, as {face: none/reduce/eliminate}."""
    table: dict[int, str] = {}
    pattern = r"(\d)(?:-(\d))? ?[=:] ?(pas d'effet|l'unité est réduite|unité réduite|l'unité est " \
        r"éliminée|unité éliminée|l'unité est détruite)"  # fmt: skip
    for low, high, what in re.findall(pattern, text):
        effect = "none" if "pas" in what else "reduce" if "réduite" in what else "eliminate"
        for face in range(int(low), int(high or low) + 1):
            table[face] = effect
    return table


def test_strike_summaries_match_the_printed_text() -> None:
    """Every strike: the number of boxes chosen, the die table and whether the box's defence
    modifies the die are those the card or joker prints."""
    holders = [(f"card {c.number}", c.text_fr, c.effects) for c in cards.CARDS.values()]
    holders += [(j.id, j.text_fr, j.effects) for j in cards.SPECIAL_JOKERS.values()]
    checked = 0
    for name, text, effects in holders:
        for effect in effects:
            if effect.kind != "strike":
                continue
            checked += 1
            printed = _printed_die_table(text)
            if "3-6 = l'unité est détruite" in text:  # cards 47-49 (Al Baghdadi reduced)
                printed.update({f: "eliminate" for f in range(3, 7)})
            assert printed == dict(effect.params["table"]), name
            chosen = re.search(r"(?:choisit|sélectionne) (une|\d) cases?", text)
            if chosen:
                assert effect.params["boxes"] == _NUMBERS[chosen.group(1)], name
            modifies = bool(re.search("modifié par la valeur (défensive|de défense)", text))
            assert effect.params["box_defence_modifies"] is modifies, name
    assert checked == 16  # 35, 36, 42, 47, 48, 49, 76, 82, 85, 91, 92 and the five jokers
    for joker in cards.SPECIAL_JOKERS.values():
        found = re.findall(r"([+-]\d) sur l'échelle de tension", joker.text_fr)
        deltas = [e.params["delta"] for e in joker.effects if e.kind == "tension"]
        assert deltas == [int(x) for x in found], joker.id


def test_other_die_tables_match_the_printed_text() -> None:
    """24.0 / card 41, 23.2-23.3 / cards 67-68, card 90 and 27.2's approval rolls."""
    assert _printed_die_table(cards.CARDS[41].text_fr) == tables.LEBANON_WAR_ROLL
    for number in (67, 68):
        text = cards.CARDS[number].text_fr
        assert "1-2 = l'unité rejoint la rébellion" in text
        assert "3-4 = l'unité, débandée, est éliminée" in text
        assert "5-6 = l'unité reste loyale" in text
    assert [tables.COUP_ROLL[f] for f in range(1, 7)] == ["rebel"] * 2 + ["eliminate"] * 2 + [
        "loyal"
    ] * 2
    text90 = cards.CARDS[90].text_fr
    assert "1-2 = pas d'effet ; 3-4 = la partie se termine immédiatement ; 5-6 = la partie se " \
        "termine à la fin du tour" in text90  # fmt: skip
    assert [cards.UN_COUNCIL[f] for f in range(1, 7)] == ["none"] * 2 + ["end_now"] * 2 + [
        "end_of_turn"
    ] * 2
    assert [tables.us_approves("vs_daesh", d) for d in range(1, 7)] == [True] * 5 + [False]
    assert [tables.us_approves("SAU", d) for d in range(1, 7)] == [True] * 2 + [False] * 4
    assert not any(tables.us_approves("IRN", d) for d in range(1, 7))


def test_every_nation_a_card_names_is_known() -> None:
    """Cards name nationalities (who may play, whose hand, whose units): each is a code of
    units.NATIONS (plus WEST, the US-French-British player of card 84), with supply rules."""
    named: set[str] = set()
    for card in cards.CARDS.values():
        named |= set(card.played_by) | set(card.not_played_by)
        for effect in card.effects:
            params = effect.params
            named |= set(params.get("nations", ()))
            for key in ("nation", "who", "country"):
                if key in params:
                    named.add(params[key])
            if effect.kind == "random_discard" and params["source"] != "each_opponent":
                named.add(params["source"])
    for joker in cards.SPECIAL_JOKERS.values():
        named.add(joker.owner)
    assert named - set(units.NATIONS) == {"WEST"}
    assert set(fmap.SUPPLY_RULES) == set(units.NATIONS)


def test_every_card_says_where_its_op_come_from() -> None:
    for card in cards.CARDS.values():
        assert card.ops_source.startswith(
            "book 34.0" if card.title_fr == "RENFORTS" else "authored"
        )
        if card.ops == 8 and card.title_fr != "RENFORTS":
            kinds = {e.kind for e in card.effects}
            assert kinds <= {"tension", "ceasefire", "draw_cards", "restore_hand_limit",
                             "us_auto_approval"}, card.number  # fmt: skip


def test_roads_are_real_distances_apart() -> None:
    """Every road joins boxes at most 350 km apart at their real coordinates (the longest are
    the desert roads: Ilam-Ahvaz, Ramadi-Rutba, the Tapline), and boxes closer than 20 km are
    joined (twin border towns such as Al Qaim and Abu Kamal)."""
    for a, b in fmap.EDGES:
        assert 5 < fmap.road_km(a, b) < 350, (a, b)
    for a in fmap.BOXES:
        for b in fmap.BOXES:
            if a < b and fmap.road_km(a, b) < 20:
                assert b in fmap.NEIGHBOURS[a], (a, b)
