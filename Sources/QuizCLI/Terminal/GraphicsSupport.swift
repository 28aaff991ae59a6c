import FoundationEssentials
@preconcurrency import Glibc

/// Whether the terminal shows images, and in which protocol: what its
/// environment claims, confirmed by asking the terminal itself.
///
/// The environment names a candidate (`TERM_PROGRAM`, `LC_TERMINAL`, which
/// ssh passes on, `TERM=xterm-kitty`); the query asks that terminal to
/// confirm (kitty answers a graphics query `a=q`, iTerm2 and WezTerm name
/// themselves in reply to XTVERSION) and ends with a DA1 request, which
/// every terminal answers: a DA1 reply without the confirmation is a "no",
/// so a terminal that ignores the query costs one round trip, not the timeout.
enum GraphicsSupport {
    /// What the environment says the terminal is. Nothing inside tmux or
    /// screen: they pass images on only when configured to, and say nothing.
    static func candidate(environment: [String: String]) -> ImageProtocol? {
        let term = environment["TERM"] ?? ""
        if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") { return nil }
        if ["iTerm.app", "WezTerm"].contains(environment["TERM_PROGRAM"] ?? "") || environment["LC_TERMINAL"] == "iTerm2" {
            return .inlineImages
        }
        if term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil { return .kitty }
        if term.hasPrefix("wezterm") { return .inlineImages }
        return nil
    }

    /// The bytes that ask `candidate`'s terminal to confirm, DA1 last.
    static func query(for candidate: ImageProtocol) -> String {
        switch candidate {
        case .kitty: "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c"
        case .inlineImages: "\u{1B}[>0q\u{1B}[c"
        }
    }

    enum Reply: Equatable {
        case supported, unsupported, incomplete
    }

    /// What the bytes read so far say, once the DA1 reply has come (terminals
    /// answer in order, so nothing of the query's answers is left to read):
    /// confirmed or denied; until then, not yet known.
    static func interpret(_ bytes: [UInt8], for candidate: ImageProtocol) -> Reply {
        let text = String(decoding: bytes, as: UTF8.self)
        guard hasDA1Reply(text) else { return .incomplete }
        let confirmed =
            switch candidate {
            case .kitty: text.contains("\u{1B}_Gi=31;OK")
            case .inlineImages: text.contains("\u{1B}P>|iTerm2") || text.contains("\u{1B}P>|WezTerm")
            }
        return confirmed ? .supported : .unsupported
    }

    /// `ESC [ ? … c`: the primary device attributes reply.
    private static func hasDA1Reply(_ text: String) -> Bool {
        guard let start = text.firstRange(ofLiteral: "\u{1B}[?") else { return false }
        return text[start.upperBound...].contains { $0 == "c" }
    }

    /// Asks the terminal on `input`/`output` and waits at most `timeout`
    /// seconds for its answer; nil when it denies or does not answer in time.
    /// Run once, before a game reads keys, with the terminal in cbreak mode.
    static func probe(_ candidate: ImageProtocol, input: Int32, output: Int32, timeout: Double = 0.15) -> ImageProtocol? {
        guard isatty(input) == 1, isatty(output) == 1, TerminalSession.enterCBreak(descriptor: input) else { return nil }
        return ask(candidate, input: input, output: output, timeout: timeout)
    }

    /// Writes the query and reads the reply, the terminal already in cbreak
    /// (or raw) mode: apart from `probe` so that it is tested on a
    /// pseudo-terminal without the process-wide terminal state.
    static func ask(_ candidate: ImageProtocol, input: Int32, output: Int32, timeout: Double) -> ImageProtocol? {
        guard Screen.write(query(for: candidate), to: output) else { return nil }
        var reply: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        while reply.count < 4096 {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            var poller = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32((left * 1000).rounded(.up))) > 0 else { return nil }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = read(input, &buffer, buffer.count)
            guard count > 0 else { return nil }
            reply += buffer[0..<count]
            switch interpret(reply, for: candidate) {
            case .supported: return candidate
            case .unsupported: return nil
            case .incomplete: continue
            }
        }
        return nil
    }
}
