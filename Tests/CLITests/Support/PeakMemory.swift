import Foundation

/// The peak memory of a quizctl run, in kilobytes: the child's VmHWM, read
/// from /proc while it runs. Not `wait4`'s ru_maxrss: after a spawn that
/// shares the parent's memory, exec carries the parent's peak into it.
enum PeakMemory {
    struct Run {
        var status: Int32
        var kilobytes: Int
        var errors: String
    }

    static func of(_ arguments: [String], environment: [String: String]) throws -> Run {
        let process = Process()
        process.executableURL = QuizctlProcess.executable
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let status = "/proc/\(process.processIdentifier)/status"
        var peak = 0
        while process.isRunning {
            let text = (try? String(contentsOfFile: status, encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
                peak = max(peak, line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0)
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Run(status: process.terminationStatus, kilobytes: peak, errors: message)
    }
}
