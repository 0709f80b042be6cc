"""A move written as a Russian player writes it (the demo's scripted players in a Russian demo): Russian
verbs, circles (АВ, ПЛ …) and card names where the card has one. The one writer is
:func:`cards.vanguard.parser.write_post`; this file holds its Russian words. :meth:`VanguardGame.post_in`
keeps the Russian post only when it reads back to the same move."""

from __future__ import annotations

from .actions import Action
from .catalogue import Catalogue
from .parser import PostWords, write_post

CIRCLES_RU = {"VC": "АВ", "FL": "ПЛ", "FR": "ПП", "BL": "ЗЛ", "BC": "ЗЦ", "BR": "ЗП"}


def circle_ru(code: str) -> str:
    if code.startswith("opp:"):
        return "враг " + circle_ru(code[4:])
    if code.startswith("ACC"):
        return "УС" + code[3:]
    if code.startswith("GC"):
        return "кз" + code[2:]
    return CIRCLES_RU.get(code, code)


RU_POST = PostWords(
    lang="ru", circle=circle_ru, trial="колода пробная", mulligan="муллиган", keep="оставить",
    g_assist="подмога", take="взять", take_none="не брать", remove="убрать", ride="смена", call="призыв",
    move="переместить", act="акт", order="порядок", yes="да", no="нет", to="на", discard="сбросить",
    attack="атака", boost="поддержка", guard="защита", no_guard="без защиты", intercept="перехват",
    perfect="идеальная защита", protect="защитить", g_guardian="страж наследия", trigger="триггер",
    heal="лечить", heal_none="лечить нет", gift="дар", end_turn="конец хода", end="конец",
    stride="вознесение", note="заметка", concede="сдаюсь",
)


def russian(cat: Catalogue, a: Action) -> str | None:
    """The move in Russian words, or None where the canonical text is kept (deck lists, declarations)."""
    return write_post(cat, a, RU_POST)
