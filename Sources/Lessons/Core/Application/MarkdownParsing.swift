public import SiteCore

/// Parses a lesson's Markdown: the one boundary with the Markdown library.
///
/// What the site needs to know about a document comes back as Swift values; the document itself
/// stays with the adapter, which can render it to HTML once the other layers have said what to
/// put in place of some of its nodes. Modelled on swift-markdown, which confines cmark-gfm to one
/// converter and renders through a formatter the presentation side steers.
public protocol MarkdownParsing: Sendable {
    func parse(_ markdown: String) -> any ParsedMarkdown
}

/// A parsed Markdown document. Line numbers count from the document's first line (1).
public protocol ParsedMarkdown {
    /// Every heading, link or image, code block, table and callout, in document order.
    var facts: MarkdownFacts { get }

    /// The document as HTML with chosen nodes replaced, each picked by its index in `facts`.
    /// The document itself is left as it was, so it can be rendered again.
    func html(replacing replacements: MarkdownReplacements) -> HTML

    /// Each destination as this document writes a link's `href` (or an image's `src`): escaped,
    /// and left empty when it is a URL that could run code and the document is rendered safely.
    /// For destinations put into a rendering afterwards, where a lesson's body goes.
    func hrefs(for destinations: [String]) -> [String]
}

/// What a parsed document holds that the site reads, as plain values.
public struct MarkdownFacts: Equatable, Sendable {
    public struct Heading: Equatable, Sendable {
        public let level: Int
        /// What a reader sees: the words and code spans, without markup.
        public let text: String
        public let line: Int

        public init(level: Int, text: String, line: Int) {
            self.level = level
            self.text = text
            self.line = line
        }
    }

    /// A paragraph that opens in bold, as lessons label their TDD steps (`**Red:**`).
    public struct BoldOpening: Equatable, Sendable {
        /// The bold words, up to `BoldOpening.maxLength` characters.
        public let text: String
        public let line: Int

        public static let maxLength = 40

        public init(text: String, line: Int) {
            self.text = text
            self.line = line
        }
    }

    public let headings: [Heading]
    public let links: [LessonLink]
    public let codeBlocks: [CodeBlock]
    public let tables: [MarkdownTable]
    public let callouts: [Callout]
    public let boldOpenings: [BoldOpening]
    /// The text of the paragraph right after a Swift code block, up to `proseMaxLength` characters,
    /// by the block's index in `codeBlocks`: where a lesson says what its test does.
    public let proseAfterCodeBlocks: [Int: String]

    public static let proseMaxLength = 300

    public init(
        headings: [Heading] = [], links: [LessonLink] = [], codeBlocks: [CodeBlock] = [], tables: [MarkdownTable] = [], callouts: [Callout] = [],
        boldOpenings: [BoldOpening] = [], proseAfterCodeBlocks: [Int: String] = [:]
    ) {
        self.headings = headings
        self.links = links
        self.codeBlocks = codeBlocks
        self.tables = tables
        self.callouts = callouts
        self.boldOpenings = boldOpenings
        self.proseAfterCodeBlocks = proseAfterCodeBlocks
    }
}

/// What to write instead of some nodes of a document, each picked by its index in `MarkdownFacts`.
/// The strings are the presentation side's own markup; the parser writes them as they are.
public struct MarkdownReplacements: Equatable, Sendable {
    /// A heading's, callout's or table's opening and closing markup; its content is rendered between them.
    public struct Wrapper: Equatable, Sendable {
        public let opening: String
        public let closing: String

        public init(opening: String, closing: String) {
            self.opening = opening
            self.closing = closing
        }
    }

    public var headings: [Int: Wrapper]
    public var codeBlocks: [Int: String]
    /// New destinations for links and images.
    public var linkDestinations: [Int: String]
    /// Callouts, rendered without their `[!NOTE]` line.
    public var callouts: [Int: Wrapper]
    /// What every table is put inside, if anything.
    public var tables: Wrapper?

    public init(headings: [Int: Wrapper] = [:], codeBlocks: [Int: String] = [:], linkDestinations: [Int: String] = [:], callouts: [Int: Wrapper] = [:], tables: Wrapper? = nil) {
        self.headings = headings
        self.codeBlocks = codeBlocks
        self.linkDestinations = linkDestinations
        self.callouts = callouts
        self.tables = tables
    }
}
