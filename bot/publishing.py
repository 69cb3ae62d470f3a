"""What to tell the players after a change to a game: the policy, without Discord.

Given an :class:`~bot.service.Outcome` and where the game stood (who it waits on now, who it
waited on when its turn message was last posted, who just moved), :func:`plan_thread` decides
what the game's thread gets:

* :class:`Quiet` — nothing: a move after which the game waits on the same seats and that told
  the table nothing (a choice made in secret); the mover sees it in their private prompt;
* :class:`EditTurn` — the turn message redrawn in place, its summary grown and its board
  redrawn: the game waits on fewer of the same seats (one of several simultaneous players
  finished), or on the same seats after a move the table sees (a purchase inside an action
  box, the second move of a turn): a player's run of moves is one message, edited as it goes,
  and the next player is mentioned once, in the new message their turn gets;
* :class:`NewPost` — one new message: a piece of play is complete (the game starts waiting on
  a seat it was not waiting on, or ends), or anything else (the start, an undo, a
  replacement). It says which lines it tells, whether it carries the picture and the story,
  whom it addresses and which buttons it has.

:func:`mentionable` and :func:`wants_turn_dm` apply each user's choices (``/game notify``:
mentions, DMs, quiet hours); :func:`private_messages` says which DMs an outcome sends (one
per user asked to act, saying what changed for them; other private texts are kept for it) and
:func:`refreshes_lobby` when the lobby message is redrawn; :func:`last_one` whom to tell that the
game waits on them alone, :func:`stale_seats` whose reminders stay in the thread, :func:`next_seat` who is next. :mod:`cogs.flow` carries these
decisions out on Discord; ``tests/test_publishing.py`` tests them without it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from .computer_seats import COMPUTER_ID
from .scheduling import TurnPost, UserPrefs
from .service import LogEntry, Outcome

#: The statuses in which a game has a board to show and private views to send.
PLAYED = ("running", "finished")


@dataclass(frozen=True)
class Quiet:
    """Post nothing."""


@dataclass(frozen=True)
class EditTurn:
    """Redraw the turn message in place: its summary grown by the moves since ``from_seq``,
    ``waiting`` named, the board as it is now marking what changed since ``from_seq``."""

    previous: TurnPost
    waiting: tuple[int, ...]


@dataclass(frozen=True)
class NewPost:
    """Post one new message in the thread."""

    #: The log entries after this sequence number are read (what happened since the last
    #: message; its latest entry is where the turn message's summary ends).
    since: int
    #: The sub-steps since the last message come before this outcome's own lines.
    with_earlier: bool
    #: The game's story turn by turn under the final ranking (the game just ended).
    story: bool
    #: The public board is drawn, marking what changed since entry ``before`` (when not None).
    picture: bool
    before: int | None
    #: The words above the embed (a catalogue key: "your_turn", "waiting_for", "game_over_for":
    #: the end, naming every player once) and the users they name; a user is pinged only if
    #: :func:`mentionable`.
    says: Literal["your_turn", "waiting_for", "game_over_for"] | None
    addressed: tuple[int, ...]
    #: The buttons: the caller's own ("given": the undo question), the turn message's
    #: ("turn": its menu, "Your move", "My hand"), or none.
    buttons: Literal["given", "turn"] | None
    #: The message becomes the game's turn message, its summary from this entry (``None``:
    #: from the latest entry read); ``False``: the game has no turn message any more.
    keeps_turn: bool
    turn_from: int | None
    #: The users newly waited on, each told in a DM too if they asked for it.
    turn_dms: tuple[int, ...]


Plan = Quiet | EditTurn | NewPost


def plan_thread(
    outcome: Outcome,
    status: str,
    waiting: Sequence[int],
    seat_users: Sequence[int],
    previous: TurnPost | None,
    acted: int | None,
    own_buttons: bool,
    has_view: bool,
) -> Plan:
    """What the thread gets after ``outcome`` (see the module doc).

    ``status`` is the game's now, ``waiting`` the seats its public view waits on (``has_view``:
    the game has one: it is running or over), ``seat_users`` each seat's user, ``previous``
    the current turn message, ``acted`` the seat that just moved (``None``: no move, e.g. the
    start or an undo), ``own_buttons`` whether the caller brings the message's buttons."""
    running = status == "running" and has_view
    waiting = tuple(waiting) if running else ()
    quiet = acted is not None and not own_buttons and running and previous is not None
    if quiet and previous is not None and not set(waiting) - set(previous.waiting):
        # The same player goes on (or one of several finished): the turn message grows in
        # place, its board redrawn, so the table follows the run move by move without a new
        # post or a mention (issue 29); a move that told the table nothing leaves it as is.
        if set(waiting) != set(previous.waiting) or (has_view and told_the_table(outcome)):
            return EditTurn(previous, waiting)
        return Quiet()
    board_changed = has_view and None in outcome.boards
    newly = [s for s in waiting if previous is None or s not in previous.waiting]
    notify = tuple(seat_users[s] for s in newly if s != acted)
    says: Literal["your_turn", "waiting_for", "game_over_for"] | None = None
    addressed: tuple[int, ...] = ()
    buttons: Literal["given", "turn"] | None = None
    if outcome.result is not None:
        # The end concerns everyone: every player is named (and mentioned) once (issue 29).
        says, addressed = "game_over_for", tuple(dict.fromkeys(seat_users))
    elif status == "running" and own_buttons and outcome.notify:
        says, addressed, buttons = "waiting_for", tuple(outcome.notify), "given"
    elif running and board_changed:
        says, addressed, buttons = ("your_turn" if notify else None), notify, "turn"
    elif status == "running" and outcome.notify:
        says, addressed = "waiting_for", tuple(outcome.notify)
    return NewPost(
        since=previous.seq if previous else 0,
        with_earlier=previous is not None and acted is not None,
        story=outcome.result is not None,
        picture=board_changed,
        before=previous.seq if previous else None,
        says=says,
        addressed=addressed,
        buttons=buttons,
        keeps_turn=running and bool(waiting),
        turn_from=previous.seq if previous else None,
        turn_dms=notify,
    )


