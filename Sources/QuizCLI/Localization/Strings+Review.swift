import QuizPlatform

/// Strings of `quizctl review`, `play review` and the menu's review line.
extension Strings.Commands {
    public static let reviewSummary = LocalizedText(
        en: "Show what is due for review, your true retention and the next 30 days",
        ru: "Показать, что пора повторить, реальный процент припоминания и нагрузку на 30 дней")
    public static let reviewDiscussion = LocalizedText(
        en: """
            Every question of your own (added or imported) and every card of your decks has a review state, scheduled by FSRS-6 spaced repetition (desired retention 90%, learning steps 1 and 10 minutes, relearning step 10 minutes, intervals up to 36,500 days).

            Any answer to it, in any mode, reschedules it:
              wrong or timed out  Again
              right after a lifeline  Hard
              right  Good

            'quizctl play review' plays every card due now (--count N plays at most N): learning and relearning cards first, then review cards by due date, then new cards up to the review-new-per-day setting (default 20); 'play review --mistakes' replays the questions you got wrong instead. Days are UTC days. Intervals are spread a little unless 'settings set review-fuzz off'; the spread is drawn from the card and the time, so replaying the same answers gives the same dates. Within the spread, the day with the fewest cards due is preferred (load balancing, as Anki 24.11 does, for intervals up to 90 days). The states live in quizctl.db in the data folder and survive 'history clear'.

            --optimize fits the 21 FSRS weights to your review log as fsrs-rs (Anki's optimizer) does and keeps them if they predict it better than the weights in use (a lower log loss); every card is then rescheduled with them. --evaluate prints the log loss and RMSE(bins) of the default weights and of yours without fitting. Fewer than 8 reviews to predict (a day or more after the one before) is not enough history.

            The 30-day forecast is the reviews to expect each day: every card on the day it falls due, then again wherever that review sends it within the 30 days (recalled or forgotten as often as the model predicts, by the weights in use), so later days hold the reviews today's answers will bring back.

            QUIZCTL_NOW=ISO-8601 sets the time quizctl takes as now (for scripts, tests and replaying a schedule without waiting days).

            --json prints {"now", "dueNow", "cards": [{"id", "text", "state" (new, learning, review or relearning), "due", "stability", "difficulty", "reps", "lapses"}]}; due, stability and difficulty are null for a new card.
            """,
        ru: """
            У каждого вашего вопроса (добавленного или импортированного) и каждой карточки ваших колод есть состояние повторения по расписанию FSRS-6 (желаемое припоминание 90%, шаги изучения 1 и 10 минут, шаг переучивания 10 минут, интервалы до 36 500 дней).

            Любой ответ на него в любом режиме меняет расписание:
              неверно или время вышло  Again (снова)
              верно после подсказки  Hard (трудно)
              верно  Good (хорошо)

            'quizctl play review' играет все карточки, которые пора повторить (--count N — не больше N): сначала изучаемые и переучиваемые, затем повторяемые по сроку, затем новые — не больше настройки review-new-per-day в день (по умолчанию 20); 'play review --mistakes' вместо этого повторяет вопросы, где вы ошиблись. Дни считаются по UTC. Интервалы слегка разбрасываются, если не задать 'settings set review-fuzz off'; разброс определяется карточкой и временем, так что те же ответы дают те же даты. Внутри разброса предпочитается день, на который назначено меньше всего карточек (балансировка нагрузки, как в Anki 24.11, для интервалов до 90 дней). Состояния хранятся в quizctl.db в папке данных и переживают 'history clear'.

            --optimize подбирает 21 вес FSRS по вашему журналу повторений, как это делает fsrs-rs (оптимизатор Anki), и сохраняет их, если они предсказывают журнал лучше текущих (меньше log loss); после этого все карточки перепланируются. --evaluate показывает log loss и RMSE(bins) весов по умолчанию и ваших без подбора. Меньше 8 повторений для предсказания (через день и больше после предыдущего) — недостаточно истории.

            Прогноз на 30 дней — сколько повторений ждать в каждый день: каждая карточка в день, когда её пора повторить, и снова там, куда её отправит это повторение в пределах 30 дней (вспомнили или забыли — так часто, как предсказывает модель с текущими весами), так что в дальних днях видны и повторения, которые вернут сегодняшние ответы.

            QUIZCTL_NOW=ISO-8601 задаёт время, которое quizctl считает текущим (для сценариев, тестов и проверки расписания без ожидания).

            --json выводит {"now", "dueNow", "cards": [{"id", "text", "state" (new, learning, review или relearning), "due", "stability", "difficulty", "reps", "lapses"}]}; due, stability и difficulty равны null у новой карточки.
            """)
}

