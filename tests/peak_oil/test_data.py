"""Peak Oil's authored data against the book: counts, the set-up table, the 2–3 player
removal, the map's routes and arrows, and the closed lists of card effects.

The book (``shared/seeds/001_…``) gives counts and a few values; the rest is authored in
``rules/peak_oil/data``. These checks fail when an edit breaks what the book states or what
the documentation claims of the authored data.
"""

from __future__ import annotations

import re
from collections import Counter, deque
from pathlib import Path
from typing import get_args

import pytest

from rules.peak_oil.data import abilities, board, cards, tables

# The book's set-up table as the scan printed it (players, red, yellow, black, consultants of
# level 1, 2, 3); the 4-player example fixes the columns: "le sac contient 22 Barils noirs, 4
# Barils rouges et 4 Barils jaunes", "4 Consultants de Niveau 1, 3 … Niveau 2 et 2 … Niveau 3".
BOOK_TABLE = """
2	2	2	18	2	2	1
3	3	3	20	3	2	2
4	4	4	22	4	3	2
5	5	5	25	5	4	3
"""


def book_rows() -> list[list[int]]:
    return [[int(cell) for cell in line.split()] for line in BOOK_TABLE.strip().splitlines()]


# ------------------------------------------------------------------------------ counts


def test_component_counts_are_the_books() -> None:
    """book "Composants du jeu": 25 oil fields, 25 start-ups, 15 consultants, 18 PR crises,
    7 portfolios, 7 HQ cards, 11 risk tokens, 3 refinery tokens, 5 security tokens,
    50 barrels (40 black, 5 red, 5 yellow), 20 agents (4 per player in 5 colours)."""
    assert len(cards.OIL_FIELDS) == 25
    assert len(cards.EXTRA_OIL_FIELDS) == 10
    assert len(cards.START_UPS) == 25
    assert len(abilities.CONSULTANTS) == 15
    assert len(abilities.CRISES) == 18
    assert len(cards.PORTFOLIOS) == 7
    assert len(cards.HQ_CARDS) == 7
    assert len(board.RISK_TOKENS) == 11
    assert len(board.REFINERY_TOKENS) == 3
    assert tables.SECURITY_TOKENS == 5
    assert tables.BARRELS_IN_BOX == {"black": 40, "red": 5, "yellow": 5}
    assert tables.AGENTS_PER_PLAYER * len(cards.AGENT_COLOURS) == 20


def test_ids_are_unique() -> None:
    for group in (
        [f.id for f in (*cards.OIL_FIELDS, *cards.EXTRA_OIL_FIELDS)],
        [s.id for s in cards.START_UPS],
        [c.id for c in abilities.CONSULTANTS],
        [c.id for c in abilities.CRISES],
        [p.id for p in cards.PORTFOLIOS],
        [h.id for h in cards.HQ_CARDS],
        [t.id for t in board.RISK_TOKENS],
        [t.id for t in board.REFINERY_TOKENS],
        list(board.NODES),
    ):
        assert len(group) == len(set(group)), [k for k, n in Counter(group).items() if n > 1]


def test_levels_cover_the_set_up_table() -> None:
    """Three levels of consultants and crises; every level holds at least as many consultants
    as the table ever reveals ("révélez-les …, autant que le nombre de joueurs")."""
    consultant_levels = Counter(c.level for c in abilities.CONSULTANTS)
    crisis_levels = Counter(c.level for c in abilities.CRISES)
    assert set(consultant_levels) == set(crisis_levels) == {1, 2, 3}
    for row in tables.SETUP.values():
        for level, shown in zip((1, 2, 3), row.consultants, strict=True):
            assert consultant_levels[level] >= shown, (row.players, level)


