import Localization
import SiteCore

/// Turns an `Encodable` page model into a `TemplateValue` (strings, booleans, `Int`s, fields,
/// items, fragments; a `nil` optional, or a value that encodes nothing, left out), typed, through
/// the code the compiler writes for `encode(to:)`; `HTML` is kept as its bytes.
///
/// Strings, booleans and `Int`s arrive through the containers' typed `encode` methods, so no value
/// is cast; the only check per nested value is whether its type is a `RepeatedFragment`, rendered
/// once per build by `fragments`, answered once per type (a conformance lookup per value was a
/// tenth of the encoding). Another number type (`Double`, `UInt8`…) throws `TemplateRenderingFailure`:
/// page models hold text, and a number is written as its presenter formats it.
struct TypedTemplateEncoder {
    let fragments: CompiledFragmentCache
    let recurring: RecurringModelCache
    let roles: ModelTypeRoles

    /// The model's value; a model that encodes nothing is a struct without fields.
    func encode(_ model: some Encodable) throws -> TemplateValue {
        let run = EncodingRun(fragments: fragments, recurring: recurring, roles: roles)
        return try run.encoding { encoder in
            try model.encode(to: encoder)
            return encoder.value ?? .fields(TemplateObject())
        }
    }
}

/// What the encoders of one model share.
private final class EncodingRun {
    let fragments: CompiledFragmentCache
    let recurring: RecurringModelCache
    private let roles: ModelTypeRoles
    @exclusivity(unchecked) private var types: [(type: ObjectIdentifier, role: ModelTypeRoles.Role)] = []
    /// Encoders done with, for the next nested value: values are encoded one inside another and
    /// each is done before its parent goes on, so a model needs as many encoders as it is deep,
    /// where it had one for each of its values.
    @exclusivity(unchecked) private var spareEncoders: [ValueEncoder] = []

    init(fragments: CompiledFragmentCache, recurring: RecurringModelCache, roles: ModelTypeRoles) {
        self.fragments = fragments
        self.recurring = recurring
        self.roles = roles
    }

    /// A model has a handful of types, looked up here without a lock before asking the build-wide record.
    func role<Value>(of type: Value.Type) -> ModelTypeRoles.Role {
        let identifier = ObjectIdentifier(type)
        for entry in types where entry.type == identifier {
            return entry.role
        }
        let role = roles.role(of: type)
        types.append((identifier, role))
        return role
    }

    /// `body` with an encoder that holds no value, given back for the next value once `body` is done
    /// with it: one that a model's own `encode(to:)` kept (or a container of it) is left to it.
    func encoding<Result>(_ body: (ValueEncoder) throws -> Result) rethrows -> Result {
        var encoder = spareEncoders.popLast() ?? ValueEncoder(run: self)
        defer {
            if isKnownUniquelyReferenced(&encoder) {
                encoder.value = nil
                spareEncoders.append(encoder)
            }
        }
        return try body(encoder)
    }
}

private final class ValueEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    @exclusivity(unchecked) var value: TemplateValue?
    /// Unowned, since the run keeps its spare encoders: an encoder used after its model is encoded
    /// (one a model's `encode(to:)` kept, or a `superEncoder`'s) traps rather than writing anywhere.
    unowned let run: EncodingRun

    init(run: EncodingRun) {
        self.run = run
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case let .fields(object)? = value {
            return KeyedEncodingContainer(ObjectContainer<Key>(object: object, run: run))
        }
        let object = TemplateObject()
        value = .fields(object)
        return KeyedEncodingContainer(ObjectContainer<Key>(object: object, run: run))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case let .items(list)? = value {
            return ListContainer(list: list, run: run)
        }
        let list = TemplateList()
        value = .items(list)
        return ListContainer(list: list, run: run)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(encoder: self)
    }

    /// A nested value: a fragment comes rendered; anything else encodes itself in turn.
    /// nil for a value that encodes nothing (an `Optional` that is `nil`, inside a list).
    static func encode<Value: Encodable>(_ value: Value, run: EncodingRun) throws -> TemplateValue? {
        // Markup is written as its bytes are, never turned into a `String` on the way.
        if Value.self == HTML.self, let html = value as? HTML {
            return .html(html.utf8)
        }
        let role = run.role(of: Value.self)
        if case let .fragment(fragmentType) = role {
            return .fragment(try rendered(value, as: fragmentType, run: run))
        }
        let recurring: (any RecurringModel.Type)? = if case let .recurring(type) = role { type } else { nil }
        if let recurring, let encoded = recurring.cachedEncoding(of: value, in: run.recurring) {
            return encoded
        }
        let encoded = try run.encoding { encoder in
            try value.encode(to: encoder)
            return encoder.value
        }
        guard let encoded else { return nil }
        recurring?.remember(value, as: encoded, in: run.recurring)
        return encoded
    }

    /// The value as the fragment type it was found to be (a cast to a concrete type, not a
    /// conformance lookup), with its fields encoded by its own `encode(to:)`, as a page's model is.
    private static func rendered<Fragment: RepeatedFragment>(_ value: some Encodable, as type: Fragment.Type, run: EncodingRun) throws -> CompiledFragment {
        let fields = try run.encoding { encoder in
            try value.encode(to: encoder)
            return encoder.value ?? .fields(TemplateObject())
        }
        return try run.fragments.rendered(value as! Fragment, fields: fields)
    }

    static func unsupported(_ type: Any.Type) -> TemplateRenderingFailure {
        TemplateRenderingFailure("el modelo tiene un valor de tipo \(String(describing: type)), y las plantillas solo escriben textos, booleanos e Int")
    }
}

private struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let object: TemplateObject
    let run: EncodingRun
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) {}

    mutating func encode(_ value: String, forKey key: Key) {
        object.set(.string(value), for: key.stringValue)
    }

    mutating func encode(_ value: Bool, forKey key: Key) {
        object.set(.bool(value), for: key.stringValue)
    }

    mutating func encode(_ value: Int, forKey key: Key) {
        object.set(.int(value), for: key.stringValue)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws { throw ValueEncoder.unsupported(Double.self) }
    mutating func encode(_ value: Float, forKey key: Key) throws { throw ValueEncoder.unsupported(Float.self) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { throw ValueEncoder.unsupported(Int8.self) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { throw ValueEncoder.unsupported(Int16.self) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { throw ValueEncoder.unsupported(Int32.self) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { throw ValueEncoder.unsupported(Int64.self) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { throw ValueEncoder.unsupported(UInt.self) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { throw ValueEncoder.unsupported(UInt8.self) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { throw ValueEncoder.unsupported(UInt16.self) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { throw ValueEncoder.unsupported(UInt32.self) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { throw ValueEncoder.unsupported(UInt64.self) }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        if let encoded = try ValueEncoder.encode(value, run: run) {
            object.set(encoded, for: key.stringValue)
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = TemplateObject()
        object.set(.fields(nested), for: key.stringValue)
        return KeyedEncodingContainer(ObjectContainer<NestedKey>(object: nested, run: run))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = TemplateList()
        object.set(.items(nested), for: key.stringValue)
        return ListContainer(list: nested, run: run)
    }

    // Written nowhere: no model encodes its superclass.
    mutating func superEncoder() -> any Encoder { ValueEncoder(run: run) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { ValueEncoder(run: run) }
}

private struct ListContainer: UnkeyedEncodingContainer {
    let list: TemplateList
    let run: EncodingRun
    var codingPath: [any CodingKey] { [] }
    var count: Int { list.values.count }

    mutating func encodeNil() {}

    mutating func encode(_ value: String) { list.append(.string(value)) }
    mutating func encode(_ value: Bool) { list.append(.bool(value)) }
    mutating func encode(_ value: Int) { list.append(.int(value)) }

    mutating func encode(_ value: Double) throws { throw ValueEncoder.unsupported(Double.self) }
    mutating func encode(_ value: Float) throws { throw ValueEncoder.unsupported(Float.self) }
    mutating func encode(_ value: Int8) throws { throw ValueEncoder.unsupported(Int8.self) }
    mutating func encode(_ value: Int16) throws { throw ValueEncoder.unsupported(Int16.self) }
    mutating func encode(_ value: Int32) throws { throw ValueEncoder.unsupported(Int32.self) }
    mutating func encode(_ value: Int64) throws { throw ValueEncoder.unsupported(Int64.self) }
    mutating func encode(_ value: UInt) throws { throw ValueEncoder.unsupported(UInt.self) }
    mutating func encode(_ value: UInt8) throws { throw ValueEncoder.unsupported(UInt8.self) }
    mutating func encode(_ value: UInt16) throws { throw ValueEncoder.unsupported(UInt16.self) }
    mutating func encode(_ value: UInt32) throws { throw ValueEncoder.unsupported(UInt32.self) }
    mutating func encode(_ value: UInt64) throws { throw ValueEncoder.unsupported(UInt64.self) }

    mutating func encode(_ value: some Encodable) throws {
        if let encoded = try ValueEncoder.encode(value, run: run) {
            list.append(encoded)
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = TemplateObject()
        list.append(.fields(nested))
        return KeyedEncodingContainer(ObjectContainer<NestedKey>(object: nested, run: run))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = TemplateList()
        list.append(.items(nested))
        return ListContainer(list: nested, run: run)
    }

    mutating func superEncoder() -> any Encoder { ValueEncoder(run: run) }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() {}

    mutating func encode(_ value: String) { encoder.value = .string(value) }
    mutating func encode(_ value: Bool) { encoder.value = .bool(value) }
    mutating func encode(_ value: Int) { encoder.value = .int(value) }

    mutating func encode(_ value: Double) throws { throw ValueEncoder.unsupported(Double.self) }
    mutating func encode(_ value: Float) throws { throw ValueEncoder.unsupported(Float.self) }
    mutating func encode(_ value: Int8) throws { throw ValueEncoder.unsupported(Int8.self) }
    mutating func encode(_ value: Int16) throws { throw ValueEncoder.unsupported(Int16.self) }
    mutating func encode(_ value: Int32) throws { throw ValueEncoder.unsupported(Int32.self) }
    mutating func encode(_ value: Int64) throws { throw ValueEncoder.unsupported(Int64.self) }
    mutating func encode(_ value: UInt) throws { throw ValueEncoder.unsupported(UInt.self) }
    mutating func encode(_ value: UInt8) throws { throw ValueEncoder.unsupported(UInt8.self) }
    mutating func encode(_ value: UInt16) throws { throw ValueEncoder.unsupported(UInt16.self) }
    mutating func encode(_ value: UInt32) throws { throw ValueEncoder.unsupported(UInt32.self) }
    mutating func encode(_ value: UInt64) throws { throw ValueEncoder.unsupported(UInt64.self) }

    mutating func encode(_ value: some Encodable) throws {
        if let encoded = try ValueEncoder.encode(value, run: encoder.run) {
            encoder.value = encoded
        }
    }
}
