"""The book's worked examples, captured as data (``tests/peak_oil/examples/*.json``), one runner.

Until the engine exists (issue 12), the runner checks two things for every file: that it only
names things the data knows (players, zones, cards, tokens, routes, options), and that the
book's expected numbers follow from the position and the authored data by the book's rules
(the small recomputations below are test oracles, not the engine). The engine's tests will
play the same files through the public engine contract.
"""

from __future__ import annotations

from collections import Counter

import pytest

from rules.peak_oil.data import abilities, board, cards, tables

from .examples.schema import Action, Example, Position, load_examples

EXAMPLES = load_examples()

#: Every worked example of the book (and the set-up example) must have a file.
BOOK_EXAMPLES = {
    "setup_4p",
    "reassignment",
    "majority_tie",
    "majority_clear",
    "black_market_sandra",
    "transport_karen",
    "start_up_karen",
    "brutal_counter",
    "scoring_alba",
}

FIELDS = {f.id: f for f in (*cards.OIL_FIELDS, *cards.EXTRA_OIL_FIELDS)}
START_UPS = {s.id: s for s in cards.START_UPS}
PORTFOLIOS = {p.id: p for p in cards.PORTFOLIOS}
CONSULTANTS = {c.id: c for c in abilities.CONSULTANTS}
CRISES = {c.id: c for c in abilities.CRISES}
RISK_TOKENS = {t.id: t for t in board.RISK_TOKENS}
REFINERY_TOKENS = {t.id: t for t in board.REFINERY_TOKENS}
ZONES = {**tables.ACTION_ZONES}
PLACES = set(tables.ACTION_ZONES) | set(board.REGION_IDS)


def test_every_book_example_has_a_file() -> None:
    assert {example.id for example in EXAMPLES} >= BOOK_EXAMPLES


# ------------------------------------------------------------------------------ known ids


def positions(example: Example) -> list[Position]:
    found = [example.position]
    if example.expected.after:
        found.append(example.expected.after)
    found += [p for p in example.expected.after_actions or [] if p is not None]
    return found


def check_position(example: Example, position: Position) -> None:
    players = set(example.players)
    for zone, agents in (position.zones or {}).items():
        assert zone in PLACES, zone
        assert set(agents) <= players and sum(agents.values()) <= tables.MAX_AGENTS_PER_ZONE
    for seat, hq in (position.hq or {}).items():
        assert seat in players
        assert set(hq.start_ups or []) <= set(START_UPS)
        assert hq.portfolio is None or hq.portfolio in PORTFOLIOS
        assert set(hq.fields or []) <= set(FIELDS)
        assert set(hq.consultants or []) <= set(CONSULTANTS)
        assert set(hq.crises_up or []) | set(hq.crises_down or []) <= set(CRISES)
        assert hq.agents is None or 0 <= hq.agents <= tables.MAX_AGENTS_PER_PLAYER
    assert set(position.regions or {}) <= set(board.REGION_IDS)
    assert set(position.black_market or []) <= set(tables.black_market_spaces(len(players)))
    assert set(position.track or {}) <= set(tables.TECHNOLOGIES)
    for zone, at in (position.risk or {}).items():
        assert zone in board.RISK_ZONE_IDS and at.token in RISK_TOKENS
    for refinery, at in (position.refineries or {}).items():
        assert refinery in board.REFINERY_IDS and at.token in REFINERY_TOKENS
    for card in (position.start_up_display or []) + (position.start_up_deck_top or []):
        assert card in START_UPS
    for level, deck in (position.crisis_deck_top or {}).items():
        assert all(CRISES[card].level == level for card in deck)
    if position.counter is not None:
        assert example.variant == "brutal"
        assert len(position.counter) == tables.brutal_counter_spaces(len(players))
        assert set(position.counter) - {None} <= players
    if position.turn is not None:
        assert position.turn.seat in players
    assert position.peak_oil is None or position.peak_oil in players
    assert set(position.field_display or []) | set(position.field_deck_top or []) <= set(FIELDS)


