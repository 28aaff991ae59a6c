import Testing

/// Suites that touch the process's one terminal state (the cursor quizctl
/// hid, the alternate screen, cbreak mode, SIGWINCH) run one test at a
/// time across all of them, not only within each: a cursor hidden by one
/// test's run loop must not be shown again by another's spinner meanwhile.
@Suite(.serialized) enum TerminalStateSuites {}
