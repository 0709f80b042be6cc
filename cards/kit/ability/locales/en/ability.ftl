# The kit's part of every ability sentence; each game adds its words in its own abilities.ftl.
ab-line = {$head}: {$body}
ab-when = when {$what}
ab-if = if {$what}
ab-cost = COST [{$what}]
ab-may = you may {$what}
ab-then = if you do, {$what}
ab-and = {" "}and{" "}
ab-or = {" "}or{" "}
ab-target = choose { $every ->
    [yes] all {$what}
   *[no] { $upto ->
        [yes] up to {$count} {$what}
       *[no] {$count} {$what}
    }
}
ab-op = { $op ->
    [le] or less
    [ge] or more
    [lt] less than
    [gt] more than
    [ne] not
   *[eq] {""}
}
