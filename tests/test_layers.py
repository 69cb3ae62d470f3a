"""Imports only go down, and no package imports itself in a circle (docs/architecture.md).

Layers, from the bottom: ``rules`` (imports nothing of ours but itself), ``render`` (rules, never
``bot`` or ``cogs``), ``bot`` (rules and render, never ``cogs``), ``cogs``; nothing under
``rules/``, ``render/`` or ``bot/`` imports discord — except ``bot/__main__.py``, the composition
root that starts the Discord front-end. Read from the source, so every import counts: at the
top, inside a function, under ``TYPE_CHECKING``, and ``import_module``/``__import__`` calls.

Circles (issue 27): a module graph over all four packages, each import an edge to the module it
names (``from .pkg import sub`` names ``pkg.sub``; a package's own submodules importing each
other through ``from . import x`` do not make the package's ``__init__`` a party); every
strongly connected set of two or more modules is a circle. The circles still there are listed
in ``KNOWN_CIRCLES``: a list that may only shrink (a circle removed must leave it; no circle may
be added or grow)."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("rules", "render", "bot", "cogs")
#: Top-level packages the lower layers must never import.
UPWARD = {"cogs", "discord", "aiohttp"}
#: The one module allowed to reach up.
COMPOSITION_ROOT = ROOT / "bot" / "__main__.py"
#: What each layer must not import (of ours).
FORBIDDEN = {"rules": {"render", "bot", "cogs"}, "render": {"bot", "cogs"}, "bot": {"cogs"}}

#: The circles left (issue 27): games not yet on the kit's flow. Only ever remove from this
#: list (the kit's, Peak Oil's, One More Barrel's and the Discord layer's are gone).
KNOWN_CIRCLES: set[frozenset[str]] = set()


def lower_modules() -> list[Path]:
    files = [
        p for layer in ("rules", "render", "bot") for p in sorted((ROOT / layer).rglob("*.py"))
    ]
    return [p for p in files if p != COMPOSITION_ROOT]


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def imported(path: Path, name: str = "", modules: frozenset[str] = frozenset()) -> set[str]:
    """Every absolute module name ``path`` imports: import statements, and the constant
    first argument of ``import_module``/``__import__`` calls. Given the module's own ``name``,
    relative imports are resolved too; ``from a import b`` names ``a.b`` when that is one of
    ``modules`` (and ``a`` only when some name imported is not a module)."""
    names: set[str] = set()
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                base = node.module or ""
            elif name:
                kept = package[: len(package) - (node.level - 1)]
                base = ".".join([*kept, *([node.module] if node.module else [])])
            else:
                continue
            submodules = {f"{base}.{a.name}" for a in node.names} & modules
            names.update(submodules)
            if base and len(submodules) < len(node.names):
                names.add(base)
        elif isinstance(node, ast.Call) and node.args:
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            first = node.args[0]
            if called in ("import_module", "__import__") and isinstance(first, ast.Constant):
                names.add(str(first.value))
    return names


def import_graph(root: Path = ROOT, packages: tuple[str, ...] = PACKAGES) -> dict[str, set[str]]:
    """Module -> the modules of ours it imports (each name cut back to a module that exists)."""
    paths = {
        module_name(p, root): p for package in packages for p in (root / package).rglob("*.py")
    }
    modules = frozenset(paths)
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        found = set()
        for target in imported(path, name, modules):
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
        graph[name] = found
    return graph


@functools.cache
def our_import_graph() -> dict[str, set[str]]:
    """The repository's own :func:`import_graph`, parsed once for the tests that read it."""
    return import_graph()


def circles(graph: dict[str, set[str]]) -> set[frozenset[str]]:
    """The strongly connected sets of two or more modules (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: set[frozenset[str]] = set()
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                members = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    members.add(member)
                    if member == node:
                        break
                if len(members) > 1:
                    found.add(frozenset(members))
    return found


@pytest.mark.parametrize("path", lower_modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_lower_module_imports_cogs_or_discord(path: Path) -> None:
    upward = sorted(n for n in imported(path) if n.split(".")[0] in UPWARD)
    assert upward == [], f"{path.relative_to(ROOT)} imports {upward}"


def test_every_layer_imports_only_the_layers_below_it() -> None:
    graph = our_import_graph()
    wrong = sorted(
        f"{module} imports {target}"
        for module, targets in graph.items()
        for target in targets
        if target.split(".")[0] in FORBIDDEN.get(module.split(".")[0], set())
        and module != module_name(COMPOSITION_ROOT)
    )
    assert wrong == []


def test_no_new_import_circle_and_the_known_ones_only_shrink() -> None:
    found = circles(our_import_graph())
    new = [sorted(c) for c in found - KNOWN_CIRCLES]
    gone = [sorted(c) for c in KNOWN_CIRCLES - found]
    assert new == [], f"new or changed import circles: {new}"
    assert gone == [], f"circles gone or smaller: take them off KNOWN_CIRCLES: {gone}"


def test_the_kit_and_peak_oil_have_no_circle() -> None:
    found = circles(our_import_graph())
    clean = ("rules.core", "rules.peak_oil", "rules.supremacy", "render", "bot")
    assert [sorted(c) for c in found if any(m.startswith(clean) for m in c)] == []


def test_the_check_sees_every_kind_of_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "import discord.ui\n"
        "from cogs.client import PetroBot\n"
        "from . import sibling\n"
        "def later():\n"
        "    import importlib\n"
        "    importlib.import_module('cogs.run')\n"
    )
    assert imported(sample) == {"discord.ui", "cogs.client", "importlib", "cogs.run"}


def test_a_circle_through_a_function_or_type_checking_import_is_found(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("from . import a, b, c\n")
    (package / "a.py").write_text("from .b import thing\n")
    (package / "b.py").write_text("def later():\n    from pkg.c import other\n")
    (package / "c.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import x\n"
    )
    (package / "d.py").write_text("from . import a\n")
    graph = import_graph(tmp_path, ("pkg",))
    assert graph["pkg.d"] == {"pkg.a"} and graph["pkg.b"] == {"pkg.c"}
    assert circles(graph) == {frozenset({"pkg.a", "pkg.b", "pkg.c"})}


def test_the_composition_root_is_what_reaches_the_front_end() -> None:
    assert "cogs.run" in imported(COMPOSITION_ROOT)
    assert len(lower_modules()) > 40
