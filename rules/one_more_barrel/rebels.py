"""Rebels and bombings (book "Rebelles", "Attentats", "Dommages", "Résultats particuliers",
"Les rebelles après l'attentat", "Conséquence sur le pacifisme", "Alliance des joueurs lors
des attentats"; the German end pages repeat them).

Rules implemented here:

* From the guerrilla phase (phase 2), at the rebel step of each end of turn, the players act in
  turn order with their rebel die (:func:`rebels_turn`). A die not in play (first guerrilla
  turn, or back after a bombing) enters at strength 1 in an eastern region that no player
  controls, chosen by its owner; if every eastern region is controlled, it is placed outside
  the country and must spend its next action entering an eastern region.
* A die in the country either moves one region (strength −1 if above 1), gains +1 strength, or
  bombs a target in its region or a neighbouring one; its owner may also let it wait.
* A bombing names a player and what is hit: that player's military or logistics there, or one
  of the buildings there. The defender rolls 2d6 against the defence value: the defender's
  military there and next door (units in a territory at war do not count), −1 per point of
  rebel strength, +3 for a police station there and +1 for each one next door, +1 per 3
  influence (``tables.bombing_defence``). "Next door" is the neighbouring regions ("les
  régions voisines"): military on the border territory, no region of the country, do not
  defend. A roll above the defence deals the difference as
  damage: 1 destroys a logistic unit, 3 a military unit, a building's logistic cost destroys it.
  Damage beyond what the target can take is lost.
* A building hit for less than its cost is partly damaged: its owner may pay 1 $ a point at
  once, else it is destroyed.
* 2–3 always fails; 11–12 always hurts: against a defence at least as high, the building is
  destroyed or one unit eliminated.
* The dice that bombed leave the board and come back the next turn at strength 1.
* Pacifism: the victim gains 2 per military unit, 1 per logistic unit, and a building's cost
  when something is destroyed; loses 1 when the bombing fails. Book: "Un attentat est considéré
  comme réussi si au moins 1 unité a été éliminée ou 1 bâtiment détruit. Autrement, on
  considère qu'il a échoué"; German: "fehlgeschlagen, wenn nichts passiert". So damage too
  small to destroy a unit (1–2 points on military) is a failed bombing; only partial damage to
  a building that its owner repairs changes nothing.
* Joint bombings: rebels of several players add their strengths against one target; each
  joining owner consents. Joint defence: allies lend their police stations, which count as the
  defender's own.

Interpretations (the book is silent or the scans disagree): the rebel die is a triangular
(four-sided) die, so its strength goes up to 4 (:data:`REBEL_MAX_STRENGTH`); a player may let
the die wait (the book says each player "aura la possibilité" to act); rebels act inside the
country only, so they never move onto, nor bomb, the border territory; a police station
belongs to whoever controls its region (as logistics do); a joining die must be within reach of the target
and its owner must not have acted yet this turn (joining is its action, and it leaves the
board with the others); a roll of 11–12 above the defence still eliminates at least one unit
when the damage alone would not (so that 11–12 always hurts), while a building then takes the
damage as usual (destroyed, or partly damaged and repairable); a failed bombing lowers only
the target's pacifism (book: "le niveau de pacifisme du joueur qui était visé baisse de 1
point"; allies lending police stations are not the target); when a storage tank
is destroyed, the barrels it held are lost: those of the region above what the remaining
storage holds, at most 4; a bombing that kills a controller's last military hands the region
to another player with military there (as when units leave it, ``moves.settle_control``), and
one that kills the last players' military of a battle ends it as a locals' win.

Decisions go through ``state.questions`` (kinds ``rebel``, ``rebel_join``, ``rebel_invite``,
``rebel_defend``, ``repair``), each kind a stage of this module (:data:`STAGES`) whose
families are ``legal_<kind>`` / ``play_<kind>``. The end of turn's ``rebels`` step
(:data:`REBELS_STEP`, from phase 2) calls :func:`rebels_turn`, which puts the procedure
``rebel_actions`` (:data:`REBEL_ACTIONS_STAGE`) on the stack: it asks each player in turn
order in their turn, the next once the one before has acted (every way an action ends — a
move, a failed bombing, units hit, a building destroyed or repaired — moves its position on,
:func:`_acted`), and ends after the last.

**A joint bombing is a procedure of the flow.** The rebel action that bombs calls its frame,
which holds the attack: the region, the target, the attackers and the players invited so
far, the allies helping so far. While it asks, the frame waits under the questions
(``asking.hold``) at the step it asks — its kind is the question's kind: ``rebel_join``, a
partner asked to join; ``rebel_invite``, the attacker asked to invite one more;
``rebel_defend``, the allies asked together to lend their police stations — and its questions
carry only their region (:func:`held_bombing`). The ``play_`` functions record there; the one
that completes a step's answers brings the frame back on top at the bombing's next step
(:func:`_go_on`), an automatic step the flow runs at once, in the same move
(:data:`BOMBING_STEPS`: ``bombing_invite``, the partner invited last asked;
``bombing_partners``, after a partner's answer, the attacker asked to invite one more or the
defence; ``bombing_defence``, the allies asked, or the roll when none may help;
``bombing_roll``, the roll once every ally answered). The roll ends it (a building partly
damaged then asks its owner whether to repair, a question of its own).
"""

