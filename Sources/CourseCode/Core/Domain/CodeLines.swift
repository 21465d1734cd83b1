/// The distinct lines of the course's code, each once; a `FileVersion` keeps the numbers of its
/// lines in it (`LineInterner` numbered them).
final class CodeLines: Sendable {
    let strings: [String]
    /// Lines equal as `String`s share a class (`LineInterner`).
    let equalityClasses: [UInt32]

    init(strings: [String], equalityClasses: [UInt32]) {
        self.strings = strings
        self.equalityClasses = equalityClasses
    }
}
