"""The engine's working parts, built from the settings: clients, agent, memory, images.

`build_parts` makes them once (the `RESTART` settings are read here); `Parts.apply`
pushes every `NOW` setting into them, so the next request uses it.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit

from .agent import Agent
from .client import ChatClient
from .compressor import Compressor
from .config import Config
from .images import Describer, ImageFetcher, RecentImages, load_images_tool
from .memory import EmbeddingClient, MemoryManager, embedding_client
from .recall.search import Recall
from .recall.topic import TopicWatch
from .recall.vectors import VectorFiller
from .store import HistoryWriter, Stores
from .tools import Tool, ToolRegistry
from .usage import Ledger
from .window import WindowPolicy

# 50 ms of group commit: with a fast model a turn is one transaction; with a slow one
# the question is stored 50 ms after it arrived, long before the answer.
WRITER_LINGER = 0.05


@dataclass(slots=True)
class Parts:
    client: ChatClient
    compressor_client: ChatClient | None
    vision_client: ChatClient | None
    embedder: EmbeddingClient | None
    compressor: Compressor
    writer: HistoryWriter
    agent: Agent
    policy: WindowPolicy
    memory: MemoryManager
    fetcher: ImageFetcher
    describer: Describer
    image_tool: Tool
    recall: Recall
    vectors: VectorFiller
    topics: TopicWatch

    def apply(self, config: Config) -> None:
        client = self.client
        client.api_key = config.aichat_api_key or None
        client.model = config.aichat_model
        client.fallback_model = config.aichat_fallback_model or None
        client.temperature = config.aichat_temperature
        client.max_tokens = config.aichat_max_tokens
        for c in (client, self.compressor_client, self.vision_client):
            if c is not None:
                c.max_attempts = config.aichat_max_attempts
                c.backoff_base = config.aichat_retry_base_delay
        # A secondary endpoint may have inherited the main key: a new main key reaches it.
        if self.compressor_client is not None:
            self.compressor_client.api_key = key_for(config.aichat_compressor_base_url,
                                                     config.aichat_compressor_api_key, config)
            self.compressor_client.model = config.aichat_compressor_model or config.aichat_model
        if self.vision_client is not None:
            self.vision_client.api_key = key_for(config.aichat_ocr_base_url,
                                                 config.aichat_ocr_api_key, config)
            self.vision_client.model = config.aichat_ocr_model
        self.compressor.model = config.aichat_compressor_model or None
        self.agent.max_iterations = config.aichat_max_iterations
        self.policy.max_context_tokens = config.aichat_max_context_tokens
        self.policy.high_water = config.aichat_high_water
        self.policy.low_water = config.aichat_low_water
        self.policy.precompact_water = config.aichat_precompact_water
        self.policy.summary_max_tokens = config.aichat_summary_max_tokens
        self.policy.summary_wait = config.aichat_summary_wait
        self.memory.max_entries = config.aichat_memory_max_entries
        self.fetcher.max_bytes = config.aichat_image_max_bytes
        self.describer.prompt = config.aichat_ocr_prompt

    def meter(self, ledger: Ledger) -> None:
        """Every client tells `ledger` what each of its calls used."""
        self.client.on_usage = ledger.hook("chat")
        if self.compressor_client is not None:
            self.compressor_client.on_usage = ledger.hook("compressor")
        if self.vision_client is not None:
            self.vision_client.on_usage = ledger.hook("vision")
        if self.embedder is not None:
            self.embedder.on_usage = ledger.hook("embeddings")

    def fit_image_tool(self, tools: ToolRegistry, config: Config) -> None:
        """`load_images` for a model that cannot see images, none for one that can."""
        if config.aichat_multimodal:
            tools.remove(self.image_tool.name)
        elif self.image_tool.name not in tools:
            tools.add(self.image_tool)

    async def aclose(self) -> None:
        await self.vectors.close()
        await self.writer.close()
        await self.client.aclose()
        for other in (self.compressor_client, self.vision_client, self.embedder):
            if other is not None:
                await other.aclose()
        await self.describer.aclose()
        await self.fetcher.aclose()


def build_parts(config: Config, stores: Stores) -> Parts:
    client = _chat_client(config, config.aichat_base_url, config.aichat_api_key or None,
                          config.aichat_model)
    compressor_client = None
    if config.aichat_compressor_base_url:
        compressor_client = _chat_client(
            config, config.aichat_compressor_base_url,
            key_for(config.aichat_compressor_base_url, config.aichat_compressor_api_key, config),
            config.aichat_compressor_model or config.aichat_model)
    vision_client = None
    if config.aichat_ocr_base_url:
        vision_client = _chat_client(
            config, config.aichat_ocr_base_url,
            key_for(config.aichat_ocr_base_url, config.aichat_ocr_api_key, config),
            config.aichat_ocr_model)
    embedder = embedding_client(config.aichat_embedding_base_url,
                                config.aichat_embedding_api_key or None,
                                config.aichat_embedding_model or None,
                                query_prefix=config.aichat_embedding_query_prefix,
                                document_prefix=config.aichat_embedding_document_prefix,
                                max_inputs=config.aichat_embedding_batch)
    writer = HistoryWriter(stores.history, linger=WRITER_LINGER)
    compressor = Compressor(compressor_client or client)
    agent = Agent(client, compressor, writer, stores.compactions)
    fetcher = ImageFetcher(max_bytes=config.aichat_image_max_bytes, recent=RecentImages())
    describer = Describer(vision_client, stores.descriptions, prompt=config.aichat_ocr_prompt)
    image_tool = load_images_tool(fetcher, describer)
    recall = Recall(stores.recall, embedder)
    return Parts(client=client, compressor_client=compressor_client,
                 vision_client=vision_client, embedder=embedder, compressor=compressor,
                 writer=writer, agent=agent, policy=WindowPolicy(),
                 memory=MemoryManager(stores.memories, embedder, centre=recall.model_centre),
                 fetcher=fetcher,
                 describer=describer, image_tool=image_tool, recall=recall,
                 vectors=VectorFiller(recall, stores.recall), topics=TopicWatch(recall))


def _chat_client(config: Config, base_url: str, api_key: str | None, model: str
                 ) -> ChatClient:
    """A client for one endpoint, with the bot's shared timeout and retry settings."""
    return ChatClient(base_url=base_url, api_key=api_key, model=model,
                      timeout=config.aichat_timeout, max_attempts=config.aichat_max_attempts,
                      backoff_base=config.aichat_retry_base_delay)


def key_for(base_url: str, own_key: str, config: Config) -> str | None:
    """A secondary endpoint's key: its own, or the main key only for the main host.

    Falling back to the main key for any host would hand it to a third party whenever
    someone configures a different service and forgets its key.
    """
    if own_key:
        return own_key
    if config.aichat_api_key and _host(base_url) == _host(config.aichat_base_url):
        return config.aichat_api_key
    return None


def _host(url: str) -> str:
    return urlsplit(url).netloc.lower()
