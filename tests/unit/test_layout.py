"""The shape the code must keep: an engine that knows no bot, a plugin that is only glue."""

from __future__ import annotations

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path

import mnemo

ROOT = Path(__file__).resolve().parents[2]


def test_the_engine_never_mentions_nonebot() -> None:
    hits = [f"{path.relative_to(ROOT)}:{n}"
            for path in sorted((ROOT / "mnemo").rglob("*"))
            if path.is_file() and path.suffix in (".py", ".sql", ".md")
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if "nonebot" in line.lower()]
    assert hits == []


def test_every_engine_module_imports_without_nonebot() -> None:
    names = [m.name for m in pkgutil.walk_packages(mnemo.__path__, "mnemo.")]
    script = ("import importlib, sys\n"
              f"for name in {names!r}: importlib.import_module(name)\n"
              "print(sorted(m for m in sys.modules if m.split('.')[0] == 'nonebot'))")
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                         text=True, timeout=120, check=True)
    assert out.stdout.strip() == "[]"
    assert len(names) > 20


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


def test_every_plugin_module_is_nonebot_glue() -> None:
    plugin = ROOT / "plugins" / "aichat"
    for path in sorted(plugin.glob("*.py")):
        assert "nonebot" in _imports(path), f"{path.relative_to(ROOT)} is not NoneBot glue"


def test_the_panel_knows_no_bot_framework() -> None:
    # mnemo_panel is a second front end on the bot's HTTP server: Starlette and the
    # browser; the plugin mounts it and supplies the names the OneBot side knows.
    paths = sorted((ROOT / "mnemo_panel").rglob("*.py"))
    assert paths
    for path in paths:
        assert "nonebot" not in _imports(path), path


def _outside_the_store() -> list[Path]:
    """The Python files that use the stores without being part of them."""
    store = ROOT / "mnemo" / "store"
    return [path for top in ("mnemo", "mnemo_panel", "plugins", "bench")
            for path in sorted((ROOT / top).rglob("*.py")) if store not in path.parents]


def _source(node: ast.AST, path: Path) -> str:
    return ast.get_source_segment(path.read_text(encoding="utf-8"), node) or ""


def test_only_the_store_knows_which_database_it_runs_on() -> None:
    # One process or several on a shared database is the database's to say (`shared`,
    # `turn_lock`, `change_feed`, `label`), chosen once when the store opens.
    # mnemo/turnlock.py is the PostgreSQL turn lock itself, built by `db.turn_lock()`.
    hits = []
    for path in _outside_the_store():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "isinstance" and len(node.args) == 2
                    and "Database" in _source(node.args[1], path)):
                hits.append(f"{path.relative_to(ROOT)}:{node.lineno} {_source(node, path)}")
            if (isinstance(node, ast.ImportFrom) and "store.postgres" in (node.module or "")
                    and path != ROOT / "mnemo" / "turnlock.py"):
                hits.append(f"{path.relative_to(ROOT)}:{node.lineno} from {node.module}")
    assert hits == []


def test_no_store_is_probed_for_its_methods() -> None:
    # Every method a caller needs is on the store's protocol, in each implementation.
    hits = []
    for path in _outside_the_store():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("getattr", "hasattr") and node.args
                    and any(word in _source(node.args[0], path).lower()
                            for word in ("history", "index", "recall", "store", "db"))):
                hits.append(f"{path.relative_to(ROOT)}:{node.lineno} {_source(node, path)}")
    assert hits == []
