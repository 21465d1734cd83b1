/// GitHub's alerts, which authors write because GitHub renders them: a block quote whose first
/// line is only `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]`.
public struct Callout: Equatable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case note, tip, important, warning, caution
    }

    public let kind: Kind
    public let line: Int

    public init(kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }

    /// The kind a block quote's first line names, in any case, as GitHub reads it; nil if it names none.
    public static func kind(ofMarker line: String) -> Kind? {
        let marker = line.trimmedOfSpaces
        guard marker.hasPrefix("[!"), marker.hasSuffix("]") else { return nil }
        return Kind(rawValue: marker.dropFirst(2).dropLast().lowercased())
    }
}
