"""The in-memory vector table of recall: its first pass must not lose the best rows.

Checked against a brute-force float32 scan on random data with planted near-duplicates
of the query, in a narrow cone as real embedding models give (every row shares a common
direction), with time ranges and excluded rows. The tables are small so that the tests
are quick: the size limits below which every row is scored are lowered, so the first
pass runs as it does at 100,000 rows.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mnemo.recall import scan, scripts
from mnemo.recall.scan import VectorTable, dim_of, first_of, stored, vectors_of


@pytest.fixture(autouse=True)
def first_pass_always() -> Iterator[None]:
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(scan, "EXACT_CELLS", 0)
        mp.setattr(scan, "COARSE", 60)
        yield


def unit(rows: np.ndarray) -> np.ndarray:
    return (rows / np.linalg.norm(rows, axis=-1, keepdims=True)).astype(np.float32)


def rows_of(matrix: np.ndarray, at: np.ndarray, text: str = ""
            ) -> list[tuple[int, float, bytes, str]]:
    return [(i + 1, float(at[i]), matrix[i].tobytes(), text) for i in range(len(matrix))]


def conversation(seed: int, n: int, dim: int, planted: int, cone: float
                 ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(rows, times, query): the first `planted` rows lie near the query, at spread-out
    cosines; the rest is noise."""
    rng = np.random.default_rng(seed)
    common = rng.standard_normal(dim)
    matrix = unit(rng.standard_normal((n, dim)) + cone * common / np.sqrt(dim) * 4)
    q = unit(rng.standard_normal(dim) + cone * common / np.sqrt(dim) * 4)
    for k in range(planted):
        matrix[k] = unit(q + (0.15 + 0.12 * k) * rng.standard_normal(dim) / np.sqrt(dim)
                            * 3)
    at = rng.permutation(n).astype(np.float64)  # times need not follow ids
    return matrix, at, q


def pairs(table: VectorTable, q: np.ndarray, *args: object, **kwargs: object
          ) -> list[tuple[int, float]]:
    """(id, cosine) of what `table.top` finds."""
    return [(near.id, near.cosine) for near in table.top(q, *args, **kwargs)]  # type: ignore[arg-type]


def brute_force(matrix: np.ndarray, at: np.ndarray, q: np.ndarray, want: int,
                excluded: set[float], since: float | None, until: float | None
                ) -> list[tuple[int, float]]:
    sims = matrix @ q
    keep = [i for i in range(len(matrix)) if at[i] not in excluded
            and (since is None or at[i] >= since) and (until is None or at[i] <= until)]
    keep.sort(key=lambda i: -sims[i])
    return [(i + 1, float(sims[i])) for i in keep[:want]]


# Derandomised: the first pass is an estimate, so a planted row just above the noise is
# missed now and then (the rate is the next test's); a run must not depend on the draw.
@settings(max_examples=40, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32 - 1), dim=st.sampled_from([64, 100, 256, 384]),
       planted=st.integers(1, 8), cone=st.sampled_from([0.0, 3.0]),
       chunks=st.integers(1, 4), window=st.booleans(), excluding=st.integers(0, 3))
def test_the_best_rows_are_found_in_their_exact_order(
        seed: int, dim: int, planted: int, cone: float, chunks: int, window: bool,
        excluding: int) -> None:
    n = 1500
    matrix, at, q = conversation(seed, n, dim, planted, cone)
    since, until = (300.0, 1200.0) if window else (None, None)
    # Rows left out as the model's window would be: some of the planted ones among them.
    sims = matrix @ q
    excluded = {float(at[i]) for i in np.argsort(-sims)[:excluding]}
    table = VectorTable()
    for part in np.array_split(np.arange(n), chunks):  # loaded in chunks, as from a store
        table.extend(rows_of(matrix, at)[part[0]:part[-1] + 1])
    exact = brute_force(matrix, at, q, planted, excluded, since, until)
    # The planted rows the filters leave that clear the noise must be the first found.
    noise = max(s for _, s in brute_force(matrix[planted:], at[planted:], q, 1, excluded,
                                          since, until))
    clear = [(i, s) for i, s in exact if i <= planted and s > noise + 0.01]
    found = pairs(table, q, 10, excluded, since, until)
    assert {i for i, _ in found[:len(clear)]} == {i for i, _ in clear}
    rank = {i: r for r, (i, _) in enumerate(found)}
    for i, s in clear:  # in exact order, but for int8 rounding between near-equal ones
        assert abs(dict(found)[i] - s) < 2e-3
        assert all(rank[i] < rank[j] for j, t in clear if s - t > 4e-3)
    for i, _ in found:
        t = at[i - 1]
        assert t not in excluded
        assert since is None or t >= since
        assert until is None or t <= until


