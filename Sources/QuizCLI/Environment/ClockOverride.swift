import FoundationEssentials
import QuizPlatform

/// `QUIZCTL_NOW=ISO-8601`: a fixed "now" for scripts, tests and replaying a
/// review schedule. The whole process reads it (the scheduler, the game's
/// dates, the daily challenge's day): one time, so a record and the
/// review states it causes agree.
enum ClockOverride {
    static let variable = "QUIZCTL_NOW"

    enum Reading: Equatable {
        case unset
        case fixed(Date)
        case invalid(String)
        /// A time, but one outside `DateBounds` (years 1–9999).
        case outOfRange(String)
    }

    static func reading(_ variables: [String: String]) -> Reading {
        guard let raw = variables[variable], !raw.isEmpty else { return .unset }
        guard let date = parse(raw) else { return .invalid(raw) }
        guard DateBounds.contains(date) else { return .outOfRange(raw) }
        return .fixed(date)
    }

    /// The clock the variables ask for: fixed when QUIZCTL_NOW is a valid
    /// time, else the wall clock (`Application` refuses an invalid value
    /// before any command runs).
    static func clock(_ variables: [String: String]) -> WallClock {
        guard case .fixed(let date) = reading(variables) else { return .live }
        return WallClock { date }
    }

    /// "2026-03-02T09:00:00Z", with an offset ("+03:00") or fractional seconds.
    static func parse(_ raw: String) -> Date? {
        ISO8601Time.parse(raw.trimmingSpaces())
    }
}