def told_the_table(outcome: Outcome) -> bool:
    """Whether the move told the table something: a public event of the game (a choice
    made in secret tells nothing, and its turn message is left as it was)."""
    return any(event.to is None for event in outcome.events)


def post_lines(plan: NewPost, entries: Sequence[LogEntry], outcome: Outcome) -> list[str]:
    """The lines a new message tells: this outcome's, after the sub-steps since the last
    message (``entries``, this move last) when :attr:`NewPost.with_earlier`."""
    if not plan.with_earlier:
        return said_once(outcome.public)
    earlier = [line for entry in entries[:-1] for line in entry.events]
    return said_once([*earlier, *outcome.public])


def said_once(lines: Sequence[str]) -> list[str]:
    """``lines`` with a run of the same line said once, counted ("bob draws a card from the
    event pile. (×4)": Fitna's opening draws were four lines; issue 29, item 4). The count
    is a sign, in no language."""
    said: list[str] = []
    counts: list[int] = []
    for line in lines:
        if said and said[-1] == line:
            counts[-1] += 1
        else:
            said.append(line)
            counts.append(1)
    return [
        line if count == 1 else f"{line} (×{count})"
        for line, count in zip(said, counts, strict=True)
    ]


def without_waiting_line(
    lines: Sequence[str], line: str, waiting: Sequence[int], addressed: Sequence[int]
) -> list[str]:
    """``lines`` without the service's last "Waiting for …" ``line`` when the message's own
    words name every user the game waits on (``addressed``: "Your turn: @bob"), so whose turn
    it is is said once (issue 29, item 7: "bob's turn." then "Waiting for bob."). A computer
    seat is never named in those words, so the line stays for it."""
    if not waiting or COMPUTER_ID in waiting or not set(waiting) <= set(addressed):
        return list(lines)
    if line not in lines:
        return list(lines)
    at = len(lines) - 1 - list(reversed(lines)).index(line)
    return [*lines[:at], *lines[at + 1 :]]


def latest_seq(entries: Sequence[LogEntry], previous: TurnPost | None) -> int:
    """The last log entry a message covers: the latest read, else the previous message's."""
    return entries[-1].seq if entries else previous.seq if previous else 0


def mentionable(users: Sequence[int], prefs: Mapping[int, UserPrefs], now: float) -> list[int]:
    """Which of ``users`` (each once, in order) may be mentioned now: those who want a
    mention on their turn and are not in their quiet hours."""
    return [
        user for user in dict.fromkeys(users) if prefs[user].ping and not prefs[user].quiet_at(now)
    ]


def wants_turn_dm(prefs: UserPrefs, now: float) -> bool:
    """Whether a user is sent a DM when a game starts waiting on them (outside quiet hours)."""
    return prefs.dm and not prefs.quiet_at(now)


def asked_users(
    status: str,
    waiting: Sequence[int],
    seat_users: Sequence[int],
    previous: TurnPost | None,
    acted: int | None,
) -> tuple[int, ...]:
    """The users the game starts asking to act (each once): those of the seats it waits on
    now and did not when its turn message was posted (all of them without one), except the
    seat that just moved (it goes on with its business in its prompt). A turn of theirs, or
    something they must answer out of turn."""
    if status != "running":
        return ()
    newly = [s for s in waiting if (previous is None or s not in previous.waiting) and s != acted]
    return tuple(dict.fromkeys(seat_users[s] for s in newly))


def last_one(previous: TurnPost, waiting: Sequence[int], acted: int | None) -> int | None:
    """The seat to tell "you are the last one the game waits on" (issue 33, item 3), or
    ``None``: the turn message was posted (or last edited) waiting on several seats — a
    simultaneous step, or a question to several — and the game now waits on one of them only.
    Told once: the turn message is then saved waiting on that seat alone, so no later edit
    tells it again. Never the seat that just moved (it goes on in its prompt)."""
    left = set(waiting)
    if len(set(previous.waiting)) < 2 or len(left) != 1 or not left <= set(previous.waiting):
        return None
    (seat,) = left
    return None if seat == acted else seat


