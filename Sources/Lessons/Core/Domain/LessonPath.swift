/// Where a lesson lives inside the content folder, e.g. `login/01-domain.md`.
///
/// Always relative, `/`-separated and free of `.`/`..` segments, so a page path derived
/// from it can never point outside the output folder.
public struct LessonPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let value: String

    /// Returns nil for paths that are absolute, climb out with `..`, or are not Markdown files.
    public init?(_ value: String) {
        let segments = value.split(separator: "/", omittingEmptySubsequences: false)
        guard !value.hasPrefix("/"),
              value.lowercased().hasSuffix(".md"),
              !segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
        else { return nil }
        self.value = value
    }

    /// The folder that holds the lesson (`login`), or `""` at the root of the content folder.
    public var folder: String {
        guard let slash = value.lastIndex(of: "/") else { return "" }
        return String(value[..<slash])
    }

    /// The file name with its extension (`01-domain.md`).
    public var fileName: String {
        guard let slash = value.lastIndex(of: "/") else { return value }
        return String(value[value.index(after: slash)...])
    }

    /// The file name without `.md` (`01-domain`).
    public var baseName: String { String(fileName.dropLast(3)) }

    /// `index.md` gives its folder a title and comes first in it.
    public var isIndex: Bool { fileName.lowercased() == "index.md" }

    /// Where the lesson's page is written, relative to the site root (`login/01-domain.html`).
    public var pagePath: String { String(value.dropLast(3)) + ".html" }

    public var description: String { value }

    public static func < (lhs: LessonPath, rhs: LessonPath) -> Bool {
        NaturalOrder.areInIncreasingOrder(lhs.value, rhs.value)
    }
}
