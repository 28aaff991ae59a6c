import FoundationEssentials
import QuizPlatform

/// The settings keys of CLI.md, each with how to read, check and write it.
enum SettingKey: String, CaseIterable, Sendable {
    case order
    case feedbackDelay = "feedback-delay"
    case language
    case color
    case difficulty
    case reviewFuzz = "review-fuzz"
    case reviewNewPerDay = "review-new-per-day"
    case posters
    case accessible
    case accessibleTimer = "accessible-timer"

    /// Review cards a session may introduce per day.
    static let newPerDayRange = 0...1000

    /// The accepted values, for messages and help.
    var allowed: ExpectedValue {
        switch self {
        case .order: .oneOf(OrderKind.allCases.map(\.rawValue))
        case .feedbackDelay: .number(0...10)
        case .language: .oneOf(["auto"] + Language.allCases.map(\.rawValue))
        case .color: .oneOf(ColorChoice.allCases.map(\.rawValue))
        case .difficulty: .oneOf(DifficultySetting.allCases.map(\.rawValue))
        case .reviewFuzz: .oneOf(["on", "off"])
        case .reviewNewPerDay: .integer(Self.newPerDayRange)
        case .posters: .oneOf(PosterSetting.allCases.map(\.rawValue))
        case .accessible: .oneOf(["on", "off"])
        case .accessibleTimer: .oneOf(AccessibleTimer.allCases.map(\.rawValue))
        }
    }

    func value(in settings: Settings) -> String {
        switch self {
        case .order: settings.order.rawValue
        case .feedbackDelay: Self.number(settings.feedbackDelay)
        case .language: settings.language?.rawValue ?? "auto"
        case .color: settings.color.rawValue
        case .difficulty: settings.difficulty.rawValue
        case .reviewFuzz: settings.reviewFuzz ? "on" : "off"
        case .reviewNewPerDay: String(settings.reviewNewPerDay)
        case .posters: settings.posters.rawValue
        case .accessible: settings.accessible ? "on" : "off"
        case .accessibleTimer: settings.accessibleTimer.rawValue
        }
    }

    /// The value as the settings screen shows it, in the player's language.
    func displayValue(in settings: Settings) -> LocalizedText {
        switch self {
        case .order: Strings.orderName(settings.order)
        case .feedbackDelay: LocalizedText(verbatim: Self.number(settings.feedbackDelay))
        case .language: Strings.languageName(settings.language)
        case .color: Strings.colorChoiceName(settings.color)
        case .difficulty: Strings.difficultySettingName(settings.difficulty)
        case .reviewFuzz: Strings.onOffValue(settings.reviewFuzz)
        case .reviewNewPerDay: LocalizedText(verbatim: String(settings.reviewNewPerDay))
        case .posters: Strings.posterSettingName(settings.posters)
        case .accessible: Strings.onOffValue(settings.accessible)
        case .accessibleTimer: Strings.accessibleTimerName(settings.accessibleTimer)
        }
    }

    /// Sets the value, or returns false when it is not one of `allowed`.
    func set(_ raw: String, in settings: inout Settings) -> Bool {
        let text = raw.lowercased()
        switch self {
        case .order:
            guard let value = OrderKind(rawValue: text) else { return false }
            settings.order = value
        case .feedbackDelay:
            guard let value = Double(text.replacingEvery(",", with: ".")), (0...10).contains(value) else { return false }
            settings.feedbackDelay = value
        case .language:
            guard text == "auto" || Language(rawValue: text) != nil else { return false }
            settings.language = Language(rawValue: text)
        case .color:
            guard let value = ColorChoice(rawValue: text) else { return false }
            settings.color = value
        case .difficulty:
            guard let value = DifficultySetting(rawValue: text) else { return false }
            settings.difficulty = value
        case .reviewFuzz:
            guard text == "on" || text == "off" else { return false }
            settings.reviewFuzz = text == "on"
        case .reviewNewPerDay:
            guard let value = Int(text), Self.newPerDayRange.contains(value) else { return false }
            settings.reviewNewPerDay = value
        case .posters:
            guard let value = PosterSetting(rawValue: text) else { return false }
            settings.posters = value
        case .accessible:
            guard text == "on" || text == "off" else { return false }
            settings.accessible = text == "on"
        case .accessibleTimer:
            guard let value = AccessibleTimer(rawValue: text) else { return false }
            settings.accessibleTimer = value
        }
        return true
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
