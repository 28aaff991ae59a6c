import QuizPlatform

private let category = "Science: Mathematics"

extension OfflineTriviaPack {
    static let mathematics: [PackEntry] = [
        multiple("What is 7 multiplied by 8?", "56", ["54", "48", "64"], category, .easy),
        multiple("How many sides does a hexagon have?", "6", ["5", "7", "8"], category, .easy),
        multiple("What is the square root of 81?", "9", ["8", "7", "27"], category, .easy),
        multiple("What is pi rounded to two decimal places?", "3.14", ["3.41", "3.16", "3.12"], category, .easy),
        multiple("How many edges does a cube have?", "12", ["8", "6", "24"], category, .easy),
        boolean("A right angle measures 90°.", true, category, .easy),

        multiple("What is the smallest prime number?", "2", ["1", "3", "0"], category, .medium),
        multiple("What do the interior angles of a triangle add up to?", "180°", ["90°", "270°", "360°"], category, .medium),
        multiple("What is 15% of 200?", "30", ["15", "20", "35"], category, .medium),
        multiple("What comes next in the Fibonacci sequence 1, 1, 2, 3, 5, 8, 13?", "21", ["18", "20", "26"], category, .medium),
        boolean("Zero is an even number.", true, category, .medium),
        boolean("The number 1 is a prime number.", false, category, .medium),

        multiple("What is a polygon with 12 sides called?", "Dodecagon", ["Decagon", "Icosagon", "Hendecagon"], category, .hard),
        multiple(
            "Who published the incompleteness theorems in 1931?", "Kurt Gödel", ["David Hilbert", "Alan Turing", "Bertrand Russell"],
            category, .hard),
        multiple("What is the value of 0! (zero factorial)?", "1", ["0", "Undefined", "Infinity"], category, .hard),
        boolean("There are infinitely many prime numbers.", true, category, .hard),
    ]
}
