internal import Mustache
import SiteCore

/// Turns an `Encodable` page model into objects swift-mustache reads quickly.
///
/// swift-mustache finds `{{name}}` with `Mirror` unless the object answers itself
/// (`MustacheParent`). Reflection cost more than the Markdown on a large course, so models are
/// encoded once, through their compiler-written `encode(to:)`, into fields looked up by hash.
/// An optional that is `nil` is left out, so a section over it renders nothing, as Mustache expects.
/// A `RepeatedFragment` is rendered once per build by `fragments` and reused.
struct TemplateEncoder {
    let fragments: FragmentCache

    func encode(_ model: some Encodable) throws -> Any {
        let encoder = TemplateValueEncoder(fragments: fragments)
        try model.encode(to: encoder)
        return encoder.value ?? TemplateFields()
    }
}

/// The fields of an encoded struct, read by name.
final class TemplateFields: MustacheParent {
    var values: [String: Any] = [:]

    func child(named name: String) -> Any? { values[name] }
}

/// The items of an encoded array, rendered once each by a section.
final class TemplateItems: MustacheSequence {
    var values: [Any] = []

    func makeIterator() -> IndexingIterator<[Any]> { values.makeIterator() }
}

private final class TemplateValueEncoder: Encoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]
    var value: Any?
    let fragments: FragmentCache

    init(fragments: FragmentCache) {
        self.fragments = fragments
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let fields = value as? TemplateFields ?? TemplateFields()
        value = fields
        return KeyedEncodingContainer(FieldsContainer<Key>(fields: fields, fragments: fragments))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let items = value as? TemplateItems ?? TemplateItems()
        value = items
        return ItemsContainer(items: items, fragments: fragments)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(encoder: self)
    }

    /// Strings, booleans and numbers stay as they are; fragments come rendered; anything else is encoded in turn.
    static func encode(_ value: some Encodable, fragments: FragmentCache) throws -> Any {
        switch value {
        case let string as String: return string
        case let bool as Bool: return bool
        case let int as Int: return int
        case let fragment as any RepeatedFragment: return try fragments.rendered(fragment)
        default:
            let encoder = TemplateValueEncoder(fragments: fragments)
            try value.encode(to: encoder)
            return encoder.value as Any
        }
    }
}

private struct FieldsContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let fields: TemplateFields
    let fragments: FragmentCache
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) {}

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        fields.values[key.stringValue] = try TemplateValueEncoder.encode(value, fragments: fragments)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = TemplateFields()
        fields.values[key.stringValue] = nested
        return KeyedEncodingContainer(FieldsContainer<NestedKey>(fields: nested, fragments: fragments))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = TemplateItems()
        fields.values[key.stringValue] = nested
        return ItemsContainer(items: nested, fragments: fragments)
    }

    mutating func superEncoder() -> any Encoder { TemplateValueEncoder(fragments: fragments) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { TemplateValueEncoder(fragments: fragments) }
}

private struct ItemsContainer: UnkeyedEncodingContainer {
    let items: TemplateItems
    let fragments: FragmentCache
    var codingPath: [any CodingKey] { [] }
    var count: Int { items.values.count }

    mutating func encodeNil() {}

    mutating func encode(_ value: some Encodable) throws {
        items.values.append(try TemplateValueEncoder.encode(value, fragments: fragments))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = TemplateFields()
        items.values.append(nested)
        return KeyedEncodingContainer(FieldsContainer<NestedKey>(fields: nested, fragments: fragments))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = TemplateItems()
        items.values.append(nested)
        return ItemsContainer(items: nested, fragments: fragments)
    }

    mutating func superEncoder() -> any Encoder { TemplateValueEncoder(fragments: fragments) }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let encoder: TemplateValueEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() {}

    mutating func encode(_ value: some Encodable) throws {
        encoder.value = try TemplateValueEncoder.encode(value, fragments: encoder.fragments)
    }
}
