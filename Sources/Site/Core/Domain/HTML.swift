/// Markup already written, as the UTF-8 bytes of the page it goes into: a lesson's body from
/// cmark-gfm, framed code, a rendered page.
///
/// Kept as bytes from where it is made to the file it is written in: each time a body became a
/// `String` on its way, its megabytes were checked to be UTF-8 again, though every byte of it
/// came from text that was. A template writes it as it is (`{{{content}}}`).
public struct HTML: Sendable, Hashable, Encodable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var utf8: [UInt8]

    public init(utf8: [UInt8]) {
        self.utf8 = utf8
    }

    public init(_ text: String) {
        utf8 = Array(text.utf8)
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    public var isEmpty: Bool { utf8.isEmpty }

    /// The markup as text (checked to be UTF-8 again: for tests and the slow paths).
    public var text: String { String(decoding: utf8, as: UTF8.self) }

    public var description: String { text }

    /// As text: the site's engine reads `HTML` as its bytes, and the tests' reference, swift-mustache, as this text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

extension Sequence<HTML> {
    /// The pieces one after another.
    public func joined() -> HTML {
        var bytes: [UInt8] = []
        for piece in self { bytes += piece.utf8 }
        return HTML(utf8: bytes)
    }
}