def check_action(example: Example, action: Action) -> None:
    assert action.seat in example.players
    for place in (action.from_, action.to):
        assert place is None or place == "hq" or place in PLACES
    if action.kind != "act":
        return
    assert action.zone in PLACES
    zone = ZONES.get(action.zone or "")
    allowed = {o.id for o in zone.options_for(example.variant)} if zone else {"transport"}
    for use in action.options or []:
        assert use.option in allowed, use.option
        if use.option == "transport":
            route = board.Route(action.zone or "", use.refinery or "", tuple(use.route or ()))
            assert route in board.ROUTES, route
    assert set(action.spaces or []) <= set(tables.black_market_spaces(len(example.players)))


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.id)
def test_example_names_only_known_things(example: Example) -> None:
    assert example.source.quote and example.title
    assert len(example.players) in tables.PLAYER_COUNTS
    for position in positions(example):
        check_position(example, position)
    for action in example.actions:
        check_action(example, action)
    after_actions = example.expected.after_actions
    assert after_actions is None or len(after_actions) == len(example.actions)
    assert all(0 <= index < len(example.actions) for index in example.expected.refused)


# ------------------------------------------------------------------------------ oracles


def standing(agents: dict[str, int], seat: str) -> str:
    """book "Exécuter une action": more agents than anyone else: majority; as many as the
    most numerous other: tie; otherwise no action."""
    mine = agents.get(seat, 0)
    others = max((n for s, n in agents.items() if s != seat), default=0)
    if mine == 0 or mine < others:
        return "none"
    return "majority" if mine > others else "tie"


def options_for(example: Example, zone: str, seat: str) -> int:
    agents = (example.position.zones or {}).get(zone, {})
    how = standing(agents, seat)
    if how == "none":
        return 0
    if how == "tie" or zone in board.REGION_IDS or example.variant == "brutal":
        return 1
    return len(ZONES[zone].options)


def acted_zone(example: Example) -> str:
    acts = [a.zone for a in example.actions if a.kind == "act" and a.zone]
    zones = acts or list(example.position.zones or {})
    assert len(set(zones)) == 1
    return zones[0]


def check_majority(example: Example) -> None:
    for zone, expected in (example.expected.majority or {}).items():
        agents = (example.position.zones or {})[zone]
        assert {seat: standing(agents, seat) for seat in example.players} == expected


def check_options(example: Example) -> None:
    if example.expected.options_allowed is None:
        return
    zone = acted_zone(example)
    found = {seat: options_for(example, zone, seat) for seat in example.players}
    assert found == example.expected.options_allowed


def check_prices(example: Example) -> None:
    track = example.position.track or {}
    for card, price in (example.expected.prices or {}).items():
        assert track.get(START_UPS[card].technology, 0) == price


def score_parts(example: Example, seat: str) -> tuple[int, int, int, dict[str, int]]:
    """book "Comptage": each start-up (portfolio included) scores the barrels on its
    technology plus one per matching symbol on the player's fields; consultants 1/1/2;
    face-up crises −1/−3/−5; face-down ones nothing. (start-ups, consultants, crises, worth of
    one start-up of each technology)."""
    track = example.position.track or {}
    hq = (example.position.hq or {})[seat]
    symbols = Counter(t for f in hq.fields or [] for t in FIELDS[f].technologies)
    per_card: dict[str, int] = {t: track.get(t, 0) + symbols[t] for t in tables.TECHNOLOGIES}
    owned = [START_UPS[s].technology for s in hq.start_ups or []]
    if hq.portfolio:
        owned.append(PORTFOLIOS[hq.portfolio].technology)
    start_ups = sum(per_card[t] for t in owned)
    consultants = sum(CONSULTANTS[c].vp for c in hq.consultants or [])
    crises = -sum(CRISES[c].vp_loss for c in hq.crises_up or [])
    return start_ups, consultants, crises, per_card


def check_score(example: Example) -> None:
    for seat, expected in (example.expected.score or {}).items():
        start_ups, consultants, crises, per_card = score_parts(example, seat)
        assert (start_ups, consultants, crises) == (
            expected.start_ups,
            expected.consultants,
            expected.crises,
        )
        assert start_ups + consultants + crises == expected.total
        if expected.per_card is not None:
            assert {t: per_card[t] for t in expected.per_card} == expected.per_card


def check_ranking(example: Example) -> None:
    """Most VP; ties: fewest crisis points lost, then start-up points, then consultant points;
    a tie after that shares the place (I23)."""
    keys = {}
    for seat in example.players:
        start_ups, consultants, crises, _ = score_parts(example, seat)
        keys[seat] = (start_ups + consultants + crises, crises, start_ups, consultants)
    ranking: list[list[str]] = []
    for key in sorted(set(keys.values()), reverse=True):
        ranking.append([seat for seat in example.players if keys[seat] == key])
    assert ranking == example.expected.ranking


