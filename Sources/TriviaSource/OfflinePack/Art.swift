import QuizPlatform

private let category = "Art"

extension OfflineTriviaPack {
    static let art: [OfflineTriviaEntry] = [
        multiple(
            en: "Who painted the \"Mona Lisa\"?", "Leonardo da Vinci", ["Michelangelo", "Raphael", "Sandro Botticelli"],
            ru: "Кто написал «Мону Лизу»?", "Леонардо да Винчи", ["Микеланджело", "Рафаэль", "Сандро Боттичелли"],
            category, .easy),
        multiple(
            en: "Which Dutch painter cut off part of his own ear in 1888?", "Vincent van Gogh",
            ["Rembrandt", "Johannes Vermeer", "Piet Mondrian"],
            ru: "Какой голландский художник в 1888 году отрезал себе часть уха?", "Винсент ван Гог",
            ["Рембрандт", "Ян Вермеер", "Пит Мондриан"],
            category, .easy),
        multiple(
            en: "Which are the traditional primary colours of painting?", "Red, yellow and blue",
            ["Red, green and blue", "Orange, green and violet", "Cyan, magenta and black"],
            ru: "Какие цвета в живописи традиционно считают основными?", "Красный, жёлтый и синий",
            ["Красный, зелёный и синий", "Оранжевый, зелёный и фиолетовый", "Голубой, пурпурный и чёрный"],
            category, .easy),
        multiple(
            en: "In which city is the Louvre museum?", "Paris", ["Lyon", "Brussels", "Geneva"],
            ru: "В каком городе находится Лувр?", "В Париже", ["В Лионе", "В Брюсселе", "В Женеве"],
            category, .easy),
        boolean(
            en: "Michelangelo painted the ceiling of the Sistine Chapel.", ru: "Потолок Сикстинской капеллы расписал Микеланджело.", true,
            category, .easy),
        multiple(
            en: "Which artist is famous for pictures of soup cans and Marilyn Monroe?", "Andy Warhol",
            ["Roy Lichtenstein", "Jackson Pollock", "Keith Haring"],
            ru: "Какой художник прославился изображениями консервных банок с супом и Мэрилин Монро?", "Энди Уорхол",
            ["Рой Лихтенштейн", "Джексон Поллок", "Кит Харинг"],
            category, .medium),
        multiple(
            en: "With which art movement is Salvador Dalí most associated?", "Surrealism", ["Cubism", "Impressionism", "Fauvism"],
            ru: "С каким направлением в искусстве прежде всего связывают Сальвадора Дали?", "С сюрреализмом",
            ["С кубизмом", "С импрессионизмом", "С фовизмом"],
            category, .medium),
        multiple(
            en: "Who painted \"Girl with a Pearl Earring\"?", "Johannes Vermeer", ["Rembrandt", "Frans Hals", "Jan van Eyck"],
            ru: "Кто написал «Девушку с жемчужной серёжкой»?", "Ян Вермеер", ["Рембрандт", "Франс Хальс", "Ян ван Эйк"],
            category, .medium),
        multiple(
            en: "Which Spanish artist founded Cubism together with Georges Braque?", "Pablo Picasso",
            ["Joan Miró", "Francisco Goya", "Diego Velázquez"],
            ru: "Какой испанский художник основал кубизм вместе с Жоржем Браком?", "Пабло Пикассо",
            ["Жоан Миро", "Франсиско Гойя", "Диего Веласкес"],
            category, .medium),
        boolean(
            en: "The name \"Impressionism\" comes from the title of a painting by Claude Monet.",
            ru: "Слово «импрессионизм» происходит от названия картины Клода Моне.", true, category, .medium),
        multiple(
            en: "Who sculpted \"The Thinker\"?", "Auguste Rodin", ["Edgar Degas", "Camille Claudel", "Antonio Canova"],
            ru: "Кто изваял «Мыслителя»?", "Огюст Роден", ["Эдгар Дега", "Камилла Клодель", "Антонио Канова"],
            category, .hard),
        multiple(
            en: "In which museum does Picasso's \"Guernica\" hang?", "Reina Sofía, Madrid",
            ["Prado, Madrid", "Museu Picasso, Barcelona", "Guggenheim, Bilbao"],
            ru: "В каком музее висит «Герника» Пикассо?", "В музее королевы Софии, Мадрид",
            ["В Прадо, Мадрид", "В музее Пикассо, Барселона", "В музее Гуггенхайма, Бильбао"],
            category, .hard),
        multiple(
            en: "Who painted \"The Garden of Earthly Delights\"?", "Hieronymus Bosch",
            ["Pieter Bruegel the Elder", "Albrecht Dürer", "Jan van Eyck"],
            ru: "Кто написал «Сад земных наслаждений»?", "Иероним Босх", ["Питер Брейгель Старший", "Альбрехт Дюрер", "Ян ван Эйк"],
            category, .hard),
        boolean(
            en: "Edvard Munch made more than one version of \"The Scream\".", ru: "Эдвард Мунк создал не одну версию «Крика».", true,
            category, .hard),
        boolean(en: "Frida Kahlo was born in Spain.", ru: "Фрида Кало родилась в Испании.", false, category, .hard),
    ]
}
