import QuizPlatform

private let category = "Geography"

extension OfflineTriviaPack {
    static let geography: [OfflineTriviaEntry] = [
        multiple(
            en: "What is the capital city of Australia?", "Canberra", ["Sydney", "Melbourne", "Perth"],
            ru: "Какой город — столица Австралии?", "Канберра", ["Сидней", "Мельбурн", "Перт"],
            category, .easy),
        multiple(
            en: "Which is the largest ocean on Earth?", "Pacific Ocean", ["Atlantic Ocean", "Indian Ocean", "Arctic Ocean"],
            ru: "Какой океан на Земле самый большой?", "Тихий", ["Атлантический", "Индийский", "Северный Ледовитый"],
            category, .easy),
        multiple(
            en: "On which continent does most of Egypt lie?", "Africa", ["Asia", "Europe", "South America"],
            ru: "В какой части света находится большая часть Египта?", "В Африке", ["В Азии", "В Европе", "В Южной Америке"],
            category, .easy),
        multiple(
            en: "Which river flows through Paris?", "Seine", ["Loire", "Rhône", "Thames"],
            ru: "Какая река течёт через Париж?", "Сена", ["Луара", "Рона", "Темза"],
            category, .easy),
        boolean(
            en: "Brazil is the largest country in South America by area.", ru: "Бразилия — самая большая по площади страна Южной Америки.",
            true, category, .easy),
        multiple(
            en: "What is the smallest country in the world by area?", "Vatican City", ["Monaco", "San Marino", "Liechtenstein"],
            ru: "Какое государство самое маленькое в мире по площади?", "Ватикан", ["Монако", "Сан-Марино", "Лихтенштейн"],
            category, .medium),
        multiple(
            en: "In which country is Mount Kilimanjaro?", "Tanzania", ["Kenya", "Uganda", "Ethiopia"],
            ru: "В какой стране находится Килиманджаро?", "В Танзании", ["В Кении", "В Уганде", "В Эфиопии"],
            category, .medium),
        multiple(
            en: "What is the capital of Canada?", "Ottawa", ["Toronto", "Montréal", "Vancouver"],
            ru: "Какой город — столица Канады?", "Оттава", ["Торонто", "Монреаль", "Ванкувер"],
            category, .medium),
        multiple(
            en: "Which is the largest hot desert in the world?", "Sahara", ["Arabian Desert", "Gobi", "Kalahari"],
            ru: "Какая из жарких пустынь самая большая в мире?", "Сахара", ["Аравийская пустыня", "Гоби", "Калахари"],
            category, .medium),
        boolean(en: "Istanbul is the capital of Turkey.", ru: "Стамбул — столица Турции.", false, category, .medium),
        multiple(
            en: "Which country has the longest coastline in the world?", "Canada", ["Russia", "Indonesia", "Australia"],
            ru: "У какой страны самая длинная береговая линия в мире?", "У Канады", ["У России", "У Индонезии", "У Австралии"],
            category, .hard),
        multiple(
            en: "Lake Baikal, the deepest lake in the world, lies in which country?", "Russia", ["Mongolia", "Kazakhstan", "China"],
            ru: "В какой стране находится Байкал — самое глубокое озеро в мире?", "В России", ["В Монголии", "В Казахстане", "В Китае"],
            category, .hard),
        multiple(
            en: "What is the capital of Bhutan?", "Thimphu", ["Kathmandu", "Paro", "Dhaka"],
            ru: "Какой город — столица Бутана?", "Тхимпху", ["Катманду", "Паро", "Дакка"],
            category, .hard),
        boolean(
            en: "The shores of the Dead Sea are the lowest dry land on Earth.", ru: "Берега Мёртвого моря — самая низкая суша на Земле.",
            true, category, .hard),
        boolean(
            en: "The summit of Mount Everest lies on the border between Nepal and China.",
            ru: "Вершина Эвереста лежит на границе Непала и Китая.", true, category, .hard),
    ]
}
