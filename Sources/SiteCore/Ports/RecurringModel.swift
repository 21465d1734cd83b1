/// A part of a page's model that recurs unchanged on many pages: the site as every page sees it,
/// the sidebar of the lessons of one section. Presenters only say so; a renderer may then reuse
/// what it made of an equal value on an earlier page instead of reading its fields again.
///
/// Equal values must encode alike, as the synthesized conformances of plain structs do.
public protocol RecurringModel: Encodable, Equatable, Sendable {}

extension RecurringModel {
    /// Whether `other` is a value of this type, equal to this one.
    public func isEqual(to other: any RecurringModel) -> Bool {
        (other as? Self) == self
    }
}
