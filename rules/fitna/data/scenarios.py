"""Fitna scenarios in one data format; scenario 1 (the tutorial) is authored here.

The scenario booklet is not in the book. Rule 2.3 names the eleven scenarios with their players
and turns, and the rules say what some of them hold (coups at set-up, Russian units, who takes
the US forces, which cards may be played). A scenario here carries everything 6.0, 7.0, 13.0,
15.0, 22.0 and 31.0 say a scenario decides: seats and what each controls, initiative order,
starting tension (or ``None`` when the tension rule is not used), cards removed, jokers and
special jokers, free OPs on turn 1, the set-up, force pools, reinforcement batches, special
rules and victory conditions. Scenarios 2-11 (issue 15) will use the same classes.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from . import units as _units


@dataclass(frozen=True)
class Seat:
    """A player's role. ``controls``: the nations/groups of ``units.NATIONS`` whose counters
    the seat moves (rule 20, as the scenario applies it); ``home``: the countries that are this
    seat's own for control at set-up (5.0) and the VP count (31.1)."""

    id: str
    name: str
    controls: tuple[str, ...]
    home: tuple[str, ...]
    jokers: int = 1
    special_jokers: tuple[str, ...] = ()


@dataclass(frozen=True)
class Condition:
    """One victory condition: ``kind`` ``hold`` (the seat controls every box of ``boxes`` at the
    end) or ``hold_any`` (at least ``count`` of them)."""

    id: str
    text: str
    kind: str
    boxes: tuple[str, ...]
    count: int = 0


@dataclass(frozen=True)
class Victory:
    """A seat's victory conditions and how many make each level (card 79: "pour obtenir une
    victoire marginale, il doit remplir 3 de ses conditions de victoire au lieu de 2, et ainsi
    de suite": levels are counts of conditions met, one apart)."""

    conditions: tuple[Condition, ...]
    levels: tuple[tuple[str, int], ...] = (("minor", 2), ("major", 3), ("decisive", 4))
    #: A player holding several countries (a two-player version): each part's conditions
    #: and levels; rule 31's note: "a player holding several countries reaches a victory
    #: level only if all their countries reach it".
    parts: tuple[Victory, ...] = ()

    def level(self, met: int, raised: int = 0) -> str:
        """The level reached with ``met`` conditions; ``raised`` levels added by card 79."""
        reached = "draw"
        for name, needed in self.levels:
            if met >= needed + raised:
                reached = name
        return reached


@dataclass(frozen=True)
class Rule:
    """A scenario special rule: an id the engine tests for, and its text."""

    id: str
    text: str


@dataclass(frozen=True)
class Scenario:
    number: int
    title_fr: str
    title_en: str
    players: int
    turns: int
    start: str
    seats: tuple[Seat, ...]
    initiative: tuple[str, ...]
    tension: int | None
    removed_cards: tuple[int, ...]
    free_ops_turn1: dict[str, int]
    setup: dict[str, tuple[str, ...]]
    control: dict[str, str | None]
    pools: dict[str, tuple[str, ...]]
    batches: dict[str, tuple[tuple[str, ...], ...]]
    play_area: tuple[str, ...]
    rules: tuple[Rule, ...]
    victory: dict[str, Victory]
    sources: tuple[str, ...] = field(default=())
    #: Who takes the US forces when they intervene (27.1), by trigger: ``kuwait`` (Kuwait
    #: attacked), ``jordan`` (Jordan attacked), ``israel`` (Haifa or Netanya attacked or taken
    #: by non-Israelis), ``incirlik`` (the US base attacked or taken), ``tension_10``; the
    #: value is the seat id. Empty: the US never intervene in the scenario (scenario 1).
    us_control: dict[str, str] = field(default_factory=dict)
    #: The two-player version (book 1.0: "Des règles optionnelles permettent de jouer à 2
    #: joueurs l'ensemble des scénarios"): the seats each of the two players takes, by id.
    two_player: tuple[tuple[str, ...], ...] = ()
    #: Pairs of seats whose units may share a box (4.0: "des unités ennemis ne peuvent pas
    #: s'empiler ensemble" — only enemies are kept apart) and never attack each other; a box
    #: they share is controlled by the player with the most defence points on it (31.0).
    #: Rule 20's bans between nations still hold inside a shared box.
    allies: tuple[tuple[str, str], ...] = ()
    #: Units a seat holds at set-up although their nation is another seat's (20.0: in
    #: scenarios 8 and 11 the Saudi player holds the Sunni militias "actives en Irak", the
    #: Turkish player those in Syria), by unit id.
    holders: dict[str, str] = field(default_factory=dict)
    #: Triggers of 27.1 whose US forces two players share (scenario 10: "du joueur israélien
    #: et du joueur turc"): the second player, by trigger; ``us_control`` names the first.
    us_shared: dict[str, str] = field(default_factory=dict)

    def seat_of(self, unit_id: str) -> str | None:
        """The seat that moves a unit (``None`` for Daesh and the Kurds, moved by cards)."""
        nation = _units.UNITS[unit_id].nation
        for seat in self.seats:
            if nation in seat.controls:
                return seat.id
        return None


# ------------------------------------------------------------------------------ scenario 1

_SYR = Seat(
    "SYR", "Syrian regime",
    controls=("SYR", "SYR_MIL", "HEZB_LEB", "HEZB_IRN", "SHIA"), home=("SYR",),
)  # fmt: skip
_REB = Seat(
    "TUR", "Turkey and the Syrian rebels",
    controls=("TUR", "FSA", "SUNNI", "ALSHAM"), home=("TUR",),
)  # fmt: skip

SCENARIO_1 = Scenario(
    number=1,
    title_fr="La guerre civile en Syrie : 2012-2013",
    title_en="The Syrian civil war, 2012-2013",
    players=2,  # book 2.3
    turns=6,  # book 2.3
    start="March 2012",
    seats=(_SYR, _REB),
    # authored: the regime holds the initiative in the spring of 2012 (Baba Amr, Idlib).
    initiative=("SYR", "TUR"),
    # authored: the tension rule is used (cards 19 and 76 are the chemical crisis of 2013),
    # starting at 2: the high-tension cards need three more steps.
    tension=2,
    removed_cards=(
        28,
        29,
        87,  # no US or Russian player, no Russian forces (28.0 lists scenarios 3, 4…)
        65,
        66,
        69,
        72,
        73,  # Saudi player absent
        70,
        71,
        83,  # Iranian player absent
        79,
        80,
        81,
        86,
        93,  # Israeli player absent
        68,  # 23.3: the Iraqi coup may be played only in scenarios 2, 3, 6 and 7
        74,
        75,
        84,  # Turkish intervention, PKK rebellion, Western forces: after 2013
    ),  # fmt: skip
    free_ops_turn1={"SYR": 4},  # authored (13.0 allows it): the regime's spring offensive.
    setup={
        # Syrian regime (authored from the positions of March 2012)
        "damascus": ("syr_rg", "syr_4_arm", "syr_mil_ndf"),
        "douma": ("syr_1_arm",),
        "qatana": ("syr_10_mech",),
        "qalamoun": ("syr_3_arm",),
        "quneitra": ("syr_7_mech",),
        "daraa": ("syr_5_mech", "syr_9_arm"),
        "homs": ("syr_18_arm", "syr_14_sf"),
        "hama": ("syr_11_arm",),
        "aleppo": ("syr_15_sf", "syr_mil_baath"),
        "deir_ez_zor": ("syr_17_res",),
        # Rebels (controlled by the Turkish player, rule 20)
        "idlib": ("fsa_1", "fsa_2", "alsham_ahrar"),
        "jisr_al_shughur": ("fsa_3",),
        "maarat_al_numan": ("fsa_4", "sunni_farouq"),
        "azaz": ("fsa_5",),
        "al_bab": ("fsa_6",),
        "quseir": ("fsa_7",),
        "mayadin": ("fsa_8",),
        "tripoli": ("sunni_tripoli",),
        # PYD: the regime handed the Kurdish towns over in July 2012 (authored: from set-up).
        "afrin": ("pyd_garrison_1",),
        "kobani": ("pyd_garrison_2",),
        "qamishli": ("pyd_garrison_3", "pyd_mobile_1"),
    },
    control={
        # Lebanon: the Hezbollah-backed Mikati government (authored); Tripoli the rebels'.
        "beirut": "SYR",
        "sidon": "SYR",
        "zahle": "SYR",
        "baalbek": "SYR",
        "south_litani": "SYR",
        "tripoli": "TUR",
    },  # fmt: skip
    pools={
        "SYR": (),
        "TUR": (),
        "DAESH": _units.of_nation("DAESH"),
        "PYD": ("pyd_mobile_2", "pyd_mobile_3"),
    },
    batches={
        # authored: Hezbollah in Quseir (spring 2013), then the Shia militias and the Iranian
        # volunteers of 2013.
        "SYR": (
            ("hezb_leb_radwan", "hezb_leb_2"),
            ("shia_abbas", "shia_kataib"),
            ("hezb_irn_1", "hezb_irn_2"),
        ),
        # authored: Aleppo's brigades (summer 2012), Jabhat al-Nusra and the southern front.
        "TUR": (
            ("sunni_tawhid", "fsa_9"),
            ("alsham_nusra", "fsa_10"),
        ),
    },
    play_area=("SYR", "LEB"),
    rules=(
        Rule(
            "play_area",
            "Units may enter only Syria and Lebanon; Turkish boxes are the "
            "rebels' rear (supply, 14.4) and no unit enters them.",
        ),
        Rule(
            "jordan_supply",
            "Jordan's boxes count as controlled by the Turkish player for "
            "the rebels' supply lines (14.4: Turkey or Jordan; the Amman operations centre).",
        ),
        Rule(
            "syr_controls_allies",
            "The Syrian player moves Hezbollah and the Shia militias "
            "(rule 20 gives them to the Iranian player, absent here).",
        ),
        Rule(
            "daesh_in_syria",
            "Daesh starts with every counter in its pool; an activation "
            "(25.2) places counters only on Daesh-symbol boxes of Syria.",
        ),
        Rule("kurds_pyd_only", "Only the PYD is in play; card 75 is removed."),
        Rule(
            "besieged",
            "The rebels at Quseir and Mayadin start cut off from Turkey and "
            "Jordan, isolated (14.1) until a line is opened: Quseir was surrounded between "
            "Homs and the Hezbollah-held Bekaa, Mayadin far down the Euphrates.",
        ),
        Rule("two_jokers", "Each player has one joker (9.0); no special jokers."),
        Rule(
            "victory",
            "At the end of turn 6 each seat counts its conditions met; the higher "
            "level wins at that level; equal levels (or none) are a draw. The regime meets 4 "
            "of its 6 at set-up, so it needs 4 to hold a minor victory: it wins by not losing "
            "ground; the rebels start with 1 and need 2, 3, 4.",
        ),
    ),  # fmt: skip
    victory={
        # authored from the stakes of 2012-2013: the regime must keep the cities and the roads
        # between them; the rebels must take the north and threaten the capital.
        "SYR": Victory(
            (
                Condition("syr_aleppo", "Hold Aleppo", "hold", ("aleppo",)),
                Condition(
                    "syr_homs",
                    "Hold Homs and Quseir (the road to Lebanon)",
                    "hold",
                    ("homs", "quseir"),
                ),
                Condition("syr_idlib", "Retake Idlib", "hold", ("idlib",)),
                Condition("syr_south", "Hold Daraa and Quneitra", "hold", ("daraa", "quneitra")),
                Condition(
                    "syr_east", "Hold Deir ez-Zor and Raqqa", "hold", ("deir_ez_zor", "raqqa")
                ),
                Condition(
                    "syr_ghouta",
                    "Hold Damascus, Douma and Qatana",
                    "hold",
                    ("damascus", "douma", "qatana"),
                ),
            ),
            levels=(("minor", 4), ("major", 5), ("decisive", 6)),
        ),  # fmt: skip
        "TUR": Victory(
            (
                Condition("reb_idlib", "Hold Idlib", "hold", ("idlib",)),
                Condition("reb_aleppo", "Take Aleppo", "hold", ("aleppo",)),
                Condition("reb_raqqa", "Take Raqqa", "hold", ("raqqa",)),
                Condition("reb_homs", "Take Homs", "hold", ("homs",)),
                Condition("reb_south", "Take Daraa", "hold", ("daraa",)),
                Condition(
                    "reb_ghouta", "Take Douma or Qatana", "hold_any", ("douma", "qatana"), count=1
                ),
            )
        ),  # fmt: skip
    },
    sources=(
        "book 2.3: 'La guerre civile en Syrie : 2012-2013 (scénario tutoriel pour 2 joueurs ; "
        "6 tours)'",
        "book 20.0: the Turkish player controls the Free Syrian Army and the Sunni militias "
        "and Al Sham in Syria",
        "book 23.2: card 67 may be played in scenario 1; 24.0: card 41 may be played in scenario 1",
    ),
)


@dataclass(frozen=True)
class ScenarioFacts:
    """What the rulebook itself says about a scenario (book 2.3 and the rules naming it); the
    booklet with the set-ups is not printed, so these are the fixed points issue 15 authors
    from."""

    number: int
    title_fr: str
    title_en: str
    players: tuple[int, ...]
    turns: int
    syrian_coup_card: bool  # 23.2: card 67 may be played
    iraqi_coup_card: bool  # 23.3: card 68 may be played
    starts_with_iraqi_coup: bool  # 23.3
    lebanon_war_card: bool  # 24.0: card 41 may be played
    russian_units: bool  # 28.0
    pkk_rebellion_at_setup: bool  # 26.7
    kurdish_player: bool  # 26.0: "sauf dans le scénario 7"
    israeli_special_joker: bool  # 10.0 / the joker's text: scenarios 9, 10 and 11
    us_at_tension_10: tuple[str, ...]  # 27.1: who takes the US forces at tension 10
    saudi_holds_free_iraqi_army: bool  # 20.0: "ou saoudien dans les scénarios 8 & 11"


def _facts(
    number: int,
    title_fr: str,
    title_en: str,
    players: tuple[int, ...],
    turns: int,
    us: tuple[str, ...] = (),
) -> ScenarioFacts:
    return ScenarioFacts(
        number, title_fr, title_en, players, turns,
        syrian_coup_card=number in (1, 2, 4, 6, 7, 9, 10, 11),
        iraqi_coup_card=number in (2, 3, 6, 7),
        starts_with_iraqi_coup=number in (8, 11),
        lebanon_war_card=number in (1, 2, 3, 4, 6, 7),
        russian_units=number in (3, 4, 6, 9, 10, 11),
        pkk_rebellion_at_setup=number in (3, 7),
        kurdish_player=number == 7,
        israeli_special_joker=number in (9, 10, 11),
        us_at_tension_10=us,
        saudi_holds_free_iraqi_army=number in (8, 11),
    )  # fmt: skip


