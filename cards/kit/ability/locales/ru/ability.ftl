# Общая часть каждой фразы о способности; слова игры — в её собственном abilities.ftl.
ab-line = {$head}: {$body}
ab-when = когда {$what}
ab-if = если {$what}
ab-cost = ЦЕНА [{$what}]
ab-may = можно {$what}
ab-then = если так сделано, {$what}
ab-and = {" "}и{" "}
ab-or = {" "}или{" "}
ab-target = выберите { $every ->
    [yes] всех {$what}
   *[no] { $upto ->
        [yes] до {$count} {$what}
       *[no] {$count} {$what}
    }
}
ab-op = { $op ->
    [le] или меньше
    [ge] или больше
    [lt] меньше
    [gt] больше
    [ne] не
   *[eq] {""}
}
