/// How far a download into a file has come, told as it goes.
public struct DownloadProgress: Sendable, Equatable {
    /// Bytes in the file so far, including those kept from an earlier run.
    public var received: Int64
    /// The whole file's size, when the server said it.
    public var total: Int64?
    /// Bytes that were already in the file when this run started (0: from the start).
    public var resumedFrom: Int64

    public init(received: Int64, total: Int64?, resumedFrom: Int64) {
        self.received = received
        self.total = total
        self.resumedFrom = resumedFrom
    }
}

/// A finished download: the file is complete as far as HTTP can tell.
public struct DownloadResult: Sendable, Equatable {
    /// The status of the answer that completed it (200, or 206 for a resumed one).
    public var status: Int
    /// Bytes kept from an earlier run (0 when the server ignored the range or there was none).
    public var resumedFrom: Int64
    /// The file's size.
    public var size: Int64

    public init(status: Int, resumedFrom: Int64, size: Int64) {
        self.status = status
        self.resumedFrom = resumedFrom
        self.size = size
    }
}
