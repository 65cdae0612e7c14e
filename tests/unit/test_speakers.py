"""The speakers an index keeps per conversation: read again after `ttl`, the newest
conversations only, and told of new ones."""

from __future__ import annotations

from mnemo.store.speakers import KEPT, Speakers


def test_what_is_kept_is_read_again_after_its_time() -> None:
    now = [0.0]
    kept = Speakers(ttl=60.0, monotonic=lambda: now[0])
    assert kept.get("g:1") is None
    assert kept.put("g:1", ["小明(1)", ""]) == {"小明(1)"}
    kept.saw("g:1", ["Kiki(2)"])
    kept.saw("g:2", ["nobody(3)"])  # not kept: read when asked
    now[0] = 59.0
    assert kept.get("g:1") == {"小明(1)", "Kiki(2)"} and kept.get("g:2") is None
    now[0] = 61.0
    assert kept.get("g:1") is None


def test_only_the_newest_conversations_are_kept_and_drops_forget() -> None:
    kept = Speakers()
    for i in range(KEPT + 1):
        kept.put(f"g:{i}", [f"m({i})"])
        kept.get("g:0")  # asked about all along: the oldest unasked one goes
    assert kept.get("g:0") == {"m(0)"} and kept.get("g:1") is None
    assert kept.get(f"g:{KEPT}") == {f"m({KEPT})"}
    kept.drop("g:0")
    assert kept.get("g:0") is None
    kept.drop()
    assert kept.get(f"g:{KEPT}") is None
