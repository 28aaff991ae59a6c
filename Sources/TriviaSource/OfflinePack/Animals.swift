import QuizPlatform

private let category = "Animals"

extension OfflineTriviaPack {
    static let animals: [PackEntry] = [
        multiple(
            "What is the largest animal alive today?", "Blue whale", ["African elephant", "Whale shark", "Sperm whale"], category, .easy),
        multiple("What is a baby kangaroo called?", "Joey", ["Kit", "Cub", "Calf"], category, .easy),
        multiple("How many legs does a spider have?", "8", ["6", "10", "12"], category, .easy),
        multiple("What is the fastest land animal?", "Cheetah", ["Lion", "Pronghorn", "Greyhound"], category, .easy),
        multiple("What makes up almost all of a giant panda's diet?", "Bamboo", ["Eucalyptus leaves", "Fish", "Berries"], category, .easy),
        boolean("Bats are mammals.", true, category, .easy),

        multiple("What is a group of lions called?", "Pride", ["Pack", "Herd", "Colony"], category, .medium),
        multiple("Which egg-laying mammal has a bill like a duck's?", "Platypus", ["Echidna", "Otter", "Beaver"], category, .medium),
        multiple("How many hearts does an octopus have?", "3", ["1", "2", "4"], category, .medium),
        multiple(
            "What is the change from caterpillar to butterfly called?", "Metamorphosis", ["Photosynthesis", "Mitosis", "Hibernation"],
            category, .medium),
        boolean("Wild penguins live in the Arctic.", false, category, .medium),

        multiple("What colour is a polar bear's skin?", "Black", ["White", "Pink", "Grey"], category, .hard),
        multiple(
            "Which land mammal has the longest pregnancy?", "African elephant", ["Giraffe", "Rhinoceros", "Hippopotamus"], category, .hard),
        boolean("A garden snail has thousands of tiny teeth.", true, category, .hard),
        boolean("The axolotl is a kind of fish.", false, category, .hard),
    ]
}
