/// Writes values as the site's JSON files hold them: keys sorted, slashes as they are.
public protocol JSONWriting: Sendable {
    /// Appends the value's JSON to `bytes`; when it throws, `bytes` is left as it was.
    func append(_ value: some Encodable, to bytes: inout [UInt8]) throws
}

extension JSONWriting {
    /// The value's JSON.
    public func encode(_ value: some Encodable) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try append(value, to: &bytes)
        return bytes
    }
}
