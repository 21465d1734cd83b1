public import Foundation

/// A lesson's last change as readers of the course read dates: `23 de noviembre de 2026`
/// (`November 23, 2026` in English).
public struct LessonDateFormatter: Sendable {
    private let locale: Locale
    private let timeZone: TimeZone

    public init(locale: Locale = Locale(identifier: "es_ES"), timeZone: TimeZone = TimeZone(identifier: "Europe/Madrid") ?? .gmt) {
        self.locale = locale
        self.timeZone = timeZone
    }

    public func text(for date: Date) -> String {
        date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: timeZone))
    }

    /// `2026-11-23`, for `<time datetime>`.
    public func machineText(for date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: timeZone).year().month().day())
    }
}
