"""Turn the V-series card facts of ``/work/shared/reference/vanguard_v_cards.csv`` into rows of
``data/vanguard/cards.csv`` (run once per new reference file; the CSV is then the reviewed source).

Every printed card number is a row. The first printing of a card (name and facts) keeps the card's id (its
name as a slug, e.g. ``blaster-blade``); later printings with the same facts point at it through
``same_as``; a card that shares a name with a different card gets the set in its id. Rows already in
``cards.csv`` (hand-checked: Russian names, gifts, races, abilities) are kept as they are and only gain
their numbers. Facts the source does not give are left empty and listed in ``unknown`` — never guessed:
critical (loaded as the V rules' 1, shown as unverified), gift icon, race, the kind of a trigger the source
cannot tell (``unknown``). Nation follows from the clan (the V-era clan → nation table).

Usage: python tools/import_vanguard_pool.py [REFERENCE_CSV]
"""

from __future__ import annotations

import csv
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CARDS_CSV = ROOT / "data" / "vanguard" / "cards.csv"
REFERENCE = Path("/work/shared/reference/vanguard_v_cards.csv")
COLUMNS = (
    "id", "number", "same_as", "name_en", "name_ru", "clan", "nation", "grade", "power", "shield", "critical",
    "trigger", "trigger_power", "skill", "gift", "sentinel", "v_mark", "unit_type", "race", "keywords",
    "abilities", "unknown", "notes", "source",
)
NATIONS = {
    "United Sanctuary": ("Royal Paladin", "Shadow Paladin", "Gold Paladin", "Oracle Think Tank", "Angel Feather",
                         "Genesis"),
    "Dragon Empire": ("Kagero", "Narukami", "Tachikaze", "Murakumo", "Nubatama"),
    "Dark Zone": ("Spike Brothers", "Dark Irregulars", "Pale Moon", "Gear Chronicle"),
    "Magallanica": ("Granblue", "Bermuda Triangle", "Aqua Force"),
    "Zoo": ("Megacolony", "Great Nature", "Neo Nectar"),
    "Star Gate": ("Nova Grappler", "Dimension Police", "Link Joker"),
}
NATION_OF = {clan: nation for nation, clans in NATIONS.items() for clan in clans}
SKILLS = {"Boost": "boost", "Intercept": "intercept", "Twin Drive!!": "twin_drive", "Triple Drive!!!": "triple_drive"}
TRIGGERS = {"Heal": "heal", "Draw": "draw", "Critical": "critical", "Over": "over", "Front": "front"}


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def unit_type(ref: dict[str, str]) -> str:
    kind = ref["card_type"]
    if kind == "Trigger Unit":
        return "trigger"
    if kind == "G Unit":
        return "g_guardian" if ref["shield"] == "15000" else "g_unit"
    if kind == "Normal Order":
        return "order"
    if kind == "Others":
        return "marker" if ref["name"].startswith(("Imaginary Gift", "Astral Plane")) else "token"
    return "normal"


def facts(ref: dict[str, str]) -> dict[str, str]:
    """The row's facts from the reference; what it lacks is listed in ``unknown``."""
    unknown = ["critical"]
    kind = unit_type(ref)
    notes = ""
    if kind == "trigger" and ref["grade"] not in ("0", ""):
        kind, notes = "normal", "the source calls it a trigger unit at grade " + ref["grade"] + \
            "; trigger icons exist only at grade 0 (V-DECK-9), so no trigger is recorded"
        unknown.append("unit_type")
    trig = ""
    if kind == "trigger":
        trig = TRIGGERS.get(ref["trigger"], "unknown")
        if trig == "unknown":
            unknown.append("trigger")
    if ref["card_type"] == "":
        unknown.append("unit_type")
    clan = ref["clan"] if ref["clan"] in NATION_OF or ref["clan"] in ("Cray Elemental", "BanG Dream!") else ""
    nation = NATION_OF.get(clan, "")
    if not nation:
        unknown.append("nation")
    if kind in ("normal", "g_unit") and ref["grade"] in ("3", "4", "5"):
        unknown.append("gift")
    unknown.append("race")
    keywords = ref["keywords"]
    return {
        "number": ref["card_no"], "name_en": ref["name"], "clan": clan, "nation": nation, "grade": ref["grade"],
        "power": ref["power"], "shield": ref["shield"], "critical": "", "trigger": trig,
        "trigger_power": "" if not trig else ("10000" if trig not in ("over",) else "100000000"),
        "skill": SKILLS.get(ref["skill_icon_derived"], ""),
        "sentinel": "yes" if "Sentinel" in keywords.split("; ") else "", "v_mark": "yes", "unit_type": kind,
        "keywords": keywords, "unknown": " ".join(unknown), "notes": notes,
        "source": "official English card list via dragogodev/cgs (vanguard_v_cards.csv)",
    }


