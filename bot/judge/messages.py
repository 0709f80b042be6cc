"""Everything the judge itself says, in English and Russian.

Game texts (cards, events, tables) come from the engine; these are the referee's own words.
Both catalogues must have the same keys and the same ``{placeholders}``
(``tests/judge/test_messages.py`` checks it).
"""

from __future__ import annotations

from string import Formatter
from typing import Any

LANGS = ("en", "ru")

EN: dict[str, str] = {
    # refusals and hints (private replies)
    "not_seated": "You are not playing in match #{match}; only its players' posts count.",
    "not_your_turn": "Not your turn in match #{match}: the judge is waiting for {waiting}. Nothing changed.",
    "answer_by_dm": "That is a private decision: send it to me by DM, not in the thread. Nothing changed.",
    "answer_in_thread": "Match #{match} is waiting for a public move from you: post it in the match thread.",
    "paused": "Match #{match} is paused by the judge. Nothing changed.",
    "finished": "Match #{match} is over.",
    "no_pass": "There is nothing to pass in match #{match} right now. Nothing changed.",
    "illegal": "Not accepted: {reason}",
    "suggest": "Did you mean: {options}?",
    "not_a_move": "I did not understand that as a move: {reason}",
    "not_a_match": "This channel is not a match thread.",
    "no_match_for_you": "You have no active match here.",
    "dm_no_match": "None of your matches is waiting for a private decision from you.",
    "dm_ambiguous": "Several of your matches wait for you ({matches}). Start your message with the match number, e.g. `#{example} {text}`.",
    "dm_unknown_match": "Match #{match} is not waiting for a private decision from you.",
    "dm_accepted": "Accepted for match #{match}.",
    "engine_error": "The judge could not process this post (an internal error was logged). Nothing changed; a human judge can act for you.",
    "unknown_game": "Unknown game `{game}`. Available: {games}.",
    "judge_only": "Only a judge can do this.",
    "judge_is_player": "You play in match #{match}; a judge who does not play must do this.",
    "admin_only": "Only a server administrator can change these settings.",
    "bad_language": "Language must be one of: {langs}.",
    "bad_seat": "Match #{match} has no seat {seat}.",
    "winner_needed": "Name the winner (a player of this match), or choose a draw.",
    "places_needed": "List every player of this match once, in finishing order: `Alice, Bob = Carol` (`,` between places, `=` between tied players). Not understood: {name}.",
    "seat_not_pending": "The judge is not waiting for anything from {name}.",
    "nothing_to_undo": "There are only {count} accepted post(s) to undo.",
    "not_challenged": "Match #{match} is not a challenge to you.",
    "no_challenge": "Nobody has challenged you here.",
    "self_challenge": "Pick another player to challenge.",
    "not_paused": "Match #{match} is not paused.",
    "not_live": "Match #{match} is not being played.",
    "bad_deadline": "The deadline must be between 1 hour and 30 days (720 hours).",
    # confirmations (private replies)
    "challenge_sent": "Challenge #{match} sent to {opponent}.",
    "match_created": "Match #{match} created.",
    "settings_saved": "Settings saved.",
    "language_set": "Language set to {lang}.",
    "done": "Done.",
    "hand_header": "Match #{match}, your view (only you can see this):",
    "table_header": "Match #{match}, the table:",
    "judge_view_header": "Match #{match}, judge's view (hidden information, do not share):",
    # thread posts
    "challenge_posted": "{opponent}, {challenger} challenges you to a match of {game} (#{match}). Accept with `/accept {match}`.",
    "accept_button": "Accept",
    "thread_name": "#{match} {players}",
    "table_title": "**Match #{match}** ({game})",
    "match_started": "Match #{match} begins: {players}. The pinned message is the game table; post your moves in this thread.",
    "echo_move": "**{name}**: {text}",
    "dm_title": "**Match #{match}**",
    "prompt_turn": "{mention}, the judge is waiting for you: {decision}.",
    "prompt_private_dm": "Match #{match}: the judge is waiting for your decision ({decision}). Reply to this DM.",
    "prompt_private_dm_many": "Match #{match}: the judge is waiting for your decision ({decision}). You have several matches: start your reply with `#{match}`.",
    "result_win": "Match #{match} is over. Winner: {winners}.",
    "result_draw": "Match #{match} is over: a draw.",
    "result_places": "Match #{match} is over. Places:",
    "result_place": "{place}. {players}",
    "result_reason": "({reason})",
    "judge_act_public": "The judge posts for **{name}**: {text}",
    "judge_act_private": "The judge made **{name}**'s private decision ({decision}).",
    "judge_act_dm": "Match #{match}: the judge made your decision for you: {text}",
    "judge_undo": "The judge undid the last {n} post(s):",
    "undo_line_public": "- #{seq} {name}: {text}",
    "undo_line_private": "- #{seq} {name}: a private decision",
    "undo_hand_dm": "Match #{match}: the judge undid {n} post(s). Your view now:",
    "judge_end": "The judge ended match #{match}.",
    "paused_note": "The judge paused match #{match}. Moves are not accepted until it resumes.",
    "paused_reason": "Reason: {reason}",
    "resumed_note": "The judge resumed match #{match}.",
    "deadline_set": "Match #{match}: the deadline for each decision is now {hours} h.",
    "reminder_public": "{mention}, reminder: match #{match} has been waiting for your post ({decision}) for {hours} h.",
    "reminder_private": "Reminder: match #{match} has been waiting for your private decision ({decision}) for {hours} h. Reply to this DM.",
    "deadline_judge": "{judge}: {name} has not answered in match #{match} for {hours} h (deadline {deadline} h). A judge may act for the player, pause or end the match.",
    "judge_word": "Judge",
    "dm_blocked": "{mention}, I cannot send you direct messages, so you miss your private information for match #{match}. Allow DMs from this server's members (server name → Privacy settings → Direct messages), and meanwhile use `/hand` in this thread to see your hand privately.",
    "replay_failed": "{judge}: match #{match} could not be restored after a restart (post #{seq}); it is on hold until a judge looks at it.",
    "no_channel": "Use this command in a server channel: the challenge is posted there. Nothing changed.",
    "post_too_long": "Your post is too long to be a move: a move is at most {limit} characters. Nothing changed.",
    "and": " and ",
}

