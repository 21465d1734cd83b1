import SiteCore

/// A page model of any shape, encoded the way the compiler's `encode(to:)` encodes structs:
/// strings, booleans and `Int`s through the containers' typed methods, `nil` optionals left out
/// (`encodeIfPresent`), nested structs and arrays through the generic method, so both encoders
/// see what real models give them.
enum RandomModel: Encodable, Sendable {
    case string(String)
    case bool(Bool)
    case int(Int)
    /// A string inside a type of its own, as an enum with a raw value encodes.
    case boxed(String)
    case object([Field])
    case array([RandomModel])
    /// A `[String]`, whose items reach the encoder through the generic method.
    case strings([String])
    case fragment(any RepeatedFragment)
    /// A field whose optional is `nil`.
    case absent

    struct Field: Sendable {
        let name: String
        let value: RandomModel
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case let .object(fields):
            var container = encoder.container(keyedBy: AnyKey.self)
            for field in fields {
                let key = AnyKey(field.name)
                switch field.value {
                case let .string(text): try container.encode(text, forKey: key)
                case let .bool(flag): try container.encode(flag, forKey: key)
                case let .int(number): try container.encode(number, forKey: key)
                case let .boxed(text): try container.encode(Boxed(text: text), forKey: key)
                case let .strings(texts): try container.encode(texts, forKey: key)
                case let .fragment(fragment): try container.encode(fragment, forKey: key)
                case .absent: try container.encodeIfPresent(String?.none, forKey: key)
                case .object, .array: try container.encode(field.value, forKey: key)
                }
            }
        case let .array(items):
            var container = encoder.unkeyedContainer()
            for item in items {
                switch item {
                case let .string(text): try container.encode(text)
                case let .fragment(fragment): try container.encode(fragment)
                default: try container.encode(item)
                }
            }
        case let .string(text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case let .bool(flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case let .int(number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case let .boxed(text):
            try Boxed(text: text).encode(to: encoder)
        case let .strings(texts):
            try texts.encode(to: encoder)
        case let .fragment(fragment):
            try fragment.encode(to: encoder)
        case .absent:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }

    private struct Boxed: Encodable {
        let text: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
    }

    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(_ name: String) {
            stringValue = name
        }

        init?(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) {
            nil
        }
    }
}

/// The fragment random templates render with their `fragment` template.
struct RandomFragment: RepeatedFragment {
    static let template = "fragment"
    let title: String
    let url: String
}

/// A closed section of the sidebar, rendered with the theme's `sidebar-section`.
struct ClosedSectionFragment: RepeatedFragment {
    static let template = "sidebar-section"
    let title: String
    let url: String
}
