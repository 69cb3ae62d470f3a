"""The publishing policy (:mod:`bot.publishing`) without Discord: what the thread gets after
an outcome, whom it addresses and pings, which DMs go out, when the lobby is redrawn.
tests/discord (test_quiet_thread, test_mentions, test_publishing) check the same policy
carried out on a fake Discord."""

from __future__ import annotations

from bot.publishing import (
    EditTurn,
    NewPost,
    PrivateMessage,
    Quiet,
    asked_users,
    mentionable,
    plan_thread,
    post_lines,
    private_messages,
    refreshes_lobby,
    wants_turn_dm,
    without_waiting_line,
)
from bot.scheduling import TurnPost, UserPrefs
from bot.service import LogEntry, Outcome
from rules.core import Event, Result

ALICE, BOB, CAROL = 101, 102, 103
USERS = [ALICE, BOB, CAROL]


def outcome(**fields: object) -> Outcome:
    values: dict[str, object] = {"game_id": 1, "version": 5, "status": "running"}
    return Outcome(**(values | fields))  # type: ignore[arg-type]


def post(waiting: tuple[int, ...], seq: int = 3, from_seq: int = 1) -> TurnPost:
    return TurnPost(1, 900, from_seq, seq, waiting)


def test_a_sub_step_waiting_on_the_same_seats_posts_nothing() -> None:
    plan = plan_thread(outcome(boards=[None]), "running", [0], USERS, post((0,)), 0, False, True)
    assert plan == Quiet()


def test_a_sub_step_the_table_sees_grows_the_turn_message_in_place() -> None:
    # Issue 29: a player's run of moves is one message, redrawn as it goes (Peak Oil's
    # second reassignment, a purchase inside an action box): no new post, no mention.
    public = Event(kind="buy", text="alice buys 3 units.")
    before = post((0,))
    plan = plan_thread(
        outcome(boards=[None], events=[public]), "running", [0], USERS, before, 0, False, True
    )
    assert plan == EditTurn(before, (0,))
    # A choice made in secret tells the table nothing: the message is left as it is.
    secret = Event(kind="plan", text="alice plans.", to=0)
    plan = plan_thread(
        outcome(boards=[None, 0], events=[secret]), "running", [0], USERS, before, 0, False, True
    )
    assert plan == Quiet()


def test_the_waiting_line_goes_when_the_words_above_name_everyone_waited_on() -> None:
    lines = ["alice reassigns an agent.", "bob's turn.", "Waiting for bob."]
    assert without_waiting_line(lines, "Waiting for bob.", [BOB], [BOB]) == lines[:2]
    # Someone waited on is not named above (a seat still waited on from before): it stays.
    two = [*lines[:2], "Waiting for bob and carol."]
    assert without_waiting_line(two, "Waiting for bob and carol.", [BOB, CAROL], [BOB]) == two
    # A computer seat is never mentioned: the line is what tells whom the game waits on.
    assert without_waiting_line(lines, "Waiting for bob.", [0], [0]) == lines


def test_fewer_of_the_same_seats_edit_the_turn_message() -> None:
    before = post((0, 1))
    plan = plan_thread(outcome(boards=[None]), "running", [1], USERS, before, 0, False, True)
    assert plan == EditTurn(before, (1,))


def test_a_new_seat_waited_on_gets_a_new_message_mentioning_only_it() -> None:
    before = post((0,), seq=4)
    plan = plan_thread(
        outcome(boards=[None], notify=[BOB]), "running", [1], USERS, before, 0, False, True
    )
    assert isinstance(plan, NewPost)
    assert (plan.says, plan.addressed, plan.buttons) == ("your_turn", (BOB,), "turn")
    assert plan.picture and plan.before == 4 and plan.since == 4 and plan.with_earlier
    assert plan.keeps_turn and plan.turn_from == 4 and plan.turn_dms == (BOB,)


