import QRCode
import QuizPlatform

/// What the host's terminal shows in each phase, fitted to the window: the
/// QR code only where it fits whole (the address and code are always
/// there), the question and its options always whole, the scores cut to
/// the rows left, and the key line last.
enum HostScreen {
    static let shapes = ["▲", "◆", "●", "■"]

    static func frame(_ state: HostState, size: TerminalSize) -> Frame {
        let language = state.language
        let style = state.style
        var lines = [style.bold(Strings.hostTitle(state.room.code)(language))]
        let keys: String
        switch state.room.phase {
        case .lobby:
            lines.append(Strings.hostJoinAt(state.joinURL)(language))
            let players = state.room.players.map(\.name)
            let roster = players.isEmpty ? Strings.hostNoPlayersYet(language) : Strings.hostPlayers(players)(language)
            let others =
                state.addresses.count > 1
                ? [style.dim(Strings.hostAddressKey(state.addressIndex + 1, of: state.addresses.count)(language))] : []
            let rest = [roster] + others
            let room = size.rows - lines.count - rest.count - 2
            lines += qrLines(state, width: size.columns, rows: room) ?? [style.dim(Strings.hostQRNeedsRoom(language))]
            lines += rest
            keys = players.isEmpty ? Strings.hostKeysEmpty(language) : Strings.hostKeysLobby(language)
        case .asking(let index, _):
            let question = state.room.questions[index]
            // Said in words, the time limit is said once, not each second it ticks.
            let left =
                style.glyphs.inWords
                ? state.room.request.timer.flatMap { $0 > 0 ? Int($0.rounded(.up)) : nil }
                : state.room.timeLeft(at: state.clock.now()).map { Int($0.rounded(.up)) }
            lines.append(
                Strings.hostQuestionLine(
                    index + 1, of: state.room.questions.count, answered: state.room.chosen.count,
                    players: state.room.players.count, secondsLeft: left)(language))
            lines.append(style.bold(question.text))
            for (option, text) in question.options.enumerated() { lines.append(marker(option, of: question, style: style) + " " + text) }
            keys = Strings.hostKeysAsking(language)
        case .revealed(let index):
            let question = state.room.questions[index]
            lines.append(style.bold(question.text))
            let counts = state.room.distribution
            let total = max(1, state.room.players.count)
            for (option, text) in question.options.enumerated() {
                let right = option == question.correctIndex
                let bar = Charts.bar(
                    label: marker(option, of: question, style: style), percent: Double(counts[option] * 100) / Double(total), width: 8,
                    glyphs: style.glyphs, language: language)
                let line = bar + " " + text + (right ? " " + style.glyphs.right : "")
                lines.append(right ? style.green(line) : line)
            }
            lines.append(style.bold(Strings.hostScores(language)))
            let room = max(1, size.rows - lines.count - 2)
            lines += standings(state.room, limit: room)
            keys = index + 1 < state.room.questions.count ? Strings.hostKeysNext(language) : Strings.hostKeysResults(language)
        case .over:
            lines.append(style.bold(Strings.hostGameOver(language)))
            lines += standings(state.room, limit: max(1, size.rows - lines.count - 2))
            keys = Strings.hostKeysOver(language)
        }
        let keyLine = state.askingToEnd ? Strings.hostEndGame(language) + " " + Strings.confirmKeys(language) : keys
        // The key line stays on the last row, whatever was cut above it.
        let body = Frame(size: TerminalSize(columns: size.columns, rows: max(1, size.rows - 2)), styled: lines)
        return Frame(size: size, lines: body.lines + [FrameLine(""), FrameLine(style.dim(keyLine))])
    }

    /// The option's shape as the phones show it; a letter where glyphs are plain.
    private static func marker(_ option: Int, of question: Question, style: Style) -> String {
        style.glyphs.drawsSplashArt ? shapes[option % shapes.count] : String(UnicodeScalar(UInt8(65 + option % 26)))
    }

    private static func standings(_ room: HostedRoom, limit: Int) -> [String] {
        room.ranking.prefix(limit).map { "\($0.place). \($0.name) — \($0.points)" }
    }

    /// The QR code of the join address when it fits `width` × `rows`; nil when it does not.
    static func qrLines(_ state: HostState, width: Int, rows: Int) -> [String]? {
        guard let code = QRCode(state.joinURL, minimumCorrection: .medium) else { return nil }
        // Box drawing where the terminal shows it; ASCII elsewhere (--plain, TERM=dumb, a locale not UTF-8).
        let lines = state.style.glyphs.drawsSplashArt ? QRText.halfBlocks(code, quietZone: 2) : QRText.ascii(code, quietZone: 2)
        guard lines.count <= rows, let first = lines.first, first.count <= width else { return nil }
        return lines
    }
}
