import QuizPlatform

/// Every word the phone page shows, in both languages; the page gets the
/// reader's set as one JSON object (`PhonePage.script`).
enum PhoneStrings {
    static let all: [(key: String, text: LocalizedText)] = [
        ("title", LocalizedText(en: "quizctl party", ru: "Вечеринка quizctl")),
        ("code", LocalizedText(en: "Room code", ru: "Код комнаты")),
        ("name", LocalizedText(en: "Your name", ru: "Ваше имя")),
        ("join", LocalizedText(en: "Join", ru: "Войти")),
        ("waiting", LocalizedText(en: "You're in! Waiting for the host to start…", ru: "Вы в игре! Ждём, когда ведущий начнёт…")),
        ("players", LocalizedText(en: "Players in the room: {n}", ru: "Игроков в комнате: {n}")),
        ("question", LocalizedText(en: "Question {i} of {n}", ru: "Вопрос {i} из {n}")),
        ("seconds", LocalizedText(en: "{s} s left", ru: "Осталось {s} с")),
        ("received", LocalizedText(en: "Answer received. Wait for the reveal…", ru: "Ответ принят. Ждём правильный ответ…")),
        ("right", LocalizedText(en: "Right!", ru: "Верно!")),
        ("wrong", LocalizedText(en: "Wrong", ru: "Неверно")),
        ("gained", LocalizedText(en: "+{p} points", ru: "+{p} очк.")),
        ("rank", LocalizedText(en: "You are number {r}", ru: "Вы на {r}-м месте")),
        ("points", LocalizedText(en: "{p} points", ru: "Очков: {p}")),
        ("over", LocalizedText(en: "Game over", ru: "Игра окончена")),
        ("place", LocalizedText(en: "Your final place: {r}", ru: "Ваше место: {r}")),
        ("answer", LocalizedText(en: "The answer: {a}", ru: "Правильный ответ: {a}")),
        ("reconnecting", LocalizedText(en: "Connection lost. Reconnecting…", ru: "Связь потеряна. Подключаемся снова…")),
        ("error.wrongCode", LocalizedText(en: "No room has that code.", ru: "Комнаты с таким кодом нет.")),
        ("error.nameTaken", LocalizedText(en: "That name is taken. Choose another.", ru: "Это имя уже занято. Выберите другое.")),
        ("error.emptyName", LocalizedText(en: "Type a name.", ru: "Введите имя.")),
        ("error.roomFull", LocalizedText(en: "The room is full.", ru: "Комната заполнена.")),
        ("error.questionOpen", LocalizedText(en: "A question is on. Join in a moment.", ru: "Идёт вопрос. Войдите чуть позже.")),
        ("error.gameOver", LocalizedText(en: "This game is over.", ru: "Эта игра окончена.")),
        ("error.tooManyJoins", LocalizedText(en: "Too many tries. Wait a minute.", ru: "Слишком много попыток. Подождите минуту.")),
        ("error.tooLate", LocalizedText(en: "Time was up.", ru: "Время вышло.")),
        ("error.network", LocalizedText(en: "The host cannot be reached.", ru: "Ведущий недоступен.")),
    ]
}
