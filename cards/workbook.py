"""Spreadsheets written byte for byte the same from the same rows, so a card change is a reviewable diff
of the text source and the built .xlsx is reproducible (every game's build tool and the Hand.xlsx DM)."""

from __future__ import annotations

import datetime as dt
import io
import zipfile

from openpyxl import Workbook
from openpyxl.writer.excel import ExcelWriter


def reproducible_bytes(wb: Workbook, when: dt.datetime) -> bytes:
    """Serialise ``wb`` with fixed timestamps (document properties and zip entries) and fixed entry modes."""
    wb.properties.created = when
    wb.properties.modified = when
    raw = io.BytesIO()
    with zipfile.ZipFile(raw, "w", zipfile.ZIP_DEFLATED) as archive:
        ExcelWriter(wb, archive).write_data()
    out = io.BytesIO()
    with zipfile.ZipFile(raw) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            fixed = zipfile.ZipInfo(info.filename, date_time=when.timetuple()[:6])
            fixed.compress_type = zipfile.ZIP_DEFLATED
            fixed.external_attr = 0o600 << 16
            dst.writestr(fixed, src.read(info.filename))
    return out.getvalue()
