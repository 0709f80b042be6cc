"""Spreadsheets written byte for byte the same from the same rows, so a card change is a reviewable diff
of the text source and the built .xlsx is reproducible (every game's build tool and the Hand.xlsx DM)."""

from __future__ import annotations

import datetime as dt
import io
import zipfile
from collections.abc import Callable, Iterable
from pathlib import Path

from openpyxl import Workbook
from openpyxl.writer.excel import ExcelWriter


def reproducible_bytes(wb: Workbook, when: dt.datetime) -> bytes:
    """Serialise ``wb`` with fixed timestamps (document properties and zip entries) and fixed entry modes."""
    return reproducible_zip(workbook_parts(wb, when), when)


def workbook_parts(wb: Workbook, when: dt.datetime) -> list[tuple[str, bytes]]:
    """The zip parts openpyxl writes for ``wb`` (name and unpacked bytes, in its order), properties dated ``when``."""
    wb.properties.created = when
    wb.properties.modified = when
    raw = io.BytesIO()
    with zipfile.ZipFile(raw, "w", zipfile.ZIP_DEFLATED) as archive:
        ExcelWriter(wb, archive).write_data()
    with zipfile.ZipFile(raw) as src:
        return [(info.filename, src.read(info.filename)) for info in src.infolist()]


def reproducible_zip(parts: Iterable[tuple[str, bytes]], when: dt.datetime) -> bytes:
    """The parts zipped in order, each deflated with the entry date ``when`` and mode 0600."""
    out = io.BytesIO()
    stamp = when.timetuple()[:6]
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for name, body in parts:
            fixed = zipfile.ZipInfo(name, date_time=stamp)
            fixed.compress_type = zipfile.ZIP_DEFLATED
            fixed.external_attr = 0o600 << 16
            dst.writestr(fixed, body)
    return out.getvalue()


def build_main(
    doc: str | None, default_out: Path, build: Callable[[], bytes], argv: list[str] | None
) -> None:
    """The command line every spreadsheet build tool shares: ``--out`` (default ``default_out``), write the
    built bytes, say where and how many."""
    import argparse

    parser = argparse.ArgumentParser(description=doc.splitlines()[0] if doc else None)
    parser.add_argument("--out", type=Path, default=default_out)
    args = parser.parse_args(argv)
    data = build()
    args.out.write_bytes(data)
    print(f"wrote {args.out} ({len(data)} bytes)")
