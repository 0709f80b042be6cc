"""Gwent's cheat sheet for ``/help``: the rows of the README's table of posts (a test keeps them in step)."""

from cards.core import HelpRow, Text

ROWS: tuple[HelpRow, ...] = (
    HelpRow(Text("pass", "пас"), "pass", "пас"),
    HelpRow(Text("play a card", "сыграть карту"), "Ghoul", "Гуль"),
    HelpRow(Text("choose a row (agile, horn, Mardroeme)", "выбрать ряд (ловкие, рог, мардрём)"),
            "Commander's Horn @siege", "Командирский рог @осадный"),
    HelpRow(Text("keep a spy on your own half", "оставить шпиона на своей половине"),
            "Stefan Skellen @own", "Стефан Скеллен @свой"),
    HelpRow(Text("choices, in resolution order", "выбор целей по порядку"), "Decoy > Spy", "Чучело > шпион"),
    HelpRow(Text("no target", "без цели"), "Medic > none", "Лекарь > нет"),
    HelpRow(Text("leader", "лидер"), "leader > rain", "лидер > ливень"),
    HelpRow(Text("several cards (after the opponent passed)", "несколько карт (после паса соперника)"),
            "Scorch + Ghoul", "Казнь + Гуль"),
    HelpRow(Text("exchange (by DM)", "обмен (в личных сообщениях)"),
            "exchange #2, Ghoul for Nekker, Scorch", "обмен #2, Гуль на Накер, Казнь"),
    HelpRow(Text("keep nothing back (exchange)", "ничего не менять"), "exchange none", "обмен нет"),
    HelpRow(Text("Monsters keep", "Чудовища: оставить карту"), "keep Ghoul", "оставить Гуль"),
    HelpRow(Text("Scoia'tael first player", "Скоя'таэли: кто ходит первым"), "first me", "первым я"),
    HelpRow(Text("Skellige round-3 revive", "Скеллиге: воскрешение в третьем раунде"),
            "revive none", "воскресить нет"),
    HelpRow(Text("deck list (Classic, by DM)", "колода (классика, в личных сообщениях)"),
            "deck monsters ready", "колода чудовища готовая"),
    HelpRow(Text("concede (any moment)", "сдаться (в любой момент)"), "concede", "сдаюсь"),
)
