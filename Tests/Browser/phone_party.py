#!/usr/bin/env python3
"""Three phones in a real browser play a hosted game (issue 29).

Starts `quizctl host` in a pseudo-terminal (120x40) on 127.0.0.1 with a pack
whose answers are known, drives headless Chromium through Selenium as three
players (one answers right, one wrong, one not at all; one reloads mid-game;
two have hostile names), drives the host with Enter, and checks what each
phone and the host's screen show, in English and in Russian.

    python3 phone_party.py QUIZCTL_BINARY

Exit status 0 when every check holds; each failed check is printed. Needs
Debian's chromium and chromium-driver and PyPI's selenium; Selenium Manager
is kept offline (SE_OFFLINE) and silent (SE_AVOID_STATS).
"""
import fcntl
import json
import os
import pty
import re
import select
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import termios
import time

os.environ["SE_OFFLINE"] = "true"
os.environ["SE_AVOID_STATS"] = "true"

from selenium import webdriver  # noqa: E402
from selenium.common.exceptions import NoAlertPresentException, TimeoutException  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

QUESTIONS = [
    ("Which planet is the largest?", "Jupiter", ["Mars", "Venus", "Mercury"]),
    ("Which ocean is the largest?", "Pacific", ["Atlantic", "Indian", "Arctic"]),
]
WORDS = {
    "en": {"waiting": "You're in!", "right": "Right!", "wrong": "Wrong", "place": "Your final place: ", "over": "Game over",
           "answered": "answered 2 of 3", "podium": "Podium"},
    "ru": {"waiting": "Вы в игре!", "right": "Верно!", "wrong": "Неверно", "place": "Ваше место: ", "over": "Игра окончена",
           "answered": "ответили 2 из 3", "podium": "Пьедестал"},
}
failures = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what, flush=True)
    if not condition:
        failures.append(what)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Host:
    """quizctl host in a pseudo-terminal; `screen` is everything it drew, escapes removed."""

    def __init__(self, binary, home, language, pack, port):
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        environment = dict(os.environ, QUIZCTL_HOME=home, TERM="xterm-256color", NO_COLOR="1",
                           LANG="ru_RU.UTF-8" if language == "ru" else "en_US.UTF-8", LC_ALL="")
        self.process = subprocess.Popen(
            [binary, "host", "--source", "pack:" + pack, "--count", str(len(QUESTIONS)), "--timer", "60",
             "--bind", "127.0.0.1", "--port", str(port)],
            stdin=slave, stdout=slave, stderr=slave, env=environment, start_new_session=True)
        os.close(slave)
        self.raw = b""

    def read(self, seconds=0.3):
        end = time.time() + seconds
        while time.time() < end:
            ready, _, _ = select.select([self.master], [], [], 0.05)
            if ready:
                try:
                    self.raw += os.read(self.master, 65536)
                except OSError:
                    break
        return self.screen

    @property
    def screen(self):
        return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07\x1b]*(\x07|\x1b\\)", "", self.raw.decode("utf-8", "replace"))

    def wait_for(self, text, seconds=20):
        end = time.time() + seconds
        while time.time() < end:
            if text in self.read(0.2):
                return True
        return False

    def press(self, keys):
        os.write(self.master, keys.encode())

    def stop(self):
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            self.process.wait(10)


def browser(language):
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=360,740", f"--lang={language}"]:
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def text(driver, element_id):
    return driver.find_element(By.ID, element_id).text


def wait_text(driver, element_id, wanted, seconds=20):
    try:
        WebDriverWait(driver, seconds).until(lambda d: wanted in text(d, element_id))
        return True
    except TimeoutException:
        return False


def click_option(driver, option_text, host=None):
    try:
        WebDriverWait(driver, 20).until(lambda d: any(b.text.endswith(option_text) for b in d.find_elements(By.CSS_SELECTOR, "#options button")))
    except TimeoutException:
        check(False, f"the option {option_text!r} appears\n{driver.find_element(By.TAG_NAME, 'body').text}\n{host.read() if host else ''}")
        return
    for button in driver.find_elements(By.CSS_SELECTOR, "#options button"):
        if button.text.endswith(option_text):
            button.click()
            return


def answers(driver):
    """The right and a wrong option of the question the phone shows (the order of questions is the host's)."""
    WebDriverWait(driver, 20).until(lambda d: d.find_element(By.ID, "text").text in [q for q, _, _ in QUESTIONS])
    shown = driver.find_element(By.ID, "text").text
    question = next(q for q in QUESTIONS if q[0] == shown)
    return question[1], question[2][0]


