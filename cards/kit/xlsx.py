"""Open an uploaded .xlsx without trusting it (issue 8): the only door from a stranger's bytes to openpyxl.

A zip says how big each part is, and nothing makes it tell the truth; a part compressed with bzip2 or
LZMA is inflated by :mod:`zipfile` in one call whatever size it declares. So every part is *read* here,
in chunks, counting the bytes actually produced, and only stored/deflated parts are read at all. The
parts that passed are written into a fresh (stored) zip, and that is what openpyxl opens: it never sees
the stranger's headers. On the way the XML is checked for DTDs (billion laughs), macros are refused,
and the shared-strings table and each worksheet are bounded by count before openpyxl builds them.

Every xlsx a game reads comes through :func:`open_workbook`: a player's deck sheet (``DECK_SHEET``
limits) and each game's card spreadsheet (``REFERENCE`` limits), so no loader calls openpyxl itself.
"""

from __future__ import annotations

import io
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cards.core import Text

CHUNK = 64 * 1024
ALLOWED_METHODS = (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED)


@dataclass(frozen=True)
class XlsxLimits:
    """What one file may hold. The defaults fit a player's deck sheet (the shipped reference with one
    "(2)" sheet filled is 62 KB packed, 350 KB unpacked, ~700 cells a sheet, no shared strings)."""

    max_bytes: int = 512_000  # the file as uploaded
    max_entries: int = 300  # zip members
    max_unpacked: int = 8_000_000  # all members, as actually inflated
    max_part: int = 4_000_000  # one member, as actually inflated
    max_shared_strings: int = 20_000
    max_cells: int = 40_000  # cells in one worksheet


DECK_SHEET = XlsxLimits()
REFERENCE = XlsxLimits(
    max_bytes=5_000_000, max_unpacked=16_000_000, max_part=8_000_000, max_shared_strings=50_000, max_cells=100_000
)


class XlsxRefused(ValueError):
    """The file was refused before openpyxl read it; ``text`` says why in en and ru."""

    def __init__(self, text: Text) -> None:
        self.text = text
        super().__init__(text.en)


def _refuse(en: str, ru: str) -> XlsxRefused:
    return XlsxRefused(Text(en, ru))


def _not_xlsx() -> XlsxRefused:
    return _refuse(
        "This is not an .xlsx file. Upload the sheet saved as .xlsx.",
        "Это не файл .xlsx. Загрузите лист, сохранённый в формате .xlsx.",
    )


def _too_much() -> XlsxRefused:
    return _refuse(
        "The file unpacks to too much data; it is not a deck sheet.",
        "Файл распаковывается в слишком большой объём; это не лист колоды.",
    )


def _count(body: bytes, tag: bytes) -> int:
    """Elements named ``tag`` (with or without a namespace prefix); counted in C, no list is built."""
    return sum(body.count(b"<" + tag + end) + body.count(b":" + tag + end) for end in (b" ", b">", b"/"))


def safe_xlsx(data: bytes, limits: XlsxLimits = DECK_SHEET) -> bytes:
    """The same workbook re-packed from parts that were read under ``limits``; raises :class:`XlsxRefused`.

    Work and memory are bounded by the limits, never by what the file declares: at most
    ``max_unpacked`` bytes are inflated (64 KB at a time) and kept once more in the re-packed copy."""
    _check_header(data, limits)
    parts = _read_parts(data, limits)
    _check_parts(parts, limits)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as clean:
        for name, body in parts:
            clean.writestr(name, body)
    return out.getvalue()


def _check_header(data: bytes, limits: XlsxLimits) -> None:
    if len(data) > limits.max_bytes:
        raise _refuse(
            f"The file is too big: {len(data)} bytes (the limit is {limits.max_bytes}).",
            f"Файл слишком большой: {len(data)} байт (предел {limits.max_bytes}).",
        )
    if data[:4] == b"\xd0\xcf\x11\xe0":
        raise _refuse(
            "This is an old .xls file (or an encrypted one). Save it as .xlsx and upload again.",
            "Это старый файл .xls (или зашифрованный). Сохраните его как .xlsx и загрузите снова.",
        )
    if data[:4] != b"PK\x03\x04":
        raise _not_xlsx()


_ZIP_ERRORS = (zipfile.BadZipFile, zlib.error, EOFError, OSError, RuntimeError, ValueError, NotImplementedError)


