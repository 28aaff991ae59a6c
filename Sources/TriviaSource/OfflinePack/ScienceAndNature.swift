import QuizPlatform

private let category = "Science & Nature"

extension OfflineTriviaPack {
    static let scienceAndNature: [OfflineTriviaEntry] = [
        multiple(
            en: "What is the chemical symbol for gold?", "Au", ["Ag", "Gd", "Go"],
            ru: "Каким символом обозначается золото в таблице Менделеева?", "Au", ["Ag", "Gd", "Go"],
            category, .easy),
        multiple(
            en: "At sea level, at what temperature does pure water boil?", "100 °C", ["90 °C", "110 °C", "120 °C"],
            ru: "При какой температуре закипает чистая вода на уровне моря?", "100 °C", ["90 °C", "110 °C", "120 °C"],
            category, .easy),
        multiple(
            en: "Which planet is known as the Red Planet?", "Mars", ["Jupiter", "Venus", "Mercury"],
            ru: "Какую планету называют Красной?", "Марс", ["Юпитер", "Венеру", "Меркурий"],
            category, .easy),
        multiple(
            en: "Which gas do plants take in from the air to make food by photosynthesis?", "Carbon dioxide",
            ["Oxygen", "Nitrogen", "Hydrogen"],
            ru: "Какой газ растения поглощают из воздуха при фотосинтезе?", "Углекислый газ", ["Кислород", "Азот", "Водород"],
            category, .easy),
        boolean(
            en: "Sound travels faster through air than through water.", ru: "В воздухе звук распространяется быстрее, чем в воде.", false,
            category, .easy),
        multiple(
            en: "Which gas makes up most of Earth's atmosphere?", "Nitrogen", ["Oxygen", "Argon", "Carbon dioxide"],
            ru: "Какого газа больше всего в атмосфере Земли?", "Азота", ["Кислорода", "Аргона", "Углекислого газа"],
            category, .medium),
        multiple(
            en: "Which organ of the human body produces insulin?", "Pancreas", ["Liver", "Kidney", "Spleen"],
            ru: "Какой орган человека вырабатывает инсулин?", "Поджелудочная железа", ["Печень", "Почка", "Селезёнка"],
            category, .medium),
        multiple(
            en: "How many bones does a typical adult human skeleton have?", "206", ["198", "212", "230"],
            ru: "Сколько костей в скелете взрослого человека?", "206", ["198", "212", "230"],
            category, .medium),
        multiple(
            en: "Roughly how fast does light travel in a vacuum?", "About 300,000 km per second",
            ["About 150,000 km per second", "About 30,000 km per second", "About 3,000,000 km per second"],
            ru: "С какой скоростью примерно распространяется свет в вакууме?", "Около 300 000 км/с",
            ["Около 150 000 км/с", "Около 30 000 км/с", "Около 3 000 000 км/с"],
            category, .medium),
        boolean(
            en: "Diamond and graphite are both made of carbon.", ru: "И алмаз, и графит состоят из углерода.", true, category, .medium),
        multiple(
            en: "Which planet of the Solar System has the shortest day?", "Jupiter", ["Saturn", "Earth", "Neptune"],
            ru: "На какой планете Солнечной системы самые короткие сутки?", "На Юпитере", ["На Сатурне", "На Земле", "На Нептуне"],
            category, .hard),
        multiple(
            en: "Which metal has the highest melting point?", "Tungsten", ["Titanium", "Iron", "Platinum"],
            ru: "Какой металл самый тугоплавкий?", "Вольфрам", ["Титан", "Железо", "Платина"],
            category, .hard),
        multiple(
            en: "Which mineral has a hardness of 9 on the Mohs scale, just below diamond?", "Corundum", ["Topaz", "Quartz", "Feldspar"],
            ru: "Какой минерал имеет твёрдость 9 по шкале Мооса — на ступень ниже алмаза?", "Корунд", ["Топаз", "Кварц", "Полевой шпат"],
            category, .hard),
        boolean(
            en: "Absolute zero, 0 kelvin, is equal to -273.15 °C.", ru: "Абсолютный ноль, 0 кельвинов, равен −273,15 °C.", true,
            category, .hard),
        boolean(
            en: "Venus spins in the opposite direction to most planets of the Solar System.",
            ru: "Венера вращается в обратную сторону по сравнению с большинством планет Солнечной системы.", true, category, .hard),
    ]
}
