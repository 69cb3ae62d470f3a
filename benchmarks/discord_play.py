"""How loud and how many clicks a game is on Discord: a measured, fixed game.

    python -m benchmarks.discord_play [--game one_more_barrel] [--options ""] [--seed 1]
        [--turns 3] [--moves 60] [--players 4] [--group]

A fixed-seed game (One More Barrel by default; ``--game`` any of the four, ``--options`` its
options, e.g. ``scenario=2`` for Fitna) is played through the real cogs with the spec'd
Discord fakes of ``tests/discord`` (a real :class:`~bot.service.GameService` on a temporary
SQLite file, the real renderer): for One More Barrel the preparation and ``--turns`` game
turns; for the others ``--moves`` moves (or to the end), counted as one row "play". The moves are chosen
from the engine's choice tree by a seeded policy (a finishing move about one time in three, no
transfer offers, any offered value otherwise), so the same moves are played whatever the
prompts look like; the player then *enacts* each move through the interface as a person would:
they use the private prompt in front of them if it is current, else press "Your move" under
the latest turn message, and click the answers leading to the chosen move (a button, a menu
entry, another page of the menu, a number in the modal). With ``--group`` the player also
presses "all units" (several moves in one click: the rest of a stack) whenever the prompt in
front of them offers it, which plays moves the policy did not choose: another game than
without it, measured apart.

Printed, per game turn and per move:

* ``posts``: messages the bot posted in the game's thread, and ``edits`` of earlier ones;
* ``boards``: the boards shown in the thread — a post or an edit carrying a picture (a
  player's run of moves is one post, its board redrawn in place move by move) — and
  ``clicks/board``, the interactions per board shown;
* ``pictures`` and ``MB``: picture attachments (thread and DMs) and their bytes;
* ``pings``: user mentions that notify (a ``<@id>`` in a message that allows user mentions
  and is not sent silently), with two faults counted apart: ``self`` — the player who just
  moved pinged right after their own move — and ``repeat`` — a player pinged again while the
  game kept waiting on them since the previous ping;
* ``clicks``: interactions (button presses, menu picks, modal submissions);
* ``DMs``, their pictures and the largest DM picture's size in pixels (a full board is
  1600 px wide).

With ``--transcript FILE`` everything players read is written to ``FILE`` as JSON (see
:func:`transcript`); ``tests/test_transcripts.py`` checks that no internal id is in it.

The last line is one JSON object with every figure. Figures are for reading; nothing here is
asserted (``tests/test_discord_play_bench.py`` only checks that it runs and prints them).
"""

from __future__ import annotations

import argparse
import asyncio
import io
import json
import re
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import discord
from PIL import Image

import bot.service
from cogs.components import ChainButton, ChoiceButton, ChoiceSelect, NumberButton, PageButton
from cogs.prompts import walk
from rules import GAMES
from rules.core import LegalActions, Rng
from rules.one_more_barrel import GAME as OMB
from tests.discord.conftest import Clock, Table, open_table
from tests.discord.fakes import Sent, click, make_member, make_message

#: Action kinds that end the player's current business (preferred one time in three).
FINISHING = ("done", "prep_done")
FINISH_PERCENT = 35
#: Transfer offers are never made: they only add offer/answer rounds.
AVOIDED = ("offer",)
MENTION = re.compile(r"<@!?(\d+)>")
NAMES = ("alice", "bob", "carol", "dave", "erin", "frank")


