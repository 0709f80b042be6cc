"""Text the forum judge posted: the game table (G-JUDGE-TABLE-*) and effect lines (G-JUDGE-LOG-*), en and ru."""

from __future__ import annotations

from typing import Any

from cards.core import Event, Lang

ROW_LABEL = {
    "en": {"close": "Close", "ranged": "Ranged", "siege": "Siege"},
    "ru": {"close": "Ближний", "ranged": "Стрелковый", "siege": "Осадный"},
}
WEATHER_LABEL = {
    "weather_rain": {"en": "Torrential Rain", "ru": "Ливень"},
    "weather_fog": {"en": "Impenetrable Fog", "ru": "Мгла"},
    "weather_frost": {"en": "Biting Frost", "ru": "Мороз"},
}
REASON = {
    "spy": {"en": "spy", "ru": "шпион"},
    "northern_realms": {"en": "Northern Realms bonus", "ru": "бонус Северных Королевств"},
    "daisy": {"en": "Daisy of the Valley", "ru": "Маргаритка из Долин"},
    "deliver": {"en": "after the post", "ru": "после хода"},
}


def _c(card: dict[str, str] | None, lang: Lang) -> str:
    if not card:
        return "?"
    return card.get(lang) or card.get("en", "?")


ABILITY_LABEL = {
    "spy": ("spy", "шпион"),
    "medic": ("medic", "медик"),
    "muster": ("muster", "двойник"),
    "agile": ("agile", "проворство"),
    "tight_bond": ("tight bond", "прочная связь"),
    "morale_boost": ("morale boost", "прилив сил"),
    "horn": ("horn", "командирский рог"),
    "scorch": ("scorch", "казнь"),
    "scorch_close": ("scorch (close)", "казнь (ближний)"),
    "scorch_ranged": ("scorch (ranged)", "казнь (стрелковый)"),
    "scorch_siege": ("scorch (siege)", "казнь (осадный)"),
    "mardroeme": ("mardroeme", "мардрём"),
    "berserker": ("berserker", "берсерк"),
    "avenger": ("summons on leaving", "призыв при уходе"),
    "decoy": ("decoy", "чучело"),
    "weather_frost": ("frost: close rows", "мороз: ближние ряды"),
    "weather_fog": ("fog: ranged rows", "мгла: стрелковые ряды"),
    "weather_rain": ("rain: siege rows", "ливень: осадные ряды"),
    "weather_storm": ("storm: ranged + siege rows", "шторм: стрелковые и осадные ряды"),
    "clear_weather": ("clears all weather", "рассеивает погоду"),
    "faction_card": ("summon any card of your deck", "призыв любой карты из колоды"),
}
ROW_SHORT = {
    "close": ("close", "ближний"),
    "ranged": ("ranged", "стрелковый"),
    "siege": ("siege", "осадный"),
    "agile": ("close/ranged", "ближний/стрелковый"),
}


def hand_line(card: dict[str, Any], lang: Lang) -> str:
    """``Ghoul — 1, close, muster``: what a player needs to know of a card in hand."""
    i = 1 if lang == "ru" else 0
    facts: list[str] = []
    if card.get("strength") is not None:
        facts.append(("★" if card.get("hero") else "") + str(card["strength"]))
    if card.get("row"):
        facts.append(ROW_SHORT.get(card["row"], (card["row"], card["row"]))[i])
    facts += [ABILITY_LABEL.get(a, (a, a))[i] for a in card.get("abilities", []) if a != "agile"]
    return _c(card, lang) + (f" — {', '.join(facts)}" if facts else "")


def _cards(cards: list[dict[str, str]], lang: Lang) -> str:
    return ", ".join(_c(c, lang) for c in cards)


def _strength(v: Any) -> str:
    return f"{v}"


def _card_cell(card: dict[str, Any], lang: Lang) -> str:
    name = card["name_ru"] if lang == "ru" else card["name"]
    star = "★" if card.get("hero") else ""
    if "strength" in card:
        return f"{star}{name} {_strength(card['strength'])}"
    return f"{name}"


