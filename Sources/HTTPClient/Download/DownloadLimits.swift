/// The bounds one download into a file is held to, whatever the server does:
/// a body that never ends stops at `maxBytes`, a server that trickles a byte
/// a second (fast enough for curl's speed rule) stops at `deadline`, and no
/// download takes the disk's last `diskReserve` bytes.
public struct DownloadLimits: Sendable, Equatable {
    /// The most the file may hold, bytes kept from an earlier run included.
    public var maxBytes: Int64
    /// The whole transfer's time, connection included. What came by then is
    /// kept, so the next run resumes after it.
    public var deadline: Duration
    /// Free space the download leaves on the file's disk.
    public var diskReserve: Int64

    /// A gigabyte: the rest of the system (and the player's own data) keeps room to work.
    public static let defaultDiskReserve: Int64 = 1_000_000_000

    public init(maxBytes: Int64, deadline: Duration, diskReserve: Int64 = defaultDiskReserve) {
        self.maxBytes = maxBytes
        self.deadline = deadline
        self.diskReserve = diskReserve
    }
}
