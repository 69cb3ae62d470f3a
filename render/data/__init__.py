"""Real geography for the map pictures, kept as data.

The JSON files beside this module are derived once from Natural Earth (1:10m Admin 0 –
Countries, public domain) by ``scripts/derive_maps.py`` (run by hand with the optional extra
``[maps]``; the bot never imports it). Each file names its source and licence in its
``source`` and ``licence`` fields. Reading them needs nothing but ``json``.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

#: (longitude, latitude) pairs, a ring or a line.
Ring = list[list[float]]


@functools.lru_cache(maxsize=4)
def geography(name: str) -> dict[str, Any]:
    """The derived geography ``name`` (``supremacy_world`` or ``fitna_levant``), read once."""
    path = Path(__file__).with_name(f"{name}.json")
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data
