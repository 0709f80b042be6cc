"""Hostile .xlsx uploads, built in memory: each is a small file that asks a careless reader for far more
than it is (time, memory, answer length). Shared by the attack tests, the standing suite and
``benchmarks/hostile_bench.py``."""

from __future__ import annotations

import functools
import io
import struct
import zipfile
import zlib
from collections.abc import Callable
from pathlib import Path

REFERENCE = Path(__file__).resolve().parents[2] / "data" / "gwent.xlsx"
DECK_SHEET = "Нильфгаард (2)"


@functools.cache
def hostile(name: str) -> bytes:
    """One of :data:`HOSTILE`, built once per process."""
    return HOSTILE[name]()


def reference_parts() -> list[tuple[str, bytes]]:
    with zipfile.ZipFile(REFERENCE) as z:
        return [(i.filename, z.read(i)) for i in z.infolist()]


def sheet_member(sheet: str = DECK_SHEET) -> str:
    """The zip member of a sheet of the reference (by its name in workbook.xml)."""
    import openpyxl

    wb = openpyxl.load_workbook(REFERENCE, read_only=True)
    index = wb.sheetnames.index(sheet) + 1
    wb.close()
    return f"xl/worksheets/sheet{index}.xml"


def pack(parts: list[tuple[str, bytes]], method: int = zipfile.ZIP_DEFLATED) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", method) as z:
        for name, body in parts:
            z.writestr(name, body)
    return out.getvalue()


def every_method(method: int) -> bytes:
    """The plain reference, every part compressed with ``method`` (stored, deflate, bzip2, lzma)."""
    return pack(reference_parts(), method)


def lie_sizes(data: bytes, member: str, declared: int) -> bytes:
    """Make the local and central headers of ``member`` declare ``declared`` unpacked bytes."""
    buf = bytearray(data)
    name = member.encode()
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        offset = z.getinfo(member).header_offset
    struct.pack_into("<I", buf, offset + 22, declared)  # local header: uncompressed size
    pos = buf.find(b"PK\x01\x02")
    while pos != -1:
        name_len = struct.unpack_from("<H", buf, pos + 28)[0]
        if bytes(buf[pos + 46 : pos + 46 + name_len]) == name:
            struct.pack_into("<I", buf, pos + 24, declared)  # central directory: uncompressed size
        pos = buf.find(b"PK\x01\x02", pos + 4)
    return bytes(buf)


def _sheet_xml(rows: bytes) -> bytes:
    return (
        b'<?xml version="1.0" encoding="UTF-8"?>'
        b'<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
        + rows
        + b"</sheetData></worksheet>"
    )


def _padded_sheet(unpacked: int) -> bytes:
    """A worksheet part that inflates to about ``unpacked`` bytes (whitespace between rows)."""
    head = _sheet_xml(b"").split(b"</sheetData>")[0]
    return head + b" " * unpacked + b"</sheetData></worksheet>"


def bomb_with_method(method: int, unpacked: int, declared: int = 1024) -> bytes:
    """The deck sheet replaced by ``unpacked`` bytes compressed with ``method``, headers declaring 1 KB."""
    member = sheet_member()
    parts = [(n, _padded_sheet(unpacked) if n == member else b) for n, b in reference_parts()]
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, body in parts:
            z.writestr(name, body, compress_type=method if name == member else zipfile.ZIP_DEFLATED)
    return lie_sizes(out.getvalue(), member, declared)


def bzip2_bomb(unpacked: int = 64_000_000) -> bytes:
    return bomb_with_method(zipfile.ZIP_BZIP2, unpacked)


def deflate_liar(unpacked: int = 64_000_000) -> bytes:
    return bomb_with_method(zipfile.ZIP_DEFLATED, unpacked)


def _with_shared_strings(shared: bytes, sheet_rows: bytes) -> bytes:
    """The reference with the deck sheet's cells replaced and a sharedStrings part added."""
    member = sheet_member()
    parts = []
    for name, body in reference_parts():
        if name == member:
            body = _sheet_xml(sheet_rows)
        elif name == "[Content_Types].xml":
            body = body.replace(
                b"</Types>",
                b'<Override PartName="/xl/sharedStrings.xml" ContentType="application/'
                b'vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
            )
        parts.append((name, body))
    sst = (
        b'<?xml version="1.0" encoding="UTF-8"?>'
        b'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' + shared + b"</sst>"
    )
    parts.append(("xl/sharedStrings.xml", sst))
    return pack(parts)


def one_long_string_many_cells(cells: int = 300, length: int = 32_767) -> bytes:
    """``cells`` cells of column G all pointing at one 32,767-character shared string."""
    rows = b"".join(b'<row r="%d"><c r="G%d" t="s"><v>0</v></c></row>' % (r, r) for r in range(6, 6 + cells))
    return _with_shared_strings(b"<si><t>" + b"\xd0\xb6" * length + b"</t></si>", rows)


def many_shared_strings(count: int = 1_700_000) -> bytes:
    """A shared-strings table of ``count`` empty strings (a few dozen KB packed)."""
    rows = b'<row r="6"><c r="G6" t="s"><v>0</v></c></row>'
    return _with_shared_strings(b"<si><t/></si>" * count, rows)


