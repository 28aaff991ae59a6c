#!/usr/bin/env python3
"""Records how Anki itself renders every card of the fixture decks, for quizctl's comparison test.

Each package in Tests/Fixtures/Decks/Anki/Rendered is imported into a fresh collection with Anki's
own library (PyPI `anki` 26.9.3), and for every card `card.question()` and `card.answer()` are
reduced to text by the rule below and written to rendered.json beside the decks. Run once, commit
the output; the Swift test (AnkiRenderedDecksTests) never runs Python.

    python3 Scripts/anki-render-fixtures.py

THE RULE (the same one quizctl's importer applies to its own rendering; README in Tests/Fixtures/Decks):

Sides.
  question = card.question(), with every `[[type:…]]` marker removed (Anki's reviewer puts an
             input box there).
  answer   = 1. when card.answer() holds `[[type:FIELD]]`: the expected answer, FIELD's content
                (for `[[type:cloze:FIELD]]`, Anki's extract_cloze_for_typing of FIELD);
             2. else, for a cloze note type: the text of each outermost <span class="cloze"> of
                card.answer() (the deletions this card asks for), joined by ", ";
             3. else the part of card.answer() after its first <hr id=answer>;
             4. else all of card.answer().
  The decks' media were trimmed, so LaTeX pictures are taken as present (as in the original
  decks): Anki then renders <img class=latex> and adds no "generation is disabled" note.
  A card whose front Anki reports as blank ("The front of this card is blank") is recorded with
  "blank": true: Anki shows no question for it, and quizctl makes no card of it.

HTML to text, as a browser lays it out, CSS aside:
  a. comments, <style> and <script> (with their content) are dropped, and so is every element
     whose style attribute says `display: none` (Anki's hint: shows only the link);
  b. <img class=latex alt=SOURCE> (Anki's picture of [latex], [$], [$$]) becomes the formula
     text of SOURCE (below); other <img>, <audio>, <video>, [sound:…] and [anki:play:…] go;
  c. ruby: the <rt> text follows its base in parentheses, 日本(にほん); <rp> goes;
  d. block elements (opening or closing tag) and <br> end the line: div p br li ul ol dl dt dd tr
     table h1–h6 blockquote pre hr section article aside header footer nav main figure
     figcaption address fieldset form details summary; <td> and <th> put a space;
  e. in text, character references are decoded, and any run of white space (raw line breaks,
     tabs, no-break spaces) is one space;
  f. MathJax \\(…\\) and \\[…\\] become the formula text of what is inside;
  g. each line is trimmed and runs of spaces made one, empty lines go, and characters a
     terminal must not print go (C0/C1 controls, bidi controls, zero-width and invisible
     format characters), except that a zero-width joiner or non-joiner between two non-ASCII,
     non-space characters stays (👩‍⚖️, می‌خواهم).

Formula text of a LaTeX source:
  `$`, \\begin{displaymath} and \\end{displaymath} go, line breaks are spaces; the commands of
  SYMBOLS become their character; \\text \\textit \\textbf \\textrm \\texttt \\textsf \\emph
  \\mathrm \\mathit \\mathbf \\mathsf \\mathtt \\mathcal \\boldsymbol \\operatorname become
  their argument; \\mathbb{X} the double-struck letters; \\frac{A}{B} is A/B and \\sqrt{A} is
  √A, a side longer than one character in parentheses; ^ and _ keep their argument the same way
  (x^2, x^(n+1)); \\left \\right \\displaystyle \\limits \\! go; \\, \\; \\: \\quad \\qquad
  \\\\ ~ & and "\\ " are spaces; \\{ \\} \\% \\$ \\# \\_ \\& are the character; other braces go;
  spaces are collapsed and trimmed. When any other command is left (an environment such as
  tikzcd, \\hat, …), the formula is not reducible and is replaced by one line of its own:
  FORMULA_LINE, quizctl's English text (Strings.ankiFormula).
"""
import html
import html.parser
import json
import os
import re
import sys
import tempfile

from anki.collection import Collection
from anki.import_export_pb2 import ImportAnkiPackageOptions, ImportAnkiPackageRequest

HERE = os.path.dirname(os.path.abspath(__file__))
DECKS = os.path.join(HERE, "..", "Tests", "Fixtures", "Decks", "Anki", "Rendered")

