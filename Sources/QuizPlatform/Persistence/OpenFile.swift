import Foundation
@preconcurrency import Glibc

/// The `errno` of a failed system call. Callers turn it into a
/// `PersistenceError` that names the file the player cares about.
struct SystemCallError: Error, Equatable {
    let code: Int32

    static var current: SystemCallError { SystemCallError(code: errno) }

    var reason: LocalizedText { Strings.systemReason(code) }
}

/// An open file descriptor, closed when the value goes away.
///
/// The persistence layer talks to the kernel directly rather than through
/// `FileManager` or `Data.write`, because it needs what they hide: `fsync` of
/// the file and of its folder, `O_EXCL`, `O_APPEND`, positioned reads from the
/// end, and the `errno` that says why something failed.
final class OpenFile {
    let descriptor: Int32

    /// Opens `path`; the file is created with `mode` when `flags` ask for it.
    init(path: String, flags: Int32, mode: mode_t = 0o600) throws(SystemCallError) {
        var opened: Int32
        repeat { opened = open(path, flags | O_CLOEXEC, mode) } while opened < 0 && errno == EINTR
        guard opened >= 0 else { throw .current }
        descriptor = opened
    }

    /// Opens `path` for reading, or nil when there is no such file.
    static func existing(_ path: String) throws(SystemCallError) -> OpenFile? {
        do {
            return try OpenFile(path: path, flags: O_RDONLY)
        } catch  where error.code == ENOENT {
            return nil
        }
    }

    deinit { close(descriptor) }

    func size() throws(SystemCallError) -> Int {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .current }
        return Int(info.st_size)
    }

    /// Up to `count` bytes from `offset`; fewer only at the end of the file.
    /// The buffer is not zeroed first: a large `count` near the end of a
    /// file costs only the bytes that are there.
    func read(at offset: Int, count: Int) throws(SystemCallError) -> [UInt8] {
        var failure: SystemCallError?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
            filled = 0
            while filled < count {
                let got = pread(descriptor, buffer.baseAddress! + filled, count - filled, off_t(offset + filled))
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = .current
                    return
                }
                if got == 0 { return }
                filled += got
            }
        }
        if let failure { throw failure }
        return bytes
    }

    /// The whole file.
    func readAll() throws(SystemCallError) -> Data {
        var contents = Data()
        let chunk = 1 << 20
        while true {
            let bytes = try read(at: contents.count, count: chunk)
            contents.append(contentsOf: bytes)
            if bytes.count < chunk { return contents }
        }
    }

    /// Writes every byte, retrying short writes (at the end when the file was
    /// opened with `O_APPEND`).
    func write(_ data: Data) throws(SystemCallError) {
        var written = 0
        while written < data.count {
            let result = data.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + written, data.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw .current
            }
            written += result
        }
    }

    func sync() throws(SystemCallError) {
        guard fsync(descriptor) == 0 else { throw .current }
    }

    func truncate(to size: Int) throws(SystemCallError) {
        guard ftruncate(descriptor, off_t(size)) == 0 else { throw .current }
    }

    /// Flushes a folder's entries, so a rename or a new file survives a crash.
    static func syncDirectory(_ path: String) throws(SystemCallError) {
        try OpenFile(path: path, flags: O_RDONLY | O_DIRECTORY).sync()
    }
}
