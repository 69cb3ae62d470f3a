"""Peak Oil's numbers: the set-up table, the technologies, the action zones and their options.

Every value says its source: ``book`` (the French rulebook, ``shared/seeds/001_…``, quoted) or
``AUTHORED`` with the reasoning. Cards are in ``cards.py`` and ``abilities.py``; the map and its
tokens in ``board.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .board import REGION_IDS, regions_in_play

# ------------------------------------------------------------------------------ components

#: book "Composants du jeu": "50 Barils en bois — 40 noirs, 5 rouges et 5 jaunes".
BARRELS_IN_BOX: dict[str, int] = {"black": 40, "red": 5, "yellow": 5}
#: book: "20 pions Agent en bois — 4 pour chaque joueur, en 5 couleurs".
AGENTS_PER_PLAYER = 4
#: book: "Vous ne pouvez pas avoir plus de quatre Agents au total" (Expand notes).
MAX_AGENTS_PER_PLAYER = 4
#: book "Mise en place": "Chaque joueur place deux Agents sur la carte Siège Social et place
#: les autres dans la réserve générale".
START_AGENTS_IN_HQ = 2
#: book: "Chaque joueur place un Baril noir sur son Siège Social".
START_BLACK_BARRELS_IN_HQ = 1
#: book: "5 jetons Sécurité"; "Placez les cinq jetons Sécurité dans la réserve générale".
SECURITY_TOKENS = 5
#: book: "Máx. 5 Agents dans chaque Zone d'Action"; reassigning "sur une zone d'Action où il y a
#: déjà cinq Agents" is forbidden.
MAX_AGENTS_PER_ZONE = 5
#: book "Étapes du tour": step 3 "Vous pouvez payer 2 Barils de votre SS pour Réassigner un
#: Agent additionnel"; "ils sont retirés définitivement du jeu".
EXTRA_REASSIGN_COST = 2
#: book "Mise en place": "révélez-en une par joueur, placez 2 Barils sur chacune des Régions,
#: chaque fois qu'elle est dévoilée" — oil fields revealed per player, barrels per reveal.
SETUP_FIELDS_PER_PLAYER = 1
SETUP_BARRELS_PER_REVEALED_FIELD = 2
#: book: "Dévoilez trois nouvelles cartes Champs pétrolifères …"; "Dévoilez-en trois [Start-Up]";
#: "En début de partie, il y a 3 Champs Pétrolières et 3 Start-Ups disponibles".
FIELD_DISPLAY = 3
START_UP_DISPLAY = 3
#: book: "Distribuez aléatoirement 8 petits jetons de Risque sur les Zones à Risques" (one token
#: per risk zone, so the map has 8 risk zones: see ``board.RISK_ZONES``).
RISK_TOKENS_PLACED = 8
#: book "Comptage": consultants "Niveau 1 donne 1 PV, Niveau 2 donne 1 PV, Niveau 3 donne 2 PV".
CONSULTANT_VP: dict[int, int] = {1: 1, 2: 1, 3: 2}
#: book "Comptage": each face-up crisis card "Niveau 1 coûte 1 PV, Niveau 2 coûte 3 PV, Niveau 3
#: coûte 5 PV" ("Les cartes crises face cachée ne coûtent aucun point", scoring example).
CRISIS_VP_LOSS: dict[int, int] = {1: 1, 2: 3, 3: 5}
#: book "Blanchir": "Une Crise niveau 1 ne coûte rien, une de niveau 2 coûte 1 Baril, une de
#: niveau 3 coûte 2 Barils".
WHITEWASH_COST: dict[int, int] = {1: 0, 2: 1, 3: 2}
#: book "Opérations Grises": "D'abord … vous devez placer un Baril de votre SS sur une case vide
#: du Marché Noir" (and "Si vous ne pouvez pas placer de Baril … vous ne pouvez en aucun cas
#: choisir cette option").
GREY_OPS_PAYMENT = 1
#: book "Crises de RP": "défaussez-vous de la moitié (arrondi à l'inférieur) des Barils noirs"
#: — the number discarded is half rounded down (see :func:`crisis_discard`).
CRISIS_LEVELS: tuple[int, ...] = (1, 2, 3)


def crisis_discard(barrels_in_hq: int) -> int:
    """Barrels discarded by a turn's first PR crisis: half of the HQ's, rounded down.

    book: "défaussez-vous de la moitié (arrondi à l'inférieur) des Barils noirs de votre SS";
    the rounding applies to the half discarded (issue 12's reading: 5 barrels, discard 2,
    keep 3), the one that follows the words.
    """
    if barrels_in_hq < 0:
        raise ValueError("A number of barrels cannot be negative.")
    return barrels_in_hq // 2


# ------------------------------------------------------------------------------ technologies

Technology = Literal["hydrogen_cells", "ethanol", "spmr", "tidal_power", "agropolymers"]

#: The five technologies, in the order of the technology track and of the black market's
#: spaces. book: the names ("tous les noms de région et technologie sont en anglais"): Hydrogen
#: Cells, Ethanol, SPMR, Tidal Power, Agropolymers. AUTHORED order: the scoring example reads the
#: track "sur la droite" in this order (Hydrogen Cells, Ethanol, SPMR, Tidal Power,
#: Agropolymers), so we take it as the printed order.
TECHNOLOGIES: tuple[Technology, ...] = (
    "hydrogen_cells",
    "ethanol",
    "spmr",
    "tidal_power",
    "agropolymers",
)
TECHNOLOGY_NAMES: dict[str, str] = {
    "hydrogen_cells": "Hydrogen Cells",
    "ethanol": "Ethanol",
    "spmr": "SPMR",  # book: "SPMRs (Petit Réacteur Nucléaire Personnel)".
    "tidal_power": "Tidal Power",
    "agropolymers": "Agropolymers",
}
#: book "Jeu à 2 ou 3 joueurs" / "Marché noir": "comme la technologie des Cellules à Hydrogène
#: n'est pas utilisée, seules 4 cases de Marché Noir sont utilisées".
TECHNOLOGY_UNUSED_WITH_2_3: Technology = "hydrogen_cells"


def technologies_in_play(players: int) -> tuple[Technology, ...]:
    """The technologies used: all five, or four without Hydrogen Cells with 2–3 players."""
    check_players(players)
    if players <= 3:
        return tuple(t for t in TECHNOLOGIES if t != TECHNOLOGY_UNUSED_WITH_2_3)
    return TECHNOLOGIES


def black_market_spaces(players: int) -> tuple[Technology, ...]:
    """The black market's spaces, one per technology in play.

    book: "Le Marché Noir comporte cinq cases, chaque case correspondant à une technologie";
    "Il y aura quatre espaces pour le Marché Noir" with 2 or 3 players.
    """
    return technologies_in_play(players)


# ------------------------------------------------------------------------------ set-up table


@dataclass(frozen=True)
class SetupRow:
    """One row of the book's set-up table (printed on the board and on the set-up page).

    The scan lost the header, but the 4-player example fixes the columns: "le sac contient 22
    Barils noirs, 4 Barils rouges et 4 Barils jaunes" and "4 Consultants de Niveau 1, 3
    Consultants de Niveau 2 et 2 Consultants de Niveau 3" match the row "4 4 4 22 4 3 2":
    players, red, yellow, black, consultants of level 1, 2, 3. (Red and yellow are equal in
    every row, so their order does not matter.)
    """

    players: int
    red: int
    yellow: int
    black: int
    consultants: tuple[int, int, int]

    @property
    def fields_revealed(self) -> int:
        """Oil fields revealed at set-up (book: "révélez-en une par joueur")."""
        return self.players * SETUP_FIELDS_PER_PLAYER

    @property
    def barrels_on_regions(self) -> int:
        """Black barrels placed on regions at set-up: 2 per revealed field (book)."""
        return self.fields_revealed * SETUP_BARRELS_PER_REVEALED_FIELD

    @property
    def black_barrels_used(self) -> int:
        """Black barrels taken from the box: bag + one per HQ + the regions' set-up barrels."""
        return self.black + self.players * START_BLACK_BARRELS_IN_HQ + self.barrels_on_regions


