# Хвост ограниченного списка ошибок (cards/kit/problems.py).
problems-more = …и ещё { $count } { $count ->
    [one] такая ошибка
    [few] такие ошибки
   *[many] таких ошибок
}; сначала исправьте эти.
