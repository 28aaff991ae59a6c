import Foundation
@preconcurrency import Glibc
import MillionaireMode
import QuizPlatform

/// `quizctl play [MODE]`: reads the options and the mode, and hands them to a `GamePlayer`.
@MainActor
struct PlayCommand {
    let arguments: ParsedArguments
    let environment: AppEnvironment
    private var console: Console { environment.console }

    func run() async throws {
        guard let mode = try chooseMode() else { return }
        try await GamePlayer(
            environment: environment, options: try options(), json: arguments.flag("json"), verbose: arguments.flag("verbose")
        )
        .play(mode)
    }

    /// The options as the player gave them, checked for type and range.
    func options() throws -> PlayOptions {
        PlayOptions(
            source: arguments.string("source"),
            count: try arguments.int("count", in: 1...50),
            category: arguments.string("category"),
            difficulty: try arguments.choice("difficulty", as: DifficultySetting.self),
            choiceType: try arguments.choice("type", as: ChoiceType.self),
            order: try arguments.choice("order", as: OrderKind.self),
            timer: try arguments.double("timer", in: 0...3600),
            delay: try arguments.double("delay", in: 0...60),
            seed: try arguments.string("seed").map { raw in
                guard let value = UInt64(raw) else {
                    throw UsageError.invalidValue(option: "--seed", value: raw, expected: .integer(0...Int.max), path: ["play"])
                }
                return value
            },
            daily: arguments.flag("daily"),
            offline: arguments.flag("offline")
        )
    }

    /// MODE from the command line; on a terminal without one, a menu asks.
    private func chooseMode() throws -> ModeKind? {
        if let raw = arguments.string("MODE") {
            guard let mode = ModeKind(rawValue: raw.lowercased()) else {
                throw UsageError.invalidValue(
                    option: "MODE", value: raw, expected: .oneOf(ModeKind.allCases.map(\.rawValue)), path: ["play"])
            }
            return mode
        }
        guard console.isInteractive else { throw UsageError.missingArgument(name: "MODE", path: ["play"]) }
        return ModeMenu(console: console).choose()
    }
}
