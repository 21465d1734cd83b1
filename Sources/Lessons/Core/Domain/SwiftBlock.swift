import SiteCore

/// A Swift block of a lesson as the course keeps it once the lesson is read: its info string, the
/// line of its opening fence, and a fingerprint of its code.
///
/// The code itself is most of a course's text; it is not kept with every lesson while the site is
/// built, but read again where it is needed (it waits with the lesson's body): the fingerprint
/// tells whether two readings of a lesson have the same code.
public struct SwiftBlock: Equatable, Sendable {
    /// Everything after the opening fence, as written (```` ```swift file=Email.swift ````).
    public let info: String
    public let line: Int
    /// The code's 64-bit FNV-1a hash.
    public let fingerprint: UInt64
    /// What the block claims in the course's TDD, as the lesson marks it.
    public let step: TDDStep

    public init(info: String, line: Int, fingerprint: UInt64, step: TDDStep = .plain) {
        self.info = info
        self.line = line
        self.fingerprint = fingerprint
        self.step = step
    }

    /// What the course keeps of `block`.
    public init(_ block: CodeBlock, step: TDDStep = .plain) {
        self.init(info: block.info, line: block.line, fingerprint: ContentHash.value(of: block.code), step: step)
    }
}
