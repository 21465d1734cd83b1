extension StringProtocol {
    /// Without spaces and tabs at either end. Plain Swift: Foundation's version goes through
    /// `NSString` on Linux, which showed up when trimming every cell of every table.
    public var trimmedOfSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