from __future__ import annotations

from typing import Any

from rules.core import ActionSpec, Choice, Event, IllegalAction, Step
from rules.core.builders import yes_no
from rules.core.flow import Family, Frame, Stage, call, end, frame, resume, step
from rules.core.text import Said, part

from . import actions as act
from .asking import answer, ask_seat, hold, new_batch, region_of
from .battles import add_pacifism, answered, end_if_abandoned, question
from .data import tables
from .data.board import EAST_REGIONS, neighbours
from .helpers import name as seat_name
from .helpers import region_label as where
from .helpers import say
from .moves import settle_control
from .state import BORDER, REBEL_ACTIONS, OmbState, RebelDie, dollars

REBEL = "rebel"
REBEL_JOIN = "rebel_join"
REBEL_INVITE = "rebel_invite"
REBEL_DEFEND = "rebel_defend"
REPAIR = "repair"
#: Every pending kind this module asks and answers.
PENDING_KINDS: tuple[str, ...] = (REBEL, REBEL_JOIN, REBEL_INVITE, REBEL_DEFEND, REPAIR)
#: The questions of a joint bombing, each a step its frame waits at under the questions.
BOMBING_KINDS: tuple[str, ...] = (REBEL_JOIN, REBEL_INVITE, REBEL_DEFEND)
#: A bombing's automatic steps between its questions (:data:`BOMBING_STEPS`).
BOMBING_INVITE = "bombing_invite"
BOMBING_PARTNERS = "bombing_partners"
BOMBING_DEFENCE = "bombing_defence"
BOMBING_ROLL = "bombing_roll"

#: The highest rebel strength. authored: the book's rebel dice are "dés triangulaires",
#: four-sided dice, whose faces show 1 to 4.
REBEL_MAX_STRENGTH = 4

#: ``decide`` options of the attacker once a partner answered.
INVITE = "invite"
LAUNCH = "launch"


def _die(state: OmbState, seat: int) -> RebelDie:
    return state.players[seat].rebel


# ------------------------------------------------------------------------------ the rebel step


def free_east_regions(state: OmbState) -> list[str]:
    """Eastern regions no player controls, where a rebel die may enter the game."""
    return [rid for rid in EAST_REGIONS if state.regions[rid].controller is None]


def rebels_turn(state: OmbState) -> list[Event]:
    """The rebel step of the end of turn (from phase 2): dice that bombed last turn come back,
    then each player acts in turn order (the procedure :data:`REBEL_ACTIONS`, from the first
    position)."""
    for player in state.players:
        if player.rebel.resting:
            player.rebel.resting = False
    call(state, Frame(kind=REBEL_ACTIONS, data={"index": 0}))
    return []


def _next_rebel(state: OmbState, current: Frame) -> list[Event]:
    """Ask the next player in turn order, from the procedure's position, what their rebels do;
    once every player has acted, the procedure ends.

    A die that bombed this turn (as a partner) has no action left. A die to place when every
    eastern region is controlled goes outside the country at once (no choice to make).
    """
    events: list[Event] = []
    index = int(current.data["index"])
    while index < len(state.order):
        seat = state.order[index]
        die = _die(state, seat)
        if die.resting:
            index += 1
            continue
        if not die.in_play and not free_east_regions(state):
            die.in_play, die.outside, die.region, die.strength = True, True, None, 1
            events.append(say("rebel_outside", name=seat_name(state, seat), data={"seat": seat}))
            index += 1
            continue
        current.data["index"] = index
        ask_seat(state, REBEL, seat, batch=new_batch(state), data={"index": index})
        return events
    end(state)
    return events


