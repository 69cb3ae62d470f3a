"""Fixed dice for any game's tests: a generator whose next rolls are known."""

from __future__ import annotations

from rules.core import Rng


def rng_rolling(faces: list[int] | tuple[int, ...]) -> Rng:
    """A generator whose next dice show ``faces`` (found by search over seeds)."""
    for seed in range(1, 2_000_000):
        probe = Rng.from_seed(seed)
        if all(probe.die() == face for face in faces):
            return Rng.from_seed(seed)
    raise AssertionError(f"no seed rolls {faces}")
