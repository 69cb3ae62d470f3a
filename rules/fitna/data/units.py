"""Fitna's order of battle: the counters the rules and cards name and scenario 1 uses.

The counter sheet is not printed in the book. Values the book does print are used as printed
(``book`` with the section): the Iraqi and Turkish units of the 18.2 example, the eleven US
units of 27.1, the PKK mobile units of 26.7, Daesh's range (25.1: "entre 6-4 et 1-2", three
decoys, Al Baghdadi with two steps) and the 20 Kurdish counters (26.1). Everything else is
``authored`` from the real forces of 2012-2018, on the scale those printed values set:

* a full armoured division 8-8-4 and a mechanised one 6-6-4, an infantry division 4-4-3
  (book 18.2); the Syrian army of 2012, worn by a year of war and desertions, one or two
  points below (armoured 5-4-4, mechanised 4-4-3), its elite (Republican Guard, 4th Armoured)
  at the Iraqi mechanised level, marked loyal (L, 23.1) like the special forces;
* brigades 2-3-5 (the Turkish 66th, book 18.2), armoured brigades 3-3-5; Western
  brigades 4-4 to 6-6 (the US figures of 27.1);
* militias and rebels 2-2-3 to 4-3-3: lightly armed, no armour;
* airmobile units have movement ``A`` (book 17.2; stored as movement 3, their ground move);
* **reduced values** (the back of every two-step counter, 3.3) are authored by one rule:
  attack and defence halved, rounded up (at least 1), movement unchanged — so the 8-8-4
  becomes 4-4-4 and the 2-3-5 1-2-5.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Size = Literal[
    "corps", "division", "brigade", "regiment", "militia", "daesh", "decoy", "leader",
    "garrison", "kurd_mobile",
]  # fmt: skip

#: Nationalities and groups a counter can belong to (book 3.3 abbreviations and rule 20).
NATIONS: dict[str, str] = {
    "SYR": "Syrian Arab Army",
    "SYR_MIL": "Syrian militia (part of the Syrian army, 23.1)",
    "FSA": "Free Syrian Army",
    "SUNNI": "Sunni militia",
    "ALSHAM": "Al Sham",
    "SHIA": "Shia militia",
    "HEZB_LEB": "Lebanese Hezbollah",
    "HEZB_IRN": "Iranian Hezbollah",
    "IRQ": "Iraq",
    "TUR": "Turkey",
    "IRN": "Iran",
    "US": "United States",
    "FR": "France",
    "UK": "United Kingdom",
    "EGY": "Egypt",
    "UAE": "United Arab Emirates",
    "FIA": "Free Iraqi Army",
    "LEB": "Lebanese army",
    "ISR": "Israel",
    "RUS": "Russia",
    "SAU": "Saudi Arabia",
    "JOR": "Jordan",
    "KUW": "Kuwait",
    "QAT": "Qatar",
    "OMN": "Oman",
    "BAH": "Bahrain",
    "YEM": "Yemen",
    "DAESH": "Daesh (IS)",
    "KDP": "KDP peshmergas",
    "PYD": "PYD peshmergas",
    "PKK": "PKK peshmergas",
}

#: Groups whose units count as militias (cards 5-6, 20, 91-92; rule 23.1).
MILITIA_NATIONS: frozenset[str] = frozenset({"SYR_MIL", "SUNNI", "ALSHAM", "SHIA"})


def reduced(value: int) -> int:
    """A two-step counter's reduced attack or defence (authored: half, rounded up, >= 1)."""
    return max(1, (value + 1) // 2)


@dataclass(frozen=True)
class Unit:
    """One counter. ``movement`` is ``None`` for Daesh fighters (the "X", 25.1) and Kurdish
    garrisons (26.1: they move only by retreating). ``steps``: 2 for every regular unit and Al
    Baghdadi, 1 for other Daesh counters (18.5, 25.1). ``reduced_*`` are the back's values
    (``None`` for one-step counters)."""

    id: str
    name: str
    nation: str
    size: Size
    attack: int
    defence: int
    movement: int | None
    armour: bool = False
    airmobile: bool = False
    loyal: bool = False
    steps: int = 2
    source: str = "authored"

    @property
    def reduced_attack(self) -> int | None:
        return reduced(self.attack) if self.steps == 2 else None

    @property
    def reduced_defence(self) -> int | None:
        return reduced(self.defence) if self.steps == 2 else None

    @property
    def decoy(self) -> bool:
        return self.size == "decoy"

    @property
    def corps(self) -> bool:
        return self.size == "corps"


def _u(uid: str, name: str, nation: str, size: Size, values: str, **flags: object) -> Unit:
    """A unit from its printed values "A-D-M" or "A-D A" (airmobile) or "A-D" (no movement)."""
    parts = values.replace(" A", "-A").split("-")
    attack, defence = int(parts[0]), int(parts[1])
    movement: int | None
    airmobile = False
    if len(parts) == 2:
        movement = None
    elif parts[2] == "A":
        movement, airmobile = 3, True
    else:
        movement = int(parts[2])
    return Unit(uid, name, nation, size, attack, defence, movement, airmobile=airmobile,
                **flags)  # type: ignore[arg-type]  # fmt: skip


_B182 = "book 18.2 example"
_B271 = "book 27.1"

_UNITS: list[Unit] = [
    # ----------------------------------------------------------- Iraq and Turkey (book 18.2)
    _u("irq_1_mech_div", "1st Mechanised Division", "IRQ", "division", "6-6-4", source=_B182),
    _u("irq_5_inf_div", "5th Infantry Division", "IRQ", "division", "4-4-3", source=_B182),
    _u(
        "irq_9_arm_div",
        "9th Armoured Division",
        "IRQ",
        "division",
        "8-8-4",
        armour=True,
        source=_B182,
    ),  # fmt: skip
    _u("tur_66_mech_bde", "66th Mechanised Brigade", "TUR", "brigade", "2-3-5", source=_B182),
    # Card 74's stack (book names the units; values authored: the 1st Mech like the 66th, the
    # armoured brigade one point stronger in attack, a corps twice a division's weight).
    _u(
        "tur_1_mech_bde",
        "1st Mechanised Brigade",
        "TUR",
        "brigade",
        "2-3-5",
        source="book card 74 (values authored: as the 66th Mech Bde of 18.2)",
    ),  # fmt: skip
    _u(
        "tur_5_arm_bde",
        "5th Armoured Brigade",
        "TUR",
        "brigade",
        "3-3-5",
        armour=True,
        source="book card 74 (values authored)",
    ),  # fmt: skip
    _u(
        "tur_6_corps",
        "6th Corps",
        "TUR",
        "corps",
        "9-9-4",
        source="book card 74, 3.0 (a corps is 15-20,000 men; values authored)",
    ),  # fmt: skip
    # ----------------------------------------------------------- United States (book 27.1)
    _u("us_75_para_rgt", "75th Para Regiment", "US", "regiment", "3-3 A", source=_B271),
    _u("us_meu", "MEU Regiment", "US", "regiment", "3-4-6", source=_B271),
    _u(
        "us_82_1_para_bde", "1st Para Brigade (82nd AB Div)", "US", "brigade", "4-4 A", source=_B271
    ),  # fmt: skip
    _u(
        "us_101_1_para_bde",
        "1st Para Brigade (101st AB Div)",
        "US",
        "brigade",
        "4-4 A",
        source=_B271,
    ),  # fmt: skip
    _u(
        "us_101_2_para_bde",
        "2nd Para Brigade (101st AB Div)",
        "US",
        "brigade",
        "4-4 A",
        source=_B271,
    ),  # fmt: skip
    _u(
        "us_3_arm_rgt",
        "3rd Armoured Regiment",
        "US",
        "regiment",
        "6-5-6",
        armour=True,
        source=_B271,
    ),  # fmt: skip
    _u("us_1_meb", "1st MEB", "US", "brigade", "6-6-6", source=_B271),
    _u("us_2_meb", "2nd MEB", "US", "brigade", "6-6-6", source=_B271),
    _u(
        "us_3md_1_arm_bde",
        "1st Armoured Brigade (3rd MD)",
        "US",
        "brigade",
        "8-6-6",
        armour=True,
        source=_B271,
    ),  # fmt: skip
    _u(
        "us_3md_2_mec_bde",
        "2nd Mechanised Brigade (3rd MD)",
        "US",
        "brigade",
        "5-6-6",
        source=_B271,
    ),  # fmt: skip
    _u(
        "us_3md_3_mec_bde",
        "3rd Mechanised Brigade (3rd MD)",
        "US",
        "brigade",
        "5-6-6",
        source=_B271,
    ),  # fmt: skip
    # ----------------------------------------------------------- France, UK (card 84)
    _u(
        "fr_2_arm_bde",
        "2e Brigade blindée",
        "FR",
        "brigade",
        "5-5-6",
        armour=True,
        source="book card 84 (values authored: a Leclerc brigade, below the US 8-6-6)",
    ),
    _u(
        "fr_13_rdp",
        "13e RDP",
        "FR",
        "regiment",
        "2-2 A",
        source="book card 84 (values authored: special-forces regiment, airmobile)",
    ),
    _u(
        "uk_3_cdo_bde",
        "3 Commando Brigade",
        "UK",
        "brigade",
        "4-4-4",
        source="book card 84 (values authored: light brigade, as the US para brigades)",
    ),
    _u(
        "uk_16_aa_bde",
        "16 Air Assault Brigade",
        "UK",
        "brigade",
        "4-4 A",
        source="book card 84 (values authored: as the US para brigades of 27.1)",
    ),
    # ----------------------------------------------------------- named by rule 15.0
    *[
        _u(
            f"irn_para_{n}",
            f"{n}e Iranian Para Brigade",
            "IRN",
            "brigade",
            "3-3 A",
            source="book 15.0 (3 Iranian para brigades; values authored)",
        )
        for n in (1, 2, 3)
    ],
    _u(
        "egy_airmobile_bde",
        "Egyptian Airmobile Brigade",
        "EGY",
        "brigade",
        "3-3 A",
        source="book 15.0 (values authored)",
    ),
    _u(
        "uae_airmobile_bde",
        "UAE Airmobile Brigade",
        "UAE",
        "brigade",
        "3-3 A",
        source="book 15.0 (values authored)",
    ),
    # ----------------------------------------------------------- Syria (scenario 1, authored)
    _u("syr_rg", "Republican Guard (Pr. Gd)", "SYR", "division", "6-6-4", loyal=True),
    _u(
        "syr_4_arm", "4th Armoured Division", "SYR", "division", "6-5-4", armour=True, loyal=True
    ),  # fmt: skip
    *[
        _u(
            f"syr_{n}_arm",
            f"{n}th Armoured Division"
            if n != 1 and n != 3
            else ("1st" if n == 1 else "3rd") + " Armoured Division",
            "SYR",
            "division",
            "5-4-4",
            armour=True,
        )
        for n in (1, 3, 9, 11, 18)
    ],  # fmt: skip
    *[
        _u(f"syr_{n}_mech", f"{n}th Mechanised Division", "SYR", "division", "4-4-3")
        for n in (5, 7, 10)
    ],  # fmt: skip
    _u("syr_17_res", "17th Reserve Division", "SYR", "division", "3-3-3"),
    _u("syr_14_sf", "14th Special Forces Division", "SYR", "division", "3-3 A", loyal=True),
    _u("syr_15_sf", "15th Special Forces Division", "SYR", "division", "3-3 A"),
    _u(
        "syr_mil_ndf",
        "National Defence Forces",
        "SYR_MIL",
        "militia",
        "2-3-3",
        source="book 23.1: two Syrian militia units (values authored)",
    ),  # fmt: skip
    _u(
        "syr_mil_baath",
        "Baath Brigades",
        "SYR_MIL",
        "militia",
        "2-2-3",
        source="book 23.1: two Syrian militia units (values authored)",
    ),  # fmt: skip
    # ----------------------------------------------------------- Hezbollah, Shia militias
    _u("hezb_leb_radwan", "Hezbollah Radwan Force", "HEZB_LEB", "brigade", "4-4-3"),
    _u("hezb_leb_2", "Hezbollah 2nd Brigade", "HEZB_LEB", "brigade", "3-3-3"),
    _u(
        "hezb_irn_1",
        "Iranian Hezbollah 1",
        "HEZB_IRN",
        "brigade",
        "3-3-3",
        source="book 15.0: 2 Iranian Hezbollah units (values authored)",
    ),  # fmt: skip
    _u(
        "hezb_irn_2",
        "Iranian Hezbollah 2",
        "HEZB_IRN",
        "brigade",
        "3-3-3",
        source="book 15.0: 2 Iranian Hezbollah units (values authored)",
    ),  # fmt: skip
    _u("shia_abbas", "Liwa Abu al-Fadl al-Abbas", "SHIA", "militia", "2-2-3"),
    _u("shia_kataib", "Kata'ib Hezbollah", "SHIA", "militia", "3-2-3"),
    # ----------------------------------------------------------- Syrian rebels (authored)
    *[
        _u(
            f"fsa_{n}",
            f"Free Syrian Army brigade {n}",
            "FSA",
            "brigade",
            "3-2-3" if n % 2 else "2-2-3",
        )
        for n in range(1, 11)
    ],  # fmt: skip
    _u("sunni_tawhid", "Liwa al-Tawhid", "SUNNI", "militia", "3-3-3"),
    _u("sunni_farouq", "Farouq Brigades", "SUNNI", "militia", "2-2-3"),
    _u("sunni_tripoli", "Tripoli Sunni militia", "SUNNI", "militia", "2-2-3"),
    _u("alsham_ahrar", "Ahrar al-Sham", "ALSHAM", "militia", "3-3-3"),
    _u("alsham_nusra", "Jabhat al-Nusra", "ALSHAM", "militia", "4-3-3"),
    # ----------------------------------------------------------- scenario 5 (authored)
    # The Iraqi army of the 2020s: the divisions of the south and the Counter-Terrorism
    # Service; values authored against the book's 18.2 Iraqi divisions (1st Mech 6-6-4,
    # 5th Inf 4-4-3, 9th Arm 8-8-4): infantry divisions 4-4-3, the CTS airmobile.
    _u(
        "irq_14_inf_div",
        "14th Infantry Division (Basra)",
        "IRQ",
        "division",
        "4-4-3",
        source="authored: as the 5th Inf Div of 18.2",
    ),
    _u(
        "irq_10_inf_div",
        "10th Infantry Division (Nasiriyah)",
        "IRQ",
        "division",
        "4-4-3",
        source="authored: as the 5th Inf Div of 18.2",
    ),
    _u(
        "irq_8_inf_div",
        "8th Infantry Division (Diwaniyah)",
        "IRQ",
        "division",
        "4-4-3",
        source="authored: as the 5th Inf Div of 18.2",
    ),
    _u(
        "irq_6_inf_div",
        "6th Infantry Division (Baghdad)",
        "IRQ",
        "division",
        "4-4-3",
        source="authored: as the 5th Inf Div of 18.2",
    ),
    _u(
        "irq_cts",
        "Counter-Terrorism Service (Golden Division)",
        "IRQ",
        "division",
        "5-5 A",
        source="authored: Iraq's elite airmobile force",
    ),
    _u(
        "shia_badr",
        "Badr Organisation (PMF)",
        "SHIA",
        "militia",
        "3-3-3",
        source="authored: the largest Popular Mobilisation militia",
    ),
    # Kuwait's three brigades and national guard; Saudi Arabia's northern garrison (King
    # Khalid Military City) and national guard (authored: smaller, better armed brigades).
    _u(
        "kuw_35_arm_bde",
        "35th Armoured Brigade",
        "KUW",
        "brigade",
        "3-4-5",
        armour=True,
        source="authored",
    ),
    _u(
        "kuw_15_arm_bde",
        "15th Armoured Brigade",
        "KUW",
        "brigade",
        "3-4-5",
        armour=True,
        source="authored",
    ),
    _u("kuw_6_mech_bde", "6th Mechanised Brigade", "KUW", "brigade", "2-4-5", source="authored"),
    _u("kuw_national_guard", "Kuwait National Guard", "KUW", "brigade", "1-3-3", source="authored"),
    _u(
        "sau_4_arm_bde",
        "4th Armoured Brigade",
        "SAU",
        "brigade",
        "4-4-5",
        armour=True,
        source="authored",
    ),
    _u("sau_20_mech_bde", "20th Mechanised Brigade", "SAU", "brigade", "3-4-5", source="authored"),
    _u(
        "sau_12_arm_bde",
        "12th Armoured Brigade",
        "SAU",
        "brigade",
        "4-4-5",
        armour=True,
        source="authored",
    ),
    _u(
        "sau_ang_bde",
        "Saudi Arabian National Guard brigade",
        "SAU",
        "brigade",
        "3-3-4",
        source="authored",
    ),
    # ----------------------------------------------------------- scenario 9 (authored)
    # The IDF's Northern Command of the 2020s (the book's 8-8-4 armour as the top);
    # Hezbollah's regional units; Russia's Syrian contingent.
    _u(
        "isr_36_arm_div",
        "36th Armoured Division (Ga'ash)",
        "ISR",
        "division",
        "8-7-5",
        armour=True,
        source="authored: the book's strongest armour (18.2: 8-8-4) as the top",
    ),
    _u("isr_91_div", "91st Galilee Division", "ISR", "division", "5-6-4", source="authored"),
    _u(
        "isr_146_div",
        "146th Reserve Division",
        "ISR",
        "division",
        "6-6-4",
        source="authored: as Iraq's 1st Mech Div of 18.2",
    ),
    _u(
        "isr_210_div",
        "210th Bashan Division (Golan)",
        "ISR",
        "division",
        "5-6-4",
        source="authored",
    ),
    _u(
        "isr_98_para_div",
        "98th Paratroopers Division",
        "ISR",
        "division",
        "5-5 A",
        source="authored: airmobile",
    ),
    _u("isr_golani_bde", "Golani Brigade", "ISR", "brigade", "4-4-5", source="authored"),
    _u(
        "isr_7_arm_bde",
        "7th Armoured Brigade",
        "ISR",
        "brigade",
        "5-4-5",
        armour=True,
        source="authored",
    ),
    _u("isr_162_div", "162nd Division", "ISR", "division", "7-6-5", armour=True, source="authored"),
    _u("isr_252_div", "252nd Reserve Division", "ISR", "division", "6-6-4", source="authored"),
    _u(
        "hezb_leb_nasr",
        "Hezbollah Nasr Unit",
        "HEZB_LEB",
        "brigade",
        "3-4-3",
        source="authored: the southern regional command east of the Litani",
    ),
    _u(
        "hezb_leb_aziz",
        "Hezbollah Aziz Unit",
        "HEZB_LEB",
        "brigade",
        "3-4-3",
        source="authored: the southern regional command west of the Litani",
    ),
    _u(
        "hezb_leb_badr",
        "Hezbollah Badr Unit",
        "HEZB_LEB",
        "brigade",
        "3-3-3",
        source="authored: north of the Litani",
    ),
    _u(
        "rus_vdv_bg",
        "VDV Battalion Group",
        "RUS",
        "regiment",
        "3-3 A",
        source="authored: Russia's airborne troops at Hmeimim",
    ),
    _u(
        "rus_810_marines",
        "810th Naval Infantry Group",
        "RUS",
        "regiment",
        "3-4-5",
        source="authored: Tartus naval base",
    ),
    _u("rus_spetsnaz", "Spetsnaz Group", "RUS", "regiment", "3-2 A", source="authored"),
    # ----------------------------------------------------------- scenario 8 (authored)
    # Iran's army and Revolutionary Guards on the Iraqi border; the Anbar tribes.
    _u(
        "irn_92_arm_div",
        "92nd Armoured Division (Ahvaz)",
        "IRN",
        "division",
        "7-6-4",
        armour=True,
        source="authored: Iran's main armour, a step below the book's 8-8-4",
    ),
    _u(
        "irn_81_arm_div",
        "81st Armoured Division (Kermanshah)",
        "IRN",
        "division",
        "6-6-4",
        armour=True,
        source="authored",
    ),
    _u(
        "irn_irgc_ground",
        "IRGC Ground Forces (Najaf HQ)",
        "IRN",
        "corps",
        "8-8-3",
        source="authored: a corps of Revolutionary Guards brigades",
    ),
    _u("irn_quds", "Quds Force", "IRN", "brigade", "3-3 A", source="authored"),
    _u(
        "sunni_anbar",
        "Anbar tribal forces",
        "SUNNI",
        "militia",
        "2-3-3",
        source="authored: the Sunni tribes of Anbar (14.3: supplied from Saudi Arabia)",
    ),
    # ---------------------------------------------------------- scenario 10 (authored)
    # 20.0: "Le joueur israélien contrôle les unités jordaniennes dans le scénario 10".
    _u(
        "jor_40_arm_bde",
        "40th Armoured Brigade",
        "JOR",
        "brigade",
        "3-4-4",
        armour=True,
        source="authored: Jordan's armour on the Syrian border, like the Saudi brigades",
    ),
    _u(
        "jor_3_mech_bde",
        "3rd Mechanised Brigade",
        "JOR",
        "brigade",
        "2-4-4",
        source="authored",
    ),
]

# ----------------------------------------------------------- Daesh: 25 counters (book 25.1)
#: Al Baghdadi: the staff and the elite division, two steps, moves (25.1). The strongest value
#: of the book's range, 6-4, with movement 3 (authored: an infantry division's, 18.2).
_UNITS.append(
    Unit("daesh_baghdadi", "Al Baghdadi", "DAESH", "leader", 6, 4, 3, steps=2,
         source="book 25.1 (two steps, moves; values authored at the top of 6-4..1-2)")
)  # fmt: skip
#: 21 fighters spread over the range 6-4 .. 1-2 (book 25.1), more weak than strong (authored:
#: "la qualité très variable des djihadistes").
_DAESH_VALUES: tuple[tuple[int, int, int], ...] = (
    (6, 4, 1), (5, 4, 2), (5, 3, 2), (4, 3, 3), (4, 2, 2), (3, 3, 3), (3, 2, 3), (2, 2, 3),
    (1, 2, 2),
)  # fmt: skip
_n = 0
for _a, _d, _count in _DAESH_VALUES:
    for _ in range(_count):
        _n += 1
        _UNITS.append(
            Unit(f"daesh_{_n:02d}", f"Daesh fighters {_n}", "DAESH", "daesh", _a, _d, None,
                 steps=1, source="book 25.1 (range 6-4..1-2; spread authored)")
        )  # fmt: skip
for _k in (1, 2, 3):
    _UNITS.append(
        Unit(f"daesh_decoy_{_k}", f"Daesh decoy {_k}", "DAESH", "decoy", 0, 0, None, steps=1,
             source="book 25.1: three decoys, removed once revealed")
    )  # fmt: skip

# ----------------------------------------------------------- Kurds: 20 counters (book 26.1)
#: PKK: a garrison for every PKK box (26.7 places one on each PKK box of Turkey; the others
#: go to the pool), and the two mobile units 5-4-2 and 4-3-2 (book 26.7). KDP and PYD
#: (authored): three garrisons and three mobile units each, 6 + 6 + 8 = 20.
_KURDS: tuple[tuple[str, str, str, str, str], ...] = (
    ("pkk_mobile_1", "PKK HPG 1", "PKK", "kurd_mobile", "5-4-2"),
    ("pkk_mobile_2", "PKK HPG 2", "PKK", "kurd_mobile", "4-3-2"),
    *[(f"pkk_garrison_{n}", f"PKK garrison {n}", "PKK", "garrison", "0-2") for n in range(1, 7)],
    ("kdp_mobile_1", "KDP peshmerga 1", "KDP", "kurd_mobile", "5-4-2"),
    ("kdp_mobile_2", "KDP peshmerga 2", "KDP", "kurd_mobile", "4-4-2"),
    ("kdp_mobile_3", "KDP peshmerga 3", "KDP", "kurd_mobile", "3-3-2"),
    *[(f"kdp_garrison_{n}", f"KDP garrison {n}", "KDP", "garrison", "0-2") for n in range(1, 4)],
    ("pyd_mobile_1", "PYD YPG 1", "PYD", "kurd_mobile", "5-4-2"),
    ("pyd_mobile_2", "PYD YPG 2", "PYD", "kurd_mobile", "4-3-2"),
    ("pyd_mobile_3", "PYD YPJ", "PYD", "kurd_mobile", "3-3-2"),
    *[(f"pyd_garrison_{n}", f"PYD garrison {n}", "PYD", "garrison", "0-2") for n in range(1, 4)],
)  # fmt: skip
for _uid, _name, _nation, _size, _values in _KURDS:
    _unit = _u(_uid, _name, _nation, _size, _values)  # type: ignore[arg-type]
    if _uid.startswith("pkk_mobile"):
        _unit = Unit(**{**_unit.__dict__, "source": "book 26.7: PKK mobile units 5-4-2 & 4-3-2"})
    _UNITS.append(_unit)

#: Every counter by id.
UNITS: dict[str, Unit] = {unit.id: unit for unit in _UNITS}
if len(UNITS) != len(_UNITS):
    raise ValueError("duplicate unit id")


def of_nation(*nations: str) -> tuple[str, ...]:
    """Ids of the units of the given nations or groups, in declaration order."""
    return tuple(uid for uid, unit in UNITS.items() if unit.nation in nations)
