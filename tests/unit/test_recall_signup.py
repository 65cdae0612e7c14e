"""A sign-up list (接龙) says of its poster only their entry."""

from __future__ import annotations

from mnemo.recall import signup
from mnemo.recall.said import MAX_CLAUSES
from mnemo.recall.search import Recall
from mnemo.recall.vectors import VectorFiller
from mnemo.store import Stores
from tests.unit.test_recall_index import CountingEmbedder
from tests.unit.test_recall_thread import ZHOU, Chat, embedded

RIDE = "#接龙 周二夜骑 1.老王 2.小红 带两个朋友 3.周一鸣 骑公路车"
ORDER = "#接龙\n水果团（第2期）\n周四到货\n1. 小红 杨梅 x2\n2. 周一鸣 麒麟西瓜 1袋"


def test_a_list_is_its_head_and_numbered_entries_in_a_row_or_a_column() -> None:
    assert signup.read(RIDE) == signup.SignUp(
        "#接龙 周二夜骑", ("老王", "小红 带两个朋友", "周一鸣 骑公路车"))
    assert signup.read(ORDER) == signup.SignUp(
        "#接龙 水果团（第2期） 周四到货", ("小红 杨梅 x2", "周一鸣 麒麟西瓜 1袋"))
    # Not a list: no tag, or a tag with no entries; a decimal is no entry's number.
    assert signup.read("1. 小红 2. 老王") is None
    assert signup.read("接龙报名，周六徒步全程约40.2km") is None
    assert signup.read("大家接龙吧") is None


def test_a_list_is_embedded_without_names_each_entry_after_the_head() -> None:
    names = ["周一鸣", "老王", "小红"]
    listed = signup.read(RIDE)
    assert listed is not None
    # The list, its head, each entry after the head (what it answers); "老王" alone is a
    # name and nothing else: the list's head stands for it.
    assert signup.embedded(RIDE, listed, names) == [
        "#接龙 周二夜骑 1. 2. 带两个朋友 3. 骑公路车", "#接龙 周二夜骑",
        "#接龙 周二夜骑 带两个朋友", "#接龙 周二夜骑 骑公路车"]
    text = "#接龙 团购 " + " ".join(f"{i}.成员{i} 要了第{i}样东西" for i in range(1, 21))
    long = signup.read(text)
    assert long is not None
    kept = signup.embedded(text, long, [f"成员{i}" for i in range(20, 0, -1)])
    # The newest entries only: each is in the post that added it and the next few.
    assert len(kept) == 1 + MAX_CLAUSES
    assert kept[1] == "#接龙 团购" and kept[-1] == "#接龙 团购 要了第20样东西"
    assert "成员" not in kept[0]


def test_the_posters_entry_is_the_last_naming_them() -> None:
    listed = signup.read(RIDE)
    assert listed is not None
    assert signup.own_entry(listed, ["周一鸣"]) == "骑公路车"
    assert signup.own_entry(listed, ["老王"]) == ""  # signed up, said nothing more
    assert signup.own_entry(listed, ["阿强"]) == ""
    # A list holds something of its poster's own only through such an entry.
    assert not signup.signed_only(listed, ["周一鸣"])
    assert signup.signed_only(listed, ["老王"]) and signup.signed_only(listed, ["阿强"])


async def test_the_filler_embeds_a_list_by_its_entries_without_names(
        stores: Stores) -> None:
    chat = Chat(stores)
    await chat.say("老王", "#接龙 周二夜骑 1.老王")  # the names cut are the members'
    await chat.say("周一鸣", RIDE)
    await chat.say("小红", "带朋友可以吗，骑公路车的")

    embedded_texts: list[str] = []
    recall = Recall(stores.recall, CountingEmbedder(embedded_texts))  # type: ignore[arg-type]
    assert await VectorFiller(recall, stores.recall).fill_once() == 3
    # A list as `signup.embedded` reads it; any other message as before (its clauses).
    assert embedded_texts == ["#接龙 周二夜骑 1.", "#接龙 周二夜骑",
                              "#接龙 周二夜骑 1. 2. 带两个朋友 3. 骑公路车", "#接龙 周二夜骑",
                              "#接龙 周二夜骑 带两个朋友", "#接龙 周二夜骑 骑公路车",
                              "带朋友可以吗，骑公路车的", "带朋友可以吗", "骑公路车的"]


async def test_a_list_the_member_only_signed_up_on_is_no_statement_of_theirs(
        stores: Stores) -> None:
    chat = Chat(stores)
    await chat.say("周一鸣", "#接龙 周一聚餐报名\n1. 小红 AA\n2. 周一鸣 我来")
    await chat.say("周一鸣", "#接龙 带徒弟登记\n1. 老王 带两个\n2. 周一鸣 实习生岳小满")
    await chat.say("周一鸣", "今天热得不想出门，空调开了一天")
    recall = await embedded(stores)
    found = [d.said for d in await recall.said_by("g:1", "周一鸣的徒弟叫什么", ZHOU,
                                                  limit=5)]
    assert "#接龙 带徒弟登记\n1. 老王 带两个\n2. 周一鸣 实习生岳小满" in found
    assert "今天热得不想出门，空调开了一天" in found
    assert not any("周一聚餐报名" in said for said in found)
