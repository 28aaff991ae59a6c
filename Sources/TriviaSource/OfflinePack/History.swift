import QuizPlatform

private let category = "History"

extension OfflineTriviaPack {
    static let history: [OfflineTriviaEntry] = [
        multiple(
            en: "In which year did World War II end?", "1945", ["1944", "1946", "1939"],
            ru: "В каком году закончилась Вторая мировая война?", "1945", ["1944", "1946", "1939"],
            category, .easy),
        multiple(
            en: "Who was the first President of the United States?", "George Washington",
            ["Thomas Jefferson", "John Adams", "Abraham Lincoln"],
            ru: "Кто был первым президентом США?", "Джордж Вашингтон", ["Томас Джефферсон", "Джон Адамс", "Авраам Линкольн"],
            category, .easy),
        multiple(
            en: "Which people built the great pyramids at Giza?", "The ancient Egyptians",
            ["The Romans", "The ancient Greeks", "The Maya"],
            ru: "Какой народ построил великие пирамиды в Гизе?", "Древние египтяне", ["Римляне", "Древние греки", "Майя"],
            category, .easy),
        multiple(
            en: "Which ship sank on its maiden voyage in April 1912 after striking an iceberg?", "Titanic",
            ["Lusitania", "Britannic", "Olympic"],
            ru: "Какой лайнер затонул в первом же рейсе в апреле 1912 года, столкнувшись с айсбергом?", "«Титаник»",
            ["«Лузитания»", "«Британник»", "«Олимпик»"],
            category, .easy),
        boolean(en: "The Berlin Wall fell in 1989.", ru: "Берлинская стена пала в 1989 году.", true, category, .easy),
        multiple(
            en: "In which year did Christopher Columbus first reach the Americas?", "1492", ["1488", "1498", "1504"],
            ru: "В каком году Христофор Колумб впервые достиг Америки?", "1492", ["1488", "1498", "1504"],
            category, .medium),
        multiple(
            en: "Who was the first person to walk on the Moon?", "Neil Armstrong", ["Buzz Aldrin", "Yuri Gagarin", "Michael Collins"],
            ru: "Кто первым из людей ступил на Луну?", "Нил Армстронг", ["Базз Олдрин", "Юрий Гагарин", "Майкл Коллинз"],
            category, .medium),
        multiple(
            en: "Which empire did Suleiman the Magnificent rule?", "Ottoman Empire",
            ["Mughal Empire", "Persian Empire", "Byzantine Empire"],
            ru: "Какой империей правил Сулейман Великолепный?", "Османской империей",
            ["Империей Великих Моголов", "Персидской империей", "Византийской империей"],
            category, .medium),
        multiple(
            en: "Which charter did King John of England seal in 1215?", "Magna Carta",
            ["Domesday Book", "Bill of Rights", "Treaty of Windsor"],
            ru: "Какую хартию скрепил своей печатью английский король Иоанн Безземельный в 1215 году?", "Великую хартию вольностей",
            ["Книгу Страшного суда", "Билль о правах", "Виндзорский договор"],
            category, .medium),
        boolean(
            en: "Napoléon Bonaparte was born on the island of Corsica.", ru: "Наполеон Бонапарт родился на Корсике.", true, category,
            .medium),
        multiple(
            en: "Who was the first woman to win a Nobel Prize?", "Marie Curie",
            ["Bertha von Suttner", "Selma Lagerlöf", "Dorothy Hodgkin"],
            ru: "Какая женщина первой получила Нобелевскую премию?", "Мария Склодовская-Кюри",
            ["Берта фон Зутнер", "Сельма Лагерлёф", "Дороти Ходжкин"],
            category, .hard),
        multiple(
            en: "In which year was the Battle of Hastings fought?", "1066", ["1086", "1056", "1166"],
            ru: "В каком году произошла битва при Гастингсе?", "1066", ["1086", "1056", "1166"],
            category, .hard),
        multiple(
            en: "Which city was the capital of the Byzantine Empire?", "Constantinople", ["Rome", "Athens", "Antioch"],
            ru: "Какой город был столицей Византийской империи?", "Константинополь", ["Рим", "Афины", "Антиохия"],
            category, .hard),
        boolean(
            en: "The Hundred Years' War lasted exactly one hundred years.", ru: "Столетняя война длилась ровно сто лет.", false, category,
            .hard),
        boolean(
            en: "Cleopatra lived closer in time to the first Moon landing than to the building of the Great Pyramid of Giza.",
            ru: "Клеопатра жила ближе по времени к первой высадке на Луну, чем к постройке пирамиды Хеопса.", true, category, .hard),
    ]
}
