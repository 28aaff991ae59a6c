@preconcurrency import Glibc

/// What must be undone before quizctl lets go of the terminal.
private struct TerminalState {
    /// The settings found before cbreak mode, when cbreak mode is on.
    var savedSettings: termios?
    /// The cbreak settings themselves, to put back after a suspend (Ctrl-Z, fg).
    var cbreakSettings: termios?
    /// The descriptor the saved settings belong to.
    var settingsDescriptor: Int32 = STDIN_FILENO
    /// The descriptor the cursor was hidden on, or -1 when it is visible.
    var hiddenCursorDescriptor: Int32 = -1
    /// The descriptor showing the alternate screen, or -1 on the normal screen.
    var alternateScreenDescriptor: Int32 = -1
    /// The self-pipe a resize (or `fg`) pokes so a waiting reader wakes and
    /// redraws: -1 until `resizeWakeDescriptor()` makes it.
    var wakeReadDescriptor: Int32 = -1
    var wakeWriteDescriptor: Int32 = -1
    var handlersInstalled = false
    /// Ctrl-C pokes the self-pipe instead of ending quizctl: the host of a
    /// game on phones asks before ending it for everyone.
    var interruptsAsInput = false
    /// When the last Ctrl-Z stopped quizctl and when `fg` woke it, on the
    /// monotonic clock: a question's clock skips the time in between.
    var suspendedAt = timespec()
    var resumedAt = timespec()
}

/// The one place that holds terminal state.
///
/// It is a global because the `atexit` hook and the signal handlers are C
/// function pointers: they cannot capture anything, so they can only reach
/// state through a global. It is `nonisolated(unsafe)` because a signal handler
/// can take no lock; instead the state is mutated only by the UI flow (one
/// thing at a time) and the handlers merely read it. It lives behind a pointer
/// so that a handler interrupting a write is not caught by Swift's dynamic
/// exclusivity checks, which would trap instead of restoring the terminal.
nonisolated(unsafe) private let terminalState: UnsafeMutablePointer<TerminalState> = {
    let pointer = UnsafeMutablePointer<TerminalState>.allocate(capacity: 1)
    pointer.initialize(to: TerminalState())
    return pointer
}()

/// The escape sequence that shows the cursor, as static bytes: a signal
/// handler may not allocate a String.
private let showCursorSequence: StaticString = "\u{1B}[?25h"
private let hideCursorSequence: StaticString = "\u{1B}[?25l"
private let enterAlternateScreenSequence: StaticString = "\u{1B}[?1049h"
private let leaveAlternateScreenSequence: StaticString = "\u{1B}[?1049l"

private func writeStatic(_ descriptor: Int32, _ sequence: StaticString) {
    _ = write(descriptor, sequence.utf8Start, sequence.utf8CodeUnitCount)
}

/// Pokes the self-pipe: one byte saying why (`TerminalSignal`), never
/// blocking (the pipe is non-blocking, and a full pipe already holds a wake-up).
private func pokeWakePipe(_ reason: TerminalSignal) {
    let descriptor = terminalState.pointee.wakeWriteDescriptor
    guard descriptor >= 0 else { return }
    var byte = reason.rawValue
    _ = write(descriptor, &byte, 1)
}

/// Puts the terminal back as it was found. Async-signal-safe: only
/// `tcsetattr` and `write`, no allocation, no locks, no mutation.
private func undoTerminalChanges() {
    let state = terminalState.pointee
    if var settings = state.savedSettings {
        _ = tcsetattr(state.settingsDescriptor, TCSANOW, &settings)
    }
    if state.hiddenCursorDescriptor >= 0 {
        writeStatic(state.hiddenCursorDescriptor, showCursorSequence)
    }
}

/// Everything `undoTerminalChanges` does, and the shell's own screen back.
private func undoAllTerminalChanges() {
    undoTerminalChanges()
    let screen = terminalState.pointee.alternateScreenDescriptor
    if screen >= 0 { writeStatic(screen, leaveAlternateScreenSequence) }
}

/// Restores the terminal, then dies of the same signal with its default
/// action, so the shell sees the usual status (130 for Ctrl-C).
private func restoreAndReraise(_ signalNumber: Int32) {
    undoAllTerminalChanges()
    _ = signal(signalNumber, SIG_DFL)
    _ = raise(signalNumber)
}

