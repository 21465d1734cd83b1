/// A stretch of Swift source and its kind, for highlighting. Ranges are UTF-8 byte offsets.
public struct SwiftToken: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case keyword, type, identifier, string, number, comment, docComment, attribute, macro
        case `operator`, argumentLabel
        /// Punctuation and whitespace: `(`, `:`, `->`, `=`, a `\(` around an interpolation.
        case plain
    }

    public var kind: Kind
    public let range: Range<Int>

    public init(kind: Kind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}
