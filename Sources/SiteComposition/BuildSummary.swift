/// What a finished build produced, for the closing line.
public struct BuildSummary: Equatable, Sendable {
    public let pages: Int
    public let assets: Int
    public let warnings: Int
    public let seconds: Double
    public let outputPath: String
}
