"""Images: fetched once on arrival, named by content, described on demand.

markers.py names an image by its content and strips images from what is stored;
download.py fetches an addressed message's images; recent.py remembers the last ones;
describe.py turns one into text with a vision model; tool.py is `load_images`.
"""

from .describe import Describer
from .download import FetchedImage, ImageError, ImageFetcher, image_parts, sniff
from .markers import HASH_CHARS, image_hash, image_marker, persistable, without_images
from .recent import RecentImages
from .tool import load_images_tool

__all__ = [
    "HASH_CHARS",
    "Describer",
    "FetchedImage",
    "ImageError",
    "ImageFetcher",
    "RecentImages",
    "image_hash",
    "image_marker",
    "image_parts",
    "load_images_tool",
    "persistable",
    "sniff",
    "without_images",
]
