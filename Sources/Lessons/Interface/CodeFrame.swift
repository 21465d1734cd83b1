/// How a Swift block that is part of a file of the course's code is shown: as a frame titled
/// with the file's name, its changes since the file's previous version marked.
public struct CodeFrame: Equatable, Sendable {
    /// `Email.swift`.
    public let fileName: String
    /// `StackMyArchitecture/Features/Login/Domain/Models`.
    public let folder: String
    /// The block continues a version an earlier block started.
    public let continues: Bool
    /// Lines at the top of the block that are not shown: its path comment, which the title
    /// replaces, and the blank lines after it.
    public let hiddenLines: Int
    /// Lines of the shown code (from 0) added or changed since the previous version.
    public let changedLines: Set<Int>
    /// The previous version: where it is shown, and how to name it.
    public let previous: Link?
    /// The frame's id in its page, for links to this version.
    public let anchor: String
    /// What the block's TDD step did, when the steps were checked (`--check-steps`).
    public let badge: StepBadge?

    public struct Link: Equatable, Sendable {
        public let text: String
        public let url: String

        public init(text: String, url: String) {
            self.text = text
            self.url = url
        }
    }

    public init(fileName: String, folder: String, continues: Bool, hiddenLines: Int, changedLines: Set<Int>, previous: Link?, anchor: String, badge: StepBadge? = nil) {
        self.fileName = fileName
        self.folder = folder
        self.continues = continues
        self.hiddenLines = hiddenLines
        self.changedLines = changedLines
        self.previous = previous
        self.anchor = anchor
        self.badge = badge
    }
}