@dataclass
class Tally:
    """Figures of one game turn (or of the whole game)."""

    moves: int = 0
    posts: int = 0
    edits: int = 0
    boards: int = 0
    pictures: int = 0
    bytes: int = 0
    pings: int = 0
    self_pings: int = 0
    repeat_pings: int = 0
    clicks: int = 0
    dms: int = 0
    dm_pictures: int = 0
    dm_picture_px: int = 0

    def add(self, other: Tally) -> None:
        for name in self.__dataclass_fields__:
            if name == "dm_picture_px":
                self.dm_picture_px = max(self.dm_picture_px, other.dm_picture_px)
            else:
                setattr(self, name, getattr(self, name) + getattr(other, name))

    def row(self, label: str) -> str:
        per = max(1, self.moves)
        return (
            f"| {label} | {self.moves} | {self.posts} | {self.edits} | {self.boards} | "
            f"{self.clicks / max(1, self.boards):.2f} | {self.pictures} | "
            f"{self.bytes / 1e6:.2f} | {self.pings} | {self.self_pings} | {self.repeat_pings} | "
            f"{self.clicks} | {self.clicks / per:.2f} | {self.posts / per:.2f} | {self.dms} | "
            f"{self.dm_pictures} | {self.dm_picture_px} |"
        )


HEADER = (
    "| game turn | moves | posts | edits | boards | clicks/board | pictures | MB | pings | self | "
    "repeat | clicks | clicks/move | posts/move | DMs | DM pictures | DM picture px |\n"
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- "
    "| --- | --- |"
)


def picture_bytes(sent: Sent) -> tuple[int, int]:
    """(bytes, width in px) of the message's attachments."""
    files = [sent.kwargs.get("file")]
    files += list(sent.kwargs.get("files") or []) + list(sent.kwargs.get("attachments") or [])
    total, width = 0, 0
    for file in files:
        if not isinstance(file, discord.File):
            continue
        data = file.fp.getvalue() if isinstance(file.fp, io.BytesIO) else b""
        total += len(data)
        if data:
            width = max(width, Image.open(io.BytesIO(data)).size[0])
    return total, width


def pinged(sent: Sent) -> list[int]:
    """The users a message notifies: its mentions, unless silent or mentions are off."""
    if sent.kwargs.get("silent"):
        return []
    allowed = sent.kwargs.get("allowed_mentions")
    ids = [int(m) for m in MENTION.findall(sent.content or "")]
    if allowed is None:
        return ids
    users = allowed.users
    if users is True:
        return ids
    if users is False:
        return []
    return [i for i in ids if any(u.id == i for u in users)]


def readable(sent: Sent) -> list[str]:
    """Every text of one message a player reads: its content, its embeds (title, author,
    description, fields, footer), its buttons' labels, its menus' placeholders and entries
    (label and description), a modal's title and field labels."""
    texts = [sent.content or ""]
    embeds = [sent.kwargs.get("embed"), *(sent.kwargs.get("embeds") or [])]
    for embed in (e for e in embeds if isinstance(e, discord.Embed)):
        texts += [embed.title or "", embed.description or "", embed.author.name or ""]
        texts += [embed.footer.text or ""]
        for item in embed.fields:
            texts += [item.name or "", item.value or ""]
    view = sent.kwargs.get("view")
    modal = sent.kwargs.get("modal")
    for item in [*getattr(view, "children", []), *getattr(modal, "children", [])]:
        inner = getattr(item, "item", item)  # a dynamic item wraps its button or menu
        texts += [getattr(inner, "label", None) or "", getattr(inner, "placeholder", None) or ""]
        for option in getattr(inner, "options", None) or []:
            texts += [option.label or "", option.description or ""]
    if isinstance(modal, discord.ui.Modal):
        texts.append(str(modal.title or ""))
    return [text for text in texts if text]


def transcript(t: Table) -> list[dict[str, Any]]:
    """Everything the bot said during the game, as players read it: ``where`` (``channel``:
    the lobby's channel and the thread; ``edit``: a message redrawn; ``dm``; ``answer``: the
    answers to a player's own clicks and commands: prompts, menus, refusals) and ``texts``."""
    said: list[dict[str, Any]] = []
    for channel in t.fake.channels.values():
        said += [{"where": "channel", "texts": readable(sent)} for sent in channel]
    for edit in t.fake.lobby_edits:
        sent = Sent(edit.get("content"), edit)
        said.append({"where": "edit", "texts": readable(sent)})
    for dms in t.fake.dms.values():
        said += [{"where": "dm", "texts": readable(sent)} for sent in dms]
    for answers in t.make._answers.values():
        said += [{"where": "answer", "texts": readable(sent)} for sent in answers]
    return [entry for entry in said if entry["texts"]]