#: The eleven scenarios as the book lists them (2.3), with what the rules say of each.
SCENARIO_FACTS: dict[int, ScenarioFacts] = {
    f.number: f
    for f in (
        _facts(1, "La guerre civile en Syrie : 2012-2013", "The Syrian civil war, 2012-2013",
               (2,), 6),
        _facts(2, "La lutte contre Daech : 2014-2015", "The fight against Daesh, 2014-2015",
               (3, 4), 6, us=("IRQ",)),
        _facts(3, "Le Kremlin contre-attaque", "The Kremlin strikes back, 2015-2016", (3, 4), 6,
               us=("IRQ",)),
        _facts(4, "L'effondrement de Daech : 2017-2018", "The collapse of Daesh, 2017-2018",
               (3,), 9, us=("IRQ",)),
        _facts(5, "L'Irak envahit de nouveau le Koweït", "Iraq invades Kuwait again", (2,), 6,
               us=("COALITION",)),
        _facts(6, "Le réveil du sultan", "The Sultan's awakening", (3,), 9, us=("TUR",)),
        _facts(7, "Le combat pour l'indépendance kurde", "The fight for Kurdish independence",
               (4,), 9),
        _facts(8, "Guerre limitée entre l'Iran et l'Arabie saoudite",
               "Limited war between Iran and Saudi Arabia", (2,), 9, us=("SAU",)),
        _facts(9, "Tsahal vs Hezbollah", "IDF vs Hezbollah", (2,), 6),
        _facts(10, "Guerre régionale en Syrie", "Regional war in Syria after the US withdrawal",
               (5,), 6, us=("ISR", "TUR")),
        _facts(11, "Fitna : la guerre globale au Moyen-Orient", "Fitna: the full campaign",
               (6,), 12, us=("SAU",)),
    )
}  # fmt: skip

#: Rule 33's custom scenario (number 0): no scenario-numbered fact applies to it.
CUSTOM_FACTS = _facts(0, "Scénario libre (règle 33)", "Custom scenario (rule 33)",
                      (2, 3, 4, 5, 6), 12)  # fmt: skip


def facts_of(number: int) -> ScenarioFacts:
    """What the book says of scenario ``number`` (0: the players' own, rule 33)."""
    return CUSTOM_FACTS if number == 0 else SCENARIO_FACTS[number]


#: Boxes whose units start isolated in each scenario (its "besieged" rule).
BESIEGED: dict[int, tuple[str, ...]] = {
    1: ("quseir", "mayadin"),
    2: ("douma",),
    3: ("deir_ez_zor", "douma"),
    4: ("deir_ez_zor", "douma"),
}


def two_player_version(scenario: Scenario) -> Scenario:
    """The scenario for two players (AUTHORED: the booklet's optional rules are not printed):
    each player takes the seats of his group — what they control, their home countries,
    jokers and special jokers, batches and pools, and their victory conditions, each country's
    apart (rule 31's note); the group's first seat names the side."""
    groups = scenario.two_player
    by_id = {seat.id: seat for seat in scenario.seats}
    lead = {member: group[0] for group in groups for member in group}
    seats = tuple(
        Seat(
            group[0],
            " and ".join(by_id[m].name for m in group),
            controls=tuple(n for m in group for n in by_id[m].controls),
            home=tuple(c for m in group for c in by_id[m].home),
            jokers=sum(by_id[m].jokers for m in group),
            special_jokers=tuple(j for m in group for j in by_id[m].special_jokers),
        )
        for group in groups
    )
    victory = {
        group[0]: scenario.victory[group[0]]
        if len(group) == 1
        else Victory(
            tuple(c for m in group for c in scenario.victory[m].conditions),
            parts=tuple(scenario.victory[m] for m in group),
        )
        for group in groups
    }
    batches: dict[str, tuple[tuple[str, ...], ...]] = {}
    pools: dict[str, tuple[str, ...]] = {}
    for side, found in scenario.batches.items():
        key = lead.get(side, side)
        batches[key] = batches.get(key, ()) + found
    for side, units in scenario.pools.items():
        key = lead.get(side, side)
        pools[key] = pools.get(key, ()) + units
    free: dict[str, int] = {}
    for side, ops in scenario.free_ops_turn1.items():
        free[lead.get(side, side)] = free.get(lead.get(side, side), 0) + ops
    return replace(
        scenario,
        players=2,
        seats=seats,
        initiative=tuple(dict.fromkeys(lead[s] for s in scenario.initiative)),
        free_ops_turn1=free,
        control={box: (lead.get(s, s) if s else s) for box, s in scenario.control.items()},
        batches=batches,
        pools=pools,
        victory=victory,
        us_control={t: lead.get(s, s) for t, s in scenario.us_control.items()},
        us_shared={
            t: lead.get(s, s)
            for t, s in scenario.us_shared.items()
            if lead.get(s, s) != lead.get(scenario.us_control.get(t, ""), "")
        },
        allies=tuple(
            (lead.get(a, a), lead.get(b, b))
            for a, b in scenario.allies
            if lead.get(a, a) != lead.get(b, b)
        ),
        holders={u: lead.get(s, s) for u, s in scenario.holders.items()},
        two_player=(),
    )


def with_seat(
    scenario: Scenario,
    seat: Seat,
    *,
    taken: dict[str, tuple[str, ...]],
    initiative: tuple[str, ...],
    victory: Victory,
    batches: dict[str, tuple[tuple[str, ...], ...]],
    allies: tuple[tuple[str, str], ...],
    control: dict[str, str | None],
    play_area: tuple[str, ...],
    sources: tuple[str, ...],
) -> Scenario:
    """A version of ``scenario`` for one more player (book 2.3: "3-4 joueurs"): ``seat``
    takes from the others the nations ``taken`` names (seat id -> nations); ``batches``
    replaces the batches of the seats it names; the rest stays as the scenario has it."""
    seats = tuple(
        replace(s, controls=tuple(n for n in s.controls if n not in taken.get(s.id, ())))
        for s in scenario.seats
    )
    return replace(
        scenario,
        players=scenario.players + 1,
        seats=(*seats, seat),
        initiative=initiative,
        victory={**scenario.victory, seat.id: victory},
        batches={**scenario.batches, **batches},
        pools={**scenario.pools, seat.id: ()},
        allies=allies,
        control={**scenario.control, **control},
        play_area=play_area,
        rules=(
            *scenario.rules,
            Rule(
                "allies",
                "Allied players (" + ", ".join("-".join(p) for p in allies) + ") "
                "share boxes and never attack each other; a shared box is controlled by the "
                "player with the most defence points on it (31.0).",
            ),
        ),  # fmt: skip
        sources=(*scenario.sources, *sources),
        two_player=(),
    )


def scenario_for(number: int, two_player: bool = False, players: int | None = None) -> Scenario:
    """The scenario a game plays: its two-player version when asked, else the version for
    ``players`` (the book's scenarios 2 and 3 are for 3 or 4), else the book's own."""
    found = SCENARIOS[number]
    if two_player:
        return _two_player(number)
    if players is not None and players != found.players:
        return VERSIONS.get((number, players), found)
    return found


def player_counts(number: int) -> tuple[int, ...]:
    """The numbers of players scenario ``number`` is authored for (its two-player version
    apart)."""
    return tuple(sorted({SCENARIOS[number].players} | {p for n, p in VERSIONS if n == number}))


def _two_player(number: int) -> Scenario:
    cached = _TWO_PLAYER.get(number)
    if cached is None:
        cached = _TWO_PLAYER[number] = two_player_version(SCENARIOS[number])
    return cached


_TWO_PLAYER: dict[int, Scenario] = {}


def owner_of_unit(scenario: Scenario, unit_id: str) -> str:
    """Who a unit belongs to for control and stacking: its seat, or its nation for the forces
    no seat moves (Daesh, each Kurdish faction)."""
    return scenario.seat_of(unit_id) or _units.UNITS[unit_id].nation


def initial_control(scenario: Scenario) -> dict[str, str | None]:
    """Who controls each box at set-up (book 5.0): a box with units is their owner's; an empty
    box of a seat's home country is that seat's; the scenario's ``control`` overrides; other
    boxes are nobody's (``None``)."""
    from . import map as _map

    control: dict[str, str | None] = {box_id: None for box_id in _map.BOXES}
    for seat in scenario.seats:
        for country in seat.home:
            for box_id in _map.boxes_in(country):
                control[box_id] = seat.id
    control.update(scenario.control)
    for box_id, stack in scenario.setup.items():
        control[box_id] = scenario.holders.get(stack[0]) or owner_of_unit(scenario, stack[0])
    return control


#: Scenarios by number (2-11 come with issue 15).
# ------------------------------------------------------------------------------ scenario 5

_IRQ5 = Seat(
    "IRQ", "Iraq",
    controls=("IRQ", "SHIA"), home=("IRQ",),
)  # fmt: skip
_COA5 = Seat(
    "COALITION", "The international coalition (Kuwait, Saudi Arabia, the US)",
    controls=("KUW", "SAU", "UAE", "QAT", "BAH", "OMN", "UK", "FR"), home=("KUW", "SAU"),
)  # fmt: skip