def _acted(state: OmbState, index: int) -> list[Event]:
    """The rebels of the player at position ``index`` in turn order have acted (whatever the
    action, once its questions are answered): the next position acts next."""
    current = next(f for f in reversed(state.stack) if f.kind == REBEL_ACTIONS)
    current.data["index"] = index + 1
    return []


def _rebel_regions(rid: str) -> list[str]:
    """Regions a rebel die in ``rid`` may move to or bomb next door (the border excluded)."""
    return [nb for nb in neighbours(rid) if nb != BORDER]


def attack_targets(state: OmbState, rid: str, attackers: list[int]) -> dict[int, list[str]]:
    """What may be bombed in ``rid``, by player: ``military``, ``logistics`` or a building kind
    (the player's military there; the logistics and buildings of the region they control)."""
    region = state.regions[rid]
    found: dict[int, list[str]] = {}
    for seat in state.order:
        if seat in attackers:
            continue
        targets = []
        if region.military[seat] > 0:
            targets.append("military")
        if region.controller == seat:
            if region.logistics > 0:
                targets.append("logistics")
            for kind in ("tank", "police", "pipeline", "refinery"):
                if region.count(kind) > 0:
                    targets.append(kind)
        if targets:
            found[seat] = targets
    return found


def _in_reach(die: RebelDie, rid: str) -> bool:
    return (
        die.in_play
        and not die.outside
        and not die.resting
        and die.region is not None
        and (die.region == rid or rid in _rebel_regions(die.region))
    )


def possible_partners(state: OmbState, attack: dict[str, Any]) -> list[int]:
    """Players whose rebels may still be asked to join ``attack``: within reach of the target,
    not the target, not yet acted this turn (later in turn order), not asked already."""
    index = int(attack["index"])
    asked = set(attack["attackers"]) | set(attack["invited"]) | {int(attack["target_seat"])}
    return [
        seat
        for seat in state.order[index + 1 :]
        if seat not in asked and _in_reach(_die(state, seat), str(attack["region"]))
    ]


def _seat_label(state: OmbState, seat: int) -> Said:
    return Said("label.player", name=seat_name(state, seat))


def legal_rebel(state: OmbState, seat: int) -> list[ActionSpec]:
    """What ``seat``'s rebels may do now: enter (a die to place, or waiting outside), or move,
    strengthen, bomb or wait."""
    item = question(state, seat, REBEL)
    die = _die(state, seat)
    options: list[Choice] = []
    if not die.in_play or die.outside:
        places = EAST_REGIONS if die.outside else tuple(free_east_regions(state))
        options.append(
            Choice(
                value="enter",
                label=Said("label.rebel_enter"),
                then=[
                    Step(
                        param="region",
                        label=Said("step.region"),
                        choices=[Choice(value=r, label=where(r)) for r in places],
                    )
                ],
            )
        )
    else:
        assert die.region is not None
        here = die.region
        weaker = "_weaker" if die.strength > 1 else ""
        options.append(
            Choice(
                value="move",
                label=Said(f"label.rebel_move{weaker}"),
                then=[
                    Step(
                        param="region",
                        label=Said("step.region"),
                        choices=[Choice(value=r, label=where(r)) for r in _rebel_regions(here)],
                    )
                ],
            )
        )
        if die.strength < REBEL_MAX_STRENGTH:
            options.append(
                Choice(
                    value="strengthen",
                    label=Said("label.rebel_strengthen", strength=die.strength + 1),
                )
            )
        attack = _attack_choice(state, seat, int(item.data["index"]), here)
        if attack is not None:
            options.append(attack)
        options.append(Choice(value="pass", label=Said("label.do_nothing")))
    return [
        ActionSpec(
            kind="rebel",
            label=Said("label.your_rebels", strength=die.strength),
            steps=[Step(param="action", label=Said("step.rebel_action"), choices=options)],
        )
    ]


