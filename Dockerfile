FROM python:3.11-slim

ENV PYTHONUNBUFFERED=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /app
COPY pyproject.toml README.md ./
COPY mnemo ./mnemo
COPY plugins ./plugins
RUN pip install --no-cache-dir .
COPY . .

# The bot's SQLite file lives here; mount a volume on it.
ENV AICHAT_DATA_DIR=/data HOST=0.0.0.0 PORT=8080
VOLUME ["/data"]
EXPOSE 8080
CMD ["python", "bot.py"]
