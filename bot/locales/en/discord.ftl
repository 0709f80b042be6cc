# The Discord adapter's own words (uploads, options).
discord-upload_too_big = That file is { $size } KB; the judge reads uploads of at most { $limit } KB. Nothing changed.
discord-upload_failed = I could not download your file; please send it again. Nothing changed.
discord-opponent_bot = Bots cannot play; challenge a person.
discord-not_in_match = { $name } does not play in this match.
discord-winner_needed = Name the winner (a player of this match), or choose a draw.
discord-guild_only = This command works in a server channel only.
discord-private_waiting = I could not send you a direct message, so a private answer to your post is waiting. Post the move with `/play` here (the answer then shows to you only) or see your hand with `/hand`; allow DMs from this server's members to get answers by DM.
discord-no_channel = Use this command in a server channel: the challenge is posted there.
