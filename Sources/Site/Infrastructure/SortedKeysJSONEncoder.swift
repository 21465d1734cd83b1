import Foundation
public import SiteCore

/// Encodes a value as `JSONEncoder` does with `[.sortedKeys, .withoutEscapingSlashes]`, byte for
/// byte, for what the reports hold: strings, integers, booleans, optionals, arrays and structs.
///
/// It writes straight into bytes. `JSONEncoder` first builds a tree of boxed values, checking each
/// value's type against `Date`, `Data` and `URL` on the way, and that made the reports' JSON a
/// twentieth of a large course's build. Here each struct's fields are written in the order they
/// come and, unless they came in key order (as the traceability JSON's structs declare them),
/// reordered once, when the struct is done. What `JSONEncoder` would write differently
/// (a floating-point number, a `Date`, `Data`, a `URL`, a `Decimal`, a container nested by hand, a
/// value that writes nothing) throws instead of being written some other way.
public struct SortedKeysJSONEncoder: JSONWriting {
    public init() {}

    /// Appends the value's JSON to `bytes`; when it throws, `bytes` is left as it was.
    public func append(_ value: some Encodable, to bytes: inout [UInt8]) throws {
        let output = JSONOutput()
        let count = bytes.count
        swap(&output.bytes, &bytes)
        defer { swap(&output.bytes, &bytes) }
        do {
            try output.writeEncoded(value)
        } catch {
            output.bytes.removeSubrange(count...)
            throw error
        }
    }

}

/// The bytes written so far, shared by the encoders of one value's parts.
private final class JSONOutput {
    @exclusivity(unchecked) var bytes: [UInt8] = []
    /// The fields of the structs being written, innermost last: each struct's are taken off when
    /// it is done, so one array serves every struct of the value.
    @exclusivity(unchecked) var fields: [Field] = []
    /// A finished struct's bytes, copied aside while its fields are written back in key order.
    @exclusivity(unchecked) private var scratch: [UInt8] = []

    /// A field as written: its name, and where it lies in `bytes`, from its name to the end of its value.
    struct Field {
        let name: String
        let written: Range<Int>
    }
    /// Lower case, as `JSONEncoder` writes a control character (`\u001f`).
    private static let hexDigits = Array("0123456789abcdef".utf8)

    func writeEncoded<Value: Encodable>(_ value: Value) throws {
        // `JSONEncoder` writes these its own way, not as their `encode(to:)` does.
        if Value.self == Date.self || Value.self == Data.self || Value.self == URL.self || Value.self == Decimal.self {
            throw Self.unsupported(Value.self)
        }
        let encoder = ValueEncoder(output: self)
        try value.encode(to: encoder)
        try encoder.finish()
    }

    func write(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var written = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: utf8[written..<index])
                written = index + 1
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                default:
                    bytes.append(contentsOf: "u00".utf8)
                    bytes.append(Self.hexDigits[Int(byte >> 4)])
                    bytes.append(Self.hexDigits[Int(byte & 0x0F)])
                }
            }
            bytes.append(contentsOf: utf8[written...])
        }
        bytes.append(UInt8(ascii: "\""))
    }

    func write(_ value: Bool) {
        bytes.append(contentsOf: value ? "true".utf8 : "false".utf8)
    }

    func write(_ value: some FixedWidthInteger) {
        bytes.append(contentsOf: String(value).utf8)
    }

    func writeNull() {
        bytes.append(contentsOf: "null".utf8)
    }

    /// Runs `write`, a field or an element; if it throws, takes out everything it wrote (bytes and
    /// fields) and runs `undo` before the error goes on, so an `encode(to:)` that catches the
    /// error goes on without it (`JSONEncoder` stops the program at the next one).
    func keepingNothingIfItThrows(_ write: () throws -> Void, undo: () -> Void = {}) rethrows {
        let (bytesBefore, fieldsBefore) = (bytes.count, fields.count)
        do {
            try write()
        } catch {
            bytes.removeSubrange(bytesBefore...)
            fields.removeSubrange(fieldsBefore...)
            undo()
            throw error
        }
    }

    /// Ends the struct written from `start` (its `{`, then each field as it came: a comma, its
    /// name, its value), whose fields are `fields[firstField...]`, and takes them off. Fields that
    /// came in key order, each name once, stay as they are; any others are rewritten sorted by
    /// name as UTF-8 bytes, as `JSONEncoder` sorts them, and of a name written twice the last
    /// value kept, as it keeps. Two names spelled with different bytes that Swift calls equal
    /// ("á" and "a\u{301}") are one field for `JSONEncoder`, whose keys are a dictionary's: that throws.
    func finishObject(from start: Int, firstField: Int) throws {
        defer { fields.removeSubrange(firstField...) }
        let written = firstField..<fields.count
        if written.contains(where: { index in !fields[index].name.utf8.allSatisfy { $0 < 0x80 } }) {
            let distinctBytes = Set(written.map { Array(fields[$0].name.utf8) }).count
            guard Set(written.map { fields[$0].name }).count == distinctBytes else { throw Self.unsupported("two names that differ only in their Unicode normalization") }
        }
        let inKeyOrder = written.dropFirst().allSatisfy { fields[$0 - 1].name.utf8.lexicographicallyPrecedes(fields[$0].name.utf8) }
        guard !inKeyOrder else {
            bytes.append(UInt8(ascii: "}"))
            return
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: bytes[start...])
        bytes.removeSubrange(start...)
        let order = written.sorted { first, second in
            let (a, b) = (fields[first].name, fields[second].name)
            return a.utf8.elementsEqual(b.utf8) ? first < second : a.utf8.lexicographicallyPrecedes(b.utf8)
        }
        bytes.append(UInt8(ascii: "{"))
        var wroteField = false
        for (position, index) in order.enumerated() {
            let field = fields[index]
            if position + 1 < order.count, fields[order[position + 1]].name.utf8.elementsEqual(field.name.utf8) { continue }
            if wroteField { bytes.append(UInt8(ascii: ",")) }
            wroteField = true
            bytes.append(contentsOf: scratch[(field.written.lowerBound - start)..<(field.written.upperBound - start)])
        }
        bytes.append(UInt8(ascii: "}"))
    }

    static func unsupported(_ type: Any.Type) -> EncodingError {
        EncodingError.invalidValue(type, .init(codingPath: [], debugDescription: "SortedKeysJSONEncoder does not write \(type) as JSONEncoder does"))
    }

    static func unsupported(_ what: String) -> EncodingError {
        EncodingError.invalidValue(what, .init(codingPath: [], debugDescription: "SortedKeysJSONEncoder does not write \(what)"))
    }
}

