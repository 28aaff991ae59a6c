import FoundationEssentials
import HTTPClient
import QuizPlatform
import QuizStore
import Subprocess
import Synchronization

extension AppEnvironment {
    /// The process's own environment: the data folder its variables name,
    /// the wall clock (or QUIZCTL_NOW's fixed time), a randomly seeded generator, URLSession, the real
    /// terminal, and notices on standard error.
    static func live(variables: [String: String] = ProcessEnvironment.variables()) -> AppEnvironment {
        let terminal = Terminal.live(variables: variables)
        let voice = NoticeVoice(language: language(from: variables))
        let notifier = Notifier { message in voice.say(message) }
        let clock = ClockOverride.clock(variables)
        let stores = DataStores(
            directory: .resolve(environment: variables), clock: clock,
            onQuarantine: { notice in notifier.notify(notice.message) },
            onRecovery: { notice in notifier.notify(Strings.databaseRestoredNotice(notice)) },
            onBackupFailure: { error in notifier.notify(Strings.backupFailed(error)) }
        )
        var environment = AppEnvironment(
            variables: variables, stores: stores, clock: clock, random: SplitMix64(),
            http: .live, terminal: terminal, notifier: notifier
        )
        environment.onAdopt = { language, style in voice.update(language: language, style: style) }
        return environment
    }
}

/// How the live notifier speaks: it is made before the settings are read
/// (reading them may be what finds a damaged file), so it learns the
/// player's language and colours when the environment adopts them.
private final class NoticeVoice: Sendable {
    private let state: Mutex<(language: Language, style: Style)>

    init(language: Language) {
        state = Mutex((language, .plain))
    }

    func update(language: Language, style: Style) {
        state.withLock { $0 = (language, style) }
    }

    func say(_ message: LocalizedText) {
        let (language, style) = state.withLock { $0 }
        Screen.write("quizctl: " + style.yellow(message(language)) + "\n", to: StandardStream.error.descriptor)
    }
}