def choose_path(legal: LegalActions, rng: Rng, finish: int = FINISH_PERCENT) -> list[Any]:
    """The policy: a move of the tree as a path (kind, then one value per asked step); a
    finishing move ``finish`` percent of the time when one is open."""
    specs = [s for s in legal.actions if s.kind not in AVOIDED] or list(legal.actions)
    finishing = [s for s in specs if s.kind in FINISHING]
    if finishing and rng.randint(1, 100) <= finish:
        spec = rng.choice(finishing)
    else:
        spec = rng.choice(specs)
    # The tree's own random walk over the chosen kind; its values come in the order asked.
    action = LegalActions(seat=legal.seat, actions=[spec]).random_action(rng)
    return list(action.values())


def label_of(legal: LegalActions, path: list[Any], index: int) -> str:
    """The label the tree gives the ``index``-th answer of ``path`` (its kind or a choice)."""
    spec = legal.spec(path[0])
    assert spec is not None
    if index == 0:
        return spec.label
    pending = list(spec.steps)
    for i, value in enumerate(path[1:], start=1):
        while pending and pending[0].choices == [] and pending[0].range is None:
            pending.pop(0)
        step = pending.pop(0)
        choice = step.find(value) if step.choices is not None else None
        if i == index:
            return choice.label if choice is not None else str(value)
        if choice is not None:
            pending = list(choice.then) + pending
    raise IndexError(index)


