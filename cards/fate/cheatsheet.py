"""Fate/Ace Royal's cheat sheet for ``/help``: rows of ``docs/fate.md`` (a test keeps them in step)."""

from cards.core import HelpRow, Text

ROWS: tuple[HelpRow, ...] = (
    HelpRow(Text("choose a Servant (by DM)", "выбрать слугу (в личных сообщениях)"),
            "servant Artoria / Saber", "слуга Артурия / Сейбер"),
    HelpRow(Text("ritual: place a Mystic Code", "ритуал: разместить мистический код"),
            "place Azoth Sword", "разместить Меч Азот"),
    HelpRow(Text("ritual: reveal the Servant", "ритуал: раскрыть слугу"), "reveal", "раскрыть"),
    HelpRow(Text("attack a Master", "атаковать мастера"), "attack Boris", "атака Boris"),
    HelpRow(Text("go to the end step", "перейти к концу хода"), "end", "конец"),
    HelpRow(Text("close your part of a response window", "закрыть своё окно ответа"), "pass", "пас"),
    HelpRow(Text("attack or response type", "тип атаки или ответа"), "physical", "физическая"),
    HelpRow(Text("discard", "сбросить"), "discard Familiar, Azoth Sword", "сбросить Фамилиар, Меч Азот"),
    HelpRow(Text("a Command Spell", "командное заклинание"), "cs 2 patk", "кз 2 фатк"),
    HelpRow(Text("use a card's ability", "использовать способность карты"),
            "activate Ruby Pendant", "активировать Рубиновый кулон"),
    HelpRow(Text("a declared effect (a card without a script)", "объявленный эффект (карта без сценария)"),
            "activate Azoth Sword cost T+R1 rest servant: patk +2",
            "активировать Меч Азот цена T+R1 положить слуга: фатк +2"),
    HelpRow(Text("concede", "сдаться"), "concede", "сдаюсь"),
)