def _attack_choice(state: OmbState, seat: int, index: int, here: str) -> Choice | None:
    regions: list[Choice] = []
    for rid in [here, *_rebel_regions(here)]:
        targets = attack_targets(state, rid, [seat])
        if not targets:
            continue
        players: list[Choice] = []
        for victim, kinds in targets.items():
            attack = {
                "index": index,
                "attackers": [seat],
                "invited": [],
                "region": rid,
                "target_seat": victim,
            }
            partners = possible_partners(state, attack)
            follow = (
                [
                    Step(
                        param="partner",
                        label=Said("step.ask_partner"),
                        optional=True,
                        choices=[Choice(value=p, label=_seat_label(state, p)) for p in partners],
                    )
                ]
                if partners
                else []
            )
            players.append(
                Choice(
                    value=victim,
                    label=_seat_label(state, victim),
                    then=[
                        Step(
                            param="target",
                            label=Said("step.target"),
                            choices=[
                                Choice(
                                    value=k, label=Said("label.target", target=k), then=list(follow)
                                )
                                for k in kinds
                            ],
                        )
                    ],
                )
            )
        regions.append(
            Choice(
                value=rid,
                label=where(rid),
                then=[Step(param="target_seat", label=Said("step.player_bombed"), choices=players)],
            )
        )
    if not regions:
        return None
    return Choice(
        value="attack",
        label=Said("label.bomb"),
        then=[Step(param="region", label=Said("step.region"), choices=regions)],
    )


def play_rebel(state: OmbState, seat: int, action: act.Rebel) -> list[Event]:
    """Carry out ``seat``'s rebel action (already checked against :func:`legal_rebel`)."""
    item = question(state, seat, REBEL)
    index = int(item.data["index"])
    answered(state, item)
    die = _die(state, seat)
    name = seat_name(state, seat)
    what = action.action
    if what == "enter":
        die.in_play, die.outside, die.region, die.strength = True, False, action.region, 1
        said = part("rebel_enter", name=name, region=action.region)
    elif what == "move":
        die.region = action.region
        die.strength = max(1, die.strength - 1)
        said = part("rebel_move", name=name, region=action.region, strength=die.strength)
    elif what == "strengthen":
        die.strength = min(REBEL_MAX_STRENGTH, die.strength + 1)
        said = part("rebel_grow", name=name, strength=die.strength)
    elif what == "attack":
        assert action.target_seat is not None  # the legal tree names the target
        attack: dict[str, Any] = {
            "index": index,
            "attackers": [seat],
            "invited": [],
            "region": action.region,
            "target_seat": action.target_seat,
            "target": action.target,
            "helpers": [],
        }
        events = [
            say(
                "rebel_attack",
                name=name,
                strength=die.strength,
                defender=seat_name(state, action.target_seat),
                target=action.target,
                region=action.region,
                data={
                    "seat": seat,
                    "region": action.region,
                    "target_seat": action.target_seat,
                    "target": action.target,
                },
            )
        ]
        partner = action.partner
        if partner is None:
            call(state, frame(BOMBING_DEFENCE, **attack))
            return events
        if partner not in possible_partners(state, attack):
            raise IllegalAction("refusal.rebels_cannot_join")
        attack["invited"] = [int(partner)]
        call(state, frame(BOMBING_INVITE, **attack))
        return events
    else:
        said = part("rebel_wait", name=name)
    events = [
        say(
            said["key"],
            kind="rebel",
            **said["params"],
            data={"seat": seat, "action": what, "region": die.region, "strength": die.strength},
        )
    ]
    return events + _acted(state, index)


# ------------------------------------------------------------------------------ joint bombings


def held_bombing(state: OmbState, kind: str) -> Frame:
    """The frame of the bombing waiting for answers to its questions of ``kind`` (under the
    questions, at the step of that kind), or :class:`IllegalAction` if none is."""
    for procedure in state.stack:
        if procedure.kind == kind:
            return procedure
    raise IllegalAction("refusal.not_asked_that")


def _go_on(state: OmbState, bombing: Frame, next_step: str) -> None:
    """The answers the ``bombing`` waited for are all in: its frame leaves its place under
    the questions and comes on top at ``next_step``, an automatic step the flow runs at once
    (:data:`BOMBING_STEPS`), in the same move."""
    bombing.kind = next_step
    resume(state, bombing)


def _wait(state: OmbState, bombing: Frame, kind: str) -> None:
    """The ``bombing`` asked its questions of ``kind``: its frame waits under them."""
    bombing.kind = kind
    hold(state, bombing)


def _ask_partner(state: OmbState, bombing: Frame) -> list[Event]:
    """Ask the player invited last whether their rebels join the bombing."""
    attack = bombing.data
    ask_seat(
        state,
        REBEL_JOIN,
        int(attack["invited"][-1]),
        batch=new_batch(state),
        region=str(attack["region"]),
        source=int(attack["attackers"][0]),
    )
    _wait(state, bombing, REBEL_JOIN)
    return []


