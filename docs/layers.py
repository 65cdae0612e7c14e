"""Print the layers of the code, from its imports: `python docs/layers.py`.

Each module of `mnemo` (a store backend counts as one: `store.sql`, `store.postgres`),
the panel (`mnemo_panel`) and the QQ plugin (`plugins.aichat`) is placed one layer above the
highest of what it imports, so a layer only ever imports from the layers below it. The
README's "How it works" is this output; tests/unit/test_layout.py checks that it is.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FRONT_ENDS = {"mnemo_panel": ROOT / "mnemo_panel", "plugin": ROOT / "plugins" / "aichat"}
# Below every layer: what everything may use.
BASE = {"__init__"}


def _node(path: Path) -> str:
    """The unit a file belongs to: a mnemo module or subpackage, or a front end."""
    for name, folder in FRONT_ENDS.items():
        if folder in path.parents or path.parent == folder:
            return name
    return _unit(path.relative_to(ROOT / "mnemo").with_suffix("").parts)


def _unit(parts: tuple[str, ...] | list[str]) -> str:
    """`window`, `recall.terms`, `store.sql` (a backend is one unit), `memory` (its
    `__init__`)."""
    parts = [p for p in parts if p != "__init__"]
    if not parts:
        return "__init__"
    if parts[0] == "store" and len(parts) > 2:
        parts = parts[:2]
    return ".".join(parts[:2])


def _module_level(tree: ast.AST) -> list[ast.stmt]:
    """The imports run when the module loads: not those for type checkers only, nor
    those inside functions (taken when called, often to stay out of a cycle)."""
    out: list[ast.stmt] = []
    todo = list(getattr(tree, "body", []))
    while todo:
        stmt = todo.pop()
        if isinstance(stmt, ast.If) and "TYPE_CHECKING" in ast.unparse(stmt.test):
            todo += stmt.orelse
        elif isinstance(stmt, (ast.If, ast.Try)):
            todo += [*stmt.body, *stmt.orelse, *getattr(stmt, "finalbody", [])]
        elif isinstance(stmt, (ast.Import, ast.ImportFrom)):
            out.append(stmt)
    return out


def _targets(path: Path, tree: ast.AST) -> set[str]:
    """The mnemo units `path` imports (relative imports resolved against its package)."""
    package = path.relative_to(ROOT).with_suffix("").parts[:-1]
    found: set[str] = set()
    for node in _module_level(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = list(package[:len(package) - node.level + 1])
                module = ".".join([*base, node.module] if node.module else base)
                names = [module] if node.module else [f"{module}.{a.name}"
                                                      for a in node.names]
            elif node.module:
                names = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
        for name in names:
            parts = name.split(".")
            if parts[0] == "mnemo_panel":
                found.add("mnemo_panel")
            elif parts[0] == "mnemo" and len(parts) > 1:
                # The longest prefix that is a module or a package of mnemo.
                for end in range(len(parts), 1, -1):
                    candidate = ROOT.joinpath(*parts[:end])
                    if candidate.is_dir() or candidate.with_suffix(".py").exists():
                        found.add(_unit(parts[1:end]))
                        break
    return found


def graph() -> dict[str, set[str]]:
    files = [*sorted((ROOT / "mnemo").rglob("*.py")),
             *(p for folder in FRONT_ENDS.values() for p in sorted(folder.rglob("*.py")))]
    edges: dict[str, set[str]] = {}
    for path in files:
        node = _node(path)
        if node in BASE:
            continue
        deps = _targets(path, ast.parse(path.read_text(encoding="utf-8")))
        edges.setdefault(node, set()).update(d for d in deps if d != node and d not in BASE)
    return edges


def layers(edges: dict[str, set[str]]) -> list[list[str]]:
    level: dict[str, int] = {}

    def depth(node: str, seen: tuple[str, ...] = ()) -> int:
        if node in level:
            return level[node]
        if node in seen:
            raise ValueError(f"import cycle: {' -> '.join((*seen, node))}")
        below = [depth(d, (*seen, node)) for d in edges.get(node, ())]
        level[node] = 1 + max(below, default=-1)
        return level[node]

    for node in edges:
        depth(node)
    out: list[list[str]] = [[] for _ in range(max(level.values()) + 1)]
    for node, n in level.items():
        out[n].append(node)
    return [sorted(layer) for layer in out]


def role(node: str) -> str:
    """The first line of the unit's docstring."""
    if node in FRONT_ENDS:
        path = FRONT_ENDS[node] / "__init__.py"
    else:
        folder = ROOT.joinpath("mnemo", *node.split("."))
        path = folder / "__init__.py" if folder.is_dir() else folder.with_suffix(".py")
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    return doc.split("\n", 1)[0].strip()


def render() -> str:
    edges = graph()
    lines = []
    for n, layer in reversed(list(enumerate(layers(edges)))):
        for node in layer:
            lines.append(f"{n:>2}  {node:<14} {role(node)}")
            deps = sorted(edges.get(node, ()))
            if deps:
                lines.append(f"{'':18}uses {', '.join(deps)}")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.stdout.write(render() + "\n")
