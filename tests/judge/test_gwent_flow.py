"""The judge service with the real Gwent engine: what the thread and the DMs show (spec §12)."""

from __future__ import annotations

import random

import pytest

from bot.judge.outbox import deliver_pending
from bot.judge.service import JudgeService
from cards.core import PUBLIC
from cards.gwent.game import GwentGame

from .conftest import GUILD, JUDGE_ROLE, LOBBY, Harness

GAME = GwentGame()


class GwentHarness(Harness):
    def _service(self) -> JudgeService:
        return JudgeService(self.store, {"gwent": GAME}, self.clock, seed_source=lambda: self.seed)

    async def start_gwent(self, **setup: object) -> int:
        self.service.setup(self.judge, GUILD, judge_role_id=JUDGE_ROLE)
        reply = self.service.create_by_judge(
            self.judge, GUILD, LOBBY, "gwent", [self.alice, self.bob], setup=setup or None
        )
        assert reply.status == "ok", reply
        self.match_id = reply.match_id
        await deliver_pending(self.store, self.transport, clock=self.clock)
        self.thread = self.match().channel_id
        return reply.match_id  # type: ignore[return-value]

    async def play_until(self, predicate, rng: random.Random, limit: int = 300) -> None:  # type: ignore[no-untyped-def]
        for _ in range(limit):
            state = self.service.state_of(self.match_id)  # type: ignore[arg-type]
            if predicate(state):
                return
            decision = GAME.pending(state)[0]
            who = self.seat_actor(decision.seat)
            text = GAME.random_post(state, decision.seat, rng)
            reply = self.dm(who, text) if decision.private else self.post(who, text)
            assert reply.accepted, (text, reply.text)
            await deliver_pending(self.store, self.transport, clock=self.clock)
        raise AssertionError("predicate never held")


@pytest.fixture
def g(store, clock) -> GwentHarness:  # type: ignore[no-untyped-def]
    return GwentHarness(store, clock)


FACTION_WORDS = ("Monsters", "Nilfgaard", "Northern Realms", "Scoia'tael", "Skellige")


async def test_g_setup_4_a_35_hidden_factions_stay_out_of_the_thread_until_play(g: GwentHarness) -> None:
    """G-SETUP-4, A-35: with hidden factions the thread never names a faction (or leader) before play shows it."""
    await g.start_gwent(hidden_factions=True)
    assert g.dm(g.alice, "deck monsters ready").accepted
    assert g.dm(g.bob, "deck skellige ready").accepted
    await deliver_pending(g.store, g.transport, clock=g.clock)
    before_play = g.thread_text()
    assert not any(word in before_play for word in FACTION_WORDS), before_play
    assert (
        "Monsters" in g.dms_of(g.alice)
        or "Чудовища" in g.dms_of(g.alice)
        or "deck" in g.dms_of(g.alice).lower()
    )
    rng = random.Random(3)
    await g.play_until(lambda s: any(side.field_cards() for side in s.sides), rng)
    state = g.service.state_of(g.match_id)  # type: ignore[arg-type]
    shown = GAME.view(state, PUBLIC)
    played = [p for p, side in zip(shown["players"], state.sides, strict=True) if side.field_cards()]
    assert played and all(p["faction"] is not None for p in played)


async def test_g_judge_end_2_the_round_ends_with_a_copy_of_the_final_table(g: GwentHarness) -> None:
    """G-JUDGE-END-2, G-JUDGE-FLOW-4: each round's final table is posted in the thread before the next round."""
    await g.start_gwent()
    g.dm(g.alice, "deck nilfgaard ready")
    g.dm(g.bob, "deck northern realms ready")
    rng = random.Random(5)
    await g.play_until(lambda s: len(s.results) >= 1, rng)
    text = g.thread_text()
    assert "End of round 1" in text
    end = text.index("End of round 1")
    assert "Judge's table" in text[end:] and "Battlefield" in text[end:]
    assert "Start of turn 1" in text


async def test_g_ref_8_the_deck_ask_comes_with_the_reference_spreadsheet(g: GwentHarness) -> None:
    """G-REF-8, G-DECK-CL-3: the DM asking for a deck list carries the judge's reference to build it from."""
    await g.start_gwent()
    with g.store.tx() as tx:
        dms = [o for o in tx.outbox(status=None) if o.kind == "dm" and o.target_id == g.alice.user_id]
    files = [f["filename"] for o in dms for f in o.payload.get("files", [])]
    assert "gwent.xlsx" in files


