"""A Force of Will tournament through the judge service (issue 23: FoW's ``check_deck`` returned an
action where the contract wants a per-seat setup, so registering any FoW deck raised TypeError).

Four players register a ready deck, a written-out text list and an .xlsx upload (and one is refused with
what is wrong); every match of the round starts from the registered decks and is played to its end by
scripted players."""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Iterator

import pytest
from openpyxl import Workbook

from bot.judge import Attachment, DirectMessage
from bot.store import FINISHED
from cards.fow.game import FowGame
from tests.judge.conftest import Clock
from tests.tournament.test_service import GUILD, JUDGE, PLAYERS, TourHarness

GAME = FowGame()


def written(deck_name: str) -> list[tuple[str, int, str]]:
    """A ready deck written out as (section, count, English name) rows."""
    deck = GAME.cat.decks[deck_name]
    rows: list[tuple[str, int, str]] = [("ruler", 1, GAME.cat.card(deck.ruler).name_en)]
    for section, pile in (("main", deck.main), ("stones", deck.stones)):
        rows += [(section, n, GAME.cat.card(c).name_en) for c, n in Counter(pile).items()]
    return rows


def text_list(deck_name: str) -> str:
    """The deck as a player types it: headers, then "4 Name" (and "Name x4" for the stones)."""
    out, section = [], None
    for sec, n, name in written(deck_name):
        if sec != section:
            out.append(f"{sec}:")
            section = sec
        out.append(f"{name} x{n}" if sec == "stones" else f"{n} {name}")
    return "\n".join(out)


def xlsx_list(deck_name: str) -> bytes:
    wb = Workbook()
    ws = wb.active
    ws.title = "Deck"
    ws.append(["section", "count", "card"])
    for row in written(deck_name):
        ws.append(list(row))
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


@pytest.fixture
def th(tmp_path) -> Iterator[TourHarness]:
    h = TourHarness(f"sqlite:///{tmp_path / 'fow.db'}", Clock(), {"fow": GAME}, seed=4)
    yield h
    h.store.close()


def deck_dm(th: TourHarness, who, text: str, attachments=()) -> object:
    return th.tours.handle_direct_message(DirectMessage(next(th._ids), who.user_id, text, tuple(attachments), who.name))


async def test_fow_tournament_ready_text_and_xlsx_decks(th: TourHarness) -> None:
    th.judge.setup(JUDGE, GUILD, language="en")
    tid = th.create(name="Lapis Cup", game="fow", format="swiss", rounds=1)
    ann, bo, cy, di = PLAYERS[:4]
    for p in (ann, bo, cy, di):
        assert th.tours.register(p, tid).status == "ok"

    bad = deck_dm(th, ann, "main:\n4 Blessed Holy Wolf")
    assert bad.status == "refused" and "exactly one ruler" in bad.text  # names what is wrong (F-DECK-1)
    assert deck_dm(th, ann, "good luck everyone") is None  # chat: not a deck, left alone
    assert deck_dm(th, ann, "starter faria").status == "ok"  # a ready deck
    assert deck_dm(th, bo, text_list("melgis")).status == "ok"  # a text list: "4 Name", "Name x4"
    upload = Attachment("deck.xlsx", xlsx_list("faria"))
    assert deck_dm(th, cy, "", [upload]).status == "ok"  # an .xlsx upload, through the guarded reader
    assert th.tours.register_deck(di, tid, "deck starter melgis").status == "ok"
    assert th.tours.close_registration(JUDGE, tid).status == "ok"

    decks = {p.user_id: th.tours.deck_of(tid, p.user_id) for p in (ann, bo, cy, di)}
    assert decks[ann.user_id] == {"deck": "starter faria"}
    assert decks[bo.user_id]["deck"].startswith("ruler: ")  # stored as the canonical list
    assert th.tours.start_round(JUDGE, tid).status == "ok"
    matches = th.tours.round_matches(tid)
    assert len(matches) == 2
    for mid in matches.values():  # the deck registered is the deck used
        setup = th.match(mid).setup
        for seat, uid in enumerate(th.seat_users(mid)):
            assert setup["players"][seat]["deck"] == decks[uid]["deck"]
    await th.play_round(tid)
    assert all(th.match(m).status == FINISHED for m in matches.values())
    assert th.tours.state(tid).phase == "finished"  # one Swiss round: the event is over