def clockwise_from(example: Example, first: str) -> list[str]:
    start = example.players.index(first)
    return example.players[start:] + example.players[:start]


def check_peak_oil_phase(example: Example) -> None:
    """book "Pénurie": the others reassign once, in turn; then zone by zone, the majority
    holder first, then the others clockwise from the Peak Oil marker (I22)."""
    marker = example.position.peak_oil
    assert marker is not None
    assert example.expected.peak_oil_reassign_order == clockwise_from(example, marker)[1:]
    zones = example.position.zones or {}
    order: list[tuple[str, str]] = []
    for zone in tables.PEAK_OIL_ORDER:
        agents = {seat: n for seat, n in zones.get(zone, {}).items() if n > 0}
        first = [seat for seat in agents if standing(agents, seat) == "majority"]
        rest = [s for s in clockwise_from(example, marker) if s in agents and s not in first]
        order += [(zone, seat) for seat in first + rest]
    assert order == [tuple(pair) for pair in example.expected.peak_oil_order or []]


def check_peak_oil_drill(example: Example) -> None:
    """book "Forer": the card's barrels are taken from the bag (not drawn); a star gives a
    security token if one is left; a new field is shown. Peak Oil when the bag holds no black
    barrel, whatever took the last one (I21)."""
    (action,) = example.actions
    (use,) = action.options or []
    field = FIELDS[use.card or ""]
    before, after = example.position, example.expected.after
    assert after is not None and before.bag is not None and after.bag is not None
    assert field.queries == 0  # no optional takes to rig
    taken = min(field.barrels, before.bag["black"])
    region = (before.regions or {}).get(field.region, 0)
    assert (after.regions or {})[field.region] == region + taken
    assert after.bag == {**before.bag, "black": before.bag["black"] - taken}
    assert after.peak_oil == (action.seat if after.bag["black"] == 0 else None)
    supply = (before.supply.security if before.supply else None) or 0
    gained = 1 if field.star and supply > 0 else 0
    hq_before, hq_after = (before.hq or {})[action.seat], (after.hq or {})[action.seat]
    assert hq_after.security == (hq_before.security or 0) + gained
    assert after.supply is not None and after.supply.security == supply - gained
    assert hq_after.fields == [*(hq_before.fields or []), field.id]
    display = list(before.field_display or [])
    display[display.index(field.id)] = (before.field_deck_top or [])[0]
    assert after.field_display == display
    assert after.turn is not None and (after.turn.seat, after.turn.step) == (action.seat, 2)


def check_setup(example: Example) -> None:
    expected = example.expected.setup
    assert expected is not None
    row = tables.SETUP[len(example.players)]
    assert expected.bag == {"black": row.black, "red": row.red, "yellow": row.yellow}
    assert tuple(expected.consultants_revealed) == row.consultants
    assert expected.fields_revealed == row.fields_revealed
    assert expected.barrels_on_regions == row.barrels_on_regions
    assert expected.field_display == tables.FIELD_DISPLAY
    assert expected.start_up_display == tables.START_UP_DISPLAY
    assert expected.hq_agents == tables.START_AGENTS_IN_HQ
    assert expected.hq_barrels == tables.START_BLACK_BARRELS_IN_HQ
    assert expected.supply_security == tables.SECURITY_TOKENS
    assert expected.supply_agents_each == tables.AGENTS_PER_PLAYER - tables.START_AGENTS_IN_HQ
    assert expected.risk_tokens_placed == tables.RISK_TOKENS_PLACED
    (closed,) = [t for t in board.RISK_TOKENS if sum(s.closed for s in t.sides) == 1]
    assert closed.setup_side is not None and not closed.sides[closed.setup_side].closed


def check_reassignment(example: Example) -> None:
    """book "Réassigner un agent": not onto a zone holding five agents."""
    zones: dict[str, Counter[str]] = {}
    hq = {seat: h.agents or 0 for seat, h in (example.position.hq or {}).items()}
    refused = []
    order = example.players
    turn = (example.position.turn.seat if example.position.turn else order[0], 1)
    for index, action in enumerate(example.actions):
        assert action.seat == turn[0]
        if action.kind == "end_turn":
            turn = (order[(order.index(turn[0]) + 1) % len(order)], 1)
            continue
        assert action.kind == "reassign" and action.from_ == "hq" and action.to
        crowd = zones.setdefault(action.to, Counter())
        if sum(crowd.values()) >= tables.MAX_AGENTS_PER_ZONE or hq[action.seat] == 0:
            refused.append(index)
            continue
        crowd[action.seat] += 1
        hq[action.seat] -= 1
        turn = (turn[0], turn[1] + 1)
    assert refused == example.expected.refused
    after = example.expected.after
    assert after is not None
    assert {z: dict(c) for z, c in zones.items()} == after.zones
    assert all(hq[seat] == h.agents for seat, h in (after.hq or {}).items())
    assert after.turn is not None and after.turn.seat == turn[0]


