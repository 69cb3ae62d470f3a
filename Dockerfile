# petrocord in a container: the bot and its SQLite database on a volume.
#   docker build -t petrocord .
#   docker run -d --name petrocord --env-file .env -v petrocord-data:/data petrocord
# (or `docker compose up -d`, see compose.yaml). Register the slash commands once with
#   docker run --rm --env-file .env petrocord python -m bot sync
# The image's steps are the README's: install the package, then `python -m bot`
# (tests/test_install.py runs exactly these in a fresh virtual environment). The install takes
# its dependencies' versions from constraints.txt, so a rebuild gets the same versions.
FROM python:3.11-slim

WORKDIR /app
COPY pyproject.toml README.md constraints.txt ./
COPY bot ./bot
COPY cogs ./cogs
COPY render ./render
COPY rules ./rules
RUN python -m pip install --no-cache-dir -c constraints.txt . \
    && useradd --system --uid 10001 --home-dir /data petrocord \
    && mkdir -p /data && chown petrocord /data

# Every game lives in this one file: keep /data on a volume.
ENV DATABASE_PATH=/data/petrocord.sqlite3 \
    PYTHONUNBUFFERED=1
VOLUME ["/data"]
USER petrocord
WORKDIR /data

# Healthy while the settings hold a token and the database opens and answers a query
# (`python -m bot health`: one line, exit 0 or 1); the first check waits for the bot to
# create its database. It does not test the connection to Discord: a bot that loses it
# reconnects by itself, and one that cannot ends, for the restart policy.
HEALTHCHECK --interval=60s --timeout=20s --start-period=60s --retries=3 \
    CMD ["python", "-m", "bot", "health"]

# Stopped with SIGTERM (docker stop), the bot closes Discord and the database cleanly.
STOPSIGNAL SIGTERM
CMD ["python", "-m", "bot"]
