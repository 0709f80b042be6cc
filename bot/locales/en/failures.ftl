# /judge failures: what the outbox could not deliver in this server's matches (bot/judge/failures.py).
failures-title = { $count ->
    [one] One message of this server's matches could not be delivered (it is not retried):
   *[other] { $count } messages of this server's matches could not be delivered (they are not retried), the newest first:
}
failures-none = Every message of this server's matches was delivered.
failures-kind_thread = the match thread
failures-kind_post = a post in the thread
failures-kind_edit = the table
failures-kind_pin = pinning the table
failures-kind_dm = a private message
failures-gone = Discord says the channel or message is gone
failures-refused = Discord refuses it for good (a missing permission or access)
failures-gave_up = it kept failing, given up after { $attempts ->
    [one] { $attempts } attempt
   *[other] { $attempts } attempts
}
failures-match_over = ; the match is over
failures-more = …and { $count } more.
failures-hint = A match whose thread is gone can still be ended with `/judge end match:N`, from any channel of this server.

cmd-failures = failures
desc-messages-the-bot-could-not-deliver-in-this-server-s-matches-judges = Messages the bot could not deliver in this server's matches (judges)