def legal_rebel_join(state: OmbState, seat: int) -> list[ActionSpec]:
    """Join another player's bombing with one's rebels (their strengths add up; the die then
    leaves the board like the others) or refuse."""
    question(state, seat, REBEL_JOIN)
    attack = held_bombing(state, REBEL_JOIN).data
    label = Said(
        "label.join_question",
        name=seat_name(state, int(attack["attackers"][0])),
        defender=seat_name(state, int(attack["target_seat"])),
        target=attack["target"],
        region=attack["region"],
    )
    return yes_no(label, Said("label.join"), Said("label.refuse"))


def play_rebel_join(state: OmbState, seat: int, action: act.Answer) -> list[Event]:
    """Record the answer in the bombing's frame; then it goes on (:func:`_partners_step`)."""
    item = question(state, seat, REBEL_JOIN)
    bombing = held_bombing(state, REBEL_JOIN)
    answered(state, item)
    joined = action.accept
    if joined:
        bombing.data["attackers"] = [*bombing.data["attackers"], seat]
    _go_on(state, bombing, BOMBING_PARTNERS)
    return [
        say(
            "rebels_join" if joined else "rebels_stay_out",
            kind="rebel_join",
            name=seat_name(state, seat),
            data={"seat": seat, "accept": joined},
        )
    ]


def _partners_step(state: OmbState, current: Frame) -> list[Event]:
    """A partner answered: the attacker may ask one more player's rebels, if any may still
    join (the frame waits again under the question), else the defence comes."""
    if not possible_partners(state, current.data):
        return _defence_stage(state, current)
    ask_seat(
        state,
        REBEL_INVITE,
        int(current.data["attackers"][0]),
        batch=new_batch(state),
        region=str(current.data["region"]),
    )
    _wait(state, current, REBEL_INVITE)
    return []


def legal_rebel_invite(state: OmbState, seat: int) -> list[ActionSpec]:
    """The attacker asks one more player's rebels to join, or launches the bombing."""
    question(state, seat, REBEL_INVITE)
    partners = possible_partners(state, held_bombing(state, REBEL_INVITE).data)
    return [
        ActionSpec(
            kind="decide",
            label=Said("label.invite_or_bomb"),
            steps=[
                Step(
                    param="option",
                    label=Said("step.decision"),
                    choices=[
                        Choice(value=LAUNCH, label=Said("label.bomb_now")),
                        Choice(
                            value=INVITE,
                            label=Said("label.ask_another"),
                            then=[
                                Step(
                                    param="seat",
                                    label=Said("step.player"),
                                    choices=[
                                        Choice(value=p, label=_seat_label(state, p))
                                        for p in partners
                                    ],
                                )
                            ],
                        ),
                    ],
                )
            ],
        )
    ]


def play_rebel_invite(state: OmbState, seat: int, action: act.Decide) -> list[Event]:
    """Invite the chosen player (recorded in the bombing's frame), or go on to the defence."""
    item = question(state, seat, REBEL_INVITE)
    bombing = held_bombing(state, REBEL_INVITE)
    answered(state, item)
    if action.option == INVITE and action.seat is not None:
        bombing.data["invited"] = [*bombing.data["invited"], int(action.seat)]
        _go_on(state, bombing, BOMBING_INVITE)
    else:
        _go_on(state, bombing, BOMBING_DEFENCE)
    return []


# ------------------------------------------------------------------------------ joint defence


def _police_holders(state: OmbState, rid: str) -> set[int]:
    """Seats controlling a police station in ``rid`` or next door."""
    holders = set()
    for place in [rid, *neighbours(rid)]:
        region = state.regions[place]
        if region.controller is not None and region.count("police") > 0:
            holders.add(region.controller)
    return holders


def possible_helpers(state: OmbState, attack: dict[str, Any]) -> list[int]:
    """Players who may lend their police stations to the defender: they control a police
    station in the bombed region or next door, and neither bomb nor are bombed."""
    involved = set(attack["attackers"]) | {int(attack["target_seat"])}
    holders = _police_holders(state, str(attack["region"]))
    return [seat for seat in state.order if seat in holders and seat not in involved]


def _defence_stage(state: OmbState, bombing: Frame) -> list[Event]:
    """Ask every player who may lend police stations, together (the frame waits under their
    questions), or roll at once when nobody may."""
    attack = bombing.data
    helpers = possible_helpers(state, attack)
    if not helpers:
        return _bomb(state, attack)
    batch = new_batch(state)
    for seat in helpers:
        ask_seat(state, REBEL_DEFEND, seat, batch=batch, region=str(attack["region"]))
    _wait(state, bombing, REBEL_DEFEND)
    return []