SCENARIO_5 = Scenario(
    number=5,
    title_fr="L'Irak envahit de nouveau le Koweït",
    title_en="Iraq invades Kuwait again",
    players=2,  # book 2.3
    turns=6,  # book 2.3
    start="authored: a near future, an Iraqi government under its militias' sway",
    seats=(_IRQ5, _COA5),
    # authored: the invader strikes first (August 1990 again).
    initiative=("IRQ", "COALITION"),
    # authored: the tension rule is used, starting high (4): an invasion of a Gulf state.
    tension=4,
    removed_cards=(
        67,  # 23.2: no Syrian coup outside scenarios 1, 2, 4, 6, 7, 9, 10, 11
        41,  # 24.0: the Lebanon war card is not for scenario 5
        75,  # 26.7: no PKK rebellion in the Iraq-Kuwait theatre
        74,  # the Turkish intervention: Turkey is not in the game
        87,  # Russia is not in the theatre (28.0 lists 3, 4, 6, 9, 10, 11)
    ),
    free_ops_turn1={"IRQ": 4},  # authored (13.0): the invasion's surprise.
    setup={
        # Iraq (authored from the garrisons of the south and the PMF)
        "basra": ("irq_14_inf_div", "shia_badr"),
        "rumaila": ("irq_9_arm_div",),
        "umm_qasr": ("irq_1_mech_div",),
        "nasiriyah": ("irq_10_inf_div",),
        "diwaniyah": ("irq_8_inf_div",),
        "baghdad": ("irq_6_inf_div", "irq_cts"),
        "samawah": ("irq_5_inf_div",),
        # Kuwait and Saudi Arabia (authored)
        "kuwait_city": ("kuw_35_arm_bde", "kuw_national_guard"),
        "jahra": ("kuw_6_mech_bde",),
        "burgan": ("kuw_15_arm_bde",),
        "hafar_al_batin": ("sau_4_arm_bde", "sau_20_mech_bde"),
        # The Kurdistan region stays out of the war (authored).
        "erbil": ("kdp_garrison_1",),
        "dahuk": ("kdp_garrison_2",),
    },
    control={},
    pools={
        "IRQ": (),
        "COALITION": (),
        "DAESH": _units.of_nation("DAESH"),
        "KDP": ("kdp_mobile_1", "kdp_mobile_2", "kdp_mobile_3", "kdp_garrison_3"),
    },
    batches={
        # authored: Kata'ib Hezbollah and the capital's division come south, then the CTS
        # reserve of militias.
        "IRQ": (("shia_kataib",), ("shia_abbas",)),
        # authored: the Saudi armour from the south, then the Gulf states' airmobile brigade.
        "COALITION": (("sau_12_arm_bde", "sau_ang_bde"), ("uae_airmobile_bde",)),
    },
    play_area=("IRQ", "KUW", "SAU"),
    rules=(
        Rule("play_area", "Units may enter only Iraq, Kuwait and Saudi Arabia."),
        Rule(
            "us_kuwait",
            "27.1: when Kuwait is attacked the US forces enter under the coalition player "
            "(the invasion's first offensive brings them in).",
        ),
        Rule(
            "two_jokers",
            "Each player has one joker (9.0); the US special joker comes with "
            "the US forces (27.1).",
        ),
        Rule(
            "victory",
            "At the end of turn 6 each seat counts its conditions met; the higher level "
            "wins; equal levels are a draw.",
        ),
    ),  # fmt: skip
    victory={
        # authored from the stakes of 1990 replayed: Iraq must take Kuwait's capital and oil
        # and keep its own south; the coalition must hold them and push back to Basra.
        "IRQ": Victory(
            (
                Condition("irq_kuwait_city", "Take Kuwait City", "hold", ("kuwait_city",)),
                Condition("irq_burgan", "Take the Burgan field", "hold", ("burgan",)),
                Condition("irq_jahra", "Take Jahra", "hold", ("jahra",)),
                Condition("irq_basra", "Keep Basra and Rumaila", "hold", ("basra", "rumaila")),
                Condition("irq_baghdad", "Keep Baghdad", "hold", ("baghdad",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "COALITION": Victory(
            (
                Condition("coa_kuwait_city", "Hold Kuwait City", "hold", ("kuwait_city",)),
                Condition("coa_burgan", "Hold the Burgan field", "hold", ("burgan",)),
                # authored: the coalition must carry the war into Iraq, not only hold (it starts
                # with two conditions, as Iraq does)
                Condition("coa_umm_qasr", "Take Umm Qasr (the port)", "hold", ("umm_qasr",)),
                Condition(
                    "coa_south",
                    "Take Nasiriyah or Samawah",
                    "hold_any",
                    ("nasiriyah", "samawah"),
                    count=1,
                ),
                Condition(
                    "coa_basra", "Take Basra or Rumaila", "hold_any", ("basra", "rumaila"), count=1
                ),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),  # fmt: skip
    },
    sources=(
        "book 2.3: 'L'Irak envahit de nouveau le Koweït' (2 players, 6 turns)",
        "book 27.0-27.1: the US forces engaged beside the international coalition, under its "
        "player, when Kuwait is attacked",
        "authored: the Iraqi order of battle of the south in the 2020s and the Gulf "
        "Cooperation Council's forces, 1990's invasion routes (Safwan-Jahra, the Burgan field)",
    ),
    us_control={"kuwait": "COALITION"},
)

# ------------------------------------------------------------------------------ scenario 9

_ISR9 = Seat(
    "ISR", "Israel",
    controls=("ISR",), home=("ISR",),
    special_jokers=("israeli_strikes",),
)  # fmt: skip
_AXIS9 = Seat(
    "IRN", "The axis of resistance (Iran, Hezbollah, Syria, the Russian contingent)",
    controls=("IRN", "HEZB_LEB", "HEZB_IRN", "SHIA", "SYR", "SYR_MIL", "RUS"),
    home=("LEB", "SYR"),
    special_jokers=("hezbollah_arsenal", "iranian_missiles"),
)  # fmt: skip

SCENARIO_9 = Scenario(
    number=9,
    title_fr="Tsahal contre le Hezbollah",
    title_en="IDF vs Hezbollah",
    players=2,  # book 2.3
    turns=6,  # book 2.3
    start="authored: a third Lebanon war, Syria still Assad's, before December 2024",
    seats=(_ISR9, _AXIS9),
    # authored: Israel strikes first, as in 2006 and 2024.
    initiative=("ISR", "IRN"),
    tension=3,  # authored: a war on Israel's border raises the stakes from the start
    removed_cards=(
        41,  # 24.0: the Lebanon war card only in 1-4, 6, 7 (here the war is the game)
        68,  # 23.3: no Iraqi coup in scenario 9
        74,  # the Turkish intervention: Turkey is not in the game
        75,  # 26.7: the PKK rebellion is not in this theatre
    ),
    free_ops_turn1={"ISR": 4},  # authored (13.0): the opening air and ground campaign
    setup={
        # Israel (authored from the Northern Command's deployment)
        "golan": ("isr_210_div",),
        "kiryat_shmona": ("isr_91_div", "isr_golani_bde"),
        "nahariya": ("isr_36_arm_div",),
        "tiberias": ("isr_146_div",),
        "haifa": ("isr_98_para_div",),
        "netanya": ("isr_7_arm_bde",),
        # Hezbollah, Syria, the militias and Russia (authored)
        "south_litani": ("hezb_leb_radwan", "hezb_leb_nasr", "hezb_leb_aziz"),
        "sidon": ("hezb_leb_badr",),
        "baalbek": ("hezb_leb_2",),
        "qatana": ("shia_abbas",),
        "quneitra": ("syr_7_mech", "shia_kataib"),
        "damascus": ("syr_rg", "syr_4_arm"),
        "daraa": ("syr_5_mech",),
        "latakia": ("rus_vdv_bg",),
        "tartus": ("rus_810_marines",),
        # The Kurdish north-east (the SDF), out of this war (authored)
        "qamishli": ("pyd_garrison_1",),
        "kobani": ("pyd_garrison_2",),
        "hasakah": ("pyd_garrison_3",),
    },
    control={},
    pools={
        "ISR": (),
        "IRN": (),
        "DAESH": _units.of_nation("DAESH"),
        "PYD": ("pyd_mobile_1", "pyd_mobile_2", "pyd_mobile_3"),
    },
    batches={
        # authored: the armoured and reserve divisions mobilised
        "ISR": (("isr_162_div",), ("isr_252_div",)),
        # authored: the Badr militia from Iraq, then Russia's special forces (Iranian units
        # would trace supply to Iran, 14.0, through an Iraq out of play: none come).
        "IRN": (("shia_badr",), ("rus_spetsnaz",)),
    },
    play_area=("ISR", "LEB", "SYR"),
    rules=(
        Rule("play_area", "Units may enter only Israel, Lebanon and Syria."),
        Rule(
            "axis_one_player",
            "The axis player moves the Iranian, Hezbollah, Syrian, militia and Russian units "
            "(28.0: the Syrian side moves the Russians); rule 20's Syrian–Iranian permission "
            "does not arise.",
        ),
        Rule(
            "special_jokers",
            "10.0: the Israeli player holds the Israeli special joker (scenarios 9-11); the "
            "axis player the Iranian one and the Hezbollah one.",
        ),
        Rule(
            "us_israel",
            "27.1 (3): if Haifa or Netanya is attacked or taken by non-Israelis, the US forces "
            "enter under the Israeli player.",
        ),
        Rule(
            "victory",
            "At the end of turn 6 each seat counts its conditions met; the higher level "
            "wins; equal levels are a draw.",
        ),
    ),  # fmt: skip
    victory={
        # authored from the war aims of 2006 and 2024: Israel must clear the south of the
        # Litani and keep Galilee and the Golan; the axis must hold the south and strike into
        # Galilee.
        "ISR": Victory(
            (
                Condition("isr_litani", "Take South Litani", "hold", ("south_litani",)),
                Condition("isr_sidon", "Take Sidon", "hold", ("sidon",)),
                Condition("isr_golan", "Keep the Golan", "hold", ("golan",)),
                Condition(
                    "isr_galilee",
                    "Keep Kiryat Shmona and Nahariya",
                    "hold",
                    ("kiryat_shmona", "nahariya"),
                ),
                Condition("isr_quneitra", "Take Quneitra", "hold", ("quneitra",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "IRN": Victory(
            (
                Condition("axis_litani", "Hold South Litani", "hold", ("south_litani",)),
                Condition("axis_beirut", "Hold Beirut", "hold", ("beirut",)),
                Condition(
                    "axis_galilee",
                    "Take Kiryat Shmona or Nahariya",
                    "hold_any",
                    ("kiryat_shmona", "nahariya"),
                    count=1,
                ),
                Condition(
                    "axis_damascus", "Hold Damascus and Quneitra", "hold", ("damascus", "quneitra")
                ),
                Condition("axis_golan", "Take the Golan", "hold", ("golan",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),  # fmt: skip
    },
    sources=(
        "book 2.3: 'Tsahal contre le Hezbollah' (2 players, 6 turns)",
        "book 10.0: the Israeli special joker in scenarios 9, 10 and 11; the Iranian player "
        "with two special jokers (Iran and Hezbollah)",
        "book 28.0: Russian units deployed in scenario 9, moved by the Syrian side",
        "book 27.1 (3): Haifa or Netanya attacked: the US under the Israeli player",
        "authored: the IDF's Northern Command and Hezbollah's regional units of the 2020s; "
        "the 2006 and 2024 wars' aims",
    ),
    us_control={"israel": "ISR"},
)

# ------------------------------------------------------------------------------ scenario 8

_IRN8 = Seat(
    "IRN", "Iran and its Iraqi allies",
    controls=("IRN", "HEZB_IRN", "SHIA", "IRQ"), home=("IRN", "IRQ"),
    special_jokers=("iranian_missiles",),
)  # fmt: skip
_SAU8 = Seat(
    "SAU", "Saudi Arabia and the Gulf states",
    controls=("SAU", "KUW", "UAE", "QAT", "BAH", "OMN", "FIA", "SUNNI", "ALSHAM"),
    home=("SAU", "KUW"),
)  # fmt: skip

SCENARIO_8 = Scenario(
    number=8,
    title_fr="Guerre limitée entre l'Iran et l'Arabie saoudite",
    title_en="Limited war between Iran and Saudi Arabia",
    players=2,  # book 2.3
    turns=9,  # book 2.3
    start="authored: a coup in Baghdad splits the Iraqi army between Tehran and Riyadh",
    seats=(_IRN8, _SAU8),
    # authored: the coup's backers, Iran, move first.
    initiative=("IRN", "SAU"),
    tension=4,  # authored: two regional powers at war, after a coup (23.0 raises it too)
    removed_cards=(
        41,  # 24.0: no Lebanon war card in scenario 8
        67,  # 23.2: no Syrian coup in scenario 8
        68,  # 23.3: the Iraqi coup happens at set-up (below), not again by card
        74,  # Turkey is not in the game
        75,  # 26.7: no PKK rebellion here
        87,  # 28.0: no Russian forces in scenario 8
    ),
    free_ops_turn1={},
    setup={
        # Iran (authored: the border armies)
        "ahvaz": ("irn_92_arm_div",),
        "kermanshah": ("irn_81_arm_div",),
        "khorramshahr": ("irn_irgc_ground",),
        "ilam": ("irn_quds",),
        # Iraq, Iran's ally until the coup's dice speak (authored)
        "baghdad": ("irq_6_inf_div", "irq_cts"),
        "basra": ("irq_14_inf_div", "shia_badr"),
        "karbala": ("shia_abbas",),
        "najaf": ("shia_kataib",),
        "nasiriyah": ("irq_10_inf_div",),
        "ramadi": ("irq_8_inf_div",),
        "mosul": ("irq_1_mech_div",),
        "kirkuk": ("irq_5_inf_div",),
        "tikrit": ("irq_9_arm_div",),
        # Saudi Arabia, Kuwait, the Gulf states and the Anbar tribes (authored)
        "hafar_al_batin": ("sau_4_arm_bde", "sau_20_mech_bde"),
        "rafha": ("sau_12_arm_bde",),
        "arar": ("sau_ang_bde",),
        "turaif": ("uae_airmobile_bde",),
        "kuwait_city": ("kuw_35_arm_bde", "kuw_national_guard"),
        "jahra": ("kuw_6_mech_bde",),
        "burgan": ("kuw_15_arm_bde",),
        "nukhayb": ("sunni_anbar",),  # the Anbar desert, on the road to Arar (14.3)
        # The Kurdistan region stays out (authored)
        "erbil": ("kdp_garrison_1",),
        "dahuk": ("kdp_garrison_2",),
    },
    control={},
    pools={
        "IRN": (),
        "SAU": (),
        "DAESH": _units.of_nation("DAESH"),
        "KDP": ("kdp_mobile_1", "kdp_mobile_2", "kdp_mobile_3", "kdp_garrison_3"),
    },
    batches={
        # authored: Iran's paratroopers and Iranian Hezbollah volunteers
        "IRN": (("irn_para_1", "irn_para_2"), ("hezb_irn_1", "hezb_irn_2"), ("irn_para_3",)),
        # authored: Egypt's airmobile brigade flown in, then the Saudi reserves
        "SAU": (("egy_airmobile_bde",),),
    },
    play_area=("IRQ", "KUW", "SAU", "IRN", "JOR"),
    rules=(
        Rule("play_area", "Units may enter only Iraq, Kuwait, Saudi Arabia, Iran and Jordan."),
        Rule(
            "iraqi_coup_at_setup",
            "23.3: the scenario begins with a coup in Iraq: every Iraqi army unit not marked L "
            "rolls (1-2 joins the rebellion, the Free Iraqi Army, moved by the Saudi player "
            "(20.0); 3-4 is eliminated; 5-6 stays loyal); militias do not roll.",
        ),
        Rule(
            "saudi_free_iraqi_army",
            "20.0: the Saudi player moves the Free Iraqi Army and the Sunni militias and Al "
            "Sham in Iraq.",
        ),
        Rule(
            "us_saudi",
            "27.1: if Jordan is attacked, or the tension reaches 10, the US forces enter "
            "under the Saudi player.",
        ),
        Rule(
            "victory",
            "At the end of turn 9 each seat counts its conditions met; the higher level wins; "
            "equal levels are a draw.",
        ),
    ),  # fmt: skip
    victory={
        # authored: Iran fights to keep Iraq in its orbit and its Shia holy cities; Riyadh to
        # put the Sunni west and Baghdad in friendly hands and to keep the Gulf.
        "IRN": Victory(
            (
                Condition("irn_baghdad", "Hold Baghdad", "hold", ("baghdad",)),
                Condition("irn_basra", "Hold Basra", "hold", ("basra",)),
                Condition("irn_holy", "Hold Karbala and Najaf", "hold", ("karbala", "najaf")),
                Condition("irn_home", "Keep Ahvaz and Kermanshah", "hold", ("ahvaz", "kermanshah")),
                Condition(
                    "irn_gulf",
                    "Take Kuwait City or Hafar al-Batin",
                    "hold_any",
                    ("kuwait_city", "hafar_al_batin"),
                    count=1,
                ),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "SAU": Victory(
            (
                Condition("sau_baghdad", "Take Baghdad", "hold", ("baghdad",)),
                Condition("sau_anbar", "Hold Ramadi and Fallujah", "hold", ("ramadi", "fallujah")),
                Condition("sau_kuwait", "Keep Kuwait City", "hold", ("kuwait_city",)),
                Condition("sau_border", "Keep Hafar al-Batin", "hold", ("hafar_al_batin",)),
                Condition("sau_basra", "Take Basra", "hold", ("basra",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),  # fmt: skip
    },
    sources=(
        "book 2.3: 'Guerre limitée entre l'Iran et l'Arabie saoudite' (2 players, 9 turns)",
        "book 23.3: scenarios 8 and 11 begin with a coup in Iraq",
        "book 20.0: the Saudi player moves the Free Iraqi Army and the Sunni militias and Al "
        "Sham in Iraq in scenarios 8 and 11",
        "book 27.1: the US to the Saudi player if Jordan is attacked or at tension 10",
        "authored: the forces of the 2020s on the Iran-Iraq-Gulf borders",
    ),
    us_control={"jordan": "SAU", "tension_10": "SAU"},
)

# ------------------------------------------------------------------------------ scenario 4

_SYR4 = Seat(
    "SYR", "The Syrian regime and its allies (Russia, Hezbollah)",
    controls=("SYR", "SYR_MIL", "HEZB_LEB", "HEZB_IRN", "RUS"), home=("SYR",),
    special_jokers=("russian_strikes",),
)  # fmt: skip
_IRQ4 = Seat(
    "IRQ", "Iraq and the Popular Mobilisation",
    controls=("IRQ", "SHIA"), home=("IRQ",),
)  # fmt: skip
_TUR4 = Seat(
    "TUR", "Turkey and the Syrian rebels",
    controls=("TUR", "FSA", "SUNNI", "ALSHAM"), home=("TUR",),
)  # fmt: skip

#: Daesh at the start of 2017 (authored from the front lines of January 2017); the values of
#: its counters stay hidden (25.1): which counter stands where is set here, not shown.
_DAESH4 = {
    "mosul": ("daesh_01", "daesh_02", "daesh_decoy_1"),
    "tal_afar": ("daesh_03",),
    "hawija": ("daesh_04", "daesh_05"),
    "al_qaim": ("daesh_06", "daesh_decoy_2"),
    "raqqa": ("daesh_07", "daesh_08", "daesh_09"),
    "tabqa": ("daesh_10",),
    "mayadin": ("daesh_baghdadi", "daesh_11"),
    "abu_kamal": ("daesh_12", "daesh_decoy_3"),
    "palmyra": ("daesh_13", "daesh_14"),
    "al_bab": ("daesh_15",),
}

SCENARIO_4 = Scenario(
    number=4,
    title_fr="L'effondrement de Daech : 2017-2018",
    title_en="The collapse of Daesh, 2017-2018",
    players=3,  # book 2.3
    turns=9,  # book 2.3
    start="January 2017",
    seats=(_SYR4, _IRQ4, _TUR4),
    # authored: the regime after Aleppo, Iraq in Mosul, Turkey at al-Bab.
    initiative=("SYR", "IRQ", "TUR"),
    tension=4,  # authored: three armies and two great powers closing on Daesh
    removed_cards=(
        68,  # 23.3: no Iraqi coup in scenario 4
    ),
    free_ops_turn1={},
    setup={
        # The regime, Russia and Hezbollah (authored)
        "damascus": ("syr_rg", "syr_4_arm"),
        "qatana": ("syr_10_mech",),
        "quneitra": ("syr_7_mech",),
        "daraa": ("syr_5_mech",),
        "homs": ("syr_18_arm",),
        "hama": ("syr_11_arm", "syr_mil_ndf"),
        "aleppo": ("syr_15_sf", "syr_14_sf", "syr_mil_baath"),
        "deir_ez_zor": ("syr_17_res",),
        "qalamoun": ("hezb_leb_radwan",),
        "quseir": ("hezb_leb_2",),
        "latakia": ("rus_vdv_bg",),
        "tartus": ("rus_810_marines",),
        # Iraq and the Popular Mobilisation (authored: the Mosul front)
        "qayyarah": ("irq_cts", "irq_9_arm_div"),
        "baghdad": ("irq_6_inf_div",),
        "tikrit": ("irq_1_mech_div",),
        "baiji": ("irq_5_inf_div",),
        "ramadi": ("irq_8_inf_div",),
        "fallujah": ("shia_kataib",),
        "samarra": ("shia_badr",),
        "basra": ("irq_14_inf_div",),
        # Turkey and the rebels (authored: Euphrates Shield, Idlib, the Ghouta)
        "jarabulus": ("tur_66_mech_bde", "fsa_4"),
        "azaz": ("fsa_3", "tur_5_arm_bde"),
        "kilis": ("tur_1_mech_bde",),
        "gaziantep": ("tur_6_corps",),
        "idlib": ("alsham_nusra", "fsa_1"),
        "jisr_al_shughur": ("alsham_ahrar",),
        "maarat_al_numan": ("fsa_2",),
        "douma": ("fsa_9",),
        # The Kurds (authored: the SDF in the north-east, the KDP in Erbil and Kirkuk)
        "afrin": ("pyd_garrison_1",),
        "kobani": ("pyd_garrison_2",),
        "qamishli": ("pyd_garrison_3",),
        "manbij": ("pyd_mobile_1",),
        "hasakah": ("pyd_mobile_2",),
        "shaddadi": ("pyd_mobile_3",),
        "erbil": ("kdp_garrison_1",),
        "dahuk": ("kdp_garrison_2",),
        "sulaymaniyah": ("kdp_garrison_3",),
        "kirkuk": ("kdp_mobile_1",),
        # Daesh
        **_DAESH4,
    },
    control={
        # Lebanon: Hezbollah's (authored, as in scenario 1); Tripoli the Sunnis'
        "beirut": "SYR",
        "sidon": "SYR",
        "zahle": "SYR",
        "baalbek": "SYR",
        "south_litani": "SYR",
    },
    pools={
        "SYR": (),
        "IRQ": (),
        "TUR": (),
        "DAESH": tuple(
            u
            for u in _units.of_nation("DAESH")
            if u not in {x for found in _DAESH4.values() for x in found}
        ),
        "KDP": ("kdp_mobile_2", "kdp_mobile_3"),
    },
    batches={
        # authored: the regime's Tiger Forces and armour freed by Aleppo, then Russia's SOF
        "SYR": (("syr_3_arm", "syr_9_arm"), ("syr_1_arm",), ("rus_spetsnaz",)),
        # authored: the Mosul offensive's reserves, then the PMF
        "IRQ": (("irq_10_inf_div",), ("shia_abbas",)),
        # authored: Turkey's Olive Branch forces and the Syrian National Army
        "TUR": (("fsa_5", "fsa_6"), ("fsa_7", "sunni_tawhid")),
    },
    play_area=("SYR", "IRQ", "LEB", "TUR"),
    rules=(
        Rule("play_area", "Units may enter only Syria, Iraq, Lebanon and Turkey."),
        Rule(
            "besieged",
            "The regime's garrison of Deir ez-Zor (besieged by Daesh since 2014) and the "
            "rebels of Douma (the Eastern Ghouta, besieged by the regime since 2013) start "
            "isolated (14.1).",
        ),
        Rule("russia", "28.0: Russian units in play, moved by the Syrian player."),
        Rule(
            "us_iraq",
            "27.1: at tension 10 the US forces enter under the Iraqi player.",
        ),
        Rule(
            "victory",
            "At the end of turn 9 each seat counts its conditions met; the highest level "
            "wins; equal highest levels are a draw.",
        ),
    ),  # fmt: skip
    victory={
        # authored from the race for Daesh's lands in 2017
        "SYR": Victory(
            (
                Condition("syr_palmyra", "Take Palmyra", "hold", ("palmyra",)),
                Condition("syr_dez", "Hold Deir ez-Zor", "hold", ("deir_ez_zor",)),
                Condition("syr_abu_kamal", "Take Abu Kamal", "hold", ("abu_kamal",)),
                Condition("syr_aleppo", "Hold Aleppo", "hold", ("aleppo",)),
                Condition("syr_ghouta", "Take Douma", "hold", ("douma",)),
                Condition(
                    "syr_raqqa", "Take Raqqa or Tabqa", "hold_any", ("raqqa", "tabqa"), count=1
                ),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "IRQ": Victory(
            (
                Condition("irq_mosul", "Take Mosul", "hold", ("mosul",)),
                Condition("irq_tal_afar", "Take Tal Afar", "hold", ("tal_afar",)),
                Condition("irq_hawija", "Take Hawija", "hold", ("hawija",)),
                Condition("irq_kirkuk", "Take Kirkuk", "hold", ("kirkuk",)),
                Condition("irq_al_qaim", "Take al-Qaim", "hold", ("al_qaim",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "TUR": Victory(
            (
                Condition("tur_al_bab", "Take al-Bab", "hold", ("al_bab",)),
                Condition("tur_manbij", "Take Manbij", "hold", ("manbij",)),
                Condition("tur_afrin", "Take Afrin", "hold", ("afrin",)),
                Condition("tur_idlib", "Hold Idlib", "hold", ("idlib",)),
                Condition("tur_tell_abyad", "Take Tell Abyad", "hold", ("tell_abyad",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),  # fmt: skip
    },
    sources=(
        "book 2.3: 'L'effondrement de Daech : 2017-2018' (3 players, 9 turns)",
        "book 28.0: Russian units deployed in scenario 4, moved by the Syrian player",
        "book 27.1: the US to the Iraqi player at tension 10 in scenarios 2, 3 and 4",
        "book 23.2 and 24.0: cards 67 and 41 may be played in scenario 4",
        "authored: the front lines of January 2017 (Mosul, al-Bab, Deir ez-Zor's siege, the "
        "SDF's Raqqa campaign) and the race of 2017-2018",
    ),
    us_control={"tension_10": "IRQ"},
    # authored: Damascus and Baghdad, both Tehran's partners, against Ankara
    two_player=(("SYR", "IRQ"), ("TUR",)),
)

# ------------------------------------------------------------------------------ scenario 6

_TUR6 = Seat(
    "TUR", "Turkey and the Syrian National Army",
    controls=("TUR", "FSA", "SUNNI", "ALSHAM"), home=("TUR",),
)  # fmt: skip
_SYR6 = Seat(
    "SYR", "The Syrian regime and its allies (Russia, Hezbollah)",
    controls=("SYR", "SYR_MIL", "HEZB_LEB", "HEZB_IRN", "RUS"), home=("SYR",),
    special_jokers=("russian_strikes",),
)  # fmt: skip
_IRQ6 = Seat(
    "IRQ", "Iraq and the Popular Mobilisation",
    controls=("IRQ", "SHIA"), home=("IRQ",),
)  # fmt: skip

SCENARIO_6 = Scenario(
    number=6,
    title_fr="Le réveil du sultan",
    title_en="The Sultan's awakening",
    players=3,  # book 2.3
    turns=9,  # book 2.3
    start="October 2019 (authored: Operation Peace Spring)",
    seats=(_TUR6, _SYR6, _IRQ6),
    # authored: Turkey opens the game, crossing into the north-east.
    initiative=("TUR", "SYR", "IRQ"),
    tension=4,  # authored: a NATO army against Russia's ally, the US leaving
    removed_cards=(),
    free_ops_turn1={"TUR": 4},  # authored (13.0): Peace Spring's opening
    setup={
        # Turkey and the Syrian National Army (authored: the lines of October 2019)
        "gaziantep": ("tur_6_corps",),
        "sanliurfa": ("tur_5_arm_bde",),
        "kilis": ("tur_1_mech_bde",),
        "al_bab": ("tur_66_mech_bde", "fsa_4"),
        "azaz": ("fsa_3", "fsa_5"),
        "afrin": ("fsa_6",),
        "jarabulus": ("fsa_7",),
        "idlib": ("alsham_nusra", "fsa_1"),
        "jisr_al_shughur": ("alsham_ahrar",),
        "maarat_al_numan": ("fsa_2",),
        # The regime, Russia and Hezbollah (authored)
        "damascus": ("syr_rg", "syr_4_arm"),
        "douma": ("syr_1_arm",),
        "daraa": ("syr_5_mech",),
        "quneitra": ("syr_7_mech",),
        "homs": ("syr_18_arm",),
        "hama": ("syr_11_arm", "syr_mil_ndf"),
        "aleppo": ("syr_15_sf", "syr_14_sf", "syr_mil_baath"),
        "deir_ez_zor": ("syr_17_res", "syr_3_arm"),
        "abu_kamal": ("syr_9_arm",),
        "palmyra": ("syr_10_mech",),
        "qalamoun": ("hezb_leb_radwan",),
        "quseir": ("hezb_leb_2",),
        "latakia": ("rus_vdv_bg",),
        "tartus": ("rus_810_marines",),
        # Iraq and the PMF (authored)
        "mosul": ("irq_1_mech_div",),
        "baghdad": ("irq_6_inf_div", "irq_cts"),
        "kirkuk": ("irq_9_arm_div",),
        "tal_afar": ("shia_kataib", "shia_badr"),
        "ramadi": ("irq_8_inf_div",),
        "tikrit": ("irq_5_inf_div",),
        "basra": ("irq_14_inf_div",),
        # The Kurds: the SDF's north-east, the KDP's region (authored)
        "qamishli": ("pyd_garrison_1",),
        "kobani": ("pyd_garrison_2",),
        "hasakah": ("pyd_garrison_3",),
        "manbij": ("pyd_mobile_1",),
        "raqqa": ("pyd_mobile_2",),
        "tell_abyad": ("pyd_mobile_3",),
        "erbil": ("kdp_garrison_1",),
        "dahuk": ("kdp_garrison_2",),
        "sulaymaniyah": ("kdp_garrison_3",),
        # Daesh's remnants in the desert (authored)
        "rutba": ("daesh_01", "daesh_decoy_1"),
    },
    control={
        "beirut": "SYR",
        "sidon": "SYR",
        "zahle": "SYR",
        "baalbek": "SYR",
        "south_litani": "SYR",
        # authored: the Kurdistan region's boxes are the KDP's, Sinjar the Yazidi and PKK
        # fighters' (nobody's), Rutba the desert Daesh roams
        "zakho": "KDP",
        "soran": "KDP",
        "makhmur": "KDP",
        "halabja": "KDP",
        "sinjar": None,
    },
    pools={
        "TUR": (),
        "SYR": (),
        "IRQ": (),
        "DAESH": tuple(
            u for u in _units.of_nation("DAESH") if u not in ("daesh_01", "daesh_decoy_1")
        ),
        "KDP": ("kdp_mobile_1", "kdp_mobile_2", "kdp_mobile_3"),
    },
    batches={
        # authored: the Syrian National Army's brigades, then HTS's reserves
        "TUR": (("fsa_8", "fsa_9"), ("fsa_10", "sunni_tawhid")),
        # authored: Russia's special forces, then Hezbollah's southern units
        "SYR": (("rus_spetsnaz",), ("hezb_leb_nasr", "hezb_leb_aziz")),
        # authored: the Dhi Qar division, then the militia of Abu al-Fadl al-Abbas
        "IRQ": (("irq_10_inf_div",), ("shia_abbas",)),
    },
    play_area=("SYR", "IRQ", "LEB", "TUR"),
    rules=(
        Rule("play_area", "Units may enter only Syria, Iraq, Lebanon and Turkey."),
        Rule("russia", "28.0: Russian units in play, moved by the Syrian player."),
        Rule(
            "us_turkey",
            "27.1: if Incirlik is attacked or taken, or the tension reaches 10, the US forces "
            "enter under the Turkish player.",
        ),
        Rule(
            "victory",
            "At the end of turn 9 each seat counts its conditions met; the highest level "
            "wins; equal highest levels are a draw.",
        ),
    ),  # fmt: skip
    victory={
        # authored from 2019-2020: Turkey's safe zone and Idlib, the regime's Idlib and
        # north-east, Iraq's north against Turkey's Claw operations
        "TUR": Victory(
            (
                Condition("tur_tell_abyad", "Take Tell Abyad", "hold", ("tell_abyad",)),
                Condition("tur_ras_al_ayn", "Take Ras al-Ayn", "hold", ("ras_al_ayn",)),
                Condition("tur_manbij", "Take Manbij", "hold", ("manbij",)),
                Condition("tur_idlib", "Hold Idlib", "hold", ("idlib",)),
                Condition("tur_afrin", "Hold Afrin", "hold", ("afrin",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "SYR": Victory(
            (
                Condition("syr_idlib", "Take Idlib", "hold", ("idlib",)),
                Condition("syr_maarat", "Take Maarat al-Numan", "hold", ("maarat_al_numan",)),
                Condition("syr_aleppo", "Hold Aleppo", "hold", ("aleppo",)),
                Condition("syr_jisr", "Take Jisr al-Shughur", "hold", ("jisr_al_shughur",)),
                Condition(
                    "syr_north_east",
                    "Take Qamishli or Hasakah",
                    "hold_any",
                    ("qamishli", "hasakah"),
                    count=1,
                ),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "IRQ": Victory(
            (
                Condition("irq_mosul", "Hold Mosul", "hold", ("mosul",)),
                Condition("irq_kirkuk", "Hold Kirkuk", "hold", ("kirkuk",)),
                Condition("irq_sinjar", "Take Sinjar", "hold", ("sinjar",)),
                Condition("irq_rutba", "Take Rutba", "hold", ("rutba",)),
                Condition("irq_zakho", "Take Zakho (the border crossing)", "hold", ("zakho",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),  # fmt: skip
    },
    sources=(
        "book 2.3: 'Le réveil du sultan' (3 players, 9 turns)",
        "book 28.0: Russian units in scenario 6, moved by the Syrian player",
        "book 27.1: the US to the Turkish player at tension 10 in scenario 6, or when "
        "Incirlik is attacked or taken",
        "book 23.2, 23.3, 24.0: cards 67, 68 and 41 may be played in scenario 6",
        "authored: the lines of October 2019 (Peace Spring, Idlib, Sinjar and the Claw "
        "operations in Iraq)",
    ),
    us_control={"tension_10": "TUR", "incirlik": "TUR"},
    # authored: Ankara against Damascus and Baghdad
    two_player=(("TUR",), ("SYR", "IRQ")),
)

# ------------------------------------------------------------------------------ scenario 2

_IRQ2 = Seat(
    "IRQ", "Iraq and the Popular Mobilisation",
    controls=("IRQ", "SHIA"), home=("IRQ",),
)  # fmt: skip
_SYR2 = Seat(
    "SYR", "The Syrian regime and Hezbollah",
    controls=("SYR", "SYR_MIL", "HEZB_LEB", "HEZB_IRN"), home=("SYR",),
)  # fmt: skip
_TUR2 = Seat(
    "TUR", "Turkey and the Syrian rebels",
    controls=("TUR", "FSA", "SUNNI", "ALSHAM"), home=("TUR",),
)  # fmt: skip

#: Daesh at its height, August 2014 (authored: after Mosul, Tikrit and Sinjar fell, before
#: Kobani); the values of its counters stay hidden (25.1).
_DAESH2 = {
    "mosul": ("daesh_baghdadi", "daesh_01", "daesh_decoy_1"),
    "tal_afar": ("daesh_02",),
    "sinjar": ("daesh_03",),
    "hawija": ("daesh_04",),
    "tikrit": ("daesh_05", "daesh_decoy_2"),
    "fallujah": ("daesh_06", "daesh_07"),
    "al_qaim": ("daesh_08",),
    "raqqa": ("daesh_09", "daesh_10"),
    "tabqa": ("daesh_11",),
    "mayadin": ("daesh_12",),
    "abu_kamal": ("daesh_13",),
    "al_bab": ("daesh_14",),
    "manbij": ("daesh_15",),
    "jarabulus": ("daesh_16", "daesh_decoy_3"),
    "tell_abyad": ("daesh_17",),
    "shaddadi": ("daesh_18",),
}

SCENARIO_2 = Scenario(
    number=2,
    title_fr="La lutte contre Daech : 2014-2015",
    title_en="The fight against Daesh, 2014-2015",
    players=3,  # book 2.3: 3 or 4 players; the three-player version is authored here
    turns=6,  # book 2.3
    start="August 2014 (authored: after the fall of Mosul and Sinjar)",
    seats=(_IRQ2, _SYR2, _TUR2),
    # authored: Baghdad's counter-offensive opens the turn, then Damascus, then Ankara, which
    # waited in 2014 (Kobani) before it moved.
    initiative=("IRQ", "SYR", "TUR"),
    tension=3,  # authored: the caliphate proclaimed, the US air campaign begun
    removed_cards=(
        29,
        87,  # 28.0: no Russian units in scenario 2 (Russia intervened in September 2015)
    ),
    free_ops_turn1={"IRQ": 3},  # authored (13.0): the first counter-attacks of the PMF
    setup={
        # Iraq and the Popular Mobilisation (authored: the lines after June 2014)
        "baghdad": ("irq_6_inf_div", "irq_cts"),
        "baqubah": ("irq_9_arm_div",),
        "samarra": ("shia_badr",),
        "balad": ("shia_kataib",),
        "baiji": ("irq_1_mech_div",),
        "haditha": ("irq_5_inf_div",),
        "ramadi": ("irq_8_inf_div",),
        "basra": ("irq_14_inf_div",),
        # The regime and Hezbollah (authored: the regime still in Jisr al-Shughur and Palmyra)
        "damascus": ("syr_rg", "syr_4_arm"),
        "qatana": ("syr_10_mech",),
        "quneitra": ("syr_7_mech",),
        "daraa": ("syr_5_mech",),
        "homs": ("syr_18_arm",),
        "hama": ("syr_11_arm", "syr_mil_ndf"),
        "aleppo": ("syr_15_sf", "syr_mil_baath"),
        "jisr_al_shughur": ("syr_14_sf", "syr_9_arm"),
        "palmyra": ("syr_3_arm",),
        "deir_ez_zor": ("syr_17_res",),
        "latakia": ("syr_1_arm",),
        "qalamoun": ("hezb_leb_radwan",),
        "quseir": ("hezb_leb_2",),
        # Turkey and the rebels (authored: the northern Aleppo and Idlib fronts, the Ghouta)
        "gaziantep": ("tur_6_corps",),
        "kilis": ("tur_1_mech_bde",),
        "sanliurfa": ("tur_5_arm_bde",),
        "azaz": ("fsa_3", "alsham_ahrar"),
        "idlib": ("fsa_1", "alsham_nusra"),
        "maarat_al_numan": ("fsa_2",),
        "douma": ("fsa_9",),
        # The Kurds (authored: the YPG's cantons, the Peshmerga in Kirkuk since June 2014)
        "kobani": ("pyd_garrison_1", "pyd_mobile_1"),
        "qamishli": ("pyd_garrison_2",),
        "hasakah": ("pyd_garrison_3",),
        "afrin": ("pyd_mobile_2",),
        "ras_al_ayn": ("pyd_mobile_3",),
        "erbil": ("kdp_garrison_1",),
        "dahuk": ("kdp_garrison_2",),
        "sulaymaniyah": ("kdp_garrison_3",),
        "kirkuk": ("kdp_mobile_1",),
        "makhmur": ("kdp_mobile_2",),
        # Daesh
        **_DAESH2,
    },
    control={
        # Lebanon: Hezbollah's (authored, as in scenario 1)
        "beirut": "SYR",
        "sidon": "SYR",
        "zahle": "SYR",
        "baalbek": "SYR",
        "south_litani": "SYR",
        # authored: the Kurdistan region's empty boxes are the KDP's
        "zakho": "KDP",
        "soran": "KDP",
        "halabja": "KDP",
    },
    pools={
        "IRQ": (),
        "SYR": (),
        "TUR": (),
        "DAESH": tuple(
            u
            for u in _units.of_nation("DAESH")
            if u not in {x for found in _DAESH2.values() for x in found}
        ),
        "KDP": ("kdp_mobile_3",),
    },
    batches={
        # authored: the Iraqi army rebuilt, then the militia of Abu al-Fadl al-Abbas
        "IRQ": (("irq_10_inf_div",), ("shia_abbas",)),
        # authored: Iran's advisers and Hezbollah's reserves (2015)
        "SYR": (("hezb_irn_1", "hezb_leb_nasr"), ("hezb_irn_2",)),
        # authored: the rebel groups of the Army of Conquest (2015)
        "TUR": (("fsa_4", "fsa_5"), ("fsa_6", "sunni_tawhid")),
    },
    play_area=("SYR", "IRQ", "LEB", "TUR"),
    rules=(
        Rule("play_area", "Units may enter only Syria, Iraq, Lebanon and Turkey."),
        Rule(
            "besieged",
            "The rebels of Douma (the Eastern Ghouta, besieged by the regime since 2013) start "
            "isolated (14.1).",
        ),
        Rule(
            "us_iraq",
            "27.1: at tension 10 the US forces enter under the Iraqi player.",
        ),
        Rule(
            "victory",
            "At the end of turn 6 each seat counts its conditions met; the highest level "
            "wins; equal highest levels are a draw.",
        ),
    ),  # fmt: skip
    victory={
        # authored from what each side fought for in 2014-2015
        "IRQ": Victory(
            (
                Condition("irq_tikrit", "Take Tikrit", "hold", ("tikrit",)),
                Condition("irq_baiji", "Hold Baiji", "hold", ("baiji",)),
                Condition("irq_ramadi", "Hold Ramadi", "hold", ("ramadi",)),
                Condition("irq_fallujah", "Take Fallujah", "hold", ("fallujah",)),
                Condition("irq_mosul", "Take Mosul", "hold", ("mosul",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "SYR": Victory(
            (
                Condition("syr_aleppo", "Hold Aleppo", "hold", ("aleppo",)),
                Condition("syr_palmyra", "Hold Palmyra", "hold", ("palmyra",)),
                Condition("syr_douma", "Take Douma", "hold", ("douma",)),
                Condition("syr_maarat", "Take Maarat al-Numan", "hold", ("maarat_al_numan",)),
                Condition(
                    "syr_raqqa", "Take Raqqa or Tabqa", "hold_any", ("raqqa", "tabqa"), count=1
                ),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "TUR": Victory(
            (
                Condition("tur_azaz", "Hold Azaz", "hold", ("azaz",)),
                Condition("tur_idlib", "Hold Idlib", "hold", ("idlib",)),
                Condition("tur_jisr", "Take Jisr al-Shughur", "hold", ("jisr_al_shughur",)),
                Condition("tur_jarabulus", "Take Jarabulus", "hold", ("jarabulus",)),
                Condition("tur_al_bab", "Take al-Bab", "hold", ("al_bab",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),  # fmt: skip
    },
    sources=(
        "book 2.3: 'La lutte contre Daech : 2014-2015' (3-4 players, 6 turns)",
        "book 27.1: the US to the Iraqi player at tension 10 in scenarios 2, 3 and 4",
        "book 23.2, 23.3 and 24.0: cards 67, 68 and 41 may be played in scenario 2",
        "book 28.0: no Russian units in scenario 2 (cards 29 and 87 removed)",
        "authored: the lines of August 2014 (the caliphate from Aleppo's east to Fallujah, "
        "the Peshmerga in Kirkuk, the regime in Jisr al-Shughur, Palmyra and Deir ez-Zor) and the "
        "battles of 2014-2015 (Tikrit, Baiji, Ramadi, Idlib, Jisr al-Shughur, Kobani)",
    ),
    us_control={"tension_10": "IRQ"},
    # authored: Baghdad and Damascus, both Tehran's partners against Daesh, against Ankara
    two_player=(("IRQ", "SYR"), ("TUR",)),
)

# ------------------------------------------------------------------------------ scenario 3

_SYR3 = Seat(
    "SYR", "The Syrian regime and its allies (Russia, Hezbollah, Iran)",
    controls=("SYR", "SYR_MIL", "HEZB_LEB", "HEZB_IRN", "RUS"), home=("SYR",),
    special_jokers=("russian_strikes",),
)  # fmt: skip
_TUR3 = Seat(
    "TUR", "Turkey and the Syrian rebels",
    controls=("TUR", "FSA", "SUNNI", "ALSHAM"), home=("TUR",),
)  # fmt: skip
_IRQ3 = Seat(
    "IRQ", "Iraq and the Popular Mobilisation",
    controls=("IRQ", "SHIA"), home=("IRQ",),
)  # fmt: skip

#: Daesh in October 2015 (authored: Ramadi and Palmyra taken in May 2015, Tikrit and Tell
#: Abyad lost); the values of its counters stay hidden (25.1).
_DAESH3 = {
    "mosul": ("daesh_baghdadi", "daesh_01", "daesh_decoy_1"),
    "tal_afar": ("daesh_02",),
    "sinjar": ("daesh_03",),
    "hawija": ("daesh_04",),
    "fallujah": ("daesh_05", "daesh_06"),
    "ramadi": ("daesh_07", "daesh_decoy_2"),
    "al_qaim": ("daesh_08",),
    "rutba": ("daesh_09",),
    "raqqa": ("daesh_10", "daesh_11"),
    "tabqa": ("daesh_12",),
    "mayadin": ("daesh_13",),
    "abu_kamal": ("daesh_14",),
    "palmyra": ("daesh_15", "daesh_16"),
    "al_bab": ("daesh_17",),
    "manbij": ("daesh_18",),
    "jarabulus": ("daesh_19", "daesh_decoy_3"),
    "shaddadi": ("daesh_20",),
}

#: The PKK's rising at set-up (26.7, authored placement): a garrison on every PKK box of
#: Turkey without Turkish army units, the two mobile units where the urban war of 2015-2016
#: was fought (Cizre in Sirnak, Yuksekova in Hakkari).
_PKK3 = {
    "batman": ("pkk_garrison_1",),
    "sirnak": ("pkk_garrison_2", "pkk_mobile_1"),
    "hakkari": ("pkk_garrison_3", "pkk_mobile_2"),
    "van": ("pkk_garrison_4",),
}

SCENARIO_3 = Scenario(
    number=3,
    title_fr="Le Kremlin contre-attaque",
    title_en="The Kremlin strikes back, 2015-2016",
    players=3,  # book 2.3: 3 or 4 players; the three-player version is authored here
    turns=6,  # book 2.3
    start="October 2015 (authored: Russia's air campaign begins, the PKK rises in Turkey)",
    seats=(_SYR3, _TUR3, _IRQ3),
    # authored: the regime's Russian-backed offensive opens the game.
    initiative=("SYR", "TUR", "IRQ"),
    tension=4,  # authored: Russian aircraft over Syria next to NATO's border
    removed_cards=(
        67,  # 23.2: no Syrian coup in scenario 3
        75,  # 26.7: the PKK rebellion is under way at set-up
    ),
    free_ops_turn1={"SYR": 4},  # authored (13.0): the offensive of October 2015
    setup={
        # The regime and its allies (authored: the lines of October 2015)
        "damascus": ("syr_rg", "syr_4_arm"),
        "qatana": ("syr_10_mech",),
        "quneitra": ("syr_7_mech",),
        "daraa": ("syr_5_mech",),
        "homs": ("syr_18_arm", "syr_mil_baath"),
        "hama": ("syr_11_arm", "syr_15_sf", "syr_mil_ndf"),
        "deir_ez_zor": ("syr_17_res",),
        "latakia": ("rus_vdv_bg", "syr_1_arm"),
        "tartus": ("rus_810_marines",),
        "qalamoun": ("hezb_leb_radwan",),
        "quseir": ("hezb_leb_2",),
        # Turkey and the rebels (authored: the Army of Conquest in Idlib, Aleppo divided)
        "gaziantep": ("tur_6_corps",),
        "kilis": ("tur_1_mech_bde",),
        "diyarbakir": ("tur_5_arm_bde",),
        "mardin": ("tur_66_mech_bde",),
        "idlib": ("alsham_nusra", "fsa_1"),
        "jisr_al_shughur": ("alsham_ahrar",),
        "maarat_al_numan": ("fsa_2",),
        "aleppo": ("fsa_4", "sunni_tawhid"),
        "azaz": ("fsa_3",),
        "douma": ("fsa_9",),
        # Iraq and the Popular Mobilisation (authored: after Tikrit, before Ramadi)
        "baghdad": ("irq_6_inf_div", "irq_cts"),
        "baqubah": ("irq_9_arm_div",),
        "samarra": ("shia_badr",),
        "tikrit": ("irq_1_mech_div", "shia_kataib"),
        "baiji": ("irq_5_inf_div",),
        "haditha": ("irq_8_inf_div",),
        "basra": ("irq_14_inf_div",),
        # The Kurds (authored: the SDF founded, Tell Abyad taken; the Peshmerga in Kirkuk)
        "kobani": ("pyd_garrison_1",),
        "tell_abyad": ("pyd_mobile_1",),
        "qamishli": ("pyd_garrison_2",),
        "hasakah": ("pyd_garrison_3",),
        "afrin": ("pyd_mobile_2",),
        "ras_al_ayn": ("pyd_mobile_3",),
        "erbil": ("kdp_garrison_1",),
        "dahuk": ("kdp_garrison_2",),
        "sulaymaniyah": ("kdp_garrison_3",),
        "kirkuk": ("kdp_mobile_1",),
        "makhmur": ("kdp_mobile_2",),
        **_PKK3,
        # Daesh
        **_DAESH3,
    },
    control={
        # Lebanon: Hezbollah's (authored, as in scenario 1)
        "beirut": "SYR",
        "sidon": "SYR",
        "zahle": "SYR",
        "baalbek": "SYR",
        "south_litani": "SYR",
        # authored: the Kurdistan region's empty boxes are the KDP's
        "zakho": "KDP",
        "soran": "KDP",
        "halabja": "KDP",
    },
    pools={
        "SYR": (),
        "TUR": (),
        "IRQ": (),
        "DAESH": tuple(
            u
            for u in _units.of_nation("DAESH")
            if u not in {x for found in _DAESH3.values() for x in found}
        ),
        "KDP": ("kdp_mobile_3",),
        # 26.7: "Les autres garnisons sont placées sur le réservoir de forces kurdes"
        "PKK": ("pkk_garrison_5", "pkk_garrison_6"),
    },
    batches={
        # authored: Russia's special forces, the Tiger Forces' armour, Iran's IRGC
        "SYR": (("rus_spetsnaz", "syr_14_sf"), ("syr_3_arm", "hezb_irn_1"), ("syr_9_arm",)),
        # authored: the rebel brigades armed in 2015-2016, then Euphrates Shield's FSA
        "TUR": (("fsa_5", "fsa_6"), ("fsa_7",)),
        # authored: the army rebuilt for Ramadi and Fallujah, then the PMF
        "IRQ": (("irq_10_inf_div",), ("shia_abbas",)),
    },
    play_area=("SYR", "IRQ", "LEB", "TUR"),
    rules=(
        Rule("play_area", "Units may enter only Syria, Iraq, Lebanon and Turkey."),
        Rule(
            "pkk_rebellion",
            "26.7: the PKK rebellion is under way at set-up (garrisons on the PKK boxes of "
            "Turkey without Turkish army units, the two mobile units in Sirnak and Hakkari); "
            "it ends when the Turkish player controls every PKK box of Turkey.",
        ),
        Rule(
            "besieged",
            "The regime's garrison of Deir ez-Zor (besieged by Daesh since January 2015) and "
            "the rebels of Douma start isolated (14.1).",
        ),
        Rule("russia", "28.0: Russian units in play, moved by the Syrian player."),
        Rule(
            "us_iraq",
            "27.1: at tension 10 the US forces enter under the Iraqi player.",
        ),
        Rule(
            "victory",
            "At the end of turn 6 each seat counts its conditions met; the highest level "
            "wins; equal highest levels are a draw.",
        ),
    ),  # fmt: skip
    victory={
        # authored from the campaigns of October 2015 - December 2016
        "SYR": Victory(
            (
                Condition("syr_aleppo", "Take Aleppo", "hold", ("aleppo",)),
                Condition("syr_palmyra", "Take Palmyra", "hold", ("palmyra",)),
                Condition("syr_dez", "Hold Deir ez-Zor", "hold", ("deir_ez_zor",)),
                Condition("syr_latakia", "Hold Latakia", "hold", ("latakia",)),
                Condition(
                    "syr_idlib",
                    "Take Idlib or Jisr al-Shughur",
                    "hold_any",
                    ("idlib", "jisr_al_shughur"),
                    count=1,
                ),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "TUR": Victory(
            (
                Condition("tur_idlib", "Hold Idlib", "hold", ("idlib",)),
                Condition("tur_aleppo", "Hold Aleppo", "hold", ("aleppo",)),
                Condition("tur_jarabulus", "Take Jarabulus", "hold", ("jarabulus",)),
                Condition("tur_sirnak", "Take Sirnak (Cizre)", "hold", ("sirnak",)),
                Condition(
                    "tur_pkk",
                    "End the PKK rebellion (hold every PKK box of Turkey)",
                    "hold",
                    ("diyarbakir", "mardin", "batman", "sirnak", "hakkari", "van"),
                ),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "IRQ": Victory(
            (
                Condition("irq_ramadi", "Take Ramadi", "hold", ("ramadi",)),
                Condition("irq_fallujah", "Take Fallujah", "hold", ("fallujah",)),
                Condition("irq_mosul", "Take Mosul", "hold", ("mosul",)),
                Condition("irq_tikrit", "Hold Tikrit", "hold", ("tikrit",)),
                Condition("irq_baiji", "Hold Baiji", "hold", ("baiji",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),  # fmt: skip
    },
    sources=(
        "book 2.3: 'Le Kremlin contre-attaque' (3-4 players, 6 turns)",
        "book 26.7: the PKK rebellion at the set-up of scenarios 3 and 7",
        "book 28.0: Russian units in scenario 3, moved by the Syrian player",
        "book 27.1: the US to the Iraqi player at tension 10 in scenarios 2, 3 and 4",
        "book 23.3 and 24.0: cards 68 and 41 may be played in scenario 3; 23.2: not card 67",
        "authored: the lines of October 2015 (Russia at Latakia, the Army of Conquest in "
        "Idlib, Daesh in Ramadi and Palmyra, the PKK's urban war in Cizre and Yuksekova) and "
        "the campaigns to December 2016 (Palmyra, Ramadi, Fallujah, Aleppo, Jarabulus)",
    ),
    us_control={"tension_10": "IRQ"},
    # authored: Damascus and Baghdad, both Tehran's partners, against Ankara
    two_player=(("SYR", "IRQ"), ("TUR",)),
)

# ------------------------------------------------------------------------------ scenario 7

#: 26.0: "Les Kurdes ne sont pas représentés par un joueur à part entière (sauf dans le
#: scénario 7)": here one player holds the three factions, which stack, fight, move and draw
#: supply together (26.0, 26.2, 26.3: "sauf dans le scénario 7").
_KUR7 = Seat(
    "KUR", "The Kurds (the KDP, the PYD and the PKK)",
    controls=("KDP", "PYD", "PKK"), home=(),
)  # fmt: skip
_TUR7 = Seat(
    "TUR", "Turkey and the Syrian National Army",
    controls=("TUR", "FSA", "SUNNI", "ALSHAM"), home=("TUR",),
)  # fmt: skip
_SYR7 = Seat(
    "SYR", "The Syrian regime and Hezbollah",
    controls=("SYR", "SYR_MIL", "HEZB_LEB", "HEZB_IRN"), home=("SYR",),
)  # fmt: skip
_IRQ7 = Seat(
    "IRQ", "Iraq and the Popular Mobilisation",
    controls=("IRQ", "SHIA"), home=("IRQ",),
)  # fmt: skip

#: Daesh's last pockets in the autumn of 2017 (authored: the Euphrates valley).
_DAESH7 = {
    "abu_kamal": ("daesh_01", "daesh_decoy_1"),
    "mayadin": ("daesh_02",),
    "al_qaim": ("daesh_03", "daesh_04"),
    "hawija": ("daesh_05",),
}

SCENARIO_7 = Scenario(
    number=7,
    title_fr="Le combat pour l'indépendance kurde",
    title_en="The fight for Kurdish independence",
    players=4,  # book 2.3
    turns=9,  # book 2.3
    start="September 2017 (authored: the Kurdistan referendum, the SDF in Raqqa, the PKK "
    "rising again in Turkey)",
    seats=(_KUR7, _TUR7, _SYR7, _IRQ7),
    # authored: the independence bid opens the game; Ankara answers first, then Damascus and
    # Baghdad (Kirkuk, October 2017)
    initiative=("KUR", "TUR", "SYR", "IRQ"),
    tension=4,  # authored: a referendum every neighbour called illegal
    removed_cards=(
        75,  # 26.7: the PKK rebellion is under way at set-up
        29,
        87,  # 28.0 lists no Russian units in scenario 7
    ),
    free_ops_turn1={"KUR": 4},  # authored (13.0): the referendum's momentum
    setup={
        # The Kurds (authored: the KDP in Kirkuk and Sinjar since 2014-2015, the SDF from
        # Afrin to Raqqa, the PKK's rebellion by 26.7 as in scenario 3)
        "erbil": ("kdp_garrison_1",),
        "dahuk": ("kdp_garrison_2",),
        "sulaymaniyah": ("kdp_garrison_3",),
        "kirkuk": ("kdp_mobile_1", "kdp_mobile_2"),
        "sinjar": ("kdp_mobile_3",),
        "qamishli": ("pyd_garrison_1",),
        "hasakah": ("pyd_garrison_2",),
        "kobani": ("pyd_garrison_3",),
        "raqqa": ("pyd_mobile_1",),
        "manbij": ("pyd_mobile_2",),
        "afrin": ("pyd_mobile_3",),
        **_PKK3,
        # Turkey and the Syrian National Army (authored: Euphrates Shield's zone, Idlib)
        "gaziantep": ("tur_6_corps",),
        "kilis": ("tur_1_mech_bde",),
        "diyarbakir": ("tur_5_arm_bde",),
        "mardin": ("tur_66_mech_bde",),
        "al_bab": ("fsa_4",),
        "jarabulus": ("fsa_7",),
        "azaz": ("fsa_3",),
        "idlib": ("alsham_nusra", "fsa_1"),
        "jisr_al_shughur": ("alsham_ahrar",),
        "maarat_al_numan": ("fsa_2",),
        # The regime and Hezbollah (authored: after Aleppo and the relief of Deir ez-Zor)
        "damascus": ("syr_rg", "syr_4_arm"),
        "qatana": ("syr_10_mech",),
        "daraa": ("syr_5_mech",),
        "homs": ("syr_18_arm",),
        "hama": ("syr_11_arm", "syr_mil_ndf"),
        "aleppo": ("syr_15_sf", "syr_14_sf", "syr_mil_baath"),
        "deir_ez_zor": ("syr_17_res", "syr_3_arm"),
        "palmyra": ("syr_9_arm",),
        "qalamoun": ("hezb_leb_radwan",),
        "quseir": ("hezb_leb_2",),
        # Iraq and the Popular Mobilisation (authored: after Mosul and Tal Afar)
        "mosul": ("irq_cts", "irq_9_arm_div"),
        "tal_afar": ("shia_kataib",),
        "tuz_khurmatu": ("shia_badr",),
        "baghdad": ("irq_6_inf_div",),
        "tikrit": ("irq_1_mech_div",),
        "baiji": ("irq_5_inf_div",),
        "ramadi": ("irq_8_inf_div",),
        "basra": ("irq_14_inf_div",),
        # Daesh
        **_DAESH7,
    },
    control={
        # Lebanon: Hezbollah's (authored, as in scenario 1)
        "beirut": "SYR",
        "sidon": "SYR",
        "zahle": "SYR",
        "baalbek": "SYR",
        "south_litani": "SYR",
        # authored: the Kurdish player's empty boxes: Iraqi Kurdistan, Rojava's Jazira, the
        # PKK's Turkish provinces (taken back by Turkey's army where it stands)
        "zakho": "KUR",
        "soran": "KUR",
        "halabja": "KUR",
        "makhmur": "KUR",
        "ras_al_ayn": "KUR",
        "tell_abyad": "KUR",
        "rmeilan": "KUR",
        "tabqa": "KUR",
    },
    pools={
        "KUR": (),
        "TUR": (),
        "SYR": (),
        "IRQ": (),
        "DAESH": tuple(
            u
            for u in _units.of_nation("DAESH")
            if u not in {x for found in _DAESH7.values() for x in found}
        ),
        # 26.7: "Les autres garnisons sont placées sur le réservoir de forces kurdes"
        "PKK": ("pkk_garrison_5", "pkk_garrison_6"),
    },
    batches={
        # authored: the Kurds' reinforcements come only from their pool (26.1, the
        # Peshmerga cards); no batch
        "KUR": (),
        # authored: Olive Branch's brigades of the Syrian National Army
        "TUR": (("fsa_5", "fsa_6"), ("fsa_8", "sunni_tawhid")),
        # authored: the Tiger Forces freed by Deir ez-Zor, then Hezbollah's reserves
        "SYR": (("syr_1_arm", "syr_7_mech"), ("hezb_leb_nasr",)),
        # authored: the divisions that took Kirkuk back (October 2017), then the PMF
        "IRQ": (("irq_10_inf_div",), ("shia_abbas",)),
    },
    play_area=("SYR", "IRQ", "LEB", "TUR"),
    rules=(
        Rule("play_area", "Units may enter only Syria, Iraq, Lebanon and Turkey."),
        Rule(
            "kurdish_player",
            "26.0: one player holds the Kurds: the KDP, PYD and PKK stack and fight together, "
            "move, retreat and draw supply on each other's boxes; the Peshmerga cards are his "
            "(26.2: a unit back from the pool or two restored, then 4 OP).",
        ),
        Rule(
            "pkk_rebellion",
            "26.7: the PKK rebellion is under way at set-up; it ends when the Turkish player "
            "controls every PKK box of Turkey.",
        ),
        Rule("no_us", "27.1 names nobody to take the US forces in scenario 7: they stay out."),
        Rule(
            "victory",
            "At the end of turn 9 each seat counts its conditions met; the highest level "
            "wins; equal highest levels are a draw.",
        ),
    ),  # fmt: skip
    victory={
        # authored from the stakes of 2017-2018 (a Kurdish state from Afrin to Halabja, and
        # the Kurdish cities beyond it); each player starts with two conditions met
        "KUR": Victory(
            (
                Condition("kur_kirkuk", "Hold Kirkuk", "hold", ("kirkuk",)),
                Condition("kur_afrin", "Hold Afrin", "hold", ("afrin",)),
                Condition("kur_diyarbakir", "Take Diyarbakir", "hold", ("diyarbakir",)),
                Condition("kur_mosul", "Take Mosul", "hold", ("mosul",)),
                Condition(
                    "kur_dez",
                    "Take Deir ez-Zor (the oil east of the Euphrates)",
                    "hold",
                    ("deir_ez_zor",),
                ),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "TUR": Victory(
            (
                Condition("tur_afrin", "Take Afrin", "hold", ("afrin",)),
                Condition("tur_manbij", "Take Manbij", "hold", ("manbij",)),
                Condition(
                    "tur_pkk",
                    "End the PKK rebellion (hold every PKK box of Turkey)",
                    "hold",
                    ("diyarbakir", "mardin", "batman", "sirnak", "hakkari", "van"),
                ),
                Condition("tur_idlib", "Hold Idlib", "hold", ("idlib",)),
                Condition("tur_al_bab", "Hold al-Bab", "hold", ("al_bab",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "SYR": Victory(
            (
                Condition("syr_raqqa", "Take Raqqa", "hold", ("raqqa",)),
                Condition("syr_abu_kamal", "Take Abu Kamal", "hold", ("abu_kamal",)),
                Condition("syr_hasakah", "Take Hasakah", "hold", ("hasakah",)),
                Condition("syr_aleppo", "Hold Aleppo", "hold", ("aleppo",)),
                Condition("syr_dez", "Hold Deir ez-Zor", "hold", ("deir_ez_zor",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "IRQ": Victory(
            (
                Condition("irq_kirkuk", "Take Kirkuk", "hold", ("kirkuk",)),
                Condition("irq_sinjar", "Take Sinjar", "hold", ("sinjar",)),
                Condition("irq_hawija", "Take Hawija", "hold", ("hawija",)),
                Condition("irq_mosul", "Hold Mosul", "hold", ("mosul",)),
                Condition("irq_tal_afar", "Hold Tal Afar", "hold", ("tal_afar",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),  # fmt: skip
    },
    sources=(
        "book 2.3: 'Le combat pour l'indépendance kurde' (4 players, 9 turns)",
        "book 26.0, 26.2, 26.3: a Kurdish player in scenario 7, the factions together",
        "book 26.7: the PKK rebellion under way at set-up of scenarios 3 and 7",
        "book 23.2, 23.3, 24.0: cards 67, 68 and 41 may be played in scenario 7",
        "book 28.0: no Russian units in scenario 7 (cards 29 and 87 removed, as in scenario 2)",
        "book 27.1: no player named for the US forces in scenario 7",
        "authored: the lines of September 2017 (the referendum of the 25th; Kirkuk and Sinjar "
        "in Kurdish hands until October; the SDF in Raqqa and Manbij; Afrin before Olive "
        "Branch; Daesh in the Euphrates valley and Hawija)",
    ),
    us_control={},
    # authored: the Kurds against their three neighbours
    two_player=(("KUR",), ("TUR", "SYR", "IRQ")),
)

# ----------------------------------------------------------------------------- scenario 10

#: 20.0: "Dans les scénarios 10 et 11, le joueur russe garde toujours le contrôle des
#: troupes russes"; "Le joueur israélien contrôle les unités jordaniennes dans le scénario
#: 10"; the Iranian player moves the Lebanese army and both Hezbollahs.
_SYR10 = Seat(
    "SYR", "The Syrian regime",
    controls=("SYR", "SYR_MIL"), home=("SYR",),
)  # fmt: skip
_RUS10 = Seat(
    "RUS", "Russia",
    controls=("RUS",), home=(),
    special_jokers=("russian_strikes",),
)  # fmt: skip
_IRN10 = Seat(
    "IRN", "Iran, Hezbollah and the Shia militias",
    controls=("IRN", "HEZB_LEB", "HEZB_IRN", "SHIA", "LEB"), home=("IRN", "LEB"),
    special_jokers=("iranian_missiles", "hezbollah_arsenal"),  # 10.0: "deux Jokers spéciaux"
)  # fmt: skip
_TUR10 = Seat(
    "TUR", "Turkey and the Syrian National Army",
    controls=("TUR", "FSA", "SUNNI", "ALSHAM"), home=("TUR",),
)  # fmt: skip
_ISR10 = Seat(
    "ISR", "Israel and Jordan",
    controls=("ISR", "JOR"), home=("ISR", "JOR"),
    special_jokers=("israeli_strikes",),  # 10.0: the Israeli one in scenarios 9, 10 and 11
)  # fmt: skip

SCENARIO_10 = Scenario(
    number=10,
    title_fr="Guerre régionale en Syrie",
    title_en="Regional war in Syria after the US withdrawal",
    players=5,  # book 2.3
    turns=6,  # book 2.3
    start="January 2020 (authored: after the US withdrawal from north-east Syria, October 2019)",
    seats=(_ISR10, _IRN10, _SYR10, _RUS10, _TUR10),
    # authored: Israel's strikes on Iran's forces in Syria open the war; Tehran answers, then
    # Damascus, Moscow and Ankara
    initiative=("ISR", "IRN", "SYR", "RUS", "TUR"),
    tension=5,  # authored: a regional war; the high-tension cards are in from the start
    removed_cards=(
        68,  # 23.3: card 68 only in scenarios 2, 3, 6 and 7
        41,  # 24.0: card 41 only in scenarios 1, 2, 3, 4, 6 and 7
    ),
    free_ops_turn1={"ISR": 4},  # authored (13.0): the opening air campaign
    setup={
        # Israel and Jordan (authored: the northern command, Jordan's northern border)
        "golan": ("isr_210_div", "isr_7_arm_bde"),
        "kiryat_shmona": ("isr_91_div",),
        "nahariya": ("isr_146_div",),
        "tiberias": ("isr_36_arm_div",),
        "haifa": ("isr_98_para_div",),
        "irbid": ("jor_40_arm_bde",),
        "amman": ("jor_3_mech_bde",),
        # Iran's forces in Syria and Lebanon: Hezbollah and the Shia militias (authored: the
        # Qalamoun, the Golan front, the Euphrates crossing; Iran's own army would draw supply
        # only from Iran, 14.0, through an Iraq outside this war)
        "south_litani": ("hezb_leb_nasr",),
        "baalbek": ("hezb_leb_badr",),
        "qalamoun": ("hezb_leb_radwan",),
        "quseir": ("hezb_leb_2",),
        "damascus": ("syr_rg", "syr_4_arm", "shia_abbas"),
        "quneitra": ("syr_7_mech", "hezb_leb_aziz"),
        "abu_kamal": ("shia_kataib", "shia_badr"),
        # The regime (authored: after the Idlib offensive of winter 2019-2020)
        "qatana": ("syr_10_mech",),
        "daraa": ("syr_5_mech",),
        "homs": ("syr_18_arm",),
        "hama": ("syr_11_arm", "syr_mil_ndf"),
        "aleppo": ("syr_15_sf", "syr_14_sf", "syr_mil_baath"),
        "maarat_al_numan": ("syr_3_arm",),
        "deir_ez_zor": ("syr_17_res", "syr_9_arm"),
        "palmyra": ("syr_1_arm",),
        # Russia (authored: Hmeimim and Tartus)
        "latakia": ("rus_vdv_bg",),
        "tartus": ("rus_810_marines",),
        # Turkey and the SNA (authored: Peace Spring's strip, Idlib's observation posts)
        "gaziantep": ("tur_6_corps",),
        "kilis": ("tur_1_mech_bde",),
        "tell_abyad": ("tur_5_arm_bde", "fsa_5"),
        "ras_al_ayn": ("tur_66_mech_bde", "fsa_6"),
        "al_bab": ("fsa_4",),
        "azaz": ("fsa_3",),
        "afrin": ("fsa_7",),
        "jarabulus": ("fsa_8",),
        "idlib": ("alsham_nusra", "fsa_1"),
        "jisr_al_shughur": ("alsham_ahrar",),
        # The Kurds (authored: the SDF between the Turks and the regime)
        "qamishli": ("pyd_garrison_1",),
        "kobani": ("pyd_garrison_2",),
        "hasakah": ("pyd_garrison_3",),
        "manbij": ("pyd_mobile_1",),
        "raqqa": ("pyd_mobile_2",),
        "tabqa": ("pyd_mobile_3",),
        # Daesh's remnants in the desert (authored)
        "shaddadi": ("daesh_01", "daesh_decoy_1"),
    },
    control={
        "rmeilan": "PYD",  # authored: the SDF's oil fields
    },
    pools={
        "ISR": (),
        "IRN": (),
        "SYR": (),
        "RUS": (),
        "TUR": (),
        "DAESH": tuple(
            u for u in _units.of_nation("DAESH") if u not in ("daesh_01", "daesh_decoy_1")
        ),
    },
    batches={
        # authored: the reserve divisions, then the Golani brigade
        "ISR": (("isr_162_div", "isr_252_div"), ("isr_golani_bde",)),
        # authored: none — Iran's army and its Iranian Hezbollah draw supply from Iran only
        # (14.0), out of this theatre
        "IRN": (),
        # authored: the regime's last reserve
        "SYR": (),
        # authored: Russia's special forces
        "RUS": (("rus_spetsnaz",),),
        # authored: the SNA's last brigades, then the Sunni tribes
        "TUR": (("fsa_9", "fsa_10"), ("sunni_tawhid",)),
    },
    play_area=("SYR", "LEB", "ISR", "JOR", "TUR"),
    rules=(
        Rule("play_area", "Units may enter only Syria, Lebanon, Israel, Jordan and Turkey."),
        Rule(
            "allies",
            "Russia and Iran are each allied to the regime (they share its boxes and never "
            "fight it); Russians and Iranians never share a box (20.0); the Russian player "
            "keeps the Russians (20.0); the Syrian player asks Iran's leave to use the "
            "Hezbollah units stacked with his (20.0).",
        ),
        Rule(
            "us",
            "27.1: Jordan attacked, or Haifa or Netanya attacked or taken: the US forces to "
            "the Israeli player; Incirlik: to the Turkish player; at tension 10 to the Israeli "
            "and the Turkish players together.",
        ),
        Rule(
            "victory",
            "At the end of turn 6 each seat counts its conditions met; the highest level "
            "wins; equal highest levels are a draw.",
        ),
    ),  # fmt: skip
    victory={
        # authored from each power's aims after 2019; each starts with two met
        "ISR": Victory(
            (
                Condition("isr_golan", "Hold the Golan", "hold", ("golan",)),
                Condition("isr_kiryat", "Hold Kiryat Shmona", "hold", ("kiryat_shmona",)),
                Condition("isr_quneitra", "Take Quneitra", "hold", ("quneitra",)),
                Condition("isr_litani", "Take South Litani", "hold", ("south_litani",)),
                Condition("isr_daraa", "Take Daraa", "hold", ("daraa",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "IRN": Victory(
            (
                Condition("irn_qalamoun", "Hold Qalamoun", "hold", ("qalamoun",)),
                Condition(
                    "irn_abu_kamal", "Hold Abu Kamal (the land bridge)", "hold", ("abu_kamal",)
                ),
                Condition("irn_quneitra", "Take Quneitra", "hold", ("quneitra",)),
                Condition("irn_golan", "Take the Golan", "hold", ("golan",)),
                Condition("irn_daraa", "Take Daraa", "hold", ("daraa",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "SYR": Victory(
            (
                Condition("syr_damascus", "Hold Damascus", "hold", ("damascus",)),
                Condition("syr_aleppo", "Hold Aleppo", "hold", ("aleppo",)),
                Condition("syr_idlib", "Take Idlib", "hold", ("idlib",)),
                Condition("syr_manbij", "Take Manbij", "hold", ("manbij",)),
                Condition("syr_al_bab", "Take al-Bab", "hold", ("al_bab",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "RUS": Victory(
            (
                Condition("rus_latakia", "Hold Latakia (Hmeimim)", "hold", ("latakia",)),
                Condition("rus_tartus", "Hold Tartus", "hold", ("tartus",)),
                Condition("rus_jisr", "Take Jisr al-Shughur", "hold", ("jisr_al_shughur",)),
                Condition("rus_tabqa", "Take Tabqa (the Euphrates dam)", "hold", ("tabqa",)),
                Condition("rus_palmyra", "Take Palmyra", "hold", ("palmyra",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "TUR": Victory(
            (
                Condition("tur_idlib", "Hold Idlib", "hold", ("idlib",)),
                Condition("tur_afrin", "Hold Afrin", "hold", ("afrin",)),
                Condition("tur_manbij", "Take Manbij", "hold", ("manbij",)),
                Condition("tur_kobani", "Take Kobani", "hold", ("kobani",)),
                Condition("tur_aleppo", "Take Aleppo", "hold", ("aleppo",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),  # fmt: skip
    },
    sources=(
        "book 2.3: 'Guerre régionale en Syrie impliquant Israël, l'Iran, la Turquie et la "
        "Russie après le retrait américain' (5 players, 6 turns)",
        "book 20.0: the Russian player keeps the Russians; the Israeli player the Jordanians; "
        "the Syrian player asks the Iranian player's leave for Hezbollah",
        "book 10.0: the Israeli special joker; the Iranian player with two special jokers",
        "book 27.1: the US to the Israeli player when Jordan is attacked, and to the Israeli "
        "and the Turkish players at tension 10",
        "book 23.2: card 67 may be played; 23.3 and 24.0: cards 68 and 41 may not",
        "authored: the lines of early 2020 (Peace Spring's strip from Tell Abyad to Ras "
        "al-Ayn, the regime's Idlib offensive to Maarat al-Numan, Iran's forces at Abu Kamal "
        "and on the Golan front, Russia at Hmeimim and Tartus)",
    ),
    us_control={"jordan": "ISR", "israel": "ISR", "incirlik": "TUR", "tension_10": "ISR"},
    us_shared={"tension_10": "TUR"},
    allies=(("SYR", "RUS"), ("SYR", "IRN")),
    # authored (20.0: "sauf dans le cas du jeu optionnel à 2 joueurs"): Israel and Turkey
    # against the regime and its allies
    two_player=(("ISR", "TUR"), ("SYR", "RUS", "IRN")),
)

# ----------------------------------------------------------------------------- scenario 11

_SYR11 = replace(_SYR10)
_RUS11 = replace(_RUS10)
#: 23.3: "Le joueur irakien ou iranien lance un dé" for the coup that opens scenarios 8 and
#: 11: with six players Iraq is the Iranian player's (authored, as in scenario 8).
_IRN11 = Seat(
    "IRN", "Iran, Iraq, Hezbollah and the Shia militias",
    controls=("IRN", "IRQ", "HEZB_LEB", "HEZB_IRN", "SHIA", "LEB"), home=("IRN", "IRQ", "LEB"),
    special_jokers=("iranian_missiles", "hezbollah_arsenal"),
)  # fmt: skip
_TUR11 = replace(_TUR10, name="Turkey and the Syrian rebels")
#: 20.0: "Le joueur turc (ou saoudien dans les scénarios 8 & 11) contrôle les unités de
#: l'Armée irakienne libre, de même que les milices sunnites et Al Sham actives en Irak";
#: the Arab allies and Jordan (not Israel's here: 20.0 gives it Jordan only in scenario 10).
_SAU11 = Seat(
    "SAU", "Saudi Arabia, the Gulf states, Jordan and the Free Iraqi Army",
    controls=("SAU", "KUW", "UAE", "QAT", "BAH", "OMN", "EGY", "JOR", "FIA"),
    home=("SAU", "KUW", "JOR"),
)  # fmt: skip
_ISR11 = Seat(
    "ISR", "Israel",
    controls=("ISR",), home=("ISR",),
    special_jokers=("israeli_strikes",),
)  # fmt: skip

SCENARIO_11 = Scenario(
    number=11,
    title_fr="Fitna : la guerre globale au Moyen-Orient",
    title_en="Fitna: the full campaign",
    players=6,  # book 2.3
    turns=12,  # book 2.3
    start="authored: a near future — a coup in Baghdad sets the whole region alight",
    seats=(_IRN11, _SAU11, _ISR11, _SYR11, _RUS11, _TUR11),
    # authored: the coup's backers move first, Riyadh answers, then Israel, Damascus, Moscow
    # and Ankara
    initiative=("IRN", "SAU", "ISR", "SYR", "RUS", "TUR"),
    tension=5,  # authored: a general war; the high-tension cards are in from the start
    removed_cards=(
        41,  # 24.0: card 41 only in scenarios 1, 2, 3, 4, 6 and 7
        68,  # 23.3: the Iraqi coup happens at set-up, not again by card
    ),
    free_ops_turn1={"IRN": 4},  # authored (13.0): the coup's first moves
    setup={
        # Iran and Iraq (authored: the border armies, Iraq's army before the coup's dice)
        "ahvaz": ("irn_92_arm_div",),
        "kermanshah": ("irn_81_arm_div",),
        "baghdad": ("irq_6_inf_div", "irq_cts"),
        "basra": ("irq_14_inf_div", "shia_badr"),
        "karbala": ("shia_abbas",),
        "najaf": ("shia_kataib",),
        "nasiriyah": ("irq_10_inf_div",),
        "ramadi": ("irq_8_inf_div",),
        "mosul": ("irq_1_mech_div",),
        "kirkuk": ("irq_5_inf_div",),
        "tikrit": ("irq_9_arm_div",),
        # Iran's forces in Syria and Lebanon (authored, as in scenario 10)
        "south_litani": ("hezb_leb_nasr", "hezb_leb_aziz"),
        "baalbek": ("hezb_leb_badr",),
        "qalamoun": ("hezb_leb_radwan",),
        "quseir": ("hezb_leb_2",),
        "damascus": ("syr_rg", "syr_4_arm", "irn_quds"),
        "quneitra": ("syr_7_mech", "hezb_irn_1"),
        "abu_kamal": ("irn_irgc_ground",),
        # Saudi Arabia, Kuwait, the Gulf, Jordan and the Anbar tribes (authored)
        "hafar_al_batin": ("sau_4_arm_bde", "sau_20_mech_bde"),
        "rafha": ("sau_12_arm_bde",),
        "arar": ("sau_ang_bde",),
        "turaif": ("uae_airmobile_bde",),
        "kuwait_city": ("kuw_35_arm_bde", "kuw_national_guard"),
        "jahra": ("kuw_6_mech_bde",),
        "burgan": ("kuw_15_arm_bde",),
        "nukhayb": ("sunni_anbar",),
        "irbid": ("jor_40_arm_bde",),
        "amman": ("jor_3_mech_bde",),
        # Israel (authored: the northern command)
        "golan": ("isr_210_div", "isr_7_arm_bde"),
        "kiryat_shmona": ("isr_91_div",),
        "nahariya": ("isr_146_div",),
        "tiberias": ("isr_36_arm_div",),
        "haifa": ("isr_98_para_div",),
        # The regime (authored, as in scenario 10)
        "qatana": ("syr_10_mech",),
        "daraa": ("syr_5_mech",),
        "homs": ("syr_18_arm",),
        "hama": ("syr_11_arm", "syr_mil_ndf"),
        "aleppo": ("syr_15_sf", "syr_14_sf", "syr_mil_baath"),
        "maarat_al_numan": ("syr_3_arm",),
        "deir_ez_zor": ("syr_17_res", "syr_9_arm"),
        "palmyra": ("syr_1_arm",),
        # Russia
        "latakia": ("rus_vdv_bg",),
        "tartus": ("rus_810_marines",),
        # Turkey and the rebels (authored, as in scenario 10)
        "gaziantep": ("tur_6_corps",),
        "kilis": ("tur_1_mech_bde",),
        "tell_abyad": ("tur_5_arm_bde", "fsa_5"),
        "ras_al_ayn": ("tur_66_mech_bde", "fsa_6"),
        "al_bab": ("fsa_4",),
        "azaz": ("fsa_3",),
        "afrin": ("fsa_7",),
        "jarabulus": ("fsa_8",),
        "idlib": ("alsham_nusra", "fsa_1"),
        "jisr_al_shughur": ("alsham_ahrar",),
        # The Kurds (authored)
        "qamishli": ("pyd_garrison_1",),
        "kobani": ("pyd_garrison_2",),
        "hasakah": ("pyd_garrison_3",),
        "manbij": ("pyd_mobile_1",),
        "raqqa": ("pyd_mobile_2",),
        "tabqa": ("pyd_mobile_3",),
        "erbil": ("kdp_garrison_1",),
        "dahuk": ("kdp_garrison_2",),
        "sulaymaniyah": ("kdp_garrison_3",),
        # Daesh (authored: the deserts)
        "shaddadi": ("daesh_01", "daesh_decoy_1"),
        "rutba": ("daesh_02",),
    },
    control={"rmeilan": "PYD", "zakho": "KDP", "soran": "KDP", "halabja": "KDP"},
    pools={
        "IRN": (),
        "SAU": (),
        "ISR": (),
        "SYR": (),
        "RUS": (),
        "TUR": (),
        "DAESH": tuple(
            u
            for u in _units.of_nation("DAESH")
            if u not in ("daesh_01", "daesh_decoy_1", "daesh_02")
        ),
        "KDP": ("kdp_mobile_1", "kdp_mobile_2", "kdp_mobile_3"),
    },
    batches={
        # authored: Iran's paratroopers, then Hezbollah's Iranian-trained units
        "IRN": (("irn_para_1", "irn_para_2"), ("hezb_irn_2",), ("irn_para_3",)),
        # authored: Egypt's airmobile brigade flown in
        "SAU": (("egy_airmobile_bde",),),
        "ISR": (("isr_162_div", "isr_252_div"), ("isr_golani_bde",)),
        "SYR": (),
        "RUS": (("rus_spetsnaz",),),
        "TUR": (("fsa_9", "fsa_10"), ("sunni_tawhid",)),
    },
    play_area=(),
    rules=(
        Rule(
            "iraqi_coup_at_setup",
            "23.3: the scenario begins with a coup in Iraq, rolled by the Iranian player; "
            "the defectors join the Free Iraqi Army under the Saudi player (20.0).",
        ),
        Rule(
            "allies",
            "Russia and Iran are each allied to the regime (they share its boxes and never "
            "fight it); Russians and Iranians never share a box (20.0); the Russian player "
            "keeps the Russians (20.0); the Syrian player asks Iran's leave to use the "
            "Hezbollah units stacked with his (20.0).",
        ),
        Rule(
            "saudi_iraq",
            "20.0: the Saudi player moves the Free Iraqi Army and the Sunni militias in Iraq "
            "(at set-up: the Anbar tribes); the Turkish player those in Syria.",
        ),
        Rule(
            "us_saudi",
            "27.1: if Jordan is attacked, or the tension reaches 10, the US forces enter "
            "under the Saudi player.",
        ),
        Rule(
            "victory",
            "At the end of turn 12 each seat counts its conditions met; the highest level "
            "wins; equal highest levels are a draw.",
        ),
    ),  # fmt: skip
    victory={
        # authored: each power's aims in a general war; each starts with two met
        "IRN": Victory(
            (
                Condition("irn_baghdad", "Hold Baghdad", "hold", ("baghdad",)),
                Condition("irn_qalamoun", "Hold Qalamoun", "hold", ("qalamoun",)),
                Condition("irn_quneitra", "Take Quneitra", "hold", ("quneitra",)),
                Condition(
                    "irn_gulf",
                    "Take Kuwait City or Hafar al-Batin",
                    "hold_any",
                    ("kuwait_city", "hafar_al_batin"),
                    count=1,
                ),
                Condition("irn_golan", "Take the Golan", "hold", ("golan",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "SAU": Victory(
            (
                Condition("sau_kuwait", "Keep Kuwait City", "hold", ("kuwait_city",)),
                Condition("sau_border", "Keep Hafar al-Batin", "hold", ("hafar_al_batin",)),
                Condition("sau_baghdad", "Take Baghdad", "hold", ("baghdad",)),
                Condition("sau_anbar", "Hold Ramadi and Fallujah", "hold", ("ramadi", "fallujah")),
                Condition("sau_basra", "Take Basra", "hold", ("basra",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "ISR": SCENARIO_10.victory["ISR"],
        "SYR": Victory(
            (
                Condition("syr_damascus", "Hold Damascus", "hold", ("damascus",)),
                Condition("syr_aleppo", "Hold Aleppo", "hold", ("aleppo",)),
                Condition("syr_idlib", "Take Idlib", "hold", ("idlib",)),
                Condition("syr_manbij", "Take Manbij", "hold", ("manbij",)),
                Condition("syr_al_bab", "Take al-Bab", "hold", ("al_bab",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),
        "RUS": SCENARIO_10.victory["RUS"],
        "TUR": Victory(
            (
                Condition("tur_idlib", "Hold Idlib", "hold", ("idlib",)),
                Condition("tur_afrin", "Hold Afrin", "hold", ("afrin",)),
                Condition("tur_manbij", "Take Manbij", "hold", ("manbij",)),
                Condition("tur_kobani", "Take Kobani", "hold", ("kobani",)),
                Condition("tur_mosul", "Take Mosul", "hold", ("mosul",)),
            ),
            levels=(("minor", 3), ("major", 4), ("decisive", 5)),
        ),  # fmt: skip
    },
    sources=(
        "book 2.3: 'Fitna : la guerre globale au Moyen-Orient' (the full campaign: 6 players, "
        "12 turns)",
        "book 23.3: scenario 11 begins with a coup in Iraq, rolled by the Iraqi or Iranian player",
        "book 20.0: the Saudi player holds the Free Iraqi Army and the Sunni militias in Iraq "
        "in scenarios 8 and 11; the Russian player keeps the Russians in 10 and 11",
        "book 27.1: the US to the Saudi player when Jordan is attacked or at tension 10",
        "book 10.0: the Israeli special joker; two special jokers for the Iranian player",
        "book 23.2: card 67 may be played in scenario 11; 24.0: card 41 may not",
        "authored: scenario 10's Syrian theatre and scenario 8's Gulf theatre together",
    ),
    us_control={"jordan": "SAU", "tension_10": "SAU"},
    allies=(("SYR", "RUS"), ("SYR", "IRN")),
    holders={"sunni_anbar": "SAU"},
    # authored: the axis of resistance against the others
    two_player=(("IRN", "SYR", "RUS"), ("SAU", "ISR", "TUR")),
)

# ---------------------------------------------------------- four-player versions of 2 and 3

#: Book 2.3 gives scenarios 2 and 3 three or four players. The fourth is authored as Iran:
#: Tehran's Quds Force ran the Shia militias of the Popular Mobilisation in Iraq and, with
#: Hezbollah, the regime's ground war in Syria; it takes them from the Iraqi and Syrian
#: players, and is allied to both (they share boxes; Iraqis and Syrians still never stack,
#: rule 20). Rule 20's Hezbollah leave applies: the Syrian player moves or engages Hezbollah
#: units stacked with his own only with the Iranian player's leave.
_IRN_LEBANON: dict[str, str | None] = {
    box: "IRN" for box in ("beirut", "sidon", "zahle", "baalbek", "south_litani")
}
_IRN_TAKES = {"SYR": ("HEZB_LEB", "HEZB_IRN"), "IRQ": ("SHIA",)}


_IRN = Seat(
    "IRN", "Iran, Hezbollah and the Shia militias",
    controls=("IRN", "HEZB_LEB", "HEZB_IRN", "SHIA"), home=("IRN",),
)  # fmt: skip


SCENARIO_2_FOUR = with_seat(
    SCENARIO_2,
    _IRN,
    taken=_IRN_TAKES,
    # authored: Baghdad, then the militias Tehran sent to Amerli and Tikrit, then Damascus
    # and Ankara as in the three-player version
    initiative=("IRQ", "IRN", "SYR", "TUR"),
    victory=Victory(
        (
            Condition("irn_samarra", "Hold Samarra (the al-Askari shrine)", "hold", ("samarra",)),
            Condition("irn_balad", "Hold Balad", "hold", ("balad",)),
            Condition("irn_qalamoun", "Hold Qalamoun", "hold", ("qalamoun",)),
            Condition("irn_quseir", "Hold Quseir", "hold", ("quseir",)),
            Condition(
                "irn_corridor",
                "Take Abu Kamal or al-Qaim (the land bridge to Syria)",
                "hold_any",
                ("abu_kamal", "al_qaim"),
                count=1,
            ),
        ),
        levels=(("minor", 3), ("major", 4), ("decisive", 5)),
    ),  # authored
    batches={
        # authored: the Syrian batches were Iran's help (now the Iranian player's); Iraq
        # keeps its army, the PMF's militia of Abu al-Fadl al-Abbas goes to Iran
        "SYR": (),
        "IRQ": (("irq_10_inf_div",),),
        "IRN": (("hezb_irn_1", "hezb_leb_nasr"), ("shia_abbas", "hezb_irn_2"), ("irn_quds",)),
    },
    allies=(("SYR", "IRN"), ("IRQ", "IRN")),
    control=_IRN_LEBANON,
    play_area=("SYR", "IRQ", "LEB", "TUR", "IRN"),
    sources=(
        "book 2.3: scenario 2 is for 3 or 4 players; the fourth player is authored as Iran",
        "book 20.0: the Syrian player asks the Iranian player's leave to move or engage "
        "Hezbollah units stacked with Syrian units",
    ),
)

SCENARIO_3_FOUR = with_seat(
    SCENARIO_3,
    _IRN,
    taken=_IRN_TAKES,
    # authored: the regime's offensive of October 2015 was Russia's and Iran's together
    initiative=("SYR", "IRN", "TUR", "IRQ"),
    victory=Victory(
        (
            Condition("irn_samarra", "Hold Samarra (the al-Askari shrine)", "hold", ("samarra",)),
            Condition("irn_qalamoun", "Hold Qalamoun", "hold", ("qalamoun",)),
            Condition("irn_quseir", "Hold Quseir", "hold", ("quseir",)),
            Condition(
                "irn_aleppo",
                "Take Aleppo or Palmyra",
                "hold_any",
                ("aleppo", "palmyra"),
                count=1,
            ),
            Condition(
                "irn_corridor",
                "Take Abu Kamal or al-Qaim (the land bridge to Syria)",
                "hold_any",
                ("abu_kamal", "al_qaim"),
                count=1,
            ),
        ),
        levels=(("minor", 3), ("major", 4), ("decisive", 5)),
    ),  # authored
    batches={
        # authored: Iran's IRGC and Quds Force go to the Iranian player, the PMF's militia too
        "SYR": (("rus_spetsnaz", "syr_14_sf"), ("syr_3_arm",), ("syr_9_arm",)),
        "IRQ": (("irq_10_inf_div",),),
        "IRN": (("hezb_irn_1", "irn_quds"), ("shia_abbas",)),
    },
    allies=(("SYR", "IRN"), ("IRQ", "IRN")),
    control=_IRN_LEBANON,
    play_area=("SYR", "IRQ", "LEB", "TUR", "IRN"),
    sources=(
        "book 2.3: scenario 3 is for 3 or 4 players; the fourth player is authored as Iran",
        "book 20.0: the Syrian player asks the Iranian player's leave to move or engage "
        "Hezbollah units stacked with Syrian units",
    ),
)

#: Versions of a scenario for another number of players, by (scenario, players).
VERSIONS: dict[tuple[int, int], Scenario] = {(2, 4): SCENARIO_2_FOUR, (3, 4): SCENARIO_3_FOUR}

SCENARIOS: dict[int, Scenario] = {
    1: SCENARIO_1,
    2: SCENARIO_2,
    3: SCENARIO_3,
    4: SCENARIO_4,
    5: SCENARIO_5,
    6: SCENARIO_6,
    7: SCENARIO_7,
    8: SCENARIO_8,
    9: SCENARIO_9,
    10: SCENARIO_10,
    11: SCENARIO_11,
}
