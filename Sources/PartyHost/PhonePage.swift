import HTTPServer
import QuizPlatform

/// The one page phones load, embedded here: HTML, a style sheet and a
/// script written for this game, no framework, no font, nothing from the
/// internet. The script shows text only through `textContent`, never as
/// HTML, so a player's name is always just text.
enum PhonePage {
    /// Russian when the phone asks for it first, else English.
    static func language(acceptLanguage: String?) -> Language {
        let first = acceptLanguage?.split(separator: ",").first?.split(separator: ";").first?.trimmingSpaces().lowercased() ?? ""
        return first.hasPrefix("ru") ? .ru : .en
    }

    private static let headers: [(name: String, value: String)] = [
        ("Cache-Control", "no-store"),
        ("Content-Security-Policy", "default-src 'self'; img-src 'none'; frame-ancestors 'none'"),
        ("Referrer-Policy", "no-referrer"),
    ]

    static func page(_ language: Language) -> HTTPResponse {
        let lang = language == .ru ? "ru" : "en"
        let title = PhoneStrings.all.first { $0.key == "title" }!.text(language)
        let html = """
            <!doctype html>
            <html lang="\(lang)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <link rel="stylesheet" href="/app.css">
            </head>
            <body>
            <header><span id="me"></span><span id="status"></span></header>
            <section id="welcome" hidden>
            <h1 data-text="title"></h1>
            <form id="join">
            <label><span data-text="code"></span><input id="code" name="code" maxlength="4" autocapitalize="characters" autocomplete="off" required></label>
            <label><span data-text="name"></span><input id="name" name="name" maxlength="24" autocomplete="nickname" required></label>
            <button type="submit" data-text="join"></button>
            <p id="join-error" role="alert"></p>
            </form>
            </section>
            <section id="lobby" hidden><p data-text="waiting"></p><p id="lobby-count"></p></section>
            <section id="asking" hidden>
            <p id="progress"></p><p id="clock"></p>
            <h2 id="text"></h2>
            <div id="options"></div>
            <p id="received" data-text="received" hidden></p>
            <p id="answer-error" role="alert"></p>
            </section>
            <section id="revealed" hidden><h2 id="verdict"></h2><p id="the-answer"></p><p id="gained"></p><p id="rank"></p></section>
            <section id="over" hidden><h2 data-text="over"></h2><p id="place"></p><ol id="podium"></ol></section>
            <script src="/app.js?lang=\(lang)"></script>
            </body>
            </html>

            """
        return HTTPResponse(status: 200, headers: [("Content-Type", "text/html; charset=utf-8")] + headers, body: Array(html.utf8))
    }

    /// The script, after the reader's words as one object.
    static func script(_ language: Language) -> HTTPResponse {
        var json = JSONWriter(.compact)
        json.object { json in
            for entry in PhoneStrings.all { json.member(entry.key, entry.text(language)) }
        }
        let body = Array("const WORDS = ".utf8) + json.bytes + Array(";\n".utf8) + Array(program.utf8)
        return HTTPResponse(status: 200, headers: [("Content-Type", "text/javascript; charset=utf-8")] + headers, body: body)
    }

    static let style = HTTPResponse(
        status: 200, headers: [("Content-Type", "text/css; charset=utf-8")] + headers,
        body: Array(
            """
            * { box-sizing: border-box; }
            body { margin: 0; font: 18px/1.4 system-ui, sans-serif; background: #1d1b2f; color: #fff; min-height: 100vh; }
            header { display: flex; justify-content: space-between; padding: 8px 12px; font-size: 15px; opacity: .85; }
            section { padding: 12px; max-width: 640px; margin: 0 auto; }
            h1, h2 { font-size: 22px; overflow-wrap: anywhere; }
            label { display: block; margin: 12px 0; }
            label span { display: block; margin-bottom: 4px; }
            input { width: 100%; font-size: 22px; padding: 12px; border-radius: 8px; border: 0; }
            #code { text-transform: uppercase; letter-spacing: .3em; }
            button { width: 100%; min-height: 64px; font-size: 20px; border: 0; border-radius: 10px; color: #fff; background: #46178f;
              margin: 6px 0; padding: 10px; text-align: left; overflow-wrap: anywhere; }
            button:disabled { opacity: .35; }
            #options { display: grid; grid-template-columns: 1fr; gap: 8px; }
            @media (min-width: 560px) { #options { grid-template-columns: 1fr 1fr; } }
            .o0 { background: #e21b3c; } .o1 { background: #1368ce; } .o2 { background: #b58800; } .o3 { background: #26890c; }
            .shape { display: inline-block; width: 1.6em; }
            #clock { font-size: 28px; font-weight: bold; }
            [role=alert] { color: #ffb4b4; }

            """.utf8))

