"""The container's steps, as far as this machine allows (no Docker daemon here): the
Dockerfile installs the package (``python -m pip install .``) and runs ``python -m bot``.
This test does exactly that in a fresh virtual environment, from outside the source tree,
and sees the one-line message and exit status 2 when no token is set.

Kept offline and bounded: the fresh environment gets the dependencies already installed
here (a ``.pth`` line to this environment's site-packages) instead of downloading them, and
pip builds the package without build isolation (setuptools from here too), so the install
takes seconds. What it checks is the package itself: its packages installed (not an editable
link to the sources) and the entry point.
"""

from __future__ import annotations

import os
import shutil
import site
import subprocess
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCKERFILE = (ROOT / "Dockerfile").read_text()


def test_the_dockerfile_runs_the_install_and_the_bot() -> None:
    assert "RUN python -m pip install --no-cache-dir -c constraints.txt ." in DOCKERFILE
    assert "COPY pyproject.toml README.md constraints.txt ./" in DOCKERFILE
    assert 'CMD ["python", "-m", "bot"]' in DOCKERFILE
    assert 'CMD ["python", "-m", "bot", "health"]' in DOCKERFILE
    assert "ENV DATABASE_PATH=/data/petrocord.sqlite3" in DOCKERFILE
    compose = (ROOT / "compose.yaml").read_text()
    assert "petrocord-data:/data" in compose
    assert 'test: ["CMD", "python", "-m", "bot", "health"]' in compose


def test_the_constraints_pin_every_runtime_dependency_within_its_range() -> None:
    """The container installs with ``-c constraints.txt``: each dependency of pyproject.toml is
    pinned there to one version its own range allows. (That the file also holds everything
    they pull in was checked by installing it into a fresh environment: ``pip freeze`` there
    printed exactly its lines.)"""
    import tomllib

    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name

    pins = {}
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            name, sep, version = line.partition("==")
            assert sep and version.strip(), line
            pins[canonicalize_name(name)] = version.strip()
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    for text in project["dependencies"] + project["optional-dependencies"]["postgresql"]:
        requirement = Requirement(text)
        pinned = pins.get(canonicalize_name(requirement.name))
        assert pinned is not None, f"{requirement.name} is not pinned in constraints.txt"
        assert requirement.specifier.contains(pinned), f"{requirement.name}=={pinned}: {text}"


def test_a_fresh_install_without_a_token_says_so_in_one_line(tmp_path: Path) -> None:
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python = env_dir / "bin" / "python"
    purelib = Path(
        subprocess.run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            check=True,
            capture_output=True,
            text=True,
            timeout=30,
        ).stdout.strip()
    )
    # The dependencies (and pip, setuptools) come from this environment: no network.
    here = [p for p in site.getsitepackages() if Path(p).is_dir()]
    (purelib / "from_test_environment.pth").write_text("\n".join(here) + "\n")
    # What the Dockerfile copies into the image, copied here: the build writes nothing into
    # the source tree.
    source = tmp_path / "app"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    for package in ("bot", "cogs", "render", "rules"):
        shutil.copytree(
            ROOT / package, source / package, ignore=shutil.ignore_patterns("__pycache__")
        )
    install = subprocess.run(
        [
            str(python),
            "-m",
            "pip",
            "install",
            "-q",
            "--no-deps",
            "--no-build-isolation",
            "--no-index",
            str(source),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
    )
    assert install.returncode == 0, install.stderr[-2000:]
    assert (purelib / "bot" / "cli.py").is_file() and (purelib / "cogs" / "help.py").is_file()
    assert (purelib / "render" / "__init__.py").is_file()
    assert (purelib / "rules" / "one_more_barrel" / "topics.py").is_file()

    run_dir = tmp_path / "data"
    run_dir.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "PYTHON"))}
    env["DATABASE_PATH"] = str(run_dir / "petrocord.sqlite3")
    bot = subprocess.run(
        [str(python), "-m", "bot"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=run_dir,
        env=env,
    )
    assert bot.returncode == 2
    lines = bot.stderr.strip().splitlines()
    assert len(lines) == 1 and "DISCORD_TOKEN" in lines[0], bot.stderr
    assert "Traceback" not in bot.stderr
    # The installed copy ran, not the sources.
    where = subprocess.run(
        [str(python), "-c", "import bot; print(bot.__file__)"],
        capture_output=True,
        text=True,
        timeout=30,
        cwd=run_dir,
        env=env,
    )
    assert where.stdout.strip().startswith(str(purelib)), where.stdout
