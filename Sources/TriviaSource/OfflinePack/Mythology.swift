import QuizPlatform

private let category = "Mythology"

extension OfflineTriviaPack {
    static let mythology: [PackEntry] = [
        multiple("Who is the king of the gods in Greek mythology?", "Zeus", ["Apollo", "Poseidon", "Hades"], category, .easy),
        multiple("Which Greek hero killed the Minotaur?", "Theseus", ["Perseus", "Heracles", "Jason"], category, .easy),
        multiple("Who is the Greek goddess of wisdom?", "Athena", ["Aphrodite", "Hera", "Artemis"], category, .easy),
        boolean("In Roman mythology, Mars is the god of war.", true, category, .easy),
        boolean("In Greek myth, the wax of Icarus's wings melted when he flew too close to the Sun.", true, category, .easy),

        multiple("In Norse mythology, what is the name of Thor's hammer?", "Mjölnir", ["Gungnir", "Gram", "Skofnung"], category, .medium),
        multiple("Which winged horse sprang from the neck of Medusa?", "Pegasus", ["Arion", "Sleipnir", "Bucephalus"], category, .medium),
        multiple(
            "Which Egyptian god has the head of a jackal and watches over mummification?", "Anubis", ["Horus", "Thoth", "Ra"], category,
            .medium),
        multiple(
            "In Greek myth, who opened the jar that let evils loose into the world?", "Pandora", ["Persephone", "Psyche", "Helen"],
            category, .medium),
        multiple("Which Roman god matches the Greek messenger god Hermes?", "Mercury", ["Neptune", "Vulcan", "Apollo"], category, .medium),
        boolean("In Hindu mythology, Ganesha has the head of a lion.", false, category, .medium),

        multiple("What is the name of Odin's eight-legged horse?", "Sleipnir", ["Gullfaxi", "Grani", "Hrímfaxi"], category, .hard),
        multiple(
            "Which river of the Greek Underworld made the dead forget their past lives?", "Lethe", ["Styx", "Acheron", "Cocytus"], category,
            .hard),
        multiple("Which Greek goddess of the rainbow carried messages for the gods?", "Iris", ["Nike", "Eos", "Hebe"], category, .hard),
        multiple(
            "Which king of Uruk is the hero of an epic often called the oldest great work of literature?", "Gilgamesh",
            ["Hammurabi", "Sargon of Akkad", "Nebuchadnezzar II"], category, .hard),
        boolean("Odin gave up one of his eyes to drink from Mímir's well of wisdom.", true, category, .hard),
    ]
}
