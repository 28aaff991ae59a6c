import QuizPlatform

private let category = "History"

extension OfflineTriviaPack {
    static let history: [PackEntry] = [
        multiple("In which year did World War II end?", "1945", ["1944", "1946", "1939"], category, .easy),
        multiple(
            "Who was the first President of the United States?", "George Washington",
            ["Thomas Jefferson", "John Adams", "Abraham Lincoln"], category, .easy),
        multiple(
            "Which people built the great pyramids at Giza?", "The ancient Egyptians", ["The Romans", "The ancient Greeks", "The Maya"],
            category, .easy),
        multiple(
            "Which ship sank on its maiden voyage in April 1912 after striking an iceberg?", "Titanic",
            ["Lusitania", "Britannic", "Olympic"], category, .easy),
        boolean("The Berlin Wall fell in 1989.", true, category, .easy),

        multiple("In which year did Christopher Columbus first reach the Americas?", "1492", ["1488", "1498", "1504"], category, .medium),
        multiple(
            "Who was the first person to walk on the Moon?", "Neil Armstrong", ["Buzz Aldrin", "Yuri Gagarin", "Michael Collins"], category,
            .medium),
        multiple(
            "Which empire did Suleiman the Magnificent rule?", "Ottoman Empire", ["Mughal Empire", "Persian Empire", "Byzantine Empire"],
            category, .medium),
        multiple(
            "Which charter did King John of England seal in 1215?", "Magna Carta",
            ["Domesday Book", "Bill of Rights", "Treaty of Windsor"], category, .medium),
        boolean("Napoléon Bonaparte was born on the island of Corsica.", true, category, .medium),

        multiple(
            "Who was the first woman to win a Nobel Prize?", "Marie Curie", ["Bertha von Suttner", "Selma Lagerlöf", "Dorothy Hodgkin"],
            category, .hard),
        multiple("In which year was the Battle of Hastings fought?", "1066", ["1086", "1056", "1166"], category, .hard),
        multiple("Which city was the capital of the Byzantine Empire?", "Constantinople", ["Rome", "Athens", "Antioch"], category, .hard),
        boolean("The Hundred Years' War lasted exactly one hundred years.", false, category, .hard),
        boolean(
            "Cleopatra lived closer in time to the first Moon landing than to the building of the Great Pyramid of Giza.", true, category,
            .hard),
    ]
}
