import Foundation
import SiteCore

/// The values of `RecurringModel` types encoded on recent pages, for the next pages to reuse.
///
/// The site and its hundred words were a fifth of encoding a lesson's page, though they are the
/// same on every page. A few values of each type are kept, the least recently used given up first:
/// pages written side by side on every core, and those of the lanes beside them, ask for values
/// that differ (the closed sections before and after the current one differ from section to
/// section). A value of one page alone (`recurs` false: a canonical address) is not kept.
/// Encoded values are only read once made, so pages on every core share them. Its dictionary is
/// only touched under `lock`.
final class RecurringModelCache: @unchecked Sendable {
    private struct Entry {
        let value: any RecurringModel
        let encoded: TemplateValue
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: [Entry]] = [:]
    static let kept = 8

    /// What an equal value was encoded to, if one was lately; never for a value of one page alone.
    func encoded(_ value: any RecurringModel) -> TemplateValue? {
        guard value.recurs else { return nil }
        return lock.withLock { used(value)?.encoded }
    }

    /// Keeps what `value` was encoded to, unless it belongs to one page alone (it would push out
    /// values other pages share, and no page would find it again) or an equal value is kept already
    /// (two pages that asked for it at once).
    func remember(_ value: any RecurringModel, as encoded: TemplateValue) {
        guard value.recurs else { return }
        lock.withLock {
            guard used(value) == nil else { return }
            let type = ObjectIdentifier(type(of: value))
            if entries[type, default: []].count == Self.kept { entries[type]?.removeFirst() }
            entries[type, default: []].append(Entry(value: value, encoded: encoded))
        }
    }

    /// The kept entry equal to `value`, moved last, as the most recently used. Only under `lock`.
    private func used(_ value: any RecurringModel) -> Entry? {
        let type = ObjectIdentifier(type(of: value))
        guard let index = entries[type]?.lastIndex(where: { $0.value.isEqual(to: value) }) else { return nil }
        guard let entry = entries[type]?.remove(at: index) else { return nil }
        entries[type]?.append(entry)
        return entry
    }
}
