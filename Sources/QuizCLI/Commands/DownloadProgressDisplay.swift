import FoundationEssentials
import HTTPClient
import MovieRatingSource
import QuizPlatform
import Synchronization

/// Shows the progress of `movies update`'s downloads on standard error: on
/// a terminal a bar redrawn in place a few times a second; elsewhere a
/// plain line when a file starts and at each quarter. Standard output is
/// left alone, so `--json` prints nothing but its JSON there.
///
/// The downloads report on curl's waiting thread; they only store the
/// latest figures here, and the drawing happens on the main actor.
@MainActor
final class DownloadProgressDisplay {
    private struct Latest {
        var file = ""
        var progress = DownloadProgress(received: 0, total: nil, resumedFrom: 0)
        var started = ContinuousClock.now
        var changed = false
    }

    /// The latest figures, shared between the downloads' thread and the main actor.
    private final class Box: Sendable {
        let latest = Mutex(Latest())
    }

    private let console: Console
    private let box = Box()
    private var drawing: Task<Void, Never>?
    private var lastPlainQuarter: [String: Int] = [:]
    private var barShown = false
    private var barFile = ""

    init(console: Console) {
        self.console = console
    }

    /// What the downloads call; safe from any thread.
    nonisolated var report: MovieDatasetUpdate.Progress {
        { [box] file, progress in
            box.latest.withLock { state in
                if state.file != file { state.started = .now }
                state.file = file
                state.progress = progress
                state.changed = true
            }
        }
    }

    func start() {
        let interval: Duration = console.terminal.isTerminal(.error) ? .milliseconds(150) : .milliseconds(250)
        drawing = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                self?.drawLatest()
                try? await Task.sleep(for: interval)
            }
        }
    }

    /// Draws the last figures and ends the bar's line.
    func stop() async {
        drawing?.cancel()
        await drawing?.value
        drawLatest()
        if barShown { console.write("\n", to: .error) }
        barShown = false
    }

    private func drawLatest() {
        let (file, progress, started, changed) = box.latest.withLock { state in
            defer { state.changed = false }
            return (state.file, state.progress, state.started, state.changed)
        }
        guard changed, !file.isEmpty else { return }
        let line = DownloadProgressLine(file: file, progress: progress, elapsed: Self.seconds(ContinuousClock.now - started))
        if console.terminal.isTerminal(.error) {
            // The next file gets a line of its own; the last one's stays as it ended.
            if barShown, barFile != file { console.write("\n", to: .error) }
            barFile = file
            console.write("\r" + line.bar(width: console.width, language: console.language) + "\u{1B}[K", to: .error)
            barShown = true
            return
        }
        // A log gets a line when a file starts and at each quarter, not a line per chunk.
        let quarter = (line.percent ?? 0) / 25
        guard lastPlainQuarter[file].map({ quarter > $0 }) ?? true else { return }
        lastPlainQuarter[file] = quarter
        console.note(line.plain(language: console.language))
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
