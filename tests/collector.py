"""Python's cyclic garbage collector during the tests: each scan sees one test's objects.

A test process holds far more objects than the bot does, and keeps more of them as the run
goes on (every test module and parametrised case, the tests' caches of played positions and
of the leak audit's twin states, the engines' caches, Discord fakes): by default (thresholds
700, 10, 10) the collector scans all of them again and again. Measured on the whole suite
(two workers, this machine, before this module): 161 s of the workers' 408 s of CPU went to
collections, 138 s of it to 252 full ones; with this module, at the same load, 32 s of 315 s
(a worker's peak memory 678 MB).

So, in each worker: once the tests are collected, and again after each test
(:func:`settle`), the collector runs once and what is still alive is frozen
(:func:`gc.freeze`: moved where no later scan looks), so a later collection scans only what
the running test made; and a young collection waits for :data:`THRESHOLDS`'s 10,000 new
objects instead of 700. A frozen object is still freed when nothing refers to it any more;
only a reference cycle that becomes garbage after its objects were frozen stays until the
process ends (a test's fixtures of wider scope, its caches). Nothing a test checks depends
on when cycles are collected: the tests that need garbage gone call :func:`gc.collect`
themselves, and pytest still collects before it reports unraisable exceptions at the end.
"""

from __future__ import annotations

import gc

#: The collector's thresholds for the tests (generation 0, 1, 2), authored; Python's
#: defaults are (700, 10, 10).
THRESHOLDS = (10_000, 10, 10)


def settle() -> None:
    """Collect once, then freeze what is still alive (called after collection and after
    each test), with the tests' thresholds."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*THRESHOLDS)