RU: dict[str, str] = {
    "not_seated": "Вы не играете в партии #{match}; учитываются только посты её игроков.",
    "not_your_turn": "Сейчас не ваш ход в партии #{match}: судья ждёт {waiting}. Ничего не изменилось.",
    "answer_by_dm": "Это закрытое решение: пришлите его мне в личные сообщения, а не в тему. Ничего не изменилось.",
    "answer_in_thread": "Партия #{match} ждёт от вас открытого хода: напишите его в теме партии.",
    "paused": "Партия #{match} приостановлена судьёй. Ничего не изменилось.",
    "finished": "Партия #{match} окончена.",
    "no_pass": "В партии #{match} сейчас нечего пасовать. Ничего не изменилось.",
    "illegal": "Не принято: {reason}",
    "suggest": "Возможно, вы имели в виду: {options}?",
    "not_a_move": "Я не понял это как ход: {reason}",
    "not_a_match": "Этот канал не является темой партии.",
    "no_match_for_you": "У вас нет активной партии здесь.",
    "dm_no_match": "Ни одна из ваших партий не ждёт от вас закрытого решения.",
    "dm_ambiguous": "Вас ждут несколько партий ({matches}). Начните сообщение с номера партии, например `#{example} {text}`.",
    "dm_unknown_match": "Партия #{match} не ждёт от вас закрытого решения.",
    "dm_accepted": "Принято для партии #{match}.",
    "engine_error": "Судья не смог обработать этот пост (внутренняя ошибка записана в журнал). Ничего не изменилось; судья-человек может сходить за вас.",
    "unknown_game": "Неизвестная игра `{game}`. Доступны: {games}.",
    "judge_only": "Это может сделать только судья.",
    "judge_is_player": "Вы играете в партии #{match}; это должен сделать судья, который в ней не играет.",
    "admin_only": "Эти настройки может менять только администратор сервера.",
    "bad_language": "Язык должен быть одним из: {langs}.",
    "bad_seat": "В партии #{match} нет места {seat}.",
    "winner_needed": "Укажите победителя (игрока этой партии) или выберите ничью.",
    "places_needed": "Перечислите всех игроков партии по одному разу в порядке мест: `Алиса, Борис = Вера` (`,` между местами, `=` между разделившими место). Не понял: {name}.",
    "seat_not_pending": "Судья ничего не ждёт от игрока {name}.",
    "nothing_to_undo": "Принятых постов для отмены всего {count}.",
    "not_challenged": "Партия #{match} — это вызов не вам.",
    "no_challenge": "Здесь вас никто не вызывал.",
    "self_challenge": "Выберите другого игрока для вызова.",
    "not_paused": "Партия #{match} не приостановлена.",
    "not_live": "Партия #{match} сейчас не идёт.",
    "bad_deadline": "Срок должен быть от 1 часа до 30 дней (720 часов).",
    "challenge_sent": "Вызов #{match} отправлен игроку {opponent}.",
    "match_created": "Партия #{match} создана.",
    "settings_saved": "Настройки сохранены.",
    "language_set": "Язык: {lang}.",
    "done": "Готово.",
    "hand_header": "Партия #{match}, ваш вид (видите только вы):",
    "table_header": "Партия #{match}, игровой стол:",
    "judge_view_header": "Партия #{match}, вид судьи (скрытая информация, не разглашать):",
    "challenge_posted": "{opponent}, {challenger} вызывает вас на партию в {game} (#{match}). Принять: `/accept {match}`.",
    "accept_button": "Принять",
    "thread_name": "#{match} {players}",
    "table_title": "**Партия #{match}** ({game})",
    "match_started": "Партия #{match} начинается: {players}. Закреплённое сообщение — игровой стол; ходы пишите в этой теме.",
    "echo_move": "**{name}**: {text}",
    "dm_title": "**Партия #{match}**",
    "prompt_turn": "{mention}, судья ждёт вас: {decision}.",
    "prompt_private_dm": "Партия #{match}: судья ждёт вашего решения ({decision}). Ответьте на это сообщение.",
    "prompt_private_dm_many": "Партия #{match}: судья ждёт вашего решения ({decision}). У вас несколько партий: начните ответ с `#{match}`.",
    "result_win": "Партия #{match} окончена. Победитель: {winners}.",
    "result_draw": "Партия #{match} окончена вничью.",
    "result_places": "Партия #{match} окончена. Места:",
    "result_place": "{place}. {players}",
    "result_reason": "({reason})",
    "judge_act_public": "Судья пишет за игрока **{name}**: {text}",
    "judge_act_private": "Судья принял закрытое решение ({decision}) за игрока **{name}**.",
    "judge_act_dm": "Партия #{match}: судья принял решение за вас: {text}",
    "judge_undo": "Судья отменил последние посты ({n}):",
    "undo_line_public": "- #{seq} {name}: {text}",
    "undo_line_private": "- #{seq} {name}: закрытое решение",
    "undo_hand_dm": "Партия #{match}: судья отменил посты ({n}). Ваш вид сейчас:",
    "judge_end": "Судья завершил партию #{match}.",
    "paused_note": "Судья приостановил партию #{match}. Ходы не принимаются до возобновления.",
    "paused_reason": "Причина: {reason}",
    "resumed_note": "Судья возобновил партию #{match}.",
    "deadline_set": "Партия #{match}: срок на каждое решение теперь {hours} ч.",
    "reminder_public": "{mention}, напоминание: партия #{match} ждёт вашего поста ({decision}) уже {hours} ч.",
    "reminder_private": "Напоминание: партия #{match} ждёт вашего закрытого решения ({decision}) уже {hours} ч. Ответьте на это сообщение.",
    "deadline_judge": "{judge}: игрок {name} не отвечает в партии #{match} уже {hours} ч (срок {deadline} ч). Судья может сходить за игрока, приостановить или завершить партию.",
    "judge_word": "Судья",
    "dm_blocked": "{mention}, я не могу писать вам в личные сообщения, и вы не получаете свою закрытую информацию по партии #{match}. Разрешите личные сообщения от участников этого сервера (название сервера → Настройки конфиденциальности → Личные сообщения), а пока смотрите свою руку командой `/hand` в этой теме (её видите только вы).",
    "replay_failed": "{judge}: партию #{match} не удалось восстановить после перезапуска (пост #{seq}); она ждёт судью.",
    "no_channel": "Используйте эту команду в канале сервера: вызов публикуется там. Ничего не изменилось.",
    "post_too_long": "Пост слишком длинный для хода: ход — не больше {limit} символов. Ничего не изменилось.",
    "and": " и ",
}

CATALOGUES: dict[str, dict[str, str]] = {"en": EN, "ru": RU}


def t(key: str, lang: str, /, **values: Any) -> str:
    """The message ``key`` in ``lang`` (English if the language is unknown), filled with ``values``."""
    catalogue = CATALOGUES.get(lang, EN)
    return catalogue[key].format(**values)


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(template) if name}


def norm_lang(lang: str | None, default: str = "en") -> str:
    return lang if lang in CATALOGUES else default
