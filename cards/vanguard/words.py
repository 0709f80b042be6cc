"""The package's texts (``locales/{en,ru}/*.ftl``) through the one message system."""

from __future__ import annotations

from cards.i18n import messages_for

W = messages_for(__file__)
