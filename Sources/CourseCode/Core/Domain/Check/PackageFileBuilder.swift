/// Makes the package's version of a file of the course's code: its final version adapted for
/// Linux (`LinuxPortability`), without the test methods the check left out, with the imports the
/// check added to go on past a missing one. Remembers which line of the final version each line
/// of the package's file is, to read the compiler's lines back.
struct PackageFileBuilder {
    let file: CourseFile
    let facts: SwiftFileFacts

    /// - Parameters:
    ///   - removing: test methods left out, by name.
    ///   - addingImports: modules imported at the top, before the file's own lines.
    /// - Returns: the file, and for each of its lines the final version's line (nil for an added one).
    func build(isTest: Bool, removing methods: Set<String>, addingImports modules: [String]) -> (file: PackageFile, finalLines: [Int?]) {
        let version = file.finalVersion
        let needsNetworking = !facts.imports("FoundationNetworking")
        var lines: [String] = []
        var origins: [SourceLine?] = []
        var finalLines: [Int?] = []
        func add(_ line: String, origin: SourceLine?, finalLine: Int?) {
            lines.append(line)
            origins.append(origin)
            finalLines.append(finalLine)
        }
        for module in modules {
            add("import \(module)", origin: nil, finalLine: nil)
            if module == "Foundation", needsNetworking {
                for line in LinuxPortability.networkingImport { add(line, origin: nil, finalLine: nil) }
            }
        }
        let dropped = Set(facts.testMethods.filter { methods.contains($0.name) }.flatMap { Array($0.lines) })
        let swiftUILines = Set(facts.imports.filter { $0.module == "SwiftUI" }.map(\.line))
        let foundationLine = modules.contains("Foundation") ? nil : facts.imports.last { $0.module == "Foundation" }?.line
        for (index, line) in version.lines.enumerated() where !dropped.contains(index) {
            add(swiftUILines.contains(index) ? LinuxPortability.observationImport(replacing: line) : line, origin: version.origin(ofLine: index), finalLine: index)
            if index == foundationLine, needsNetworking {
                for added in LinuxPortability.networkingImport { add(added, origin: version.origin(ofLine: index), finalLine: nil) }
            }
        }
        return (PackageFile(path: file.path, isTest: isTest, lines: lines, origins: origins), finalLines)
    }
}