def table_text(view: dict[str, Any], lang: Lang) -> str:  # noqa: C901 - the table's fixed layout
    """The pinned post: Judge's table on top, Battlefield below (G-JUDGE-TABLE-1..5)."""
    ru = lang == "ru"
    p0, p1 = view["players"]
    lines: list[str] = []
    title = "Стол судьи" if ru else "Judge's table"
    turn = view["turn"] if view["phase"] in ("play", "over") else 0  # G-JUDGE-TABLE-5: 0 before turn 1
    rnd = f"Раунд {view['round']}, ход {turn}" if ru else f"Round {view['round']}, turn {turn}"
    lines.append(f"**{title}** — {rnd}" + (" (HardGwent)" if view["variant"] == "hard" else ""))
    for p in (p0, p1):
        fac = p["faction_name"][1 if ru else 0] if p["faction_name"] else "?"
        lives = "♥" * p["lives"] + "♡" * (2 - p["lives"])
        extra = []
        if p["passed"]:
            extra.append("пас" if ru else "passed")
        if view["to_move"] == p["name"] and view["phase"] == "play":
            extra.append("ходит" if ru else "to move")
        if view["variant"] == "hard" and p["leaders"] is not None:
            # Which leaders are left, by their short names (the part after "Eredin: ").
            left = [_c(n, lang).split(": ")[-1] for n in p.get("leaders_left") or []]
            used = "лидер уже был в этом раунде" if ru else "leader used this round"
            extra.append(
                f"{'лидеры' if ru else 'leaders'}: {', '.join(left) or '—'}"
                + (f" ({used})" if p["leader_used_this_round"] else "")
            )
        tail = f" · {' · '.join(extra)}" if extra else ""
        lines.append(
            f"{p['name']} — {fac} ({p['hand_count']}) · {'очки' if ru else 'score'} **{p['score']}** · {lives}{tail}"
        )
    for r in view["results"]:
        win = r["winner"] or ("ничья" if ru else "draw")
        label = "Раунд" if ru else "Round"
        lines.append(
            f"{label} {r['round']}: {p0['name']} {r['scores'][0]} – {r['scores'][1]} {p1['name']} ({win})"
        )
    if view["winner"]:
        w = view["winner"]
        lines.append(
            ("Итог: " if ru else "Result: ")
            + (("ничья" if ru else "draw") if w == "draw" else (f"победил {w}" if ru else f"{w} wins"))
        )
    lines.append("")
    lines.append("**Поле боя**" if ru else "**Battlefield**")
    if view["weather"]:
        lines.append(("Погода: " if ru else "Weather: ") + ", ".join(view["weather_ru" if ru else "weather"]))
    for idx, p in enumerate((p1, p0)):
        order = ("siege", "ranged", "close") if idx == 0 else ("close", "ranged", "siege")
        if idx == 1:
            lines.append("— — —")
        lines.append(f"__{p['name']}__ ({p['score']})")
        for r in order:
            row = p["rows"][r]
            marks = []
            if row["horn"]:
                marks.append("рог" if ru else "horn")
            if row["mardroeme"]:
                marks.append("мардрём" if ru else "mardroeme")
            if row["weather"]:
                marks.append("погода" if ru else "weather")
            mark = f" [{', '.join(marks)}]" if marks else ""
            cells = " | ".join(_card_cell(c, lang) for c in row["cards"]) or "—"
            lines.append(f"`{ROW_LABEL[lang][r]:<10} {row['score']:>4}`{mark} {cells}")
    disc = []
    for p in (p0, p1):
        if p["discard"]:
            disc.append(f"{p['name']}: {len(p['discard'])}")
    if disc:
        lines.append(("Отбой — " if ru else "Discard — ") + ", ".join(disc))
    return "\n".join(lines)


