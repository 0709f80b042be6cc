# Lock (issue 26; docs/vanguard.md "Lock", V-LOCK-1..4): a rear-guard turned face down, not a unit, until its owner's end phase.
ab-effect-lock = lock { $who } (face down, not a unit, until the end of its owner's turn)
ab-event-unlocked = this card is unlocked
err-circle-locked = { $circle } holds a locked card: nothing is put there, moved there or moved from there until its owner's end phase unlocks it (V-LOCK-3).
ev-locked = { $player }'s { $card } ({ $circle }) is locked: face down, no longer a unit, until the end of { $player }'s turn.
ev-unlocked = { $player }'s { $card } ({ $circle }) is unlocked: a standing rear-guard again.
tbl-locked = [locked: { $name }]
pic-locked = locked
