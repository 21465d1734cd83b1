import SiteCore

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

    /// FNV-1a over the UTF-8 bytes, as a lesson's content is fingerprinted.
    static func hash(_ name: String) -> UInt64 {
        ContentHash.value(of: name)
    }
}
