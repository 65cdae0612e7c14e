"""mnemo engine: model client, conversation loop, context window and stores.

Plain asyncio Python: nothing here imports NoneBot, so every part runs and tests
without a bot.
"""
