"""One More Barrel's views in words, for a text table (the local terminal, Discord messages).

Pure functions over a :class:`rules.core.View` (never a state, so they cannot show a secret):

* :func:`describe_public`: where the game stands (phase, turn, round, oil price, turn order),
  the action box being carried out and the questions waiting for an answer, one line per
  player's tracks, one line per territory someone holds or fights over, the rebels, the pawns
  on the action board and, once the game is over, the final count.
* :func:`describe_private`: the seat's own cash (in dollars), oil reserve and the transfer
  offers waiting for its answer, as ``key: value`` lines like other games' private texts.

Money is written in dollars as the book writes it (``10 $``, ``0.50 $``); players and places by
name. Another player's cash is hidden (book: riches are best kept hidden) and so never appears,
unless the ``public_money`` option puts it in the public view.
"""

from __future__ import annotations

from typing import Any

from rules.core import View
from rules.core.text import Catalogue, plural

from .actionboard import BOXES
from .helpers import place
from .messages import MESSAGES, NAMES
from .state import money_text
from .trade import offer_part
from .view import (
    ActiveView,
    BattleView,
    FinalLine,
    OmbPrivate,
    OmbPublic,
    PendingView,
    PlayerTracks,
    RegionView,
)

#: What each stage of a turn is called.
STAGES = {
    "preparation": "preparation: everyone buys units for the border",
    "actions": "actions",
    "end_of_turn": "end of turn",
    "over": "the game is over",
}

#: Building kinds in words.
BUILDINGS = {
    "tank": "tank",
    "police": "police station",
    "pipeline": "pipeline",
    "refinery": "refinery",
}


def describe_public(view: View) -> list[str]:
    """The public board in lines of text (see the module doc)."""
    board = OmbPublic.model_validate(view.public)
    names = view.seats
    lines = [_where_we_stand(board, names)]
    if board.active is not None:
        lines.append(_active_line(board.active, names))
    lines.extend(_pending_line(item, names) for item in board.pending)
    lines.extend(_player_line(tracks, names) for tracks in board.players)
    lines.extend(_region_line(region, names) for region in board.regions if _is_shown(region))
    unexplored = sum(1 for r in board.regions if r.id != "border" and not _is_shown(r))
    if unexplored:
        lines.append(f"{plural(unexplored, 'region')} not explored yet.")
    rebels = _rebels_line(board, names)
    if rebels:
        lines.append(rebels)
    if board.pawns:
        pawns = "; ".join(
            f"{names[p.seat]} on {_box_label(p.box)} (round {p.round})" for p in board.pawns
        )
        lines.append(f"Action board: {pawns}.")
    if board.final is not None:
        lines.append("Final count:")
        lines.extend(_final_line(line, names) for line in board.final)
    return lines


def describe_private(view: View, catalogue: Catalogue | None = None) -> list[str]:
    """The seat's own secrets as ``key: value`` lines, like every game's private text, in the
    ``catalogue``'s language (English by default): cash in dollars, the oil reserve, and each
    transfer offer waiting for the seat's answer."""
    if view.private is None:
        return []
    mine = OmbPrivate.model_validate(view.private)
    if catalogue is None:
        catalogue = Catalogue(MESSAGES, names=NAMES)

    def say(key: str, **params: Any) -> str:
        return catalogue.render(key, params)

    lines = [
        say("private_money", amount=mine.money_cents),
        say("private_oil", amount=mine.oil_reserve),
    ]
    offers = [p.offer for p in mine.offers if p.offer is not None]
    if not offers:
        return [*lines, say("private_no_offers")]
    lines.append(say("private_offers"))
    lines.extend(say("private_offer", name=view.seats[o.giver], what=offer_part(o)) for o in offers)
    return lines


# ---------------------------------------------------------------------------------- the game


def _where_we_stand(board: OmbPublic, names: list[str]) -> str:
    stage = STAGES.get(board.stage, board.stage.replace("_", " "))
    if board.stage == "actions":
        stage += f", round {board.round} of 2"
    order = ", ".join(names[s] for s in board.order)
    text = (
        f"Phase {board.phase} of 3, turn {board.turn} of {board.turns_per_phase} ({stage}). "
        f"Oil price {money_text(board.oil_price_cents)} a barrel. Turn order: {order}."
    )
    if board.current_seat is not None:
        text += f" {names[board.current_seat]}'s turn."
    if board.government_oil:
        text += f" The government holds {plural(board.government_oil, 'barrel')}."
    return text


def _box_label(box: str) -> str:
    found = BOXES.get(box)
    return found.label if found is not None else box.replace("_", " ")


