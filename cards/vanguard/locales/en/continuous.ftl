# CONT abilities starting and stopping (issue 26, V-ABIL-4): the table's numbers change, the thread says why.
ev-cont = CONT: { $card } on { $circle } gets { $signed } { $stat ->
    [power] power
    [shield] shield
   *[other] critical
} while the condition holds.
ev-cont-ended = CONT: { $card } on { $circle } no longer gets { $signed } { $stat ->
    [power] power
    [shield] shield
   *[other] critical
} (the condition no longer holds).
