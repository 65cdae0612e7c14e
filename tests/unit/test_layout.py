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
