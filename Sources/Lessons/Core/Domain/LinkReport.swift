public import Localization
public import SiteCore

/// Every internal link of the course that leads nowhere, and how many links were looked at.
public struct LinkReport: Equatable, Sendable {
    public struct BrokenLink: Equatable, Sendable {
        public enum Reason: String, Equatable, Sendable {
            case missingPage = "missing-page"
            case missingAnchor = "missing-anchor"
            case missingAsset = "missing-asset"
            /// An image whose path climbs out of the content folder: its `src` is left empty.
            case imageOutsideCourse = "image-outside-course"
        }

        public let source: LessonPath
        public let line: Int
        public let target: String
        public let reason: Reason
        /// What is wrong, for the person reading a warning.
        public let message: LocalizedText
    }

    /// Internal links and images checked.
    public let checked: Int
    /// External links seen (never fetched).
    public let external: Int
    public let broken: [BrokenLink]

    /// A warning for each broken link, at its lesson and line (relative to the content folder).
    public var diagnostics: [Diagnostic] {
        broken.map { link in
            let id: DiagnosticID = switch link.reason {
            case .missingPage: .brokenLink
            case .missingAnchor: .missingAnchor
            case .missingAsset: .missingFile
            case .imageOutsideCourse: .imageOutsideCourse
            }
            return .warning(id, file: link.source.value, line: link.line, link.message)
        }
    }
}