/// One value's encoder: what its `encode(to:)` asks for decides whether it is a struct, an array or a single value.
private final class ValueEncoder: Encoder {
    enum Shape {
        case nothing
        case object
        case array(count: Int)
        case single
    }

    let output: JSONOutput
    let start: Int
    /// Where this value's fields begin in `output.fields`, if it is a struct.
    let firstField: Int
    @exclusivity(unchecked) var shape = Shape.nothing
    /// Set by what cannot throw where it is asked for (a nested container), thrown when the value is done.
    @exclusivity(unchecked) var unsupported: EncodingError?
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(output: JSONOutput) {
        self.output = output
        start = output.bytes.count
        firstField = output.fields.count
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        switch shape {
        case .nothing:
            shape = .object
            output.bytes.append(UInt8(ascii: "{"))
        case .object: break
        case .array, .single: unsupported = JSONOutput.unsupported("a struct's fields after another value")
        }
        return KeyedEncodingContainer(ObjectContainer(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        switch shape {
        case .nothing:
            shape = .array(count: 0)
            output.bytes.append(UInt8(ascii: "["))
        case .array: break
        case .object, .single: unsupported = JSONOutput.unsupported("an array's elements after another value")
        }
        return ListContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(encoder: self)
    }

    /// Before a single value: it is the encoder's one value.
    func startSingle() throws {
        guard case .nothing = shape else { throw JSONOutput.unsupported("two values for one") }
        shape = .single
    }

    /// Before an array's element: its comma.
    func startElement() {
        guard case let .array(count) = shape else { return }
        if count > 0 { output.bytes.append(UInt8(ascii: ",")) }
        shape = .array(count: count + 1)
    }

    /// Marks this value as one it cannot write, and returns an encoder whose output goes nowhere,
    /// for a container or encoder asked for where throwing is not possible.
    func refused(_ what: String) -> ValueEncoder {
        unsupported = JSONOutput.unsupported(what)
        return ValueEncoder(output: JSONOutput())
    }

    /// Writes a field where it comes, its name before its value, ready for a struct whose
    /// fields come in key order.
    func field(_ key: some CodingKey, _ write: () throws -> Void) rethrows {
        let name = key.stringValue
        try output.keepingNothingIfItThrows {
            if output.fields.count > firstField { output.bytes.append(UInt8(ascii: ",")) }
            let nameStart = output.bytes.count
            output.write(name)
            output.bytes.append(UInt8(ascii: ":"))
            try write()
            output.fields.append(.init(name: name, written: nameStart..<output.bytes.count))
        }
    }

    func finish() throws {
        if let unsupported { throw unsupported }
        switch shape {
        case .nothing: throw JSONOutput.unsupported("a value that encodes nothing")
        case .object: try output.finishObject(from: start, firstField: firstField)
        case .array: output.bytes.append(UInt8(ascii: "]"))
        case .single: break
        }
    }
}

private struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { [] }
    private var output: JSONOutput { encoder.output }

    init(encoder: ValueEncoder) {
        self.encoder = encoder
    }

    mutating func encodeNil(forKey key: Key) { encoder.field(key) { output.writeNull() } }
    mutating func encode(_ value: String, forKey key: Key) { encoder.field(key) { output.write(value) } }
    mutating func encode(_ value: Bool, forKey key: Key) { encoder.field(key) { output.write(value) } }
    mutating func encode(_ value: Int, forKey key: Key) { encoder.field(key) { output.write(value) } }
    mutating func encode(_ value: Int8, forKey key: Key) { encoder.field(key) { output.write(value) } }
    mutating func encode(_ value: Int16, forKey key: Key) { encoder.field(key) { output.write(value) } }
    mutating func encode(_ value: Int32, forKey key: Key) { encoder.field(key) { output.write(value) } }
    mutating func encode(_ value: Int64, forKey key: Key) { encoder.field(key) { output.write(value) } }
    mutating func encode(_ value: UInt, forKey key: Key) { encoder.field(key) { output.write(value) } }
    mutating func encode(_ value: UInt8, forKey key: Key) { encoder.field(key) { output.write(value) } }
    mutating func encode(_ value: UInt16, forKey key: Key) { encoder.field(key) { output.write(value) } }
    mutating func encode(_ value: UInt32, forKey key: Key) { encoder.field(key) { output.write(value) } }
    mutating func encode(_ value: UInt64, forKey key: Key) { encoder.field(key) { output.write(value) } }
    mutating func encode(_ value: Double, forKey key: Key) throws { throw JSONOutput.unsupported(Double.self) }
    mutating func encode(_ value: Float, forKey key: Key) throws { throw JSONOutput.unsupported(Float.self) }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        try encoder.field(key) { try output.writeEncoded(value) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(ObjectContainer<NestedKey>(encoder: encoder.refused("a container nested by hand")))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        ListContainer(encoder: encoder.refused("a container nested by hand"))
    }

    mutating func superEncoder() -> any Encoder {
        encoder.refused("a super encoder")
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder() }
}

private struct ListContainer: UnkeyedEncodingContainer {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { [] }
    var count: Int {
        if case let .array(count) = encoder.shape { count } else { 0 }
    }

