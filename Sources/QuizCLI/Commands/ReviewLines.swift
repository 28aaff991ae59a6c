import FoundationEssentials
import QuizPlatform

/// The human form of `quizctl review`.
struct ReviewLines {
    let overview: ReviewOverview
    let style: Style

    var lines: [LocalizedText] {
        guard overview.total > 0 else { return [Strings.reviewNoCards] }
        var lines = [
            Strings.reviewCards(overview.total, new: overview.newCards),
            Strings.reviewDueNow(style.bold(String(overview.dueNow))),
            Strings.reviewDueLaterToday(overview.laterToday),
            Strings.reviewDueTomorrow(overview.tomorrow),
            Strings.reviewDueThisWeek(overview.thisWeek),
        ]
        if let retention = overview.retention {
            lines.append(Strings.reviewRetention(DecimalText.fixed(retention * 100, decimals: 1)))
        } else {
            lines.append(Strings.reviewNoRetentionYet)
        }
        if style.glyphs.inWords {
            lines.append(Strings.spokenForecast(overview.forecast))
            return lines
        }
        let busiest = overview.forecast.max() ?? 0
        let chart = Charts.sparkline(overview.forecast.map { busiest == 0 ? 0 : Double($0) / Double(busiest) * 100 }, glyphs: style.glyphs)
        lines.append(Strings.reviewForecast(busiest: busiest))
        lines.append(LocalizedText(verbatim: "  " + style.cyan(chart)))
        lines.append(Strings.reviewForecastAxis)
        return lines
    }
}
