/// A model read from JSON, as the Mustache specification's tests give their data: objects,
/// arrays, strings, booleans, `Int`s, and `null` as a field left out. A number that is not whole
/// is kept as JSON writes it (`1.21`), since the site's templates take text, booleans and `Int`s.
extension RandomModel: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .absent
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .int(number)
        } else if let number = try? container.decode(Double.self) {
            self = .string("\(number)")
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let items = try? container.decode([RandomModel].self) {
            self = .array(items)
        } else {
            let fields = try container.decode([String: RandomModel].self)
            self = .object(fields.sorted { $0.key < $1.key }.map { Field(name: $0.key, value: $0.value) })
        }
    }
}
