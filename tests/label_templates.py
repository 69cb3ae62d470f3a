"""The label templates of a game's choice trees, read from its source: ``label=`` of its
ActionSpec, Step and Choice calls and the labels it gives the kit's builders (``ask``,
``branch``, ``yes_no``, ``action``, and the builders' own words); a text label as it is, an
f-string label with its values as ``{a}``, ``{b}``… in order. ``tests/test_labels.py`` checks
each game's ``labels.py`` against them; run this module to print the counts."""

from __future__ import annotations

import ast
import pathlib
import string
import sys
from collections.abc import Iterator

ROOT = pathlib.Path(__file__).resolve().parent.parent
CALLS = {"ActionSpec", "Step", "Choice"}
#: The kit's builders (rules.core.builders): which positional arguments are labels.
BUILDERS = {"ask": (1,), "branch": (1, 3), "yes_no": (0, 1, 2), "action": (1, 3)}
LABEL_WORDS = {"label", "step_label", "yes", "no"}


class _Blank(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return ""


def written(node: ast.expr) -> Iterator[ast.expr]:
    """The label texts an expression may be: itself, or both sides of ``a if c else b``."""
    if isinstance(node, ast.IfExp):
        yield from written(node.body)
        yield from written(node.orelse)
    else:
        yield node


def template(node: ast.expr) -> str | None:
    """A label expression as a template, or ``None`` when it is not written in place."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value.replace("{", "{{").replace("}", "}}")
    if isinstance(node, ast.JoinedStr):
        out, n = [], 0
        for part in node.values:
            if isinstance(part, ast.Constant):
                out.append(str(part.value).replace("{", "{{").replace("}", "}}"))
            else:
                out.append("{" + string.ascii_lowercase[n] + "}")
                n += 1
        return "".join(out)
    return None


#: The parameters by which a game's own tree builders take a label.
LABEL_PARAMETERS = {"label", "step_label", "label_text", "question"}


def builders_of(trees: list[ast.Module]) -> dict[str, tuple[int, ...]]:
    """The kit's builders and a game's own functions taking a label (``one_step(kind, label,
    param, step_label, choices)``): name -> the positions of their label arguments."""
    found = dict(BUILDERS)
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                names = [a.arg for a in node.args.args]
                places = tuple(i for i, n in enumerate(names) if n in LABEL_PARAMETERS)
                if places:
                    found.setdefault(node.name, places)
    return found


def labels_of(node: ast.Call, builders: dict[str, tuple[int, ...]]) -> Iterator[ast.expr]:
    """The label arguments of a call (none for a call that builds no tree)."""
    name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
    if name in CALLS:
        yield from (k.value for k in node.keywords if k.arg == "label")
    elif name in builders:
        yield from (node.args[i] for i in builders[name] if i < len(node.args))
        words = LABEL_WORDS | LABEL_PARAMETERS
        yield from (k.value for k in node.keywords if k.arg in words)


def templates(game: str) -> dict[str, str]:
    """Every label template of ``game``'s package (and of the kit's builders) -> where it is."""
    found: dict[str, str] = {}
    paths = sorted((ROOT / "rules" / game).glob("*.py")) + [ROOT / "rules/core/builders.py"]
    trees = [ast.parse(path.read_text()) for path in paths]
    builders = builders_of(trees)
    for path, tree in zip(paths, trees, strict=True):
        for node in ast.walk(tree):
            given: list[ast.expr] = []
            if isinstance(node, ast.Call):
                given = list(labels_of(node, builders))
            elif isinstance(node, ast.Assign) and any(  # label = "…", then label=label
                isinstance(target, ast.Name) and target.id in LABEL_PARAMETERS
                for target in node.targets
            ):
                given = [node.value]
            for expression in given:
                for value in written(expression):
                    t = template(value)
                    if t is not None and (t != t.format_map(_Blank()) or _worded(t)):
                        found.setdefault(t, f"{path.name}:{node.lineno}")
    return found


def _worded(template: str) -> bool:
    """Whether a template has words of its own (a label of values only has none)."""
    return any(c.isalpha() for c in template.format_map(_Blank()))


#: The exceptions whose text refuses a move: the engines' refusals.
REFUSALS = {"BadOptions", "IllegalAction", "PathError", "WrongPlayerCount"}


def refusals(package: str) -> dict[str, str]:
    """Every refusal template written in place in ``rules/<package>`` (a game, or ``core``
    for the kit's own) -> where it is."""
    found: dict[str, str] = {}
    for path in sorted((ROOT / "rules" / package).glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = (
                node.func.attr
                if isinstance(node.func, ast.Attribute)
                else getattr(node.func, "id", "")
            )
            if name in REFUSALS:
                t = template(node.args[0])
                if t is not None and any(c.isalpha() for c in t.format_map(_Blank())):
                    found.setdefault(t, f"{path.name}:{node.lineno}")
    return found


if __name__ == "__main__":
    for game in sys.argv[1:]:
        print(game, len(templates(game)), "labels", len(refusals(game)), "refusals")