def legal_rebel_defend(state: OmbState, seat: int) -> list[ActionSpec]:
    """Lend one's police stations to the bombed player (they count as the defender's own)."""
    question(state, seat, REBEL_DEFEND)
    attack = held_bombing(state, REBEL_DEFEND).data
    label = Said(
        "label.defend_question",
        defender=seat_name(state, int(attack["target_seat"])),
        target=attack["target"],
        region=attack["region"],
    )
    return yes_no(label, Said("label.help_defence"), Said("label.stay_out"))


def play_rebel_defend(state: OmbState, seat: int, action: act.Answer) -> list[Event]:
    """Record the answer in the bombing's frame; once every ally answered, the defender rolls
    (the frame comes back on top at ``bombing_roll``)."""
    item = question(state, seat, REBEL_DEFEND)
    bombing = held_bombing(state, REBEL_DEFEND)
    helping = action.accept
    if helping:
        bombing.data["helpers"] = [*bombing.data["helpers"], seat]
    events = [
        say(
            "helps_defence" if helping else "no_help",
            kind="rebel_defend",
            name=seat_name(state, seat),
            data={"seat": seat, "accept": helping},
        )
    ]
    if not answered(state, item):
        _go_on(state, bombing, BOMBING_ROLL)
    return events


# ------------------------------------------------------------------------------ the bombing


def defence_value(
    state: OmbState, rid: str, defender: int, strength: int, helpers: list[int] | None = None
) -> tuple[int, dict[str, int]]:
    """The defence value of ``defender`` against rebels of total ``strength`` bombing ``rid``,
    with the police stations of ``helpers`` counted as the defender's own; and its parts.

    Book: "le nombre d'unités militaires du joueur dans le territoire ciblé, auxquelles
    s'ajoutent les unités militaires des régions voisines": the neighbouring *regions*, so the
    defender's military on the border territory (no region of the country) do not count."""
    friends = {defender, *(helpers or [])}
    region = state.regions[rid]
    here = region.military[defender] if region.battle is None else 0
    next_door = 0
    police_next_door = 0
    for nb in _rebel_regions(rid):
        other = state.regions[nb]
        if other.battle is None:
            next_door += other.military[defender]
        if other.controller in friends and other.count("police") > 0:
            police_next_door += 1
    police_here = 1 if region.controller in friends and region.count("police") > 0 else 0
    influence = state.players[defender].influence
    value = tables.bombing_defence(
        here, next_door, police_here, police_next_door, influence, strength
    )
    parts = {
        "military_here": here,
        "military_next_door": next_door,
        "police": tables.POLICE_BONUS_HERE * police_here
        + tables.POLICE_BONUS_NEXT_DOOR * police_next_door,
        "influence": tables.influence_bonus(influence),
        "rebels": -strength,
    }
    return value, parts


def _bomb(state: OmbState, attack: dict[str, Any]) -> list[Event]:
    """Roll the defender's 2d6 against the defence and apply the damage."""
    rid = str(attack["region"])
    defender = int(attack["target_seat"])
    target = str(attack["target"])
    attackers = [int(s) for s in attack["attackers"]]
    strength = sum(_die(state, s).strength for s in attackers)
    defence, parts = defence_value(state, rid, defender, strength, list(attack["helpers"]))
    dice = state.rng.dice(2)
    roll = sum(dice)
    reading = tables.bombing_roll(roll, defence)
    for seat in attackers:
        die = _die(state, seat)
        die.in_play, die.outside, die.region, die.strength, die.resting = (
            False,
            False,
            None,
            1,
            True,
        )
    headline = part(
        "bomb_headline",
        names=[seat_name(state, s) for s in attackers],
        strength=strength,
        defender=seat_name(state, defender),
        target=target,
        region=rid,
        first=dice[0],
        second=dice[1],
        roll=roll,
        defence=defence,
    )
    data = {
        "region": rid,
        "attackers": attackers,
        "defender": defender,
        "target": target,
        "dice": dice,
        "roll": roll,
        "defence": defence,
        "parts": parts,
        "damage": reading.damage,
        "forced": reading.forced,
    }
    index = int(attack["index"])
    if reading.failed:
        add_pacifism(state, defender, tables.BOMBING_FAILED_PACIFISM)
        events = [
            say(
                "bombing_fails",
                kind="bombing",
                headline=headline,
                pacifism=tables.BOMBING_FAILED_PACIFISM,
                data=data,
            )
        ]
        return events + _acted(state, index)
    always = roll in tables.BOMBING_ALWAYS_HITS
    if target in ("military", "logistics"):
        events = _hit_units(state, rid, defender, target, reading.damage, always, headline, data)
        return events + _acted(state, index)
    return _hit_building(
        state, rid, defender, target, reading.damage, reading.forced, headline, data, index
    )


