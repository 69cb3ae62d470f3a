"""Properties of the game kit's map graph and deck over random inputs (hypothesis): what the
games built on them rely on whatever their authored data."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core import IllegalAction, Rng
from rules.core.cards import Deck
from rules.core.graph import Edge, MapGraph

NODES = [f"n{i}" for i in range(7)]


@st.composite
def graphs(draw: st.DrawFn) -> MapGraph:
    pairs = draw(
        st.lists(
            st.tuples(st.sampled_from(NODES), st.sampled_from(NODES)).filter(
                lambda p: p[0] != p[1]
            ),
            max_size=14,
        )
    )
    kinds = draw(
        st.lists(st.sampled_from(["land", "sea"]), min_size=len(pairs), max_size=len(pairs))
    )
    one_way = draw(st.lists(st.booleans(), min_size=len(pairs), max_size=len(pairs)))
    edges = [Edge(a, b, k, w) for (a, b), k, w in zip(pairs, kinds, one_way, strict=True)]
    return MapGraph(NODES, edges)


@settings(max_examples=150, deadline=None)
@given(graph=graphs(), blocked=st.sets(st.sampled_from(NODES)), data=st.data())
def test_paths_are_cheapest_walks_through_allowed_places(
    graph: MapGraph, blocked: set[str], data: st.DataObject
) -> None:
    source = data.draw(st.sampled_from(NODES))
    target = data.draw(st.sampled_from(NODES))
    sea_cost = data.draw(st.integers(0, 4))

    def passable(node: str) -> bool:
        return node not in blocked

    def cost(a: str, b: str, kind: str) -> int:
        return sea_cost if kind == "sea" else 1

    costs = graph.distances(source, passable, cost=cost)
    route = graph.path(source, target, passable, cost=cost)
    assert (route is not None) == (target in costs)
    assert graph.connected(source, target, passable) == (target in costs)
    if route is None:
        return
    assert route[0] == source and route[-1] == target
    assert all(passable(node) for node in route[1:])
    steps = list(zip(route, route[1:], strict=False))
    assert all(graph.adjacent(a, b) for a, b in steps)
    assert sum(min(cost(a, b, k) for k in graph.kinds(a, b)) for a, b in steps) == costs[target]


@settings(max_examples=150, deadline=None)
@given(graph=graphs(), open_nodes=st.sets(st.sampled_from(NODES)), source=st.sampled_from(NODES))
def test_reach_ends_next_to_the_source_or_to_a_place_passed_through(
    graph: MapGraph, open_nodes: set[str], source: str
) -> None:
    found = graph.reach(source, through=lambda n: n in open_nodes)
    assert source not in found and len(found) == len(set(found))
    passed = {source} | (set(found) & open_nodes)
    for node in found:
        assert any(graph.adjacent(p, node) for p in passed)
    for p in passed:
        assert set(graph.neighbours(p)) - {source} <= set(found)


OPERATIONS = st.lists(
    st.tuples(
        st.sampled_from(["draw", "play", "give", "peek", "reshuffle", "take_top"]),
        st.integers(0, 2),
        st.integers(0, 2),
        st.integers(0, 5),
    ),
    max_size=40,
)


@settings(max_examples=150, deadline=None)
@given(operations=OPERATIONS, seed=st.integers(0, 2**32))
def test_a_deck_keeps_every_card_and_shows_hands_only_to_their_owner(
    operations: list[tuple[str, int, int, int]], seed: int
) -> None:
    cards = [f"c{i}" for i in range(12)]
    rng = Rng.from_seed(seed)
    deck = Deck.shuffled(cards, seats=3, rng=rng)
    out_of_play: list[str] = []
    for name, seat, other, index in operations:
        hand = deck.hand(seat)
        card = hand[index % len(hand)] if hand else "c99"
        try:
            if name == "draw":
                deck.draw(seat, rng, count=index)
            elif name == "play":
                deck.play(seat, card)
            elif name == "give" and seat != other:
                deck.give(seat, other, card)
            elif name == "peek":
                deck.peek(seat, index)
            elif name == "reshuffle":
                deck.reshuffle(rng)
            elif name == "take_top":
                top = deck.take_top(rng)
                if top is not None:
                    out_of_play.append(top)
        except IllegalAction:
            assert card not in hand
        assert sorted(deck.draw_pile + deck.discard + sum(deck.hands, []) + out_of_play) == sorted(
            cards
        )
        public = deck.public()
        assert public.hands == [len(h) for h in deck.hands]
        assert public.draw_pile == len(deck.draw_pile)
        for s in range(3):
            known = deck.private(s).known
            assert not set(known) & set(deck.discard)  # face-up cards need no memory
            assert not set(known) & set(deck.hands[s])
