"""Text moves through Discord: refusals are private and change nothing (G-JUDGE-FLOW-*), a redelivered
MESSAGE_CREATE counts once, Discord failures lose nothing, DMs closed get a note in the thread, and uploads
are checked before they are read (G-DECK-CL-3, G-REF-6)."""

from __future__ import annotations

import io
import random
import zipfile
from collections import Counter
from collections.abc import Callable

from cards.core import JUDGE
from cards.gwent.catalogue import FACTION_SHEETS
from cards.gwent.model import Faction
from cards.gwent.setup import ready_deck
from tests.e2e.test_bot_world import World, gwent, world_fixture  # noqa: F401  (fixture)
from tests.sheets import filled_deck_sheet


def snapshot(w: World, mid: int) -> tuple[object, int]:
    return gwent().view(w.service.state_of(mid), JUDGE), w.posts(mid)


async def test_non_seated_and_out_of_turn_posts_are_refused_privately(world: World) -> None:
    """G-JUDGE-FLOW-2/3: a spectator's post is left alone unread; a move out of turn gets a DM saying why; nothing changes and
    the judge says nothing in the thread."""
    w = world
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    rng = random.Random(3)
    mover, other = await w.to_public_turn(mid, rng)
    await w.delivered()
    thread = w.thread(mid)
    before, bot_posts = snapshot(w, mid), len(w.fake.bot_messages(thread))
    carol_dms, other_dms = len(w.bot_dms(w.carol)), len(w.bot_dms(other))

    await w.say(w.carol, thread, "#1")  # a spectator's post is never parsed (issue 8): left alone
    await w.say(other, thread, "#1")
    await w.fake.wait_for(lambda: len(w.bot_dms(other)) > other_dms, what="the out-of-turn refusal")
    refusal = w.bot_dms(other)[-1].content
    assert "Not your turn" in refusal and mover.name in refusal and "Nothing changed" in refusal
    await w.fake.idle()
    assert snapshot(w, mid) == before
    assert len(w.fake.bot_messages(thread)) == bot_posts
    # chat in the thread is not a move and not refused
    await w.say(w.carol, thread, "what a game, good luck both!")
    await w.fake.idle()
    assert len(w.bot_dms(w.carol)) == carol_dms and snapshot(w, mid) == before


async def test_redelivered_message_create_is_applied_once(world: World) -> None:
    """Discord may deliver an event twice: the post's message id is the key, so the move counts once
    (a DM answer and a thread move alike), and the judge answers the DM only once."""
    w = world
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    rng = random.Random(4)
    await w.delivered()
    [first, *_] = gwent().pending(w.service.state_of(mid))
    assert first.private  # the deck list, by DM
    user = w.players(mid)[first.seat]
    text = gwent().random_post(w.service.state_of(mid), first.seat, rng)
    said = await w.say(user, user, text)
    await w.fake.wait_for(lambda: w.posts(mid) == 1)
    await w.delivered()
    dms = len(w.bot_dms(user))
    await w.fake.dispatch_message_create(said)
    await w.fake.idle()
    assert w.posts(mid) == 1 and len(w.bot_dms(user)) == dms

    mover, _ = await w.to_public_turn(mid, rng)
    await w.delivered()
    thread = w.thread(mid)
    text = gwent().random_post(w.service.state_of(mid), w.players(mid).index(mover), rng)
    before = w.posts(mid)
    said = await w.say(mover, thread, text)
    await w.fake.wait_for(lambda: w.posts(mid) == before + 1)
    await w.delivered()
    judged = len(w.fake.bot_messages(thread))
    await w.fake.dispatch_message_create(said)
    await w.fake.dispatch_message_create(said)
    await w.fake.idle()
    assert w.posts(mid) == before + 1
    assert len(w.fake.bot_messages(thread)) == judged and w.pending_outbox() == 0


async def test_429_on_the_thread_post_and_closed_dms_lose_nothing(world: World) -> None:
    """A rate-limited thread post is retried (by discord.py, then by the outbox) and appears once; a player
    whose DMs are closed gets one note in the thread telling what to change and that /hand works."""
    w = world
    await w.setup_server()
    w.fake.set_dms_closed(w.bob)
    mid = await w.challenge(w.alice, w.bob)
    await w.delivered()
    thread = w.thread(mid)
    notes = [m for m in w.fake.bot_messages(thread) if "cannot send you direct messages" in m.content]
    assert len(notes) == 1 and f"<@{w.bob.id}>" in notes[0].content
    assert "/hand" in notes[0].content and "Privacy" in notes[0].content
    assert w.fake.pings(notes[0]).users == {w.bob.id}

    rng = random.Random(5)
    mover, _ = await w.to_public_turn(mid, rng)
    await w.delivered()
    seat = w.players(mid).index(mover)
    text = gwent().random_post(w.service.state_of(mid), seat, rng)
    # five 429s: discord.py retries four times itself, then the outbox retries after Retry-After
    w.fake.fail_next("POST", rf"^/channels/{thread.id}/messages$", 429, retry_after=0.01, times=5)
    before, accepted = len(w.fake.bot_messages(thread)), w.posts(mid)
    await w.say(mover, thread, text)
    await w.fake.wait_for(lambda: w.posts(mid) == accepted + 1)
    await w.delivered()
    statuses = [
        r.status
        for r in w.fake.requests
        if r.method == "POST" and r.path == f"/channels/{thread.id}/messages"
    ]
    assert statuses[-6:] == [429, 429, 429, 429, 429, 200]
    posted = w.fake.bot_messages(thread)[before:]
    assert len(posted) == 1 and "Start of turn" in posted[0].content  # the move's post, exactly once
    assert len(notes) == 1  # the DM note is not repeated for later DMs


