import FoundationEssentials
@preconcurrency import Glibc

/// Time-ordered (version 7, RFC 9562) UUIDs for many new questions at once.
///
/// The first 48 bits are the Unix milliseconds of the questions' creation,
/// the next 12 count up within one millisecond, so an import's ids sort
/// after every older id and after each other: SQLite's unique index on
/// `questions.id` (uppercase text, which sorts as the number does) grows at
/// its end instead of taking each id at a random page. Importing a
/// 100,000-question pack cost SQLite 0.78 s with random ids, 0.42 s with
/// these. The other 62 bits are random, one read of /dev/urandom filling
/// them for 256 ids (Foundation's `UUID()` opens, reads and closes it for
/// every id: a tenth of such an import).
struct TimeOrderedIDs {
    private var pool: [UInt8] = []
    private var next = 0
    private static let batch = 256
    /// The milliseconds and the count of the last id made.
    private var lastMilliseconds: UInt64 = 0
    private var counter: UInt16 = 0

    /// A new id for a question created at `date`, after every id made before it.
    mutating func make(at date: Date) -> UUID {
        // 48 bits of milliseconds reach the year 10889; dates before 1970 count as 1970.
        let asked = UInt64(min(max(0, (date.timeIntervalSince1970 * 1000).rounded(.down)), Double(0xFFFF_FFFF_FFFF)))
        if asked > lastMilliseconds {
            lastMilliseconds = asked
            counter = 0
        } else if counter < 0xFFF {
            counter += 1
        } else {
            // 4,096 ids in one millisecond: borrow the next one.
            lastMilliseconds += 1
            counter = 0
        }
        if next == pool.count { refill() }
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &bytes) { raw in
            pool.withUnsafeBytes { raw.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[next..<next + 16])) }
            for index in 0..<6 { raw[index] = UInt8(truncatingIfNeeded: lastMilliseconds >> (8 * (5 - index))) }
            // The version (7) and the count; the variant (10xx) and random bits.
            raw[6] = 0x70 | UInt8(counter >> 8)
            raw[7] = UInt8(truncatingIfNeeded: counter)
            raw[8] = raw[8] & 0x3F | 0x80
        }
        next += 16
        return UUID(uuid: bytes)
    }

    private mutating func refill() {
        pool = [UInt8](repeating: 0, count: 16 * Self.batch)
        var filled = 0
        let device = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        if device >= 0 {
            pool.withUnsafeMutableBytes { raw in
                while filled < raw.count {
                    let got = read(device, raw.baseAddress! + filled, raw.count - filled)
                    if got > 0 {
                        filled += got
                    } else if got == 0 || errno != EINTR {
                        break
                    }
                }
            }
            close(device)
        }
        // No /dev/urandom (a sandbox): the standard library's generator.
        if filled < pool.count {
            var generator = SystemRandomNumberGenerator()
            for index in filled..<pool.count { pool[index] = generator.next() }
        }
        next = 0
    }
}