def test_rows_above_the_noise_are_missed_rarely() -> None:
    """How often the first pass loses a planted row that clears the best noise row by a
    margin, over 300 drawn conversations (narrow cones, time ranges, exclusions)."""
    rng = np.random.default_rng(1)
    missed = {0.01: 0, 0.05: 0}
    for _ in range(300):
        seed, dim = int(rng.integers(0, 2**32 - 1)), int(rng.choice([64, 100, 256, 384]))
        planted, cone = int(rng.integers(1, 9)), float(rng.choice([0.0, 3.0]))
        since, until = (300.0, 1200.0) if rng.integers(0, 2) else (None, None)
        matrix, at, q = conversation(seed, 1500, dim, planted, cone)
        excluded = {float(at[i]) for i in np.argsort(-(matrix @ q))[:int(rng.integers(0, 4))]}
        table = VectorTable()
        table.extend(rows_of(matrix, at))
        found = {i for i, _ in pairs(table, q, 10, excluded, since, until)}
        exact = brute_force(matrix, at, q, planted, excluded, since, until)
        noise = max(s for _, s in brute_force(matrix[planted:], at[planted:], q, 1, excluded,
                                              since, until))
        for margin in missed:
            if any(i not in found for i, s in exact if i <= planted and s > noise + margin):
                missed[margin] += 1
    # Measured: 2 and 0 of 300. (An estimate weighing each row's length as well, tried:
    # 1 and 0 here, but 99 of 100 planted rows in order instead of 100 in bench/recall.py.)
    assert missed[0.01] <= 3 and missed[0.05] == 0, missed


def test_rows_outside_the_time_range_are_never_returned() -> None:
    """A narrow range holding fewer rows than asked for: only those, however near."""
    matrix, at, q = conversation(1, 2000, 64, 5, 3.0)
    table = VectorTable()
    table.extend(rows_of(matrix, at))
    found = pairs(table, q, 50, (), since=100.0, until=109.0)
    assert sorted(at[i - 1] for i, _ in found) == [float(t) for t in range(100, 110)]
    assert [i for i, _ in found] == [i for i, _ in brute_force(matrix, at, q, 50, set(),
                                                               100.0, 109.0)]


def test_small_tables_score_every_row() -> None:
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(scan, "EXACT_CELLS", 2_000_000)
        matrix, at, q = conversation(2, 800, 128, 3, 0.0)
        table = VectorTable()
        table.extend(rows_of(matrix, at))
        found = pairs(table, q, 20)
        exact = brute_force(matrix, at, q, 20, set(), None, None)
        assert [i for i, _ in found[:3]] == [i for i, _ in exact[:3]]
        assert len({i for i, _ in found} & {i for i, _ in exact}) >= 18  # int8 ties aside


def test_empty_and_foreign_sized_vectors_are_left_out() -> None:
    matrix, at, q = conversation(3, 10, 16, 1, 0.0)
    rows = rows_of(matrix, at)
    rows[2] = (3, rows[2][1], b"", "")
    rows[4] = (5, rows[4][1], np.ones(8, dtype=np.float32).tobytes(), "")
    table = VectorTable()
    table.extend(rows)
    assert table.n == 8 and table.last == 10
    assert {i for i, _ in pairs(table, q, 10)} == set(range(1, 11)) - {3, 5}
    assert pairs(table, np.ones(8, dtype=np.float32), 5) == []  # another model's query


def test_memory_is_a_fraction_of_float32() -> None:
    matrix, at, _ = conversation(4, 5000, 384, 1, 0.0)
    table = VectorTable(expected=5000)
    table.extend(rows_of(matrix, at))
    assert table.nbytes < matrix.nbytes / 2


