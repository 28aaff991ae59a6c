import Testing

@testable import QuizCLI

/// Parses a command line that must run a command, and returns what it runs.
func parseRunnable(
    _ args: [String], sourceLocation: SourceLocation = #_sourceLocation
) throws -> (path: [String], arguments: ParsedArguments) {
    let invocation = try ArgumentParser.parse(args)
    guard case .run(let path, let arguments) = invocation else {
        Issue.record("expected a command to run, got \(invocation)", sourceLocation: sourceLocation)
        throw NotACommandToRun()
    }
    return (path, arguments)
}

struct NotACommandToRun: Error {}
