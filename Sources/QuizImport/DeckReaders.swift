import DataFiles
import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform
import Subprocess

/// What the command line tells deck readers beyond the file.
public struct DeckReadOptions: Sendable, Hashable {
    /// `--separator`: between a term and its definition; nil for the format's own.
    public var separator: Character?
    /// The data folder whose `tmp/` holds a reader's scratch files (an Anki
    /// collection unpacked); nil for the system's temporary folder.
    public var scratch: DataDirectory?
    /// `--front N --back M`: the columns of a text export with more than two
    /// that hold the front and the back (1-based); nil for the file's own say.
    public var columns: DeckColumns?
    /// The language of what quizctl writes into a card itself (a formula it cannot show).
    public var language: Language

    public init(separator: Character? = nil, scratch: DataDirectory? = nil, columns: DeckColumns? = nil, language: Language = .en) {
        self.separator = separator
        self.scratch = scratch
        self.columns = columns
        self.language = language
    }
}

/// A deck format `quizctl import` knows: the name `--format` takes and how
/// to make its reader.
public struct DeckFormat: Sendable {
    public let name: String
    public let makeReader: @Sendable (DeckReadOptions) -> any DeckReader

    public init(name: String, makeReader: @escaping @Sendable (DeckReadOptions) -> any DeckReader) {
        self.name = name
        self.makeReader = makeReader
    }
}

/// The one list of deck formats, consulted by `quizctl import` before the
/// question-pack formats. A new reader is one line here.
public enum DeckReaders {
    /// In the order they are asked whether they recognise a file.
    /// Anki's plain-text export comes before the term lists: both may be
    /// ".txt", and only Anki's starts with `#separator:` and the like.
    public static let formats: [DeckFormat] = [
        DeckFormat(name: AnkiPackageReader.formatName) { options in
            // zstd, the one program it may run, is looked up where the shell would find it.
            var reader = AnkiPackageReader(
                searchPath: ProcessEnvironment.variables()["PATH"] ?? "/usr/local/bin:/usr/bin:/bin", scratch: options.scratch)
            reader.language = options.language
            return reader
        },
        DeckFormat(name: AnkiTextExportReader.formatName) { AnkiTextExportReader(columns: $0.columns, language: $0.language) },
        DeckFormat(name: QuizletReader.formatName) { QuizletReader(separator: $0.separator, columns: $0.columns) },
    ]

    /// The names `--format` takes for decks.
    public static var formatNames: [String] { formats.map(\.name) }

    /// The reader of the format named `format`, or of the first format that
    /// recognises the file by its name and first bytes; nil when it is not a deck.
    public static func reader(forFileAt path: String, format: String?, options: DeckReadOptions) -> (any DeckReader)? {
        if let format {
            return formats.first { $0.name == format }?.makeReader(options)
        }
        let url = URL(fileURLWithPath: path)
        let head = Self.head(of: path)
        return formats.lazy.map { $0.makeReader(options) }.first { $0.recognizes(fileAt: url, head: head) }
    }

    /// The first 4 KB of the file; empty when it cannot be read (the
    /// reader that takes it then says why).
    public static func head(of path: String) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return Data() }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        return count > 0 ? Data(bytes[..<count]) : Data()
    }
}
