"""Whether a tool definition is one the chat API accepts, before it goes into a request.

A provider refuses the whole request when one tool in it is malformed, so a server's tool
that would be refused is left out instead (one log line), never sent. The rules are the
ones OpenAI-compatible providers enforce: a function name of letters, digits, `_` and `-`
(at most 64), parameters that are a JSON Schema object, every subschema an object, known
types only, every array with `items`, `required` naming strings, `$ref` pointing into
the schema's own definitions.
"""

from __future__ import annotations

import json
import re
from typing import Any

NAME = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")
TYPES = frozenset({"string", "number", "integer", "boolean", "object", "array", "null"})
MAX_DEPTH = 12
MAX_SCHEMA_CHARS = 16_000
_SUBSCHEMA_LISTS = ("anyOf", "oneOf", "allOf", "prefixItems")
_SUBSCHEMA_MAPS = ("properties", "$defs", "definitions", "patternProperties")


def problem(name: str, description: Any, parameters: Any) -> str | None:
    """Why the provider would refuse this tool; None when it would take it."""
    if not NAME.match(name):
        return f"name {name!r} is not 1-64 letters, digits, '_' or '-'"
    if description is not None and not isinstance(description, str):
        return "description is not a string"
    if not isinstance(parameters, dict) or parameters.get("type") != "object":
        return "parameters are not a JSON Schema of type object"
    try:
        size = len(json.dumps(parameters, ensure_ascii=False, allow_nan=False))
    except (TypeError, ValueError):
        return "parameters are not plain JSON"
    if size > MAX_SCHEMA_CHARS:
        return f"parameters are {size} characters (at most {MAX_SCHEMA_CHARS})"
    defs = {**_mapping(parameters.get("definitions")), **_mapping(parameters.get("$defs"))}
    return _check(parameters, "parameters", defs, 0)


def _mapping(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _check(schema: Any, where: str, defs: dict[str, Any], depth: int) -> str | None:
    if depth > MAX_DEPTH:
        return f"{where} nests deeper than {MAX_DEPTH}"
    if not isinstance(schema, dict):
        return f"{where} is not a schema object"
    ref = schema.get("$ref")
    if ref is not None:
        target = ref.rsplit("/", 1)[-1] if isinstance(ref, str) else None
        if not isinstance(ref, str) or not ref.startswith(("#/$defs/", "#/definitions/")) \
                or target not in defs:
            return f"{where}.$ref {str(ref)[:60]!r} points outside the schema"
    kind = schema.get("type")
    kinds = kind if isinstance(kind, list) else [kind] if kind is not None else []
    for k in kinds:
        if k not in TYPES:
            return f"{where}.type {str(k)[:30]!r} is not a JSON Schema type"
    if "array" in kinds and "items" not in schema and "prefixItems" not in schema:
        return f"{where} is an array schema without items"
    for key in ("description", "title"):
        if key in schema and not isinstance(schema[key], str):
            return f"{where}.{key} is not a string"
    required = schema.get("required")
    if required is not None and (not isinstance(required, list)
                                 or not all(isinstance(r, str) for r in required)):
        return f"{where}.required is not a list of names"
    for key in _SUBSCHEMA_MAPS:
        if key not in schema:
            continue
        children = schema[key]
        if not isinstance(children, dict):
            return f"{where}.{key} is not an object"
        for child_name, child in children.items():
            found = _check(child, f"{where}.{key}.{child_name}", defs, depth + 1)
            if found:
                return found
    for key in _SUBSCHEMA_LISTS:
        if key not in schema:
            continue
        children = schema[key]
        if not isinstance(children, list) or not children:
            return f"{where}.{key} is not a list of schemas"
        for i, child in enumerate(children):
            found = _check(child, f"{where}.{key}[{i}]", defs, depth + 1)
            if found:
                return found
    if "items" in schema:
        found = _check(schema["items"], f"{where}.items", defs, depth + 1)
        if found:
            return found
    extra = schema.get("additionalProperties")
    if extra is not None and not isinstance(extra, bool):
        return _check(extra, f"{where}.additionalProperties", defs, depth + 1)
    return None
