import QuizPlatform

private let category = "Science: Computers"

extension OfflineTriviaPack {
    static let computers: [PackEntry] = [
        multiple(
            "What does \"CPU\" stand for?", "Central Processing Unit",
            ["Central Program Utility", "Computer Personal Unit", "Core Processing Utility"], category, .easy),
        multiple("How many bits are there in a byte?", "8", ["4", "16", "10"], category, .easy),
        multiple("Which company makes the Windows operating system?", "Microsoft", ["Apple", "IBM", "Intel"], category, .easy),
        multiple("Which key combination copies a selection on Windows?", "Ctrl+C", ["Ctrl+V", "Ctrl+X", "Ctrl+Z"], category, .easy),
        boolean("A computer's main memory (RAM) loses its contents when the power is switched off.", true, category, .easy),

        multiple(
            "What does \"HTML\" stand for?", "HyperText Markup Language",
            ["HyperText Machine Language", "HighText Markup Language", "Hyperlink Text Management Language"], category, .medium),
        multiple(
            "Who is often called the first computer programmer, for her notes on Babbage's Analytical Engine?", "Ada Lovelace",
            ["Grace Hopper", "Margaret Hamilton", "Hedy Lamarr"], category, .medium),
        multiple("What is the binary number 1010 in decimal?", "10", ["8", "12", "5"], category, .medium),
        multiple("Which TCP port does HTTPS use by default?", "443", ["80", "8080", "22"], category, .medium),
        boolean("Linus Torvalds first released the Linux kernel in 1991.", true, category, .medium),

        multiple(
            "Which programming language did Dennis Ritchie create at Bell Labs in the early 1970s?", "C", ["B", "Pascal", "Fortran"],
            category, .hard),
        multiple("What does the \"S\" in \"SQL\" stand for?", "Structured", ["Standard", "Simple", "Sequential"], category, .hard),
        multiple("How many bytes are there in a kibibyte (KiB)?", "1024", ["1000", "1048", "512"], category, .hard),
        boolean("In 1947 a moth found in the Harvard Mark II computer was taped into its logbook as a \"bug\".", true, category, .hard),
        boolean("The Python programming language is named after the snake.", false, category, .hard),
    ]
}