def check_counter(example: Example) -> None:
    counter = tuple(example.position.counter or ())
    hq = {seat: h.agents or 0 for seat, h in (example.position.hq or {}).items()}
    for action, expected in zip(example.actions, example.expected.after_actions or [], strict=True):
        assert action.kind == "pr_crisis"
        hq[action.seat] -= 1
        counter, home = tables.counter_push(counter, action.seat)
        for seat in home:
            hq[seat] = hq.get(seat, 0) + 1
        assert expected is not None and expected.counter is not None
        assert list(counter) == expected.counter
        assert all(hq[seat] == h.agents for seat, h in (expected.hq or {}).items())


class Table:
    """The part of a position a transport or a draw touches, for the oracles below."""

    def __init__(self, example: Example) -> None:
        position = example.position
        self.players = len(example.players)
        self.regions = dict(position.regions or {})
        self.black_market = list(position.black_market or [])
        self.bag = dict(position.bag or {})
        self.risk: dict[str, tuple[str, int]] = {
            z: (t.token, t.side) for z, t in (position.risk or {}).items()
        }
        self.refineries: dict[str, tuple[str, int]] = {
            r: (t.token, t.side) for r, t in (position.refineries or {}).items()
        }
        self.draws = list(example.draws)
        self.first_black_done = False
        self.spaces: list[str] = []

    def place_on_black_market(self) -> None:
        """book "Marché noir": one barrel per empty space; the last space filled shares the
        black market out onto the regions, equally (one each: 5 spaces, 5 regions; 4 and 4)."""
        space = self.spaces.pop(0)
        assert space not in self.black_market
        self.black_market.append(space)
        if len(self.black_market) == len(tables.black_market_spaces(self.players)):
            regions = board.regions_in_play(self.players)
            assert len(regions) == len(self.black_market)
            for region in regions:
                self.regions[region] = self.regions.get(region, 0) + 1
            self.black_market = []

    def draw(self) -> str:
        """book "Tirage des barils": the turn's first black barrel to the black market, later
        ones back into the bag."""
        colour = self.draws.pop(0)
        if colour == "black" and not self.first_black_done:
            self.first_black_done = True
            self.bag["black"] -= 1
            self.place_on_black_market()
        return colour

    def swap(self, a: str, b: str) -> None:
        self.risk[a], self.risk[b] = self.risk[b], self.risk[a]

    def side(self, zone: str) -> board.RiskSide:
        token, side = self.risk[zone]
        return RISK_TOKENS[token].sides[side]

    def transport(self, region: str, refinery: str, route: list[str]) -> int:
        """book "Régions - Transport": closed routes forbidden; one draw per barrel icon;
        take the demand (at most what the region holds); one barrel per skull to the black
        market, the rest home; flip the route's tokens and the refinery's."""
        assert not any(self.side(z).closed for z in route)
        for _ in range(sum(self.side(z).barrels for z in route)):
            assert self.draw() == "black"
        demand_token, demand_side = self.refineries[refinery]
        taken = min(REFINERY_TOKENS[demand_token].demands[demand_side], self.regions[region])
        self.regions[region] -= taken
        skulls = sum(self.side(z).skulls for z in route)
        for _ in range(skulls):
            self.place_on_black_market()
        for zone in route:
            token, side = self.risk[zone]
            self.risk[zone] = (token, 1 - side)
        self.refineries[refinery] = (demand_token, 1 - demand_side)
        return taken - skulls

    def compare(self, expected: Position) -> None:
        if expected.regions is not None:
            assert {r: self.regions.get(r, 0) for r in expected.regions} == expected.regions
        if expected.black_market is not None:
            assert self.black_market == expected.black_market
        if expected.bag is not None:
            assert self.bag == expected.bag
        for zone, at in (expected.risk or {}).items():
            assert self.risk[zone] == (at.token, at.side), zone
        for refinery, at in (expected.refineries or {}).items():
            assert self.refineries[refinery] == (at.token, at.side), refinery


