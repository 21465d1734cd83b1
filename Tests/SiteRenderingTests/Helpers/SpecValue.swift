/// A specification test's data as a model: numbers that are not whole are written as JSON writes
/// them (`1.21`), since the site's templates take text, booleans and `Int`s.
indirect enum SpecValue: Codable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case list([SpecValue])
    case object([String: SpecValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            self = .int(int)
        } else if let double = try? container.decode(Double.self) {
            self = .string("\(double)")
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let list = try? container.decode([SpecValue].self) {
            self = .list(list)
        } else {
            self = .object(try container.decode([String: SpecValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case let .bool(value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case let .int(value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case let .string(value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case let .list(values):
            var container = encoder.unkeyedContainer()
            for value in values { try container.encode(value) }
        case let .object(fields):
            var container = encoder.container(keyedBy: Key.self)
            for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
                try container.encode(value, forKey: Key(stringValue: name))
            }
        }
    }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