def _rezip(data: bytes, change: Callable[[dict[str, bytes]], dict[str, bytes]]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for name, body in change({n: src.read(n) for n in src.namelist()}).items():
            dst.writestr(name, body)
    return out.getvalue()


def _filled_sheet(faction: Faction, leader: str) -> bytes:
    """The shipped reference with a Classic ready deck typed into column G of the faction's "(2)" sheet."""
    cat = gwent().cat
    free: dict[str, list[int]] = {}
    for entry in cat.deck(faction):
        free.setdefault(entry.card_id, []).append(entry.number)
    numbers = [free[card_id].pop(0) for card_id in ready_deck(cat, faction)]
    assert Counter(numbers).most_common(1)[0][1] == 1
    return filled_deck_sheet(f"{FACTION_SHEETS[faction]} (2)", numbers, leader)


async def test_uploads_oversized_hostile_and_a_filled_deck_sheet(world: World) -> None:
    """Uploads by DM: too big is refused before download, a non-xlsx or a broken file is refused with the
    reason, and a filled "(2)" sheet is accepted as the player's Classic deck."""
    w = world
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    await w.delivered()
    pending = {d.seat for d in gwent().pending(w.service.state_of(mid)) if d.kind == "deck"}
    assert pending == {0, 1}
    alice, posts = w.alice, w.posts(mid)

    async def upload(name: str, data: bytes, answer: str = "Not accepted") -> str:
        """The judge's direct answer to the upload (the outbox may DM other news around it)."""
        n = len(w.bot_dms(alice))
        await w.say(alice, alice, "", attachments={name: data})
        return await w.fake.wait_for(
            lambda: next((m.content for m in w.bot_dms(alice)[n:] if answer in m.content), None),
            what=f"the answer to {name}",
        )

    big = await upload("deck.xlsx", b"PK" + b"\0" * (600 * 1024), answer="KB")
    assert "601 KB" in big and "512 KB" in big and "Nothing changed" in big  # judged by its size alone
    text_file = await upload("deck.txt", b"Ghoul x3")
    assert ".xlsx" in text_file and "Not accepted" in text_file
    deck = _filled_sheet(Faction.MONSTERS, "Bringer of Death")

    def macro(parts: dict[str, bytes]) -> dict[str, bytes]:
        parts["xl/vbaProject.bin"] = b"\xd0\xcf\x11\xe0 vba"
        return parts

    def entities(parts: dict[str, bytes]) -> dict[str, bytes]:
        parts["xl/workbook.xml"] = b'<!DOCTYPE x [<!ENTITY a "aaaa">]>' + parts["xl/workbook.xml"]
        return parts

    with_macro = await upload("deck.xlsx", _rezip(deck, macro))
    assert "Not accepted" in with_macro and "macros" in with_macro
    with_entities = await upload("deck.xlsx", _rezip(deck, entities))
    assert "Not accepted" in with_entities and "not an .xlsx file" in with_entities
    assert w.posts(mid) == posts
    # the move's own DM to its author is the answer (no separate "Accepted")
    accepted = await upload("Гвинт.xlsx", deck, answer="Deck accepted")
    assert f"Match #{mid}" in accepted, accepted
    assert w.posts(mid) == posts + 1
    side = w.service.state_of(mid).sides[0]
    assert side.faction is Faction.MONSTERS and side.deck_ready


async def test_a_deleted_table_is_posted_again_and_pinned(world: World) -> None:
    """G-JUDGE-TABLE-*: if someone deletes the pinned table, the next edit finds it gone (404), so the judge
    posts a new table, pins it and keeps editing that one."""
    w = world
    await w.setup_server(location=w.lobby)
    mid = await w.challenge(w.alice, w.bob)
    rng = random.Random(12)
    await w.to_public_turn(mid, rng)
    await w.delivered()
    thread = w.thread(mid)
    [old] = w.fake.pinned(thread)
    w.fake.delete_message(old)
    assert await w.move(mid, rng)
    await w.delivered()
    [new] = w.fake.pinned(thread)
    assert new.id != old.id and new.id == w.match(mid).table_message_id
    assert await w.move(mid, rng)
    await w.delivered()
    assert [m.id for m in w.fake.pinned(thread)] == [new.id] and new.edits
