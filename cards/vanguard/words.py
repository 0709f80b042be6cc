"""The package's texts (``locales/{en,ru}/*.ftl``) through the one message system (``cards.kit.words``)."""

from __future__ import annotations

from cards.kit.words import Words

WORDS = Words(__file__)
W = WORDS.messages
