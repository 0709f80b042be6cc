"""Make ``data/fow/cards.csv`` from the card facts in ``/work/shared/reference/fow_cards.csv`` (5,340 faces).

One row per card face: id, names (Russian where the project knows one), set, type and subtype, race,
attribute(s), cost, ATK/DEF, keyword abilities, the will a stone produces, the ruler's J-ruler side
and Judgment cost, rarity, and the ability script column (written by hand, kept across imports).
No card text is copied: what a player reads about a card is generated from its script.

A few facts are not columns of the reference file: the Judgment cost of a ruler, the will a special
stone produces, the costs of [Awakening] and [Incarnation], the names of God's Arts. Given
``--facts cards.json`` (the fowsim card database the reference was built from), they are read out of
it as symbols and names only. Without it, the values already in ``data/fow/cards.csv`` are kept.

Usage: python tools/import_fow_cards.py [--reference PATH] [--facts PATH] [--out PATH]
"""

from __future__ import annotations

import argparse
import csv
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REFERENCE = Path("/work/shared/reference/fow_cards.csv")
OUT = ROOT / "data" / "fow" / "cards.csv"
COLUMNS = (
    "id", "name_en", "name_ru", "set", "type", "subtype", "race", "attribute", "cost", "atk", "def",
    "keywords", "produces", "j_ruler", "judgment_cost", "rarity", "abilities",
)
ATTR = {"Light": "light", "Fire": "fire", "Water": "water", "Wind": "wind", "Darkness": "darkness", "Void": "void"}
STONE_LETTER = {"Light": "W", "Fire": "R", "Water": "U", "Wind": "G", "Darkness": "B"}
# keyword abilities the engine knows as rules (static ones from the reference's own column)
STATIC = (
    "Flying", "First Strike", "Swiftness", "Target Attack", "Precision", "Imperishable", "Quickcast", "Pierce",
    "Barrier", "Drain", "Eternal", "Stealth", "Untouchable", "Remnant", "Energize", "Seal", "Null", "Explode",
    "Mobilize",
)
MARKED = ("Trigger", "Awakening", "Incarnation")
# static keywords written with their parameter: the stones a [Seal] needs, the will an [Energize] coin makes
PARAMETRIC = ("Seal", "Energize", "Mobilize")


def kept_params(keywords_cell: str) -> dict[str, str]:
    """The [Seal]/[Energize] parameters already in the sheet (kept when no --facts is given)."""
    out = {}
    for w in PARAMETRIC:
        if m := re.search(rf"\b{w} (\S+)", keywords_cell):
            out[w.lower()] = m.group(1)
    return out


def main_type(parts: list[str]) -> tuple[str, str]:
    """(type, subtype) of a reference type such as ``Spell:Chant-Instant`` or ``Magic Stone / Basic …``."""
    first = parts[0]
    joined = " / ".join(parts)
    if "Magic Stone" in first:
        sub = "Basic" if "Basic Magic Stone" in joined else "True" if "True Magic Stone" in joined else "Special"
        return "Magic Stone", sub
    if first.startswith("Spell:Chant") or first == "Chant":
        if "Rune" in parts:
            return "Rune", "Master" if "Master Rune" in parts else "Chant"
        sub = first.split("-", 1)[1] if "-" in first else ""
        return "Chant", sub
    if first.startswith("Addition"):
        sub = first.split(":", 1)[1].strip() if ":" in first else ""
        if not sub and len(parts) > 1 and "Field" in parts[1]:
            sub = "Field"
        return "Addition", sub
    if first.startswith("Resonator"):
        m = re.search(r"\((\w+)\)", first)
        return "Resonator", m.group(1) if m else ""
    if first.startswith("Regalia"):
        m = re.search(r"\((\w+)\)", first)
        return "Regalia", m.group(1) if m else ""
    if first in ("Ruler", "Basic Ruler"):
        return "Ruler", "Basic" if first.startswith("Basic") else ""
    if first in ("J-Ruler", "Basic J-Ruler"):
        return "J-Ruler", "Basic" if first.startswith("Basic") else ""
    if first == "Master Rune":
        return "Rune", "Master"
    if first == "Sub-ruler":
        return "Sub-Ruler", ""
    return first, ""


def stone_letters(parts: list[str]) -> str:
    """The attributes a stone's type line names (``… / Fire Magic Stone / Water Magic Stone``)."""
    return "".join(STONE_LETTER[p.split()[0]] for p in parts if p.endswith("Magic Stone") and p.split()[0] in STONE_LETTER)