def _active_line(active: ActiveView, names: list[str]) -> str:
    """The action box in use and what is left of it."""
    left = []
    if active.purchases_left:
        left.append(plural(active.purchases_left, "purchase"))
    if active.moves_left:
        left.append(plural(active.moves_left, "move"))
    if active.developments_left:
        left.append(plural(active.developments_left, "development"))
    text = f"{names[active.seat]} is carrying out {_box_label(active.box)}"
    if active.moving:
        text += ", moving units"
    return text + (f": {', '.join(left)} left." if left else ".")


def _pending_line(item: PendingView, names: list[str]) -> str:
    """A question waiting for a seat's answer."""
    text = f"Waiting for {names[item.seat]} to answer: {item.kind.replace('_', ' ')}"
    if item.region is not None:
        text += f" in {place(item.region)}"
    if item.source is not None and item.source != item.seat:
        text += f" (asked by {names[item.source]})"
    return text + "."


def _player_line(tracks: PlayerTracks, names: list[str]) -> str:
    """One player's public tracks and holdings."""
    parts = [
        f"pacifism {tracks.pacifism}",
        f"media {tracks.media}",
        f"influence {tracks.influence}",
        f"tenders {tracks.tenders} ({tracks.tender_dollars} $)",
        f"oil reserve {plural(tracks.oil_reserve, 'barrel')}",
        f"{tracks.military_on_board} military on the board",
        plural(tracks.regions_controlled, "region"),
    ]
    if tracks.government_oil:
        parts.append(f"{plural(tracks.government_oil, 'barrel')} given to the government")
    if tracks.sold_this_turn:
        parts.append(f"sold {plural(tracks.sold_this_turn, 'barrel')} this turn")
    if tracks.speech_used:
        parts.append("speech made")
    if tracks.money_cents is not None:
        parts.append(f"cash {money_text(tracks.money_cents)}")
    return f"{names[tracks.seat]}: {', '.join(parts)}."


# ---------------------------------------------------------------------------------- the map


def _is_shown(region: RegionView) -> bool:
    """Whether ``region`` gets a line: an explored region (held by a player or by its local
    army), the border when pieces stand on it, anywhere a player has pieces or fights."""
    has_pieces = any(region.military) or any(region.owned_logistics) or region.battle is not None
    if region.id == "border":
        return has_pieces
    return region.explored or region.controller is not None or has_pieces


def _region_line(region: RegionView, names: list[str]) -> str:
    """Who holds the territory and what stands on it."""
    if region.controller is not None:
        holder = names[region.controller]
    else:
        holder = "the local army" if region.locals else "nobody"
    parts = [
        f"{plural(count, 'military unit')} of {names[seat]}"
        for seat, count in enumerate(region.military)
        if count
    ]
    parts += [
        f"{plural(count, 'logistic unit')} of {names[seat]}"
        for seat, count in enumerate(region.owned_logistics)
        if count
    ]
    if region.logistics:
        parts.append(plural(region.logistics, "logistic unit"))
    if region.locals:
        parts.append(plural(region.locals, "local unit"))
    for building in region.buildings:
        damage = f", {building.damage} damage" if building.damage else ""
        parts.append(
            f"{BUILDINGS.get(building.kind, building.kind)} ({names[building.builder]}{damage})"
        )
    if region.barrels:
        parts.append(f"{plural(region.barrels, 'barrel')} stored")
    if region.battle is not None:
        parts.append(_battle_text(region.battle, names))
    where = place(region.id)
    if region.id == "border":
        return f"{where}: {', '.join(parts) or 'empty'}."
    return f"{where}, held by {holder}: {', '.join(parts) or 'empty'}."


def _battle_text(battle: BattleView, names: list[str]) -> str:
    fighters = ", ".join(names[s] for s in battle.participants)
    return (
        f"battle of {fighters} against the locals ({names[battle.roller]} rolls, "
        f"{plural(battle.rounds, 'round')} fought)"
    )


def _rebels_line(board: OmbPublic, names: list[str]) -> str:
    """The rebel dice in play, or nothing when none is."""
    dice = []
    for rebel in board.rebels:
        if not rebel.in_play:
            continue
        if rebel.region is not None:
            where = f"in {place(rebel.region)}"
        elif rebel.resting:
            where = "resting after a bombing"
        else:
            where = "waiting outside the country"
        dice.append(f"{names[rebel.seat]}'s die (strength {rebel.strength}) {where}")
    return f"Rebel dice: {'; '.join(dice)}." if dice else ""


def _final_line(line: FinalLine, names: list[str]) -> str:
    return (
        f"  {line.place}. {names[line.seat]}: {money_text(line.total_cents)} (cash "
        f"{money_text(line.cash_cents)}, oil {money_text(line.oil_cents)}, government "
        f"{plural(line.government_barrels, 'barrel')} {money_text(line.government_cents)}, "
        f"tenders {money_text(line.tender_cents)}, penalty −{money_text(line.penalty_cents)})"
    )