def long_distinct_cells(cells: int = 100, length: int = 30_000) -> bytes:
    """``cells`` different inline strings of ``length`` characters in column G."""
    rows = b"".join(
        b'<row r="%d"><c r="G%d" t="inlineStr"><is><t>%s</t></is></c></row>'
        % (r, r, (b"%d" % r) + b"q" * length)
        for r in range(6, 6 + cells)
    )
    return _with_shared_strings(b"", rows)


def many_rows_of_names(cells: int = 300) -> bytes:
    """``cells`` distinct misspelt names of card length: the fuzzy matcher's worst honest-looking case."""
    rows = b"".join(
        b'<row r="%d"><c r="G%d" t="inlineStr"><is><t>Zzqx Imperial Brigade %d</t></is></c></row>' % (r, r, r)
        for r in range(6, 6 + cells)
    )
    return _with_shared_strings(b"", rows)


def many_entries(count: int = 3_000) -> bytes:
    return pack(reference_parts() + [(f"xl/media/x{i}.bin", b"") for i in range(count)])


def billion_laughs() -> bytes:
    lol = (
        b'<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
        + b"".join(b'<!ENTITY lol%d "%s">' % (i, b"&lol%d;" % (i - 1) * 10 if i else b"&lol;" * 10) for i in range(9))
        + b"]><workbook>&lol8;</workbook>"
    )
    return pack([(n, lol if n == "xl/workbook.xml" else b) for n, b in reference_parts()])


def _laughs(root: bytes) -> bytes:
    return (
        b'<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
        + b"".join(b'<!ENTITY lol%d "%s">' % (i, b"&lol%d;" % (i - 1) * 10 if i else b"&lol;" * 10) for i in range(9))
        + b"]><" + root + b">&lol8;</" + root + b">"
    )


def first_sheet_as(body: bytes, rename: str | None = None) -> bytes:
    """The reference with its first worksheet replaced by ``body`` (and renamed, its relationship too)."""
    first = "xl/worksheets/sheet1.xml"
    parts = []
    for name, b in reference_parts():
        if name == first:
            name, b = rename or name, body
        elif rename and name == "xl/_rels/workbook.xml.rels":
            b = b.replace(b"worksheets/sheet1.xml", rename.removeprefix("xl/").encode())
        parts.append((name, b))
    return pack(parts)


def utf16_dtd_sheet() -> bytes:
    """A DTD the guard's byte search cannot see: the sheet written in UTF-16 (issue 25)."""
    text = _laughs(b"worksheet").decode().replace('version="1.0"?>', 'version="1.0" encoding="UTF-16"?>', 1)
    return first_sheet_as(text.encode("utf-16"))


def laughs_in_a_part_not_named_xml() -> bytes:
    """Billion laughs in the first sheet, the part named ``.dat`` (the workbook's relationship says where)."""
    return first_sheet_as(_laughs(b"worksheet"), "xl/worksheets/sheet1.dat")


def malformed_sheet() -> bytes:
    """A sheet whose XML breaks off: read lazily, its parse error came out of the row loop (issue 25)."""
    return first_sheet_as(_sheet_xml(b'<row r="1"><c r="A1" t="inlineStr"><is><t>qty</t></is></c>')[:-40])


def encrypted_flag() -> bytes:
    data = bytearray(every_method(zipfile.ZIP_DEFLATED))
    pos = data.find(b"PK\x01\x02")
    while pos != -1:
        data[pos + 8] |= 0x1
        pos = data.find(b"PK\x01\x02", pos + 4)
    return bytes(data)


def truncated() -> bytes:
    data = every_method(zipfile.ZIP_DEFLATED)
    return data[: len(data) // 2]


def macro_workbook() -> bytes:
    return pack(reference_parts() + [("xl/vbaProject.bin", b"\0" * 64)])


def raw_deflate_of(body: bytes) -> bytes:
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    return c.compress(body) + c.flush()


HOSTILE: dict[str, Callable[[], bytes]] = {
    "bzip2 part declaring 1 KB": lambda: bzip2_bomb(24_000_000),
    "lzma part": lambda: bomb_with_method(zipfile.ZIP_LZMA, 8_000_000),
    "deflate part with lying sizes": lambda: deflate_liar(24_000_000),
    "300 cells on one 32,767-char string": lambda: one_long_string_many_cells(),
    "1.7 M shared strings": lambda: many_shared_strings(),
    "300,000 shared strings (under the byte cap)": lambda: many_shared_strings(300_000),
    "100 long distinct cells": lambda: long_distinct_cells(),
    "300 misspelt names": lambda: many_rows_of_names(),
    "3,000 zip entries": lambda: many_entries(),
    "billion laughs": billion_laughs,
    "DTD in a UTF-16 sheet": utf16_dtd_sheet,
    "billion laughs in a part not named .xml": laughs_in_a_part_not_named_xml,
    "a sheet whose XML breaks off": malformed_sheet,
    "encrypted flag": encrypted_flag,
    "truncated zip": truncated,
    "macro workbook": macro_workbook,
}
