"""Force of Will's cheat sheet for ``/help``: rows of ``docs/fow.md`` (a test keeps them in step)."""

from cards.core import HelpRow, Text

ROWS: tuple[HelpRow, ...] = (
    HelpRow(Text("a ready starter deck (by DM)", "готовая стартовая колода (в личных сообщениях)"),
            "deck starter faria", "колода стартовая фария"),
    HelpRow(Text("go first or second", "ходить первым или вторым"), "first", "первым"),
    HelpRow(Text("mulligan (by DM)", "муллиган (в личных сообщениях)"), "mulligan none", "муллиган нет"),
    HelpRow(Text("call a magic stone", "призвать магический камень"), "call", "призвать"),
    HelpRow(Text("play a card, naming the stones to rest", "сыграть карту, назвав камни для оплаты"),
            "play Temple Monk pay light", "сыграть Храмовый монах плата свет"),
    HelpRow(Text("attack", "атаковать"), "attack Dragoon of Certo -> Temple Monk",
            "атака Драгун Серто -> Храмовый монах"),
    HelpRow(Text("pass priority / end the main phase", "пас: отдать приоритет, закончить основную фазу"),
            "pass", "пас"),
    HelpRow(Text("pass until the end of turn", "пасовать до конца хода"), "no responses", "нет ответов"),
    HelpRow(Text("declared effects after a colon", "объявленные эффекты после двоеточия"),
            "play Demonflame pay fire: damage 500 to Temple Monk",
            "сыграть Демоническое пламя плата огонь: урон 500 по Храмовый монах"),
    HelpRow(Text("block or not", "блокировать или нет"), "no block", "без блока"),
    HelpRow(Text("a note for the judge", "заметка для судьи"), "note …", "заметка …"),
    HelpRow(Text("concede", "сдаться"), "concede", "сдаюсь"),
)
