public import SiteCore
public import SiteInterface

/// `code-map.mustache` and `code-map-bottom.mustache`: every file the course's code has, as a tree
/// by folder; then, a few at a time (`Files`, `code-map-files.mustache`), each file with its check
/// status, its problems, the tests it holds, its history through the lessons and its final version,
/// a long history cut across parts.
public struct CodeMapPageModel: Sendable, Equatable, Encodable {
    /// A folder of the tree, with its folders and files (`code-folder.mustache`, which draws itself for each folder).
    public struct Folder: Sendable, Equatable, Encodable {
        public let name: String
        public let folders: [Folder]
        public let files: [TreeFile]
    }

    public struct TreeFile: Sendable, Equatable, Encodable {
        public let name: String
        public let anchor: String
        public let status: Status
    }

    /// `compila`, `errores`, `solo Apple`, `fuera del paquete`, `no comprobado`, and the class that colours it.
    public struct Status: Sendable, Equatable, Encodable {
        public let text: String
        public let className: String
    }

    /// A place in a lesson, linked to its page (and to the block's frame there when it has one).
    public struct Place: Sendable, Equatable, Encodable {
        public let text: String
        public let url: String
    }

    public struct Problem: Sendable, Equatable, Encodable {
        public let place: Place?
        public let message: String
    }

    /// A block of a lesson that shows or changes the file.
    public struct Step: Sendable, Equatable, Encodable {
        public let what: String
        public let place: Place
        /// The heading the block sits under, to say which iteration it is.
        public let heading: String?
        /// With `--check-steps`, when the code did not compile at the block's step.
        public let mark: Mark?

        public init(what: String, place: Place, heading: String?, mark: Mark? = nil) {
            self.what = what
            self.place = place
            self.heading = heading
            self.mark = mark
        }
    }

    /// `⚠ no compila`, linked to the step in the traceability report, and why: the compiler's first
    /// error, or that an earlier step broke it.
    public struct Mark: Sendable, Equatable, Encodable {
        public let text: String
        public let message: String
        /// `Paso 5`.
        public let title: String
        public let url: String
        /// `step-warning` for the step that broke the build, `step-muted` for one it stayed broken at.
        public let className: String
    }

    public struct Test: Sendable, Equatable, Encodable {
        public let name: String
        public let mark: String
        public let text: String
        public let className: String
        public let message: String?
    }

    /// A file's top: its name, status, problems and tests, and the start of its history.
    public struct File: Sendable, Equatable, Encodable {
        public let path: String
        public let name: String
        public let folder: String
        public let anchor: String
        public let status: Status
        public let reason: String?
        public let problems: [Problem]
        public let hasProblems: Bool
        public let tests: [Test]
        public let hasTests: Bool
        /// A step of its history left the code not compiling: the history is shown open.
        public let historyIsMarked: Bool
        /// "3 versiones".
        public let versions: String
    }

    /// A file's bottom: the end of its history and its final version.
    public struct FileEnd: Sendable, Equatable, Encodable {
        /// The final version, highlighted: written as it is (`{{{code}}}`).
        public let code: HTML
    }

    /// Some of a file: its top when the part starts it, some steps of its history, its bottom when
    /// the part ends it. A file of thousands of versions comes in many parts, so no chunk of the
    /// page holds its whole history.
    public struct FilePart: Sendable, Equatable, Encodable {
        public let file: File?
        /// Every block that shows or changes the file, in course order: those of this part.
        public let history: [Step]
        public let end: FileEnd?
    }

    /// A few of the files, in the order of the page, for `code-map-files.mustache`.
    public struct Files: Sendable, Equatable, Encodable {
        public let site: SiteModel
        public let parts: [FilePart]
    }

    public let site: SiteModel
    public let sidebar: SidebarModel
    public let pageTitle: String
    public let fileCount: Int
    /// The check in one line, or why there was none.
    public let summary: String
    public let checked: Bool
    /// The top of the tree: its folders and the files outside any folder (its `name` is empty).
    public let tree: Folder
    public let codeReportURL: String
    public let traceabilityURL: String
}
