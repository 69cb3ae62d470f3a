# petrocord in a container: the bot and its SQLite database on a volume.
#   docker build -t petrocord .
#   docker run -d --name petrocord --env-file .env -v petrocord-data:/data petrocord
# (or `docker compose up -d`, see compose.yaml). Register the slash commands once with
#   docker run --rm --env-file .env petrocord python -m bot sync
# The image's steps are the README's: install the package, then `python -m bot`
# (tests/test_install.py runs exactly these in a fresh virtual environment).
FROM python:3.11-slim

WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY render ./render
COPY rules ./rules
RUN python -m pip install --no-cache-dir . \
    && useradd --system --uid 10001 --home-dir /data petrocord \
    && mkdir -p /data && chown petrocord /data

# Every game lives in this one file: keep /data on a volume.
ENV DATABASE_PATH=/data/petrocord.sqlite3 \
    PYTHONUNBUFFERED=1
VOLUME ["/data"]
USER petrocord
WORKDIR /data

# Stopped with SIGTERM (docker stop), the bot closes Discord and the database cleanly.
STOPSIGNAL SIGTERM
CMD ["python", "-m", "bot"]