def test_values_the_book_gives() -> None:
    assert [tables.CONSULTANT_VP[level] for level in (1, 2, 3)] == [1, 1, 2]
    assert [tables.CRISIS_VP_LOSS[level] for level in (1, 2, 3)] == [1, 3, 5]
    assert [tables.WHITEWASH_COST[level] for level in (1, 2, 3)] == [0, 1, 2]
    assert all(c.vp == tables.CONSULTANT_VP[c.level] for c in abilities.CONSULTANTS)
    assert all(c.whitewash_cost == tables.WHITEWASH_COST[c.level] for c in abilities.CRISES)
    assert tables.EXTRA_REASSIGN_COST == 2
    assert tables.MAX_AGENTS_PER_ZONE == 5
    assert tables.MAX_AGENTS_PER_PLAYER == 4
    assert tables.START_AGENTS_IN_HQ == 2
    assert tables.START_BLACK_BARRELS_IN_HQ == 1
    assert tables.FIELD_DISPLAY == tables.START_UP_DISPLAY == 3
    assert tables.RISK_TOKENS_PLACED == 8
    assert tables.GREY_OPS_PAYMENT == 1
    assert tables.BRUTAL_RED_BARRELS == 2
    assert tables.BRUTAL_COUNTER_VP_LOSS == 2


# ------------------------------------------------------------------------------ set-up table


def test_set_up_table_holds_every_value_of_the_book() -> None:
    rows = book_rows()
    assert [row[0] for row in rows] == list(tables.PLAYER_COUNTS) == [2, 3, 4, 5]
    for players, red, yellow, black, c1, c2, c3 in rows:
        row = tables.SETUP[players]
        assert (row.red, row.yellow, row.black) == (red, yellow, black)
        assert row.consultants == (c1, c2, c3)


def test_four_player_set_up_example() -> None:
    """book "Exemple pour 4 joueurs": 8 barrels on regions from the revealed fields; a bag of
    22 black, 4 red, 4 yellow; consultants 4 / 3 / 2."""
    row = tables.SETUP[4]
    assert row.barrels_on_regions == 8
    assert (row.black, row.red, row.yellow) == (22, 4, 4)
    assert row.consultants == (4, 3, 2)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_set_up_barrels_fit_the_box(players: int) -> None:
    """The bag, one black barrel per HQ and two per revealed field come out of the box's 40
    black barrels (5 players use all 40); red and yellow out of the box's 5 each."""
    row = tables.SETUP[players]
    assert row.black_barrels_used <= tables.BARRELS_IN_BOX["black"]
    assert row.red <= tables.BARRELS_IN_BOX["red"]
    assert row.yellow <= tables.BARRELS_IN_BOX["yellow"]
    brutal = tables.brutal_bag(players)
    assert brutal["red"] == 2 and brutal["black"] == row.black


def test_five_players_use_every_black_barrel() -> None:
    assert tables.SETUP[5].black_barrels_used == tables.BARRELS_IN_BOX["black"]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_decks_are_large_enough_for_the_set_up(players: int) -> None:
    fields = cards.in_play(cards.OIL_FIELDS, players)
    assert len(fields) >= players + tables.FIELD_DISPLAY
    assert len(cards.in_play(cards.START_UPS, players)) >= tables.START_UP_DISPLAY
    assert len(cards.in_play(cards.PORTFOLIOS, players)) >= players + 2
    assert len(cards.in_play(cards.HQ_CARDS, players)) >= players
    assert len(abilities.CRISES) // 3 >= players  # a level-1 card each (harder option)
    assert sum(1 for t in board.RISK_TOKENS if not t.optional) >= tables.RISK_TOKENS_PLACED


# ------------------------------------------------------------------------------ 2–3 players


def removed(items: tuple, players: int = 3) -> set:
    return set(items) - set(cards.in_play(items, players))


@pytest.mark.parametrize("players", [2, 3])
def test_two_three_player_removal_is_exactly_the_books(players: int) -> None:
    """book: "retirez du jeu toutes les cartes marquées de 4 ou 5 ronds (toutes les cartes
    Start-Up Cellules à Hydrogène, les cartes Champs Pétrolifères Venezuela, quelques autres
    Champs et deux Portefeuilles)"."""
    start_ups = removed(cards.START_UPS, players)
    assert start_ups == {s for s in cards.START_UPS if s.technology == "hydrogen_cells"}
    assert len(start_ups) == 5

    fields = removed(cards.OIL_FIELDS, players)
    venezuela = {f for f in cards.OIL_FIELDS if f.region == "venezuela"}
    assert venezuela and venezuela <= fields
    others = fields - venezuela
    assert len(others) >= 2  # "quelques autres Champs"
    assert others == {
        f
        for f in cards.OIL_FIELDS
        if f.region != "venezuela" and "hydrogen_cells" in f.technologies
    }

    assert len(removed(cards.PORTFOLIOS, players)) == 2
    assert not removed(cards.HQ_CARDS, players)
    assert {p.technology for p in removed(cards.PORTFOLIOS, players)} == {"hydrogen_cells"}


