"""One conversation's message vectors in memory, and the nearest of them to a query.

A brute-force float32 scan reads every vector on every query: 100,000 rows of 1,024
dimensions are 400 MB of memory and tens of milliseconds. Instead each row is held
twice, compactly:

- a 1,024-bit code: on which side of each of 1,024 fixed random hyperplanes the row lies
  (after the conversation's mean vector is taken out), and
- the row quantised to int8 with its own scale (dims bytes).

A query first ranks every row by the Hamming distance between its code and the query's
(XOR and popcount passes over contiguous 64-bit columns: the share of differing bits
estimates the angle between them), then computes the cosine of the best thousand from
their int8 rows. Random hyperplanes, not the rows' own signs: sparse vectors (a few
active dimensions) would otherwise be ranked by how many dimensions they use. The mean
is taken out because real models put every text in a narrow cone (0.7 to 0.9 between
unrelated texts), which would leave most bits the same for every row; it changes no
ranking, as q·v and q·(v - mean) differ by the same amount in every row. The int8 cosine
is within about 1e-3 of the float32 one. Rows clearly above the noise come out in their
exact order; among noise-level rows the order is approximate.

Each row found also gets its centred cosine: the cosine of query and row once a centre
(the mean of the conversation's rows, see `mean`) is taken out of both. It says whether
a row is related at all, as a raw cosine cannot when unrelated texts already sit at 0.85
(recall's `search` module uses it for its floor).

Given a centre per script (`scripts`: each row knows the script its text is written in,
and `script_means` gives each script's mean), each row's own script's centre is taken
out of it and the query's script's out of the query, and the rows are ranked by that
centred cosine. A model puts each language near a direction of its own: by the raw
cosine a Chinese question about a line said in English ranks that line below hundreds
of Chinese lines on nothing in particular. Measured on bench/recall.py's mixed-language
sets with multilingual-e5-small, such questions' evidence was among the 20 nearest for
28-53 % of them by the raw cosine, 36-70 % with each script's centre taken out.
"""

from __future__ import annotations

import functools
import struct
from collections.abc import Collection, Sequence
from typing import NamedTuple

import numpy as np

from .scripts import COUNT, scripts_of

# How many rows the coarse pass keeps for the int8 cosine (more when rows are excluded).
# Rescoring 1,000 rows of 1,024 dimensions takes about a millisecond.
COARSE = 1000
# Bits per code. Measured on bench/recall.py's vectors at 100,000 rows, the ten best of
# a query differed from the exact ones in 14 of 300 queries with 512 bits, in 1 with
# 1,024; more bits cost a longer first pass and a slower load (the projection).
BITS = 1024
# Below this many stored numbers (rows × dims) the int8 cosine of every row costs no
# more than the first pass (measured: about 2 ms either way at 2,000,000): all are
# scored, and the order is the exact one but for int8 rounding.
EXACT_CELLS = 2_000_000
# Rows of a script before its own mean is what its rows are coded against (`extend`).
CODE_ROWS = 100
# Centred cosine below this is unrelated text: recall's floor and memory search's.
# Calibrated with bench/recall.py on multilingual-e5-small (messages with their clauses'
# vectors, questions without their closing words): paraphrased questions found /
# questions about things never said given a block all the same, 65 / 6 % at 0.27,
# 62 / 2 % at 0.3, 54 / 0.3 % at 0.33. Kept here, not in `search`, because `search`
# imports the memory package, which imports this.
CENTRED_FLOOR = 0.3


class Near(NamedTuple):
    """A row found for a query: its id, cosine and centred cosine."""

    id: int
    cosine: float
    centred: float


