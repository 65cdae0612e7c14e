"""Image to text with a vision model, each image described at most once.

Descriptions are cached by content hash in the store, and concurrent requests for one
hash share one call.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from ..client import ChatClient
from ..store.base import DescriptionCache
from .download import FetchedImage, ImageError

log = logging.getLogger(__name__)

NO_VISION_MODEL = "未配置识图模型"


class Describer:
    """Image -> text with the vision model; each image described at most once.

    `prompt` may change at run time; the model is the client's (`client.model`).
    """

    def __init__(self, client: ChatClient | None, cache: DescriptionCache, *,
                 prompt: str) -> None:
        self.client = client
        self.cache = cache
        self.prompt = prompt
        self.calls = 0
        self._flights: dict[str, asyncio.Task[str]] = {}

    @property
    def configured(self) -> bool:
        return self.client is not None and bool(self.client.model)

    async def describe(self, key: str, load: Callable[[], Awaitable[FetchedImage]]) -> str:
        """The description of the image named `key`; `load` supplies it when needed.

        Raises ImageError (the image cannot be had) or ProviderError (the vision model
        failed); a failure is not cached, so asking again tries again.
        """
        flight = self._flights.get(key)
        if flight is None:
            cached = await self.cache.get(key)
            if cached is not None:
                return cached
            flight = self._flights.get(key)  # someone may have started while we read
        if flight is None:
            flight = asyncio.ensure_future(self._describe(key, load))
            self._flights[key] = flight
            flight.add_done_callback(lambda done: self._landed(key, done))
        # Shielded: one asker giving up (/stop) must not cancel the call the others share.
        return await asyncio.shield(flight)

    def _landed(self, key: str, flight: asyncio.Task[str]) -> None:
        if self._flights.get(key) is flight:
            del self._flights[key]
        if not flight.cancelled():
            flight.exception()  # retrieved: every asker re-raises it themselves

    async def _describe(self, key: str, load: Callable[[], Awaitable[FetchedImage]]) -> str:
        # A flight for this key may have just landed between our cache read and now.
        cached = await self.cache.get(key)
        if cached is not None:
            return cached
        if self.client is None or not self.client.model:
            # Checked after the cache: what was described before stays readable.
            raise ImageError(f"{NO_VISION_MODEL}，无法查看图片内容")
        image = await load()
        message = {"role": "user", "content": [
            {"type": "text", "text": self.prompt},
            {"type": "image_url", "image_url": {"url": image.data_uri}},
        ]}
        self.calls += 1
        completion = await self.client.complete([message])
        text = completion.content.strip()
        if not text:
            raise ImageError("识图模型没有返回描述")
        try:
            await self.cache.put(key, text, completion.model)
        except Exception:  # the description in hand is still good for this answer
            log.exception("could not cache the description of image %s", key)
        return text

    async def aclose(self) -> None:
        flights = list(self._flights.values())
        for flight in flights:
            flight.cancel()
        if flights:
            await asyncio.gather(*flights, return_exceptions=True)
