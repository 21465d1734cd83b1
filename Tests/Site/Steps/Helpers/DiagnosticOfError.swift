import SiteCore

/// What the build would tell the author about `error`: its diagnostic, when it can describe itself.
func diagnostic(of error: (any Error)?) -> Diagnostic? {
    (error as? any DiagnosticConvertible)?.diagnostic
}