@pytest.mark.parametrize("players", [2, 3])
def test_no_card_left_in_play_refers_to_what_is_closed(players: int) -> None:
    """With 2–3 players Venezuela is closed and Hydrogen Cells unused: no remaining start-up or
    portfolio is Hydrogen Cells, no remaining field lies in Venezuela."""
    assert "hydrogen_cells" not in tables.technologies_in_play(players)
    assert len(tables.black_market_spaces(players)) == 4
    assert "venezuela" not in board.regions_in_play(players)
    for field in cards.in_play(cards.OIL_FIELDS + cards.EXTRA_OIL_FIELDS, players):
        assert field.region in board.regions_in_play(players)
        assert set(field.technologies) <= set(tables.technologies_in_play(players))
    for start_up in cards.in_play(cards.START_UPS, players):
        assert start_up.technology in tables.technologies_in_play(players)
    for portfolio in cards.in_play(cards.PORTFOLIOS, players):
        assert portfolio.technology in tables.technologies_in_play(players)


def test_four_and_five_players_use_everything() -> None:
    for players in (4, 5):
        assert cards.in_play(cards.OIL_FIELDS, players) == cards.OIL_FIELDS
        assert cards.in_play(cards.START_UPS, players) == cards.START_UPS
        assert cards.in_play(cards.PORTFOLIOS, players) == cards.PORTFOLIOS
        assert len(tables.black_market_spaces(players)) == 5
        assert board.regions_in_play(players) == board.REGION_IDS


# ------------------------------------------------------------------------------ cards


def test_fields_are_balanced_across_regions_and_symbols() -> None:
    """Documented claim: every region and every technology symbol gets the same five
    profiles (a Latin square), one star each."""
    for key in (lambda f: f.region, lambda f: f.technologies[0]):
        groups: dict[str, list[cards.OilField]] = {}
        for field in cards.OIL_FIELDS:
            groups.setdefault(key(field), []).append(field)
        assert len(groups) == 5
        profiles = {
            name: sorted((f.barrels, f.queries, f.star) for f in group)
            for name, group in groups.items()
        }
        assert len({tuple(p) for p in profiles.values()}) == 1
        assert all(sum(f.star for f in group) == 1 for group in groups.values())
    assert all(len(f.technologies) == 1 for f in cards.OIL_FIELDS)
    assert all(f.barrels >= 1 and f.queries >= 0 for f in cards.OIL_FIELDS)


def test_extra_fields_carry_every_pair_of_technologies_once() -> None:
    pairs = [frozenset(f.technologies) for f in cards.EXTRA_OIL_FIELDS]
    assert all(len(p) == 2 for p in pairs)
    assert len(set(pairs)) == 10
    assert Counter(f.region for f in cards.EXTRA_OIL_FIELDS) == Counter(
        {region: 2 for region in board.REGION_IDS}
    )


def test_start_ups_five_per_technology() -> None:
    assert Counter(s.technology for s in cards.START_UPS) == Counter(
        {technology: 5 for technology in tables.TECHNOLOGIES}
    )
    assert set(tables.TECHNOLOGY_NAMES) == set(tables.TECHNOLOGIES)
    assert {p.technology for p in cards.PORTFOLIOS} == set(tables.TECHNOLOGIES)


# ------------------------------------------------------------------------------ the map


def test_map_holds_the_books_places() -> None:
    kinds = Counter(node.kind for node in board.NODES.values())
    assert kinds == Counter({"region": 5, "refinery": 3, "risk_zone": 8})
    assert board.REGION_IDS == ("venezuela", "libya", "nigeria", "persian_gulf", "russia")
    assert set(board.REFINERY_IDS) == {"philadelphia", "rotterdam", "singapore"}
    assert {"belarus", "suez_canal", "gulf_of_aden"} <= set(board.RISK_ZONE_IDS)
    assert len(board.RISK_ZONES) == tables.RISK_TOKENS_PLACED


