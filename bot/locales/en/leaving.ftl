# A seat that left a match which goes on (a tournament drop, issue 25).
judge-seat_left = You have left match #{ $match }: the game goes on without you and your posts there are no longer moves. Nothing changed.
