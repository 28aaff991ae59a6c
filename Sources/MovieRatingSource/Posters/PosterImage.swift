import FoundationEssentials

/// A poster's bytes, known to be a JPEG or a PNG by their first bytes: the
/// only two formats a terminal is handed, whatever a server calls them.
public struct PosterImage: Sendable, Equatable {
    public enum Format: String, Sendable {
        case jpeg, png
    }

    public let data: Data
    public let format: Format

    /// nil unless `data` starts as a JPEG (FF D8 FF) or a PNG (its 8-byte signature) does.
    public init?(data: Data) {
        if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            format = .jpeg
        } else if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            format = .png
        } else {
            return nil
        }
        self.data = data
    }
}
