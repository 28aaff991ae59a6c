"""Makes the two tiny poster images the poster tests hand to a terminal.

Run once with Pillow (pip install pillow==13.0.0): python3 generate.py
The tests only read the files; they never run Python.
"""
from PIL import Image

image = Image.new("RGB", (2, 3), (200, 30, 30))  # a poster's 2:3, in one red
image.save("tiny-poster.jpg", "JPEG", quality=50, optimize=True)
image.save("tiny-poster.png", "PNG", optimize=True)
