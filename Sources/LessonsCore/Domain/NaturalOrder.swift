/// Orders names the way a person reads them: `2-intro` before `10-cierre`.
public enum NaturalOrder {
    public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        let left = chunks(of: lhs.lowercased())
        let right = chunks(of: rhs.lowercased())
        for (a, b) in zip(left, right) where a != b {
            switch (a, b) {
            case let (.number(x), .number(y)): return x < y
            case (.number, .text): return true
            case (.text, .number): return false
            case let (.text(x), .text(y)): return x < y
            }
        }
        return left.count != right.count ? left.count < right.count : lhs < rhs
    }

    private enum Chunk: Equatable {
        case number(Int)
        case text(String)
    }

    private static func chunks(of name: String) -> [Chunk] {
        var result: [Chunk] = []
        var current = ""
        var inDigits = false
        for character in name {
            let isDigit = character.isASCII && character.isNumber
            if !current.isEmpty && isDigit != inDigits {
                result.append(chunk(current, digits: inDigits))
                current = ""
            }
            inDigits = isDigit
            current.append(character)
        }
        if !current.isEmpty { result.append(chunk(current, digits: inDigits)) }
        return result
    }

    private static func chunk(_ text: String, digits: Bool) -> Chunk {
        // Absurdly long digit runs don't fit an Int; comparing them as text is good enough.
        if digits, let number = Int(text) { return .number(number) }
        return .text(text)
    }
}
