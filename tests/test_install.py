"""`pip install .` gives a working engine: migrations and the default prompt ship inside it.

The package is installed into a fresh virtual environment in a temporary folder outside
the repository, and a script run from there opens an engine on an empty data directory
and has one conversation turn against the fake provider. Dependencies come from the
environment running the tests (the venv sees its site-packages), so nothing is fetched;
the engine itself must come from the venv, not from the repository.

"The environment running the tests" is often a virtualenv itself (the README's
commands in `python3 -m venv .venv`): a venv made with `system_site_packages` would see
the base interpreter's packages instead, whose setuptools may be too old to build a
wheel. So the new venv is given the running one's site-packages directories by name.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import textwrap
import venv
from pathlib import Path

import pytest

from tests.fakes.provider import FakeProvider, Reply

ROOT = Path(__file__).resolve().parent.parent
# What the directories of installed packages are called (Debian's own: dist-packages).
SITE_DIRS = ("site-packages", "dist-packages")

SCRIPT = textwrap.dedent('''
    import asyncio, sys
    from pathlib import Path
    import mnemo
    from mnemo.prompt import BASE_PROMPT_FILE

    async def main(base_url: str, data: str) -> None:
        print("engine from", Path(mnemo.__file__).resolve())
        config = mnemo.Config(aichat_base_url=base_url, aichat_api_key="test-key",
                              aichat_model="fake-model", aichat_max_attempts=1)
        replies = []

        async def send(reply):
            replies.append(reply)

        async with mnemo.Engine(config, data) as engine:
            outcome = await engine.handle(mnemo.Incoming.text("f:1", "你好"), send)
            print("outcome", outcome.name)
            print("reply", replies[0].text)
            print("prompt file", BASE_PROMPT_FILE.is_file())
            print("messages", (await engine.context("f:1")).messages)

    asyncio.run(main(sys.argv[1], sys.argv[2]))
''')


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The python of a fresh venv with this project installed (not editable) into it."""
    where = tmp_path_factory.mktemp("install")
    env_dir = where / "venv"
    # No pip of its own: the environment's pip and setuptools (seen through its
    # site-packages) install into the venv, with nothing fetched.
    venv.create(env_dir, with_pip=False)
    python = env_dir / "bin" / "python"
    own = subprocess.run([str(python), "-I", "-c", "import site; print(site.getsitepackages()[0])"],
                         capture_output=True, text=True, timeout=60, check=True).stdout.strip()
    # Plain directory lines: the running environment's own .pth files (an editable
    # install of this project among them) are not run, so `mnemo` is the venv's copy.
    Path(own, "tested-environment.pth").write_text(
        "".join(f"{d}\n" for d in sys.path if Path(d).name in SITE_DIRS), encoding="utf-8")
    build = subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--no-deps", "--no-build-isolation",
         str(ROOT)],
        cwd=where, capture_output=True, text=True, timeout=300,
        env={**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"},
    )
    assert build.returncode == 0, build.stderr
    return python


async def test_installed_engine_runs_a_turn(installed: Path, tmp_path: Path) -> None:
    async with FakeProvider(api_key="test-key") as provider:
        provider.queue(Reply.text("你好呀"))
        script = tmp_path / "one_turn.py"
        script.write_text(SCRIPT, encoding="utf-8")
        data = tmp_path / "empty-data"
        # Run from outside the repository, without it on the path.
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        proc = await asyncio.create_subprocess_exec(
            str(installed), "-I", str(script), provider.base_url, str(data), cwd=tmp_path,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        out, err = await asyncio.wait_for(proc.communicate(), 120)
    text = out.decode()
    assert proc.returncode == 0, err.decode()[-3000:]
    engine_from = text.splitlines()[0].removeprefix("engine from ")
    assert not Path(engine_from).is_relative_to(ROOT), engine_from
    assert "outcome ANSWERED" in text and "reply 你好呀" in text
    assert "prompt file True" in text and "messages 2" in text
    assert (data / "mnemo.db").is_file()


def test_no_top_level_plugins_package(installed: Path) -> None:
    listing = subprocess.run(
        [str(installed), "-I", "-c",
         "import importlib.util as u; print(u.find_spec('plugins'), u.find_spec('mnemo'))"],
        cwd=installed.parent.parent, capture_output=True, text=True, timeout=60)
    found_plugins, found_mnemo = listing.stdout.split(" ", 1)
    assert found_plugins == "None"
    assert "venv" in found_mnemo
    assert sys.version_info >= (3, 10)
