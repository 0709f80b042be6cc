"""The Discord adapter's own words (en/ru) and the Russian names of its slash commands.

The judge's words live in :mod:`bot.judge.messages`; these few are about Discord itself (uploads,
options that only exist in slash commands). Command localizations are applied by
:class:`CommandTranslator` when the command tree is synced, so every name stays English in code.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

EN: dict[str, str] = {
    "upload_too_big": (
        "That file is {size} KB; the judge reads uploads of at most {limit} KB. "
        "Send only the filled '(2)' sheet of the reference as an .xlsx file. Nothing changed."
    ),
    "upload_failed": "I could not download your file; please send it again. Nothing changed.",
    "opponent_bot": "Bots cannot play; challenge a person.",
    "not_in_match": "{name} does not play in this match.",
    "winner_needed": "Name the winner (a player of this match), or choose a draw.",
    "guild_only": "This command works in a server channel only.",
    "private_waiting": (
        "I could not send you a direct message, so a private answer to your post is waiting. "
        "Post the move with `/play` here (the answer then shows to you only) or see your hand with `/hand`; "
        "allow DMs from this server's members to get answers by DM."
    ),
    "no_channel": "Use this command in a server channel: the challenge is posted there.",
}

RU: dict[str, str] = {
    "upload_too_big": (
        "Файл весит {size} КБ; судья читает файлы не больше {limit} КБ. "
        "Пришлите только заполненный лист «(2)» справочника файлом .xlsx. Ничего не изменилось."
    ),
    "upload_failed": "Не удалось скачать ваш файл; пришлите его ещё раз. Ничего не изменилось.",
    "opponent_bot": "Боты не играют; вызовите человека.",
    "not_in_match": "{name} не играет в этой партии.",
    "winner_needed": "Укажите победителя (игрока этой партии) или выберите ничью.",
    "guild_only": "Эта команда работает только в канале сервера.",
    "private_waiting": (
        "Не удалось написать вам в личные сообщения, поэтому закрытый ответ на ваш пост ждёт вас. "
        "Сделайте ход командой `/play` здесь (ответ тогда увидите только вы) или посмотрите руку командой "
        "`/hand`; чтобы получать ответы в личных сообщениях, разрешите их от участников этого сервера."
    ),
    "no_channel": "Используйте эту команду в канале сервера: вызов публикуется там.",
}


def say(key: str, lang: str, /, **values: Any) -> str:
    return (RU if lang == "ru" else EN)[key].format(**values)


# Command, group and option names (Discord wants them lower-case, without spaces).
RU_NAMES: dict[str, str] = {
    "tournament": "турнир",
    "register": "запись",
    "drop": "выход",
    "deck": "колода",
    "close": "закрыть",
    "pair": "пары",
    "start-round": "начать-тур",
    "repair": "перепары",
    "award": "присудить",
    "double-loss": "двойное-поражение",
    "penalty": "наказание",
    "rematch": "переигровка",
    "extend": "продлить",
    "late-entry": "поздняя-запись",
    "standings": "таблица",
    "players": "игроки",
    "export": "экспорт",
    "setup": "настройка",
    "location": "место",
    "judge_role": "роль_судьи",
    "language": "язык",
    "deadline_hours": "срок_часов",
    "pictures": "картинки",
    "accept": "принять",
    "match": "партия",
    "challenge": "вызов",
    "opponent": "соперник",
    "variant": "вариант",
    "create": "создать",
    "player1": "игрок1",
    "player2": "игрок2",
    "play": "ход",
    "move": "ход",
    "pass": "пас",
    "hand": "рука",
    "table": "стол",
    "judge": "судья",
    "hands": "руки",
    "undo": "откат",
    "n": "n",
    "act": "за_игрока",
    "player": "игрок",
    "post": "пост",
    "end": "конец",
    "result": "итог",
    "winner": "победитель",
    "places": "места",
    "open": "открыть",
    "join": "сесть",
    "show": "показать",
    "game": "игра",
    "seats": "мест",
    "options": "настройки",
    "seat": "место",
    "reason": "причина",
    "pause": "пауза",
    "resume": "продолжить",
    "deadline": "срок",
    "hours": "часы",
}

# Descriptions and choice names.
RU_TEXTS: dict[str, str] = {
    "Add a player after registration closed (judges)": "Добавить игрока после закрытия регистрации (судьи)",
    "Award a table's match to a player (judges)": "Присудить победу за столом игроку (судьи)",
    "Both players of a table lose (judges)": "Поражение обоим игрокам стола (судьи)",
    "Close registration and lock the decks (judges)": "Закрыть регистрацию и зафиксировать колоды (судьи)",
    "Create a tournament announced in this channel (judges)": "Создать турнир с объявлением в этом канале (судьи)",
    "End the tournament now; the standings so far are final (judges)": "Завершить турнир сейчас; текущая таблица окончательна (судьи)",
    "Enter or correct a table's result in games (judges)": "Внести или исправить итог стола по партиям (судьи)",
    "Give a player a penalty (judges)": "Наказание игроку (судьи)",
    "Leave a tournament (judges: drop a player)": "Выйти из турнира (судьи: снять игрока)",
    "More hours per decision for one table's match (judges)": "Больше часов на решение в партии стола (судьи)",
    "Pair the next round without starting it (judges)": "Составить пары следующего тура без запуска (судьи)",
    "Pause every match of the round in play (judges)": "Приостановить все партии текущего тура (судьи)",
    "Re-pair the current Swiss round before play (judges)": "Пересоставить пары текущего тура до начала игры (судьи)",
    "Register for a tournament": "Записаться на турнир",
    "Register your deck: a deck post or the filled sheet (.xlsx)": "Зарегистрировать колоду: текстом или заполненным листом (.xlsx)",
    "Replay a drawn elimination match (judges)": "Переиграть ничейную партию плей-офф (судьи)",
    "Resume the paused round (judges)": "Продолжить приостановленный тур (судьи)",
    "Start the next round: one match thread per pairing (judges)": "Начать следующий тур: тема партии на каждую пару (судьи)",
    "The players, their decks and drops": "Игроки, их колоды и выбывшие",
    "The standings now (final placements once over)": "Текущая таблица (итоговые места после окончания)",
    "The tournament as a spreadsheet (.xlsx), only for you": "Турнир в таблице (.xlsx), только для вас",
    "Tournaments: registration, decks, rounds, standings, judge tools": "Турниры: регистрация, колоды, туры, таблица, инструменты судьи",
    "Drawn games": "Ничейные партии",
    "Games won by the second player": "Победы второго игрока",
    "Games won by the table's first player": "Победы первого игрока стола",
    "Hours a player has for each decision (default: the server's)": "Часов у игрока на решение (по умолчанию — как на сервере)",
    "Hours per decision": "Часов на решение",
    "Judges: the player to drop": "Судьи: кого снять",
    "Players in the top cut (Swiss then top cut)": "Игроков в плей-офф (швейцарка, затем плей-офф)",
    "Seats per pod, 3-7 (pods; default 4)": "Мест за столом, 3–7 (для игры за столами; по умолчанию 4)",
    "Pods for 3 or more players": "Игра за столами (3 игрока и больше)",
    "Show them to the channel, not only to you": "Показать в канале, а не только вам",
    "Swiss rounds (usually 3 for 8 players, 4 for 16)": "Туров швейцарки (обычно 3 на 8 игроков, 4 на 16)",
    "Swiss, single elimination, or Swiss then a top cut": "Швейцарка, олимпийская система или швейцарка с плей-офф",
    "The filled '(2)' sheet of the reference spreadsheet (.xlsx)": "Заполненный лист «(2)» справочника (.xlsx)",
    "The round (default: the latest)": "Тур (по умолчанию последний)",
    "The round (default: the player's current or next match)": "Тур (по умолчанию текущая или следующая партия игрока)",
    "The table": "Стол",
    "Tournament (default: the one waiting for your deck)": "Турнир (по умолчанию тот, что ждёт вашу колоду)",
    "Warning, game loss, match loss or disqualification": "Предупреждение, поражение в партии, в матче или дисквалификация",
    "Who wins the match": "Кто побеждает в матче",
    "Why (posted in the tournament's channel)": "Почему (публикуется в канале турнира)",
    "Your deck as you would post it, e.g. 'deck monsters ready'": "Ваша колода, как в посте, например «колода чудовища готовая»",
    "Disqualification": "Дисквалификация",
    "Game loss": "Поражение в партии",
    "Match loss": "Поражение в матче",
    "Single elimination": "Олимпийская система",
    "Swiss": "Швейцарка",
    "Swiss, then a top cut": "Швейцарка, затем плей-офф",
    "The tournament's name": "Название турнира",
    "Top 4": "Топ-4",
    "Top 8": "Топ-8",
    "Warning": "Предупреждение",
    "A forum or text channel for match threads": "Форум или текстовый канал для тем партий",
    "Members with this role are judges": "Участники с этой ролью — судьи",
    "Language of the judge's posts": "Язык постов судьи",
    "Hours a player has for each decision": "Сколько часов у игрока на каждое решение",
    "Show a picture of the table on the pinned table and in /table": (
        "Показывать картинку стола в закреплённом сообщении и в /table"
    ),
    "Server settings: where matches go, the judge role, language, default deadline, pictures": (
        "Настройки сервера: где идут партии, роль судьи, язык, срок по умолчанию, картинки"
    ),
    "Your language for the judge's private answers": "Ваш язык личных ответов судьи",
    "Accept a challenge": "Принять вызов",
    "Challenge number (default: the newest to you)": "Номер вызова (по умолчанию — последний вам)",
    "Challenge a player to a match": "Вызвать игрока на партию",
    "Who you challenge": "Кого вы вызываете",
    "Keep both factions hidden until play shows them (G-SETUP-4)": "Скрыть фракции обоих игроков до начала игры",
    "Start a match between two players (judges)": "Начать партию двух игроков (судьи)",
    "First player": "Первый игрок",
    "Second player": "Второй игрок",
    "Post a move in this match thread": "Сделать ход в теме партии",
    "Your move, as you would write it in the thread": "Ваш ход, как вы написали бы его в теме",
    "Pass in this match": "Пас в этой партии",
    "Your hand in this match (only you see it)": "Ваша рука в этой партии (видите только вы)",
    "The table of this match": "Стол этой партии",
    "Judge powers in this match thread": "Полномочия судьи в теме партии",
    "See every hidden card (judges who do not play)": "Все скрытые карты (судьи, которые не играют)",
    "Take back the last accepted posts": "Отменить последние принятые посты",
    "How many posts": "Сколько постов",
    "Post for a player": "Сделать пост за игрока",
    "The player": "Игрок",
    "The post, as the player would write it": "Пост, как написал бы его игрок",
    "End the match with a result": "Завершить партию с итогом",
    "Win or draw": "Победа или ничья",
    "Who wins": "Кто победил",
    "Why (shown in the thread)": "Почему (видно в теме)",
    "Pause the match": "Приостановить партию",
    "Resume the match": "Возобновить партию",
    "Hours per decision in this match (empty: the server's default)": (
        "Часов на решение в этой партии (пусто — как на сервере)"
    ),
    "English": "Английский",
    "Russian": "Русский",
    "Server default": "Как на сервере",
    "A player wins": "Победа игрока",
    "Draw": "Ничья",
    "Everyone loses": "Поражение всем",
    "This match's table; open a table for any game, or join one": "Стол этой партии; открыть стол для любой игры или сесть за открытый",
    "Open a table: players join with a button": "Открыть стол: игроки садятся кнопкой",
    "The game": "Игра",
    "The game's variant (default: its first)": "Вариант игры (по умолчанию первый)",
    "How many players (default: the game's usual number)": "Сколько игроков (по умолчанию обычное для игры число)",
    "Setup options: name=value, … (suggested as you type)": "Настройки: имя=значение, … (подсказки при вводе)",
    "Take the first seat yourself (judges may open a table for others)": "Занять первое место самому (судьи могут открыть стол для других)",
    "Take a seat at an open table": "Сесть за открытый стол",
    "The table's number": "Номер стола",
    "Seat a player: at an open table, or in a seat of this match": "Посадить игрока: за открытый стол или на место в этой партии",
    "The player to seat": "Кого посадить",
    "The seat in this match (1 = first player) the player takes over": "Место в этой партии (1 — первый игрок), которое он займёт",
    "An open table's number (the player takes its next free seat)": "Номер открытого стола (игрок займёт следующее свободное место)",
    "The game (default: the first the bot offers)": "Игра (по умолчанию первая из доступных)",
    "Places": "Места",
    "A win, a draw, a loss for everyone, or every player's place": "Победа, ничья, поражение всем или места всех игроков",
    "Who wins (a win)": "Кто победил (при победе)",
    "Players in finishing order: `Alice, Bob = Carol` (places)": "Игроки в порядке мест: `Алиса, Борис = Вера` (места)",
}

_NAME_LOCATIONS = {
    app_commands.TranslationContextLocation.command_name,
    app_commands.TranslationContextLocation.group_name,
    app_commands.TranslationContextLocation.parameter_name,
}


class CommandTranslator(app_commands.Translator):
    """Russian names and descriptions for the slash commands (other locales fall back to English)."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        if locale is not discord.Locale.russian:
            return None
        if string.extras.get("ru"):  # a game's own Russian text (its GameInfo)
            return str(string.extras["ru"])
        table = RU_NAMES if context.location in _NAME_LOCATIONS else RU_TEXTS
        return table.get(string.message)
