import QuizCLI

// A wiring file: the work happens in QuizCLI's Application.
await Application.main()
