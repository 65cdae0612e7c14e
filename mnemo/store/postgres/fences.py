"""Turn leases as fencing tokens: a process whose turn lock died writes nothing more.

A turn lock is a session-level advisory lock on one connection. When the server drops
that connection in the middle of a turn (a restart, a network cut) the lock goes with it,
and another process may take the conversation while this one still has the turn's writes
to make. So the lease also records the conversation's stored `version` when it was
taken, and every write of that conversation from this process checks, under the
conversation's row lock, that the version is still that one plus this process's own
writes since. Another process's write in between makes it fail with `Superseded` and
change nothing: the two turns never interleave, and the turn that lost its lock gets the
short "not stored" message instead of an answer nobody else heard.
"""

from __future__ import annotations

from ...errors import MnemoError


class Superseded(MnemoError):
    """Another process wrote the conversation after this one's turn lock was lost."""

    def __init__(self, session: str) -> None:
        super().__init__(f"{session} was written by another process since this turn began")
        self.session = session


class Fences:
    """The versions this process's held turn leases expect, by conversation."""

    def __init__(self) -> None:
        self._expected: dict[str, int] = {}

    def hold(self, session: str, version: int) -> None:
        self._expected[session] = version

    def drop(self, session: str) -> None:
        self._expected.pop(session, None)

    def check(self, session: str, version: int) -> None:
        """Raise `Superseded` if `session` is held and its stored version moved on."""
        expected = self._expected.get(session)
        if expected is not None and version != expected:
            raise Superseded(session)

    def advance(self, session: str, version: int) -> None:
        """This process's own write left `session` at `version`."""
        if session in self._expected:
            self._expected[session] = version
