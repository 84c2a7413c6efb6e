#!/usr/bin/env python3
"""Compares two renders of one screen picture, element by element.

Usage: compare-renders.py PICTURE.svg FIRST.png SECOND.png

Every view in a screen picture is a <g data-name="..." data-frame="x y width height"> group. For
each one this compares the two PNGs inside its frame and fails when more than a small share of its
pixels differ, which is what happens when one renderer drops an element (a filter librsvg ignores,
a clip Chromium treats differently). Text is drawn with the same fonts by both, and antialiasing
differs only at edges, so the tolerance is small. Prints the worst elements; exits 1 on a failure.
Needs numpy.
"""
import struct
import sys
import xml.etree.ElementTree as ElementTree
import zlib

# A pixel differs when a channel differs by more than this; an element fails when more than this
# share of its pixels differ.
CHANNEL_TOLERANCE = 48
SHARE_TOLERANCE = 0.06


try:
    import numpy
except ImportError:
    sys.exit("compare-renders: needs numpy (Debian: apt-get install -y python3-numpy)")


def unfilter(kind, line, previous, channels):
    """Undoes one row's PNG filter in place."""
    stride = len(line)
    if kind == 0:
        return
    if kind in (1, 2):
        row = numpy.frombuffer(bytes(line), dtype=numpy.uint8).astype(numpy.int64)
        if kind == 2:
            row += numpy.frombuffer(bytes(previous), dtype=numpy.uint8)
        else:
            row = row.reshape(-1, channels).cumsum(axis=0).reshape(-1)
        line[:] = (row & 0xFF).astype(numpy.uint8).tobytes()
        return
    for i in range(stride):
        left = line[i - channels] if i >= channels else 0
        up = previous[i]
        if kind == 1:
            line[i] = (line[i] + left) & 0xFF
        elif kind == 2:
            line[i] = (line[i] + up) & 0xFF
        elif kind == 3:
            line[i] = (line[i] + (left + up) // 2) & 0xFF
        else:
            upper_left = previous[i - channels] if i >= channels else 0
            estimate = left + up - upper_left
            pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - upper_left)
            predictor = left if pa <= pb and pa <= pc else up if pb <= pc else upper_left
            line[i] = (line[i] + predictor) & 0xFF


def read_png(path):
    """Returns (width, height, pixels), pixels a (height, width, 3) array, for 8-bit RGB(A) or grey
    PNGs."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path} is not a PNG")
    offset, chunks, header = 8, [], None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        offset += 12 + length
    width, height, depth, colour, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace != 0:
        raise ValueError(f"{path}: unsupported PNG (depth {depth}, colour {colour})")
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    lines, previous, position = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[position]
        line = bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        unfilter(kind, line, previous, channels)
        previous = line
        lines.append(line)
    pixels = numpy.frombuffer(b"".join(lines), dtype=numpy.uint8).reshape(height, width, channels)
    pixels = pixels[:, :, :3] if channels >= 3 else numpy.repeat(pixels[:, :, :1], 3, axis=2)
    return width, height, pixels.astype(numpy.int16)


def distance(a, b):
    """Per pixel, how far `a` is from the nearest of `b`'s pixels one step around it: glyphs that
    the two renderers place a pixel apart, or antialias differently, are not differences."""
    height, width, _ = a.shape
    padded = numpy.pad(b, ((1, 1), (1, 1), (0, 0)), mode="edge")
    nearest = None
    for dy in (0, 1, 2):
        for dx in (0, 1, 2):
            shifted = padded[dy:dy + height, dx:dx + width]
            difference = numpy.abs(a - shifted).max(axis=2)
            nearest = difference if nearest is None else numpy.minimum(nearest, difference)
    return nearest


def differing_share(far, left, top, right, bottom):
    """The share of pixels in the rectangle that differ by more than the tolerance."""
    total = (right - left) * (bottom - top)
    if total <= 0:
        return None, 0
    return float((far[top:bottom, left:right] > CHANNEL_TOLERANCE).sum()) / total, total


def main():
    svg, first, second = sys.argv[1:4]
    w1, h1, a = read_png(first)
    w2, h2, b = read_png(second)
    if (w1, h1) != (w2, h2):
        print(f"FAIL {svg}: the renders differ in size ({w1}x{h1} and {w2}x{h2})")
        return 1
    # A difference counts when neither render has the other's colour nearby.
    far = numpy.maximum(distance(a, b), distance(b, a))
    root = ElementTree.parse(svg).getroot()
    results = []
    for group in root.iter("{http://www.w3.org/2000/svg}g"):
        name, frame = group.get("data-name"), group.get("data-frame")
        if not name or not frame:
            continue
        x, y, width, height = (float(v) for v in frame.split())
        left, top = max(0, int(x)), max(0, int(y))
        right, bottom = min(w1, int(x + width)), min(h1, int(y + height))
        share, total = differing_share(far, left, top, right, bottom)
        if share is not None:
            results.append((share, name, total))
    if not results:
        print(f"FAIL {svg}: no drawn element (no data-frame) to compare")
        return 1
    results.sort(reverse=True)
    failed = [r for r in results if r[0] > SHARE_TOLERANCE]
    worst = ", ".join(f"{name} {share:.1%}" for share, name, _ in results[:3])
    if failed:
        for share, name, total in failed:
            print(f"FAIL {svg}: {name} differs in {share:.1%} of its {total} pixels")
        return 1
    print(f"same {len(results)} elements (most different: {worst})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
