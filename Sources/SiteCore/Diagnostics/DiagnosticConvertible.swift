/// An error that knows how to tell the author what went wrong: the build's steps throw their
/// features' own typed errors, and the step runner turns each into a diagnostic, in one place.
public protocol DiagnosticConvertible: Error {
    var diagnostic: Diagnostic { get }
}
