"""FA-OVR-4: a face-down Servant's identity is hidden, and its stats would name it (Heroic Spirit + Class):
a stat change on it tells the table the change, never the value; its own Master hears the value."""

from __future__ import annotations

from cards.core import PUBLIC, Audience

from .helpers import master, position, state_of


def _face_down(spirit: str) -> dict:
    p = master("Alice", spirit)
    p["servant"]["face_down"] = True
    return p


def test_a_face_down_servants_stat_change_never_shows_its_value_in_public_FA_OVR_4():
    heard = []
    for spirit in ("Five", "Seven"):  # P.ATK 5 and 7: "now 7" would tell the table which Spirit it is
        game, st = state_of(position(players=[_face_down(spirit), master("Boris"), master("Clara")]))
        _, events = game.play(st, 0, "cs 2 patk")
        public = [game.render_event(e, lang) for e in events if e.audience == PUBLIC for lang in ("en", "ru")]
        own = [game.render_event(e, "en") for e in events if e.audience == Audience.player(0) and e.kind == "stat"]
        heard.append(public)
        assert any("P.ATK" in (t or "") for t in public) and not any("now" in (t or "") for t in public)
        assert own and own[0] is not None and own[0].endswith(f"now {5 if spirit == 'Five' else 7}.")
    assert heard[0] == heard[1]


def test_a_face_up_servants_stat_change_tells_the_value_FA_OVR_4():
    game, st = state_of(position(players=[master("Alice", "Seven"), master("Boris"), master("Clara")]))
    _, events = game.play(st, 0, "cs 2 patk")
    public = [game.render_event(e, "en") for e in events if e.audience == PUBLIC and e.kind == "stat"]
    assert public and public[0] is not None and public[0].endswith("now 7.")
