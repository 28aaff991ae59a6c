import QuizPlatform

/// Why a data file was refused: it is not a regular file, it is a link, or
/// it is too long. Each reason follows "couldn't read PATH: ".
extension Strings {
    enum DataFiles {
        static let isSymbolicLink = LocalizedText(
            en: "it is a symbolic link; quizctl only uses regular files in its data folder",
            ru: "это символическая ссылка; quizctl работает только с обычными файлами в своей папке данных"
        )

        static func isNotRegular(_ kind: LocalizedText) -> LocalizedText {
            LocalizedText(
                en: "it is \(kind.en), not a regular file",
                ru: "это \(kind.ru), а не обычный файл"
            )
        }

        static func isTooLarge(limit: Int) -> LocalizedText {
            let megabytes = max(1, limit >> 20)
            return LocalizedText(
                en: "it is larger than \(megabytes) MB, too large for this file",
                ru: "файл больше \(megabytes) МБ, для него это слишком много"
            )
        }

        static let folder = LocalizedText(en: "a folder", ru: "папка")
        static let fifo = LocalizedText(en: "a named pipe (FIFO)", ru: "именованный канал (FIFO)")
        static let characterDevice = LocalizedText(en: "a character device", ru: "символьное устройство")
        static let blockDevice = LocalizedText(en: "a block device", ru: "блочное устройство")
        static let socket = LocalizedText(en: "a socket", ru: "сокет")
        static let symbolicLink = LocalizedText(en: "a symbolic link", ru: "символическая ссылка")
        static let unknownKind = LocalizedText(en: "a special file", ru: "специальный файл")
    }
}