#: The fields of a game's public view that name the seat on turn in its turn order (the
#: view's ``order``): One More Barrel's ``current_seat``, Fitna's and Suprématie's ``on_turn``.
ON_TURN_FIELDS = ("on_turn", "current_seat")


def next_seat(public: Any, to_act: Sequence[int]) -> int | None:
    """The seat after the one on turn ("you are next", issue 33, item 3), or ``None`` when
    the game does not make it public.

    The engine contract's ``to_act`` says only who acts now, so "next" is read from the
    public view, for the games that show their turn order there: a list ``order`` of seats
    and the seat on turn (:data:`ON_TURN_FIELDS`). It is told only while the game waits on
    the seat on turn alone (not during a question to another seat, nor a simultaneous step),
    and never past the end of the order: who comes after the last seat of a round is not
    known before the round ends (One More Barrel and Suprématie set a new order then). Peak
    Oil's view names the seat on turn but no order: nobody is told there."""
    order = getattr(public, "order", None)
    if not isinstance(order, list) or len(to_act) != 1:
        return None
    on_turn = next(
        (getattr(public, name) for name in ON_TURN_FIELDS if hasattr(public, name)), None
    )
    if on_turn != to_act[0] or on_turn not in order:
        return None
    at = order.index(on_turn)
    if at + 1 >= len(order) or order[at + 1] == on_turn:
        return None
    return int(order[at + 1])


def stale_seats(status: str, waiting: Sequence[int], acted: int | None) -> tuple[int, ...]:
    """The seats whose reminders stay in the thread after a change: those the game still
    waits on, but not the one that just moved (its wait ended, even if it acts again: a
    reminder it answered is stale). None once the game is not running."""
    if status != "running":
        return ()
    return tuple(seat for seat in waiting if seat != acted)


@dataclass(frozen=True)
class PrivateMessage:
    """One DM to ``user_id``: what changed for them — ``earlier``, the private texts kept
    since their last DM, then ``texts``, this outcome's — and that the game now asks them to
    act (``turn``). The whole private view is not in it (``/game hand`` shows it) unless
    ``seat`` is set: the private view of that seat follows (the start, a replacement)."""

    user_id: int
    earlier: tuple[str, ...]
    texts: tuple[str, ...]
    turn: bool
    seat: int | None = None


def private_messages(
    outcome: Outcome,
    status: str,
    asked: Sequence[int],
    prefs: Mapping[int, UserPrefs],
    now: float,
    pending: Mapping[int, Sequence[str]],
    *,
    seat_users: Sequence[int],
    acted: int | None,
    told: int | None = None,
) -> tuple[list[PrivateMessage], dict[int, tuple[str, ...]]]:
    """The DMs an outcome sends, and the private texts kept for later (user → texts).

    A user gets at most one DM per publish, and only when the game starts asking them to act
    (``asked``, see :func:`asked_users`: their turn, or a question out of turn) outside their
    quiet hours: it tells the private texts kept for them (``pending``) and this outcome's,
    and that it is their turn; with nothing to tell it is sent only if they asked for a DM
    on their turn (:func:`wants_turn_dm`). Any other user's private texts (a card drawn, a
    payment, a standing answer played for them) are kept and told in their next such DM.
    ``told`` is the user who just moved and read their own move's private texts in their
    prompt: those are not repeated. A move made for a seat without its player (``acted``
    but not ``told``: a default move skipped to, a standing or default answer played by the
    ticker) tells that player at once what was played for them.

    An outcome that is no seat's move (``acted`` None: the start, a replacement, an undo)
    sends instead every user of a seat whose private view it changed (``outcome.boards``,
    ``seat_users``) that whole view, with their texts: what they hold at the start, or what
    they took over. Once the game is over nothing is sent and nothing kept (the final
    ranking is public)."""
    if status != "running":
        return [], {}
    fresh = {user: texts for user, texts in outcome.private.items() if user != told and texts}
    views: dict[int, int] = {}
    played_for = seat_users[acted] if acted is not None and told is None else None
    if acted is None:
        for seat in (s for s in outcome.boards if s is not None):
            views.setdefault(seat_users[seat], seat)
    kept: dict[int, tuple[str, ...]] = {}
    messages: list[PrivateMessage] = []
    for user in dict.fromkeys([*views, *pending, *fresh, *asked]):
        earlier = tuple(pending.get(user, ()))
        texts = tuple(fresh.get(user, ()))
        turn = user in asked and not prefs[user].quiet_at(now)
        wanted = turn and (earlier or texts or prefs[user].dm)
        if user in views or wanted or (user == played_for and texts):
            messages.append(PrivateMessage(user, earlier, texts, turn, views.get(user)))
        elif earlier or texts:
            kept[user] = earlier + texts
    return messages, kept


def refreshes_lobby(outcome: Outcome, lobby: bool) -> bool:
    """Whether the lobby message is redrawn: on a lobby change (``lobby``: joins, leaves, the
    start), or when the game just ended or was aborted, so it always tells the game's state."""
    return lobby or outcome.result is not None or outcome.status == "aborted"
