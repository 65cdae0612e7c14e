"""The speakers an index keeps per conversation: read again after `ttl`, the newest
conversations only, and told of new ones."""

from __future__ import annotations

import asyncio

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


async def test_a_read_racing_an_add_is_kept_with_the_speaker_it_missed() -> None:
    kept = Speakers()
    started, release = asyncio.Event(), asyncio.Event()
    reads = []

    async def fetch() -> list[str]:
        reads.append(1)
        started.set()
        await release.wait()
        return ["小明(1)"]  # read before Kiki's message was committed

    reading = asyncio.ensure_future(kept.read("g:1", fetch))
    await started.wait()
    kept.saw("g:1", ["Kiki(2)"])
    release.set()
    assert await reading == {"小明(1)", "Kiki(2)"}
    # Kept: the next question of the turn after asks the store nothing.
    assert await kept.read("g:1", fetch) == {"小明(1)", "Kiki(2)"} and len(reads) == 1


async def test_a_read_racing_a_removal_is_not_kept() -> None:
    kept = Speakers()
    started, release = asyncio.Event(), asyncio.Event()

    async def fetch() -> list[str]:
        started.set()
        await release.wait()
        return ["小明(1)", "Kiki(2)"]  # Kiki's only message removed meanwhile

    reading = asyncio.ensure_future(kept.read("g:1", fetch))
    await started.wait()
    kept.drop("g:1")
    release.set()
    assert await reading == {"小明(1)", "Kiki(2)"}
    assert kept.get("g:1") is None  # read again next time


def test_the_same_set_while_nobody_new_speaks() -> None:
    kept = Speakers()
    first = kept.put("g:1", ["小明(1)"])
    kept.saw("g:1", ["小明(1)"])
    assert kept.get("g:1") is first  # what is derived from it stays valid
    kept.saw("g:1", ["Kiki(2)"])
    assert kept.get("g:1") == {"小明(1)", "Kiki(2)"} and first == {"小明(1)"}
