import HTTPClient
import MovieRatingSource
import QuizPlatform

/// The progress of a download as text: a bar with bytes, rate and time
/// left for a terminal, redrawn in place; a plain line for a log.
struct DownloadProgressLine {
    let file: String
    let progress: DownloadProgress
    /// Seconds since this run's transfer started.
    let elapsed: Double

    /// Bytes a second in this run (bytes kept from an earlier run do not count).
    var rate: Double? {
        let fetched = Double(progress.received - progress.resumedFrom)
        return elapsed > 0.2 && fetched > 0 ? fetched / elapsed : nil
    }

    /// Whole percent done, when the size is known.
    var percent: Int? {
        guard let total = progress.total, total > 0 else { return nil }
        return Int(min(100, progress.received * 100 / total))
    }

    /// "[#####-------] 45%  3.2 MB of 7.1 MB  1.4 MB/s  3 s left  title.ratings.tsv.gz",
    /// cut to `width`: the file's name last, so a narrow window loses it first.
    func bar(width: Int, language: Language) -> String {
        var parts: [String] = []
        if let percent {
            let cells = 12
            let filled = percent * cells / 100
            parts.append(
                "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: cells - filled) + "] "
                    + Strings.percent(percent)(language))
        }
        parts.append(amount(language))
        if let rate {
            parts.append(Strings.downloadRate(Strings.byteCount(Int64(rate)))(language))
            if let total = progress.total, total > progress.received {
                parts.append(Strings.downloadTimeLeft(seconds: Int((Double(total - progress.received) / rate).rounded(.up)))(language))
            }
        }
        parts.append(file)
        return TextWrap.truncate(parts.joined(separator: "  "), to: max(10, width - 1))
    }

    /// "title.ratings.tsv.gz: 45% (3.2 MB of 7.1 MB)".
    func plain(language: Language) -> String {
        "\(file): " + (percent.map { Strings.percent($0)(language) + " (\(amount(language)))" } ?? amount(language))
    }

    private func amount(_ language: Language) -> String {
        let received = Strings.byteCount(progress.received)(language)
        guard let total = progress.total else { return received }
        return Strings.downloadAmount(received: received, total: Strings.byteCount(total)(language))(language)
    }
}
