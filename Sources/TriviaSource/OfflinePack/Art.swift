import QuizPlatform

private let category = "Art"

extension OfflineTriviaPack {
    static let art: [PackEntry] = [
        multiple("Who painted the \"Mona Lisa\"?", "Leonardo da Vinci", ["Michelangelo", "Raphael", "Sandro Botticelli"], category, .easy),
        multiple(
            "Which Dutch painter cut off part of his own ear in 1888?", "Vincent van Gogh",
            ["Rembrandt", "Johannes Vermeer", "Piet Mondrian"], category, .easy),
        multiple(
            "Which are the traditional primary colours of painting?", "Red, yellow and blue",
            ["Red, green and blue", "Orange, green and violet", "Cyan, magenta and black"], category, .easy),
        multiple("In which city is the Louvre museum?", "Paris", ["Lyon", "Brussels", "Geneva"], category, .easy),
        boolean("Michelangelo painted the ceiling of the Sistine Chapel.", true, category, .easy),

        multiple(
            "Which artist is famous for pictures of soup cans and Marilyn Monroe?", "Andy Warhol",
            ["Roy Lichtenstein", "Jackson Pollock", "Keith Haring"], category, .medium),
        multiple(
            "With which art movement is Salvador Dalí most associated?", "Surrealism", ["Cubism", "Impressionism", "Fauvism"], category,
            .medium),
        multiple(
            "Who painted \"Girl with a Pearl Earring\"?", "Johannes Vermeer", ["Rembrandt", "Frans Hals", "Jan van Eyck"], category, .medium
        ),
        multiple(
            "Which Spanish artist founded Cubism together with Georges Braque?", "Pablo Picasso",
            ["Joan Miró", "Francisco Goya", "Diego Velázquez"], category, .medium),
        boolean("The name \"Impressionism\" comes from the title of a painting by Claude Monet.", true, category, .medium),

        multiple("Who sculpted \"The Thinker\"?", "Auguste Rodin", ["Edgar Degas", "Camille Claudel", "Antonio Canova"], category, .hard),
        multiple(
            "In which museum does Picasso's \"Guernica\" hang?", "Reina Sofía, Madrid",
            ["Prado, Madrid", "Museu Picasso, Barcelona", "Guggenheim, Bilbao"], category, .hard),
        multiple(
            "Who painted \"The Garden of Earthly Delights\"?", "Hieronymus Bosch",
            ["Pieter Bruegel the Elder", "Albrecht Dürer", "Jan van Eyck"], category, .hard),
        boolean("Edvard Munch made more than one version of \"The Scream\".", true, category, .hard),
        boolean("Frida Kahlo was born in Spain.", false, category, .hard),
    ]
}
