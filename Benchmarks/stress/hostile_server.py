#!/usr/bin/env python3
"""A hostile Open Trivia DB on 127.0.0.1, for the stress checks.

    hostile_server.py MODE PORT_FILE LIFETIME_SECONDS

Answers `api_token.php` properly, so quizctl goes on to ask for questions,
and misbehaves on every other path according to MODE:

  huge      a 200 MB body, streamed
  trickle   a valid-looking body, one byte every half second
  silent    accepts the connection and never answers
  bigtext   a well-formed answer whose question text is 10 MB

It writes its port to PORT_FILE, and stops by itself after LIFETIME_SECONDS
(every loop is bounded by that deadline), so it never outlives a check.
"""

import json
import socket
import sys
import threading
import time

MODE, PORT_FILE, LIFETIME = sys.argv[1], sys.argv[2], float(sys.argv[3])
DEADLINE = time.monotonic() + LIFETIME


def alive():
    return time.monotonic() < DEADLINE


def send_all(connection, data):
    try:
        connection.sendall(data)
        return True
    except OSError:
        return False


def header(length=None):
    lines = ["HTTP/1.1 200 OK", "Content-Type: application/json", "Connection: close"]
    if length is not None:
        lines.append(f"Content-Length: {length}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def question(text):
    return {"type": "multiple", "difficulty": "easy", "category": "General Knowledge", "question": text,
            "correct_answer": "Right", "incorrect_answers": ["Wrong A", "Wrong B", "Wrong C"]}


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
        target = request.split(b" ")[1].decode() if request.count(b" ") >= 2 else "/"
        if "api_token.php" in target:
            body = json.dumps({"response_code": 0, "response_message": "Token Generated Successfully!",
                               "token": "stress0token0stress0token0stress0token0stress0token0stress0tok"}).encode()
            send_all(connection, header(len(body)) + body)
            return
        if MODE == "huge":
            size = 200 << 20
            if not send_all(connection, header(size) + b'{"response_code":0,"results":[{"question":"'):
                return
            block = b"A" * (1 << 20)
            for _ in range(200):
                if not alive() or not send_all(connection, block):
                    return
        elif MODE == "trickle":
            body = json.dumps({"response_code": 0, "results": [question("Slow?")] * 3}).encode()
            if not send_all(connection, header(len(body))):
                return
            for byte in body:
                if not alive() or not send_all(connection, bytes([byte])):
                    return
                time.sleep(0.5)
        elif MODE == "silent":
            while alive():
                time.sleep(0.2)
        elif MODE == "bigtext":
            results = [question("Q" * (10 << 20))] + [question(f"Small question {n}?") for n in range(1, 10)]
            body = json.dumps({"response_code": 0, "results": results}).encode()
            send_all(connection, header(len(body)) + body)


def main():
    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    listener.settimeout(0.2)
    with open(PORT_FILE + ".new", "w") as file:
        file.write(str(listener.getsockname()[1]))
    import os
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