#: book, the set-up table: "2 2 2 18 2 2 1 / 3 3 3 20 3 2 2 / 4 4 4 22 4 3 2 / 5 5 5 25 5 4 3".
SETUP: dict[int, SetupRow] = {
    2: SetupRow(players=2, red=2, yellow=2, black=18, consultants=(2, 2, 1)),
    3: SetupRow(players=3, red=3, yellow=3, black=20, consultants=(3, 2, 2)),
    4: SetupRow(players=4, red=4, yellow=4, black=22, consultants=(4, 3, 2)),
    5: SetupRow(players=5, red=5, yellow=5, black=25, consultants=(5, 4, 3)),
}
#: book: "Peak Oil … 2 to 5 players" (the table's rows).
PLAYER_COUNTS: tuple[int, ...] = tuple(SETUP)


def check_players(players: int) -> None:
    """Refuse a player count the book has no row for."""
    if players not in SETUP:
        raise ValueError(f"Peak Oil is for 2 to 5 players, not {players}.")


# ------------------------------------------------------------------------------ zones

ZoneKind = Literal["action", "region"]
Variant = Literal["normal", "brutal"]


@dataclass(frozen=True)
class Option:
    """One option of an action zone.

    ``refresh``: the option may start by replacing the whole display (drill, start-ups).
    ``source``: the book's words, or AUTHORED.
    """

    id: str
    name: str
    name_fr: str
    text: str
    source: str
    refresh: bool = False


