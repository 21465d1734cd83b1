/// `CourseFilePath` as it was, validated and read `Character` by `Character`.
struct ReferenceFilePath: Hashable {
    let value: String

    init?(_ value: String) {
        let segments = value.split(separator: "/", omittingEmptySubsequences: false)
        guard value.hasSuffix(".swift"), !value.hasPrefix("/"), value.count <= 400,
              !segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
              value.allSatisfy({ $0.isLetter || $0.isNumber || "/._-+".contains($0) })
        else { return nil }
        self.value = value
    }

    var fileName: String { String(value.split(separator: "/").last ?? "") }

    var folder: String {
        guard let slash = value.lastIndex(of: "/") else { return "" }
        return String(value[..<slash])
    }

    var baseName: String { String(fileName.dropLast(".swift".count)) }

    var topFolder: String { String(value.split(separator: "/").first ?? "") }

    var isTest: Bool { topFolder.hasSuffix("Tests") || baseName.hasSuffix("Tests") }
}
