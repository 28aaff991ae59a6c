@preconcurrency import Glibc
import Synchronization

/// Where the output of one `curl --include` run goes: the answer's head is
/// read first, and only then is the body written into the part file, after
/// what an earlier run left there (206) or over it (a server that ignores
/// the range answers 200 with the whole file).
///
/// Called on the thread that waits for curl; the state sits behind a lock
/// only so the verdict can be read from the caller's task afterwards.
final class PartFileWriter: Sendable {
    private struct State {
        var pendingHead: [UInt8] = []
        var head: ResponseHead?
        var received: Int64
        var total: Int64?
        var resumedFrom: Int64
        var writeError: Int32?
        /// The body was not wanted (an error status, a range we did not ask for).
        var refused = false
        var restart = false
        var alreadyComplete = false
        /// The body passed `limits.maxBytes`.
        var tooLarge = false
        /// The free bytes left when going on would have taken the disk's reserve.
        var lowSpace: Int64?
        /// `received` when free space was last looked at (nil: not yet).
        var spaceCheckedAt: Int64?
    }

    /// What the run came to, once curl has ended.
    enum Verdict: Equatable {
        case complete(DownloadResult)
        /// Start again from an empty file: the server's range did not fit ours.
        case restart
        case failed(DownloadError)
    }

    /// A head longer than this is not an HTTP head.
    private static let headLimit = 64 * 1024
    /// Free space is looked at again after this many bytes: often enough
    /// that the reserve is kept to within a megabyte, rarely enough to cost nothing.
    static let spaceCheckInterval: Int64 = 1 << 20

    private let descriptor: Int32
    private let path: String
    private let offset: Int64
    private let limits: DownloadLimits
    private let progress: @Sendable (DownloadProgress) -> Void
    private let state: Mutex<State>

    init(
        descriptor: Int32, path: String, offset: Int64, limits: DownloadLimits,
        progress: @escaping @Sendable (DownloadProgress) -> Void
    ) {
        self.descriptor = descriptor
        self.path = path
        self.offset = offset
        self.limits = limits
        self.progress = progress
        state = Mutex(State(received: offset, resumedFrom: offset))
    }

    /// One chunk of curl's output; false stops the transfer.
    func take(_ chunk: UnsafeRawBufferPointer) -> Bool {
        state.withLock { state in
            guard state.head == nil else { return write(chunk, &state) }
            state.pendingHead.append(contentsOf: chunk)
            while state.head == nil {
                guard let end = Self.endOfBlock(in: state.pendingHead) else { return state.pendingHead.count < Self.headLimit }
                let block = Array(state.pendingHead[..<end.blockEnd])
                state.pendingHead.removeFirst(end.bodyStart)
                guard let head = ResponseHead(block: block) else {
                    state.refused = true
                    return false
                }
                if head.isInterim { continue }
                state.head = head
                guard accept(head, &state) else { return false }
            }
            let body = state.pendingHead
            state.pendingHead = []
            return body.withUnsafeBytes { write($0, &state) }
        }
    }

    /// What the run came to, from how curl ended and what was written.
    func verdict(_ ending: CurlEnding) -> Verdict {
        state.withLock { state in
            if let code = state.writeError { return .failed(.cannotWrite(path: path, reason: String(cString: strerror(code)))) }
            if state.tooLarge { return .failed(.tooLarge(limit: limits.maxBytes)) }
            if let available = state.lowSpace {
                return .failed(.noSpace(path: path, available: available, reserve: limits.diskReserve))
            }
            if state.restart { return .restart }
            if state.alreadyComplete { return .complete(DownloadResult(status: 206, resumedFrom: offset, size: offset)) }
            if state.refused, let head = state.head { return .failed(.httpStatus(head.status)) }
            switch ending {
            case .finished:
                guard let head = state.head else { return .failed(.failed(detail: "curl: no HTTP answer")) }
                if let total = state.total, state.received < total {
                    return .failed(.connectionCut(received: state.received, detail: "\(state.received) of \(total) bytes"))
                }
                return .complete(DownloadResult(status: head.status, resumedFrom: state.resumedFrom, size: state.received))
            case .cut(let detail): return .failed(.connectionCut(received: state.received, detail: detail))
            case .deadline: return .failed(.deadlineExceeded(after: limits.deadline, received: state.received))
            case .unreachable(let detail): return .failed(.unreachable(detail: detail))
            case .failed(let detail): return .failed(.failed(detail: detail))
            }
        }
    }

