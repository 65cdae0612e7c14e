"""The images seen lately, so `load_images` can still reach them after their turn.

Bytes are kept for the last few images (bounded by count and size), source URLs for many
more; after a restart an image is fetched again from its URL if that is still known.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .download import FetchedImage

MB = 1024 * 1024


class RecentImages:
    """The images of the last messages, LRU, plus a longer memory of where they came from.

    Bytes are bounded by count and total size; URLs (small) are kept for many more
    images, so an image whose bytes were evicted can still be fetched again while its URL
    lives. Nothing here survives a restart, and nothing here is ever persisted.
    """

    def __init__(self, max_entries: int = 64, max_bytes: int = 64 * MB,
                 max_urls: int = 1024) -> None:
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self.max_urls = max_urls
        self._images: OrderedDict[str, FetchedImage] = OrderedDict()
        self._bytes = 0
        self._url_of: OrderedDict[str, str] = OrderedDict()  # hash -> url
        self._hash_of: OrderedDict[str, str] = OrderedDict()  # url -> content hash

    def __len__(self) -> int:
        return len(self._images)

    @property
    def bytes(self) -> int:
        return self._bytes

    def get(self, key: str) -> FetchedImage | None:
        image = self._images.get(key)
        if image is not None:
            self._images.move_to_end(key)
        return image

    def url(self, key: str) -> str | None:
        return self._url_of.get(key)

    def by_url(self, url: str) -> FetchedImage | None:
        key = self._hash_of.get(url)
        return self.get(key) if key is not None else None

    def add(self, image: FetchedImage, url: str | None = None) -> None:
        if url:
            self.note_url(image.hash, url)
            _put(self._hash_of, url, image.hash, self.max_urls)
        # The data URI is what is held in memory, so that is what counts against the cap.
        cost = len(image.data_uri)
        if cost > self.max_bytes:
            return
        old = self._images.pop(image.hash, None)
        if old is not None:
            self._bytes -= len(old.data_uri)
        self._images[image.hash] = image
        self._bytes += cost
        while self._images and (len(self._images) > self.max_entries
                                or self._bytes > self.max_bytes):
            _, dropped = self._images.popitem(last=False)
            self._bytes -= len(dropped.data_uri)

    def note_url(self, key: str, url: str) -> None:
        _put(self._url_of, key, url, self.max_urls)


def _put(cache: OrderedDict[str, str], key: str, value: str, limit: int) -> None:
    cache[key] = value
    cache.move_to_end(key)
    while len(cache) > limit:
        cache.popitem(last=False)
