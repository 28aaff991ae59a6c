import FoundationEssentials
import QuizPlatform

/// A question that the chosen export format cannot hold.
public struct PackExportError: UserFacingError, Equatable {
    public var message: LocalizedText
}