def test_the_mover_is_never_addressed_for_their_own_move() -> None:
    # Alice moves and the game waits on Alice and Bob: only Bob is new and addressed.
    plan = plan_thread(outcome(boards=[None]), "running", [0, 1], USERS, post((0,)), 0, False, True)
    assert isinstance(plan, NewPost) and plan.addressed == (BOB,)
    # The start (no mover, no earlier message) addresses everyone waited on.
    start = plan_thread(outcome(boards=[None]), "running", [0, 2], USERS, None, None, False, True)
    assert isinstance(start, NewPost)
    assert start.addressed == (ALICE, CAROL) and not start.with_earlier and start.since == 0
    assert start.turn_from is None and start.before is None


def test_the_end_tells_the_story_and_keeps_no_turn_message() -> None:
    result = Result(scores=[1.0, 0.0, 0.0], ranking=[[0], [1, 2]])
    done = outcome(status="finished", boards=[None], result=result)
    plan = plan_thread(done, "finished", [], USERS, post((0,)), 0, False, True)
    assert isinstance(plan, NewPost)
    assert plan.story and plan.picture
    # Issue 29: the end names (and mentions) every player once.
    assert plan.says == "game_over_for" and plan.addressed == (ALICE, BOB, CAROL)
    assert plan.buttons is None and not plan.keeps_turn


def test_own_buttons_ask_those_the_outcome_names() -> None:
    # The undo question: the caller's buttons, the users asked named.
    plan = plan_thread(
        outcome(notify=[BOB, CAROL]), "running", [0], USERS, post((0,)), None, True, True
    )
    assert isinstance(plan, NewPost)
    assert (plan.says, plan.addressed, plan.buttons) == ("waiting_for", (BOB, CAROL), "given")
    assert not plan.picture


def test_no_board_change_names_whom_the_outcome_notifies() -> None:
    plan = plan_thread(outcome(notify=[ALICE]), "running", [0], USERS, None, None, False, True)
    assert isinstance(plan, NewPost)
    assert (plan.says, plan.addressed, plan.buttons) == ("waiting_for", (ALICE,), None)


def test_a_lobby_has_no_board_and_no_turn() -> None:
    plan = plan_thread(outcome(status="lobby"), "lobby", [], USERS, None, None, False, False)
    assert isinstance(plan, NewPost)
    assert not plan.picture and plan.says is None and not plan.keeps_turn


def test_lines_put_the_sub_steps_before_the_move() -> None:
    entries = [
        LogEntry(4, 0, {"kind": "buy"}, ["Alice buys."], 0.0),
        LogEntry(5, 0, {"kind": "end"}, ["Alice ends."], 0.0),
    ]
    done = outcome(public=["Alice ends her turn."], boards=[None])
    plan = plan_thread(done, "running", [1], USERS, post((0,)), 0, False, True)
    assert isinstance(plan, NewPost)
    assert post_lines(plan, entries, done) == ["Alice buys.", "Alice ends her turn."]


def test_mentions_and_dms_follow_each_users_choices() -> None:
    prefs = {
        ALICE: UserPrefs(ALICE),
        BOB: UserPrefs(BOB, ping=False, dm=True),
        CAROL: UserPrefs(CAROL, quiet_from=0, quiet_to=24 - 1, timezone="UTC"),
    }
    noon = 12 * 3600.0
    assert mentionable([ALICE, BOB, CAROL, ALICE], prefs, noon) == [ALICE]
    assert wants_turn_dm(prefs[BOB], noon) and not wants_turn_dm(prefs[ALICE], noon)


