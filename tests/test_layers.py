"""Imports only go down (docs/architecture.md): no module under ``rules/``, ``render/`` or
``bot/`` imports ``cogs`` or discord — except ``bot/__main__.py``, the composition root that
starts the Discord front-end. Read from the source, so an import inside a function counts."""

from __future__ import annotations

import ast
import functools
from collections.abc import Mapping
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: Top-level packages the lower layers must never import.
UPWARD = {"cogs", "discord", "aiohttp"}
#: The one module allowed to reach up.
COMPOSITION_ROOT = ROOT / "bot" / "__main__.py"


def lower_modules() -> list[Path]:
    files = [
        p for layer in ("rules", "render", "bot") for p in sorted((ROOT / layer).rglob("*.py"))
    ]
    return [p for p in files if p != COMPOSITION_ROOT]


def imported(path: Path) -> set[str]:
    """Every absolute module name ``path`` imports: import statements, and the constant
    first argument of ``import_module``/``__import__`` calls."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Call) and node.args:
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            first = node.args[0]
            if called in ("import_module", "__import__") and isinstance(first, ast.Constant):
                names.add(str(first.value))
    return names


@pytest.mark.parametrize("path", lower_modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_lower_module_imports_cogs_or_discord(path: Path) -> None:
    upward = sorted(n for n in imported(path) if n.split(".")[0] in UPWARD)
    assert upward == [], f"{path.relative_to(ROOT)} imports {upward}"


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


def test_the_composition_root_is_what_reaches_the_front_end() -> None:
    assert "cogs.run" in imported(COMPOSITION_ROOT)
    assert len(lower_modules()) > 40


# ---------------------------------------------------------------------------- every direction
#
# Each layer may import only the layers below it (docs/architecture.md): ``rules`` nothing of
# ours, ``render`` only ``rules``, ``bot`` not ``cogs`` (but its composition root), ``cogs``
# anything. Read from the source, counting every import: top-level, inside a function, under
# ``if TYPE_CHECKING:``, relative or absolute.

#: Our packages, lowest first.
PACKAGES = ("rules", "render", "bot", "cogs")
#: What each package may not import.
FORBIDDEN = {
    "rules": {"render", "bot", "cogs"},
    "render": {"bot", "cogs"},
    "bot": {"cogs"},
    "cogs": set[str](),
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def our_modules() -> dict[str, Path]:
    """Every module of our packages by its dotted name (a package by its ``__init__``)."""
    return {
        module_name(path): path
        for package in PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
    }


def imports_of(name: str, path: Path, modules: Mapping[str, Path]) -> set[str]:
    """The modules of ``modules`` that module ``name`` (at ``path``) imports, by any form:
    ``import a.b``, ``from a import b`` (module ``a.b`` if it is one, else ``a``), relative
    imports resolved against the module's package; wherever the statement stands."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in modules)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                source = ".".join([*base, *([node.module] if node.module else [])])
            else:
                source = node.module or ""
            for alias in node.names:
                inner = f"{source}.{alias.name}"
                if inner in modules:
                    found.add(inner)
                elif source in modules:
                    found.add(source)
    found.discard(name)
    return found


@functools.cache
def import_graph() -> dict[str, set[str]]:
    modules = our_modules()
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def circles(graph: Mapping[str, set[str]]) -> list[frozenset[str]]:
    """The import circles of ``graph``: its strongly connected components of two modules or
    more (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, targets = work[-1]
            target = next(targets, None)
            if target is not None:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                elif target in on_stack:
                    low[node] = min(low[node], index[target])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(frozenset(component))
    return found


#: The import circles known on 2026-11-26 (issue 27, item 4) in packages other engineers are
#: taking apart. This list may only shrink: a circle not inside one of these fails, and an entry
#: no circle is left in fails too (remove it then).
KNOWN_CIRCLES = [
    frozenset({"rules.core.secrets", "rules.core.stacks"}),
    frozenset({"rules.core.game", "rules.core.questions"}),
    frozenset(
        {
            "rules.fitna.activation",
            "rules.fitna.combat",
            "rules.fitna.events",
            "rules.fitna.movement",
            "rules.fitna.tension",
            "rules.fitna.us",
        }
    ),
    frozenset({"rules.fitna.bidding", "rules.fitna.engine", "rules.fitna.planning"}),
    frozenset(
        {
            "rules.one_more_barrel.actionboard",
            "rules.one_more_barrel.battles",
            "rules.one_more_barrel.endturn",
            "rules.one_more_barrel.helpers",
            "rules.one_more_barrel.messages",
        }
    ),
]


@pytest.mark.parametrize("package", PACKAGES)
def test_each_layer_imports_only_the_layers_below(package: str) -> None:
    graph = import_graph()
    wrong = sorted(
        f"{name} imports {target}"
        for name, targets in graph.items()
        if name.split(".")[0] == package and name != "bot.__main__"
        for target in targets
        if target.split(".")[0] in FORBIDDEN[package]
    )
    assert wrong == []


@pytest.mark.parametrize("package", PACKAGES)
def test_no_new_import_circle(package: str) -> None:
    found = [c for c in circles(import_graph()) if next(iter(c)).split(".")[0] == package]
    new = [sorted(c) for c in found if not any(c <= known for known in KNOWN_CIRCLES)]
    assert new == [], f"import circles in {package}/: {new}"


def test_the_known_circles_are_still_there() -> None:
    found = circles(import_graph())
    gone = [sorted(known) for known in KNOWN_CIRCLES if not any(c <= known for c in found)]
    assert gone == [], f"no longer circles, remove them from KNOWN_CIRCLES: {gone}"


def test_the_graph_sees_every_form_of_import(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    for name in ("__init__", "a", "b", "c", "d", "e"):
        (package / f"{name}.py").write_text("")
    (package / "a.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from .b import Thing\n"
        "def later():\n"
        "    import pkg.c\n"
        "from . import d\n"
        "from pkg import e as _e\n"
    )
    (package / "b.py").write_text("from .a import x\n")
    modules = {f"pkg.{n}": package / f"{n}.py" for n in "abcde"} | {"pkg": package / "__init__.py"}
    found = imports_of("pkg.a", package / "a.py", modules)
    assert found == {"pkg.b", "pkg.c", "pkg.d", "pkg.e"}
    graph = {name: imports_of(name, path, modules) for name, path in modules.items()}
    assert circles(graph) == [frozenset({"pkg.a", "pkg.b"})]
