public import Localization

/// An error that knows how to tell the author what went wrong: the build's steps throw their
/// features' own typed errors, and the step runner turns each into a diagnostic, in one place.
public protocol DiagnosticConvertible: Error, LocalizedTextConvertible {
    var diagnostic: Diagnostic { get }
}

extension DiagnosticConvertible {
    /// Quoted inside another message (why a rewrite gave way to a full build), it reads as its diagnostic.
    public var localizedText: LocalizedText { diagnostic.text }
}
