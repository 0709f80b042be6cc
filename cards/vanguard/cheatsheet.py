"""Vanguard's cheat sheet for ``/help``: rows of ``docs/vanguard.md`` (a test keeps them in step)."""

from cards.core import HelpRow, Text

ROWS: tuple[HelpRow, ...] = (
    HelpRow(Text("mulligan (by DM)", "муллиган (в личных сообщениях)"), "mulligan none", "оставить"),
    HelpRow(Text("ride", "смена авангарда"), "ride Blaster Blade", "смена Бластер Блейд"),
    HelpRow(Text("call a unit to a circle", "призвать воина в круг"), "call Wingal BC", "призыв Вингал ЗЦ"),
    HelpRow(Text("move within the column", "переместить в колонке"), "move FL", "переместить ПЛ"),
    HelpRow(Text("attack, with boost", "атака с поддержкой"), "attack VC VC boost", "атака АВ АВ поддержка"),
    HelpRow(Text("guard", "защита"), "guard Flogal + intercept FL", "защита Флогал + перехват ПЛ"),
    HelpRow(Text("no guard", "без защиты"), "no guard", "без защиты"),
    HelpRow(Text("trigger recipients", "кому триггер"), "trigger VC", "триггер АВ"),
    HelpRow(Text("end the phase / the turn", "закончить фазу / ход"), "end turn", "конец хода"),
    HelpRow(Text("a declared ability", "объявленная способность"),
            "act VC 1/turn [cb1, sb1]: power +10000 VC turn; draw 1",
            "акт АВ 1/ход [cb1, sb1]: сила +10000 АВ ход; взять 1"),
    HelpRow(Text("a note for the judge", "заметка для судьи"), "note <text>", "заметка <текст>"),
    HelpRow(Text("concede", "сдаться"), "concede", "сдаюсь"),
)