/// SIGINT: input for the screen that asked for it, else as any other signal.
private func restoreOrInterrupt(_ signalNumber: Int32) {
    if terminalState.pointee.interruptsAsInput, terminalState.pointee.wakeWriteDescriptor >= 0 {
        pokeWakePipe(.interrupted)
        return
    }
    restoreAndReraise(signalNumber)
}

/// Ctrl-Z: hands the shell a sane terminal, then stops as usual.
private func restoreAndSuspend(_ signalNumber: Int32) {
    _ = clock_gettime(CLOCK_MONOTONIC, &terminalState.pointee.suspendedAt)
    undoAllTerminalChanges()
    _ = signal(SIGTSTP, SIG_DFL)
    _ = raise(SIGTSTP)
}

/// `fg` after Ctrl-Z: back to the alternate screen and cbreak mode where
/// quizctl was, the cursor hidden again, ready for the next Ctrl-Z; and a poke
/// of the self-pipe so the screen is redrawn (the shell drew over it).
/// Async-signal-safe like the rest: tcsetattr, write and signal only.
private func resumeAfterSuspend(_ signalNumber: Int32) {
    _ = clock_gettime(CLOCK_MONOTONIC, &terminalState.pointee.resumedAt)
    let state = terminalState.pointee
    if state.alternateScreenDescriptor >= 0 { writeStatic(state.alternateScreenDescriptor, enterAlternateScreenSequence) }
    if state.savedSettings != nil, var cbreak = state.cbreakSettings {
        _ = tcsetattr(state.settingsDescriptor, TCSANOW, &cbreak)
    }
    if state.hiddenCursorDescriptor >= 0 { writeStatic(state.hiddenCursorDescriptor, hideCursorSequence) }
    _ = signal(SIGTSTP, restoreAndSuspend)
    pokeWakePipe(.resumed)
}

/// SIGWINCH: the window changed size; the waiting reader redraws.
private func windowResized(_ signalNumber: Int32) {
    pokeWakePipe(.resized)
}

