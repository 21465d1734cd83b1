public import Localization

/// What a finished build produced, for the closing line.
public struct BuildSummary: Equatable, Sendable {
    public let pages: Int
    public let assets: Int
    public let warnings: Int
    /// Tests named by traceability tables that exist, and all the tests they name.
    public let testsFound: Int
    public let testsNamed: Int
    public let brokenLinks: Int
    /// The code check in one line (`27/27 tests pasan · 2 archivos con errores`); nil without `--check-code`.
    public let code: LocalizedText?
    public let seconds: Double
    public let outputPath: String
}
