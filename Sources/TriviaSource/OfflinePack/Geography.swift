import QuizPlatform

private let category = "Geography"

extension OfflineTriviaPack {
    static let geography: [PackEntry] = [
        multiple("What is the capital city of Australia?", "Canberra", ["Sydney", "Melbourne", "Perth"], category, .easy),
        multiple(
            "Which is the largest ocean on Earth?", "Pacific Ocean", ["Atlantic Ocean", "Indian Ocean", "Arctic Ocean"], category, .easy),
        multiple("On which continent does most of Egypt lie?", "Africa", ["Asia", "Europe", "South America"], category, .easy),
        multiple("Which river flows through Paris?", "Seine", ["Loire", "Rhône", "Thames"], category, .easy),
        boolean("Brazil is the largest country in South America by area.", true, category, .easy),

        multiple(
            "What is the smallest country in the world by area?", "Vatican City", ["Monaco", "San Marino", "Liechtenstein"], category,
            .medium),
        multiple("In which country is Mount Kilimanjaro?", "Tanzania", ["Kenya", "Uganda", "Ethiopia"], category, .medium),
        multiple("What is the capital of Canada?", "Ottawa", ["Toronto", "Montréal", "Vancouver"], category, .medium),
        multiple("Which is the largest hot desert in the world?", "Sahara", ["Arabian Desert", "Gobi", "Kalahari"], category, .medium),
        boolean("Istanbul is the capital of Turkey.", false, category, .medium),

        multiple("Which country has the longest coastline in the world?", "Canada", ["Russia", "Indonesia", "Australia"], category, .hard),
        multiple(
            "Lake Baikal, the deepest lake in the world, lies in which country?", "Russia", ["Mongolia", "Kazakhstan", "China"], category,
            .hard),
        multiple("What is the capital of Bhutan?", "Thimphu", ["Kathmandu", "Paro", "Dhaka"], category, .hard),
        boolean("The shores of the Dead Sea are the lowest dry land on Earth.", true, category, .hard),
        boolean("The summit of Mount Everest lies on the border between Nepal and China.", true, category, .hard),
    ]
}
