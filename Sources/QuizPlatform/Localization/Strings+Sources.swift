/// Strings of the sources that play your questions: one imported pack, and
/// the mix of yours with the built-in ones.
extension Strings {
    public static func importedPackSummary(_ pack: String) -> LocalizedText {
        LocalizedText(en: "Your questions imported from \(pack.terminalSafe)", ru: "Ваши вопросы, импортированные из \(pack.terminalSafe)")
    }

    public static let mixSourceSummary = LocalizedText(
        en: "Your questions mixed with the built-in ones (offline)", ru: "Ваши вопросы вперемешку со встроенными (офлайн)")
}