@pytest.mark.parametrize("chunks", [1, 3])
def test_centred_cosines_are_those_of_the_rows_less_their_mean(
        chunks: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """What recall's floor reads: the cosine once the conversation's mean is taken out of
    query and row, whatever the chunks the table was loaded in; against another centre
    when one is given (zero: the plain cosine)."""
    monkeypatch.setattr(scan, "EXACT_CELLS", 2_000_000)  # every row scored: exact ranks
    matrix, at, q = conversation(4, 1200, 100, 4, 3.0)
    table = VectorTable()
    for part in np.array_split(np.arange(len(matrix)), chunks):
        table.extend(rows_of(matrix, at)[part[0]:part[-1] + 1])
    mean = matrix.astype(np.float64).mean(axis=0)
    assert np.allclose(table.mean, mean, atol=1e-6)
    centred = unit(matrix - mean) @ unit(q - mean)
    found = table.top(q, 30)
    for near in found:
        assert abs(near.centred - centred[near.id - 1]) < 5e-3
    # The planted rows stand out once centred, the cone's shared direction gone; by the
    # raw cosine a noise row ranks above the third of them.
    planted = [n for n in found if n.id <= 4]
    noise = [n for n in found if n.id > 4]
    assert len(planted) == 3
    assert min(n.centred for n in planted) > 0.5 > 0.3 > max(n.centred for n in noise)
    assert max(n.cosine for n in noise) > min(n.cosine for n in planted)
    plain = table.top(q, 30, centres=np.zeros((scripts.COUNT, 100), dtype=np.float32))
    assert all(abs(n.centred - n.cosine) < 5e-3 for n in plain)


def test_a_message_with_its_clauses_is_one_stored_blob_and_one_hit() -> None:
    rng = np.random.default_rng(5)
    own, *parts = unit(rng.standard_normal((3, 16)))
    blob = stored([own.tobytes(), *(p.tobytes() for p in parts)])
    assert np.array_equal(vectors_of(blob), np.stack([own, *parts]))
    assert dim_of(blob) == 16 and first_of(blob) == own.tobytes()
    # A vector stored alone has no trailer: blobs written before clauses read the same.
    assert stored([own.tobytes()]) == own.tobytes()
    assert np.array_equal(vectors_of(own.tobytes()), own[None, :])
    # In the table, a row per vector; a query near a clause finds the message once, by
    # its best row, beside messages stored the old way.
    others = unit(rng.standard_normal((5, 16)))
    table = VectorTable()
    table.extend([(1, 1.0, blob, ""), *((i + 2, float(i + 2), v.tobytes(), "")
                                    for i, v in enumerate(others))])
    assert table.n == 8 and table.last == 6
    found = table.top(parts[1], 6)
    assert found[0].id == 1 and len({n.id for n in found}) == len(found) == 6
    assert abs(found[0].cosine - 1.0) < 5e-3


@pytest.mark.parametrize("chunks", [1, 4])
def test_with_a_centre_per_script_a_line_in_another_language_ranks_first(
        chunks: int) -> None:
    """Two languages, each near a direction of its own as real models put them: by the
    raw cosine a question's answer said in the other language ranks below every line
    of the question's language; with each script's centre taken out of its rows (and
    the query's out of the query) it comes first, through the first pass too, and its
    centred cosine is that of the rows less their own script's mean."""
    rng = np.random.default_rng(11)
    dim = 96
    english, chinese, topic = unit(rng.standard_normal((3, dim)))

    def lines(direction: np.ndarray, k: int, extra: np.ndarray | float = 0.0) -> np.ndarray:
        return unit(3 * direction + extra + rng.standard_normal((k, dim)) / np.sqrt(dim) * 4)

    # Ids in order of storing: 900 English lines, 3 Chinese answers, 400 Chinese lines.
    matrix = np.concatenate([lines(english, 900), lines(chinese, 3, 2 * topic),
                             lines(chinese, 400)])
    texts = ["see you at the gym"] * 900 + ["明天见"] * 403
    at = np.arange(len(matrix), dtype=np.float64)
    q = unit(3 * english + 2 * topic + rng.standard_normal(dim) / np.sqrt(dim))
    rows = [(i + 1, float(at[i]), matrix[i].tobytes(), texts[i]) for i in range(len(matrix))]
    table = VectorTable()
    for part in np.array_split(np.arange(len(rows)), chunks):
        table.extend(rows[part[0]:part[-1] + 1])
    answers = {901, 902, 903}
    raw = [n.id for n in table.top(q, 10)]
    assert not answers & set(raw)  # the premise: by the raw cosine, nowhere near

    means, counts = table.script_means()
    assert counts[scripts.LATIN] == 900 and counts[scripts.HAN] == 403
    assert np.allclose(means[scripts.HAN], matrix[900:].astype(np.float64).mean(axis=0),
                       atol=1e-6)
    found = table.top(q, 10, centres=means, script=scripts.LATIN)
    assert {n.id for n in found[:3]} == answers
    own = np.where(np.array(texts)[:, None] == "明天见", means[scripts.HAN],
                   means[scripts.LATIN])
    exact = unit(matrix - own) @ unit(q - means[scripts.LATIN])
    for near in found:
        assert abs(near.centred - exact[near.id - 1]) < 5e-3
        assert abs(near.cosine - float(matrix[near.id - 1] @ q)) < 5e-3
