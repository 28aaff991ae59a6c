import QuizPlatform

private let category = "Sports"

extension OfflineTriviaPack {
    static let sports: [PackEntry] = [
        multiple(
            "How many players does each football (soccer) team have on the pitch at the start of a match?", "11", ["10", "9", "12"],
            category, .easy),
        multiple("In which sport would you see a slam dunk?", "Basketball", ["Volleyball", "Tennis", "Handball"], category, .easy),
        multiple(
            "How often are the Summer Olympic Games normally held?", "Every four years",
            ["Every two years", "Every three years", "Every five years"], category, .easy),
        multiple("In tennis, what is a score of zero called?", "Love", ["Nil", "Duck", "Blank"], category, .easy),
        multiple(
            "With which national team did Pelé win three World Cups?", "Brazil", ["Argentina", "Portugal", "Uruguay"], category, .easy),

        multiple(
            "Which country hosted the first FIFA World Cup, in 1930?", "Uruguay", ["Brazil", "Italy", "Argentina"], category, .medium),
        multiple(
            "How many points is a touchdown worth in American football, before any extra point?", "6", ["3", "7", "5"], category, .medium),
        multiple(
            "In golf, what is a score of one under par on a hole called?", "Birdie", ["Eagle", "Bogey", "Albatross"], category, .medium),
        boolean("In cricket, a batter who scores 100 runs in one innings has made a century.", true, category, .medium),
        boolean("The rim of a regulation basketball hoop is 10 feet above the floor.", true, category, .medium),

        multiple("What is the official distance of a marathon?", "42.195 km", ["40 km", "41.25 km", "43.195 km"], category, .hard),
        multiple(
            "In which city were the first modern Olympic Games held, in 1896?", "Athens", ["Paris", "London", "Rome"], category, .hard),
        multiple("In snooker, what is the highest break possible without a free ball?", "147", ["155", "140", "150"], category, .hard),
        boolean("Ice hockey's Stanley Cup is named after a Governor General of Canada.", true, category, .hard),
        boolean("The Ryder Cup is one of golf's four major championships for men.", false, category, .hard),
    ]
}
