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


def test_every_engine_error_derives_from_one_root() -> None:
    import importlib
    import inspect

    outside = []
    for info in pkgutil.walk_packages(mnemo.__path__, "mnemo."):
        module = importlib.import_module(info.name)
        for name, obj in vars(module).items():
            if (inspect.isclass(obj) and issubclass(obj, BaseException)
                    and obj.__module__ == module.__name__
                    and not issubclass(obj, mnemo.MnemoError)):
                outside.append(f"{info.name}.{name}")
    assert outside == []


def _outside_the_store() -> list[Path]:
    return sorted(p for top in ("mnemo", "mnemo_panel", "plugins", "bench")
                  for p in (ROOT / top).rglob("*.py")
                  if ROOT / "mnemo" / "store" not in p.parents)


def test_only_the_store_knows_which_database_it_is() -> None:
    # The coordination of one process vs several is chosen once, from what the database
    # says of itself (`shared`); nothing else asks which kind it is.
    found = [f"{p.relative_to(ROOT)}:{node.lineno}"
             for p in _outside_the_store()
             for node in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
             and node.func.id == "isinstance"
             and "PostgresDatabase" in ast.unparse(node)]
    assert found == []


def test_no_caller_probes_a_store_for_methods() -> None:
    # Every method a caller needs is on the protocol: a getattr on a store, an index or
    # a history means two implementations that disagree about what they offer.
    stores = ("store", "history", "index", "db", "database", "writer", "memories")
    found = []
    for p in _outside_the_store():
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("getattr", "hasattr") and node.args):
                target = ast.unparse(node.args[0]).split(".")[-1].lstrip("_").lower()
                if target in stores:
                    found.append(f"{p.relative_to(ROOT)}:{node.lineno}")
    assert found == []


def test_the_engine_is_a_small_composition_root() -> None:
    tree = ast.parse((ROOT / "mnemo" / "engine.py").read_text(encoding="utf-8"))
    [engine] = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Engine"]
    assert engine.end_lineno is not None
    assert engine.end_lineno - engine.lineno < 300


def test_the_readme_draws_the_layers_the_code_has() -> None:
    # The diagram in "How it works" is docs/layers.py's output: regenerate it when the
    # imports change (python docs/layers.py).
    out = subprocess.run([sys.executable, str(ROOT / "docs" / "layers.py")], cwd=ROOT,
                         capture_output=True, text=True, timeout=60, check=True).stdout
    assert out.strip() in (ROOT / "README.md").read_text(encoding="utf-8")


def _mnemo_imports(path: Path) -> set[str]:
    """Every `mnemo…` module `path` imports, as written (`mnemo`, `mnemo.store.panel`)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.split(".")[0] == "mnemo")
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module.split(".")[0] == "mnemo":
                found.add(node.module)
    return found


def test_the_plugin_and_the_panel_use_only_the_front_door() -> None:
    # Anything else they need is exported from mnemo/__init__.py and named there.
    paths = sorted([*(ROOT / "plugins" / "aichat").glob("*.py"),
                    *(ROOT / "mnemo_panel").rglob("*.py")])
    reached = {f"{p.relative_to(ROOT)}: {m}" for p in paths for m in _mnemo_imports(p)
               if m != "mnemo"}
    assert reached == set()
    plugin = set().union(*(_imports(p) for p in (ROOT / "plugins" / "aichat").glob("*.py")))
    assert {"mnemo", "mnemo_panel"} <= plugin


def test_every_name_the_front_ends_use_is_on_the_front_door() -> None:
    used: set[str] = set()
    front_ends = [*(ROOT / "plugins" / "aichat").glob("*.py"),
                  *(ROOT / "mnemo_panel").rglob("*.py")]
    for path in front_ends:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "mnemo":
                used.update(a.name for a in node.names)
    assert used <= set(mnemo.__all__)
    # ... and the front door's docstring names the verbs they call beyond `handle`.
    doc = mnemo.__doc__ or ""
    for verb in ("sweep", "prune", "search", "admin.Admin", "admin_text"):
        assert verb in doc, verb
