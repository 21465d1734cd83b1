public import Foundation
public import SiteCore

/// The output folder on disk: checked by `OutputFolderPolicy`, written through a `StagingFolder` beside it.
public struct FileSystemOutputLocation: OutputLocation {
    private let output: URL
    private let policy: OutputFolderPolicy

    public init(output: URL, policy: OutputFolderPolicy) {
        self.output = output
        self.policy = policy
    }

    public var shownPath: String { output.relativePath }

    public func stage() throws(SiteOutputError) -> any BuildOutput {
        try policy.check(output)
        return try StagingFolder(replacing: output)
    }
}