extension Strings {
    static let reviewNoCards = LocalizedText(
        en: "No questions of your own to review yet: add some with 'quizctl add' or 'quizctl import'.",
        ru: "Своих вопросов для повторения пока нет: добавьте их через 'quizctl add' или 'quizctl import'.")

    static func reviewCards(_ total: Int, new: Int) -> LocalizedText {
        LocalizedText(
            en: "\(total) card\(total == 1 ? "" : "s"), \(new) new",
            ru: "\(total) \(russianPlural(total, one: "карточка", few: "карточки", many: "карточек")), новых: \(new)")
    }

    static func reviewDueNow(_ count: String) -> LocalizedText {
        LocalizedText(en: "Due now: \(count)", ru: "Пора повторить: \(count)")
    }

    static func reviewDueLaterToday(_ count: Int) -> LocalizedText {
        LocalizedText(en: "Later today: \(count)", ru: "Позже сегодня: \(count)")
    }

    static func reviewDueTomorrow(_ count: Int) -> LocalizedText {
        LocalizedText(en: "Tomorrow: \(count)", ru: "Завтра: \(count)")
    }

    static func reviewDueThisWeek(_ count: Int) -> LocalizedText {
        LocalizedText(en: "In the next 7 days: \(count)", ru: "В ближайшие 7 дней: \(count)")
    }

    static func reviewRetention(_ percent: String) -> LocalizedText {
        let percent = Strings.percent(percent)
        return LocalizedText(en: "True retention: \(percent.en)", ru: "Реальное припоминание: \(percent.ru)")
    }

    static let reviewNoRetentionYet = LocalizedText(
        en: "True retention: no review of a learnt card yet", ru: "Реальное припоминание: выученные карточки ещё не повторялись")

    static func reviewForecast(busiest: Int) -> LocalizedText {
        LocalizedText(
            en: "Reviews to expect in the next 30 days (busiest day: \(busiest)):",
            ru: "Ожидаемые повторения на 30 дней вперёд (больше всего за день: \(busiest)):")
    }

    static let reviewForecastAxis = LocalizedText(
        en: "  ↑ today                     ↑ in 29 days", ru: "  ↑ сегодня                   ↑ через 29 дней")

    static func menuReview(due: Int) -> LocalizedText {
        LocalizedText(en: "Review (\(due) due)", ru: "Повторение (\(due) к повтору)")
    }

    static func invalidNow(_ raw: String) -> LocalizedText {
        LocalizedText(
            en: "QUIZCTL_NOW is not an ISO-8601 time: '\(raw)' (for example 2026-03-02T09:00:00Z)",
            ru: "QUIZCTL_NOW — не время в ISO 8601: «\(raw)» (например, 2026-03-02T09:00:00Z)")
    }

    static func nowOutOfRange(_ raw: String) -> LocalizedText {
        LocalizedText(
            en: "QUIZCTL_NOW must be between 0001-01-02 and 9999-12-30: '\(raw)' is not",
            ru: "QUIZCTL_NOW должно быть между 0001-01-02 и 9999-12-30, а «\(raw)» — нет")
    }
}
