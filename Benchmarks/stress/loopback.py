"""What the hostile servers of the stress checks share: a listener on
127.0.0.1 that writes its port to a file, reads each request's head on a
thread of its own, hands it to the server's `respond`, and stops by itself
after its lifetime (every loop is bounded by that deadline)."""

import os
import socket
import threading
import time


class Loopback:
    def __init__(self, port_file, lifetime):
        self.port_file = port_file
        self.deadline = time.monotonic() + lifetime

    def alive(self):
        return time.monotonic() < self.deadline

    @staticmethod
    def send_all(connection, data):
        try:
            connection.sendall(data)
            return True
        except OSError:
            return False

    def serve(self, respond):
        """Accepts until the deadline; `respond(connection, target)` answers each request."""
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        listener.settimeout(0.2)
        with open(self.port_file + ".new", "w") as file:
            file.write(str(listener.getsockname()[1]))
        os.rename(self.port_file + ".new", self.port_file)
        while self.alive():
            try:
                connection, _ = listener.accept()
            except socket.timeout:
                continue
            threading.Thread(target=self._answer, args=(connection, respond), daemon=True).start()
        listener.close()

    def _answer(self, connection, respond):
        with connection:
            connection.settimeout(max(0.1, self.deadline - time.monotonic()))
            request = b""
            try:
                while b"\r\n\r\n" not in request and self.alive():
                    chunk = connection.recv(4096)
                    if not chunk:
                        return
                    request += chunk
            except OSError:
                return
            target = request.split(b" ")[1].decode() if request.count(b" ") >= 2 else "/"
            respond(connection, target)
