import QuizPlatform

private let category = "General Knowledge"

extension OfflineTriviaPack {
    static let generalKnowledge: [PackEntry] = [
        multiple("How many days are there in a leap year?", "366", ["365", "364", "367"], category, .easy),
        multiple("Which colour do you get by mixing blue and yellow paint?", "Green", ["Purple", "Orange", "Brown"], category, .easy),
        multiple("What is the currency of Japan?", "Yen", ["Won", "Yuan", "Ringgit"], category, .easy),
        multiple("In which month is Halloween celebrated?", "October", ["November", "September", "December"], category, .easy),
        boolean("A dozen is twelve of something.", true, category, .easy),

        multiple(
            "What does the symbol \"©\" on a book or film mean?", "Copyright", ["Certified", "Company", "Commercial"], category, .medium),
        multiple(
            "Which language has the most native speakers in the world?", "Mandarin Chinese", ["Spanish", "English", "Hindi"], category,
            .medium),
        multiple(
            "Which material is traditionally linked with a 50th wedding anniversary?", "Gold", ["Silver", "Diamond", "Ruby"], category,
            .medium),
        multiple(
            "In the NATO phonetic alphabet, which word stands for the letter Q?", "Quebec", ["Queen", "Quito", "Quartz"], category, .medium),
        boolean("The Great Wall of China can be seen with the naked eye from the Moon.", false, category, .medium),
        boolean("A \"baker's dozen\" means fourteen.", false, category, .medium),

        multiple(
            "Which city is home to the Atomium, built for the 1958 World's Fair?", "Brussels", ["Antwerp", "Amsterdam", "Luxembourg"],
            category, .hard),
        multiple("Which letter of the alphabet appears in none of the names of the 50 US states?", "Q", ["J", "Z", "X"], category, .hard),
        multiple("What do the letters \"i.e.\" stand for in Latin?", "Id est", ["Exempli gratia", "Et cetera", "Ibidem"], category, .hard),
        boolean("The Eiffel Tower was built for the 1889 World's Fair in Paris.", true, category, .hard),
    ]
}
