"""A pytest plugin that writes every test's CPU and wall time per phase (issue 31's third pass).

``--durations`` gives wall time, which on this shared machine mostly measures the other
runs (a test waits for a core); this plugin also records the test process's CPU time
(``time.process_time``: every thread of the worker, not its child processes nor the
PostgreSQL server) around each setup, call and teardown, so two runs at different loads
can be compared test by test.

    CPU_TIMES=/tmp/run python -m pytest -q -n 2 -p benchmarks.pytest_cpu

writes ``/tmp/run-gw0.tsv``, ``/tmp/run-gw1.tsv`` (``main`` without xdist): one line per
phase, ``node id, phase, CPU seconds, wall seconds``, tab-separated. Without ``CPU_TIMES``
nothing is written.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Generator
from typing import Any

import pytest

_rows: list[tuple[str, str, float, float]] = []


def _timed(phase: str) -> Callable[..., Generator[None, None, None]]:
    @pytest.hookimpl(wrapper=True)
    def hook(item: pytest.Item, *args: Any, **kwargs: Any) -> Generator[None, None, None]:
        cpu, wall = time.process_time(), time.perf_counter()
        try:
            return (yield)
        finally:
            _rows.append(
                (item.nodeid, phase, time.process_time() - cpu, time.perf_counter() - wall)
            )

    return hook


pytest_runtest_setup = _timed("setup")
pytest_runtest_call = _timed("call")
pytest_runtest_teardown = _timed("teardown")


def pytest_sessionfinish(session: pytest.Session) -> None:
    prefix = os.environ.get("CPU_TIMES")
    if not prefix or not _rows:
        return
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    with open(f"{prefix}-{worker}.tsv", "w") as out:
        for node, phase, cpu, wall in _rows:
            out.write(f"{node}\t{phase}\t{cpu:.4f}\t{wall:.4f}\n")
