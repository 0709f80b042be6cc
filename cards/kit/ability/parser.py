"""Script line → :class:`Ability`, checked word by word against a game's :class:`Vocabulary`.

A line is the ability's kind (and where it works), then ``|``-separated parts::

    auto VC/RC | when: placed | cost: cb 1 | may | target: 1 opp rear-guard | do: retire target
    act RC | limit: 1/turn | cost: cb 1, rest self | target: up to 2 my rear-guard | do: power +5000 target turn
    cont VC | if: my-turn, rear-guards>=4 | do: critical +1 self

Parts: ``when:`` events (comma: any of them), ``if:`` conditions (comma: all of them), ``limit:``,
``cost:`` (comma-separated), ``may`` (the owner may decline), ``target:`` / ``target2:`` … (``[up to] N``
or ``all``, then filters), ``do:`` effects in order (``;``-separated), ``then:`` effects that happen only
if the ``do:`` part was done. Quoted text is a name (``name="Blaster Blade"``). ``cb1`` is read as ``cb 1``.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from typing import Any

from .model import Ability, ScriptError, Target, Term, Where
from .vocabulary import Param, Vocabulary

_TOKEN = re.compile(r'(?:[^\s"]+|"[^"]*")+')
_COMPARE = re.compile(r"^([A-Za-z0-9_/+\-]+?)(<=|>=|!=|=|<|>)(.+)$")
_GLUED = re.compile(r"^([A-Za-z][A-Za-z\-]*?)(\d+)$")
NOWHERE = Where()
PARTS = ("when", "if", "limit", "cost", "may", "target", "do", "then")


def parse_cell(cell: str | None, vocab: Vocabulary, where: Where = NOWHERE) -> tuple[Ability, ...]:
    """Every ability of one cell (one a line; blank lines and ``#`` comments skipped)."""
    out = []
    for n, line in enumerate((cell or "").splitlines(), start=1):
        if line.strip() and not line.strip().startswith("#"):
            out.append(parse_line(line, vocab, Where(where.sheet, where.row, where.column, n)))
    return tuple(out)


def parse_line(line: str, vocab: Vocabulary, where: Where = NOWHERE) -> Ability:
    return _Line(line.strip(), vocab, where).parse()


def _split(text: str, sep: str) -> list[str]:
    """Split on ``sep`` outside quotes."""
    out: list[str] = []
    buf: list[str] = []
    quoted = False
    for ch in text:
        if ch == '"':
            quoted = not quoted
        if ch == sep and not quoted:
            out.append("".join(buf))
            buf = []
        else:
            buf.append(ch)
    out.append("".join(buf))
    return [p.strip() for p in out]


class _Line:
    def __init__(self, text: str, vocab: Vocabulary, where: Where) -> None:
        self.text, self.vocab, self.where = text, vocab, where

    def fail(self, reason: str) -> ScriptError:
        return ScriptError(self.where, reason, self.text)

    def unknown(self, category: str, word: str) -> ScriptError:
        known = self.vocab.names(category)
        close = difflib.get_close_matches(word, known, n=1)
        hint = f" — did you mean {close[0]!r}?" if close else f" (known: {', '.join(known) or 'none'})"
        return self.fail(f"unknown {category} {word!r}{hint}")

    def parse(self) -> Ability:
        if '"' in self.text and self.text.count('"') % 2:
            raise self.fail("unclosed quote")
        parts = _split(self.text, "|")
        head = parts[0].split()
        if not head:
            raise self.fail("empty ability: a line starts with its kind")
        kind_name = head[0].lower()
        kind = self.vocab.kind_of(kind_name)
        if kind is None:
            raise self.unknown("kind", kind_name)
        zones = tuple(z for tok in head[1:] for z in tok.split("/") if z)
        for z in zones:
            if self.vocab.get("zone", z) is None:
                raise self.unknown("zone", z)
        if kind.zones_required and not zones:
            raise self.fail(f"{kind_name} names where it works (e.g. {kind_name} {self.vocab.names('zone')[0]})")
        got: dict[str, Any] = {"targets": []}
        for part in parts[1:]:
            self._part(part, got)
        events = got.get("when", ())
        if kind.event == "required" and not events:
            raise self.fail(f"{kind_name} needs 'when:' (its event)")
        if kind.event == "never" and events:
            raise self.fail(f"{kind_name} has no event: drop 'when:'")
        if not kind.costs and got.get("cost"):
            raise self.fail(f"{kind_name} has no cost")
        if not got.get("do"):
            raise self.fail("no effect: add 'do: …'")
        self._check_targets(got)
        return Ability(
            kind=kind_name, zones=zones, events=tuple(events), conditions=tuple(got.get("if", ())),
            limit=got.get("limit"), costs=tuple(got.get("cost", ())), optional=bool(got.get("may")),
            targets=tuple(got["targets"]), effects=tuple(got.get("do", ())), then=tuple(got.get("then", ())),
            text=self.text, where=self.where,
        )

    def _check_targets(self, got: dict[str, Any]) -> None:
        """An effect that names ``target``/``target2`` needs the part that chooses it."""
        labels = {t.label for t in got["targets"]}
        for term in (*got.get("do", ()), *got.get("then", ())):
            for _name, val in term.args:
                if isinstance(val, str) and val.startswith("target") and val not in labels and \
                        self.vocab.get("ref", val) is not None:
                    raise self.fail(f"{term.word} uses {val!r} but no '{val}:' part chooses it")

    def _part(self, part: str, got: dict[str, Any]) -> None:
        if not part:
            raise self.fail("empty part between '|'")
        key, colon, value = part.partition(":")
        key = key.strip().lower()
        value = value.strip()
        base = re.sub(r"\d+$", "", key)
        if base not in PARTS:
            close = difflib.get_close_matches(base, PARTS, n=1)
            hint = f" — did you mean {close[0]!r}?" if close else f" (parts: {', '.join(PARTS)})"
            raise self.fail(f"unknown part {key!r}{hint}")
        if key == "may":
            if colon:
                raise self.fail("'may' takes no value")
            got["may"] = True
            return
        if not colon or not value:
            raise self.fail(f"'{key}:' needs a value")
        if base == "target":
            label = key
            if any(t.label == label for t in got["targets"]):
                raise self.fail(f"'{label}:' given twice")
            got["targets"].append(self._target(value, label))
            return
        if key in got:
            raise self.fail(f"'{key}:' given twice")
        if key != base:
            raise self.fail(f"only target parts are numbered, not {key!r}")
        if key == "limit":
            if self.vocab.get("limit", value) is None:
                raise self.unknown("limit", value)
            got[key] = Term("limit", value)
        elif key == "when":
            got[key] = [self._term("event", p) for p in _split(value, ",")]
        elif key == "if":
            got[key] = [self._term("condition", p) for p in _split(value, ",")]
        elif key == "cost":
            got[key] = [self._term("cost", p) for p in _split(value, ",")]
        else:  # do, then
            got[key] = [self._term("effect", p) for p in _split(value, ";")]

    def _tokens(self, text: str) -> list[str]:
        return _TOKEN.findall(text)

    def _term(self, category: str, text: str) -> Term:
        toks = self._tokens(text)
        if not toks:
            raise self.fail(f"empty {category}")
        term, rest = self._one(category, toks)
        if rest:
            raise self.fail(f"{category} {term.word!r}: extra words {' '.join(rest)!r}")
        return term

    def _one(self, category: str, toks: list[str]) -> tuple[Term, list[str]]:
        """One term from the front of ``toks``; returns it and the tokens left."""
        first, rest = toks[0], toks[1:]
        m = _COMPARE.match(first)
        if m and self.vocab.get(category, first) is None:
            name, op, raw = m.groups()
            word = self.vocab.get(category, name)
            if word is None:
                raise self.unknown(category, name)
            if not word.compare:
                raise self.fail(f"{category} {name!r} is not compared ({name}{op}… is not allowed)")
            return Term(category, name, (), op, self._value(raw)), rest
        word = self.vocab.get(category, first)
        if word is None:
            g = _GLUED.match(first)
            if g and self.vocab.get(category, g.group(1)) is not None:
                word, rest = self.vocab.word(category, g.group(1)), [g.group(2), *rest]
            else:
                raise self.unknown(category, first)
        if word.compare:
            if len(rest) >= 2 and rest[0] in ("<=", ">=", "!=", "=", "<", ">"):
                return Term(category, word.name, (), rest[0], self._value(rest[1])), rest[2:]
            raise self.fail(f"{category} {word.name!r} is compared: write {word.name}>=N, {word.name}=N …")
        args, rest = self._args(category, word.name, word.params, rest)
        return Term(category, word.name, args), rest

    def _value(self, raw: str) -> int | str:
        if re.fullmatch(r"\d+", raw):
            return int(raw)
        if raw.startswith('"') and raw.endswith('"') and len(raw) >= 2:
            return raw[1:-1]
        if self.vocab.get("ref", raw) is not None:
            return raw
        raise self.fail(f"{raw!r} is neither a number, a \"quoted name\" nor a reference "
                        f"({', '.join(self.vocab.names('ref'))})")

    def _args(self, category: str, word: str, params: tuple[Param, ...],
              toks: list[str]) -> tuple[tuple[tuple[str, Any], ...], list[str]]:
        out: list[tuple[str, Any]] = []
        i = 0
        for p in params:
            tok = toks[i] if i < len(toks) else None
            val = None if tok is None else self._fit(p, tok)
            if val is None:
                if p.required:
                    shown = f"got {tok!r}" if tok is not None else "missing"
                    raise self.fail(f"{category} {word!r}: {p.name} must be {self._expect(p)} ({shown})")
                out.append((p.name, p.default))
                continue
            out.append((p.name, val))
            i += 1
        return tuple(out), toks[i:]

    def _fit(self, p: Param, tok: str) -> Any:
        tok_n = tok.replace("−", "-")
        if p.kind == "int":
            return int(tok) if tok.isdigit() else None
        if p.kind == "signed":
            return int(tok_n) if re.fullmatch(r"[+-]\d+", tok_n) else None
        if p.kind == "choice":
            if p.multi:
                parts = tok.split("/")
                return tuple(parts) if all(x in p.choices for x in parts) and len(set(parts)) == len(parts) else None
            return tok if tok in p.choices else None
        if p.kind == "ref":
            return tok if self.vocab.get("ref", tok) is not None else None
        if p.kind == "text":
            return tok[1:-1] if len(tok) >= 2 and tok[0] == tok[-1] == '"' else None
        return None  # pragma: no cover - ParamKind is closed

    def _expect(self, p: Param) -> str:
        if p.kind == "choice":
            return ("one or more (joined by /) of " if p.multi else "one of ") + ", ".join(p.choices)
        if p.kind == "ref":
            return "one of " + ", ".join(self.vocab.names("ref"))
        return {"int": "a number", "signed": "+N or -N", "text": 'a "quoted name"'}[p.kind]

    def _target(self, value: str, label: str) -> Target:
        toks = self._tokens(value)
        up_to = False
        if toks[:2] == ["up", "to"]:
            up_to, toks = True, toks[2:]
        if toks and toks[0] == "all":
            count, toks = -1, toks[1:]
            if up_to:
                raise self.fail("'up to all' is not a count")
        elif toks and toks[0].isdigit():
            count, toks = int(toks[0]), toks[1:]
        else:
            raise self.fail(f"'{label}:' starts with how many ([up to] N, or all)")
        filters = []
        while toks:
            term, toks = self._one("filter", toks)
            filters.append(term)
        if sum(1 for f in filters if self.vocab.word("filter", f.word).noun) > 1:
            raise self.fail(f"'{label}:' names two kinds of thing")
        return Target(count, up_to, tuple(filters), label)


def parse_column(cells: Iterable[tuple[int, str | None]], vocab: Vocabulary, sheet: str,
                 column: str) -> tuple[dict[int, tuple[Ability, ...]], list[ScriptError]]:
    """Every cell of a sheet's abilities column, by row; all the errors at once (a sheet is never
    half-loaded: the loader refuses it with every problem listed)."""
    out: dict[int, tuple[Ability, ...]] = {}
    errors: list[ScriptError] = []
    for row, cell in cells:
        try:
            out[row] = parse_cell(cell, vocab, Where(sheet, row, column))
        except ScriptError as err:
            errors.append(err)
    return out, errors
