#!/usr/bin/env python3
"""A hostile IMDb dataset host on 127.0.0.1, for the bounds checks.

    dataset_server.py MODE PORT_FILE LIFETIME_SECONDS

Every request gets the same misbehaving answer, by MODE:

  endless    a body with no length that goes on (stopped after 512 MB, so a
             broken client cap cannot fill the disk of the machine running
             the check)
  trickle    a body of 4 KB, one byte a second: fast enough for curl's own
             speed rule for ever
  gzipfield  a valid gzip stream of a ratings file whose second line holds a
             300 MB field, compressed as it is sent

It writes its port to PORT_FILE and stops by itself after LIFETIME_SECONDS.
"""

import sys
import time
import zlib

from loopback import Loopback

MODE, PORT_FILE, LIFETIME = sys.argv[1], sys.argv[2], float(sys.argv[3])
ENDLESS_CAP = 512 << 20
SERVER = Loopback(PORT_FILE, LIFETIME)
alive, send_all = SERVER.alive, SERVER.send_all


def head(length=None):
    lines = ["HTTP/1.1 200 OK", "Content-Type: application/octet-stream", "Connection: close"]
    if length is not None:
        lines.append(f"Content-Length: {length}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def respond(connection, target):
    if MODE == "endless":
        if not send_all(connection, head()):
            return
        block, sent = b"\x1f" * (1 << 20), 0
        while sent < ENDLESS_CAP and alive() and send_all(connection, block):
            sent += len(block)
    elif MODE == "trickle":
        if not send_all(connection, head(4096)):
            return
        for _ in range(4096):
            if not alive() or not send_all(connection, b"\x1f"):
                return
            time.sleep(1)
    elif MODE == "gzipfield":
        if not send_all(connection, head()):
            return
        gzip = zlib.compressobj(6, zlib.DEFLATED, 31)
        if not send_all(connection, gzip.compress(b"tconst\taverageRating\tnumVotes\ntt0000001\t")):
            return
        block = b"9" * (1 << 20)
        for _ in range(300):
            if not alive() or not send_all(connection, gzip.compress(block)):
                return
        send_all(connection, gzip.compress(b"\t1000\n") + gzip.flush())


if __name__ == "__main__":
    SERVER.serve(respond)
