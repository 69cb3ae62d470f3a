"""A game map as a graph: places, typed connections, neighbours, paths and connectivity.

Every game here is played on a map: One More Barrel's 18 governorates and the border, Peak
Oil's regions, risk zones and refineries joined by routes (some one-way), Suprématie's
territories and seas with land, sea and coast connections, Fitna's 115 boxes joined by roads.
A :class:`MapGraph` is built once from the game's authored data (a module constant) and
answers, always in the same order (places sorted by id):

* :meth:`~MapGraph.neighbours` — the places one connection away, optionally only along some
  kinds of connection (``land``, ``sea``) and always respecting one-way connections;
* :meth:`~MapGraph.reach` — where one move can end when it may go on through some places
  (One More Barrel: through calm territories whose neighbours are all controlled);
* :meth:`~MapGraph.path` and :meth:`~MapGraph.distances` — the cheapest path under a cost per
  step (each step 1 unless told), through places a predicate allows;
* :meth:`~MapGraph.connected` and :meth:`~MapGraph.component` — whether a place is linked to
  another through allowed places (a supply line to a source, a route to a refinery).

The graph holds no game state: predicates and costs read the state the caller closes over.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass

#: Whether a place may be entered or passed through.
Passable = Callable[[str], bool]
#: The cost of one step from a place to a neighbour along a kind of connection.
StepCost = Callable[[str, str, str], int]


@dataclass(frozen=True)
class Edge:
    """A connection between two places: ``kind`` says what crosses it (``land``, ``sea``,
    ``road``); a ``one_way`` connection is followed from ``a`` to ``b`` only."""

    a: str
    b: str
    kind: str = "land"
    one_way: bool = False


class MapGraph:
    """Places and their typed connections (see the module docstring)."""

    def __init__(self, nodes: Iterable[str], edges: Iterable[Edge]) -> None:
        self.nodes: tuple[str, ...] = tuple(sorted(set(nodes)))
        known = set(self.nodes)
        self.edges: tuple[Edge, ...] = tuple(edges)
        #: node -> neighbour -> kinds of connection leading there.
        self._out: dict[str, dict[str, set[str]]] = {node: {} for node in self.nodes}
        for edge in self.edges:
            for end in (edge.a, edge.b):
                if end not in known:
                    raise ValueError(f"connection {edge.a}-{edge.b}: unknown place {end!r}")
            if edge.a == edge.b:
                raise ValueError(f"connection from {edge.a} to itself")
            self._out[edge.a].setdefault(edge.b, set()).add(edge.kind)
            if not edge.one_way:
                self._out[edge.b].setdefault(edge.a, set()).add(edge.kind)

    @classmethod
    def from_pairs(cls, pairs: Iterable[tuple[str, str]], kind: str = "land") -> MapGraph:
        """A graph of two-way connections of one kind, its places those the pairs name."""
        edges = [Edge(a, b, kind) for a, b in pairs]
        return cls({end for edge in edges for end in (edge.a, edge.b)}, edges)

    def __contains__(self, node: object) -> bool:
        return node in self._out

    def kinds(self, a: str, b: str) -> frozenset[str]:
        """The kinds of connection leading from ``a`` to ``b`` (empty if none)."""
        return frozenset(self._out[a].get(b, ()))

    def neighbours(self, node: str, kinds: Collection[str] | None = None) -> tuple[str, ...]:
        """The places one connection away from ``node``, in id order; only along ``kinds``
        when given. ``KeyError`` for an unknown place: callers check ids first."""
        return tuple(
            sorted(
                other
                for other, along in self._out[node].items()
                if kinds is None or along.intersection(kinds)
            )
        )

    def adjacent(self, a: str, b: str, kinds: Collection[str] | None = None) -> bool:
        """Whether one connection (of ``kinds``, if given) leads from ``a`` to ``b``."""
        return b in self.neighbours(a, kinds)

    def reach(
        self,
        source: str,
        through: Passable,
        kinds: Collection[str] | None = None,
        enter: Passable | None = None,
    ) -> list[str]:
        """Every place one move from ``source`` can end on, in the order a breadth-first
        search finds them: the neighbours of ``source``, and the neighbours of any place
        reached that ``through`` allows going on from. ``enter``, if given, must allow a
        place for it to be reached at all. ``source`` itself is never in the list."""
        found: list[str] = []
        seen = {source}
        frontier = [source]
        while frontier:
            here = frontier.pop(0)
            for nb in self.neighbours(here, kinds):
                if nb in seen or (enter is not None and not enter(nb)):
                    continue
                seen.add(nb)
                found.append(nb)
                if through(nb):
                    frontier.append(nb)
        return found

    def distances(
        self,
        source: str,
        passable: Passable | None = None,
        kinds: Collection[str] | None = None,
        cost: StepCost | None = None,
    ) -> dict[str, int]:
        """The cheapest cost from ``source`` to every place it can reach, entering only
        places ``passable`` allows (every place when ``None``), each step costing
        ``cost(a, b, kind)`` (1 when ``None``; the cheapest kind of the connection counts)."""
        return self._search(source, None, passable, kinds, cost)[0]

    def path(
        self,
        source: str,
        target: str,
        passable: Passable | None = None,
        kinds: Collection[str] | None = None,
        cost: StepCost | None = None,
    ) -> list[str] | None:
        """A cheapest path from ``source`` to ``target``, both included, entering only
        places ``passable`` allows (``target`` too); ``None`` if there is none. Among paths of
        equal cost the same one is always chosen (places are searched in id order)."""
        costs, previous = self._search(source, target, passable, kinds, cost)
        if target not in costs:
            return None
        route = [target]
        while route[-1] != source:
            route.append(previous[route[-1]])
        return route[::-1]

    def connected(
        self,
        source: str,
        target: str,
        passable: Passable | None = None,
        kinds: Collection[str] | None = None,
    ) -> bool:
        """Whether ``target`` can be reached from ``source`` through allowed places (a
        supply line to a source, a route to a refinery)."""
        return target in self.component(source, passable, kinds)

    def component(
        self,
        source: str,
        passable: Passable | None = None,
        kinds: Collection[str] | None = None,
    ) -> set[str]:
        """Every place reachable from ``source`` (itself included) through allowed places."""
        return set(self.distances(source, passable, kinds))

    def _search(
        self,
        source: str,
        target: str | None,
        passable: Passable | None,
        kinds: Collection[str] | None,
        cost: StepCost | None,
    ) -> tuple[dict[str, int], dict[str, str]]:
        """Dijkstra's search from ``source``; stops early once ``target`` is settled."""
        if source not in self._out:
            raise KeyError(source)
        best: dict[str, int] = {source: 0}
        previous: dict[str, str] = {}
        done: set[str] = set()
        queue: list[tuple[int, str]] = [(0, source)]
        while queue:
            spent, here = heapq.heappop(queue)
            if here in done:
                continue
            done.add(here)
            if here == target:
                break
            for nb in self.neighbours(here, kinds):
                if nb in done or (passable is not None and not passable(nb)):
                    continue
                along = self._out[here][nb] if kinds is None else self._out[here][nb] & set(kinds)
                step = 1 if cost is None else min(cost(here, nb, kind) for kind in sorted(along))
                if step < 0:
                    raise ValueError("a step cannot cost less than nothing")
                total = spent + step
                if nb not in best or total < best[nb]:
                    best[nb] = total
                    previous[nb] = here
                    heapq.heappush(queue, (total, nb))
        return {node: c for node, c in best.items() if node in done or target is None}, previous