@dataclass(frozen=True)
class Zone:
    """An action zone (Expand, Develop, Invest, Grey Ops) or a region (Transport only).

    ``options`` are the normal rules' options, ``brutal_options`` the Brutal rules' ones.
    ``payment``: barrels from the HQ to the black market before acting (Grey Ops: 1; book),
    ``brutal_payment`` the same under the Brutal rules (0: "Vous ne pouvez pas payer 1 Baril").
    """

    id: str
    name: str
    name_fr: str
    kind: ZoneKind
    options: tuple[Option, ...]
    brutal_options: tuple[Option, ...]
    payment: int = 0
    brutal_payment: int = 0

    def options_for(self, variant: Variant) -> tuple[Option, ...]:
        return self.brutal_options if variant == "brutal" else self.options


RECRUIT = Option(
    "recruit",
    "Recruit",
    "Recruter",
    "Take one of your agents from the general supply into your HQ (never more than 4 in all).",
    "book 'Étendre', option 1: 'Prenez un de vos Agents de la Réserve Générale et placez-le "
    "dans votre SS.'",
)
DISPATCH = Option(
    "dispatch",
    "Dispatch",
    "Répartir",
    "Move all your agents from Expand to one other zone (at most 5 there); you may act there "
    "at once with the usual rules, or leave them for later.",
    "book 'Étendre', option 2: 'Déplacez tous vos Agents de la zone d'Action Etendre vers une "
    "autre zone d'Action de votre choix. Vous pouvez faire une action, là, avec les règles "
    "habituelles ou les y laisser pour un usage ultérieur.'",
)
DRILL = Option(
    "drill",
    "Drill",
    "Forer",
    "Optionally replace the 3 displayed fields; take one field (a security token if it has a "
    "star and one is left); take its barrels from the bag onto its region (not a draw); for "
    "each 'barrel?' icon you may take one more barrel from the bag (not a draw: black ones go "
    "onto the region, red and yellow ones cause their crises); reveal a new field.",
    "book 'Développer', option 1 'Forer' and its notes.",
    refresh=True,
)
DRILL_BRUTAL = Option(
    "drill",
    "Drill",
    "Forer",
    "As in the normal rules, but without replacing the displayed fields.",
    "book 'Règles brutes': 'Vous ne pouvez pas remplacer les cartes Champ Pétrolifère lors "
    "d'une action Forer.'",
)
WHITEWASH = Option(
    "whitewash",
    "Whitewash",
    "Blanchir",
    "Discard one face-up crisis card from your HQ, paying 0/1/2 barrels by its level.",
    "book 'Développer', option 2: 'Une Crise niveau 1 ne coûte rien, une de niveau 2 coûte 1 "
    "Baril, une de niveau 3 coûte 2 Barils.'",
)
RESEARCH = Option(
    "research",
    "Research",
    "Recherche",
    "Replace the 3 displayed oil fields and/or the 3 displayed start-ups; the old cards go "
    "under their decks.",
    "book 'Règles brutes', Développer: 'L'option Blanchir est remplacé par l'option Recherche'.",
)
START_UPS = Option(
    "start_ups",
    "Start-Ups",
    "Start-Ups",
    "Optionally replace the 3 displayed start-ups; buy one for as many HQ barrels as its "
    "technology's track space holds (the barrels leave the game); show it, keep it face down; "
    "reveal a new one.",
    "book 'Investir', option 1 and its notes.",
    refresh=True,
)
START_UPS_BRUTAL = Option(
    "start_ups",
    "Start-Ups",
    "Start-Ups",
    "As in the normal rules, but without replacing the displayed start-ups.",
    "book 'Règles brutes': 'Vous ne pouvez pas remplacer les cartes Star-Up lors d'une action "
    "Start-Up.'",
)
TECHNOLOGIES_OPTION = Option(
    "technologies",
    "Technologies",
    "Technologies",
    "Put one barrel from your HQ on a technology's track space.",
    "book 'Investir', option 2: 'Vous pouvez placer un Baril de votre SS dans la case d'une "
    "Technologie sur la piste des Technologies.'",
)
COUNTER_WHITEWASH = Option(
    "counter_whitewash",
    "Whitewash",
    "Blanchir",
    "Take all your agents on the PR-crisis counter back to your HQ.",
    "book 'Règles brutes', Investir: 'L'option Technologies est remplacé par l'option "
    "Blanchir : Vous pouvez replacer dans votre SS tous vos Agents du compteur de Crises de RP.'",
)
BLACK_MARKET_OPTION = Option(
    "black_market",
    "Black Market",
    "Marché Noir",
    "Move all the black market's barrels to their technologies on the track.",
    "book 'Opérations grises', option 1: 'Vous devez déplacer tous les Barils du Marché Noir "
    "vers les technologies correspondantes'.",
)
CONSULTANTS_OPTION = Option(
    "consultants",
    "Consultants",
    "Consultants",
    "Take one displayed consultant: your first must be level 1, your second level 2, your third "
    "level 3 (see docs/peak_oil.md for this reading).",
    "book 'Opérations grises', option 2: 'Vous devez prendre un de niveau 1 d'abord, puis un "
    "de niveau 2 et enfin un de niveau 3.'",
)
MARKETING = Option(
    "marketing",
    "Marketing",
    "Marketing",
    "Put one of your barrels on a technology space of your choice; or move one barrel of the "
    "track from one space to another, paying as many barrels as the destination then holds.",
    "book 'Règles brutes', Opérations grises: 'L'option Consultants est remplacée par l'option "
    "Marketing'; 'vous devez payer autant de Barils que de Barils présents dans la case où vous "
    "voulez déplacer ce Baril (après le déplacement)'.",
)
TRANSPORT = Option(
    "transport",
    "Transport",
    "Transport",
    "Ship from this region to a refinery along an open route: one draw per barrel icon on the "
    "route's risk tokens, take the refinery's demand from the region, one barrel per skull to "
    "the black market, the rest to your HQ; flip the route's risk tokens and the refinery token.",
    "book 'Régions - Transport': 'Les Régions n'ont qu'une option : Transport'.",
)