    /// Each message is the whole state the phone may know; the page draws it.
    static let program = """
        "use strict";
        const $ = (id) => document.getElementById(id);
        const say = (key, values) => Object.entries(values || {}).reduce((text, [k, v]) => text.replace("{" + k + "}", v), WORDS[key]);
        const shapes = ["▲", "◆", "●", "■"];
        let source = null, ticking = null, shown = null;

        for (const element of document.querySelectorAll("[data-text]")) element.textContent = WORDS[element.dataset.text];
        const room = new URLSearchParams(location.search).get("room");
        if (room) $("code").value = room;

        function show(id) { for (const section of document.querySelectorAll("section")) section.hidden = section.id !== id; }

        async function post(path, fields) {
          try {
            const response = await fetch(path, { method: "POST", credentials: "same-origin",
              headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
            return { status: response.status, body: await response.json().catch(() => ({})) };
          } catch (error) { return { status: 0, body: { error: "network" } }; }
        }

        $("join").addEventListener("submit", async (event) => {
          event.preventDefault();
          const reply = await post("/join", { code: $("code").value, name: $("name").value });
          if (reply.status === 200) { $("join-error").textContent = ""; listen(); }
          else $("join-error").textContent = WORDS["error." + reply.body.error] || WORDS["error.network"];
        });

        function listen() {
          if (source) source.close();
          source = new EventSource("/events");
          source.onopen = () => { $("status").textContent = ""; };
          source.onmessage = (message) => draw(JSON.parse(message.data));
          source.onerror = () => { $("status").textContent = WORDS.reconnecting; };
        }

        function countdown(seconds) {
          clearInterval(ticking);
          if (seconds === undefined) { $("clock").textContent = ""; return; }
          const end = Date.now() + seconds * 1000;
          const tick = () => { $("clock").textContent = say("seconds", { s: Math.max(0, Math.ceil((end - Date.now()) / 1000)) }); };
          tick();
          ticking = setInterval(tick, 250);
        }

        function draw(view) {
          if (view.name === undefined) { show("welcome"); return; }
          $("me").textContent = view.name + " · " + say("points", { p: view.points });
          if (view.phase === "lobby") {
            show("lobby");
            $("lobby-count").textContent = say("players", { n: view.players });
          } else if (view.phase === "question") {
            show("asking");
            $("progress").textContent = say("question", { i: view.index + 1, n: view.count });
            $("text").textContent = view.text;
            if (shown !== view.index) { drawOptions(view); shown = view.index; countdown(view.secondsLeft); }
            $("received").hidden = !view.answered;
            for (const button of $("options").children) button.disabled = view.answered;
          } else if (view.phase === "revealed") {
            show("revealed");
            countdown(undefined);
            $("verdict").textContent = view.right ? WORDS.right : WORDS.wrong;
            $("the-answer").textContent = say("answer", { a: view.options[view.correct] });
            $("gained").textContent = say("gained", { p: view.gained });
            $("rank").textContent = say("rank", { r: view.rank });
          } else if (view.phase === "over") {
            show("over");
            countdown(undefined);
            $("place").textContent = say("place", { r: view.rank });
            const podium = $("podium");
            podium.replaceChildren(...view.podium.map((player) => {
              const item = document.createElement("li");
              item.textContent = player.name + " — " + say("points", { p: player.points });
              return item;
            }));
          }
        }

        function drawOptions(view) {
          $("options").replaceChildren(...view.options.map((option, index) => {
            const button = document.createElement("button");
            button.className = "o" + (index % 4);
            const shape = document.createElement("span");
            shape.className = "shape";
            shape.textContent = shapes[index % 4];
            button.append(shape, document.createTextNode(option));
            button.addEventListener("click", async () => {
              for (const other of $("options").children) other.disabled = true;
              const reply = await post("/answer", { question: view.index, option: index });
              if (reply.status !== 200) $("answer-error").textContent = WORDS["error." + reply.body.error] || WORDS["error.network"];
              else $("answer-error").textContent = "";
            });
            return button;
          }));
        }

        listen();

        """
}
