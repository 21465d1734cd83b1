/// A value with a message of its own, shown in the reader's language when interpolated into a
/// `LocalizedText`: the typed errors whose `description` is their Spanish.
public protocol LocalizedTextConvertible {
    var localizedText: LocalizedText { get }
}
