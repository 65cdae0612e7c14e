"""The admin verbs, one function each, shared by the QQ commands and the web panel.

Each verb checks that the actor may (`Actor.may`), acts through the engine's public
verbs, writes the audit entry and returns a `Result`; the front end renders it with
`mnemo.texts.admin_text` and does nothing else. A refusal is logged here, once.

Two acts stay with the front end, because they are its own: restarting the process
(the answer must go out first) and checking the current panel password at the door.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Protocol

from .. import texts
from ..config import PROVIDER_KEYS, SETTINGS
from ..errors import Busy
from ..keys import ConversationKey, check_scope
from ..memory import DuplicateMemory, MemoryFull, MemoryNotFound
from ..settings import SettingError, userinfo_passwords
from .actor import NEEDS, Actor, Verb
from .audit import AuditLog
from .result import Result, Status

if TYPE_CHECKING:
    from ..engine import Engine

log = logging.getLogger("mnemo.admin")


class PasswordBook(Protocol):
    """Where the panel password lives (the panel supplies it: it owns the hashing)."""

    def problem(self, password: str) -> str | None:
        """Why `password` is not acceptable, or None."""
        ...

    async def change(self, password: str) -> None:
        """Store it; every panel session ends."""
        ...


def _ignore(value: str) -> None:
    """No log filter to tell."""


class Admin:
    """The admin verbs on one engine. Cheap to build: it holds the engine and a hook."""

    def __init__(self, engine: Engine, *, on_secret: Callable[[str], None] = _ignore) -> None:
        """`on_secret` is told each secret value set, so the front end's log masks it."""
        self.engine = engine
        self._on_secret = on_secret
        self.audit = AuditLog(engine.panel)

    # -- shared steps -------------------------------------------------------------------

    def _refused(self, actor: Actor, verb: Verb, key: str = "") -> Result:
        elsewhere = actor.role >= NEEDS[verb]  # the role reaches, not to that conversation
        log.warning("admin: refused %s%s to %s via %s (%s)", verb.value,
                    f" of {key}" if key else "", actor.who, actor.front.value,
                    f"not {actor.where}" if elsewhere else f"needs {NEEDS[verb].name}")
        return Result(verb, Status.REFUSED, key, actor.here(key) if key else False,
                      needs=NEEDS[verb], elsewhere=elsewhere)

    async def _done(self, actor: Actor, result: Result) -> Result:
        await self.audit.write(actor, result.verb.value, texts.audit_detail(result))
        return result

    def _conversation(self, verb: Verb, raw: str) -> ConversationKey | Result:
        try:
            return ConversationKey(raw)
        except ValueError:
            return Result(verb, Status.INVALID, error=texts.BAD_CONVERSATION)

    # -- conversations ------------------------------------------------------------------

    async def set_ai(self, actor: Actor, raw_key: str, on: bool) -> Result:
        """Switch a group's AI on or off (off also stops its running reply)."""
        key = self._conversation(Verb.AI, raw_key)
        if isinstance(key, Result):
            return key
        if not actor.may(Verb.AI, key):
            return self._refused(actor, Verb.AI, key)
        if not key.is_group:
            return Result(Verb.AI, Status.INVALID, key, error=texts.AI_GROUPS_ONLY)
        await self.engine.set_ai(key, on)
        return await self._done(actor, Result(Verb.AI, Status.DONE, key, actor.here(key),
                                              on=on))

    async def new(self, actor: Actor, raw_key: str) -> Result:
        """A fresh conversation; the old one is archived (and restorable)."""
        key = self._conversation(Verb.NEW, raw_key)
        if isinstance(key, Result):
            return key
        if not actor.may(Verb.NEW, key):
            return self._refused(actor, Verb.NEW, key)
        await self.engine.new(key)
        return await self._done(actor, Result(Verb.NEW, Status.DONE, key, actor.here(key)))

    async def stop(self, actor: Actor, raw_key: str) -> Result:
        """Cancel the running reply and drop the queue."""
        key = self._conversation(Verb.STOP, raw_key)
        if isinstance(key, Result):
            return key
        if not actor.may(Verb.STOP, key):
            return self._refused(actor, Verb.STOP, key)
        stopped = self.engine.stop(key)
        return await self._done(actor, Result(Verb.STOP, Status.DONE if stopped
                                              else Status.NOTHING, key, actor.here(key)))

    async def compact(self, actor: Actor, raw_key: str) -> Result:
        """Compress the conversation now."""
        key = self._conversation(Verb.COMPACT, raw_key)
        if isinstance(key, Result):
            return key
        if not actor.may(Verb.COMPACT, key):
            return self._refused(actor, Verb.COMPACT, key)
        here = actor.here(key)
        try:
            record = await self.engine.compact(key)
        except Busy:
            return Result(Verb.COMPACT, Status.BUSY, key, here)
        if record is None:
            return Result(Verb.COMPACT, Status.NOTHING, key, here)
        return await self._done(actor, Result(Verb.COMPACT, Status.DONE, key, here,
                                              record=record))

    async def restore(self, actor: Actor, raw_key: str) -> Result:
        """Bring back the conversation as it was before the last compression or clear."""
        key = self._conversation(Verb.RESTORE, raw_key)
        if isinstance(key, Result):
            return key
        if not actor.may(Verb.RESTORE, key):
            return self._refused(actor, Verb.RESTORE, key)
        here = actor.here(key)
        try:
            restored = await self.engine.restore(key)
        except Busy:
            return Result(Verb.RESTORE, Status.BUSY, key, here)
        if restored is None:
            return Result(Verb.RESTORE, Status.NOTHING, key, here)
        return await self._done(actor, Result(Verb.RESTORE, Status.DONE, key, here,
                                              messages=restored.messages,
                                              tokens=restored.tokens))

    # -- settings -----------------------------------------------------------------------

    async def set_setting(self, actor: Actor, name: str, raw: str,
                          secret: str | None = None) -> Result:
        """Change a setting at run time (validated as `.env` is; stored). For a provider's
        address, `secret` is its key entered with it; without one the old key is cleared,
        since a key goes only to the address it was entered for."""
        if not actor.may(Verb.SET):
            return self._refused(actor, Verb.SET)
        settings = self.engine.settings
        try:
            before = settings.get(name)
        except SettingError as exc:
            return Result(Verb.SET, Status.INVALID, error=str(exc))
        if before.info.secret and not raw.strip():
            return Result(Verb.SET, Status.INVALID, name=before.info.short,
                          error=texts.SECRET_NEEDS_VALUE)
        try:
            view = await settings.set(name, raw, secret=secret or None)
        except SettingError as exc:
            return Result(Verb.SET, Status.INVALID, name=before.info.short, error=str(exc))
        config = self.engine.config
        if view.info.secret:
            self._on_secret(str(getattr(config, view.name) or ""))
        if secret:
            self._on_secret(secret)
        for password in userinfo_passwords(str(getattr(config, view.name))):
            self._on_secret(password)
        paired = PROVIDER_KEYS.get(view.name)
        log.info("admin: setting %s changed by %s via %s", view.name, actor.who,
                 actor.front.value)
        # `shown` of a secret is only "set" or "not set": the audit detail says neither.
        return await self._done(actor, Result(Verb.SET, Status.DONE, name=view.info.short,
                                              before=before.shown, shown=view.shown,
                                              secret=view.info.secret,
                                              applies_now=view.applies_now,
                                              key_set=SETTINGS[paired].short
                                              if paired and secret else "",
                                              cleared=SETTINGS[view.cleared].short
                                              if view.cleared else ""))

    async def unset_setting(self, actor: Actor, name: str) -> Result:
        """Drop the run-time value: the `.env` one applies again."""
        if not actor.may(Verb.UNSET):
            return self._refused(actor, Verb.UNSET)
        try:
            view = await self.engine.settings.unset(name)
        except SettingError as exc:
            return Result(Verb.UNSET, Status.INVALID, error=str(exc))
        log.info("admin: setting %s reset by %s via %s", view.name, actor.who,
                 actor.front.value)
        return await self._done(actor, Result(Verb.UNSET, Status.DONE, name=view.info.short,
                                              shown=view.shown,
                                              applies_now=view.applies_now))

    # -- memories -----------------------------------------------------------------------

    def _scope(self, actor: Actor, verb: Verb, raw: str) -> str | Result:
        try:
            scope = check_scope(raw)
        except ValueError as exc:
            return Result(verb, Status.INVALID, error=str(exc))
        if not actor.may(verb, scope):
            return self._refused(actor, verb, scope)
        return scope

    async def memories(self, actor: Actor, raw_scope: str) -> Result:
        """The scope's memories, newest first (a read: not audited)."""
        scope = self._scope(actor, Verb.MEMORY_LIST, raw_scope)
        if isinstance(scope, Result):
            return scope
        found = await self.engine.memories.list(scope)
        return Result(Verb.MEMORY_LIST, Status.DONE, scope, actor.here(scope), memories=found)

    async def add_memory(self, actor: Actor, raw_scope: str, content: str,
                         tags: Iterable[str] | str = ()) -> Result:
        """A new memory; the same one twice is kept once. `tags` as `clean_tags` takes."""
        verb = Verb.MEMORY_ADD
        scope = self._scope(actor, verb, raw_scope)
        if isinstance(scope, Result):
            return scope
        try:
            saved = await self.engine.memories.add(scope, content, tags)
        except MemoryFull as exc:
            return Result(verb, Status.FULL, scope, limit=exc.limit)
        except ValueError as exc:
            return Result(verb, Status.INVALID, scope, error=str(exc))
        if not saved.created:
            return Result(verb, Status.EXISTS, scope, memory=saved.memory,
                          memory_id=saved.memory.id)
        return await self._done(actor, Result(verb, Status.DONE, scope, actor.here(scope),
                                              memory=saved.memory, memory_id=saved.memory.id))

    async def edit_memory(self, actor: Actor, raw_scope: str, memory_id: int,
                          content: str | None, tags: Iterable[str] | str | None = None) -> Result:
        """New content and/or tags (None keeps what is there)."""
        verb = Verb.MEMORY_EDIT
        scope = self._scope(actor, verb, raw_scope)
        if isinstance(scope, Result):
            return scope
        try:
            memory = await self.engine.memories.edit(scope, memory_id, content, tags)
        except MemoryNotFound:
            return Result(verb, Status.NOT_FOUND, scope, memory_id=memory_id)
        except DuplicateMemory as exc:
            return Result(verb, Status.EXISTS, scope, memory=exc.existing,
                          memory_id=memory_id)
        except ValueError as exc:
            return Result(verb, Status.INVALID, scope, error=str(exc))
        return await self._done(actor, Result(verb, Status.DONE, scope, actor.here(scope),
                                              memory=memory, memory_id=memory.id))

    async def delete_memory(self, actor: Actor, raw_scope: str, memory_id: int) -> Result:
        verb = Verb.MEMORY_DELETE
        scope = self._scope(actor, verb, raw_scope)
        if isinstance(scope, Result):
            return scope
        if not await self.engine.memories.delete(scope, memory_id):
            return Result(verb, Status.NOT_FOUND, scope, memory_id=memory_id)
        return await self._done(actor, Result(verb, Status.DONE, scope, actor.here(scope),
                                              memory_id=memory_id))

    # -- the bot ------------------------------------------------------------------------

    async def restart(self, actor: Actor) -> Result:
        """Allowed and recorded; the front end restarts once its answer is out."""
        if not actor.may(Verb.RESTART):
            return self._refused(actor, Verb.RESTART)
        log.warning("admin: restart requested by %s via %s (%s)", actor.who,
                    actor.front.value, actor.where)
        return await self._done(actor, Result(Verb.RESTART, Status.DONE))

    async def change_password(self, actor: Actor, password: str, book: PasswordBook) -> Result:
        """A new panel password; every panel session ends."""
        if not actor.may(Verb.PASSWORD):
            return self._refused(actor, Verb.PASSWORD)
        problem = book.problem(password)
        if problem:
            return Result(Verb.PASSWORD, Status.INVALID, error=problem)
        await book.change(password)
        log.warning("admin: panel password changed by %s via %s (%s); every session ended",
                    actor.who, actor.front.value, actor.where)
        return await self._done(actor, Result(Verb.PASSWORD, Status.DONE))

