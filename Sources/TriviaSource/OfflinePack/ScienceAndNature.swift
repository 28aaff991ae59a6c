import QuizPlatform

private let category = "Science & Nature"

extension OfflineTriviaPack {
    static let scienceAndNature: [PackEntry] = [
        multiple("What is the chemical symbol for gold?", "Au", ["Ag", "Gd", "Go"], category, .easy),
        multiple("At sea level, at what temperature does pure water boil?", "100 °C", ["90 °C", "110 °C", "120 °C"], category, .easy),
        multiple("Which planet is known as the Red Planet?", "Mars", ["Jupiter", "Venus", "Mercury"], category, .easy),
        multiple(
            "Which gas do plants take in from the air to make food by photosynthesis?", "Carbon dioxide",
            ["Oxygen", "Nitrogen", "Hydrogen"], category, .easy),
        boolean("Sound travels faster through air than through water.", false, category, .easy),

        multiple("Which gas makes up most of Earth's atmosphere?", "Nitrogen", ["Oxygen", "Argon", "Carbon dioxide"], category, .medium),
        multiple("Which organ of the human body produces insulin?", "Pancreas", ["Liver", "Kidney", "Spleen"], category, .medium),
        multiple("How many bones does a typical adult human skeleton have?", "206", ["198", "212", "230"], category, .medium),
        multiple(
            "Roughly how fast does light travel in a vacuum?", "About 300,000 km per second",
            ["About 150,000 km per second", "About 30,000 km per second", "About 3,000,000 km per second"], category, .medium),
        boolean("Diamond and graphite are both made of carbon.", true, category, .medium),

        multiple("Which planet of the Solar System has the shortest day?", "Jupiter", ["Saturn", "Earth", "Neptune"], category, .hard),
        multiple("Which metal has the highest melting point?", "Tungsten", ["Titanium", "Iron", "Platinum"], category, .hard),
        multiple(
            "Which mineral has a hardness of 9 on the Mohs scale, just below diamond?", "Corundum", ["Topaz", "Quartz", "Feldspar"],
            category, .hard),
        boolean("Absolute zero, 0 kelvin, is equal to -273.15 °C.", true, category, .hard),
        boolean("Venus spins in the opposite direction to most planets of the Solar System.", true, category, .hard),
    ]
}