FORMULA_LINE = "(a formula that cannot be shown as text; see it in Anki)"

SYMBOLS = {
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "varepsilon": "ε", "zeta": "ζ",
    "eta": "η", "theta": "θ", "vartheta": "ϑ", "iota": "ι", "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν",
    "xi": "ξ", "pi": "π", "varpi": "ϖ", "rho": "ρ", "varrho": "ϱ", "sigma": "σ", "varsigma": "ς", "tau": "τ",
    "upsilon": "υ", "phi": "φ", "varphi": "φ", "chi": "χ", "psi": "ψ", "omega": "ω",
    "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π", "Sigma": "Σ",
    "Upsilon": "Υ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
    "subseteq": "⊆", "subset": "⊂", "supseteq": "⊇", "supset": "⊃", "in": "∈", "notin": "∉", "ni": "∋",
    "cup": "∪", "cap": "∩", "setminus": "∖", "emptyset": "∅", "varnothing": "∅",
    "forall": "∀", "exists": "∃", "nexists": "∄", "neg": "¬", "lnot": "¬", "land": "∧", "wedge": "∧",
    "lor": "∨", "vee": "∨", "to": "→", "rightarrow": "→", "leftarrow": "←", "Rightarrow": "⇒",
    "Leftarrow": "⇐", "leftrightarrow": "↔", "Leftrightarrow": "⇔", "iff": "⇔", "implies": "⇒",
    "mapsto": "↦", "uparrow": "↑", "downarrow": "↓",
    "leq": "≤", "le": "≤", "geq": "≥", "ge": "≥", "neq": "≠", "ne": "≠", "approx": "≈", "equiv": "≡",
    "sim": "∼", "simeq": "≃", "cong": "≅", "propto": "∝", "ll": "≪", "gg": "≫",
    "times": "×", "cdot": "·", "circ": "∘", "div": "÷", "pm": "±", "mp": "∓", "ast": "∗", "star": "⋆",
    "oplus": "⊕", "otimes": "⊗", "bullet": "•",
    "infty": "∞", "partial": "∂", "nabla": "∇", "sum": "∑", "prod": "∏", "int": "∫", "oint": "∮",
    "ldots": "…", "cdots": "⋯", "dots": "…", "langle": "⟨", "rangle": "⟩", "mid": "∣", "parallel": "∥",
    "perp": "⊥", "angle": "∠", "ell": "ℓ", "hbar": "ℏ", "aleph": "ℵ", "top": "⊤", "bot": "⊥",
    "models": "⊨", "vdash": "⊢", "therefore": "∴", "because": "∵", "prime": "′",
    "lceil": "⌈", "rceil": "⌉", "lfloor": "⌊", "rfloor": "⌋", "vert": "|", "Vert": "‖",
    "log": "log", "ln": "ln", "exp": "exp", "sin": "sin", "cos": "cos", "tan": "tan", "lim": "lim",
    "max": "max", "min": "min", "det": "det", "gcd": "gcd", "sup": "sup", "inf": "inf",
    "left": "", "right": "", "displaystyle": "", "limits": "", "!": "",
    ",": " ", ";": " ", ":": " ", "quad": " ", "qquad": " ", "\\": " ", " ": " ",
    "{": "{", "}": "}", "%": "%", "$": "$", "#": "#", "_": "_", "&": "&",
}
STYLES = {"text", "textit", "textbf", "textrm", "texttt", "textsf", "emph", "mathrm", "mathit", "mathbf",
          "mathsf", "mathtt", "mathcal", "boldsymbol", "operatorname"}
DOUBLE_STRUCK = {"C": "ℂ", "H": "ℍ", "N": "ℕ", "P": "ℙ", "Q": "ℚ", "R": "ℝ", "Z": "ℤ"}


class Unreducible(Exception):
    pass


def formula_text(source):
    """The formula's plain text, or None when it is not reducible."""
    source = source.replace("\\begin{displaymath}", "").replace("\\end{displaymath}", "")
    try:
        text = Formula(source.replace("\n", " ").replace("\r", " ")).run()
    except Unreducible:
        return None
    return " ".join(text.split())


