"""What the Hard table shows (G-JUDGE-TABLE-2, G-HARD-LEAD-1..3): the leaders each player has left and
whether one was used this round, in English and Russian."""

from __future__ import annotations

from .helpers import A, B, Table, hard, player, unit

CARDS = [unit("x1", 1, name_en="Filler")]


def table(**kw) -> Table:
    return Table(
        hard(
            player(A, "monsters", hand=["x1"] * 4),
            player(B, "skellige", hand=["x1"] * 4),
            cards=CARDS,
            **kw,
        )
    )


def line(t: Table, who: str, lang: str = "en") -> str:
    return next(x for x in t.table(lang).splitlines() if x.startswith(f"{who} — "))


def test_g_hard_lead_1_table_names_the_leaders_left_and_the_round_flag():
    """G-HARD-LEAD-1, G-HARD-3: the table lists the unused leaders and says one was used this round."""
    t = table()
    assert "HardGwent" in t.table()
    assert line(t, B).endswith("leaders: Crach an Craite, King Bran, Harald the Cripple, Valhalla, Helheim")
    t.post(A, "leader The Treacherous @close + Filler")
    a = line(t, A)
    assert (
        "leaders: Commander of the Red Riders, Bringer of Death, Destroyer of Worlds, King of the Wild Hunt"
        in a
    )
    assert "The Treacherous" not in a
    assert a.endswith("(leader used this round)")
    assert "used this round" not in line(t, B)


def test_g_hard_lead_2_table_in_russian_after_a_round():
    """G-HARD-LEAD-2: in the next round the used leader stays off the list, and the round flag is gone."""
    t = table(round=2)
    t.state.sides[0].leaders_used = ["mo_ldr_eredin_the_treacherous"]
    a = line(t, A, "ru")
    assert "лидеры: Король Aen Elle, Владыка Тир на Лиа, Убийца Оберона, Командир Дикой Охоты" in a
    assert "Вероломный" not in a
    assert "лидер уже был в этом раунде" not in a


def test_g_hard_lead_3_after_three_leaders_none_is_left():
    """G-HARD-LEAD-3: three leaders used: the two unused cards can no longer be used, so none is left."""
    t = table(round=3)
    side = t.state.sides[0]
    side.leaders_used = side.leaders[:2]
    assert "leaders: Destroyer of Worlds, King of the Wild Hunt, The Treacherous" in line(t, A)
    side.leaders_used = side.leaders[:3]
    assert "leaders: —" in line(t, A)
    assert "лидеры: —" in line(t, A, "ru")
