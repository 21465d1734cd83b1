import Foundation
import SiteCore

/// The values of `RecurringModel` types encoded on recent pages, for the next pages to reuse.
///
/// The site and its hundred words were a fifth of encoding a lesson's page, though they are the
/// same on every page. A few values of each type are kept, for pages written side by side with
/// values that differ; a value of one page alone (`recurs` false: a canonical address) is not
/// kept. Encoded values are only read once made, so pages on every core share them. Its
/// dictionary is only touched under `lock`.
final class RecurringModelCache: @unchecked Sendable {
    private struct Entry {
        let value: any RecurringModel
        let encoded: TemplateValue
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: [Entry]] = [:]
    private static let kept = 4

    /// What an equal value was encoded to, if one was lately; never for a value of one page alone.
    func encoded(_ value: any RecurringModel) -> TemplateValue? {
        guard value.recurs else { return nil }
        let candidates = lock.withLock { entries[ObjectIdentifier(type(of: value))] ?? [] }
        return candidates.last { $0.value.isEqual(to: value) }?.encoded
    }

    /// Keeps what `value` was encoded to, unless it belongs to one page alone: it would push out
    /// values other pages share, and no page would find it again.
    func remember(_ value: any RecurringModel, as encoded: TemplateValue) {
        guard value.recurs else { return }
        lock.withLock {
            var kept = entries[ObjectIdentifier(type(of: value)), default: []]
            if kept.count == Self.kept { kept.removeFirst() }
            kept.append(Entry(value: value, encoded: encoded))
            entries[ObjectIdentifier(type(of: value))] = kept
        }
    }
}
