# Where notices go, and commands that need a channel (issue 24).
judge-table_no_channel = Use this command in a server channel: the table and its Join button are posted there. Nothing changed.
judge-thread_channel_gone = The match cannot start: the channel for match threads ({ $channel }) no longer exists. A server manager can choose another with `/setup`. Nothing changed; no one was sent anything.
judge-thread_forum_requires_tag = The match cannot start: the forum { $channel } requires a tag on every post, and the judge posts matches without one. Turn off "Require people to select tags when posting" in the forum's settings, or choose another channel with `/setup`. Nothing changed.
judge-thread_channel_kind = The match cannot start: { $channel } cannot hold match threads (choose a forum or a text channel with `/setup`). Nothing changed.
judge-thread_missing_permissions = The match cannot start: in { $channel } the judge lacks these permissions: { $permissions }. A server manager can grant them (or choose another channel with `/setup`). Nothing changed; no one was sent anything.
judge-perm-view_channel = View Channel
judge-perm-send_messages = Send Messages
judge-perm-create_public_threads = Create Public Threads
judge-perm-send_messages_in_threads = Send Messages in Threads
desc-the-match-number-from-any-channel-of-the-server-when-its-thread-is-gon = The match number: from any channel of the server (when its thread is gone)
