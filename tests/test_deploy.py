"""The deployment files: the compose file validates, the example settings load."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from dotenv import dotenv_values

ROOT = Path(__file__).resolve().parent.parent


def load_config_model() -> Any:
    from mnemo import Config

    return Config


def compose_command() -> list[str] | None:
    if shutil.which("docker-compose"):
        return ["docker-compose"]
    if shutil.which("docker"):
        probe = subprocess.run(["docker", "compose", "version"], capture_output=True)
        if probe.returncode == 0:
            return ["docker", "compose"]
    return None


@pytest.mark.skipif(compose_command() is None, reason="no docker compose client installed")
def test_compose_file_is_accepted(tmp_path: Path) -> None:
    shutil.copy(ROOT / "docker-compose.yml", tmp_path)
    shutil.copytree(ROOT / "deploy", tmp_path / "deploy")
    (tmp_path / ".env").write_text("ONEBOT_ACCESS_TOKEN=secret\nQQ_ACCOUNT=123\n")
    command = compose_command()
    assert command is not None
    result = subprocess.run([*command, "config"], cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "ws://mnemo:8080/onebot/v11/ws" in (ROOT / "deploy/napcat/onebot11.json").read_text()
    # Without the token the file is refused, rather than NapCat connecting with none.
    (tmp_path / ".env").write_text("")
    refused = subprocess.run([*command, "config"], cwd=tmp_path, capture_output=True, text=True)
    assert refused.returncode != 0 and "ONEBOT_ACCESS_TOKEN" in refused.stderr


def test_env_example_is_valid_settings() -> None:
    values = dotenv_values(ROOT / ".env.example")
    aichat = {k.lower(): v for k, v in values.items() if k.startswith("AICHAT_") and v}
    config = load_config_model().model_validate(aichat)
    assert config.aichat_base_url.startswith("https://")
    assert config.aichat_max_context_tokens == 128_000


def test_published_ports_are_loopback_only() -> None:
    """The bot's port carries the web panel: it must never face the network directly."""
    import yaml

    services = yaml.safe_load((ROOT / "docker-compose.yml").read_text())["services"]
    published = {name: s.get("ports", []) for name, s in services.items()}
    assert "127.0.0.1:8080:8080" in published["mnemo"]
    for name, ports in published.items():
        for port in ports:
            assert str(port).startswith("127.0.0.1:"), (name, port)
