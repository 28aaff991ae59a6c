import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// A menu session for tests: a scripted terminal presses the keys and types
/// the lines (each into the line editor when it asks), a temporary folder holds the data, and the screen is kept as
/// it stood each time a key was awaited.
@MainActor
final class MenuSession {
    let terminal: ScriptedTerminal
    let environment: AppEnvironment
    private(set) var screens: [String] = []
    /// Asked for a key when the scripted ones have run out, with the screen
    /// as it stands; nil lets input end.
    var whenOutOfKeys: (String) -> Character? = { _ in nil }

    init(folder: URL, typing keys: String, lines: [String] = [], variables: [String: String] = [:]) {
        terminal = ScriptedTerminal(keys: ScriptedTerminal.keys(typing: keys), lines: lines.map(LineEvent.line))
        environment = AppEnvironment.test(folder: folder, terminal: terminal, variables: variables)
        let editorKeys = Strings.editorKeys(environment.console.language)
        var typing = 0
        terminal.beforeKey = { [unowned self] _ in
            screens.append(terminal.screen)
            // A field of the line editor waits: the next scripted line is
            // typed into it, over whatever it was filled with; the editor is
            // on screen for each of those keys, so no line is taken meanwhile.
            if typing > 0 {
                typing -= 1
            } else if terminal.screen.contains(editorKeys), case .line(let text)? = terminal.lines.first {
                terminal.lines.removeFirst()
                let clearing: [KeyEvent] = text.isEmpty ? [] : [.key(.end)] + Array(repeating: .key(.backspace), count: 200)
                let typed = clearing + ScriptedTerminal.keys(typing: text) + [.key(.enter)]
                terminal.keys.insert(contentsOf: typed, at: 0)
                typing = typed.count - 1
            }
            if terminal.keys.isEmpty, let key = whenOutOfKeys(terminal.screen) {
                terminal.keys.append(.key(.character(key)))
            }
        }
    }

    /// Games from the menus without the feedback pause, so tests run at full speed.
    func withoutFeedbackDelay() throws -> MenuSession {
        try environment.stores.settings.update { $0.feedbackDelay = 0 }
        return self
    }

    /// Runs the main menu until it returns; every scripted key and line must have been used.
    func run(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        var menu = MainMenu(environment: environment)
        try await menu.run()
        #expect(terminal.keys.isEmpty, "keys left over", sourceLocation: sourceLocation)
        #expect(terminal.lines.isEmpty, "lines left over", sourceLocation: sourceLocation)
    }

    /// The screens that showed `text`.
    func screens(showing text: String) -> [String] { screens.filter { $0.contains(text) } }
}
