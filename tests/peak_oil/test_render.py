"""The Peak Oil board picture: drawn from a view alone, the last move marked, legible sizes,
and no secret in the public picture."""

from __future__ import annotations

from PIL import ImageChops

from render import renderer_for
from render.peak_oil import WIDTH, _phrases, draw_board, draw_private_card
from rules.core import Rng
from rules.core.text import with_article
from rules.peak_oil import GAME
from rules.peak_oil.messages import NAMES as PEAK_NAMES
from rules.peak_oil.state import PeakOilState

NAMES = ["Olja", "Alba", "Karen", "Sandra", "Bo"]


def played(players: int, moves: int, **options: bool) -> list[PeakOilState]:
    state = GAME.setup(NAMES[:players], seed=5, options=options)
    picker = Rng.from_seed(3)
    states = [state]
    for _ in range(moves):
        if GAME.is_over(state):
            break
        (seat,) = GAME.to_act(state)
        state, _ = GAME.apply(state, seat, GAME.legal_actions(state, seat).random_action(picker))
        states.append(state)
    return states


def test_the_renderer_is_found_and_draws_every_stage() -> None:
    assert renderer_for("peak_oil") is draw_board
    for players, options in ((2, {"brutal": True}), (3, {}), (5, {"hard_crises": True})):
        states = played(players, 5000, **options)
        assert GAME.is_over(states[-1])
        for index in (0, len(states) // 2, len(states) - 1):
            image = draw_board(GAME.view(states[index], None), GAME.view(states[index - 1], None))
            assert image.width == WIDTH
        for seat in range(players):
            draw_private_card(GAME.view(states[len(states) // 2], seat))


def test_the_last_move_is_marked_and_said() -> None:
    """A reassignment (the last of a random game's first 30 moves) is framed and said."""
    states = played(4, 30)
    moved = [
        i
        for i in range(1, len(states))
        if states[i].turn.moved != states[i - 1].turn.moved and states[i].turn.moved
    ]
    before, after = GAME.view(states[moved[-1] - 1], None), GAME.view(states[moved[-1]], None)
    plain = draw_board(after)
    marked = draw_board(after, before)
    assert ImageChops.difference(plain.convert("RGB"), marked.convert("RGB")).getbbox() is not None
    assert _phrases(before.public, after.public, after.seats)


def test_a_seats_private_view_draws_the_same_public_board() -> None:
    """The board is drawn from the public part only: a seat's own view gives the same picture
    as the spectator's."""
    state = played(4, 40)[-1]
    spectator = draw_board(GAME.view(state, None))
    for seat in range(4):
        mine = draw_board(GAME.view(state, seat))
        assert ImageChops.difference(spectator, mine).getbbox() is None


def test_the_board_and_secrets_in_words() -> None:
    """The public lines name no portfolio; each seat's private lines say its own."""
    from bot.describe import private_lines, public_lines
    from rules.peak_oil.state import PORTFOLIOS

    state = played(4, 60)[-1]
    spectator = "\n".join(public_lines(GAME, GAME.view(state, None)))
    assert "Regions:" in spectator and "portfolio" not in spectator.lower()
    for seat in range(4):
        (card,) = state.portfolios.hands[seat]
        technology = with_article(
            "a", PEAK_NAMES["technologies"][PORTFOLIOS[card].technology], "en"
        )
        mine = private_lines(GAME, GAME.view(state, seat))
        assert f"Your portfolio: {technology} start-up." in mine  # "an Ethanol" (issue 28)
