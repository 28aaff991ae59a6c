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
import sys
import time

from loopback import Loopback

MODE, PORT_FILE, LIFETIME = sys.argv[1], sys.argv[2], float(sys.argv[3])
SERVER = Loopback(PORT_FILE, LIFETIME)
alive, send_all = SERVER.alive, SERVER.send_all


def header(length=None):
    lines = ["HTTP/1.1 200 OK", "Content-Type: application/json", "Connection: close"]
    if length is not None:
        lines.append(f"Content-Length: {length}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def question(text):
    return {"type": "multiple", "difficulty": "easy", "category": "General Knowledge", "question": text,
            "correct_answer": "Right", "incorrect_answers": ["Wrong A", "Wrong B", "Wrong C"]}


def respond(connection, target):
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


if __name__ == "__main__":
    SERVER.serve(respond)