/// cbreak mode and the cursor, with the guarantee that whatever happens
/// (normal exit, Ctrl-C, SIGTERM, a closed terminal) the terminal is restored.
enum TerminalSession {
    private static let restoredSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the `atexit` hook and the signal handlers; later calls do nothing.
    /// A signal that was ignored when quizctl started (SIGHUP under `nohup`)
    /// stays ignored.
    static func installRestoreHandlers() {
        guard !terminalState.pointee.handlersInstalled else { return }
        terminalState.pointee.handlersInstalled = true
        _ = atexit { undoAllTerminalChanges() }
        for signalNumber in restoredSignals {
            let previous = signalNumber == SIGINT ? signal(signalNumber, restoreOrInterrupt) : signal(signalNumber, restoreAndReraise)
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                _ = signal(signalNumber, SIG_IGN)
            }
        }
        let previousStop = signal(SIGTSTP, restoreAndSuspend)
        if unsafeBitCast(previousStop, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
            _ = signal(SIGTSTP, SIG_IGN)
        }
        _ = signal(SIGCONT, resumeAfterSuspend)
        // A parent may have started quizctl with these blocked (a blocked mask
        // is inherited across exec): the handlers are useless unless they can run.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in restoredSignals + [SIGTSTP, SIGCONT, SIGWINCH] { sigaddset(&handled, signalNumber) }
        _ = sigprocmask(SIG_UNBLOCK, &handled, nil)
    }

    /// While on, Ctrl-C reaches the waiting reader as Escape (`TerminalSignal.interrupted`)
    /// rather than ending quizctl; SIGTERM and SIGHUP still do.
    static func interruptsAsInput(_ on: Bool) {
        _ = resizeWakeDescriptor()
        terminalState.pointee.interruptsAsInput = on
    }

    /// The read end of a self-pipe that gets a byte on every resize (SIGWINCH)
    /// and after `fg`, so a reader waiting for a key can wake and redraw.
    /// Made on first use; both ends are non-blocking and close on exec.
    static func resizeWakeDescriptor() -> Int32 {
        installRestoreHandlers()
        if terminalState.pointee.wakeReadDescriptor >= 0 { return terminalState.pointee.wakeReadDescriptor }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return -1 }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        terminalState.pointee.wakeReadDescriptor = ends[0]
        terminalState.pointee.wakeWriteDescriptor = ends[1]
        _ = signal(SIGWINCH, windowResized)
        return ends[0]
    }

    /// Switches `descriptor` to the alternate screen (smcup), so the shell's
    /// screen comes back untouched when quizctl leaves it: on `leaveAlternateScreen`,
    /// at exit, and on Ctrl-C, SIGTERM, SIGHUP and Ctrl-Z (re-entered on `fg`).
    static func enterAlternateScreen(on descriptor: Int32 = STDOUT_FILENO) {
        installRestoreHandlers()
        guard terminalState.pointee.alternateScreenDescriptor < 0 else { return }
        terminalState.pointee.alternateScreenDescriptor = descriptor
        Screen.write(Screen.enterAlternateScreen, to: descriptor)
    }

    /// Gives the shell its screen back; nothing when it was never taken.
    static func leaveAlternateScreen() {
        let descriptor = terminalState.pointee.alternateScreenDescriptor
        guard descriptor >= 0 else { return }
        terminalState.pointee.alternateScreenDescriptor = -1
        Screen.write(Screen.leaveAlternateScreen, to: descriptor)
    }

    /// Seconds between the last Ctrl-Z and the `fg` after it, once: 0 when
    /// there was none, or a SIGCONT came without a stop.
    static func takeLastSuspension() -> Double {
        let state = terminalState.pointee
        guard state.suspendedAt.tv_sec != 0 else { return 0 }
        terminalState.pointee.suspendedAt = timespec()
        let stopped = Double(state.suspendedAt.tv_sec) + Double(state.suspendedAt.tv_nsec) / 1e9
        let resumed = Double(state.resumedAt.tv_sec) + Double(state.resumedAt.tv_nsec) / 1e9
        return max(0, resumed - stopped)
    }

    static var isOnAlternateScreen: Bool { terminalState.pointee.alternateScreenDescriptor >= 0 }

    /// Whether cbreak mode is on.
    static var isInCBreak: Bool { terminalState.pointee.savedSettings != nil }

    /// Switches `descriptor` to cbreak mode: keys arrive one at a time, without
    /// echo, while Ctrl-C still sends SIGINT. Returns false when the descriptor
    /// is not a terminal. Entering twice keeps the settings saved the first time.
    @discardableResult
    static func enterCBreak(descriptor: Int32 = STDIN_FILENO) -> Bool {
        if isInCBreak { return true }
        var original = termios()
        guard tcgetattr(descriptor, &original) == 0 else { return false }
        installRestoreHandlers()
        var cbreak = original
        cbreak.c_lflag &= ~tcflag_t(ECHO | ICANON)
        withUnsafeMutableBytes(of: &cbreak.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        terminalState.pointee.savedSettings = original
        terminalState.pointee.cbreakSettings = cbreak
        terminalState.pointee.settingsDescriptor = descriptor
        guard tcsetattr(descriptor, TCSADRAIN, &cbreak) == 0 else {
            terminalState.pointee.savedSettings = nil
            return false
        }
        return true
    }

    /// Restores the saved settings exactly and shows the cursor. Safe to call
    /// at any time, including when cbreak mode was never entered.
    static func restore() {
        undoTerminalChanges()
        terminalState.pointee.savedSettings = nil
        terminalState.pointee.cbreakSettings = nil
        terminalState.pointee.hiddenCursorDescriptor = -1
    }

    /// Hides the cursor on `descriptor`, remembering to show it again on exit.
    static func hideCursor(on descriptor: Int32 = STDOUT_FILENO) {
        installRestoreHandlers()
        terminalState.pointee.hiddenCursorDescriptor = descriptor
        Screen.write(Screen.hideCursor, to: descriptor)
    }

    /// Shows the cursor if quizctl hid it.
    static func showCursor() {
        let descriptor = terminalState.pointee.hiddenCursorDescriptor
        guard descriptor >= 0 else { return }
        terminalState.pointee.hiddenCursorDescriptor = -1
        Screen.write(Screen.showCursor, to: descriptor)
    }

    /// Whether the cursor is currently hidden by quizctl.
    static var isCursorHidden: Bool { terminalState.pointee.hiddenCursorDescriptor >= 0 }
}
