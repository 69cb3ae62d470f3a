"""No import circle inside One More Barrel's engine (issue 27, item 4): every import counts —
top-level, inside a function, under ``TYPE_CHECKING``, relative or absolute, and the constant
name given to ``import_module``/``__import__``. Read from the source, so an import that runs
late (the way a circle is usually hidden) is seen too.

Run as a script to list the circles of any package:
``python -m tests.one_more_barrel.test_import_circles [DIRECTORY]`` (``rules/one_more_barrel``
by default)."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "rules" / "one_more_barrel"


def module_names(package: Path, root: Path) -> dict[str, Path]:
    """Every module under ``package`` by its dotted name (a package by its own name, for its
    ``__init__.py``)."""
    names: dict[str, Path] = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def imports_of(name: str, path: Path, modules: set[str]) -> set[str]:
    """The dotted names module ``name`` (at ``path``) imports, in any form: ``import a.b``,
    ``from a import b`` (``a.b`` if that is one of ``modules``, else ``a``), relative imports,
    and the constant first argument of ``import_module``/``__import__``. Nested and guarded
    imports count like the others. (The parent packages Python runs first are not counted:
    they are already being imported when a module of theirs runs.)"""
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".")
                if not is_package:
                    base = base[:-1]
                base = base[: len(base) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            for alias in node.names:
                submodule = f"{module}.{alias.name}"
                found.add(submodule if submodule in modules else module)
        elif isinstance(node, ast.Call) and node.args:
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            first = node.args[0]
            if called in ("import_module", "__import__") and isinstance(first, ast.Constant):
                found.add(str(first.value))
    return found


def import_graph(package: Path, root: Path) -> dict[str, set[str]]:
    """Module -> the modules of the same package it imports."""
    modules = module_names(package, root)
    return {
        name: {
            other
            for other in imports_of(name, path, set(modules))
            if other in modules and other != name
        }
        for name, path in modules.items()
    }


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module, each sorted: every module of a group reaches every other through imports (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def test_one_more_barrel_has_no_import_circle() -> None:
    found = circles(import_graph(PACKAGE, ROOT))
    assert found == [], f"import circles in rules/one_more_barrel: {found}"


def test_the_check_sees_every_kind_of_import(tmp_path: Path) -> None:
    """Each import form alone closes a circle the check finds; without them there is none."""
    forms = {
        "top-level": "from . import b\n",
        "absolute": "import pkg.b\n",
        "from-absolute": "from pkg import b\n",
        "in a function": "def later():\n    from .b import thing\n",
        "under TYPE_CHECKING": (
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .b import thing\n"
        ),
        "import_module": "import importlib\nimportlib.import_module('pkg.b')\n",
    }
    for form, text in {**forms, "none": "import os\n"}.items():
        package = tmp_path / form.replace(" ", "_") / "pkg"
        package.mkdir(parents=True)
        (package / "__init__.py").write_text("")
        (package / "a.py").write_text(text)
        (package / "b.py").write_text("from .a import thing\nthing = 1\n")
        expected = [] if form == "none" else [["pkg.a", "pkg.b"]]
        assert circles(import_graph(package, package.parent)) == expected, form


def main(argv: list[str]) -> int:
    package = Path(argv[0]).resolve() if argv else PACKAGE
    found = circles(import_graph(package, ROOT))
    for group in found:
        print(" ".join(group))
    print(f"{len(found)} circle(s) in {package.relative_to(ROOT)}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
