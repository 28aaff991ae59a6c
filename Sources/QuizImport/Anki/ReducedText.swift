import FoundationEssentials
import QuizPlatform

/// A field of another flashcard tool as plain text, and how many media
/// references were taken out of it.
public struct ReducedText: Sendable, Hashable {
    /// Lines joined by "\n", each trimmed, none empty, no control characters.
    public var text: String
    /// Images, sounds and videos removed (`<img>`, `<audio>`, `<video>`, `[sound:…]`).
    public var droppedMedia: Int

    public init(text: String, droppedMedia: Int) {
        self.text = text
        self.droppedMedia = droppedMedia
    }
}
