"""The shared card-ability language: one ability a line in a spreadsheet column, parsed against a game's
closed vocabulary into typed objects, and read back as words in en and ru. See ``docs/abilities.md``."""

from .model import Ability, ScriptError, Target, Term, Where
from .parser import parse_cell, parse_column, parse_line
from .vocabulary import Kind, Param, Vocabulary, Word
from .words import Sayer, say, say_term

__all__ = [
    "Ability", "Kind", "Param", "Sayer", "ScriptError", "Target", "Term", "Vocabulary", "Where", "Word",
    "parse_cell", "parse_column", "parse_line", "say", "say_term",
]
