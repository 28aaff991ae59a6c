import QuizPlatform

private let category = "Entertainment: Music"

extension OfflineTriviaPack {
    static let music: [PackEntry] = [
        multiple("How many strings does a standard guitar have?", "6", ["4", "5", "7"], category, .easy),
        multiple(
            "Which band released the album \"Abbey Road\" in 1969?", "The Beatles", ["The Rolling Stones", "The Who", "The Kinks"],
            category, .easy),
        multiple(
            "Which singer is known as the \"King of Pop\"?", "Michael Jackson", ["Elvis Presley", "Prince", "Freddie Mercury"], category,
            .easy),
        multiple("Which of these is a woodwind instrument?", "Clarinet", ["Trumpet", "Violin", "Timpani"], category, .easy),
        boolean("A standard modern piano has 88 keys.", true, category, .easy),

        multiple(
            "Who composed the \"Moonlight\" Sonata?", "Ludwig van Beethoven",
            ["Wolfgang Amadeus Mozart", "Frédéric Chopin", "Franz Schubert"], category, .medium),
        multiple("Freddie Mercury was the lead singer of which band?", "Queen", ["Genesis", "Deep Purple", "Journey"], category, .medium),
        multiple("How many lines does a standard musical staff have?", "5", ["4", "6", "7"], category, .medium),
        multiple(
            "Which Italian term tells a musician to get gradually louder?", "Crescendo", ["Diminuendo", "Staccato", "Legato"], category,
            .medium),
        boolean("Wolfgang Amadeus Mozart was born in Vienna.", false, category, .medium),

        multiple(
            "Who composed \"The Rite of Spring\", whose 1913 Paris premiere caused an uproar?", "Igor Stravinsky",
            ["Sergei Prokofiev", "Claude Debussy", "Maurice Ravel"], category, .hard),
        multiple(
            "What was the Beatles' first album released in the UK?", "Please Please Me",
            ["With the Beatles", "A Hard Day's Night", "Help!"], category, .hard),
        multiple(
            "By what name is Antonín Dvořák's Symphony No. 9 best known?", "From the New World", ["Pastoral", "Eroica", "Unfinished"],
            category, .hard),
        boolean("Johann Sebastian Bach fathered more than ten children.", true, category, .hard),
        boolean("A sextet is a group of seven musicians.", false, category, .hard),
    ]
}
