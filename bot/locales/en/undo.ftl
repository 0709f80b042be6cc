# Undo requests: a player asks to take back his last post; the opponent (or a judge) accepts or declines.
undo-asked = { $name } asks to take back post #{ $seq } ({ $post }). Accept or decline:
undo-private_post = a private answer
undo-accept = Accept the undo
undo-decline = Decline
undo-sent = Your request to take back post #{ $seq } is in the thread; your opponent accepts or declines it.
undo-not_live = Match #{ $match } is not in play.
undo-not_player = Only a player of this match can ask to take a post back.
undo-too_late = You can take back only your own last post, before anyone else posts. A judge can still undo with `/judge undo`.
undo-stale = That request no longer applies: someone has posted since, or it was answered.
undo-not_yours = Only the other player (or a judge) answers this request.
undo-declined = The request to take back post #{ $seq } of { $name } was declined.
undo-you_declined = You declined.
undo-you_accepted = Post #{ $seq } is taken back.

desc-ask-to-take-back-your-last-post-before-your-opponent-posts = Ask to take back your last post (before your opponent posts)