def key(row: dict[str, str]) -> tuple[str, ...]:
    # the trigger kind is left out: one printing's text may name it where another's could not
    return tuple(row[c] for c in ("name_en", "grade", "power", "shield", "unit_type", "clan"))


def main(argv: list[str]) -> None:
    ref_path = Path(argv[0]) if argv else REFERENCE
    with CARDS_CSV.open(encoding="utf-8", newline="") as f:
        old = list(csv.DictReader(f))
    kept = {r["name_en"]: r for r in old if r.get("number") or r["unit_type"] not in ("gift",)}
    gifts = [r for r in old if r["unit_type"] == "gift"]
    with ref_path.open(encoding="utf-8", newline="") as f:
        refs = list(csv.DictReader(f))
    # The hand-checked rows belong to the trial deck's printing: visit those first, keep reference order.
    order = sorted(range(len(refs)), key=lambda i: (refs[i]["set_code"] != "V-TD01", i))
    rows: dict[int, dict[str, str]] = {}
    by_id: dict[str, dict[str, str]] = {}
    canon: dict[tuple[str, ...], str] = {}
    used: set[str] = {r["id"] for r in gifts}
    for i in order:
        ref = refs[i]
        row = facts(ref)
        k = key(row)
        if k in canon:
            first = by_id[canon[k]]
            if first["trigger"] == "unknown" and row["trigger"] not in ("", "unknown"):
                first["trigger"] = row["trigger"]  # a later printing tells the kind: the card has it
                first["unknown"] = " ".join(u for u in first["unknown"].split() if u != "trigger")
            row.update(id=slug(ref["card_no"]), same_as=canon[k])
        elif row["name_en"] in kept and kept[row["name_en"]]["id"] not in used:
            hand = dict(kept[row["name_en"]])
            # the official list's numbers win over the first deck source (Rounoria: 7000, shield 0, Sentinel)
            for col in ("number", "grade", "power", "shield", "skill", "sentinel", "keywords"):
                hand[col] = row[col]
            if row["trigger"] and row["trigger"] != "unknown":
                hand["trigger"] = row["trigger"]
            hand["notes"] = "; ".join(n for n in hand.get("notes", "").split("; ")
                                      if "shield" not in n and "given by source" not in n)
            hand.update(same_as="", unknown="", source=hand["source"] + "; facts: " + row["source"])
            row = hand
            canon[k] = row["id"]
        else:
            cid = slug(row["name_en"])
            if cid in used:
                cid = f"{cid}-{slug(ref['set_code'])}"
            while cid in used:
                cid = slug(ref["card_no"])
            row.update(id=cid, same_as="")
            canon[k] = cid
        used.add(row["id"])
        rows[i] = row
        by_id.setdefault(row["id"], row)
    out = [rows[i] for i in range(len(refs))]
    with CARDS_CSV.open("w", encoding="utf-8", newline="") as f:
        w = csv.DictWriter(f, COLUMNS, extrasaction="ignore", lineterminator="\n")
        w.writeheader()
        for row in [*out, *gifts]:
            w.writerow({c: row.get(c, "") or "" for c in COLUMNS})


if __name__ == "__main__":
    main(sys.argv[1:])
