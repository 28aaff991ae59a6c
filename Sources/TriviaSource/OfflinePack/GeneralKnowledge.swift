import QuizPlatform

private let category = "General Knowledge"

extension OfflineTriviaPack {
    static let generalKnowledge: [OfflineTriviaEntry] = [
        multiple(
            en: "How many days are there in a leap year?", "366", ["365", "364", "367"],
            ru: "Сколько дней в високосном году?", "366", ["365", "364", "367"],
            category, .easy),
        multiple(
            en: "Which colour do you get by mixing blue and yellow paint?", "Green", ["Purple", "Orange", "Brown"],
            ru: "Какой цвет получится, если смешать синюю и жёлтую краску?", "Зелёный", ["Фиолетовый", "Оранжевый", "Коричневый"],
            category, .easy),
        multiple(
            en: "What is the currency of Japan?", "Yen", ["Won", "Yuan", "Ringgit"],
            ru: "Как называется валюта Японии?", "Иена", ["Вона", "Юань", "Ринггит"],
            category, .easy),
        multiple(
            en: "In which month is Halloween celebrated?", "October", ["November", "September", "December"],
            ru: "В каком месяце празднуют Хеллоуин?", "В октябре", ["В ноябре", "В сентябре", "В декабре"],
            category, .easy),
        boolean(en: "A dozen is twelve of something.", ru: "Дюжина — это двенадцать штук.", true, category, .easy),
        multiple(
            en: "What does the symbol \"©\" on a book or film mean?", "Copyright", ["Certified", "Company", "Commercial"],
            ru: "Что означает знак «©» на книге или в титрах фильма?", "Авторское право",
            ["Сертифицировано", "Компания", "Коммерческое издание"],
            category, .medium),
        multiple(
            en: "Which language has the most native speakers in the world?", "Mandarin Chinese", ["Spanish", "English", "Hindi"],
            ru: "Какой язык родной для наибольшего числа людей в мире?", "Севернокитайский (путунхуа)",
            ["Испанский", "Английский", "Хинди"],
            category, .medium),
        multiple(
            en: "Which material is traditionally linked with a 50th wedding anniversary?", "Gold", ["Silver", "Diamond", "Ruby"],
            ru: "Какая свадьба по традиции отмечается в 50-ю годовщину?", "Золотая", ["Серебряная", "Бриллиантовая", "Рубиновая"],
            category, .medium),
        multiple(
            en: "In the NATO phonetic alphabet, which word stands for the letter Q?", "Quebec", ["Queen", "Quito", "Quartz"],
            ru: "Каким словом обозначается буква Q в фонетическом алфавите НАТО?", "Квебек", ["Куин", "Кито", "Кварц"],
            category, .medium),
        boolean(
            en: "The Great Wall of China can be seen with the naked eye from the Moon.",
            ru: "Великую Китайскую стену видно с Луны невооружённым глазом.", false, category, .medium),
        boolean(en: "A \"baker's dozen\" means fourteen.", ru: "«Чёртова дюжина» — это четырнадцать.", false, category, .medium),
        multiple(
            en: "Which city is home to the Atomium, built for the 1958 World's Fair?", "Brussels", ["Antwerp", "Amsterdam", "Luxembourg"],
            ru: "В каком городе стоит Атомиум, построенный к Всемирной выставке 1958 года?", "В Брюсселе",
            ["В Антверпене", "В Амстердаме", "В Люксембурге"],
            category, .hard),
        multiple(
            en: "Which letter of the alphabet appears in none of the names of the 50 US states?", "Q", ["J", "Z", "X"],
            ru: "Какой латинской буквы нет ни в одном английском названии 50 штатов США?", "Q", ["J", "Z", "X"],
            category, .hard),
        multiple(
            en: "What do the letters \"i.e.\" stand for in Latin?", "Id est", ["Exempli gratia", "Et cetera", "Ibidem"],
            ru: "Что означает латинское сокращение «i.e.»?", "«То есть»", ["«Например»", "«И так далее»", "«Там же»"],
            category, .hard),
        boolean(
            en: "The Eiffel Tower was built for the 1889 World's Fair in Paris.",
            ru: "Эйфелеву башню построили к Всемирной выставке 1889 года в Париже.", true, category, .hard),
    ]
}
