# A seat that left a match which goes on (a tournament drop, issue 25).
judge-seat_left = Вы вышли из партии #{ $match }: игра идёт без вас, и ваши сообщения в ней больше не считаются ходами. Ничего не изменилось.