def facts_from(path: Path | None) -> dict[str, dict[str, str]]:
    """Symbols and names only, per card id: judgment cost, produced will, awakening/incarnation costs."""
    if path is None or not path.is_file():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    out: dict[str, dict[str, str]] = {}
    for cluster in data["fow"]["clusters"]:
        for st in cluster["sets"]:
            for card in st["cards"]:
                f: dict[str, str] = {}
                for a in card.get("abilities") or []:
                    if m := re.match(r"\[(?:Judgment|J-Activate)\]\s*(?:Pay\s*)?((?:\{[WRUGB0-9X]\})+)", a):
                        f.setdefault("judgment", m.group(1))
                    if m := re.match(r"(?:\[Activate\]\s*)?\{Rest\}:\s*Produce\s+((?:\{[WRUGB]\})(?:\s*(?:or|and)\s*\{[WRUGB]\})*)\.?\s*$", a.strip()):
                        letters = re.findall(r"\{([WRUGB])\}", m.group(1))
                        joiner = " and " if " and " in m.group(1) else " or "
                        f.setdefault("produces", joiner.join(letters))
                    if m := re.match(r"\[Awakening\]\s*((?:\{[WRUGB0-9XMT]\})+)", a):
                        f.setdefault("awakening", m.group(1))
                    if m := re.match(r"\[Incarnation\]\s*((?:\{[WRUGB]\}(?:\s*or\s*\{[WRUGB]\})*\s*,?\s*)+)", a):
                        slots = [re.findall(r"\{([WRUGB])\}", s) for s in re.split(r",|\}\s*\{", m.group(1))]
                        f.setdefault("incarnation", " ".join("/".join(s) for s in slots if s))
                    if m := re.match(r"\[Seal\]\s*\((\d{1,2})\)", a):
                        f.setdefault("seal", m.group(1))
                    if m := re.match(r"\[Energize\]\s*((?:\{[WRUGB]\})+)", a):
                        f.setdefault("energize", m.group(1))
                    if m := re.match(r"\[Mobilize\]\s*((?:\{[WRUGB0-9]\})+)", a):
                        f.setdefault("mobilize", m.group(1))
                    if m := re.match(r"God's Art [<\"“]([^<>\"”]{1,60})[>\"”]", a):
                        f["arts"] = (f.get("arts", "") + "|" + m.group(1).replace(";", ",")).strip("|")
                out[card["id"]] = f
    return out


def keywords(row: dict[str, str], f: dict[str, str]) -> str:
    words: list[str] = []
    static = {w.strip() for w in row["static_keywords"].split(";") if w.strip()}
    markers = {w.strip() for w in row["ability_markers"].split(";") if w.strip()}
    for w in STATIC:
        if w in static or w in markers:
            param = f.get(w.lower(), "") if w in PARAMETRIC else ""
            words.append(f"{w} {param}".strip() if param else "Target Attack" if w == "Precision" else w)
    for w in MARKED:
        if w in markers:
            cost = f.get(w.lower(), "")
            words.append(f"{w} {cost}".strip())
    if f.get("arts"):
        words += [f"God's Art <{a}>" for a in f["arts"].split("|")]
    return "; ".join(dict.fromkeys(words))


def convert(reference: Path, facts: dict[str, dict[str, str]], old: dict[str, dict[str, str]]) -> list[dict[str, str]]:
    rows = list(csv.DictReader(reference.open(encoding="utf-8", newline="")))
    ids = {r["card_id"] for r in rows}
    out: list[dict[str, str]] = []
    for r in rows:
        cid = r["card_id"]
        parts = [p.strip() for p in r["card_type"].split("/") if p.strip()]
        ctype, sub = main_type(parts)
        prev = old.get(cid, {})
        f = {**kept_params(prev.get("keywords", "")), **facts.get(cid, {})}
        produces = ""
        if ctype == "Magic Stone" or any(p.endswith("Magic Stone") and p != "Magic Stone" for p in parts[1:]):
            produces = f.get("produces") or prev.get("produces", "")
            if not produces:
                letters = stone_letters(parts)
                produces = " or ".join(letters)
        attrs = [ATTR[a.strip()] for a in r["attribute"].split("/") if a.strip() in ATTR]
        attribute = "/".join(a for a in attrs if a != "void") or "void"
        j_ruler = cid + "J" if ctype == "Ruler" and cid + "J" in ids else ""
        jcost = f.get("judgment") or prev.get("judgment_cost", "") if j_ruler else ""
        cost = r["cost"]
        atk, def_ = r["atk"], r["def"]
        if ctype in ("Resonator", "J-Ruler"):  # the source leaves a printed 0 (or a variable value) blank
            atk, def_ = atk or "0", def_ or "0"
        out.append({
            "id": cid, "name_en": r["name"].strip(), "name_ru": prev.get("name_ru", ""), "set": r["set_code"],
            "type": ctype, "subtype": sub, "race": r["race_trait"].strip(), "attribute": attribute,
            "cost": cost, "atk": atk, "def": def_, "keywords": keywords(r, f), "produces": produces,
            "j_ruler": j_ruler, "judgment_cost": jcost, "rarity": r["rarity"], "abilities": prev.get("abilities", ""),
        })
    ru = {r["name_en"]: r["name_ru"] for r in reversed(out) if r["name_ru"]}
    for r in out:  # a reprint reads as its first printing in Russian
        r["name_ru"] = r["name_ru"] or ru.get(r["name_en"], "")
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--reference", type=Path, default=REFERENCE)
    ap.add_argument("--facts", type=Path, default=None)
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    old: dict[str, dict[str, str]] = {}
    if args.out.is_file():
        old = {r["id"]: r for r in csv.DictReader(args.out.open(encoding="utf-8", newline=""))}
    rows = convert(args.reference, facts_from(args.facts), old)
    with args.out.open("w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    print(f"{len(rows)} faces -> {args.out}")


if __name__ == "__main__":
    main()