class VectorTable:
    """ids, times, codes (a row of 64-bit words per 64 bits, a column per message, so
    each XOR pass runs over contiguous memory) and int8 rows, grown in place."""

    __slots__ = ("at", "centers", "codes", "dim", "expected", "ids", "last", "n", "planes",
                 "q8", "scale", "script_rows", "script_total", "scripts", "total")

    def __init__(self, expected: int = 0) -> None:
        # Rows the first load will bring (the conversation's entry count): room for them
        # at once rather than a copy per growth step.
        self.expected = expected
        self.n = 0
        self.dim = 0
        self.last = 0
        self.ids = np.zeros(0, dtype=np.int64)
        self.at = np.zeros(0, dtype=np.float64)
        # What each script's rows are coded against (see `extend`), a row per script.
        self.centers = np.zeros((COUNT, 0), dtype=np.float32)
        self.planes = np.zeros((0, 0), dtype=np.float32)
        self.codes = np.zeros((0, 0), dtype=np.uint64)
        self.q8 = np.zeros((0, 0), dtype=np.int8)
        self.scale = np.zeros(0, dtype=np.float32)
        self.total = np.zeros(0, dtype=np.float64)  # the sum of every row added
        self.scripts = np.zeros(0, dtype=np.int8)  # each row's text's (`scripts`)
        self.script_total = np.zeros((COUNT, 0), dtype=np.float64)  # the sum per script
        self.script_rows = np.zeros(COUNT, dtype=np.int64)

    @property
    def mean(self) -> np.ndarray:
        """The mean of the rows (all of them, unlike `centers`: fixed once set)."""
        return (self.total / max(self.n, 1)).astype(np.float32)

    def script_means(self) -> tuple[np.ndarray, np.ndarray]:
        """(the mean of each script's rows, their counts): a row per script (`scripts`),
        zero for a script with none."""
        rows = np.maximum(self.script_rows, 1)[:, None]
        return (self.script_total / rows).astype(np.float32), self.script_rows.copy()

    @property
    def nbytes(self) -> int:
        """Memory held, capacity included."""
        # The hyperplanes are shared by every table of this size: not counted.
        return sum(a.nbytes for a in (self.ids, self.at, self.scale, self.codes, self.q8,
                                      self.centers, self.total, self.scripts,
                                      self.script_total))

    def extend(self, rows: Sequence[tuple[int, float, bytes, str]]) -> None:
        """Append (id, at, stored vectors, text) rows, in id order: a row per vector, so a
        message stored with its clauses' vectors (see `stored`) has several, each of
        the text's script."""
        if not rows:
            return
        self.last = max(self.last, int(rows[-1][0]))
        dim = self.dim or next((dim_of(r[2]) for r in rows if r[2]), 0)
        if dim == 0:
            return
        # Bytes slices and lengths only, per row: a chunk of 5,000 is decoded while
        # holding the interpreter, and other conversations wait for it.
        bodies: list[bytes] = []
        ids: list[int] = []
        ats: list[float] = []
        counts: list[int] = []
        texts: list[str] = []
        for doc_id, at, blob, text in rows:
            body, size = _split(blob)
            if not body or size != dim:
                continue  # texts the model could not embed, another model's size
            bodies.append(body)
            ids.append(doc_id)
            ats.append(at)
            counts.append(len(body) // (dim * 4))
            texts.append(text)
        if not bodies:
            return
        block = np.frombuffer(b"".join(bodies), dtype=np.float32).reshape(-1, dim)
        repeat = np.asarray(counts)
        if self.n == 0:
            self.dim = dim
            # The first block's mean stands for the conversation's: any fixed vector keeps
            # the codes comparable, and a good estimate keeps them informative.
            self.centers = np.tile(block.mean(axis=0).astype(np.float32), (COUNT, 1))
            self.planes = _planes(dim)
            self.total = np.zeros(dim, dtype=np.float64)
            self.script_total = np.zeros((COUNT, dim), dtype=np.float64)
        self.total += block.sum(axis=0, dtype=np.float64)
        script = np.repeat(scripts_of(texts), repeat)
        for which in np.unique(script):
            before = self.script_rows[which]
            mine = script == which
            self.script_total[which] += block[mine].sum(axis=0, dtype=np.float64)
            self.script_rows[which] += np.count_nonzero(mine)
            # A script's rows are coded against its own mean once it has `CODE_ROWS`,
            # fixed then (codes must stay comparable): a query's first pass takes its
            # own script's centre out (see `top`), and a line in another language would
            # otherwise differ from it by the two languages' directions in every bit.
            # Its fewer earlier rows are coded again.
            if before < CODE_ROWS <= self.script_rows[which]:
                self.centers[which] = self.script_total[which] / self.script_rows[which]
                earlier = np.flatnonzero(self.scripts[:self.n] == which)
                if len(earlier) == 0:
                    continue
                decoded = self.q8[earlier].astype(np.float32) * self.scale[earlier, None]
                self.codes[:, earlier] = _signs((decoded - self.centers[which])
                                                @ self.planes).T
        self._reserve(self.n + len(block))
        start, end = self.n, self.n + len(block)
        self.ids[start:end] = np.repeat(np.asarray(ids, dtype=np.int64), repeat)
        self.at[start:end] = np.repeat(np.asarray(ats, dtype=np.float64), repeat)
        self.scripts[start:end] = script
        self.codes[:, start:end] = _signs((block - self.centers[script]) @ self.planes).T
        peak = np.abs(block).max(axis=1)
        scale = np.where(peak > 0, peak / 127.0, 1.0).astype(np.float32)
        self.q8[start:end] = np.rint(block / scale[:, None]).astype(np.int8)
        self.scale[start:end] = scale
        self.n = end

    def _reserve(self, size: int) -> None:
        if size <= len(self.ids):
            return
        # A quarter more each time: the slack of a large conversation stays small.
        cap = max(size, len(self.ids) + len(self.ids) // 4, self.expected, 1024)
        n = self.n
        ids, at, scale, scripts = (np.zeros(cap, dtype=a.dtype)
                                   for a in (self.ids, self.at, self.scale, self.scripts))
        codes = np.zeros((self.planes.shape[1] // 64, cap), dtype=np.uint64)
        q8 = np.zeros((cap, self.dim), dtype=np.int8)
        if n:
            ids[:n], at[:n], scale[:n] = self.ids[:n], self.at[:n], self.scale[:n]
            scripts[:n], codes[:, :n], q8[:n] = self.scripts[:n], self.codes[:, :n], self.q8[:n]
        self.ids, self.at, self.scale, self.codes, self.q8 = ids, at, scale, codes, q8
        self.scripts = scripts

    def top(self, q: np.ndarray, want: int, excluded: Collection[float] = (),
            since: float | None = None, until: float | None = None,
            centres: np.ndarray | None = None, script: int = 0) -> list[Near]:
        """The `want` rows nearest to unit vector `q`, best first, among those with
        since <= at <= until and at not in `excluded` (noise-level rows by the first
        pass's estimate: see the module's docstring).

        Without `centres`, rows are ranked by their cosine and centred against the
        table's mean. With `centres` (a row per script, `scripts.COUNT` of them), each
        row's script's centre is taken out of it and the centre of `script`, the
        query's, out of the query, and rows are ranked by that centred cosine."""
        n = self.n
        if n == 0 or want <= 0 or q.shape[0] != self.dim:
            return []
        centred_q = q if centres is None else q - centres[script]
        keep = COARSE + len(excluded) + want
        if n <= keep or n * self.dim <= EXACT_CELLS:
            candidates = np.arange(n)
        else:
            candidates = self._coarse(centred_q, keep, since, until)
        at = self.at[candidates]
        ok = np.ones(len(candidates), dtype=bool)
        if since is not None:
            ok &= at >= since
        if until is not None:
            ok &= at <= until
        if excluded:
            ok &= ~np.isin(at, np.fromiter(excluded, np.float64, len(excluded)))
        candidates = candidates[ok]
        if len(candidates) == 0:
            return []
        rows8 = self.q8[candidates].astype(np.float32)
        scale = self.scale[candidates]
        if centres is None:
            # einsum, not `@`: a multithreaded BLAS was three times slower on a shared
            # two-core machine, and one core is all this may take.
            key = np.einsum("ij,j->i", rows8, q) * scale
        else:
            key = _centred_key(rows8, scale, self.scripts[candidates], centred_q, centres)
        # A message may hold several rows (its clauses): its best one stands for it.
        order = np.argsort(-key, kind="stable")
        _, first = np.unique(self.ids[candidates[order]], return_index=True)
        rows = candidates[order[np.sort(first)[:want]]]
        # A few dozen rows: their int8 copies are decoded once more rather than kept.
        decoded = self.q8[rows].astype(np.float32) * self.scale[rows, None]
        cosines = np.einsum("ij,j->i", decoded, q)
        if centres is None:
            centred = centred_cosines(q, decoded, self.mean)
        else:
            centred = centred_cosines(centred_q, decoded - centres[self.scripts[rows]], 0.0)
        return [Near(int(self.ids[r]), float(c), float(cc))
                for r, c, cc in zip(rows, cosines, centred, strict=True)]

    def _coarse(self, q: np.ndarray, keep: int, since: float | None,
                until: float | None) -> np.ndarray:
        """Indices of the `keep` rows of least Hamming distance to q's signs, within the
        time range (rows outside it are pushed past every other)."""
        n = self.n
        signs = _signs((q @ self.planes)[None, :])[0]
        distance = np.zeros(n, dtype=np.uint16)
        word = np.empty(n, dtype=np.uint64)
        count = np.empty(n, dtype=np.uint8)
        for w in range(self.codes.shape[0]):
            np.bitwise_xor(self.codes[w, :n], signs[w], out=word)
            np.bitwise_count(word, out=count)
            distance += count
        far = self.codes.shape[0] * 64 + 1
        if since is not None:
            distance[self.at[:n] < since] = far
        if until is not None:
            distance[self.at[:n] > until] = far
        # The cut-off distance from a histogram, then the rows below it and as many at
        # it as still fit: cheaper than a partition of every row.
        histogram = np.bincount(distance, minlength=far + 1)
        cut = int(np.searchsorted(np.cumsum(histogram), keep))
        below = np.flatnonzero(distance < cut)
        at_cut = np.flatnonzero(distance == cut)[: keep - len(below)]
        return np.concatenate([below, at_cut])


def _centred_key(rows8: np.ndarray, scale: np.ndarray, scripts: np.ndarray,
                 centred_q: np.ndarray, centres: np.ndarray) -> np.ndarray:
    """(v - c)·q' / |v - c| for each int8 row v of its script's centre c, q' the query
    less its own: the centred cosine but for the query's length, the same for every row.
    Stored rows are unit vectors, so |v - c|² is 1 - 2 v·c + |c|², and v·c needs a pass
    per script present rather than a copy of every row less its centre (a pass over all
    rows costs less than one over a copy of a script's)."""
    dot = np.einsum("ij,j->i", rows8, centred_q) * scale
    own = np.zeros(len(rows8), dtype=np.float32)
    for which in np.unique(scripts):
        along = np.einsum("ij,j->i", rows8, centres[which]) * scale
        own = np.where(scripts == which, along, own)
    across = np.einsum("ij,j->i", centres, centred_q)[scripts]
    squares = np.einsum("ij,ij->i", centres, centres)[scripts]
    return (dot - across) / np.sqrt(np.maximum(1.0 - 2.0 * own + squares, 1e-12))


def centred_cosines(q: np.ndarray, rows: np.ndarray, centre: np.ndarray | float
                    ) -> np.ndarray:
    """(q - c)·(v - c) / (|q - c| |v - c|) for each row v: the cosine with the centre c
    taken out of both (see the module's docstring)."""
    qc = q - centre
    vc = rows - centre
    # einsum, not `@`: see `top` (one core is all this may take).
    return np.einsum("ij,j->i", vc, qc) / (
        np.sqrt(np.maximum(np.einsum("ij,ij->i", vc, vc), 1e-12))
        * np.sqrt(max(float(qc @ qc), 1e-12)))


def stored(vectors: Sequence[bytes]) -> bytes:
    """How a message's vectors are stored: its own, then its clauses' (each unit float32
    bytes of one size); with clauses, one more float32 holding that size. A unit
    vector's parts are at most 1, so that trailer cannot be mistaken for one of them, and
    a vector stored alone (as every one was before clauses) needs none."""
    if len(vectors) <= 1:
        return vectors[0] if vectors else b""
    return b"".join(vectors) + np.float32(len(vectors[0]) // 4).tobytes()


def _split(blob: bytes) -> tuple[bytes, int]:
    """The vectors' bytes of a stored blob (`stored`) and their size."""
    n = len(blob)
    if n >= 12 and n % 4 == 0:
        (last,) = struct.unpack_from("=f", blob, n - 4)
        dim = int(last) if last > 1.5 else 0
        if dim and (n - 4) % (dim * 4) == 0:
            return blob[:-4], dim
    return blob, n // 4


def vectors_of(blob: bytes) -> np.ndarray:
    """The vectors a stored blob holds (`stored`), one per row, the message's first."""
    body, dim = _split(blob)
    return np.frombuffer(body, dtype=np.float32).reshape(-1, dim) if dim else np.zeros((0, 0))


def dim_of(blob: bytes) -> int:
    """The size of the vectors in a stored blob."""
    return _split(blob)[1]


def first_of(blob: bytes) -> bytes:
    """The message's own vector of a stored blob (without its clauses')."""
    body, dim = _split(blob)
    return body[:dim * 4]


@functools.lru_cache(maxsize=4)
def _planes(dim: int) -> np.ndarray:
    """The random hyperplanes of the codes, the same for every table of this size."""
    bits = BITS
    return np.random.default_rng(dim).standard_normal((dim, bits)).astype(np.float32)


def _signs(block: np.ndarray) -> np.ndarray:
    """Rows of sign bits packed into 64-bit words (the last one zero-padded)."""
    bits = np.packbits(block > 0, axis=1)
    pad = (-bits.shape[1]) % 8
    if pad:
        bits = np.pad(bits, ((0, 0), (0, pad)))
    return np.ascontiguousarray(bits).view(np.uint64)
