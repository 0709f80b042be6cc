# Practice matches (issue 30) in the lists of matches, and never at a tournament's table (issue 29).
matches-practice = practice against the bot
practicemark-no_tournament = Match #{ $match } is a tournament match: the practice opponent cannot take a seat there, since a result against it must not count for the tournament. Seat a person, or award the match with `/tournament award`.
