import QuizPlatform

private let category = "Entertainment: Film"

extension OfflineTriviaPack {
    static let film: [PackEntry] = [
        multiple(
            "Which 1975 film has a great white shark terrorising the resort town of Amity Island?", "Jaws",
            ["The Abyss", "Deep Blue Sea", "Orca"], category, .easy),
        multiple(
            "Who directed \"Jurassic Park\" (1993)?", "Steven Spielberg", ["James Cameron", "George Lucas", "Ridley Scott"], category, .easy
        ),
        multiple(
            "In \"The Wizard of Oz\" (1939), what is the name of Dorothy's dog?", "Toto", ["Rex", "Buster", "Lassie"], category, .easy),
        multiple(
            "Which school of witchcraft and wizardry does Harry Potter attend?", "Hogwarts", ["Durmstrang", "Beauxbatons", "Ilvermorny"],
            category, .easy),
        boolean("\"Toy Story\" (1995) was the first feature film made entirely with computer animation.", true, category, .easy),

        multiple(
            "Which actor plays Vito Corleone in \"The Godfather\" (1972)?", "Marlon Brando", ["Al Pacino", "Robert De Niro", "James Caan"],
            category, .medium),
        multiple(
            "What is the name of the ship's computer in \"2001: A Space Odyssey\"?", "HAL 9000",
            ["Skynet", "MU-TH-UR 6000", "Deep Thought"], category, .medium),
        multiple(
            "In which 1994 film does the hero tell his life story on a bench while waiting for a bus?", "Forrest Gump",
            ["The Shawshank Redemption", "Pulp Fiction", "Big Fish"], category, .medium),
        multiple(
            "In \"Star Wars\" (1977), on which planet did Luke Skywalker grow up?", "Tatooine", ["Hoth", "Endor", "Naboo"], category,
            .medium),
        multiple(
            "Who composed the music for \"Jaws\", \"Star Wars\" and \"E.T. the Extra-Terrestrial\"?", "John Williams",
            ["Hans Zimmer", "Jerry Goldsmith", "Ennio Morricone"], category, .medium),
        boolean("Alfred Hitchcock won the Academy Award for Best Director.", false, category, .medium),

        multiple(
            "Which film won Outstanding Picture at the very first Academy Awards?", "Wings",
            ["7th Heaven", "The Racket", "The Jazz Singer"], category, .hard),
        multiple(
            "Who directed \"Seven Samurai\" (1954)?", "Akira Kurosawa", ["Yasujirō Ozu", "Kenji Mizoguchi", "Masaki Kobayashi"], category,
            .hard),
        multiple(
            "Which 1920 German Expressionist film features a sleepwalker called Cesare?", "The Cabinet of Dr. Caligari",
            ["Nosferatu", "Metropolis", "M"], category, .hard),
        boolean("\"Parasite\" (2019) was the first film not in English to win the Academy Award for Best Picture.", true, category, .hard),
        boolean("The exact line \"Play it again, Sam\" is spoken in \"Casablanca\" (1942).", false, category, .hard),
    ]
}