def _read_parts(data: bytes, limits: XlsxLimits) -> list[tuple[str, bytes]]:
    """Every member's bytes, as actually inflated; refused past the limits or for an unusual method."""
    parts: list[tuple[str, bytes]] = []
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            infos = archive.infolist()
            if len(infos) > limits.max_entries:
                raise _too_much()
            for info in infos:
                _check_member(info)
            total = 0
            for info in infos:
                if info.is_dir():
                    continue
                body = _read_member(archive, info, limits, total)
                total += len(body)
                parts.append((info.filename, body))
    except XlsxRefused:
        raise
    except _ZIP_ERRORS as exc:
        raise _not_xlsx() from exc
    return parts


def _check_member(info: zipfile.ZipInfo) -> None:
    if info.compress_type not in ALLOWED_METHODS:
        raise _refuse(
            "The file uses a compression Excel does not write; save it again as .xlsx.",
            "В файле сжатие, которого Excel не использует; сохраните его заново как .xlsx.",
        )
    if info.flag_bits & 0x1:
        raise _refuse(
            "The file is encrypted; save it without a password.",
            "Файл зашифрован; сохраните его без пароля.",
        )


def _read_member(archive: zipfile.ZipFile, info: zipfile.ZipInfo, limits: XlsxLimits, total: int) -> bytes:
    """One member, 64 KB at a time, counting what actually comes out (never ``info.file_size``)."""
    chunks: list[bytes] = []
    size = 0
    with archive.open(info) as member:
        while chunk := member.read(CHUNK):
            size += len(chunk)
            if size > limits.max_part or total + size > limits.max_unpacked:
                raise _too_much()
            chunks.append(chunk)
    return b"".join(chunks)


def _check_parts(parts: list[tuple[str, bytes]], limits: XlsxLimits) -> None:
    names = {name for name, _ in parts}
    if "xl/workbook.xml" not in names or "[Content_Types].xml" not in names:
        raise _not_xlsx()
    content_types = dict(parts)["[Content_Types].xml"]
    if (
        b"macroEnabled" in content_types
        or b"vbaProject" in content_types
        or any(n.lower().endswith("vbaproject.bin") or "/activex/" in n.lower() for n in names)
    ):
        raise _refuse(
            "Files with macros (.xlsm) are not accepted. Save it as a plain .xlsx.",
            "Файлы с макросами (.xlsm) не принимаются. Сохраните его как обычный .xlsx.",
        )
    for name, body in parts:  # every part, whatever its name: the relationships say what is a sheet
        _check_xml(name.lower(), body, limits)


WIDE = (b"\xff\xfe", b"\xfe\xff", b"\x00\x00\xfe\xff", b"<\x00", b"\x00<")


def _check_xml(low: str, body: bytes, limits: XlsxLimits) -> None:
    """No DTD anywhere (billion laughs), and no part in UTF-16/32: Excel writes UTF-8, and a wide DTD
    is invisible to a byte search (issue 25)."""
    if body.startswith(WIDE) or b"<!DOCTYPE" in body or b"<!ENTITY" in body:
        raise _not_xlsx()
    if low.endswith("sharedstrings.xml") and _count(body, b"si") > limits.max_shared_strings:
        raise _refuse(
            f"The file holds more than {limits.max_shared_strings} different texts; it is not a deck sheet.",
            f"В файле больше {limits.max_shared_strings} разных текстов; это не лист колоды.",
        )
    if low.startswith("xl/worksheets/") and _count(body, b"c") > limits.max_cells:
        raise _refuse(
            f"A sheet holds more than {limits.max_cells} cells; it is not a deck sheet.",
            f"На листе больше {limits.max_cells} ячеек; это не лист колоды.",
        )


def open_workbook(source: bytes | str | Path, limits: XlsxLimits = DECK_SHEET, *, data_only: bool = True) -> Any:
    """An openpyxl workbook (read-only, no external links) of ``source`` (the bytes of an upload or the path
    of a spreadsheet), opened from the parts :func:`safe_xlsx` read under ``limits``. Raises
    :class:`XlsxRefused` for a file past the limits or one openpyxl cannot read; ``FileNotFoundError`` for a
    missing path. The caller closes the workbook."""
    from openpyxl import load_workbook

    if not isinstance(source, bytes):
        path = Path(source)
        size = path.stat().st_size
        if size > limits.max_bytes:
            raise _refuse(
                f"{path.name}: the file is too big: {size} bytes (the limit is {limits.max_bytes}).",
                f"{path.name}: файл слишком большой: {size} байт (предел {limits.max_bytes}).",
            )
        source = path.read_bytes()
    clean = safe_xlsx(source, limits)
    try:
        return load_workbook(io.BytesIO(clean), read_only=True, data_only=data_only, keep_links=False)
    except Exception as exc:
        raise _refuse(
            f"The file could not be read as a spreadsheet ({type(exc).__name__}).",
            f"Файл не читается как таблица ({type(exc).__name__}).",
        ) from exc
