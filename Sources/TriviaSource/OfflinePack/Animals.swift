import QuizPlatform

private let category = "Animals"

extension OfflineTriviaPack {
    static let animals: [OfflineTriviaEntry] = [
        multiple(
            en: "What is the largest animal alive today?", "Blue whale", ["African elephant", "Whale shark", "Sperm whale"],
            ru: "Какое животное — самое крупное из ныне живущих?", "Синий кит", ["Африканский слон", "Китовая акула", "Кашалот"],
            category, .easy),
        multiple(
            en: "What is a baby kangaroo called?", "Joey", ["Kit", "Cub", "Calf"],
            ru: "Как по-английски называют детёныша кенгуру?", "Джоуи", ["Кит", "Каб", "Каф"],
            category, .easy),
        multiple(
            en: "How many legs does a spider have?", "8", ["6", "10", "12"],
            ru: "Сколько ног у паука?", "8", ["6", "10", "12"],
            category, .easy),
        multiple(
            en: "What is the fastest land animal?", "Cheetah", ["Lion", "Pronghorn", "Greyhound"],
            ru: "Какое сухопутное животное самое быстрое?", "Гепард", ["Лев", "Вилорог", "Грейхаунд"],
            category, .easy),
        multiple(
            en: "What makes up almost all of a giant panda's diet?", "Bamboo", ["Eucalyptus leaves", "Fish", "Berries"],
            ru: "Чем почти исключительно питается большая панда?", "Бамбуком", ["Листьями эвкалипта", "Рыбой", "Ягодами"],
            category, .easy),
        boolean(en: "Bats are mammals.", ru: "Летучие мыши — млекопитающие.", true, category, .easy),

        multiple(
            en: "What is a group of lions called?", "Pride", ["Pack", "Herd", "Colony"],
            ru: "Как называется семейная группа львов?", "Прайд", ["Стая", "Стадо", "Колония"],
            category, .medium),
        multiple(
            en: "Which egg-laying mammal has a bill like a duck's?", "Platypus", ["Echidna", "Otter", "Beaver"],
            ru: "Какое яйцекладущее млекопитающее имеет клюв, похожий на утиный?", "Утконос", ["Ехидна", "Выдра", "Бобр"],
            category, .medium),
        multiple(
            en: "How many hearts does an octopus have?", "3", ["1", "2", "4"],
            ru: "Сколько сердец у осьминога?", "3", ["1", "2", "4"],
            category, .medium),
        multiple(
            en: "What is the change from caterpillar to butterfly called?", "Metamorphosis", ["Photosynthesis", "Mitosis", "Hibernation"],
            ru: "Как называется превращение гусеницы в бабочку?", "Метаморфоз", ["Фотосинтез", "Митоз", "Спячка"],
            category, .medium),
        boolean(en: "Wild penguins live in the Arctic.", ru: "Дикие пингвины живут в Арктике.", false, category, .medium),

        multiple(
            en: "What colour is a polar bear's skin?", "Black", ["White", "Pink", "Grey"],
            ru: "Какого цвета кожа у белого медведя?", "Чёрная", ["Белая", "Розовая", "Серая"],
            category, .hard),
        multiple(
            en: "Which land mammal has the longest pregnancy?", "African elephant", ["Giraffe", "Rhinoceros", "Hippopotamus"],
            ru: "Какое сухопутное млекопитающее дольше всех вынашивает детёнышей?", "Африканский слон", ["Жираф", "Носорог", "Бегемот"],
            category, .hard),
        boolean(
            en: "A garden snail has thousands of tiny teeth.", ru: "У садовой улитки тысячи крошечных зубов.", true, category, .hard),
        boolean(en: "The axolotl is a kind of fish.", ru: "Аксолотль — это рыба.", false, category, .hard),
    ]
}
