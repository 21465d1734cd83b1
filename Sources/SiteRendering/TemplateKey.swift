/// A field's name with its hash, so looking one up in a large struct compares integers before strings.
///
/// The hash is computed once per name of a compiled template, and once per field of a struct with
/// more than a few fields as a model is encoded (`TemplateObject`): cheaper than a dictionary's
/// hashing, and the `site.words` table has a hundred fields.
struct TemplateKey: Sendable, Equatable {
    let name: String
    let hash: UInt64

    init(_ name: String) {
        self.name = name
        hash = Self.hash(name)
    }

    /// FNV-1a over the UTF-8 bytes.
    static func hash(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return hash
        }
    }
}