    private var output: JSONOutput { encoder.output }

    mutating func encodeNil() { element { output.writeNull() } }
    mutating func encode(_ value: String) { element { output.write(value) } }
    mutating func encode(_ value: Bool) { element { output.write(value) } }
    mutating func encode(_ value: Int) { element { output.write(value) } }
    mutating func encode(_ value: Int8) { element { output.write(value) } }
    mutating func encode(_ value: Int16) { element { output.write(value) } }
    mutating func encode(_ value: Int32) { element { output.write(value) } }
    mutating func encode(_ value: Int64) { element { output.write(value) } }
    mutating func encode(_ value: UInt) { element { output.write(value) } }
    mutating func encode(_ value: UInt8) { element { output.write(value) } }
    mutating func encode(_ value: UInt16) { element { output.write(value) } }
    mutating func encode(_ value: UInt32) { element { output.write(value) } }
    mutating func encode(_ value: UInt64) { element { output.write(value) } }
    mutating func encode(_ value: Double) throws { throw JSONOutput.unsupported(Double.self) }
    mutating func encode(_ value: Float) throws { throw JSONOutput.unsupported(Float.self) }

    mutating func encode(_ value: some Encodable) throws {
        try element { try output.writeEncoded(value) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(ObjectContainer<NestedKey>(encoder: encoder.refused("a container nested by hand")))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        ListContainer(encoder: encoder.refused("a container nested by hand"))
    }

    mutating func superEncoder() -> any Encoder {
        encoder.refused("a super encoder")
    }

    private func element(_ write: () throws -> Void) rethrows {
        // Left out, comma and all, as a field that throws is; and not counted.
        let shapeBefore = encoder.shape
        try output.keepingNothingIfItThrows({
            encoder.startElement()
            try write()
        }, undo: { encoder.shape = shapeBefore })
    }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { [] }
    private var output: JSONOutput { encoder.output }

    mutating func encodeNil() throws { try single { output.writeNull() } }
    mutating func encode(_ value: String) throws { try single { output.write(value) } }
    mutating func encode(_ value: Bool) throws { try single { output.write(value) } }
    mutating func encode(_ value: Int) throws { try single { output.write(value) } }
    mutating func encode(_ value: Int8) throws { try single { output.write(value) } }
    mutating func encode(_ value: Int16) throws { try single { output.write(value) } }
    mutating func encode(_ value: Int32) throws { try single { output.write(value) } }
    mutating func encode(_ value: Int64) throws { try single { output.write(value) } }
    mutating func encode(_ value: UInt) throws { try single { output.write(value) } }
    mutating func encode(_ value: UInt8) throws { try single { output.write(value) } }
    mutating func encode(_ value: UInt16) throws { try single { output.write(value) } }
    mutating func encode(_ value: UInt32) throws { try single { output.write(value) } }
    mutating func encode(_ value: UInt64) throws { try single { output.write(value) } }
    mutating func encode(_ value: Double) throws { throw JSONOutput.unsupported(Double.self) }
    mutating func encode(_ value: Float) throws { throw JSONOutput.unsupported(Float.self) }

    mutating func encode(_ value: some Encodable) throws {
        try single { try output.writeEncoded(value) }
    }

    private func single(_ write: () throws -> Void) throws {
        try encoder.startSingle()
        try write()
    }
}
