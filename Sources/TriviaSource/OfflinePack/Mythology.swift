import QuizPlatform

private let category = "Mythology"

extension OfflineTriviaPack {
    static let mythology: [OfflineTriviaEntry] = [
        multiple(
            en: "Who is the king of the gods in Greek mythology?", "Zeus", ["Apollo", "Poseidon", "Hades"],
            ru: "Кто царь богов в греческой мифологии?", "Зевс", ["Аполлон", "Посейдон", "Аид"],
            category, .easy),
        multiple(
            en: "Which Greek hero killed the Minotaur?", "Theseus", ["Perseus", "Heracles", "Jason"],
            ru: "Какой греческий герой убил Минотавра?", "Тесей", ["Персей", "Геракл", "Ясон"],
            category, .easy),
        multiple(
            en: "Who is the Greek goddess of wisdom?", "Athena", ["Aphrodite", "Hera", "Artemis"],
            ru: "Кто в греческой мифологии богиня мудрости?", "Афина", ["Афродита", "Гера", "Артемида"],
            category, .easy),
        boolean(en: "In Roman mythology, Mars is the god of war.", ru: "В римской мифологии Марс — бог войны.", true, category, .easy),
        boolean(
            en: "In Greek myth, the wax of Icarus's wings melted when he flew too close to the Sun.",
            ru: "В греческом мифе воск на крыльях Икара растаял, когда тот подлетел слишком близко к Солнцу.", true, category, .easy),
        multiple(
            en: "In Norse mythology, what is the name of Thor's hammer?", "Mjölnir", ["Gungnir", "Gram", "Skofnung"],
            ru: "Как называется молот Тора в скандинавской мифологии?", "Мьёльнир", ["Гунгнир", "Грам", "Скофнунг"],
            category, .medium),
        multiple(
            en: "Which winged horse sprang from the neck of Medusa?", "Pegasus", ["Arion", "Sleipnir", "Bucephalus"],
            ru: "Какой крылатый конь появился из шеи Медузы?", "Пегас", ["Арион", "Слейпнир", "Буцефал"],
            category, .medium),
        multiple(
            en: "Which Egyptian god has the head of a jackal and watches over mummification?", "Anubis", ["Horus", "Thoth", "Ra"],
            ru: "Какой египетский бог с головой шакала покровительствует бальзамированию?", "Анубис", ["Гор", "Тот", "Ра"],
            category, .medium),
        multiple(
            en: "In Greek myth, who opened the jar that let evils loose into the world?", "Pandora", ["Persephone", "Psyche", "Helen"],
            ru: "Кто в греческом мифе открыл сосуд, выпустив в мир все беды?", "Пандора", ["Персефона", "Психея", "Елена"],
            category, .medium),
        multiple(
            en: "Which Roman god matches the Greek messenger god Hermes?", "Mercury", ["Neptune", "Vulcan", "Apollo"],
            ru: "Какой римский бог соответствует греческому вестнику богов Гермесу?", "Меркурий", ["Нептун", "Вулкан", "Аполлон"],
            category, .medium),
        boolean(
            en: "In Hindu mythology, Ganesha has the head of a lion.", ru: "В индуистской мифологии у Ганеши голова льва.", false, category,
            .medium),
        multiple(
            en: "What is the name of Odin's eight-legged horse?", "Sleipnir", ["Gullfaxi", "Grani", "Hrímfaxi"],
            ru: "Как зовут восьминогого коня Одина?", "Слейпнир", ["Гульфакси", "Грани", "Хримфакси"],
            category, .hard),
        multiple(
            en: "Which river of the Greek Underworld made the dead forget their past lives?", "Lethe", ["Styx", "Acheron", "Cocytus"],
            ru: "Какая река греческого подземного царства дарила умершим забвение прошлой жизни?", "Лета", ["Стикс", "Ахерон", "Коцит"],
            category, .hard),
        multiple(
            en: "Which Greek goddess of the rainbow carried messages for the gods?", "Iris", ["Nike", "Eos", "Hebe"],
            ru: "Какая греческая богиня радуги разносила вести богов?", "Ирида", ["Ника", "Эос", "Геба"],
            category, .hard),
        multiple(
            en: "Which king of Uruk is the hero of an epic often called the oldest great work of literature?", "Gilgamesh",
            ["Hammurabi", "Sargon of Akkad", "Nebuchadnezzar II"],
            ru: "Какой царь Урука — герой эпоса, который часто называют древнейшим великим литературным произведением?", "Гильгамеш",
            ["Хаммурапи", "Саргон Аккадский", "Навуходоносор II"],
            category, .hard),
        boolean(
            en: "Odin gave up one of his eyes to drink from Mímir's well of wisdom.",
            ru: "Один отдал глаз, чтобы испить из источника мудрости Мимира.", true, category, .hard),
    ]
}