def test_map_is_connected_and_edges_are_well_formed() -> None:
    seen = {board.REGION_IDS[0]}
    todo = deque(seen)
    undirected: dict[str, set[str]] = {}
    for edge in board.EDGES:
        assert edge.a in board.NODES and edge.b in board.NODES and edge.a != edge.b
        kinds = {board.NODES[edge.a].kind, board.NODES[edge.b].kind}
        assert "risk_zone" in kinds, edge  # lines join regions and refineries through zones
        undirected.setdefault(edge.a, set()).add(edge.b)
        undirected.setdefault(edge.b, set()).add(edge.a)
    while todo:
        for nxt in undirected[todo.popleft()] - seen:
            seen.add(nxt)
            todo.append(nxt)
    assert seen == set(board.NODES)
    lines = [frozenset((e.a, e.b)) for e in board.EDGES]
    assert len(lines) == len(set(lines))


def test_routes_are_exactly_what_the_graph_allows() -> None:
    assert sorted(board.routes_from_graph(), key=repr) == sorted(board.ROUTES, key=repr)
    for route in board.ROUTES:
        assert board.NODES[route.region].kind == "region"
        assert board.NODES[route.refinery].kind == "refinery"
        assert route.zones and all(board.NODES[z].kind == "risk_zone" for z in route.zones)
        assert len(set(route.zones)) == len(route.zones)


def test_transport_example_route() -> None:
    """book: Karen's transport from the Persian Gulf to Rotterdam flips the tokens of the Gulf
    of Aden and the Suez Canal (and Rotterdam's): the route is those two zones."""
    assert board.Route("persian_gulf", "rotterdam", ("gulf_of_aden", "suez_canal")) in board.ROUTES
    pg_rotterdam = [
        r for r in board.ROUTES if r.region == "persian_gulf" and r.refinery == "rotterdam"
    ]
    assert len(pg_rotterdam) == 1


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_region_and_refinery_and_zone_is_used(players: int) -> None:
    regions = board.regions_in_play(players)
    routes = [r for r in board.ROUTES if r.region in regions]
    assert {r.region for r in routes} == set(regions)
    assert {r.refinery for r in routes} == set(board.REFINERY_IDS)
    assert {z for r in routes for z in r.zones} == set(board.RISK_ZONE_IDS)


def test_every_arrow_between_zones_forbids_a_route() -> None:
    """An arrow between two risk zones is there to forbid a path: made two-way, the graph
    gives more routes (the documented ones: Venezuela through the Gulf of Guinea, the Persian
    Gulf from Malacca back to Suez)."""
    zone_arrows = [
        e
        for e in board.EDGES
        if e.one_way and board.NODES[e.a].kind == board.NODES[e.b].kind == "risk_zone"
    ]
    assert len(zone_arrows) == 2
    for arrow in zone_arrows:
        two_way = tuple(
            board.Edge(e.a, e.b, False, e.source) if e == arrow else e for e in board.EDGES
        )
        assert len(board.routes_from_graph(two_way)) > len(board.ROUTES), arrow


# ------------------------------------------------------------------------------ tokens


def test_risk_tokens() -> None:
    closed_sides = [sum(side.closed for side in t.sides) for t in board.RISK_TOKENS]
    assert sorted(closed_sides).count(1) == 1 and closed_sides.count(2) == 1
    (single,) = [t for t in board.RISK_TOKENS if sum(s.closed for s in t.sides) == 1]
    assert single.setup_side is not None and not single.sides[single.setup_side].closed
    (double,) = [t for t in board.RISK_TOKENS if sum(s.closed for s in t.sides) == 2]
    assert double.optional
    sides = [side for t in board.RISK_TOKENS for side in t.sides]
    assert any(s.barrels == 2 and not s.skulls for s in sides)  # Suez in the example
    assert any(s.skulls == 1 and not s.barrels for s in sides)  # Gulf of Aden's pirate
    assert any(s.blank for s in sides)
    assert all(s.barrels >= 0 and s.skulls >= 0 for s in sides)
    assert all(not (s.closed and (s.barrels or s.skulls)) for s in sides)


