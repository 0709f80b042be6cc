"""The package's words: every text a person reads comes from ``locales/{en,ru}/*.ftl`` (Fluent)."""

from __future__ import annotations

from cards.i18n import Messages
from cards.kit.words import Words

WORDS = Words(__file__)
M: Messages = WORDS.messages
T = WORDS.text  # one message in both languages
refuse = WORDS.refuse  # the kit's one refusal helper: why (``key``) and, when given, what would be legal now
