import QuizPlatform

private let category = "Science: Computers"

extension OfflineTriviaPack {
    static let computers: [OfflineTriviaEntry] = [
        multiple(
            en: "What does \"CPU\" stand for?", "Central Processing Unit",
            ["Central Program Utility", "Computer Personal Unit", "Core Processing Utility"],
            ru: "Как по-русски называется устройство компьютера, которое по-английски сокращённо называют CPU?", "Центральный процессор",
            ["Оперативная память", "Блок питания", "Системная шина"],
            category, .easy),
        multiple(
            en: "How many bits are there in a byte?", "8", ["4", "16", "10"],
            ru: "Сколько битов в одном байте?", "8", ["4", "16", "10"],
            category, .easy),
        multiple(
            en: "Which company makes the Windows operating system?", "Microsoft", ["Apple", "IBM", "Intel"],
            ru: "Какая компания выпускает операционную систему Windows?", "«Майкрософт»", ["«Эппл»", "«Ай-би-эм»", "«Интел»"],
            category, .easy),
        multiple(
            en: "Which key combination copies a selection on Windows?", "Ctrl+C", ["Ctrl+V", "Ctrl+X", "Ctrl+Z"],
            ru: "Какое сочетание клавиш копирует выделенное в Windows?", "Ctrl+C", ["Ctrl+V", "Ctrl+X", "Ctrl+Z"],
            category, .easy),
        boolean(
            en: "A computer's main memory (RAM) loses its contents when the power is switched off.",
            ru: "Оперативная память компьютера теряет содержимое при отключении питания.", true, category, .easy),
        multiple(
            en: "What does \"HTML\" stand for?", "HyperText Markup Language",
            ["HyperText Machine Language", "HighText Markup Language", "Hyperlink Text Management Language"],
            ru: "Как расшифровывается сокращение HTML?", "Язык гипертекстовой разметки",
            ["Машинный язык гипертекста", "Язык разметки высокого текста", "Язык управления текстом гиперссылок"],
            category, .medium),
        multiple(
            en: "Who is often called the first computer programmer, for her notes on Babbage's Analytical Engine?", "Ada Lovelace",
            ["Grace Hopper", "Margaret Hamilton", "Hedy Lamarr"],
            ru: "Кого за заметки об аналитической машине Бэббиджа часто называют первым программистом?", "Аду Лавлейс",
            ["Грейс Хоппер", "Маргарет Гамильтон", "Хеди Ламарр"],
            category, .medium),
        multiple(
            en: "What is the binary number 1010 in decimal?", "10", ["8", "12", "5"],
            ru: "Чему равно двоичное число 1010 в десятичной системе?", "10", ["8", "12", "5"],
            category, .medium),
        multiple(
            en: "Which TCP port does HTTPS use by default?", "443", ["80", "8080", "22"],
            ru: "Какой порт TCP использует HTTPS по умолчанию?", "443", ["80", "8080", "22"],
            category, .medium),
        boolean(
            en: "Linus Torvalds first released the Linux kernel in 1991.",
            ru: "Линус Торвальдс впервые выпустил ядро Linux в 1991 году.", true, category, .medium),
        multiple(
            en: "Which programming language did Dennis Ritchie create at Bell Labs in the early 1970s?", "C", ["B", "Pascal", "Fortran"],
            ru: "Какой язык программирования создал Деннис Ритчи в Лабораториях Белла в начале 1970-х?", "Си",
            ["Би", "Паскаль", "Фортран"],
            category, .hard),
        multiple(
            en: "What does the \"S\" in \"SQL\" stand for?", "Structured", ["Standard", "Simple", "Sequential"],
            ru: "Какое слово стоит за буквой S в названии языка SQL?", "«Структурированный»",
            ["«Стандартный»", "«Простой»", "«Последовательный»"],
            category, .hard),
        multiple(
            en: "How many bytes are there in a kibibyte (KiB)?", "1024", ["1000", "1048", "512"],
            ru: "Сколько байтов в одном кибибайте (КиБ)?", "1024", ["1000", "1048", "512"],
            category, .hard),
        boolean(
            en: "In 1947 a moth found in the Harvard Mark II computer was taped into its logbook as a \"bug\".",
            ru: "В 1947 году мотылька, найденного в компьютере «Гарвард Марк II», вклеили в журнал как «баг», то есть «жучка».", true,
            category, .hard),
        boolean(
            en: "The Python programming language is named after the snake.", ru: "Язык программирования Python назван в честь змеи питона.",
            false, category, .hard),
    ]
}
