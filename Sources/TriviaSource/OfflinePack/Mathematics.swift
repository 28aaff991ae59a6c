import QuizPlatform

private let category = "Science: Mathematics"

extension OfflineTriviaPack {
    static let mathematics: [OfflineTriviaEntry] = [
        multiple(
            en: "What is 7 multiplied by 8?", "56", ["54", "48", "64"],
            ru: "Сколько будет семью восемь?", "56", ["54", "48", "64"],
            category, .easy),
        multiple(
            en: "How many sides does a hexagon have?", "6", ["5", "7", "8"],
            ru: "Сколько сторон у шестиугольника?", "6", ["5", "7", "8"],
            category, .easy),
        multiple(
            en: "What is the square root of 81?", "9", ["8", "7", "27"],
            ru: "Чему равен квадратный корень из 81?", "9", ["8", "7", "27"],
            category, .easy),
        multiple(
            en: "What is pi rounded to two decimal places?", "3.14", ["3.41", "3.16", "3.12"],
            ru: "Чему равно число π, округлённое до сотых?", "3,14", ["3,41", "3,16", "3,12"],
            category, .easy),
        multiple(
            en: "How many edges does a cube have?", "12", ["8", "6", "24"],
            ru: "Сколько рёбер у куба?", "12", ["8", "6", "24"],
            category, .easy),
        boolean(en: "A right angle measures 90°.", ru: "Прямой угол равен 90°.", true, category, .easy),
        multiple(
            en: "What is the smallest prime number?", "2", ["1", "3", "0"],
            ru: "Какое простое число самое маленькое?", "2", ["1", "3", "0"],
            category, .medium),
        multiple(
            en: "What do the interior angles of a triangle add up to?", "180°", ["90°", "270°", "360°"],
            ru: "Чему равна сумма внутренних углов треугольника?", "180°", ["90°", "270°", "360°"],
            category, .medium),
        multiple(
            en: "What is 15% of 200?", "30", ["15", "20", "35"],
            ru: "Сколько составляет 15 % от 200?", "30", ["15", "20", "35"],
            category, .medium),
        multiple(
            en: "What comes next in the Fibonacci sequence 1, 1, 2, 3, 5, 8, 13?", "21", ["18", "20", "26"],
            ru: "Какое число идёт следующим в последовательности Фибоначчи: 1, 1, 2, 3, 5, 8, 13?", "21", ["18", "20", "26"],
            category, .medium),
        boolean(en: "Zero is an even number.", ru: "Ноль — чётное число.", true, category, .medium),
        boolean(en: "The number 1 is a prime number.", ru: "Единица — простое число.", false, category, .medium),
        multiple(
            en: "What is a polygon with 12 sides called?", "Dodecagon", ["Decagon", "Icosagon", "Hendecagon"],
            ru: "Как называется многоугольник с 12 сторонами?", "Додекагон", ["Декагон", "Икосагон", "Гендекагон"],
            category, .hard),
        multiple(
            en: "Who published the incompleteness theorems in 1931?", "Kurt Gödel", ["David Hilbert", "Alan Turing", "Bertrand Russell"],
            ru: "Кто опубликовал теоремы о неполноте в 1931 году?", "Курт Гёдель", ["Давид Гильберт", "Алан Тьюринг", "Бертран Рассел"],
            category, .hard),
        multiple(
            en: "What is the value of 0! (zero factorial)?", "1", ["0", "Undefined", "Infinity"],
            ru: "Чему равен 0! (факториал нуля)?", "1", ["0", "Не определён", "Бесконечности"],
            category, .hard),
        boolean(en: "There are infinitely many prime numbers.", ru: "Простых чисел бесконечно много.", true, category, .hard),
    ]
}
