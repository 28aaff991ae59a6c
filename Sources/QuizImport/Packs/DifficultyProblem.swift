import FoundationEssentials
import QuizPlatform

struct DifficultyProblem: Error {
    var value: String
    var reason: LocalizedText { Strings.importUnknownDifficulty(value.terminalSafe.clipped()) }
}
