extension String {
    /// Whether the two are the same bytes, not only equal as `String`s (canonically equivalent):
    /// the assembly gives back lines and paths as the lessons wrote them. Eight bytes at a time.
    func hasSameUTF8(as bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var string = self
        return string.withUTF8 { own in
            guard own.count == bytes.count else { return false }
            let left = UnsafeRawBufferPointer(own)
            let right = UnsafeRawBufferPointer(bytes)
            var offset = 0
            while offset + 8 <= left.count {
                guard left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
                offset += 8
            }
            if offset < left.count, left.count >= 8 {
                return left.loadUnaligned(fromByteOffset: left.count - 8, as: UInt64.self) == right.loadUnaligned(fromByteOffset: left.count - 8, as: UInt64.self)
            }
            while offset < left.count {
                guard left[offset] == right[offset] else { return false }
                offset += 1
            }
            return true
        }
    }

    func hasSameUTF8(as other: String) -> Bool {
        var other = other
        return other.withUTF8 { hasSameUTF8(as: $0) }
    }
}
