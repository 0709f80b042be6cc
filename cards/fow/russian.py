"""A canonical post in Russian words (the demo in Russian, issue 29): Russian verbs and words, and the Russian
names of the cards on the table and in hands. :meth:`FowGame.post_in` keeps the Russian post only when it
parses to the same move as the English one."""

from __future__ import annotations

import re

from .ctx import Ctx

RU_VERBS = (
    ("pass until change", "пас до изменений"), ("no responses", "нет ответов"), ("no block", "без блока"),
    ("deck starter faria", "колода стартовая фария"), ("deck starter melgis", "колода стартовая мельгис"),
    ("pass", "пас"), ("call", "призвать"), ("judgment", "суд"), ("play", "сыграть"), ("activate", "способность"),
    ("attack", "атака"), ("battle", "битва"), ("block", "блок"), ("discard", "сброс"), ("mulligan", "муллиган"),
    ("first", "первым"), ("second", "вторым"), ("target", "цель"), ("set", "отложить"), ("will", "воля"),
    ("art", "искусство"), ("concede", "сдаюсь"),
)
RU_WORDS = {
    "pay": "плата", "cost": "цена", "ability": "способность", "none": "нет", "light": "свет", "fire": "огонь",
    "water": "вода", "wind": "ветер", "darkness": "тьма", "rest": "отдых", "banish": "изгнать",
}


def russian_post(ctx: Ctx, text: str) -> str:
    """A canonical post in Russian words, with the Russian names of the cards on the table and in hands."""
    out = text
    for en, ru in RU_VERBS:
        if out == en or out.startswith(en + " ") or out.startswith(en + ":"):
            out = ru + out[len(en):]
            break
    s = ctx.s
    uids = [u for p in s.players for u in (*p.hand, *p.field, *p.standby, *p.graveyard, *p.deck[:60])] + [
        p.ruler for p in s.players if p.ruler is not None]
    names = {}
    for u in uids:
        for d in (ctx.defn(u), ctx.face(u)):
            if d.name_ru:
                names[d.name_en] = d.name_ru
    for en in sorted(names, key=len, reverse=True):
        out = out.replace(en, names[en])
    out = re.sub(r"\bfrom standby\b", "из резерва", out)
    return re.sub(r"\b(" + "|".join(RU_WORDS) + r")\b", lambda m: RU_WORDS[m.group(1)], out)
