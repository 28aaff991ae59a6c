import QuizPlatform

private let category = "Sports"

extension OfflineTriviaPack {
    static let sports: [OfflineTriviaEntry] = [
        multiple(
            en: "How many players does each football (soccer) team have on the pitch at the start of a match?", "11", ["10", "9", "12"],
            ru: "Сколько футболистов каждой команды выходит на поле в начале матча?", "11", ["10", "9", "12"],
            category, .easy),
        multiple(
            en: "In which sport would you see a slam dunk?", "Basketball", ["Volleyball", "Tennis", "Handball"],
            ru: "В каком виде спорта можно увидеть слэм-данк?", "В баскетболе", ["В волейболе", "В теннисе", "В гандболе"],
            category, .easy),
        multiple(
            en: "How often are the Summer Olympic Games normally held?", "Every four years",
            ["Every two years", "Every three years", "Every five years"],
            ru: "Как часто обычно проводятся летние Олимпийские игры?", "Раз в четыре года",
            ["Раз в два года", "Раз в три года", "Раз в пять лет"],
            category, .easy),
        multiple(
            en: "In tennis, what is a score of zero called?", "Love", ["Nil", "Duck", "Blank"],
            ru: "Как по-английски называют нулевой счёт в теннисе?", "Лав", ["Нил", "Дак", "Бланк"],
            category, .easy),
        multiple(
            en: "With which national team did Pelé win three World Cups?", "Brazil", ["Argentina", "Portugal", "Uruguay"],
            ru: "В составе какой сборной Пеле трижды выигрывал чемпионат мира?", "Бразилии", ["Аргентины", "Португалии", "Уругвая"],
            category, .easy),
        multiple(
            en: "Which country hosted the first FIFA World Cup, in 1930?", "Uruguay", ["Brazil", "Italy", "Argentina"],
            ru: "Какая страна принимала первый чемпионат мира по футболу в 1930 году?", "Уругвай", ["Бразилия", "Италия", "Аргентина"],
            category, .medium),
        multiple(
            en: "How many points is a touchdown worth in American football, before any extra point?", "6", ["3", "7", "5"],
            ru: "Сколько очков приносит тачдаун в американском футболе, не считая дополнительных?", "6", ["3", "7", "5"],
            category, .medium),
        multiple(
            en: "In golf, what is a score of one under par on a hole called?", "Birdie", ["Eagle", "Bogey", "Albatross"],
            ru: "Как в гольфе называют результат на лунке на один удар лучше пара?", "Бёрди", ["Игл", "Боги", "Альбатрос"],
            category, .medium),
        boolean(
            en: "In cricket, a batter who scores 100 runs in one innings has made a century.",
            ru: "В крикете бэтсмен, набравший 100 пробежек за один иннингс, делает «сенчури».", true, category, .medium),
        boolean(
            en: "The rim of a regulation basketball hoop is 10 feet above the floor.",
            ru: "Кольцо баскетбольной корзины находится на высоте 10 футов над полом.", true, category, .medium),
        multiple(
            en: "What is the official distance of a marathon?", "42.195 km", ["40 km", "41.25 km", "43.195 km"],
            ru: "Какова официальная длина марафонской дистанции?", "42,195 км", ["40 км", "41,25 км", "43,195 км"],
            category, .hard),
        multiple(
            en: "In which city were the first modern Olympic Games held, in 1896?", "Athens", ["Paris", "London", "Rome"],
            ru: "В каком городе в 1896 году прошли первые Олимпийские игры современности?", "В Афинах",
            ["В Париже", "В Лондоне", "В Риме"],
            category, .hard),
        multiple(
            en: "In snooker, what is the highest break possible without a free ball?", "147", ["155", "140", "150"],
            ru: "Какой максимальный брейк возможен в снукере без «свободного шара»?", "147", ["155", "140", "150"],
            category, .hard),
        boolean(
            en: "Ice hockey's Stanley Cup is named after a Governor General of Canada.",
            ru: "Хоккейный Кубок Стэнли назван в честь генерал-губернатора Канады.", true, category, .hard),
        boolean(
            en: "The Ryder Cup is one of golf's four major championships for men.",
            ru: "Кубок Райдера — один из четырёх мужских турниров Большого шлема в гольфе.", false, category, .hard),
    ]
}
