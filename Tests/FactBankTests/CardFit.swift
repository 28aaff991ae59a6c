/// How many lines a text takes on a card `width` columns wide, wrapped at spaces.
enum CardFit {
    static func lines(_ text: String, width: Int) -> Int {
        var lines = 1
        var column = 0
        for word in text.split(separator: " ") {
            let length = word.count
            if column == 0 {
                column = length
            } else if column + 1 + length <= width {
                column += 1 + length
            } else {
                lines += 1
                column = length
            }
            while column > width {
                lines += 1
                column -= width
            }
        }
        return lines
    }
}
