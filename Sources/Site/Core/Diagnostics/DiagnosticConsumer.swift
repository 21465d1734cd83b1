/// Hears every diagnostic as the engine receives it: the console, GitHub annotations, a test spy.
public protocol DiagnosticConsumer: Sendable {
    func receive(_ diagnostic: Diagnostic)
}
