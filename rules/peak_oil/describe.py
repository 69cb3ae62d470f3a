"""Peak Oil's board and secrets in words, for the terminal table, the log and direct messages.

``describe_public`` writes what the picture shows (the stage, the bag, the map, the zones, the
track and black market, the displays, each company's public HQ, the final count);
``describe_private`` a seat's portfolio and face-down crisis cards with their effects.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.core import View
from rules.core.text import Catalogue, Said, plural

from .data import board, tables
from .helpers import place_name as place
from .helpers import tech_name as tech
from .messages import MESSAGES, NAMES
from .state import CONSULTANTS, CRISES, FIELDS, PORTFOLIOS, REFINERY_TOKENS, RISK_TOKENS, START_UPS
from .view import PeakPrivate, PeakPublic, PlayerPublic


def _public(raw: Any) -> PeakPublic:
    return raw if isinstance(raw, PeakPublic) else PeakPublic.model_validate(raw)


def _agents(counts: list[int], names: list[str]) -> str:
    found = [f"{names[s]} {n}" for s, n in enumerate(counts) if n]
    return ", ".join(found) or "no agent"


def _risk(public: PeakPublic, zone: str) -> str:
    at = public.risk[zone]
    side = RISK_TOKENS[at.token].sides[at.side]
    if side.closed:
        return "closed"
    parts = []
    if side.barrels:
        parts.append(f"{side.barrels} draw{'s' if side.barrels > 1 else ''}")
    if side.skulls:
        parts.append(f"{side.skulls} pirate{'s' if side.skulls > 1 else ''}")
    return " and ".join(parts) or "clear"


def stage_line(public: PeakPublic, view: View) -> str:
    names = view.seats
    if public.stage == "over":
        return "The game is over."
    if public.stage == "peak_phase":
        return f"Peak Oil phase: {place(public.peak_zone or '')}."
    if public.stage == "peak_reassign":
        return "Peak Oil: each other player may reassign one agent."
    line = f"{names[public.turn_seat]}'s turn, step {public.step}."
    if public.peak_holder is not None:
        line = f"Peak Oil has begun ({names[public.peak_holder]} holds the marker). " + line
    return line


def company_line(public: PeakPublic, player: PlayerPublic) -> str:
    start_ups = Counter(tech(START_UPS[c].technology) for c in player.start_ups)
    for card in player.portfolio_shown:
        start_ups[tech(PORTFOLIOS[card].technology) + " (portfolio)"] += 1
    symbols = Counter(tech(t) for f in player.fields for t in FIELDS[f].technologies)
    parts = [
        plural(player.barrels, "barrel"),
        plural(player.security, "security token"),
        f"agents: {player.agents_hq} in HQ, {player.agents_supply} in the supply",
    ]
    if public.brutal:
        parts.append(f"{player.on_counter} on the counter")
    parts.append("start-ups: " + (", ".join(f"{t} {n}" for t, n in start_ups.items()) or "none"))
    parts.append("field symbols: " + (", ".join(f"{t} {n}" for t, n in symbols.items()) or "none"))
    if not public.brutal:
        consultants = ", ".join(CONSULTANTS[c].name for c in player.consultants) or "none"
        crises = ", ".join(CRISES[c].name for c in player.crises_up) or "none"
        down = sum(player.face_down.values())
        parts.append(f"consultants: {consultants}")
        parts.append(f"crises face up: {crises}; face down: {down}")
    marker = " (Peak Oil marker)" if player.peak_marker else ""
    return f"{player.name}{marker}: " + "; ".join(parts) + "."


def describe_public(view: View) -> list[str]:
    public = _public(view.public)
    names = list(view.seats)
    bag = public.bag
    lines = [
        stage_line(public, view),
        f"Bag: {bag.get('black', 0)} black, {bag.get('red', 0)} red, {bag.get('yellow', 0)} "
        f"yellow. Out of the game: {public.removed_black} black, {public.removed_yellow} yellow.",
    ]
    if public.action is not None:
        action = public.action
        lines.append(
            f"{names[action.seat]} is acting on {place(action.zone)} "
            f"({action.options_left} option(s) left)."
        )
    lines.append("Regions:")
    for region in board.REGION_IDS:
        if region not in public.zones:
            lines.append(f"  {place(region)}: closed.")
            continue
        agents = _agents(public.zones[region], names)
        lines.append(f"  {place(region)}: {plural(public.regions[region], 'barrel')}; {agents}.")
    lines.append("Action zones:")
    for zone in tables.ACTION_ZONES.values():
        lines.append(f"  {zone.name}: {_agents(public.zones[zone.id], names)}.")
    refineries = []
    for refinery in board.REFINERY_IDS:
        at = public.refineries[refinery]
        refineries.append(f"{place(refinery)} {REFINERY_TOKENS[at.token].demands[at.side]}")
    lines.append("Refineries' demand: " + ", ".join(refineries) + ".")
    risks = [f"{place(z)} {_risk(public, z)}" for z in board.RISK_ZONE_IDS]
    lines.append("Risk zones: " + ", ".join(risks) + ".")
    track = [f"{tech(t)} {n}" for t, n in public.track.items()]
    lines.append("Technology track: " + ", ".join(track) + ".")
    market = ", ".join(tech(t) for t in public.black_market) or "empty"
    lines.append(f"Black market: {market} ({len(public.black_market_spaces)} spaces).")
    fields = []
    for card in public.field_display:
        field = FIELDS[card]
        extra = (f" + {field.queries} barrel?" if field.queries else "") + (
            ", a star" if field.star else ""
        )
        symbols = " + ".join(tech(t) for t in field.technologies)
        fields.append(
            f"{field.name} ({place(field.region)}: {plural(field.barrels, 'barrel')}{extra}; "
            f"{symbols})"
        )
    lines.append("Oil fields on offer: " + ("; ".join(fields) or "none") + ".")
    start_ups = [
        f"{START_UPS[c].name} ({tech(START_UPS[c].technology)}, "
        f"price {public.track.get(START_UPS[c].technology, 0)})"
        for c in public.start_up_display
    ]
    lines.append("Start-ups on offer: " + ("; ".join(start_ups) or "none") + ".")
    if public.brutal:
        spaces = ", ".join("empty" if s is None else names[s] for s in public.counter)
        lines.append(f"PR-crisis counter: {spaces}.")
    else:
        for level, shown in public.consultants.items():
            listed = ", ".join(CONSULTANTS[c].name for c in shown) or "none"
            lines.append(f"Consultants of level {level}: {listed}.")
    lines.append(f"Security tokens in the supply: {public.security_supply}.")
    lines += [company_line(public, player) for player in public.players]
    if public.scores is not None:
        for seat, score in enumerate(public.scores):
            lines.append(
                f"{names[seat]}: {score.total} VP (start-ups {score.start_ups}, consultants "
                f"{score.consultants}, crises {score.crises})."
            )
    return lines


def describe_private(view: View, catalogue: Catalogue | None = None) -> list[str]:
    """The seat's portfolio and face-down crisis cards, in the ``catalogue``'s language
    (English by default; a crisis card's own text is the card's, in English)."""
    private = view.private
    if private is None:
        return []
    if not isinstance(private, PeakPrivate):
        private = PeakPrivate.model_validate(private)
    catalogue = catalogue or Catalogue(MESSAGES, names=NAMES)
    lines = [
        catalogue.render("private_portfolio", {"technology": PORTFOLIOS[card].technology})
        for card in private.portfolio
    ]
    for card in private.crises_down:
        crisis = CRISES[card]
        effect = Said(
            "label.crisis_text",
            effect=Said(f"label.crisis_effect.{crisis.effect.kind}", amount=crisis.effect.amount),
            penalty=Said(
                f"label.crisis_penalty.{crisis.penalty.kind}", amount=crisis.penalty.amount
            ),
        )
        said = {"card": card, "level": crisis.level, "effect": effect}
        lines.append(catalogue.render("private_crisis", said))
    return lines or [catalogue.render("private_nothing", {})]