def test_refinery_tokens() -> None:
    assert all(len(t.demands) == 2 and min(t.demands) >= 1 for t in board.REFINERY_TOKENS)
    assert any(4 in t.demands for t in board.REFINERY_TOKENS)  # Rotterdam's 4 in the example


# ------------------------------------------------------------------------------ effects


def test_consultant_effects_come_from_the_closed_list() -> None:
    kinds = set(get_args(abilities.ConsultantEffectKind))
    assert set(abilities.CONSULTANT_EFFECTS) == kinds
    hooks = set(get_args(abilities.Hook))
    assert {d.hook for d in abilities.CONSULTANT_EFFECTS.values()} <= hooks
    for consultant in abilities.CONSULTANTS:
        assert consultant.effect in kinds
        assert consultant.amount >= 1
        assert "`amount`" not in consultant.text
    # One card per ability: no consultant is a copy of another.
    assert len({c.effect for c in abilities.CONSULTANTS}) == len(abilities.CONSULTANTS)


def test_crisis_effects_and_penalties_come_from_the_closed_lists() -> None:
    effects = set(get_args(abilities.CrisisEffectKind))
    penalties = set(get_args(abilities.CrisisPenaltyKind))
    assert set(abilities.CRISIS_EFFECTS) == effects
    assert set(abilities.CRISIS_PENALTIES) == penalties
    assert effects >= abilities.COUNTED_CRISIS_EFFECTS
    assert penalties >= abilities.COUNTED_CRISIS_PENALTIES
    for crisis in abilities.CRISES:
        assert crisis.effect.kind in effects and crisis.penalty.kind in penalties
        assert (crisis.effect.amount > 0) == (
            crisis.effect.kind in abilities.COUNTED_CRISIS_EFFECTS
        )
        counted = crisis.penalty.kind in abilities.COUNTED_CRISIS_PENALTIES
        assert (crisis.penalty.amount > 0) == counted
        assert (crisis.effect.kind, crisis.penalty.kind) != ("none", "none"), crisis.id
        assert "`amount`" not in abilities.crisis_text(crisis)


def test_crises_grow_harsher_by_level() -> None:
    """Documented claim: the barrels a crisis takes at once grow with its level."""

    def barrels_taken(crisis: abilities.Crisis) -> int:
        barrel_kinds = {"discard_barrels", "barrels_to_black_market", "barrels_on_card"}
        return crisis.effect.amount if crisis.effect.kind in barrel_kinds else 0

    most = {
        level: max(barrels_taken(c) for c in abilities.CRISES if c.level == level)
        for level in (1, 2, 3)
    }
    assert most[1] < most[2] < most[3]
    lasting = Counter(c.level for c in abilities.CRISES if c.penalty.kind != "none")
    assert lasting[1] <= lasting[2] <= lasting[3]


# ------------------------------------------------------------------------------ zones


def test_zones_and_options() -> None:
    assert list(tables.ACTION_ZONES) == ["expand", "develop", "invest", "grey_ops"]
    for zone in tables.ACTION_ZONES.values():
        assert len(zone.options) == len(zone.brutal_options) == 2
    assert [o.id for o in tables.DEVELOP.brutal_options] == ["drill", "research"]
    assert [o.id for o in tables.INVEST.brutal_options] == ["start_ups", "counter_whitewash"]
    assert [o.id for o in tables.GREY_OPS.brutal_options] == ["black_market", "marketing"]
    assert not any(o.refresh for z in tables.ACTION_ZONES.values() for o in z.brutal_options)
    assert tables.GREY_OPS.payment == 1 and tables.GREY_OPS.brutal_payment == 0
    assert tables.PEAK_OIL_ORDER == (
        "expand",
        "develop",
        "venezuela",
        "libya",
        "nigeria",
        "persian_gulf",
        "russia",
        "invest",
        "grey_ops",
    )


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_zones_in_play(players: int) -> None:
    zones = tables.zones_in_play(players)
    assert set(tables.ACTION_ZONES) <= set(zones)
    assert ("venezuela" in zones) == (players >= 4)
    assert len(zones) == (9 if players >= 4 else 8)


