import FoundationEssentials
import QuizPlatform

/// No pack format was given and the file's name does not tell one: nothing
/// was read. The front end words it, with how to give the format (QuizCLI:
/// `Strings+ImportResults.swift`).
public struct UnknownPackFormatError: Error, Equatable {
    /// The file as the player named it.
    public var file: String

    public init(file: String) { self.file = file }
}
