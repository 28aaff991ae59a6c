import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform

/// The `errno` of a failed system call. Callers turn it into a
/// `PersistenceError` that names the file the player cares about.
package struct SystemCallError: Error, Equatable {
    package let code: Int32
    /// Set when quizctl itself refused the file, not the kernel.
    package var refusal: DataFileRefusal?

    package init(code: Int32, refusal: DataFileRefusal? = nil) {
        self.code = code
        self.refusal = refusal
    }

    package static var current: SystemCallError { SystemCallError(code: errno) }

    package static func refused(_ refusal: DataFileRefusal) -> SystemCallError {
        SystemCallError(code: refusal.code, refusal: refusal)
    }

    package var reason: LocalizedText { refusal?.reason ?? Strings.systemReason(code) }
}

/// An open file descriptor, closed when the value goes away.
///
/// The persistence layer talks to the kernel directly rather than through
/// `FileManager` or `Data.write`, because it needs what they hide: `fsync` of
/// the file and of its folder, `O_EXCL`, `O_APPEND`, positioned reads from the
/// end, and the `errno` that says why something failed.
package final class OpenFile {
    package let descriptor: Int32

    /// Opens `path` as it is: a folder, or a temporary file about to be
    /// created with `O_EXCL`. Data files go through `dataFile(_:flags:)`.
    package init(path: String, flags: Int32, mode: mode_t = 0o600) throws(SystemCallError) {
        var opened: Int32
        repeat { opened = open(path, flags | O_CLOEXEC, mode) } while opened < 0 && errno == EINTR
        guard opened >= 0 else { throw .current }
        descriptor = opened
        if flags & O_CREAT != 0 { try makePrivate() }
    }

    /// Opens a data file (or a lock file) of the data folder.
    ///
    /// A link is never followed and anything but a regular file is refused:
    /// a symbolic link would let `play` write outside the data folder, a FIFO
    /// would hang the open or the read, and `/dev/zero` would never end.
    /// `O_NONBLOCK` lets the open of a FIFO return so it can be refused; it
    /// changes nothing for a regular file.
    package static func dataFile(_ path: String, flags: Int32) throws(SystemCallError) -> OpenFile {
        let file: OpenFile
        do {
            file = try OpenFile(path: path, flags: flags | O_NOFOLLOW | O_NONBLOCK)
        } catch  where error.code == ELOOP {
            throw .refused(.symbolicLink)
        }
        var info = stat()
        guard fstat(file.descriptor, &info) == 0 else { throw .current }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .refused(.notRegular(FileKind(mode: info.st_mode))) }
        return file
    }

    /// Opens a data file for reading, or nil when there is no such file.
    package static func existing(_ path: String) throws(SystemCallError) -> OpenFile? {
        do {
            return try dataFile(path, flags: O_RDONLY)
        } catch  where error.code == ENOENT {
            return nil
        }
    }

    /// Files of the data folder are the player's alone (0600), whatever the
    /// umask, and a file that was created laxer by an older version is
    /// tightened the next time it is opened for writing.
    private func makePrivate() throws(SystemCallError) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .current }
        guard info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(), info.st_mode & 0o7777 != 0o600 else { return }
        guard fchmod(descriptor, 0o600) == 0 else { throw .current }
    }

    deinit { close(descriptor) }

    package func size() throws(SystemCallError) -> Int {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .current }
        return Int(info.st_size)
    }

    /// The device and inode of the open file: which file it is, whatever
    /// name it has now.
    package func identity() throws(SystemCallError) -> (device: UInt64, inode: UInt64) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .current }
        return (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// Up to `count` bytes from `offset`; fewer only at the end of the file.
    /// The buffer is not zeroed first: a large `count` near the end of a
    /// file costs only the bytes that are there.
    package func read(at offset: Int, count: Int) throws(SystemCallError) -> [UInt8] {
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

    /// The whole file, refused when it is longer than `limit` bytes (before
    /// reading, and again if it grows while being read).
    package func readAll(limit: Int) throws(SystemCallError) -> Data {
        let size = try size()
        guard size <= limit else { throw .refused(.tooLarge(limit: limit)) }
        // The size and a byte more, so that a file that grew is read on: a
        // fixed 1 MiB buffer cost a small file an mmap, a munmap and a copy.
        var chunk = size + 1
        var contents = Data()
        while true {
            let bytes = try read(at: contents.count, count: chunk)
            contents.append(contentsOf: bytes)
            guard contents.count <= limit else { throw .refused(.tooLarge(limit: limit)) }
            if bytes.count < chunk { return contents }
            chunk = 1 << 20
        }
    }

    /// The whole file, however long.
    package func readAll() throws(SystemCallError) -> Data { try readAll(limit: .max) }

    /// Writes every byte, retrying short writes (at the end when the file was
    /// opened with `O_APPEND`).
    package func write(_ data: Data) throws(SystemCallError) {
        // `withUnsafeBytes` only rethrows untyped errors.
        var failure: SystemCallError?
        data.withUnsafeBytes { bytes in
            do throws(SystemCallError) {
                try write(bytes)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// `write(_:)` for bytes already in memory, without copying them.
    package func write(_ bytes: UnsafeRawBufferPointer) throws(SystemCallError) {
        var written = 0
        while written < bytes.count {
            let result = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                throw .current
            }
            written += result
        }
    }

    /// Writes every byte at `offset`, leaving the rest of the file as it is.
    package func write(_ data: Data, at offset: Int) throws(SystemCallError) {
        var written = 0
        while written < data.count {
            let result = data.withUnsafeBytes { buffer in
                pwrite(descriptor, buffer.baseAddress! + written, data.count - written, off_t(offset + written))
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw .current
            }
            written += result
        }
    }

    package func sync() throws(SystemCallError) {
        guard fsync(descriptor) == 0 else { throw .current }
    }

    package func truncate(to size: Int) throws(SystemCallError) {
        guard ftruncate(descriptor, off_t(size)) == 0 else { throw .current }
    }

    /// Flushes a folder's entries, so a rename or a new file survives a crash.
    package static func syncDirectory(_ path: String) throws(SystemCallError) {
        try OpenFile(path: path, flags: O_RDONLY | O_DIRECTORY).sync()
    }
}
