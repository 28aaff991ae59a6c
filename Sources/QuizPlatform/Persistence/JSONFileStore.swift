import FoundationEssentials

/// A whole-file JSON caretaker (the Memento pattern's caretaker): keeps one
/// value in one file and gives it back whole.
///
/// Writes replace the file atomically under a `FileLock`; `update` does
/// read → change → write under that lock, so two processes changing the same
/// file lose nothing. A missing file is the default value; a file that does
/// not decode is moved aside and reported, then the default is used; a file
/// that cannot be read or written is an error.
public struct JSONFileStore<Value: Codable & Sendable>: Sendable {
    /// The file, by path: a store that is only read builds no URL (making
    /// the three `stats` reads was a few percent of it).
    public let path: String
    public var url: URL { URL(fileURLWithPath: path, isDirectory: false) }
    private let defaultValue: Value
    private let onQuarantine: QuarantineHandler
    private let quarantine: Quarantine
    private let lock: FileLock
    /// The longest file read: a value bigger than this is no file quizctl
    /// wrote, and reading it whole could exhaust memory.
    let sizeLimit: Int
    /// A faster reader of the file that is sure or says nil, when the
    /// value has one (`StatisticsReader`); JSONDecoder decides otherwise.
    private let fastDecode: (@Sendable (Data) -> Value?)?
    /// Whether the value writes itself (`JSONWritable`): JSONEncoder's
    /// text without JSONEncoder's cost; otherwise JSONEncoder writes it.
    private let write: (@Sendable (Value, inout JSONWriter) -> Void)?

    public init(
        url: URL, defaultValue: Value, clock: WallClock = .live, sizeLimit: Int = DataFileLimits.largeFile,
        fastDecode: (@Sendable (Data) -> Value?)? = nil, write: (@Sendable (Value, inout JSONWriter) -> Void)? = nil,
        onQuarantine: @escaping QuarantineHandler
    ) {
        self.init(
            path: url.filePath, defaultValue: defaultValue, clock: clock, sizeLimit: sizeLimit, fastDecode: fastDecode,
            write: write, onQuarantine: onQuarantine)
    }

    init(
        path: String, defaultValue: Value, clock: WallClock = .live, sizeLimit: Int = DataFileLimits.largeFile,
        fastDecode: (@Sendable (Data) -> Value?)? = nil, write: (@Sendable (Value, inout JSONWriter) -> Void)? = nil,
        onQuarantine: @escaping QuarantineHandler
    ) {
        self.path = path
        self.fastDecode = fastDecode
        self.write = write
        self.sizeLimit = sizeLimit
        self.defaultValue = defaultValue
        self.onQuarantine = onQuarantine
        self.quarantine = Quarantine(clock: clock)
        self.lock = FileLock(guarding: path)
    }

    /// The stored value; the default when there is none or it was quarantined.
    ///
    /// Reading takes no lock (a rename makes every read see a whole file), so
    /// it works in a read-only folder. Only a file that fails to decode is
    /// read again under the lock before it is moved: another process may
    /// have replaced it meanwhile.
    public func load() throws -> Value {
        switch try contents() {
        case .missing: defaultValue
        case .decoded(let value): value
        case .undecodable: try lock.withLock { try loadHoldingLock() }
        }
    }

    /// Replaces the stored value.
    public func save(_ value: Value) throws {
        let data = try encoded(value)
        try lock.withLock { try AtomicFile.replace(url, with: data) }
    }

    /// Loads, changes and saves the value while holding the lock; returns what
    /// `change` returns. Nothing is written when `change` throws.
    @discardableResult
    public func update<T>(_ change: (inout Value) throws -> T) throws -> T {
        try update(syncingFolder: true, change)
    }

    /// `update(_:)`; with `syncingFolder` false a crash may leave the value
    /// as it was before (see `AtomicReplacement.commit`), for a value its
    /// readers bring up to date themselves (the statistics after a save).
    @discardableResult
    func update<T>(syncingFolder: Bool, _ change: (inout Value) throws -> T) throws -> T {
        try lock.withLock {
            var value = try loadHoldingLock()
            let result = try change(&value)
            try AtomicFile.replace(url, with: encoded(value), syncingFolder: syncingFolder)
            return result
        }
    }

    private enum Contents {
        case missing
        case decoded(Value)
        case undecodable
    }

    private func contents() throws -> Contents {
        let data: Data
        do {
            guard let file = try OpenFile.existing(path) else { return .missing }
            data = try file.readAll(limit: sizeLimit)
        } catch {
            throw PersistenceError.cannotRead(url, error)
        }
        if let value = fastDecode?(data) { return .decoded(value) }
        guard let value = try? JSONCoding.decoder().decode(Value.self, from: data) else { return .undecodable }
        return .decoded(value)
    }

    private func loadHoldingLock() throws -> Value {
        switch try contents() {
        case .missing: return defaultValue
        case .decoded(let value): return value
        case .undecodable:
            onQuarantine(try quarantine.moveAside(url))
            return defaultValue
        }
    }

    private func encoded(_ value: Value) throws -> Data {
        if let write {
            var json = JSONWriter(.compact)
            write(value, &json)
            do throws(JSONWriter.Failure) {
                return Data(try json.finished(line: true))
            } catch {
                throw PersistenceError.cannotWrite(path: path, reason: LocalizedText(verbatim: error.reason))
            }
        }
        do {
            var data = try JSONCoding.encoder().encode(value)
            data.append(UInt8(ascii: "\n"))
            return data
        } catch {
            throw PersistenceError.cannotWrite(path: path, reason: LocalizedText(verbatim: "\(error)"))
        }
    }
}
