# /card (issue 29): свойства карты из её строки.
lookup-kind-spirit = Героическая душа
lookup-kind-class = Класс (прибавляется к параметрам Героической души)
lookup-kind-mystic-code = Тайный знак
lookup-kind-scene = Карта сцены
lookup-classes = Классы: { $classes }
lookup-skill-pre-emptive-strike = [Упреждающий удар]
lookup-skill-legion = [Легион]
lookup-skill-instinct = [Интуиция]
lookup-cost = Цена: { $cost }
lookup-copies = { $count ->
    [one] { $count } копия в колоде
    [few] { $count } копии в колоде
   *[many] { $count } копий в колоде
}
lookup-house = * значение сервера, а не напечатанное: ни один открытый источник его не даёт (сервер задаёт его в таблице).
lookup-no-abilities = Способностей нет.
lookup-unscripted = Способности карты не записаны сценарием: что она делает, объявляет игрок.