def test_game_options_and_the_bag() -> None:
    assert [o.name for o in tables.GAME_OPTIONS] == [
        "brutal",
        "hard_crises",
        "two_symbol_fields",
        "double_closed",
    ]
    assert all(
        re.fullmatch(r"[a-z_]+", o.name) and o.source.startswith("book")
        for o in tables.GAME_OPTIONS
    )
    assert tables.setup_bag(4) == {"black": 22, "red": 4, "yellow": 4}
    assert tables.setup_bag(4, brutal=True) == {"black": 22, "red": 2, "yellow": 4}
    assert tables.setup_bag(2, brutal=True)["red"] == 2


def test_crisis_discard_rounds_the_discarded_half_down() -> None:
    assert [tables.crisis_discard(n) for n in range(7)] == [0, 0, 1, 1, 2, 2, 3]


def test_brutal_counter_spaces() -> None:
    assert [tables.brutal_counter_spaces(n) for n in (2, 3, 4, 5)] == [2, 2, 3, 3]
    with pytest.raises(ValueError):
        tables.brutal_counter_spaces(6)


def test_peak_oil_is_registered() -> None:
    """The package offers its GAME: the registry lists it under its own name."""
    import rules
    import rules.peak_oil

    assert rules.peak_oil.GAME.name == "peak_oil"
    assert "peak_oil" in rules.game_packages()
    assert rules.discover()["peak_oil"] is rules.peak_oil.GAME


# ------------------------------------------------------------------------------ docs and topics

DOC = Path(__file__).parents[2] / "docs" / "peak_oil.md"


def doc_rows() -> dict[str, list[str]]:
    """The doc's table rows keyed by the id in their first cell."""
    rows = {}
    for line in DOC.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("| `") and cells[0].startswith("`"):
            rows[cells[0].strip("`")] = cells
    return rows


def test_doc_tables_show_the_data_values() -> None:
    rows = doc_rows()
    for field in cards.OIL_FIELDS:
        cells = rows[field.id]
        assert (cells[3], cells[4], cells[5]) == (
            str(field.barrels),
            str(field.queries),
            "★" if field.star else "",
        ), field.id
    for token in board.REFINERY_TOKENS:
        assert rows[token.id][1:3] == [str(d) for d in token.demands]


def test_docs_list_every_authored_item() -> None:
    """docs/peak_oil.md lists every card, token and map node by id (it has a table each)."""
    text = DOC.read_text(encoding="utf-8")
    ids = [
        *(f.id for f in (*cards.OIL_FIELDS, *cards.EXTRA_OIL_FIELDS)),
        *(s.id for s in cards.START_UPS),
        *(c.id for c in abilities.CONSULTANTS),
        *(c.id for c in abilities.CRISES),
        *(t.id for t in board.RISK_TOKENS),
        *(t.id for t in board.REFINERY_TOKENS),
        *board.NODES,
    ]
    missing = [i for i in ids if f"`{i}`" not in text]
    assert not missing
    names = [*(c.name for c in abilities.CONSULTANTS), *(c.name for c in abilities.CRISES)]
    assert all(name in text for name in names)
    # Every interpretation referred to is written down.
    defined = set(re.findall(r"^\*\*(I\d+) —", text, re.M))
    assert set(re.findall(r"\b(I\d+)\b", text)) == defined


def test_topics_fit_the_rules_command() -> None:
    """The limits /game rules applies to a registered game's topics (tests/discord/test_help)."""
    from rules.peak_oil import topics

    assert "overview" in topics.TOPICS
    for name, (title, text) in topics.TOPICS.items():
        assert re.fullmatch(r"[a-z]+", name)
        assert len(title) <= 200 and 200 <= len(text) <= 4096, name
        assert not re.findall(r"\b[a-z]+_[a-z0-9_]+\b", text), name
    listed = topics.TOPICS["overview"][1].split("Topics: ")[1].rstrip(".").split(", ")
    assert listed == [name for name in topics.TOPICS if name != "overview"]