EXPAND = Zone(
    "expand",
    "Expand",
    "Étendre",
    "action",
    options=(RECRUIT, DISPATCH),
    brutal_options=(RECRUIT, DISPATCH),
)
DEVELOP = Zone(
    "develop",
    "Develop",
    "Développer",
    "action",
    options=(DRILL, WHITEWASH),
    brutal_options=(DRILL_BRUTAL, RESEARCH),
)
INVEST = Zone(
    "invest",
    "Invest",
    "Investir",
    "action",
    options=(START_UPS, TECHNOLOGIES_OPTION),
    brutal_options=(START_UPS_BRUTAL, COUNTER_WHITEWASH),
)
GREY_OPS = Zone(
    "grey_ops",
    "Grey Ops",
    "Opérations Grises",
    "action",
    options=(BLACK_MARKET_OPTION, CONSULTANTS_OPTION),
    brutal_options=(BLACK_MARKET_OPTION, MARKETING),
    payment=GREY_OPS_PAYMENT,
    brutal_payment=0,
)
#: book "Zones d'action": "Les zones d'Action sont Etendre, Développer, Investir et Opérations
#: Grises, et toutes les Régions."
ACTION_ZONES: dict[str, Zone] = {zone.id: zone for zone in (EXPAND, DEVELOP, INVEST, GREY_OPS)}

#: book "Pénurie": "Vérifiez chaque zone d'Action dans l'ordre suivant : 1 Étendre 2 Développer
#: 3 Régions, d'Ouest à Est 4 Investir 5 Opérations Grises" and "vérifiez les Régions dans l'ordre
#: suivant : Venezuela, Libye, Nigeria, Golfe Persique puis Russie".
PEAK_OIL_ORDER: tuple[str, ...] = ("expand", "develop", *REGION_IDS, "invest", "grey_ops")


def zones_in_play(players: int) -> tuple[str, ...]:
    """Every zone agents may stand on: the four action zones and the regions in play (no
    Venezuela with 2–3 players, book: "le Venezuela sera complètement fermé")."""
    check_players(players)
    return (*ACTION_ZONES, *regions_in_play(players))


# ------------------------------------------------------------------------------ game options


@dataclass(frozen=True)
class GameOption:
    """A choice made when a game is opened; every one is off by default (the book's standard
    game) and says where the book offers it."""

    name: str
    text: str
    source: str