@dataclass
class Measure:
    """Plays the game and counts (see the module doc)."""

    t: Table
    game_id: int
    thread_id: int
    players: list[Any]
    rng: Rng
    finish: int = FINISH_PERCENT
    kind: str = OMB.name
    max_moves: int = 60
    #: ``--group``: the player presses "all units" whenever their prompt offers it.
    group: bool = False
    turns: dict[str, Tally] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)
    prompts: dict[int, Sent] = field(default_factory=dict)
    pinged_while_waiting: set[int] = field(default_factory=set)
    seen_posts: int = 0
    seen_edits: int = 0
    seen_dms: dict[int, int] = field(default_factory=dict)
    moves: list[dict[str, Any]] = field(default_factory=list)

    def tally(self, label: str) -> Tally:
        if label not in self.turns:
            self.turns[label] = Tally()
            self.order.append(label)
        return self.turns[label]

    async def turn_label(self) -> tuple[str, int]:
        if self.kind != OMB.name:
            return "play", len(self.moves)
        view = await self.t.bot.service.public_view(self.game_id)
        public = view.public
        if public.stage == "preparation":
            return "preparation", 0
        absolute = (public.phase - 1) * public.turns_per_phase + public.turn
        return f"turn {absolute}", absolute

    async def waiting_users(self) -> set[int]:
        view = await self.t.bot.service.public_view(self.game_id)
        record = await self.t.bot.service.record(self.game_id)
        return {record.seats[s].user_id for s in view.to_act}

    def count_sent(self, tally: Tally, mover: int | None, waiting_before: set[int]) -> None:
        """Count what the bot sent since the last call."""
        posts = self.t.fake.channels.get(self.thread_id, [])
        new_posts = posts[self.seen_posts :]
        self.seen_posts = len(posts)
        edits = [e for e in self.t.fake.lobby_edits if e.get("_message_id") != self.lobby_id]
        new_edits = edits[self.seen_edits :]
        self.seen_edits = len(edits)
        sent = list(new_posts) + [
            Sent(e.get("content"), {k: v for k, v in e.items() if k != "content"})
            for e in new_edits
        ]
        tally.posts += len(new_posts)
        tally.edits += len(new_edits)
        for message in sent:
            size, _width = picture_bytes(message)
            if size:
                tally.pictures += 1
                tally.boards += 1
                tally.bytes += size
            for user in pinged(message):
                tally.pings += 1
                if user == mover:
                    tally.self_pings += 1
                if user in self.pinged_while_waiting and user in waiting_before:
                    tally.repeat_pings += 1
                self.pinged_while_waiting.add(user)
        for user_id, dms in self.t.fake.dms.items():
            new = dms[self.seen_dms.get(user_id, 0) :]
            self.seen_dms[user_id] = len(dms)
            for dm in new:
                tally.dms += 1
                size, width = picture_bytes(dm)
                if size:
                    tally.dm_pictures += 1
                    tally.pictures += 1
                    tally.bytes += size
                    tally.dm_picture_px = max(tally.dm_picture_px, width)

    lobby_id: int = -1

    async def forget_answered(self, waiting_after: set[int]) -> None:
        """A player no longer waited on may be pinged again when the game returns to them."""
        self.pinged_while_waiting &= waiting_after

    # ------------------------------------------------------------------ enacting a move

    def latest_turn_button(self) -> str:
        for sent in reversed(self.t.fake.channels[self.thread_id]):
            for custom_id in sent.custom_ids():
                if custom_id.startswith("pc:go:"):
                    return custom_id
        for edit in reversed(self.t.fake.lobby_edits):
            view = edit.get("view")
            for item in getattr(view, "children", []):
                if getattr(item, "custom_id", "").startswith("pc:go:"):
                    return str(item.custom_id)
        raise AssertionError("no turn message with a 'Your move' button")

    async def pick_public(self, user: Any, path: list[Any], tally: Tally) -> Sent | None:
        """Start the move from the latest turn message's menu when it offers a step of
        ``path`` (the thread's public menu of the player on turn), else ``None``."""
        flow = self.t.bot.flow
        if not hasattr(flow, "public_menu"):  # the code before the public menu
            return None
        menu = await flow.public_menu(self.game_id)
        if menu is None:
            return None
        latest = next(
            (
                sent
                for sent in reversed(self.t.fake.channels[self.thread_id])
                if any(i.startswith("pc:go:") for i in sent.custom_ids())
            ),
            None,
        )
        version = menu[0]
        single = f"pc:t:{self.game_id}:{version}"
        grouped = f"pc:tg:{self.game_id}:{version}:"
        if latest is None or not any(
            i == single or i.startswith(grouped) for i in latest.custom_ids()
        ):
            return None
        fits = [
            (len(a.answers), i)
            for i, a in enumerate(menu[2])
            if a.answers == path[: len(a.answers)]
        ]
        if not fits:
            return None
        index = str(max(fits)[1])
        # The menu holding that answer: the one menu, or one of the menus by kind.
        wanted = single
        for item in getattr(latest.view, "children", []):
            custom_id = str(getattr(item, "custom_id", ""))
            options = getattr(getattr(item, "item", item), "options", [])
            if custom_id.startswith(grouped) and any(o.value == index for o in options):
                wanted = custom_id
        tally.clicks += 1
        interaction = await click(self.t.make, wanted, user, values=[index])
        return self.t.make.answers(interaction)[-1]

    async def press(self, user: Any, custom_id: str, tally: Tally, **kw: Any) -> Sent:
        tally.clicks += 1
        interaction = await click(self.t.make, custom_id, user, channel_id=self.thread_id, **kw)
        answer = self.t.make.answers(interaction)[-1]
        return answer

    def current(self, prompt: Sent | None, version: int) -> bool:
        if prompt is None or prompt.view is None:
            return False
        ids = prompt.custom_ids()
        return any(re.match(rf"pc:[csnp]:{self.game_id}:{version}:", i) for i in ids)

    async def enact(self, user: Any, path: list[Any], legal: LegalActions, tally: Tally) -> str:
        """Click through the prompt until ``path`` is played; the last answer's text."""
        flow = self.t.bot.flow
        record = await self.t.bot.service.record(self.game_id)
        prompt = self.prompts.get(user.id)
        if not self.current(prompt, record.version):
            prompt = await self.pick_public(user, path, tally)
        if prompt is None:
            prompt = await self.press(user, self.latest_turn_button(), tally)
        for _ in range(60):
            assert prompt is not None
            self.prompts[user.id] = prompt
            if (await self.t.bot.service.record(self.game_id)).version != record.version:
                return prompt.content or ""
            view = prompt.view
            assert view is not None, f"a prompt without components: {prompt.content!r}"
            items = [i for i in view.children if isinstance(i, discord.ui.DynamicItem)]
            best: tuple[int, Any] | None = None
            for item in items:
                if isinstance(item, ChoiceButton):
                    there = await flow.load_path(item.path_ref)
                    if there == path[: len(there)] and (best is None or len(there) > best[0]):
                        best = (len(there), item)
            selects = [i for i in items if isinstance(i, ChoiceSelect)]
            numbers = [i for i in items if isinstance(i, NumberButton)]
            # The menu (or number) asking the furthest step of the path: a prompt may show
            # one menu per kind of move.
            asking: Any = None
            here: list[Any] | None = None
            askers: list[ChoiceSelect | NumberButton] = [*selects, *numbers]
            for asker in askers:
                there = await flow.load_path(asker.path_ref)
                if (
                    there == path[: len(there)]
                    and len(there) < len(path)
                    and (here is None or len(there) > len(here))
                ):
                    asking, here = asker, there
            if here is not None and (best is None or best[0] <= len(here)):
                if isinstance(asking, ChoiceSelect):
                    prompt = await self.pick(user, asking, items, legal, path, here, tally)
                else:
                    prompt = await self.type_number(user, asking, path[len(here)], tally)
                continue
            assert best is not None, f"no way to {path} from {prompt.content!r}"
            prompt = await self.press(user, best[1].custom_id, tally, ephemeral=True)
        raise AssertionError(f"a prompt that never ends: {prompt.content if prompt else ''!r}")

    async def pick(
        self,
        user: Any,
        select: ChoiceSelect,
        items: list[Any],
        legal: LegalActions,
        path: list[Any],
        here: list[Any],
        tally: Tally,
    ) -> Sent:
        """Pick the wanted answer in a menu (the one taking the path furthest), or turn to
        the next page if it is not there."""
        flow = self.t.bot.flow
        record = await self.t.bot.service.record(self.game_id)
        if not hasattr(flow, "answers"):  # the code before issue 9: menus by label
            return await self.pick_by_label(user, select, items, legal, path, here, tally)
        answers = flow.answers(record, legal, walk(legal, here))
        fits = [
            (len(a.answers), i)
            for i, a in enumerate(answers)
            if [*here, *a.answers] == path[: len(here) + len(a.answers)]
        ]
        assert fits, f"no answer of the menu leads to {path}"
        wanted = str(max(fits)[1])
        # A long menu may come in parts, each a menu of its own over the same question.
        parts = [i for i in items if isinstance(i, ChoiceSelect) and i.path_ref == select.path_ref]
        holding = [i for i in parts if any(o.value == wanted for o in i.item.options)]
        if holding:
            tally.clicks += 1
            interaction = await click(
                self.t.make, holding[0].custom_id, user, values=[wanted], ephemeral=True
            )
            return self.t.make.answers(interaction)[-1]
        forward = [i for i in items if isinstance(i, PageButton) and i.page > select.page]
        assert forward, f"answer {wanted} is on no page of the menu"
        return await self.press(user, forward[0].custom_id, tally, ephemeral=True)

    async def pick_by_label(
        self,
        user: Any,
        select: ChoiceSelect,
        items: list[Any],
        legal: LegalActions,
        path: list[Any],
        here: list[Any],
        tally: Tally,
    ) -> Sent:
        """The menu answer whose label is the tree's label of the next answer."""
        wanted = label_of(legal, path, len(here))[:100]
        options = [o for o in select.item.options if o.label == wanted]
        if options:
            tally.clicks += 1
            interaction = await click(
                self.t.make, select.custom_id, user, values=[options[0].value], ephemeral=True
            )
            return self.t.make.answers(interaction)[-1]
        forward = [i for i in items if isinstance(i, PageButton) and i.page > select.page]
        assert forward, f"{wanted!r} is on no page of the menu"
        return await self.press(user, forward[0].custom_id, tally, ephemeral=True)

    async def type_number(self, user: Any, number: NumberButton, value: int, tally: Tally) -> Sent:
        """Press "Enter a number" and submit the modal with ``value`` (two interactions)."""
        tally.clicks += 2
        opened = await click(self.t.make, number.custom_id, user, ephemeral=True)
        modal = self.t.make.answers(opened)[-1].kwargs["modal"]
        modal.number._value = str(value)
        submitted = self.t.make(
            user, channel_id=self.thread_id, message=make_message(ephemeral=True)
        )
        await modal.on_submit(submitted)
        return self.t.make.answers(submitted)[-1]

    async def take_group(self, user: Any, seat: int, version: int, label: str) -> bool:
        """With ``--group``: press the button of several moves in one click (issue 29, "all
        units": the rest of a stack) when the prompt in front of the player offers it for
        the game as it is; the moves it played count as moves. Whether it played any."""
        prompt = self.prompts.get(user.id)
        if prompt is None or prompt.view is None:
            return False
        chains = [
            i for i in prompt.view.children if isinstance(i, ChainButton) and i.version == version
        ]
        if not chains:
            return False
        tally = self.tally(label)
        clicks = tally.clicks
        waiting_before = await self.waiting_users()
        self.prompts[user.id] = await self.press(user, chains[0].custom_id, tally, ephemeral=True)
        played = (await self.t.bot.service.record(self.game_id)).version - version
        tally.moves += played
        self.count_sent(tally, user.id, waiting_before)
        await self.forget_answered(await self.waiting_users())
        for number in range(played):
            spent = tally.clicks - clicks if number == 0 else 0
            self.moves.append({"turn": label, "seat": seat, "path": ["group"], "clicks": spent})
        return played > 0

    # ------------------------------------------------------------------ the game

    async def play(self, turns: int) -> None:
        service = self.t.bot.service
        label, absolute = await self.turn_label()
        tally = self.tally("start")
        self.count_sent(tally, None, set())
        while absolute <= turns:
            record = await service.record(self.game_id)
            if record.status != "running":
                break
            if self.kind != OMB.name and len(self.moves) >= self.max_moves:
                break
            view = await service.public_view(self.game_id)
            seat = view.to_act[0]
            user = self.players[seat]
            if self.group and await self.take_group(user, seat, record.version, label):
                label, absolute = await self.turn_label()
                if self.kind != OMB.name:
                    absolute = 0
                continue
            legal = (await service.legal(self.game_id, user.id))[seat]
            path = choose_path(legal, self.rng, self.finish)
            waiting_before = await self.waiting_users()
            tally = self.tally(label)
            clicks = tally.clicks
            said = await self.enact(user, path, legal, tally)
            after = await service.record(self.game_id)
            assert after.version > record.version, f"move {path} not played: {said!r}"
            tally.moves += 1
            self.count_sent(tally, user.id, waiting_before)
            waiting_after = await self.waiting_users()
            await self.forget_answered(waiting_after)
            self.moves.append(
                {"turn": label, "seat": seat, "path": path, "clicks": tally.clicks - clicks}
            )
            label, absolute = await self.turn_label()
            if self.kind != OMB.name:
                absolute = 0  # the other games stop at max_moves, above


