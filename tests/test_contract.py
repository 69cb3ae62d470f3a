"""The generic engine-contract suite: every registered game, plus the test-only Secret Nim and
Skirmish (the game-kit test game, tests/toygame2.py).

Whatever a game's rules, its engine must be deterministic, round-trip states and actions
through JSON, refuse wrong set-ups, keep secrets out of the public view, accept every action
its own choice tree offers, and answer any malformed, illegal or out-of-turn input with
:class:`IllegalAction` alone, leaving the state exactly as it was. States are taken from a
few prefixes of seeded random play, so the checks reach the middle and the end of a game.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from bot.selfplay import random_move, seat_names
from bot.service import GameService, UserRef
from bot.store import Store
from rules.core import Event, Game, GameState, IllegalAction, LegalActions, Rng, View, to_json
from tests.toygame import GAME as TOY_GAME
from tests.toygame2 import GAME as KIT_GAME

AnyGame = Game[Any, Any]

CONTRACT_GAMES: list[AnyGame] = [*rules.GAMES.values(), TOY_GAME, KIT_GAME]
every_game = pytest.mark.parametrize("game", CONTRACT_GAMES, ids=[g.name for g in CONTRACT_GAMES])

#: Steps of random play after which a state is kept for the checks (and the last one reached).
PREFIXES = (0, 1, 2, 5, 12, 30, 80, 200)
#: Random play for the sample states stops here even if the game goes on.
SAMPLE_PLAY_LIMIT = 400

hypothesis_settings = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def player_counts(game: AnyGame) -> list[int]:
    return sorted({game.min_players, game.max_players})


def play_random(
    game: AnyGame, players: int, seed: int, limit: int
) -> list[tuple[GameState, int, dict[str, Any], GameState, list[Event]]]:
    """Seeded random play from set-up: (state, seat, action, next state, events) per step."""
    state = game.setup(seat_names(players), seed)
    picker = Rng.from_seed(seed)
    steps = []
    for _ in range(limit):
        move = random_move(game, state, picker)
        if move is None:
            break
        after, events = game.apply(state, *move)
        steps.append((state, *move, after, events))
        state = after
    return steps


@cache
def sample_play(
    game: AnyGame, players: int
) -> tuple[tuple[GameState, int, dict[str, Any], GameState, list[Event]], ...]:
    """The random play the sample states come from (seed ``players``), played once per game,
    player count and process (the tests that read it change none of its states)."""
    return tuple(play_random(game, players, seed=players, limit=SAMPLE_PLAY_LIMIT))


@cache
def sample_states(game: AnyGame) -> tuple[GameState, ...]:
    """States after a few prefixes of random play, for each extreme player count."""
    states: list[GameState] = []
    for players in player_counts(game):
        steps = sample_play(game, players)
        if not steps:
            states.append(game.setup(seat_names(players), players))
            continue
        states += [steps[i][0] for i in PREFIXES if i < len(steps)]
        states.append(steps[-1][3])
    return tuple(states)


def waiting_states(game: AnyGame) -> list[GameState]:
    return [s for s in sample_states(game) if game.to_act(s)]


def unchanged_after(game: AnyGame, state: GameState, seat: Any, action: Any) -> bool:
    """Apply ``action``; it must be refused with IllegalAction. Whether ``state`` is intact."""
    before = game.dump_state(state)
    with pytest.raises(IllegalAction) as refusal:
        game.apply(state, seat, action)
    assert str(refusal.value).strip(), "a refusal must say why"
    return game.dump_state(state) == before


# ---------------------------------------------------------------------------- registry


def test_the_test_only_game_is_not_registered() -> None:
    assert TOY_GAME.name not in rules.GAMES
    assert all(game is not TOY_GAME for game in rules.GAMES.values())
    assert TOY_GAME.playable is False
    with pytest.raises(IllegalAction, match="Unknown game"):
        rules.get_game(TOY_GAME.name)


@pytest.mark.parametrize("name", sorted(rules.GAMES))
def test_registered_games_are_playable_under_their_own_name(name: str) -> None:
    game = rules.GAMES[name]
    assert game.name == name
    assert game.playable is True
    assert 1 <= game.min_players <= game.max_players


# ---------------------------------------------------------------------------- set-up


@every_game
def test_setup_refuses_wrong_player_counts(game: AnyGame) -> None:
    for count in (0, game.min_players - 1, game.max_players + 1):
        if count >= 0:
            with pytest.raises(IllegalAction, match="players"):
                game.setup(seat_names(count), seed=1)


@every_game
def test_setup_refuses_unknown_and_badly_typed_options(game: AnyGame) -> None:
    seats = seat_names(game.min_players)
    with pytest.raises(IllegalAction):
        game.setup(seats, seed=1, options={"no_such_option_in_any_game": 1})
    schema = game.options_model.model_json_schema()
    definitions = schema.get("$defs", {})
    for field, prop in schema.get("properties", {}).items():
        target = definitions.get(prop.get("$ref", "").rsplit("/", 1)[-1], prop)
        if target.get("type") in {"integer", "number", "boolean", "string"} or "enum" in target:
            with pytest.raises(IllegalAction):
                game.setup(seats, seed=1, options={field: {"not": ["a", "valid", "value"]}})


@every_game
def test_setup_is_deterministic_and_seeds_matter(game: AnyGame) -> None:
    seats = seat_names(game.max_players)
    assert to_json(game.setup(seats, seed=5)) == to_json(game.setup(seats, seed=5))
    seeds = {to_json(game.setup(seats, seed=s).rng) for s in range(3)}
    assert len(seeds) == 3


# ---------------------------------------------------------------------------- determinism & JSON


@every_game
def test_same_seed_and_actions_give_the_same_states_and_events(game: AnyGame) -> None:
    for players in player_counts(game):
        first = play_random(game, players, seed=11, limit=120)
        again = play_random(game, players, seed=11, limit=120)
        assert len(first) == len(again)
        for (_, seat, action, after, events), (_, seat2, action2, after2, events2) in zip(
            first, again, strict=True
        ):
            assert (seat, action) == (seat2, action2)
            assert to_json(after) == to_json(after2)
            assert [to_json(e) for e in events] == [to_json(e) for e in events2]


@every_game
def test_replaying_the_actions_from_the_seed_rebuilds_the_state(game: AnyGame) -> None:
    steps = play_random(game, game.min_players, seed=21, limit=150)
    state = game.setup(seat_names(game.min_players), 21)
    for _, seat, action, _, _ in steps:
        state, _events = game.apply(state, seat, json.loads(json.dumps(action)))
    final = steps[-1][3] if steps else state
    assert to_json(state) == to_json(final)


@every_game
def test_states_round_trip_through_json(game: AnyGame) -> None:
    for state in sample_states(game):
        text = game.dump_state(state)
        loaded = game.load_state(text)
        assert loaded == state
        assert game.dump_state(loaded) == text
        assert game.load_state(json.loads(text)) == state


@every_game
def test_actions_and_events_round_trip_through_json(game: AnyGame) -> None:
    for state, seat, action, after, events in play_random(game, game.max_players, 31, 60):
        parsed = game.parse_action(action)
        assert game.parse_action(parsed.model_dump_json()) == parsed
        assert game.parse_action(json.dumps(action)) == parsed
        assert game.parse_action(parsed) == parsed
        by_text, _ = game.apply(state, seat, json.dumps(action))
        assert to_json(by_text) == to_json(after)
        for event in events:
            assert Event.model_validate_json(event.model_dump_json()) == event
            assert event.to is None or 0 <= event.to < len(state.seats)


# ---------------------------------------------------------------------------- views, legality


@every_game
def test_public_view_has_no_private_part_and_every_seat_shares_it(game: AnyGame) -> None:
    for state in sample_states(game):
        public = game.view(state, None)
        assert public.private is None
        assert public.seat is None
        reloaded = View.model_validate_json(public.model_dump_json())
        assert reloaded.model_dump(mode="json") == public.model_dump(mode="json")
        public_json = json.dumps(public.model_dump(mode="json")["public"], sort_keys=True)
        for seat in range(len(state.seats)):
            mine = game.view(state, seat)
            assert mine.seat == seat
            assert json.dumps(mine.model_dump(mode="json")["public"], sort_keys=True) == (
                public_json
            )
        for bad_seat in (-1, len(state.seats)):
            with pytest.raises(IllegalAction):
                game.view(state, bad_seat)


@every_game
def test_invariants_hold_and_the_result_comes_only_at_the_end(game: AnyGame) -> None:
    for state in sample_states(game):
        assert game.check(state) == []
        result = game.result(state)
        if not game.is_over(state):
            assert result is None
            assert game.to_act(state), "a game that is not over must wait on someone"
            continue
        assert game.to_act(state) == []
        assert result is not None
        assert len(result.scores) == len(state.seats)
        assert sorted(s for group in result.ranking for s in group) == list(range(len(state.seats)))


@every_game
def test_every_action_of_the_tree_is_accepted_and_nothing_else_waits(game: AnyGame) -> None:
    picker = Rng.from_seed(99)
    for state in sample_states(game):
        before = game.dump_state(state)
        waiting = game.to_act(state)
        for seat in range(len(state.seats)):
            legal = game.legal_actions(state, seat)
            assert LegalActions.model_validate_json(legal.model_dump_json()) == legal
            if seat not in waiting:
                # Only moves allowed at any time (interjections, Fitna's jokers), each played.
                for action in list(legal.paths(limit=3)):
                    game.apply(state, seat, action)
                continue
            assert legal.actions, f"seat {seat} is waited on but has no legal action"
            tried = list(legal.paths(limit=10))
            tried += [legal.random_action(picker) for _ in range(10)]
            for action in tried:
                assert legal.why_not(action) is None
                after, _events = game.apply(state, seat, action)
                assert after.step == state.step + 1
        assert game.dump_state(state) == before, "apply must never change the state it is given"


@every_game
def test_apply_offered_plays_every_offered_move_as_apply_does(game: AnyGame) -> None:
    """``apply_offered`` (what a computer's search plays the moves a world offers with, its
    checks left to the offer: issue 32) reaches the same state with the same events as
    ``apply`` for every move the tree offers a seat waited on, and changes nothing it is
    given."""
    picker = Rng.from_seed(7)
    played = 0
    for state in sample_states(game):
        before = game.dump_state(state)
        for seat in game.to_act(state):
            legal = game.legal_actions(state, seat)
            tried = list(legal.paths(limit=10)) + [legal.random_action(picker) for _ in range(5)]
            for action in tried:
                after, events = game.apply(state, seat, action)
                offered_after, offered_events = game.apply_offered(state, seat, action)
                assert game.dump_state(offered_after) == game.dump_state(after), action
                assert offered_events == events, action
                played += 1
        assert game.dump_state(state) == before
    assert played > 0


def with_extra_fields(game: AnyGame, action: dict[str, Any]) -> list[dict[str, Any]]:
    """``action`` with one field more that its path does not ask: a name no action model of
    the game has, and each field of the game's other action models (a third card on a plan
    of two)."""
    own = next((m for m in game.action_models if action["kind"] in _kinds_of(m)), None)
    others = [n for n in field_names(game) if own is None or n not in own.model_fields]
    return [{**action, name: 1} for name in ["not_a_field", *others] if name not in action]


def _kinds_of(model: type[Any]) -> tuple[Any, ...]:
    return getattr(model.model_fields["kind"].annotation, "__args__", ())


@every_game
def test_apply_refuses_what_the_tree_refuses_extra_and_unknown_fields(game: AnyGame) -> None:
    """issue 25, item 18: an action carrying a field its path does not ask (an unknown name,
    or a field of another kind's model) is refused by ``legal_actions(...).why_not``; ``apply``
    must refuse it too, with the same reason, whether it comes as a dict or as JSON text,
    instead of dropping the field and playing the rest."""
    for state in sample_states(game):
        for seat in range(len(state.seats)):
            legal = game.legal_actions(state, seat)
            for action in list(legal.paths(limit=3)):
                for extended in with_extra_fields(game, action):
                    told = legal.refusal(extended)
                    assert told is not None, extended
                    reason = game.refusal(told, "en")  # its labels said by the game
                    for sent in (extended, json.dumps(extended)):
                        before = game.dump_state(state)
                        with pytest.raises(IllegalAction) as refusal:
                            game.apply(state, seat, sent)
                        assert game.dump_state(state) == before
                        if seat in game.to_act(state):
                            assert str(refusal.value) == reason
                    # the kit's refusal, a key said in French and German (rules/core/texts.py)
                    assert "does not apply to this choice" in reason
                    assert "ne s'applique pas à ce choix" in game.refusal(told, "fr")
                    assert "gilt nicht für diese Wahl" in game.refusal(told, "de")


@every_game
def test_a_finished_game_refuses_every_action(game: AnyGame) -> None:
    """The moves that were legal just before the end are all refused once it has come."""
    for players in player_counts(game):
        steps = sample_play(game, players)
        if not steps or not game.is_over(steps[-1][3]):
            continue  # this game is longer than the sample play
        final = steps[-1][3]
        for _, seat, action, _, _ in steps[-3:]:
            assert unchanged_after(game, final, seat, action)


# ---------------------------------------------------------------------------- hostile input

_scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | st.text(max_size=12)
    | st.sampled_from(["", "0", "-1", "NaN", "null", "true", "[]", "{}", "\x00", "é", "🛢️"])
)
json_values = st.recursive(
    _scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=10,
)
#: Values for one parameter: wrong types, out-of-range numbers, and ordinary-looking ones.
param_values = (
    json_values
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.sampled_from([-1, 0, 1, 2, 3, 10, 99, 10**9, -(10**9), 1.5, True, False])
)


def field_names(game: AnyGame) -> list[str]:
    names = {name for model in game.action_models for name in model.model_fields}
    return sorted(names - {"kind"})


def malformed_actions(game: AnyGame) -> st.SearchStrategy[Any]:
    """Input that can never be an action of ``game``."""
    kinds = set(game.action_kinds())
    wrong_kind = st.one_of(
        st.text(max_size=20).filter(lambda k: k not in kinds),
        st.sampled_from([k.upper() for k in kinds if k.upper() != k] or ["TAKE"]),
        st.integers(),
        st.none(),
        st.lists(st.sampled_from(sorted(kinds)), min_size=1, max_size=2),
    )
    random_dict = st.dictionaries(st.text(max_size=10), json_values, max_size=5).filter(
        lambda d: d.get("kind") not in kinds
    )
    with_wrong_kind = st.builds(
        lambda kind, params: {**params, "kind": kind},
        wrong_kind,
        st.dictionaries(st.sampled_from(field_names(game) or ["x"]), param_values, max_size=4),
    )
    not_a_dict = st.one_of(
        st.integers(), st.floats(), st.none(), st.lists(json_values, max_size=3), st.binary()
    )
    random_text = st.one_of(
        st.text(max_size=40),
        json_values.map(json.dumps).filter(lambda t: not _is_kind_dict(t, kinds)),
        st.sampled_from(["", "{", "[]", "null", '{"kind":', '{"kind": null}', "\ud800"]),
    )
    return st.one_of(random_dict, with_wrong_kind, not_a_dict, random_text)


def _is_kind_dict(text: str, kinds: set[str]) -> bool:
    data = json.loads(text)
    return isinstance(data, dict) and data.get("kind") in kinds


def plausible_actions(game: AnyGame, state: GameState, seat: int) -> st.SearchStrategy[Any]:
    """Actions of a real kind with random or mutated parameters: legal only by chance."""
    kinds = sorted(game.action_kinds())
    fields = field_names(game) or ["x"]
    random_params = st.builds(
        lambda kind, params: {**params, "kind": kind},
        st.sampled_from(kinds),
        st.dictionaries(st.sampled_from(fields), param_values, max_size=5),
    )
    legal = game.legal_actions(state, seat)
    if not legal.actions:
        return random_params

    @st.composite
    def mutated(draw: st.DrawFn) -> dict[str, Any]:
        action = legal.random_action(Rng.from_seed(draw(st.integers(0, 2**32))))
        params = [p for p in action if p != "kind"] or ["kind"]
        target = draw(st.sampled_from(params))
        how = draw(st.sampled_from(["replace", "drop", "add", "kind"]))
        if how == "replace":
            action[target] = draw(param_values)
        elif how == "drop":
            action.pop(target, None)
        elif how == "add":
            action[draw(st.sampled_from(fields))] = draw(param_values)
        else:
            action["kind"] = draw(st.sampled_from(kinds))
        return action

    return st.one_of(random_params, mutated(), mutated().map(json.dumps))


@every_game
@hypothesis_settings
@given(data=st.data())
def test_malformed_actions_raise_only_illegal_action(game: AnyGame, data: st.DataObject) -> None:
    state = data.draw(st.sampled_from(sample_states(game)), label="state")
    seat = data.draw(st.integers(0, len(state.seats) - 1), label="seat")
    action = data.draw(malformed_actions(game), label="action")
    assert unchanged_after(game, state, seat, action)


@every_game
@hypothesis_settings
@given(data=st.data())
def test_plausible_but_wrong_actions_are_refused_cleanly(
    game: AnyGame, data: st.DataObject
) -> None:
    state = data.draw(st.sampled_from(sample_states(game)), label="state")
    seat = data.draw(st.integers(0, len(state.seats) - 1), label="seat")
    action = data.draw(plausible_actions(game, state, seat), label="action")
    before = game.dump_state(state)
    try:
        game.apply(state, seat, action)
    except IllegalAction as refusal:
        assert str(refusal).strip()
    else:  # accepted by chance: then it must be a path of that seat's tree (for a seat the
        # game does not wait on, one of its interjections: moves allowed at any time)
        # (every field sent counts, values as parsed: one the kind's model lacks is refused)
        parsed = game.parse_action(action)
        sent = json.loads(action) if isinstance(action, str) else action
        unknown = {k: v for k, v in sent.items() if k not in type(parsed).model_fields}
        as_dict = parsed.model_dump(exclude_unset=True) | unknown | {"kind": parsed.kind}  # type: ignore[attr-defined]
        assert game.legal_actions(state, seat).why_not(as_dict) is None
    assert game.dump_state(state) == before


@every_game
@hypothesis_settings
@given(data=st.data())
def test_wrong_seat_numbers_are_refused(game: AnyGame, data: st.DataObject) -> None:
    states = waiting_states(game)
    state = data.draw(st.sampled_from(states), label="state")
    acting = data.draw(st.sampled_from(game.to_act(state)), label="acting seat")
    action = game.legal_actions(state, acting).random_action(
        Rng.from_seed(data.draw(st.integers(0, 99)))
    )
    seats = len(state.seats)
    bad_seat = data.draw(
        st.one_of(
            st.integers().filter(lambda s: not 0 <= s < seats),
            st.none(),
            st.booleans(),
            st.text(max_size=3),
            st.floats(),
            st.just(str(acting)),
            st.just(float(acting)),
        ),
        label="seat",
    )
    assert unchanged_after(game, state, bad_seat, action)


@every_game
@hypothesis_settings
@given(data=st.data())
def test_acting_out_of_turn_is_refused(game: AnyGame, data: st.DataObject) -> None:
    state = data.draw(st.sampled_from(waiting_states(game)), label="state")
    waiting = game.to_act(state)
    idle = [s for s in range(len(state.seats)) if s not in waiting]
    if not idle:  # everybody is asked at once: nobody can act out of turn here
        return
    seat = data.draw(st.sampled_from(idle), label="idle seat")
    acting = data.draw(st.sampled_from(waiting), label="acting seat")
    action = game.legal_actions(state, acting).random_action(
        Rng.from_seed(data.draw(st.integers(0, 99)))
    )
    if game.legal_actions(state, seat).allows(action):
        return  # a move allowed at any time (an interjection): the idle seat may make it
    assert unchanged_after(game, state, seat, action)


# ---------------------------------------------------------------------------- through the store


@every_game
async def test_a_game_played_through_the_service_replays_to_its_snapshot(
    game: AnyGame, tmp_path: Path
) -> None:
    """Random moves through the real service and store; the log replays to the snapshot."""
    players = [UserRef(i + 1, name) for i, name in enumerate(seat_names(game.min_players))]
    store = await Store(tmp_path / "contract.sqlite3").open()
    try:
        service = GameService(store, games={game.name: game}, clock=lambda: 1_000.0)
        game_id = (await service.create(game.name, players[0])).game_id
        for user in players[1:]:
            await service.join(game_id, user)
        await service.start(game_id, players[0], seed=41)
        direct = game.setup(seat_names(game.min_players), 41)
        picker = Rng.from_seed(41)
        for _ in range(40):
            record, state = await service.state(game_id)
            assert to_json(state) == to_json(direct)
            move = random_move(game, state, picker)
            if move is None:
                break
            seat, action = move
            await service.act(game_id, record.seats[seat].user_id, action, seat=seat)
            direct, _events = game.apply(direct, seat, action)
        assert await service.verify_replay(game_id)
    finally:
        await store.close()
