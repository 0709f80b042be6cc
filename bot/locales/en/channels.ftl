# Where notices go, and commands that need a channel (issue 24).
judge-table_no_channel = Use this command in a server channel: the table and its Join button are posted there. Nothing changed.