async def measure(
    seed: int,
    turns: int,
    players: int,
    finish: int = FINISH_PERCENT,
    kind: str = OMB.name,
    options: str = "",
    moves: int = 60,
    group: bool = False,
) -> dict[str, Any]:
    users = [make_member(201 + i, NAMES[i]) for i in range(players)]
    game = GAMES[kind]
    with tempfile.TemporaryDirectory() as folder:
        t = await open_table(Path(folder) / "bench.sqlite3", Clock(), games={kind: game})
        # Start pressed on Discord draws the game's seed: fixed here, restored afterwards.
        drawn = bot.service.secrets
        bot.service.secrets = SimpleNamespace(randbits=lambda bits: seed)  # type: ignore[attr-defined]
        try:
            channel = t.fake.text_channel()
            opening = t.make(users[0], channel=channel)
            await t.cog.new.callback(t.cog, opening, game=kind, options=options)
            lobby = t.fake.last(channel.id)
            join, _leave, start, _computer = lobby.custom_ids()
            for user in users[1:]:
                await click(t.make, join, user)
            game_id = int(join.rsplit(":", 1)[1])
            record = await t.bot.service.record(game_id)
            assert record.thread_id is not None
            m = Measure(t, game_id, record.thread_id, users, Rng.from_seed(seed), finish)
            m.kind, m.max_moves, m.group = kind, moves, group
            m.lobby_id = record.lobby_message_id or -1
            m.seen_posts = len(t.fake.channels.get(record.thread_id, []))
            await click(t.make, start, users[0])
            await m.play(turns)
            read = transcript(t)
        finally:
            bot.service.secrets = drawn  # type: ignore[attr-defined]
            await t.store.close()
    total = Tally()
    for label in m.order:
        total.add(m.turns[label])
    game_turns = [label for label in m.order if label.startswith("turn ")]
    played = Tally()
    for label in game_turns:
        played.add(m.turns[label])
    played_moves = max(1, total.moves)
    return {
        "game": kind,
        "options": options,
        "seed": seed,
        "players": players,
        "dms_per_move": round(total.dms / played_moves, 3),
        "turns": {label: vars(m.turns[label]) for label in m.order},
        "total": vars(total),
        "per_game_turn": {
            key: round(value / max(1, len(game_turns)), 2)
            for key, value in vars(played).items()
            if key != "dm_picture_px"
        },
        "moves": m.moves,
        "transcript": read,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default=OMB.name, choices=sorted(GAMES))
    parser.add_argument("--options", default="", help="the game's options (/game new options)")
    parser.add_argument("--moves", type=int, default=60, help="moves played (not OMB)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--turns", type=int, default=3, help="game turns after the preparation")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument(
        "--transcript", type=Path, help="write every text players read to this JSON file"
    )
    parser.add_argument(
        "--finish-percent",
        type=int,
        default=FINISH_PERCENT,
        help="how often the policy finishes a box at once when it may (lower: busier boxes)",
    )
    parser.add_argument(
        "--group",
        action="store_true",
        help='press "all units" when offered (the rest of a stack moved in one click)',
    )
    args = parser.parse_args(argv)
    figures = asyncio.run(
        measure(
            args.seed,
            args.turns,
            args.players,
            args.finish_percent,
            args.game,
            args.options,
            args.moves,
            args.group,
        )
    )
    played = (
        f"the preparation and {args.turns} game turns"
        if args.game == OMB.name
        else f"{figures['total']['moves']} moves"
    )
    print(
        f"{args.game} {args.options}, {args.players} players, seed {args.seed}: {played} "
        f"through the Discord cogs and fakes (finishing {args.finish_percent} %); "
        f"DMs per move: {figures['dms_per_move']}"
    )
    print(HEADER)
    total = Tally()
    for label, row in figures["turns"].items():
        tally = Tally(**row)
        total.add(tally)
        print(tally.row(label))
    print(total.row("**all**"))
    print("per game turn:", json.dumps(figures["per_game_turn"]))
    if args.transcript:
        args.transcript.write_text(json.dumps(figures["transcript"], indent=1, ensure_ascii=False))
    print(json.dumps({k: v for k, v in figures.items() if k not in ("moves", "transcript")}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