async def test_g_ldr_emperor_hard_reveal_reminder_asks_for_six_cards(g: GwentHarness) -> None:
    """G-LDR-EMPEROR-1 (Hard reveals 6): the reminder names the same decision, with its data, as the
    prompt did (decision ids; the reminder used to rebuild the decision without data and ask for 3)."""
    players = [{"faction": "nilfgaard", "ready_deck": True}, {"faction": "monsters", "ready_deck": True}]
    await g.start_gwent(variant="hard", players=players)
    assert g.dm(g.alice, "exchange none").accepted and g.dm(g.bob, "exchange none").accepted
    if GAME.pending(g.service.state_of(g.match_id))[0].seat == 1:  # type: ignore[arg-type]
        assert g.post(g.bob, "pass").accepted
    assert g.post(g.alice, "leader Emperor of Nilfgaard").accepted
    (ask,) = GAME.pending(g.service.state_of(g.match_id))  # type: ignore[arg-type]
    assert (ask.seat, ask.kind, ask.data["count"]) == (1, "reveal", 6)
    with g.store.tx() as tx:
        assert [r.decision_id for r in tx.reminders(g.match_id) if r.seat == 1] == [ask.id]  # type: ignore[arg-type]
    await deliver_pending(g.store, g.transport, clock=g.clock)
    assert "reveal 6 cards" in g.thread_text()
    assert g.service.tick(g.clock.advance(hours=73)) == [(g.match_id, 1)]
    await deliver_pending(g.store, g.transport, clock=g.clock)
    reminder = next(line for line in g.thread_text().splitlines() if "reminder" in line)
    assert "reveal 6 cards" in reminder and "reveal 3" not in reminder


async def test_g_deal_7_the_dealt_hand_and_the_ask_to_exchange_are_one_dm_showing_the_hand_once(
    g: GwentHarness,
) -> None:
    """G-DEAL-6/7 and G-MULL-1: the deal's DM to each player is the ask to exchange with the player's view
    (hand, offer with its limit, leaders) and the Hand.xlsx; the dealt event's own list of the same hand
    is left out there (Gwent declares it a view event); Bob's other news (his deck) stays."""
    mid = await g.start_gwent()
    assert g.dm(g.alice, "deck nilfgaard ready").accepted
    reply = g.dm(g.bob, "deck monsters ready")  # the deal
    assert reply.accepted and reply.text is None  # his DM below is the answer
    with g.store.tx() as tx:
        dealt = [o for o in tx.outbox() if o.dedupe_key.startswith(f"m{mid}:s2:") and o.kind == "dm"]
    assert sorted(o.target_id for o in dealt) == [g.alice.user_id, g.bob.user_id]  # one DM each
    for item in dealt:
        text = item.payload["content"]
        assert text.count("Your hand") == 1, text  # once: the view's, not the event's too
        assert "Your hand (10):" in text and "Offered for the exchange (up to 2):" in text
        assert "your exchange" in text and "Leaders:" in text
        assert "Answer: 'exchange" not in text  # the event's own hint: the ask says it
        assert [f["filename"] for f in item.payload["files"]] == ["Hand.xlsx"]  # the dealt event's file
    bob = next(o.payload["content"] for o in dealt if o.target_id == g.bob.user_id)
    assert bob.startswith(f"**Match #{mid}**\nDeck accepted:")


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_the_ask_for_a_deck_ends_its_sentence_once(g: GwentHarness, lang: str) -> None:
    """Words for people: the deck ask's label is embedded in "Match #N — <label>. Reply to this DM.", so the
    label itself ends without a full stop (it read "…Skellige.. Reply")."""
    g.service.set_language(g.alice, lang)
    mid = await g.start_gwent()
    with g.store.tx() as tx:
        [ask] = [o for o in tx.outbox(status=None, match_id=mid) if o.kind == "dm" and o.target_id == g.alice.user_id]
    text = ask.payload["content"]
    assert ("Factions:" in text or "Фракции:" in text) and ".." not in text, text
