import FoundationEssentials
@preconcurrency import Glibc

/// Random (version 4) UUIDs for many new questions at once: Foundation's
/// `UUID()` opens, reads and closes /dev/urandom for every id, which was a
/// tenth of the time of importing a hundred thousand questions. Here one
/// read of it fills a buffer for 256 ids.
struct RandomIDs {
    private var pool: [UInt8] = []
    private var next = 0
    private static let batch = 256

    mutating func make() -> UUID {
        if next == pool.count { refill() }
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &bytes) { raw in
            pool.withUnsafeBytes { raw.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[next..<next + 16])) }
            // RFC 9562: the version (4, random) and the variant (10xx).
            raw[6] = raw[6] & 0x0F | 0x40
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