def _hit_units(
    state: OmbState,
    rid: str,
    defender: int,
    target: str,
    damage: int,
    always: bool,
    headline: dict[str, Any],
    data: dict[str, Any],
) -> list[Event]:
    region = state.regions[rid]
    if target == "military":
        units = damage // tables.DAMAGE_PER_MILITARY
        present = region.military[defender]
        per_unit = tables.BOMBING_PACIFISM_PER_MILITARY
    else:
        units = damage // tables.DAMAGE_PER_LOGISTIC
        present = region.logistics
        per_unit = tables.BOMBING_PACIFISM_PER_LOGISTIC
    if always:
        units = max(units, 1)
    units = min(units, present)
    if units == 0:
        add_pacifism(state, defender, tables.BOMBING_FAILED_PACIFISM)
        return [
            say(
                "bombing_too_weak",
                kind="bombing",
                headline=headline,
                damage=damage,
                pacifism=tables.BOMBING_FAILED_PACIFISM,
                data={**data, "destroyed": 0},
            )
        ]
    if target == "military":
        region.military[defender] -= units
    else:
        region.logistics -= units
    add_pacifism(state, defender, per_unit * units)
    events = [
        say(
            "bombing_units",
            kind="bombing",
            headline=headline,
            units=part("hit_military", count=units)
            if target == "military"
            else part("hit_logistics", count=units),
            pacifism=per_unit * units,
            data={**data, "destroyed": units},
        )
    ]
    if target == "military":
        if region.battle is not None:
            events += end_if_abandoned(state, rid)
        else:
            settle_control(state, rid)
    return events


def _destroy_building(state: OmbState, rid: str, position: int) -> int:
    """Remove the building at ``position`` in ``rid``; a tank takes its barrels with it.
    Returns the barrels lost."""
    region = state.regions[rid]
    building = region.buildings.pop(position)
    if building.kind != "tank":
        return 0
    room = tables.storage_capacity(region.count("tank"))
    lost = min(tables.STORAGE_PER_TANK, max(0, region.barrels - room))
    region.barrels -= lost
    return lost


def _building_position(state: OmbState, rid: str, kind: str) -> int:
    for position, building in enumerate(state.regions[rid].buildings):
        if building.kind == kind:
            return position
    raise IllegalAction("refusal.no_building", building=kind, region=rid)


def _hit_building(
    state: OmbState,
    rid: str,
    defender: int,
    kind: str,
    damage: int,
    forced: bool,
    headline: dict[str, Any],
    data: dict[str, Any],
    index: int,
) -> list[Event]:
    cost = tables.BUILDINGS[kind].cost
    position = _building_position(state, rid, kind)
    if forced or damage >= cost:
        return _building_destroyed(state, rid, defender, position, headline, data) + _acted(
            state, index
        )
    state.regions[rid].buildings[position].damage = damage
    ask_seat(
        state,
        REPAIR,
        defender,
        batch=new_batch(state),
        region=rid,
        data={"index": index, "position": position, "damage": damage, "bombing": data},
    )
    return [
        say(
            "bombing_damage",
            kind="bombing",
            headline=headline,
            damage=damage,
            target=kind,
            defender=seat_name(state, defender),
            data=data,
        )
    ]


def _building_destroyed(
    state: OmbState,
    rid: str,
    defender: int,
    position: int,
    headline: dict[str, Any],
    data: dict[str, Any],
) -> list[Event]:
    kind = state.regions[rid].buildings[position].kind
    cost = tables.BUILDINGS[kind].cost
    barrels = _destroy_building(state, rid, position)
    add_pacifism(state, defender, cost)
    facts = {**data, "destroyed": kind, "barrels_lost": barrels}
    if barrels:
        key, extra = "building_destroyed_barrels", dict[str, Any](barrels=barrels)
    else:
        key, extra = "building_destroyed", dict[str, Any]()
    return [
        say(key, kind="bombing", headline=headline, target=kind, cost=cost, data=facts, **extra)
    ]


