public import CourseCodeCore
public import Localization
import SiteCore

/// The check in one line, for the build's progress and its closing summary:
/// `27/27 tests pasan · 2 archivos con errores · 7 solo en plataformas Apple`; when some tests did not
/// run, the passing ones are not counted against them: `7 pasan · 13 sin comprobar · …`.
public enum CodeCheckSummary {
    /// Nil when nothing was asked to be checked.
    public static func line(for report: CodeCheckReport) -> LocalizedText? {
        switch report.run {
        case .notRequested:
            return nil
        case let .skipped(reason):
            return "sin comprobar: \(reason)"
        case .checked where report.files.isEmpty:
            return "nada que comprobar: ningún bloque de Swift nombra su archivo"
        case let .checked(reused):
            var parts: [LocalizedText] = [Self.passing(report)]
            if report.failedCount > 0 { parts.append(report.failedCount == 1 ? "1 falla" : "\(report.failedCount) fallan") }
            if report.notRunCount > 0 { parts.append("\(report.notRunCount) sin comprobar") }
            let counts: [(FileCheckStatus, LocalizedText, LocalizedText)] = [
                (.errors, "archivo con errores", "archivos con errores"),
                (.leftOut, "archivo fuera del paquete", "archivos fuera del paquete"),
                (.appleOnly, "solo en plataformas Apple", "solo en plataformas Apple"),
                (.notChecked, "archivo sin comprobar", "archivos sin comprobar"),
            ]
            for (status, singular, plural) in counts where report.fileCount(status) > 0 {
                parts.append(Plural.count(report.fileCount(status), singular, plural))
            }
            let line = LocalizedText.joined(parts, separator: " · ")
            return reused ? "\(line) (sin cambios desde la última comprobación)" : line
        }
    }

    /// `27/27 tests pasan` when every test ran; `7 pasan` when some did not, which are counted apart.
    private static func passing(_ report: CodeCheckReport) -> LocalizedText {
        if report.tests.isEmpty { return "ningún test" }
        if report.notRunCount == 0 { return "\(report.passedCount)/\(report.tests.count) tests pasan" }
        return Plural.count(report.passedCount, "pasa", "pasan")
    }
}