def no_alert(driver):
    try:
        driver.switch_to.alert
        return False
    except NoAlertPresentException:
        return True


def play(binary, language):
    words = WORDS[language]
    home = tempfile.mkdtemp()
    pack = os.path.join(home, "pack.json")
    with open(pack, "w", encoding="utf-8") as file:
        json.dump({"questions": [{"text": q, "correct": c, "incorrect": w} for q, c, w in QUESTIONS]}, file)
    port = free_port()
    host = Host(binary, home, language, pack, port)
    drivers = []
    try:
        check(host.wait_for("127.0.0.1:%d" % port), f"{language}: the host shows its address")
        code = re.search(r"room=([A-Z]{4})", host.screen).group(1)
        # Hostile names that fit the 24 characters a name may have.
        names = ["Ann", "<svg onload=alert(1)>", "\"><img src=x onerror=f>"]
        for name in names:
            driver = browser(language)
            drivers.append(driver)
            driver.get(f"http://127.0.0.1:{port}/?room={code}")
            WebDriverWait(driver, 20).until(lambda d: d.find_element(By.ID, "code").get_attribute("value") == code)
            driver.find_element(By.ID, "name").send_keys(name)
            driver.find_element(By.CSS_SELECTOR, "#join button").click()
            check(wait_text(driver, "lobby", words["waiting"]), f"{language}: {name!r} is in the lobby")
            check(wait_text(driver, "me", name), f"{language}: {name!r} is shown as typed, as text")
            check(no_alert(driver), f"{language}: {name!r} runs no script")
        check(host.wait_for("(3)"), f"{language}: the host lists three players")
        host.press("\r")
        correct, wrong = answers(drivers[0])
        click_option(drivers[0], correct, host)
        click_option(drivers[1], wrong)
        check(host.wait_for(words["answered"]), f"{language}: the host counts two answers")
        # The second player reloads mid-game: the same player, on the same question.
        drivers[1].refresh()
        check(wait_text(drivers[1], "me", names[1]), f"{language}: a reloaded phone keeps its player")
        host.press("\r")  # the third player never answers: the host shows the answer
        check(wait_text(drivers[0], "verdict", words["right"]), f"{language}: the right answer is right")
        check(wait_text(drivers[1], "verdict", words["wrong"]), f"{language}: the wrong answer is wrong")
        check(wait_text(drivers[2], "verdict", words["wrong"]), f"{language}: no answer is wrong")
        points = text(drivers[0], "me")
        check(re.search(r"\d{3,4}", points) is not None, f"{language}: the first player scored ({points})")
        drivers[1].refresh()
        check(wait_text(drivers[1], "me", names[1]) and wait_text(drivers[1], "verdict", words["wrong"]),
              f"{language}: after a reload the result is still there")
        host.press("\r")
        WebDriverWait(drivers[1], 20).until(lambda d: d.find_element(By.ID, "progress").text.count("2") >= 2)
        correct, wrong = answers(drivers[1])
        click_option(drivers[1], correct)
        click_option(drivers[0], wrong)
        host.press("\r")
        check(wait_text(drivers[1], "verdict", words["right"]), f"{language}: the reloaded player answers the next question")
        host.press("\r")
        for index, driver in enumerate(drivers):
            check(wait_text(driver, "place", words["place"]), f"{language}: player {index + 1} sees their final place")
        check(text(drivers[0], "place").endswith("1") or text(drivers[1], "place").endswith("1"), f"{language}: someone is first")
        check(host.wait_for(words["over"]), f"{language}: the host shows the game is over")
        for driver in drivers:
            check(no_alert(driver), f"{language}: no script ran on any phone")
        host.press("\r")
        check(host.wait_for(words["podium"]), f"{language}: the host saves the game and shows the podium")
        history = subprocess.run([binary, "history", "--json"], env=dict(os.environ, QUIZCTL_HOME=home), capture_output=True, text=True)
        games = json.loads(history.stdout or "[]")
        check(len(games) == 1 and games[0]["mode"] == "party" and len(games[0]["players"]) == 3, f"{language}: the game is kept with three players")
    finally:
        for driver in drivers:
            driver.quit()
        host.stop()


def main():
    binary = os.path.abspath(sys.argv[1])
    for language in ["en", "ru"]:
        play(binary, language)
    print(f"browser: {len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