def legal_repair(state: OmbState, seat: int) -> list[ActionSpec]:
    """Pay 1 $ per point of partial damage to save the building, or let it be destroyed.

    The question is asked even to a player who cannot pay (who may only let it fall), so that
    the table does not learn whether the owner has the money."""
    item = question(state, seat, REPAIR)
    damage = int(item.data["damage"])
    rid = region_of(item) or ""
    kind = state.regions[rid].buildings[int(item.data["position"])].kind
    choices = [Choice(value=False, label=Said("label.let_destroy"))]
    if state.players[seat].money_cents >= dollars(damage):
        choices.insert(0, Choice(value=True, label=Said("label.pay", cost=dollars(damage))))
    return [
        ActionSpec(
            kind="repair",
            label=Said("label.repair_question", target=kind, region=rid, damage=damage),
            steps=[Step(param="pay", label=Said("step.answer"), choices=choices)],
        )
    ]


def play_repair(state: OmbState, seat: int, action: act.Repair) -> list[Event]:
    """Repair (no pacifism change) or lose the building (pacifism + its cost); then the next
    player's rebels."""
    item = question(state, seat, REPAIR)
    answered(state, item)
    rid = region_of(item) or ""
    position = int(item.data["position"])
    damage = int(item.data["damage"])
    index = int(item.data["index"])
    if action.pay:
        state.players[seat].money_cents -= dollars(damage)
        building = state.regions[rid].buildings[position]
        building.damage = 0
        events = [
            say(
                "repair",
                name=seat_name(state, seat),
                target=building.kind,
                region=rid,
                data={"seat": seat, "region": rid, "damage": damage},
            )
        ]
    else:
        events = _building_destroyed(
            state,
            rid,
            seat,
            position,
            part("no_repair", name=seat_name(state, seat)),
            dict(item.data["bombing"]),
        )
    return events + _acted(state, index)


# ------------------------------------------------------------------------------ the flow


def _rebels_step(state: OmbState, current: Frame) -> list[Event]:
    """The rebels act from the guerrilla phase (phase 2) on (see this module's docstring)."""
    return rebels_turn(state) if state.phase >= 2 else []


#: The end of turn's rebel step.
REBELS_STEP: Stage[OmbState] = step("rebels", _rebels_step)

#: The players' rebel actions in turn order, each asked once the one before is over.
REBEL_ACTIONS_STAGE: Stage[OmbState] = Stage(
    name=REBEL_ACTIONS, seats=lambda state, current: [], run=_next_rebel
)


def _invite_step(state: OmbState, current: Frame) -> list[Event]:
    return _ask_partner(state, current)


def _defence_step(state: OmbState, current: Frame) -> list[Event]:
    return _defence_stage(state, current)


def _roll_step(state: OmbState, current: Frame) -> list[Event]:
    return _bomb(state, current.data)


#: A bombing's steps, each run at once when its frame comes on top (called by the rebel
#: action that bombs, or brought back by the answer that completes a step): the partner
#: invited last asked; after a partner's answer, the attacker asked to invite one more or
#: the defence; the allies asked to lend their police stations, or the roll when none may;
#: the roll once the allies answered.
BOMBING_STEPS: tuple[Stage[OmbState], ...] = (
    step(BOMBING_INVITE, _invite_step),
    step(BOMBING_PARTNERS, _partners_step),
    step(BOMBING_DEFENCE, _defence_step),
    step(BOMBING_ROLL, _roll_step),
)

#: The questions of the rebels' step, one stage each (``asking.QUESTIONS_STAGE``); a joint
#: bombing's frame waits under the questions at the step of the same name.
STAGES: tuple[Stage[OmbState], ...] = (
    Stage(name=REBEL, families=(Family(act.Rebel, legal_rebel, answer(play_rebel)),)),
    Stage(
        name=REBEL_JOIN, families=(Family(act.Answer, legal_rebel_join, answer(play_rebel_join)),)
    ),
    Stage(
        name=REBEL_INVITE,
        families=(Family(act.Decide, legal_rebel_invite, answer(play_rebel_invite)),),
    ),
    Stage(
        name=REBEL_DEFEND,
        families=(Family(act.Answer, legal_rebel_defend, answer(play_rebel_defend)),),
    ),
    Stage(name=REPAIR, families=(Family(act.Repair, legal_repair, answer(play_repair)),)),
)
