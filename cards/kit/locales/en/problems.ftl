# The tail of a bounded list of problems (cards/kit/problems.py).
problems-more = …and { $count } more { $count ->
    [one] problem
   *[other] problems
} like these; fix these first.
