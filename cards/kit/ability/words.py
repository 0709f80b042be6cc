"""An ability read back as words, en and ru, generated from the script (not a second copy of any text).

Each word says itself through one Fluent message ``ab-<category>-<word>`` (the kit's words live in
``cards/kit/ability/locales``, a game's in its own ``locales/*/abilities.ftl``). The word's arguments are
passed by name (a target's noun also gets ``$count``, ``$case`` — acc, or gen after "up to" — and
``$side``): numbers as numbers (so plural rules apply: 1 карту, 2 карты, 5 карт), a signed number as
``$amount`` (its size) and ``$amount-sign``, a reference or choice as its own words plus their Russian
cases from the message's attributes (``$who-acc``, ``$who-gen``, ``$who-dat``, ``$who-ins``, ``$who-prep``)
and its raw key (``$who-key``) for selectors, a comparison as ``$op`` (``le ge lt gt eq ne``) and ``$value``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .model import Ability, Target, Term
from .vocabulary import Vocabulary, slug

CASES = ("nom", "acc", "gen", "dat", "ins", "prep")
OPS = {"<=": "le", ">=": "ge", "<": "lt", ">": "gt", "=": "eq", "!=": "ne"}
NameOf = Callable[[str, str], str]


def _plain(name: str, lang: str) -> str:
    return name


class Sayer:
    """Formats terms, targets and whole abilities of one vocabulary in one language."""

    def __init__(self, vocab: Vocabulary, lang: str, name_of: NameOf | None = None) -> None:
        self.vocab, self.lang, self.name_of = vocab, lang, name_of or _plain
        self.m = vocab.messages
        self._counts: dict[str, int] = {}
        self._nouns: dict[str, str] = {}
        self._kind = ""

    def msg(self, key: str, **args: Any) -> str:
        return self.m(key, self.lang, **args)

    def _word_args(self, category: str, key: str, prefix: str) -> dict[str, Any]:
        """A reference/choice word's own text and its cases, for a parent message. A reference to a target
        knows how many were chosen (``$count`` in its own message, ``$who-count`` in the parent's)."""
        mid = f"ab-{category}-{slug(key)}"
        count = self._counts.get(key, 1)
        noun = slug(self._nouns.get(key, self.vocab.default_noun))
        text = self.m(mid, self.lang, count=count, noun=noun)
        out: dict[str, Any] = {prefix: text, f"{prefix}-key": slug(key), f"{prefix}-count": count}
        for case in CASES:
            attr = self.m.attribute(mid, case, self.lang, count=count, noun=noun)
            out[f"{prefix}-{case}"] = text if attr.endswith(f".{case}") else attr
        return out

    def _value_args(self, value: int | str | None) -> dict[str, Any]:
        if isinstance(value, int):
            return {"value": value, "value-key": "number"}
        if value is None:
            return {"value": ""}
        if self.vocab.get("ref", value) is not None:
            return self._word_args("ref", value, "value")
        return {"value": self.quote(self.name_of(value, self.lang)), "value-key": "name"}

    def quote(self, name: str) -> str:
        return f"«{name}»" if self.lang == "ru" else f"“{name}”"

    def term_args(self, term: Term) -> dict[str, Any]:
        word = self.vocab.get(term.category, term.word)
        args: dict[str, Any] = {}
        params = {p.name: p for p in (word.params if word else ())}
        for name, val in term.args:
            p = params.get(name)
            if p is None or val is None:
                continue
            if p.kind == "signed":
                args[name] = abs(int(val))
                args[f"{name}-sign"] = "−" if int(val) < 0 else "+"
            elif p.kind == "int":
                args[name] = int(val)
            elif p.kind == "ref":
                args.update(self._word_args("ref", str(val), name))
            elif p.kind == "choice" and isinstance(val, tuple):  # several values: "hand or soul"
                parts = [self._word_args("value", v, name) for v in val]
                joined = {k: self.join([str(x[k]) for x in parts], "ab-or") for k in parts[0]}
                joined[f"{name}-key"] = "/".join(str(x[f"{name}-key"]) for x in parts)
                args.update(joined)
            elif p.kind == "choice":
                args.update(self._word_args("value", str(val), name))
            else:
                args[name] = self.quote(self.name_of(str(val), self.lang))
        if term.op:
            args["op"] = OPS[term.op]
            args.update(self._value_args(term.value))
        return args

    def term(self, term: Term, **extra: Any) -> str:
        """A term's words; inside an ability its message also gets ``$kind`` (a CONT effect lasts while it
        holds, not "until end of turn")."""
        if self._kind:
            extra.setdefault("kind", slug(self._kind))
        return self.msg(self.vocab.message_id(term.category, term.word), **self.term_args(term), **extra)

    def join(self, items: list[str], last: str = "ab-and") -> str:
        if len(items) <= 1:
            return "".join(items)
        return ", ".join(items[:-1]) + self.msg(last) + items[-1]

    def target(self, t: Target) -> str:
        count = 5 if t.count < 0 else t.count
        words = {f.word: self.vocab.word("filter", f.word) for f in t.filters}
        nouns = [f for f in t.filters if words[f.word].noun]
        sides = [f.word for f in t.filters if "side" in words[f.word].flags]
        others = [f for f in t.filters if not words[f.word].noun and "side" not in words[f.word].flags]
        case = "gen" if t.up_to or t.count < 0 else "acc"
        extra = {"count": count, "case": case, "side": slug(sides[0]) if sides else "any"}
        noun = (self.term(nouns[0], **extra) if nouns else
                self.msg(f"ab-filter-{slug(self.vocab.default_noun)}", **extra))
        quals = " ".join(self.term(f, count=count, case=case) for f in others)
        what = f"{noun} {quals}".strip()
        return self.msg("ab-target", count=count, what=what, every="yes" if t.count < 0 else "no",
                        upto="yes" if t.up_to else "no")

    def ability(self, a: Ability) -> str:
        self._counts = {t.label: (5 if t.count < 0 else t.count) for t in a.targets}
        self._nouns = {t.label: next((f.word for f in t.filters if self.vocab.word("filter", f.word).noun),
                                     self.vocab.default_noun) for t in a.targets}
        self._kind = a.kind
        try:
            return self._ability(a)
        finally:
            self._counts, self._nouns, self._kind = {}, {}, ""

    def _ability(self, a: Ability) -> str:
        head = self.msg(f"ab-kind-{slug(a.kind)}")
        if a.zones:
            head += " (" + "/".join(self.msg(f"ab-zone-{slug(z)}") for z in a.zones) + ")"
        if a.limit is not None:
            head += " " + self.msg(f"ab-limit-{slug(a.limit.word)}")
        bits = []
        if a.events:
            bits.append(self.msg("ab-when", what=self.join([self.term(e) for e in a.events], "ab-or")))
        if a.conditions:
            bits.append(self.msg("ab-if", what=self.join([self.term(c) for c in a.conditions])))
        if a.costs:
            bits.append(self.msg("ab-cost", what=", ".join(self.term(c) for c in a.costs)))
        effects = _effects([self.term(e) for e in a.effects])
        if a.targets:
            effects = "; ".join([*(self.target(t) for t in a.targets), effects])
        if a.optional:
            effects = self.msg("ab-may", what=effects)
        bits.append(effects)
        if a.then:
            bits.append(self.msg("ab-then", what=_effects([self.term(e) for e in a.then])))
        return self.msg("ab-line", head=head, body=", ".join(bits))


def _effects(parts: list[str]) -> str:
    """Effects joined by "; ", except after one that introduces the rest ("if …:"), which leads straight on."""
    out = ""
    for i, part in enumerate(parts):
        out += part if i == 0 else (" " if out.endswith(":") else "; ") + part
    return out


def say(ability: Ability, vocab: Vocabulary, lang: str, name_of: NameOf | None = None) -> str:
    """One ability as a sentence in ``lang`` (``"en"``/``"ru"``)."""
    return Sayer(vocab, lang, name_of).ability(ability)


def say_term(term: Term, vocab: Vocabulary, lang: str, name_of: NameOf | None = None) -> str:
    return Sayer(vocab, lang, name_of).term(term)
