/// Reads `%C3%A9` as `é`, so an encoded link and a plain one point at the same heading or file.
public enum PercentDecoding {
    public static func decode(_ text: String) -> String {
        // A byte search: `contains("%")` went through Foundation's `range(of:)`, for every link of every lesson.
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        var bytes: [UInt8] = []
        var utf8 = text.utf8[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
               let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        // Bytes that do not form UTF-8 mean the text was not really encoded: keep it as written.
        return String(validating: bytes, as: UTF8.self) ?? text
    }
}
