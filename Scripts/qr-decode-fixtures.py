#!/usr/bin/env python3
"""Decodes quizctl's QR renderings with a real decoder, for QRFixtureTests.

Reads Tests/Fixtures/QRCode/qr-renderings.json (written by
`QRCODE_WRITE_FIXTURES=1 swift test --filter QRFixtureTests`), turns each
rendering into an image as a terminal would show it, decodes it with
zxing-cpp, and writes qr-decoded.json: each case's name, a digest of the
rendering read, and the text the decoder read (null if none).

    python3 -m venv /tmp/qrenv && /tmp/qrenv/bin/pip install zxing-cpp pillow numpy
    /tmp/qrenv/bin/python Scripts/qr-decode-fixtures.py

How a rendering becomes an image (the one stated rule):
- a half-block line is a row of terminal cells one pixel wide and two tall;
  the glyph (█ ▀ ▄) paints its halves, a space paints nothing;
- "light" renderings: painted pixels are white and the rest black (light
  text on a dark terminal); "dark" ones the other way round;
- an ASCII rendering has a module per two characters on each line: "##"
  is a dark module;
- the picture is surrounded by 8 pixels of the terminal's background and
  scaled 6 times, nearest neighbour.
"""
import json
import os
import sys

import numpy
import zxingcpp
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "..", "Tests", "Fixtures", "QRCode")


def digest(lines):
    """FNV-1a 64 of the lines joined by newlines, as QRFixtureTests computes it."""
    value = 0xcbf29ce484222325
    for byte in "\n".join(lines).encode("utf-8"):
        value = ((value ^ byte) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return format(value, "x")


def picture(case):
    lines = case["lines"]
    if case["style"] == "ascii":
        rows = [[0 if line[i:i + 2] == "##" else 255 for i in range(0, len(line), 2)] for line in lines]
        background = 255
    else:
        painted, unpainted = (255, 0) if case["style"] == "light" else (0, 255)
        halves = {"█": (True, True), "▀": (True, False), "▄": (False, True), " ": (False, False)}
        rows = []
        for line in lines:
            top, bottom = [], []
            for character in line:
                upper, lower = halves[character]
                top.append(painted if upper else unpainted)
                bottom.append(painted if lower else unpainted)
            rows += [top, bottom]
        background = unpainted
    width = max(len(row) for row in rows)
    pixels = numpy.full((len(rows) + 16, width + 16), background, dtype=numpy.uint8)
    for y, row in enumerate(rows):
        pixels[y + 8, 8:8 + len(row)] = row
    image = Image.fromarray(pixels, mode="L")
    return image.resize((image.width * 6, image.height * 6), Image.NEAREST)


def main():
    with open(os.path.join(FIXTURES, "qr-renderings.json"), encoding="utf-8") as file:
        cases = json.load(file)
    results = []
    for case in cases:
        found = zxingcpp.read_barcodes(picture(case), formats=zxingcpp.BarcodeFormat.QRCode)
        text = found[0].text if found else None
        results.append({"name": case["name"], "digest": digest(case["lines"]), "decoded": text})
        if text != case["text"]:
            print(f"{case['name']}: read {text!r}", file=sys.stderr)
    with open(os.path.join(FIXTURES, "qr-decoded.json"), "w", encoding="utf-8") as file:
        json.dump(results, file, ensure_ascii=False, indent=2)
        file.write("\n")
    print(f"{sum(r['decoded'] == c['text'] for r, c in zip(results, cases))} of {len(cases)} read back")


if __name__ == "__main__":
    main()
