"""Imports only go down (docs/architecture.md): no module under ``rules/``, ``render/`` or
``bot/`` imports ``cogs`` or discord — except ``bot/__main__.py``, the composition root that
starts the Discord front-end. Read from the source, so an import inside a function counts."""

from __future__ import annotations

import ast
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