def check_transport(example: Example) -> None:
    table = Table(example)
    seat = example.actions[-1].seat
    hq = (example.position.hq or {})[seat]
    barrels, security, agents = hq.barrels or 0, hq.security or 0, hq.agents or 0
    zones = {z: dict(a) for z, a in (example.position.zones or {}).items()}
    for action, expected in zip(
        example.actions,
        example.expected.after_actions or [None] * len(example.actions),
        strict=True,
    ):
        if action.kind == "security_swap":
            assert action.swap and len(action.swap) == 2 and security > 0
            security -= 1
            table.swap(*action.swap)
        else:
            assert action.kind == "act" and action.zone and action.options
            table.spaces = list(action.spaces or [])
            if standing(zones[action.zone], seat) == "tie":
                table.draw()
            (use,) = action.options
            barrels += table.transport(action.zone, use.refinery or "", use.route or [])
            agents += zones[action.zone].pop(seat)
            assert not table.spaces and not table.draws
        if expected is not None:
            table.compare(expected)
            hq_expected = (expected.hq or {}).get(seat)
            assert hq_expected is None or hq_expected.security in (None, security)
    after = example.expected.after
    assert after is not None
    table.compare(after)
    mine = (after.hq or {})[seat]
    assert (mine.barrels, mine.agents) == (barrels, agents)
    assert mine.security in (None, security)
    assert after.zones is None or after.zones == zones


def check_start_up(example: Example) -> None:
    (action,) = example.actions
    (use,) = action.options or []
    card = START_UPS[use.card or ""]
    hq = (example.position.hq or {})[action.seat]
    price = (example.position.track or {}).get(card.technology, 0)
    after = example.expected.after
    assert after is not None
    assert (after.hq or {})[action.seat].barrels == (hq.barrels or 0) - price
    assert after.removed_barrels == (example.position.removed_barrels or 0) + price
    display = list(example.position.start_up_display or [])
    display[display.index(card.id)] = (example.position.start_up_deck_top or [])[0]
    assert after.start_up_display == display
    assert after.track == example.position.track


def check_crisis(example: Example) -> None:
    """book "Crises de RP": the turn's first crisis discards half the HQ's barrels rounded
    down; then a face-down card is turned up (A) or a card of the next level taken face down
    (B). Whitewashing a level-1 card costs nothing and gives back what lies on it."""
    seat = example.actions[0].seat
    hq = (example.position.hq or {})[seat]
    barrels = hq.barrels or 0
    steps = example.expected.after_actions or []
    assert example.draws[:2] == ["red", "red"] and not hq.crises_down and not hq.crises_up
    discarded = tables.crisis_discard(barrels)
    barrels -= discarded
    first = steps[0]
    assert first is not None and first.hq is not None
    (card_id,) = (example.position.crisis_deck_top or {})[1]
    assert first.hq[seat].barrels == barrels and first.hq[seat].crises_down == [card_id]
    assert first.removed_barrels == discarded
    card = CRISES[card_id]
    assert card.effect.kind == "barrels_on_card"
    on_card = min(card.effect.amount, barrels)
    barrels -= on_card
    second = steps[1]
    assert second is not None and second.hq is not None
    assert second.hq[seat].barrels == barrels and second.hq[seat].crises_up == [card_id]
    assert card.whitewash_cost == 0
    after = example.expected.after
    assert after is not None and after.hq is not None
    assert after.hq[seat].barrels == barrels + on_card and after.removed_barrels == discarded
    assert after.bag == example.position.bag  # red barrels go back into the bag


ORACLES = {
    "setup": [check_setup],
    "reassignment": [check_reassignment],
    "majority": [check_majority, check_options],
    "black_market": [check_transport, check_options],
    "transport": [check_transport, check_options],
    "start_up": [check_prices, check_start_up, check_options],
    "brutal_counter": [check_counter],
    "scoring": [check_score],
    "crisis": [check_crisis, check_options],
    "peak_oil_drill": [check_peak_oil_drill, check_options],
    "peak_oil_phase": [check_peak_oil_phase],
    "tie_break": [check_score, check_ranking],
}


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.id)
def test_book_numbers_follow_from_the_position(example: Example) -> None:
    for oracle in ORACLES[example.kind]:
        oracle(example)