#: The book's optional rules, each a boolean option of the game.
GAME_OPTIONS: tuple[GameOption, ...] = (
    GameOption(
        "brutal",
        "The Brutal rules: no consultants or crisis cards, the PR-crisis counter, one option "
        "per action, changed options.",
        "book 'Règles brutes': 'Quand vous aurez maîtrisé l'art obscur du trafic international "
        "du pétrole, vous serez préparé pour utiliser ces règles.'",
    ),
    GameOption(
        "hard_crises",
        "Each player starts with a level-1 crisis card face down.",
        "book 'Mise en place': 'Si vous désirez une partie plus difficile, donnez une carte de "
        "Crise de niveau 1 à chaque joueur, face cachée.' (Not with the Brutal rules, which "
        "have no crisis cards.)",
    ),
    GameOption(
        "two_symbol_fields",
        "The 10 oil fields with two technology symbols join the field deck.",
        "book 'Matériel extra': 'Il est conseillé de ne pas les utiliser lors de vos premières "
        "parties.'",
    ),
    GameOption(
        "double_closed",
        "The double-closed risk token joins the tokens drawn for the risk zones.",
        "book 'Mise en place': 'N'utilisez pas le jeton double « fermé » lors de vos premières "
        "parties.'",
    ),
)


def setup_bag(players: int, brutal: bool = False) -> dict[str, int]:
    """The bag at set-up: the table's row, or the Brutal bag (2 red barrels)."""
    check_players(players)
    if brutal:
        return brutal_bag(players)
    row = SETUP[players]
    return {"black": row.black, "red": row.red, "yellow": row.yellow}


# ------------------------------------------------------------------------------ Brutal rules

#: book "Règles brutes": "Indépendamment du nombre de joueurs, placez 2 Barils rouges dans le
#: sac et remettez le reste dans la boîte." AUTHORED reading: "le reste" is the other red
#: barrels; black and yellow barrels follow the set-up table (the sentence speaks of red ones).
BRUTAL_RED_BARRELS = 2
#: AUTHORED: the number of spaces of the PR-crisis counter is not in the text (the board is not
#: printed). The book's example needs exactly 3 spaces in use: Karen's agent on the first space
#: and Sandra's on the last; Olja's first agent pushes Karen's one space right; her second
#: pushes "tous les Agents déjà sur le compteur" and Sandra's leaves the counter. The example's
#: cast is the book's four-player cast (Alba, Karen, Olja, Sandra), so all spaces are in use:
#: the counter has 3 spaces.
BRUTAL_COUNTER_SPACES = 3
#: book: "Dans une partie à deux ou trois joueurs, ignorez la première case du compteur".
BRUTAL_COUNTER_SPACES_IGNORED_WITH_2_3 = 1
#: book "Règles brutes", Comptage: "vous perdez 2 PVs pour chaque Agent que vous avez sur le
#: compteur de Crises de RP".
BRUTAL_COUNTER_VP_LOSS = 2


def brutal_counter_spaces(players: int) -> int:
    """Spaces of the PR-crisis counter in use: 3, or 2 with 2–3 players (first one ignored)."""
    check_players(players)
    if players <= 3:
        return BRUTAL_COUNTER_SPACES - BRUTAL_COUNTER_SPACES_IGNORED_WITH_2_3
    return BRUTAL_COUNTER_SPACES


def brutal_bag(players: int) -> dict[str, int]:
    """The bag under the Brutal rules: the table's black and yellow barrels, 2 red ones."""
    row = SETUP[players]
    return {"black": row.black, "red": BRUTAL_RED_BARRELS, "yellow": row.yellow}


def counter_push(
    spaces: tuple[str | None, ...], owner: str
) -> tuple[tuple[str | None, ...], list[str]]:
    """Place ``owner``'s agent on the counter's leftmost space in use, pushing to the right.

    book: "placez l'un de vos Agents sur la case la plus à gauche du compteur"; "Lorsque vous
    placez un Agent sur une case où il y a déjà un Agent, déplacez cet Agent d'une case vers la
    droite. Cet Agent pourra déplacer un autre Agent à son tour"; "Si un Agent est déplacé vers
    une case vide, rien se passe. Si un Agent est déplacé hors du compteur …, placez-le dans le
    SS de son propriétaire." ``spaces`` are the spaces in use, left to right (``None`` empty);
    returns the new spaces and the owners of agents pushed off (they go home).
    """
    cells = list(spaces)
    carried: str | None = owner
    home: list[str] = []
    for index in range(len(cells)):
        carried, cells[index] = cells[index], carried
        if carried is None:
            break
    if carried is not None:
        home.append(carried)
    return tuple(cells), home