class Formula:
    def __init__(self, source):
        self.s = source
        self.i = 0

    def run(self, stop=None):
        out = ""
        while self.i < len(self.s):
            c = self.s[self.i]
            if stop is not None and c == stop:
                self.i += 1
                return out
            self.i += 1
            if c == "\\":
                out += self.command()
            elif c == "{":
                out += self.run("}")
            elif c in "^_":
                out += c + wrapped(self.argument())
            elif c in "}$":
                pass
            elif c in "~&":
                out += " "
            else:
                out += c
        return out

    def name(self):
        start = self.i
        while self.i < len(self.s) and self.s[self.i].isascii() and self.s[self.i].isalpha():
            self.i += 1
        if self.i == start and self.i < len(self.s):
            self.i += 1
        return self.s[start:self.i]

    def command(self):
        name = self.name()
        if name in SYMBOLS:
            return SYMBOLS[name]
        if name in STYLES:
            return self.argument()
        if name == "mathbb":
            return "".join(DOUBLE_STRUCK.get(c, chr(0x1D538 + ord(c) - 65) if "A" <= c <= "Z" else c)
                           for c in self.argument())
        if name == "frac":
            top = self.argument()
            return wrapped(top) + "/" + wrapped(self.argument())
        if name == "sqrt":
            return "√" + wrapped(self.argument())
        raise Unreducible(name)

    def argument(self):
        while self.i < len(self.s) and self.s[self.i] == " ":
            self.i += 1
        if self.i >= len(self.s):
            return ""
        c = self.s[self.i]
        self.i += 1
        if c == "{":
            return self.run("}")
        if c == "\\":
            return self.command()
        return c


def wrapped(text):
    text = " ".join(text.split())
    return text if len(text) <= 1 else "(" + text + ")"


BLOCKS = {"div", "p", "br", "li", "ul", "ol", "dl", "dt", "dd", "tr", "table", "h1", "h2", "h3", "h4", "h5", "h6",
          "blockquote", "pre", "hr", "section", "article", "aside", "header", "footer", "nav", "main", "figure",
          "figcaption", "address", "fieldset", "form", "details", "summary"}
VOID = {"br", "hr", "img", "input", "meta", "link", "source", "wbr", "area", "base", "col", "embed", "param",
        "track"}
HIDDEN_STYLE = re.compile(r"display\s*:\s*none", re.I)
AV_TAG = re.compile(r"\[sound:[^\]]*\]|\[anki:play:[^\]]*\]")


