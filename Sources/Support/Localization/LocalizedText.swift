/// A message written in Spanish, the course's language, that can be read in another: what every
/// diagnostic, progress line and report note is made of.
///
/// It is written as an ordinary string, `"falta la plantilla '\(name)'"`, and keeps its Spanish
/// with `%@` where each value went (`"falta la plantilla '%@'"`): that key finds the translation
/// in the other language's table, as `String(localized:)` finds it in a string catalog. Values
/// are kept apart and put back after translating; a value that is itself a `LocalizedText` (a
/// reason inside a message) is translated too, and anything else (a path, a number, a compiler's
/// output) is shown as it is.
public struct LocalizedText: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The Spanish with `%@` for each value and `%%` for a percent sign.
    public let key: String
    public let arguments: [Argument]

    public indirect enum Argument: Sendable, Hashable, Codable {
        /// Shown as it is in every language.
        case verbatim(String)
        case text(LocalizedText)
    }

    public init(key: String, arguments: [Argument]) {
        self.key = key
        self.arguments = arguments
    }

    /// An error's own message when it has one in both languages, else its description as it is.
    public init(describing error: any Error) {
        self = (error as? any LocalizedTextConvertible)?.localizedText ?? LocalizedText(verbatim: "\(error)")
    }

    /// Text that is the same in every language: a compiler's message, a system error.
    public init(verbatim text: String) {
        self.init(key: "%@", arguments: [.verbatim(text)])
    }

    public init(stringLiteral value: String) {
        self.init(key: Self.escaped(value), arguments: [])
    }

    public init(stringInterpolation: StringInterpolation) {
        self.init(key: stringInterpolation.key, arguments: stringInterpolation.arguments)
    }

    /// The message in `language`: its translation when the table has one, else the Spanish.
    public func rendered(in language: SiteLanguage) -> String {
        rendered(with: Translations.table(for: language))
    }

    func rendered(with table: [String: String]) -> String {
        Self.fill(table[key] ?? key, with: arguments.map { argument in
            switch argument {
            case let .verbatim(text): text
            case let .text(text): text.rendered(with: table)
            }
        })
    }

    /// The Spanish, as it was written.
    public var description: String { rendered(in: .spanish) }

    /// Two messages are the same when they read the same in Spanish: `"\(3) avisos"` equals
    /// `"3 avisos"`, which is what tests and the diagnostics' de-duplication compare.
    public static func == (lhs: LocalizedText, rhs: LocalizedText) -> Bool { lhs.description == rhs.description }

    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    /// `parts` one after another, each in the reader's language: "3 páginas, 1 aviso".
    public static func joined(_ parts: [LocalizedText], separator: String) -> LocalizedText {
        LocalizedText(key: parts.map { _ in "%@" }.joined(separator: escaped(separator)), arguments: parts.map(Argument.text))
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [Argument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 2 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            key += LocalizedText.escaped(literal)
        }

        public mutating func appendInterpolation(_ text: LocalizedText) {
            key += "%@"
            arguments.append(.text(text))
        }

        public mutating func appendInterpolation(_ value: some LocalizedTextConvertible) {
            appendInterpolation(value.localizedText)
        }

        /// An error of unknown type: its own message when it has one in both languages.
        public mutating func appendInterpolation(_ error: any Error) {
            appendInterpolation(LocalizedText(describing: error))
        }

        public mutating func appendInterpolation(_ value: some Any) {
            key += "%@"
            arguments.append(.verbatim(String(describing: value)))
        }
    }

    static func escaped(_ literal: String) -> String {
        guard literal.contains("%") else { return literal }
        return literal.reduce(into: "") { escaped, character in escaped += character == "%" ? "%%" : String(character) }
    }

    /// Puts the values into a format: `%@` takes the next one, `%2$@` the second, `%%` is a percent sign.
    static func fill(_ format: String, with values: [String]) -> String {
        guard format.contains("%") else { return format }
        var result = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                rest = rest.dropFirst()
            } else if rest.first == "@" {
                result += next < values.count ? values[next] : ""
                next += 1
                rest = rest.dropFirst()
            } else if case let digits = rest.prefix(while: { $0.isASCII && $0.isNumber }), let position = Int(digits), rest.dropFirst(digits.count).hasPrefix("$@") {
                result += position >= 1 && position <= values.count ? values[position - 1] : ""
                rest = rest.dropFirst(digits.count + 2)
            } else {
                result += "%"
            }
        }
        return result + rest
    }
}
