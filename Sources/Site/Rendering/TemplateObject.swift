/// The fields of an encoded struct, in the order they were encoded.
///
/// A class, because an `Encoder` hands out containers that keep writing into it after it has been
/// stored in its parent. It is filled while one model is encoded, on one thread, and only read
/// afterwards (a fragment's fields are read by every page), hence `@unchecked Sendable`, and its
/// storage skips the runtime's exclusivity checks, which cost more than the writes themselves.
final class TemplateObject: @unchecked Sendable {
    @exclusivity(unchecked) private(set) var fields: [Field] = []
    /// Each field's name hashed, once there are more fields than `linearLimit`: a short struct is
    /// searched by comparing names (a few words each), the site's hundred words by hash.
    @exclusivity(unchecked) private var hashes: [UInt64] = []

    private static let linearLimit = 8

    struct Field {
        let name: String
        let value: TemplateValue
    }

    func set(_ value: TemplateValue, for name: String) {
        // Grown from nothing, a struct's array was reallocated at its 1st, 2nd, 3rd and 5th field;
        // room for 4 holds most of a site's structs (a link, a status, a step of a file's history),
        // which the code map has thousands of at once, and the others grow once or twice.
        if fields.capacity == 0 { fields.reserveCapacity(4) }
        fields.append(Field(name: name, value: value))
        if !hashes.isEmpty {
            hashes.append(TemplateKey.hash(name))
        } else if fields.count > Self.linearLimit {
            hashes = fields.map { TemplateKey.hash($0.name) }
        }
    }

    /// The field's value; the last one encoded under that name, as `TemplateFields` keeps it.
    func value(for key: TemplateKey) -> TemplateValue? {
        fields.withUnsafeBufferPointer { fields in
            var index = fields.count
            if hashes.isEmpty {
                while index > 0 {
                    index -= 1
                    if fields[index].name == key.name { return fields[index].value }
                }
                return nil
            }
            return hashes.withUnsafeBufferPointer { hashes in
                while index > 0 {
                    index -= 1
                    if hashes[index] == key.hash, fields[index].name == key.name { return fields[index].value }
                }
                return nil
            }
        }
    }
}
