import QuizPlatform

/// Strings for answers from IMDb-API that are refused as hostile, and for
/// a missing curl.
extension Strings {
    public static func imdbAnswerTooLarge(megabytes: Int) -> LocalizedText {
        LocalizedText(
            en: "the IMDb-API sent more than \(megabytes) MB; refusing it",
            ru: "IMDb-API прислал больше \(megabytes) МБ; ответ отклонён"
        )
    }

    public static func imdbTitleTooLong(limit: Int) -> LocalizedText {
        LocalizedText(
            en: "the IMDb-API sent a movie with a title longer than \(limit) characters (or an overlong crew); refusing the list",
            ru: "IMDb-API прислал фильм с названием длиннее \(limit) символов (или слишком длинным списком создателей); список отклонён"
        )
    }

    /// curl, the network transport, is missing or cannot be run; `detail` says which and why.
    public static func imdbNetworkHelperMissing(_ detail: String) -> LocalizedText {
        LocalizedText(
            en: "cannot reach the IMDb-API: quizctl needs the curl program to go online (\(detail)); "
                + "install it, e.g. sudo apt-get install curl",
            ru: "нет связи с IMDb-API: для работы с сетью quizctl нужна программа curl (\(detail)); "
                + "установите её, например: sudo apt-get install curl"
        )
    }
}
