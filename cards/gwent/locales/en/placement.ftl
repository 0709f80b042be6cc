# Words a post may not carry: a row or @own on a card that takes none is refused, never dropped.
r-no-row = { $card } takes no row: post it without @close, @ranged or @siege. Nothing changed.
r-no-own = { $card } is not a spy: @own is only for keeping a spy on your half. Nothing changed.
ev-conceded = { $player } concedes.