def test_a_dm_goes_only_to_whom_the_game_asks_to_act_and_says_what_changed() -> None:
    # Issue 29: Bob's card drawn and Alice's note are kept while nobody asks them to act...
    prefs = {user: UserPrefs(user) for user in USERS}
    noon = 12 * 3600.0
    drew = outcome(boards=[None, 1], private={BOB: ["You draw X."], ALICE: ["Psst."]})
    sent, kept = private_messages(
        drew, "running", [CAROL], prefs, noon, {}, seat_users=USERS, acted=2, told=CAROL
    )
    assert sent == [] and kept == {BOB: ("You draw X.",), ALICE: ("Psst.",)}
    # ...and told in one DM when the game asks Bob to act, with this move's news after them.
    again = outcome(boards=[None, 1], private={BOB: ["You draw Y."]})
    sent, kept = private_messages(
        again, "running", [BOB], prefs, noon, kept, seat_users=USERS, acted=2, told=CAROL
    )
    assert sent == [PrivateMessage(BOB, ("You draw X.",), ("You draw Y.",), True)]
    assert kept == {ALICE: ("Psst.",)}
    # Asked with nothing to tell: a DM only for a user who wants one on their turn.
    quiet = outcome(boards=[None])
    asked = [ALICE, CAROL]
    prefs[CAROL] = UserPrefs(CAROL, dm=True)
    sent, _ = private_messages(
        quiet, "running", asked, prefs, noon, {}, seat_users=USERS, acted=1, told=BOB
    )
    assert sent == [PrivateMessage(CAROL, (), (), True)]
    # The mover's own news is in their prompt (told); a move played for a seat without its
    # player (a skip) tells that player at once.
    skipped = outcome(boards=[None, 1], private={BOB: ["Played for you."]})
    sent, _ = private_messages(skipped, "running", [], prefs, noon, {}, seat_users=USERS, acted=1)
    assert sent == [PrivateMessage(BOB, (), ("Played for you.",), False)]
    sent, _ = private_messages(
        skipped, "running", [], prefs, noon, {}, seat_users=USERS, acted=1, told=BOB
    )
    assert sent == []


def test_asked_are_the_users_the_game_newly_waits_on_but_the_mover() -> None:
    assert asked_users("running", [0, 2], USERS, None, None) == (ALICE, CAROL)  # the start
    assert asked_users("running", [0, 2], USERS, post((0,)), 1) == (CAROL,)
    assert asked_users("running", [1], USERS, post((1,)), 1) == ()  # the mover goes on
    assert asked_users("finished", [0], USERS, None, None) == ()


def test_the_start_sends_each_seat_its_whole_view_and_the_end_nothing() -> None:
    prefs = {user: UserPrefs(user) for user in USERS}
    start = outcome(boards=[None, 0, 1, 2])
    sent, _ = private_messages(
        start, "running", [ALICE], prefs, 0.0, {}, seat_users=[ALICE, BOB, BOB], acted=None
    )
    assert sent == [PrivateMessage(ALICE, (), (), True, 0), PrivateMessage(BOB, (), (), False, 1)]
    # Once the game is over nothing is sent, nothing kept.
    end = outcome(status="finished", boards=[None, 1], private={BOB: ["You score."]})
    assert private_messages(
        end, "finished", [], prefs, 0.0, {BOB: ("x",)}, seat_users=USERS, acted=0
    ) == ([], {})


def test_the_lobby_is_redrawn_on_its_changes_the_end_and_an_abort() -> None:
    assert refreshes_lobby(outcome(), lobby=True)
    assert not refreshes_lobby(outcome(), lobby=False)
    assert refreshes_lobby(outcome(status="aborted"), lobby=False)
    assert refreshes_lobby(outcome(result=Result(scores=[1.0], ranking=[[0]])), lobby=False)


def test_a_run_of_the_same_line_is_said_once_with_its_count() -> None:
    """Fitna's opening draws were four lines "bob draws a card from the event pile." in a
    row (issue 29, item 4): one line, counted; lines apart stay apart."""
    from bot.publishing import said_once

    draw = "bob draws a card from the event pile."
    lines = ["bob's turn.", draw, draw, draw, draw, "bob plays 6 OP.", draw]
    assert said_once(lines) == ["bob's turn.", f"{draw} (×4)", "bob plays 6 OP.", draw]
    assert said_once([]) == []
