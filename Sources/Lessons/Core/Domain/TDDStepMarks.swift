import SiteCore

/// The words and attributes by which a lesson marks its TDD steps, in Spanish and in English.
///
/// - A label: a paragraph that opens in bold with `Red`, `Rojo`, `Green`, `Verde` or `Refactor`
///   (a colon after it, inside the bold or not).
/// - An attribute of the block's info string: `step=red|green|refactor|plain`,
///   `expect=fail|compile-error|pass`.
/// - The prose right after a red block: "no compila" or "does not compile" (or "doesn't compile")
///   say `compile-error`; "no pasa" or "doesn't pass" say `fail`, and "no falla" or "doesn't fail"
///   `pass`; then "falla", "fallan", "fails", "fail" or "failing" say `fail`, and "pasa", "pasan",
///   "passes" or "pass" say `pass`. The first of these, in that order, wins: "Falla: no compila" is
///   `compile-error`.
public enum TDDStepMarks {
    /// The step kind a label's bold text names, if it names one.
    public static func kind(ofLabel bold: String) -> TDDStep.Kind? {
        var word = Substring(bold).utf8
        while let last = word.last, last == UInt8(ascii: ":") || last == UInt8(ascii: " ") || last == UInt8(ascii: ".") { word = word.dropLast() }
        // Most bold openings are longer than any label: not lowercased.
        guard word.count <= longestLabelBytes else { return nil }
        switch Substring(word).lowercased() {
        case "red", "rojo": return .red
        case "green", "verde": return .green
        case "refactor", "refactorización", "refactorizar": return .refactor
        default: return nil
        }
    }

    /// At least the bytes of the longest label: "refactorización", 17 with its accent written as
    /// a mark of its own.
    private static let longestLabelBytes = 24

    /// What the info string says of its block's step, each part nil when it says nothing.
    public static func attributes(in info: String) -> (kind: TDDStep.Kind?, expectation: TDDStep.Expectation?) {
        var kind: TDDStep.Kind?
        var expectation: TDDStep.Expectation?
        // Most blocks say only their language.
        guard info.utf8.contains(UInt8(ascii: "=")) else { return (kind, expectation) }
        for part in info.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            if part.hasPrefix("step=") { kind = TDDStep.Kind(rawValue: String(part.dropFirst("step=".count))) }
            if part.hasPrefix("expect=") { expectation = TDDStep.Expectation(rawValue: String(part.dropFirst("expect=".count))) }
        }
        return (kind, expectation)
    }

    /// Each Swift block's step, in order: its attributes, else the last label above it since the
    /// last heading, else plain; a red step's expectation from its attribute, else from the prose
    /// after it.
    /// - Parameters:
    ///   - blocks: each Swift block's info string, line and the prose after it.
    ///   - labels: the lines of the paragraphs that open in bold, and their bold words.
    ///   - headingLines: where each heading is.
    public static func steps(
        of blocks: [(info: String, line: Int, prose: String?)], labels: [(text: String, line: Int)], headingLines: [Int]
    ) -> [TDDStep] {
        let marks = labels.compactMap { label in kind(ofLabel: label.text).map { (kind: $0, line: label.line) } }
        return blocks.map { block in
            let attributes = attributes(in: block.info)
            let label = marks.last { $0.line < block.line }
            let headingAfterLabel = label.map { label in headingLines.contains { $0 > label.line && $0 < block.line } } ?? true
            let kind = attributes.kind ?? (headingAfterLabel ? .plain : label?.kind ?? .plain)
            guard kind == .red else { return TDDStep(kind: kind) }
            return TDDStep(kind: kind, expectation: attributes.expectation ?? block.prose.flatMap(expectation(statedIn:)))
        }
    }

    /// What the prose after a red block says its test does, if it says.
    public static func expectation(statedIn prose: String) -> TDDStep.Expectation? {
        // Words alone, between spaces: "pasa" is not in "pasado", nor "fail" in "failure". Searched
        // as bytes: through Foundation's `contains`, the red blocks of 1,000 lessons cost a build 4%.
        // ASCII is lowercased and sorted into letters and spaces by hand; other scalars by their
        // Unicode properties, as `lowercased()` maps them, one at a time.
        var text: [UInt8] = [UInt8(ascii: " ")]
        text.reserveCapacity(prose.utf8.count + 2)
        for scalar in prose.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(truncatingIfNeeded: scalar.value)
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): text.append(byte + 32)
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "'"): text.append(byte)
                default: text.append(UInt8(ascii: " "))
                }
                continue
            }
            if scalar == "’" {
                text.append(UInt8(ascii: "'"))
                continue
            }
            for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                let isWordPart = lower.properties.isAlphabetic || lower.properties.generalCategory == .nonspacingMark
                if isWordPart { text.append(contentsOf: String(lower).utf8) } else { text.append(UInt8(ascii: " ")) }
            }
        }
        text.append(UInt8(ascii: " "))
        for (phrases, expectation) in statedExpectations where phrases.contains(where: { ByteSearch.contains($0, in: text) }) {
            return expectation
        }
        return nil
    }

    /// The phrases that state a red test's expectation, each between spaces as `expectation(statedIn:)`
    /// searches the prose, in the order they are looked for: negations first, "no pasa" is a
    /// failure and "no falla" a pass. Made once, not for every red block.
    private static let statedExpectations: [(phrases: [[UInt8]], expectation: TDDStep.Expectation)] = [
        (["no compila", "does not compile", "doesn't compile", "won't compile"], .compileError),
        (["no pasa", "no pasan", "does not pass", "doesn't pass", "not pass"], .fail),
        (["no falla", "no fallan", "does not fail", "doesn't fail"], .pass),
        (["falla", "fallan", "fails", "fail", "failing"], .fail),
        (["pasa", "pasan", "passes", "pass"], .pass),
    ].map { phrases, expectation in (phrases.map { Array(" \($0) ".utf8) }, expectation) }
}
