# The catch-up after the bot was away (bot/discord/catchup.py).
catchup-judged_late = { $count ->
    [one] The judge was away when a post for this match was made; it has been judged just now.
   *[other] The judge was away when { $count } posts for this match were made; they have been judged just now, in the order they were made.
}
