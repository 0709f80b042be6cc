"""``python -m bot``: start the Discord bot (``python -m bot demo`` etc. work as with ``tablejudge``)."""

import sys

from bot.cli import main

raise SystemExit(main(sys.argv[1:] or ["run"]))
