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

import os
import socket
import sys
import threading
import time
import zlib

MODE, PORT_FILE, LIFETIME = sys.argv[1], sys.argv[2], float(sys.argv[3])
DEADLINE = time.monotonic() + LIFETIME
ENDLESS_CAP = 512 << 20


def alive():
    return time.monotonic() < DEADLINE


def send_all(connection, data):
    try:
        connection.sendall(data)
        return True
    except OSError:
        return False


def head(length=None):
    lines = ["HTTP/1.1 200 OK", "Content-Type: application/octet-stream", "Connection: close"]
    if length is not None:
        lines.append(f"Content-Length: {length}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def serve(connection):
    with connection:
        connection.settimeout(max(0.1, DEADLINE - time.monotonic()))
        request = b""
        try:
            while b"\r\n\r\n" not in request and alive():
                chunk = connection.recv(4096)
                if not chunk:
                    return
                request += chunk
        except OSError:
            return
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


def main():
    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    listener.settimeout(0.2)
    with open(PORT_FILE + ".new", "w") as file:
        file.write(str(listener.getsockname()[1]))
    os.rename(PORT_FILE + ".new", PORT_FILE)
    while alive():
        try:
            connection, _ = listener.accept()
        except socket.timeout:
            continue
        threading.Thread(target=serve, args=(connection,), daemon=True).start()
    listener.close()


if __name__ == "__main__":
    main()