    /// Decides where the body goes; false when it is not wanted.
    private func accept(_ head: ResponseHead, _ state: inout State) -> Bool {
        switch head.status {
        case 206:
            let range = head.contentRange
            guard range?.start == offset else {
                state.restart = true
                return false
            }
            state.total = range?.total ?? head.contentLength.map { offset + $0 }
        case 200:
            if offset > 0 {
                // The server ignored the range: the whole file comes again.
                guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0 else {
                    state.writeError = errno
                    return false
                }
                state.received = 0
                state.resumedFrom = 0
            }
            state.total = head.contentLength
        case 416 where offset > 0:
            // Nothing left after `offset`: the file was complete, or it changed and must come again.
            if head.contentRange?.total == offset { state.alreadyComplete = true } else { state.restart = true }
            return false
        default:
            state.refused = true
            return false
        }
        if let total = state.total {
            // A declared size over the cap, or one the disk cannot take, is refused before its first byte.
            guard total <= limits.maxBytes else {
                state.tooLarge = true
                return false
            }
            guard hasRoom(for: total - state.received, &state) else { return false }
        }
        progress(DownloadProgress(received: state.received, total: state.total, resumedFrom: state.resumedFrom))
        return true
    }

    private func write(_ bytes: UnsafeRawBufferPointer, _ state: inout State) -> Bool {
        guard state.received + Int64(bytes.count) <= limits.maxBytes else {
            state.tooLarge = true
            return false
        }
        if state.spaceCheckedAt.map({ state.received - $0 >= Self.spaceCheckInterval }) ?? true {
            guard hasRoom(for: Int64(bytes.count), &state) else { return false }
        }
        var done = 0
        while done < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + done, bytes.count - done)
            if written < 0 {
                if errno == EINTR { continue }
                state.writeError = errno
                return false
            }
            done += written
        }
        state.received += Int64(bytes.count)
        if bytes.count > 0 { progress(DownloadProgress(received: state.received, total: state.total, resumedFrom: state.resumedFrom)) }
        return true
    }

    /// Whether `bytes` more leave the disk its reserve; when they do not,
    /// the free space is noted for the verdict. A disk that cannot say is
    /// trusted: the write itself then fails with the system's reason.
    private func hasRoom(for bytes: Int64, _ state: inout State) -> Bool {
        state.spaceCheckedAt = state.received
        var disk = statvfs()
        guard fstatvfs(descriptor, &disk) == 0 else { return true }
        let available = Int64(clamping: UInt64(disk.f_bavail).multipliedReportingOverflow(by: UInt64(disk.f_frsize)).partialValue)
        guard available - bytes < limits.diskReserve else { return true }
        state.lowSpace = available
        return false
    }

    /// The end of the first head block ("\r\n\r\n", or "\n\n" from a lax
    /// server) and where what follows it starts.
    private static func endOfBlock(in bytes: [UInt8]) -> (blockEnd: Int, bodyStart: Int)? {
        var index = 0
        while index < bytes.count {
            if bytes[index] == 10 {
                if index + 1 < bytes.count, bytes[index + 1] == 10 { return (index, index + 2) }
                if index + 2 < bytes.count, bytes[index + 1] == 13, bytes[index + 2] == 10 { return (index, index + 3) }
            }
            index += 1
        }
        return nil
    }
}

/// How a curl run ended, in the terms a download cares about.
enum CurlEnding: Equatable {
    case finished
    /// The connection broke or stalled: what came so far is worth keeping.
    case cut(String)
    /// The download's deadline passed; what came is kept too.
    case deadline
    case unreachable(String)
    case failed(String)
}
