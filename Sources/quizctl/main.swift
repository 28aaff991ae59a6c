import QuizCLI

// A wiring file: the work happens in QuizCLI's Application.
Application.start()