class Layout(html.parser.HTMLParser):
    """Steps a to e of the rule: HTML to lines of text."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out = ""
        self.skip = []  # tag names whose content is being dropped (nested same-name tags counted)

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if self.skip:
            if tag == self.skip[0] and tag not in VOID:
                self.skip.append(tag)
            return
        if tag in ("style", "script", "audio", "video", "rp") or HIDDEN_STYLE.search(attributes.get("style") or ""):
            if tag not in VOID:
                self.skip.append(tag)
            return
        if tag == "img":
            if "latex" in (attributes.get("class") or "").split():
                self.out += formula_line(attributes.get("alt") or "")
            return
        if tag == "rt":
            self.out += "("
        elif tag in BLOCKS:
            self.out += "\n"
        elif tag in ("td", "th"):
            self.out += " "

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if self.skip and self.skip[-1] == tag and len(self.skip) == 1 and tag not in VOID:
            self.skip.pop()

    def handle_endtag(self, tag):
        if self.skip:
            if tag == self.skip[0]:
                self.skip.pop()
            return
        if tag == "rt":
            self.out += ")"
        elif tag in BLOCKS:
            self.out += "\n"

    def handle_data(self, data):
        if not self.skip:
            self.out += re.sub(r"\s+", " ", data.replace("\xa0", " "))


def formula_line(source):
    text = formula_text(source)
    return "\n" + FORMULA_LINE + "\n" if text is None else text


MATHJAX = re.compile(r"\\\((.*?)\\\)|\\\[(.*?)\\\]", re.S)


def terminal_safe(line):
    kept = []
    for index, ch in enumerate(line):
        code = ord(ch)
        if code < 0x20 or 0x7F <= code <= 0x9F or 0x202A <= code <= 0x202E or 0x2066 <= code <= 0x2069 \
                or 0x2060 <= code <= 0x2064 or code == 0xFEFF or 0x200B <= code <= 0x200F:
            if code in (0x200C, 0x200D) and 0 < index < len(line) - 1 \
                    and joins(line[index - 1]) and joins(line[index + 1]):
                kept.append(ch)
            continue
        kept.append(ch)
    return "".join(kept)


def joins(ch):
    return ord(ch) > 0x7F and not ch.isspace() and not (0x200B <= ord(ch) <= 0x200F)


def reduce_html(fragment):
    layout = Layout()
    layout.feed(AV_TAG.sub("", fragment))
    layout.close()
    text = MATHJAX.sub(lambda m: formula_line(m.group(1) if m.group(1) is not None else m.group(2)), layout.out)
    lines = []
    for line in text.replace("\u2028", "\n").replace("\u2029", "\n").split("\n"):
        words = terminal_safe(line).split()
        if words:
            lines.append(" ".join(words))
    return "\n".join(lines)


TYPE_MARKER = re.compile(r"\[\[type:(.+?)\]\]")
ANSWER_RULE = re.compile(r"<hr[^>]*\bid\s*=\s*[\"']?answer\b[^>]*>", re.I)


class ClozeSpans(html.parser.HTMLParser):
    """The HTML inside each outermost <span class="cloze">."""

    def __init__(self):
        super().__init__(convert_charrefs=False)
        self.found = []
        self.depth = 0  # spans open inside the current cloze span, itself included

    def handle_starttag(self, tag, attrs):
        if self.depth:
            self.found[-1] += self.get_starttag_text()
            if tag == "span":
                self.depth += 1
        elif tag == "span" and "cloze" in (dict(attrs).get("class") or "").split():
            self.found.append("")
            self.depth = 1

    def handle_endtag(self, tag):
        if not self.depth:
            return
        if tag == "span":
            self.depth -= 1
            if not self.depth:
                return
        self.found[-1] += "</%s>" % tag

    def handle_data(self, data):
        if self.depth:
            self.found[-1] += data

    def handle_entityref(self, name):
        self.handle_data("&%s;" % name)

    def handle_charref(self, name):
        self.handle_data("&#%s;" % name)


def answer_text(col, card, note, answer):
    marker = TYPE_MARKER.search(answer)
    if marker:
        name = marker.group(1)
        if name.startswith("cloze:"):
            expected = col._backend.extract_cloze_for_typing(text=note[name[6:]], ordinal=card.ord + 1)
        else:
            expected = note[name.split(":")[-1]]
        return reduce_html(expected)
    if note.note_type()["type"] == 1:
        spans = ClozeSpans()
        spans.feed(answer)
        spans.close()
        return ", ".join(reduce_html(found) for found in spans.found)
    rule = ANSWER_RULE.search(answer)
    return reduce_html(answer[rule.end():] if rule else answer)


def render(path):
    folder = tempfile.mkdtemp()
    col = Collection(os.path.join(folder, "collection.anki2"))
    col.import_anki_package(ImportAnkiPackageRequest(
        package_path=os.path.abspath(path), options=ImportAnkiPackageOptions(with_scheduling=False)))
    # The decks' media were trimmed: LaTeX pictures are taken as present, as in the shared decks,
    # so that Anki renders <img class=latex> without its "generation is disabled" note.
    col.media.have = lambda name: True
    cards = []
    for cid in col.find_cards(""):
        card = col.get_card(cid)
        note = card.note()
        question = card.question()
        entry = {
            "deck": col.decks.name(card.odid or card.did),
            "guid": note.guid,
            "ord": card.ord,
            "notetype": note.note_type()["name"],
            "cloze": note.note_type()["type"] == 1,
        }
        if "#front-of-card-is-blank" in question or "#no-cloze-filter-on-cloze-note-type" in question:
            entry["blank"] = True
        else:
            entry["question"] = reduce_html(TYPE_MARKER.sub("", question))
            entry["answer"] = answer_text(col, card, note, card.answer())
        cards.append((note.id, card.ord, entry))
    col.close()
    return [entry for _, _, entry in sorted(cards, key=lambda item: (item[0], item[1]))]


def main():
    names = sorted(name for name in os.listdir(DECKS) if name.endswith(".apkg"))
    result = {"anki": "26.9.3", "formula": FORMULA_LINE, "decks": {}}
    for name in names:
        result["decks"][name] = render(os.path.join(DECKS, name))
        print(name, len(result["decks"][name]), "cards", file=sys.stderr)
    with open(os.path.join(DECKS, "rendered.json"), "w", encoding="utf-8") as out:
        json.dump(result, out, ensure_ascii=False, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
