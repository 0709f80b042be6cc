# /check-setup: the bot's permissions in the match channel or forum.
check-all_set = Everything the bot needs is granted in { $channel }: matches can start there.
check-missing = { $count ->
    [one] In { $channel } the bot lacks one permission:
   *[other] In { $channel } the bot lacks { $count } permissions:
}
check-how = Grant them to the bot's role in the channel's settings (Permissions), or on the server, then check again.
check-no_location = No match channel or forum is set: choose one with `/setup location:`, or name one here.
check-admins_only = Only server managers can check the setup.
check-perm-view_channel = View Channel — to see the channel at all
check-perm-send_messages = Send Messages — to post challenges and open match posts
check-perm-send_messages_in_threads = Send Messages in Threads — to judge in the match threads
check-perm-create_public_threads = Create Public Threads — to open a thread per match
check-perm-read_message_history = Read Message History — to read the moves in the threads
check-perm-embed_links = Embed Links — for long tables
check-perm-attach_files = Attach Files — for table pictures and spreadsheets
check-perm-manage_messages = Manage Messages — to pin the table in each thread

cmd-check-setup = check-setup
desc-check-the-bot-s-permissions-in-the-match-channel-or-forum-and-say-what = Check the bot's permissions in the match channel or forum, and say what is missing
desc-a-forum-or-text-channel-for-match-threads-default-the-one-set-by-setup = A forum or text channel for match threads (default: the one set by /setup)
