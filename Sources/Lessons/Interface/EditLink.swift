/// The address that edits a lesson's source, from the course's `edit_url`: a base the lesson's
/// path is added to (`https://github.com/u/curso/edit/main/Content/` + `login/01.md`), or a
/// template with `{path}` where the path goes, as mdBook's `edit-url-template`.
public struct EditLink: Sendable, Equatable {
    public let base: String

    public init(base: String) {
        self.base = base
    }

    public func url(for lesson: String) -> String {
        let path = lesson.split(separator: "/").map { $0.addingPercentEncodingForPath() }.joined(separator: "/")
        if base.contains("{path}") { return base.replacingOccurrences(of: "{path}", with: path) }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }
}

private extension Substring {
    /// Spaces and the like in a lesson's name, written so the address stays one address.
    func addingPercentEncodingForPath() -> String {
        var encoded = ""
        for byte in utf8 {
            let scalar = UnicodeScalar(byte)
            if byte < 0x80, scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) || "-._~".contains(Character(scalar)) {
                encoded.append(Character(scalar))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return encoded
    }
}
