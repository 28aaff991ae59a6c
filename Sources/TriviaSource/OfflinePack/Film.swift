import QuizPlatform

private let category = "Entertainment: Film"

extension OfflineTriviaPack {
    static let film: [OfflineTriviaEntry] = [
        multiple(
            en: "Which 1975 film has a great white shark terrorising the resort town of Amity Island?", "Jaws",
            ["The Abyss", "Deep Blue Sea", "Orca"],
            ru: "В каком фильме 1975 года большая белая акула держит в страхе курортный городок на острове Эмити?", "«Челюсти»",
            ["«Бездна»", "«Глубокое синее море»", "«Орка»"],
            category, .easy),
        multiple(
            en: "Who directed \"Jurassic Park\" (1993)?", "Steven Spielberg", ["James Cameron", "George Lucas", "Ridley Scott"],
            ru: "Кто снял «Парк юрского периода» (1993)?", "Стивен Спилберг", ["Джеймс Кэмерон", "Джордж Лукас", "Ридли Скотт"],
            category, .easy),
        multiple(
            en: "In \"The Wizard of Oz\" (1939), what is the name of Dorothy's dog?", "Toto", ["Rex", "Buster", "Lassie"],
            ru: "Как зовут собаку Дороти в фильме «Волшебник страны Оз» (1939)?", "Тото", ["Рекс", "Бастер", "Лесси"],
            category, .easy),
        multiple(
            en: "Which school of witchcraft and wizardry does Harry Potter attend?", "Hogwarts",
            ["Durmstrang", "Beauxbatons", "Ilvermorny"],
            ru: "Как называется школа чародейства и волшебства, в которой учится Гарри Поттер?", "Хогвартс",
            ["Дурмстранг", "Шармбатон", "Ильверморни"],
            category, .easy),
        boolean(
            en: "\"Toy Story\" (1995) was the first feature film made entirely with computer animation.",
            ru: "«История игрушек» (1995) — первый полнометражный фильм, целиком сделанный на компьютере.", true, category, .easy),
        multiple(
            en: "Which actor plays Vito Corleone in \"The Godfather\" (1972)?", "Marlon Brando",
            ["Al Pacino", "Robert De Niro", "James Caan"],
            ru: "Кто сыграл Вито Корлеоне в «Крёстном отце» (1972)?", "Марлон Брандо", ["Аль Пачино", "Роберт Де Ниро", "Джеймс Каан"],
            category, .medium),
        multiple(
            en: "What is the name of the ship's computer in \"2001: A Space Odyssey\"?", "HAL 9000",
            ["Skynet", "MU-TH-UR 6000", "Deep Thought"],
            ru: "Как зовут бортовой компьютер в фильме «Космическая одиссея 2001 года»?", "ЭАЛ 9000",
            ["Скайнет", "Мать 6000", "Глубокая Мысль"],
            category, .medium),
        multiple(
            en: "In which 1994 film does the hero tell his life story on a bench while waiting for a bus?", "Forrest Gump",
            ["The Shawshank Redemption", "Pulp Fiction", "Big Fish"],
            ru: "В каком фильме 1994 года герой рассказывает историю своей жизни на скамейке в ожидании автобуса?", "«Форрест Гамп»",
            ["«Побег из Шоушенка»", "«Криминальное чтиво»", "«Крупная рыба»"],
            category, .medium),
        multiple(
            en: "In \"Star Wars\" (1977), on which planet did Luke Skywalker grow up?", "Tatooine", ["Hoth", "Endor", "Naboo"],
            ru: "На какой планете вырос Люк Скайуокер в «Звёздных войнах» (1977)?", "На Татуине", ["На Хоте", "На Эндоре", "На Набу"],
            category, .medium),
        multiple(
            en: "Who composed the music for \"Jaws\", \"Star Wars\" and \"E.T. the Extra-Terrestrial\"?", "John Williams",
            ["Hans Zimmer", "Jerry Goldsmith", "Ennio Morricone"],
            ru: "Кто написал музыку к «Челюстям», «Звёздным войнам» и «Инопланетянину»?", "Джон Уильямс",
            ["Ханс Циммер", "Джерри Голдсмит", "Эннио Морриконе"],
            category, .medium),
        boolean(
            en: "Alfred Hitchcock won the Academy Award for Best Director.", ru: "Альфред Хичкок получил «Оскар» за лучшую режиссуру.",
            false,
            category, .medium),
        multiple(
            en: "Which film won Outstanding Picture at the very first Academy Awards?", "Wings",
            ["7th Heaven", "The Racket", "The Jazz Singer"],
            ru: "Какой фильм победил в номинации «Выдающийся фильм» на самой первой церемонии вручения «Оскара»?", "«Крылья»",
            ["«Седьмое небо»", "«Рэкет»", "«Певец джаза»"],
            category, .hard),
        multiple(
            en: "Who directed \"Seven Samurai\" (1954)?", "Akira Kurosawa", ["Yasujirō Ozu", "Kenji Mizoguchi", "Masaki Kobayashi"],
            ru: "Кто снял «Семь самураев» (1954)?", "Акира Куросава", ["Ясудзиро Одзу", "Кэндзи Мидзогути", "Масаки Кобаяси"],
            category, .hard),
        multiple(
            en: "Which 1920 German Expressionist film features a sleepwalker called Cesare?", "The Cabinet of Dr. Caligari",
            ["Nosferatu", "Metropolis", "M"],
            ru: "В каком немецком экспрессионистском фильме 1920 года действует сомнамбула Чезаре?", "«Кабинет доктора Калигари»",
            ["«Носферату»", "«Метрополис»", "«М»"],
            category, .hard),
        boolean(
            en: "\"Parasite\" (2019) was the first film not in English to win the Academy Award for Best Picture.",
            ru: "«Паразиты» (2019) — первый неанглоязычный фильм, получивший «Оскар» за лучший фильм.", true, category, .hard),
        boolean(
            en: "The exact line \"Play it again, Sam\" is spoken in \"Casablanca\" (1942).",
            ru: "Фраза «Сыграй ещё раз, Сэм» дословно звучит в «Касабланке» (1942).", false, category, .hard),
    ]
}