def event_text(e: Event, lang: Lang) -> str | None:  # noqa: C901 - one line per event kind
    """One effect line, as the forum judge wrote it (G-JUDGE-LOG-2); None for events with no line."""
    ru = lang == "ru"
    d = e.data
    k = e.kind
    p = d.get("player", "")
    if k == "placed":
        row = ROW_LABEL[lang].get(d["row"], d["row"])
        via = d.get("via", "play")
        if via == "muster":
            return (
                f"Двойник: {_c(d['card'], lang)} ({row}) призван из колоды."
                if ru
                else f"Muster: {_c(d['card'], lang)} ({row}) comes from the deck."
            )
        if via == "revive":
            return (
                f"{p} воскрешает {_c(d['card'], lang)} ({row})."
                if ru
                else f"{p} revives {_c(d['card'], lang)} ({row})."
            )
        if via in ("faction_card", "skellige"):
            return (
                f"{_c(d['card'], lang)} выходит на поле ({row})."
                if ru
                else f"{_c(d['card'], lang)} comes onto the field ({row})."
            )
        spy = d.get("side") != p
        if spy:
            return (
                f"{p}: {_c(d['card'], lang)} — шпион на половину {d['side']} ({row})."
                if ru
                else f"{p} plays {_c(d['card'], lang)} as a spy on {d['side']}'s half ({row})."
            )
        return f"{p}: {_c(d['card'], lang)} ({row})." if ru else f"{p} plays {_c(d['card'], lang)} ({row})."
    if k == "played_special":
        return f"{p}: {_c(d['card'], lang)}." if ru else f"{p} plays {_c(d['card'], lang)}."
    if k == "placed_special":
        row = ROW_LABEL[lang][d["row"]]
        return (
            f"{p}: {_c(d['card'], lang)} — {row}."
            if ru
            else f"{p} plays {_c(d['card'], lang)} on the {row.lower()} row."
        )
    if k == "weather":
        extra = (" (эта погода уже действует)" if ru else " (already active)") if d.get("already") else ""
        return f"{p}: {_c(d['card'], lang)}{extra}." if ru else f"{p} plays {_c(d['card'], lang)}{extra}."
    if k == "leader_weather":
        return (
            f"Лидер {p}: {WEATHER_LABEL[d['weather']][lang]}."
            if ru
            else f"{p}'s leader brings {WEATHER_LABEL[d['weather']][lang]}."
        )
    if k == "weather_cleared":
        return "Ясное небо: погода рассеяна." if ru else "Clear Weather: all weather is dispersed."
    if k == "destroyed":
        src = _c(d.get("source"), lang) if d.get("source") else ("Казнь" if ru else "Scorch")
        return (
            f"{src} — {_c(d['card'], lang)} отправляется в отбой {p}."
            if ru
            else f"{src} – {_c(d['card'], lang)} goes to {p}'s discard pile."
        )
    if k == "scorch_nothing":
        return "Казнь: на поле нет целей." if ru else "Scorch: no unit to destroy."
    if k == "row_scorch_short":
        row = ROW_LABEL[lang][d["row"]]
        return (
            f"Казнь: {row} ряд {p} — {d['total']:g} < {d['threshold']}, ничего не происходит."
            if ru
            else f"Scorch: {p}'s {row.lower()} row has {d['total']:g} < {d['threshold']}; nothing happens."
        )
    if k == "decoy":
        return (
            f"{p}: Чучело — {_c(d['target'], lang)} возвращается в руку."
            if ru
            else f"{p} plays Decoy: {_c(d['target'], lang)} returns to the hand."
        )
    if k == "decoy_idle":
        return (
            f"{p}: Чучело без цели (пропуск хода)."
            if ru
            else f"{p} plays Decoy with no target (a legal skip)."
        )
    if k == "faction_card":
        return (
            f"{p}: Карта фракции призывает {_c(d['target'], lang)}."
            if ru
            else f"{p} plays the Faction card and summons {_c(d['target'], lang)}."
        )
    if k == "transformed":
        return (
            f"{_c(d['card'], lang)} превращается в {_c(d['into'], lang)}."
            if ru
            else f"{_c(d['card'], lang)} transforms into {_c(d['into'], lang)}."
        )
    if k == "summoned":
        return (
            f"{_c(d['card'], lang)} появляется на поле {p}."
            if ru
            else f"{_c(d['card'], lang)} appears on {p}'s half."
        )
    if k == "medic_nothing":
        return None
    if k in ("drew", "draw_later"):
        n = d["count"]
        reason = REASON.get(d.get("reason", ""), {}).get(lang, "")
        if k == "draw_later":
            return (
                f"{p} получит {n} карт(ы) после хода ({reason})."
                if ru
                else f"{p} will receive {n} card(s) after the post ({reason})."
            )
        if n == 0:
            return f"{p}: в колоде не осталось карт." if ru else f"{p}: no cards left to draw."
        return (
            f"{p} получает {n} карт(у) в ЛС ({reason})."
            if ru
            else f"{p} receives {n} card(s) by DM ({reason})."
        )
    if k == "drew_cards":
        return ("Вы получили:\n" if ru else "You receive:\n") + "\n".join(
            f"- {hand_line(c, lang)}" for c in d["cards"]
        )
    if k == "leader":
        return (
            f"{p} активирует лидера: {_c(d['card'], lang)}."
            if ru
            else f"{p} activates the leader {_c(d['card'], lang)}."
        )
    if k == "leader_idle":
        return f"{p} использует лидера вхолостую." if ru else f"{p} uses the leader idle (a legal skip)."
    if k == "leader_nothing":
        return f"Лидер {p} не находит цели." if ru else f"{p}'s leader has nothing to act on."
    if k == "leader_horn":
        row = ROW_LABEL[lang][d["row"]]
        return f"Рог лидера {p}: {row} ряд." if ru else f"{p}'s leader horn on the {row.lower()} row."
    if k == "horn_replaced":
        return (
            f"{_c(d['card'], lang)} заменён рогом лидера и уходит в отбой."
            if ru
            else f"{_c(d['card'], lang)} is replaced by the leader's horn and goes to the discard pile."
        )
    if k == "reveal_asked":
        return (
            f"{p}, покажите {d['count']} карт(ы) из руки: «показать <карта>, …»."
            if ru
            else f"{p}, reveal {d['count']} cards of your hand: 'reveal <card>, …'."
        )
    if k == "revealed":
        return (
            f"Карты {p}: {_cards(d['cards'], lang)}." if ru else f"{p} reveals: {_cards(d['cards'], lang)}."
        )
    if k == "took_to_hand":
        return (
            f"{p} забирает {_c(d['card'], lang)} из отбоя {d['from_player']} в руку."
            if ru
            else f"{p} takes {_c(d['card'], lang)} from {d['from_player']}'s discard pile into the hand."
        )
    if k == "discarded":
        return f"{p} сбрасывает {_c(d['card'], lang)}." if ru else f"{p} discards {_c(d['card'], lang)}."
    if k == "take_asked":
        return (
            f"{p} выбирает карту из колоды (в ЛС судье)."
            if ru
            else f"{p} chooses a card from the deck (by DM to the judge)."
        )
    if k == "took_from_deck":
        return f"{p} берёт выбранную карту из колоды." if ru else f"{p} takes the chosen card from the deck."
    if k == "took_from_deck_card":
        return ("Вы взяли: " if ru else "You took: ") + _c(d["card"], lang)
    if k == "crach":
        lst = _cards(d["cards"], lang) or "—"
        return (
            f"Крах ан Крайт: в колоды возвращаются: {lst}."
            if ru
            else f"Crach an Craite: back into the decks: {lst}."
        )
    if k == "helheim":
        return (
            "Хельхейм: все отбои возвращаются в колоды навсегда."
            if ru
            else "Helheim: every discard pile goes back into the decks, never to return."
        )
    if k == "treacherous":
        return (
            f"Вероломный ослабляет рог в ряду противника ({ROW_LABEL[lang][d['row']]})."
            if ru
            else f"The Treacherous weakens the horn on the opponent's {ROW_LABEL[lang][d['row']].lower()} row."
        )
    if k == "white_flame_block":
        return (
            f"Белое Пламя: {d['opponent']} не может использовать лидеров до конца раунда."
            if ru
            else f"The White Flame: {d['opponent']} may use no leader for the rest of the round."
        )
    if k == "moved":
        return (
            f"{p} перемещает {_c(d['card'], lang)} ({ROW_LABEL[lang][d['row']]})."
            if ru
            else f"{p} moves {_c(d['card'], lang)} to the {ROW_LABEL[lang][d['row']].lower()} row."
        )
    if k == "leader_cancelled":
        back = _cards(d.get("cards", []), lang)
        extra = (f" Возвращено: {back}." if ru else f" Restored: {back}.") if back else ""
        hidden = int(d.get("hidden", 0))  # cards that go from a hand to a deck: never named here
        if hidden == 1:
            extra += " Одна карта из руки возвращается в колоду." if ru else " A card from the hand goes back to the deck."
        elif hidden > 1:
            extra += f" Из руки в колоду возвращено карт: {hidden}." if ru else f" Cards from the hand back to the deck: {hidden}."
        return (
            f"Белое Пламя отменяет эффект лидера {p}."
            if ru
            else f"The White Flame cancels {p}'s leader effect."
        ) + extra
    if k == "leader_cancelled_private":
        taken = _cards(d.get("cards", []), lang)
        return f"Белое Пламя возвращает из вашей руки в колоду: {taken}." if ru else f"The White Flame takes back from your hand to your deck: {taken}."
    if k == "pass_queued":
        return (
            f"{p} пасует заранее: пас вступит в силу в начале его хода."
            if ru
            else f"{p} passes ahead: the pass takes effect at the start of his turn."
        )
    if k == "passed":
        return f"{p} пасует." if ru else f"{p} passes."
    if k == "auto_pass_short":
        return (
            f"{p} выложил одну карту: недостающая вторая карта — это пас."
            if ru
            else f"{p} posted one card: the missing second card counts as a pass."
        )
    if k == "auto_passed":
        return f"{p}: автопас." if ru else f"{p} is auto-passed."
    if k in ("enough", "not_enough"):
        enough = k == "enough"
        score = f"{d['score']:g} : {d['opponent_score']:g}"
        if ru:
            return (
                f"Выложенных карт {'достаточно' if enough else 'недостаточно'} для победы в раунде ({score})."
            )
        return f"The cards posted {'are' if enough else 'are not'} enough to win the round ({score})."
    if k == "turn_start":
        n = d["turn"]
        cards = d.get("card_count", 1)
        if ru:
            how = {0: "любое число карт", 1: "одна карта", 2: "две карты"}.get(cards, "")
            return f"Начало {n}-го хода. Ходит {p}" + (f" ({how})." if how else ".")
        how = {0: "any number of cards", 1: "one card", 2: "two cards"}.get(cards, "")
        return f"Start of turn {n}. {p} moves" + (f" ({how})." if how else ".")
    if k == "round_start":
        return f"Раунд {d['round']}. Первым ходит {p}." if ru else f"Round {d['round']}. {p} moves first."
    if k == "round_end":
        a, b = d["players"]
        sa, sb = d["scores"]
        w = d["winner"]
        copy = f"\n\n{table_text(d['table'], lang)}" if d.get("table") else ""
        if ru:
            res = f"победа {w}" if w else "ничья: оба теряют жизнь"
            return f"Конец раунда {d['round']}: {a} {sa:g} – {sb:g} {b}, {res}.{copy}"
        res = f"{w} wins the round" if w else "a draw: both lose a life"
        return f"End of round {d['round']}: {a} {sa:g} – {sb:g} {b}; {res}.{copy}"
    if k == "match_end":
        if d.get("draw"):
            return "Партия окончена вничью." if ru else "The match ends in a draw."
        return (
            f"Партия окончена. Победитель — {d['winner']}."
            if ru
            else f"The match is over. {d['winner']} wins."
        )
    if k == "ask_keep":
        return (
            f"{p} (Чудовища): какой отряд остаётся на поле? «оставить <карта>»."
            if ru
            else f"{p} (Monsters): which unit stays on the field? 'keep <card>'."
        )
    if k == "kept":
        return (
            f"{p} оставляет {_c(d['card'], lang)} на поле."
            if ru
            else f"{p} keeps {_c(d['card'], lang)} on the field."
        )
    if k == "kept_none":
        return f"{p} ничего не оставляет." if ru else f"{p} keeps nothing."
    if k == "ask_revive":
        return (
            f"{p} (Скеллиге): воскресите до двух отрядов: «воскресить <карта>, <карта>» или «воскресить нет»."
            if ru
            else f"{p} (Skellige): revive up to two units: 'revive <card>, <card>' or 'revive none'."
        )
    if k == "ask_first":
        return (
            f"{p} (Скоя'таэли) решает, кто ходит первым: «первым <игрок>»."
            if ru
            else f"{p} (Scoia'tael) decides who moves first: 'first <player>'."
        )
    if k == "first_chosen":
        return f"{p} решает: первым ходит {d['first']}." if ru else f"{p} decides: {d['first']} moves first."
    if k == "first_random":
        return f"Жребий: первым ходит {p}." if ru else f"By lot, {p} moves first."
    if k == "dealt":
        hand = "\n".join(f"{i}. {hand_line(c, lang)}" for i, c in enumerate(d["hand"], 1))
        offer = "\n".join(f"- {hand_line(c, lang)}" for c in d["offer"])
        if ru:
            return f"Ваша рука:\n{hand}\nПредложено для обмена (до {d['limit']}):\n{offer}\nОтветьте: «обмен <карты> на <карты>» или «обмен нет»."
        return f"Your hand:\n{hand}\nOffered for the exchange (up to {d['limit']}):\n{offer}\nAnswer: 'exchange <cards> for <cards>' or 'exchange none'."
    if k == "dealt_public":
        return f"{p} получает {d['count']} карт." if ru else f"{p} is dealt {d['count']} cards."
    if k == "exchanged":
        return f"{p} меняет {d['count']} карт(ы)." if ru else f"{p} exchanges {d['count']} card(s)."
    if k == "hand":
        hand = "\n".join(f"{i}. {hand_line(c, lang)}" for i, c in enumerate(d["hand"], 1))
        return ("Ваша рука:\n" if ru else "Your hand:\n") + hand
    if k == "deck_accepted":
        return (
            f"Колода принята: {d['cards']} карт, из них {d['units']} боевых."
            if ru
            else f"Deck accepted: {d['cards']} cards, {d['units']} of them units."
        )
    if k == "deck_ready":
        return f"{p}: колода готова." if ru else f"{p}'s deck is ready."
    if k == "ask_decks":
        names = ", ".join(d["players"])
        return f"Ждём колоды (в ЛС): {names}." if ru else f"Waiting for deck lists (by DM): {names}."
    if k == "token_blocked":
        return None
    if k == "cleanup":
        return "Поле очищено." if ru else "The field is cleared."
    if k == "judge_note":
        return str(d["ru"] if ru else d["en"])
    return None
