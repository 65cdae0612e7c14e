"""What the plugin says at start-up about a deployment that cannot work yet."""

from __future__ import annotations

import nonebot
import pytest

pytestmark = pytest.mark.skipif(
    "not config.pluginmanager.has_plugin('nonebug')",
    reason="needs NoneBot initialised by nonebug (run without -p no:nonebug)",
)


@pytest.mark.parametrize(("host", "token", "warned"), [
    ("127.0.0.1", "", False),
    ("::1", "", False),
    ("localhost", "", False),
    ("0.0.0.0", "", True),
    ("192.0.2.10", "", True),
    ("0.0.0.0", "a-token", False),
])
def test_no_token_on_an_open_bind_is_said(monkeypatch: pytest.MonkeyPatch, host: str,
                                         token: str, warned: bool) -> None:
    from plugins.aichat import _missing

    config = nonebot.get_driver().config
    monkeypatch.setattr(config, "host", host)
    monkeypatch.setattr(config, "onebot_access_token", token, raising=False)
    lines = _missing()
    assert any("ONEBOT_ACCESS_TOKEN" in line for line in lines) is warned
    assert not any("SUPERUSERS" in line for line in lines)


def test_no_superuser_is_said(monkeypatch: pytest.MonkeyPatch) -> None:
    from plugins.aichat import _missing

    monkeypatch.setattr(nonebot.get_driver().config, "superusers", set())
    assert any("no SUPERUSERS" in line for line in _missing())
