import Foundation
import QuizPlatform

// A wiring file: the work happens in Application.
TerminalSession.installRestoreHandlers()
let status = await Application.run(Array(CommandLine.arguments.dropFirst()))
TerminalSession.restore()
exit(status.rawValue)
