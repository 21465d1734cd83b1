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
///
/// Values are kept and compared as their own type, not as `any RecurringModel`: boxing the site's
/// hundred words in an existential and casting them back out to compare them copied every word
/// twice a page.
final class RecurringModelCache: @unchecked Sendable {
    /// The values of one type kept, and what each was encoded to, the most recently used last.
    /// Two arrays, not one of pairs: this code is generic at run time, where reading a pair costs
    /// a lookup of the pair's type and a copy of the whole model.
    private final class Kept<Model: RecurringModel> {
        var models: [Model] = []
        var encodings: [TemplateValue] = []
    }

    private let lock = NSLock()
    /// A `Kept<Model>` per model type, under the type's identifier.
    private var store: [ObjectIdentifier: AnyObject] = [:]
    static let limit = 8

    /// What an equal value was encoded to, if one was lately; never for a value of one page alone.
    func encoded<Model: RecurringModel>(_ value: Model) -> TemplateValue? {
        guard value.recurs else { return nil }
        return lock.withLock { used(value) }
    }

    /// Keeps what `value` was encoded to, unless it belongs to one page alone (it would push out
    /// values other pages share, and no page would find it again) or an equal value is kept already
    /// (two pages that asked for it at once).
    func remember<Model: RecurringModel>(_ value: Model, as encoded: TemplateValue) {
        guard value.recurs else { return }
        lock.withLock {
            guard used(value) == nil else { return }
            let values = kept(Model.self)
            if values.models.count == Self.limit {
                values.models.removeFirst()
                values.encodings.removeFirst()
            }
            values.models.append(value)
            values.encodings.append(encoded)
        }
    }

    /// What the kept entry equal to `value` was encoded to, the entry moved last, as the most
    /// recently used. Only under `lock`.
    private func used<Model: RecurringModel>(_ value: Model) -> TemplateValue? {
        let values = kept(Model.self)
        // Read in place: an element read through the array's own subscript is a copy of it.
        let found = values.models.withUnsafeBufferPointer { models in models.indices.last { models[$0] == value } }
        guard let index = found else { return nil }
        if index != values.models.count - 1 {
            values.models.append(values.models.remove(at: index))
            values.encodings.append(values.encodings.remove(at: index))
        }
        return values.encodings[values.encodings.count - 1]
    }

    /// The values of `Model` kept, made empty the first time. Only under `lock`.
    private func kept<Model: RecurringModel>(_ type: Model.Type) -> Kept<Model> {
        if let values = store[ObjectIdentifier(type)] {
            // Stored under its own type's identifier, below, and nowhere else.
            return unsafeDowncast(values, to: Kept<Model>.self)
        }
        let values = Kept<Model>()
        store[ObjectIdentifier(type)] = values
        return values
    }
}

extension RecurringModel {
    /// What an equal value was encoded to lately, for a value the encoder knows only as generic,
    /// of this type: the type its role found (`ModelTypeRoles`), so no conformance is looked up.
    static func cachedEncoding(of value: some Any, in cache: RecurringModelCache) -> TemplateValue? {
        (value as? Self).flatMap { cache.encoded($0) }
    }

    static func remember(_ value: some Any, as encoded: TemplateValue, in cache: RecurringModelCache) {
        if let model = value as? Self { cache.remember(model, as: encoded) }
    }
}
