import QuizPlatform

private let category = "Entertainment: Music"

extension OfflineTriviaPack {
    static let music: [OfflineTriviaEntry] = [
        multiple(
            en: "How many strings does a standard guitar have?", "6", ["4", "5", "7"],
            ru: "Сколько струн у обычной гитары?", "6", ["4", "5", "7"],
            category, .easy),
        multiple(
            en: "Which band released the album \"Abbey Road\" in 1969?", "The Beatles", ["The Rolling Stones", "The Who", "The Kinks"],
            ru: "Какая группа выпустила альбом «Эбби-Роуд» в 1969 году?", "«Битлз»", ["«Роллинг Стоунз»", "«Ху»", "«Кинкс»"],
            category, .easy),
        multiple(
            en: "Which singer is known as the \"King of Pop\"?", "Michael Jackson", ["Elvis Presley", "Prince", "Freddie Mercury"],
            ru: "Какого певца называют «королём поп-музыки»?", "Майкла Джексона", ["Элвиса Пресли", "Принса", "Фредди Меркьюри"],
            category, .easy),
        multiple(
            en: "Which of these is a woodwind instrument?", "Clarinet", ["Trumpet", "Violin", "Timpani"],
            ru: "Какой из этих инструментов — деревянный духовой?", "Кларнет", ["Труба", "Скрипка", "Литавры"],
            category, .easy),
        boolean(en: "A standard modern piano has 88 keys.", ru: "У обычного современного фортепиано 88 клавиш.", true, category, .easy),
        multiple(
            en: "Who composed the \"Moonlight\" Sonata?", "Ludwig van Beethoven",
            ["Wolfgang Amadeus Mozart", "Frédéric Chopin", "Franz Schubert"],
            ru: "Кто написал «Лунную сонату»?", "Людвиг ван Бетховен", ["Вольфганг Амадей Моцарт", "Фредерик Шопен", "Франц Шуберт"],
            category, .medium),
        multiple(
            en: "Freddie Mercury was the lead singer of which band?", "Queen", ["Genesis", "Deep Purple", "Journey"],
            ru: "Солистом какой группы был Фредди Меркьюри?", "«Куин»", ["«Дженезис»", "«Дип Пёрпл»", "«Джорни»"],
            category, .medium),
        multiple(
            en: "How many lines does a standard musical staff have?", "5", ["4", "6", "7"],
            ru: "Сколько линий в нотном стане?", "5", ["4", "6", "7"],
            category, .medium),
        multiple(
            en: "Which Italian term tells a musician to get gradually louder?", "Crescendo", ["Diminuendo", "Staccato", "Legato"],
            ru: "Какой итальянский термин предписывает постепенно усиливать звук?", "Крещендо", ["Диминуэндо", "Стаккато", "Легато"],
            category, .medium),
        boolean(en: "Wolfgang Amadeus Mozart was born in Vienna.", ru: "Вольфганг Амадей Моцарт родился в Вене.", false, category, .medium),
        multiple(
            en: "Who composed \"The Rite of Spring\", whose 1913 Paris premiere caused an uproar?", "Igor Stravinsky",
            ["Sergei Prokofiev", "Claude Debussy", "Maurice Ravel"],
            ru: "Кто написал «Весну священную», парижская премьера которой в 1913 году вызвала скандал?", "Игорь Стравинский",
            ["Сергей Прокофьев", "Клод Дебюсси", "Морис Равель"],
            category, .hard),
        multiple(
            en: "What was the Beatles' first album released in the UK?", "Please Please Me",
            ["With the Beatles", "A Hard Day's Night", "Help!"],
            ru: "Какой альбом «Битлз» вышел в Великобритании первым?", "«Please Please Me»",
            ["«With the Beatles»", "«A Hard Day’s Night»", "«Help!»"],
            category, .hard),
        multiple(
            en: "By what name is Antonín Dvořák's Symphony No. 9 best known?", "From the New World", ["Pastoral", "Eroica", "Unfinished"],
            ru: "Под каким названием известна Девятая симфония Антонина Дворжака?", "«Из Нового Света»",
            ["«Пасторальная»", "«Героическая»", "«Неоконченная»"],
            category, .hard),
        boolean(
            en: "Johann Sebastian Bach fathered more than ten children.", ru: "У Иоганна Себастьяна Баха было больше десяти детей.", true,
            category, .hard),
        boolean(en: "A sextet is a group of seven musicians.", ru: "Секстет — это ансамбль из семи музыкантов.", false, category, .hard),
    ]
}
