"""``python -m bot``: the composition root (see :mod:`bot.cli` for the commands).

The one module of ``bot/`` that may reach up into ``cogs/``: it hands the Discord front-end
(``cogs/run.py``) to :func:`bot.cli.main`, so that nothing else under ``bot/`` imports ``cogs``
or discord (``tests/test_layers.py`` checks it).
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence
from typing import Any


def discord_entry() -> Any:
    """The Discord front-end ``cogs.run``, or ``None`` while it is not built (its own import
    fails). A missing dependency *inside* it is a real error and is raised as it is."""
    try:
        return importlib.import_module("cogs.run")
    except ModuleNotFoundError as missing:
        if missing.name in ("cogs.run", "cogs"):
            return None
        raise


def run(argv: Sequence[str] | None = None) -> int:
    """``python -m bot ARGS``: :func:`bot.cli.main` with the Discord front-end."""
    from .cli import main

    return main(argv, discord=discord_entry())


if __name__ == "__main__":
    sys.exit(run())
