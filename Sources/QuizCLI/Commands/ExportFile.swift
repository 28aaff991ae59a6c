import Foundation
@preconcurrency import Glibc
import QuizPlatform

/// The file `quizctl export FILE` writes: filled in a temporary file beside
/// it, then renamed over it, so a failed export leaves what was there.
enum ExportFile {
    static func write<T>(to path: String, _ fill: (FileHandle) throws -> T) throws -> T {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appending(path: ".\(url.lastPathComponent).export-\(UUID().uuidString)")
        func failure(_ error: any Error) -> CommandFailure {
            CommandFailure(Strings.cannotWriteExport(path, error.localizedDescription))
        }
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw failure(CocoaError(.fileWriteUnknown))
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            let result: T
            do {
                result = try fill(handle)
                try handle.close()
            } catch {
                try? handle.close()
                throw error
            }
            guard rename(temporary.path, url.path) == 0 else {
                throw failure(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
            }
            return result
        } catch let error as UserFacingError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw failure(error)
        }
    }
}
