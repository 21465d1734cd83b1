import Localization

/// What the check knows of each file as it compiles the course's code pass after pass: which
/// files go into the package, which are out and why, the problems found so far at their lesson
/// lines, and each test's result.
///
/// The rules, so that one broken file never hides the rest:
/// - A file that needs an Apple platform is out from the start, with every file that uses it.
/// - A file using a type no lesson declares is left out, naming the type once rather than
///   showing the compiler's pile of errors.
/// - A test file whose errors all lie inside test methods keeps its other methods.
/// - A file whose only errors are names from a module it does not import is reported, and
///   compiled with that import in the next pass, so the files that use it are still checked;
///   it keeps its errors.
/// - Any other file with errors is left out, with every file that uses it.
struct CompileTriage {
    let module: String
    private let code: CourseCode
    private let facts: [CourseFilePath: SwiftFileFacts]
    private let dependencies: CodeDependencies
    private var checks: [CourseFilePath: FileCheck] = [:]
    private var included: Set<CourseFilePath> = []
    private var tests: [TestCheck]
    private var removedMethods: [CourseFilePath: Set<String>] = [:]
    private var addedImports: [CourseFilePath: [String]] = [:]
    /// Problems of the package as a whole (no file of the course to blame).
    private var packageProblems: [CodeProblem] = []
    /// Tests the runs said nothing about: the test run itself failed.
    private var testsUnaccountedFor = 0
    /// For the package last made: each file's lines in its final version, to place the compiler's lines.
    private var finalLines: [CourseFilePath: [Int?]] = [:]

    init(code: CourseCode) {
        self.code = code
        var facts: [CourseFilePath: SwiftFileFacts] = [:]
        for file in code.files { facts[file.path] = SwiftFileFacts(lines: file.finalVersion.lines) }
        self.facts = facts
        module = Self.moduleName(for: code.files.map(\.path))
        dependencies = CodeDependencies(files: code.files.map { ($0.path, facts[$0.path]!) })
        tests = code.files.filter(\.path.isTest).flatMap { TestCheck.declared(in: $0) }
        for file in code.files {
            checks[file.path] = FileCheck(path: file.path, status: .compiled)
            included.insert(file.path)
        }
        // Each file's own reason first, so a file is never said to be Apple-only only for using another when it is itself.
        let appleOnly = code.files.compactMap { file in LinuxPortability.appleOnlyReason(facts[file.path]!).map { (file.path, $0) } }
        for (path, reason) in appleOnly { setAside(path, as: .appleOnly, reason: reason) }
        for (path, _) in appleOnly {
            for (user, name) in dependencies.dependents(of: path) where included.contains(user) {
                setAside(user, as: .appleOnly, reason: "usa \(name), solo en plataformas Apple")
            }
        }
    }

    var includedCount: Int { included.count }

    func count(_ status: FileCheckStatus) -> Int {
        checks.values.filter { $0.status == status }.count
    }

    /// What the package holds now.
    mutating func package() -> CodePackage {
        var files: [PackageFile] = []
        for file in code.files where included.contains(file.path) {
            let builder = PackageFileBuilder(file: file, facts: facts[file.path]!)
            let built = builder.build(isTest: file.path.isTest, removing: removedMethods[file.path] ?? [], addingImports: addedImports[file.path] ?? [])
            files.append(built.file)
            finalLines[file.path] = built.finalLines
        }
        return CodePackage(module: module, files: files)
    }

    /// The names the compiler could not find that no file of the course declares: the toolchain
    /// is asked which module has them.
    func unknownNames(in build: PackageBuild) -> Set<String> {
        Set(build.errors.compactMap(\.missingName).filter { dependencies.declarers[$0] == nil })
    }

    // MARK: - A failed pass

    /// Takes in the errors of a pass that did not build.
    /// - Parameter modules: for names no lesson declares, the module that declares each.
    /// - Returns: whether the next pass will compile something different.
    mutating func absorb(_ build: PackageBuild, package: CodePackage, modules: [String: String]) -> Bool {
        let errors = build.errors.filter { $0.file.map(included.contains) ?? false }
        var changed = false
        var broken: [CourseFilePath] = []
        for file in package.files {
            let fileErrors = Self.unique(errors.filter { $0.file == file.path })
            guard !fileErrors.isEmpty else { continue }
            if triage(fileErrors, in: file, modules: modules) { broken.append(file.path) }
            changed = true
        }
        setAsideUsers(of: broken)
        if !changed {
            let message = build.errors.first?.message ?? Self.lastLines(of: build.outputTail)
            packageProblems.append(CodeProblem(kind: .compileError, file: nil, location: nil, message: "el paquete no compila: \(message)"))
        }
        return changed
    }

    /// Sets aside, with every file that uses it, each file out of the package.
    private mutating func setAsideUsers(of broken: [CourseFilePath]) {
        for path in broken {
            let cause: LocalizedText = checks[path]!.status == .errors ? "que no compila" : "que se deja fuera"
            for (user, name) in dependencies.dependents(of: path) where included.contains(user) {
                setAside(user, as: .leftOut, reason: "usa \(name), de \(path.fileName), \(cause)")
            }
        }
    }

    // MARK: - What an earlier check found

    /// Sets aside before the first pass, as the check of the code just before this did, each file
    /// it left out for using a type no lesson declares, when the file is the same and no file
    /// declares that type yet: the compiler would say the same again. The steps' replay checks the
    /// code after every block, and without this every step spent a build to hear it, and the next
    /// build, the file gone, compiled the module again.
    /// - Parameters:
    ///   - earlier: the earlier check's files.
    ///   - unchanged: the files whose final version is the one that check compiled.
    mutating func carry(_ earlier: [FileCheck], unchanged: Set<CourseFilePath>) {
        var carried: [CourseFilePath] = []
        for check in earlier where unchanged.contains(check.path) && included.contains(check.path) {
            guard check.status == .leftOut || check.status == .errors, let reason = check.reason else { continue }
            let names = check.problems.compactMap { problem -> String? in
                if case let .typeNotInCourse(name) = problem.kind { name } else { nil }
            }
            guard !names.isEmpty, check.problems.allSatisfy(Self.isAboutNames), names.allSatisfy({ dependencies.declarers[$0] == nil }) else { continue }
            for problem in check.problems { record(problem, in: check.path) }
            setAside(check.path, as: check.status, reason: reason)
            carried.append(check.path)
        }
        setAsideUsers(of: carried)
    }

    /// A type no lesson declares, or a missing import: what a file's text alone says.
    private static func isAboutNames(_ problem: CodeProblem) -> Bool {
        switch problem.kind {
        case .typeNotInCourse, .missingImport: true
        case .compileError, .testFailed: false
        }
    }

    /// Decides what to do with a file the compiler found errors in.
    /// - Returns: whether the file is now out of the package (its users must go too).
    private mutating func triage(_ errors: [CompilerDiagnostic], in file: PackageFile, modules: [String: String]) -> Bool {
        let path = file.path
        let located = Self.inReadingOrder(errors).map { error in
            LocatedError(error: error, origin: error.line.flatMap(file.origin(ofLine:)), finalLine: finalLine(of: error, in: path))
        }
        let notInCourse = Set(errors.compactMap(\.missingName).filter { name in
            dependencies.declarers[name] == nil && modules[name] == nil && name.first?.isUppercase == true
        })
        let methods = path.isTest ? methodsHolding(located.map(\.finalLine), in: path) : nil
        let importsMissing = located.compactMap { item in
            item.error.missingName.flatMap { modules[$0] }.flatMap { facts[path]!.imports($0) ? nil : (item.error, item.origin, $0) }
        }

        if !notInCourse.isEmpty, methods == nil {
            // The file's other errors may follow from the missing types: they are not shown. A
            // missing import does not, and is its own mistake.
            var named: [String] = []
            for item in located {
                guard let name = item.error.missingName, notInCourse.contains(name), !named.contains(name) else { continue }
                named.append(name)
                record(CodeProblem(kind: .typeNotInCourse(name: name), file: path, location: item.origin, message: "usa \(name), que ninguna lección declara"), in: path)
            }
            recordMissingImports(importsMissing, in: path)
            setAside(path, as: importsMissing.isEmpty ? .leftOut : .errors, reason: "usa \(LocalizedText.names(named)), que ninguna lección declara")
            return true
        }
        if let outside = errors.compactMap(\.missingName).first(where: { name in
            dependencies.declarers[name].map { $0.allSatisfy { !included.contains($0) } } ?? false
        }) {
            let declarer = dependencies.declarers[outside]![0]
            setAside(path, as: .leftOut, reason: "usa \(outside), de \(declarer.fileName), que queda fuera del paquete")
            return true
        }

        recordMissingImports(importsMissing, in: path)
        for item in located {
            if let name = item.error.missingName, notInCourse.contains(name) {
                record(CodeProblem(kind: .typeNotInCourse(name: name), file: path, location: item.origin, message: "usa \(name), que ninguna lección declara"), in: path)
            } else if !importsMissing.contains(where: { $0.0 == item.error }) {
                record(CodeProblem(kind: .compileError, file: path, location: item.origin, message: LocalizedText(verbatim: item.error.message)), in: path)
            }
        }
        if notInCourse.count < Set(errors.compactMap(\.missingName)).count || errors.contains(where: { $0.missingName == nil }) {
            checks[path]?.status = .errors
        }

        let onlyMissingImports = importsMissing.count == located.count
        let newImports = Set(importsMissing.map(\.2)).subtracting(addedImports[path] ?? []).sorted()
        if onlyMissingImports, !newImports.isEmpty {
            // Reported above; compiled with the import from now on, so the files that use it are checked too.
            addedImports[path, default: []] += newImports
            return false
        }
        if let methods {
            for method in methods {
                removedMethods[path, default: []].insert(method.name)
                let first = located.first { $0.finalLine.map(method.lines.contains) ?? false }
                setTest(TestID(className: method.className, name: method.name), .notCompiled(reason: first.map { LocalizedText(verbatim: $0.error.message) } ?? "no compila"))
            }
            return false
        }
        included.remove(path)
        let reason: LocalizedText = "no compila: \(located[0].error.message)"
        for index in tests.indices where tests[index].file == path && tests[index].status == .notRun {
            tests[index].status = .notCompiled(reason: reason)
        }
        return true
    }

    /// A compiler error, with the lesson line and the final version's line it points at.
    private struct LocatedError {
        let error: CompilerDiagnostic
        let origin: SourceLine?
        let finalLine: Int?
    }

    /// By line and column, as a reader meets them; the compiler's order within the same place is kept.
    private static func inReadingOrder(_ errors: [CompilerDiagnostic]) -> [CompilerDiagnostic] {
        errors.enumerated().sorted { first, second in
            let (a, b) = (first.element, second.element)
            return (a.line ?? 0, a.column ?? 0, first.offset) < (b.line ?? 0, b.column ?? 0, second.offset)
        }.map(\.element)
    }

    /// One problem per line and module: `cannot find type 'Data' in scope (y 'URLRequest'): falta import Foundation`.
    private mutating func recordMissingImports(_ items: [(CompilerDiagnostic, SourceLine?, String)], in path: CourseFilePath) {
        var done: [(SourceLine?, String)] = []
        for (error, origin, module) in items where !done.contains(where: { $0.0 == origin && $0.1 == module }) {
            done.append((origin, module))
            var others: [String] = []
            for item in items where item.1 == origin && item.2 == module {
                guard let name = item.0.missingName, name != error.missingName, !others.contains("'\(name)'") else { continue }
                others.append("'\(name)'")
            }
            let message: LocalizedText = others.isEmpty
                ? "\(error.message): falta import \(module)"
                : "\(error.message) (y \(others.joined(separator: ", "))): falta import \(module)"
            record(CodeProblem(kind: .missingImport(module: module), file: path, location: origin, message: message), in: path)
        }
    }

    /// When every error lies inside a test method, those methods; nil when one lies elsewhere.
    private func methodsHolding(_ lines: [Int?], in path: CourseFilePath) -> [SwiftFileFacts.TestMethod]? {
        var holding: [SwiftFileFacts.TestMethod] = []
        for line in lines {
            guard let line, let method = facts[path]!.testMethods.first(where: { $0.lines.contains(line) }) else { return nil }
            if !holding.contains(method) { holding.append(method) }
        }
        return holding
    }

    private func finalLine(of error: CompilerDiagnostic, in path: CourseFilePath) -> Int? {
        guard let line = error.line, let lines = finalLines[path], lines.indices.contains(line - 1) else { return nil }
        return lines[line - 1]
    }

    /// Nothing more can be left out and the package still does not build: what was not proven
    /// to compile is reported as not checked.
    mutating func giveUp() {
        for path in included where checks[path]?.status == .compiled {
            checks[path]?.status = .notChecked
        }
    }

    // MARK: - Tests

    /// The tests the package runs, once it built.
    var testsToRun: [TestID] {
        tests.filter { included.contains($0.file) && $0.status == .notRun }.map(\.id)
    }

    /// Takes in what the test runs gave.
    /// - Parameter crashes: tests that stopped a run, with what the run printed.
    mutating func record(_ cases: [TestRun.Case], crashes: [TestID: String?], package: CodePackage) {
        let results = Dictionary(cases.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        for index in tests.indices where included.contains(tests[index].file) && tests[index].status == .notRun {
            let test = tests[index]
            if let crash = crashes[test.id] {
                let message: LocalizedText = crash.map { "el test detuvo la ejecución: \($0)" } ?? "el test detuvo la ejecución"
                setTest(test.id, .failed(message: message, at: test.declaration))
                record(CodeProblem(kind: .testFailed(test: test.name), file: test.file, location: test.declaration, message: "\(test.name) falla: \(message)"), in: test.file)
            } else if let result = results[test.id] {
                guard !result.passed else {
                    setTest(test.id, .passed)
                    continue
                }
                let failure = result.failures.first
                let origin = failure.flatMap { failure in failure.file.flatMap(package.file).flatMap { file in failure.line.flatMap(file.origin(ofLine:)) } } ?? test.declaration
                let message = failure.map { LocalizedText(verbatim: $0.message) } ?? "falló"
                setTest(test.id, .failed(message: message, at: origin))
                record(CodeProblem(kind: .testFailed(test: test.name), file: test.file, location: origin, message: "\(test.name) falla: \(message)"), in: test.file)
            } else {
                // A test the run never mentioned did not pass: `swift test` failed before it, or
                // stopped too often. Said, so that a run that ran nothing never passes `--strict`.
                testsUnaccountedFor += 1
                let message: LocalizedText = "no se ejecutó: swift test terminó sin dar su resultado"
                setTest(test.id, .failed(message: message, at: test.declaration))
                record(CodeProblem(kind: .testFailed(test: test.name), file: test.file, location: test.declaration, message: "\(test.name) \(message)"), in: test.file)
            }
        }
    }

    /// Whether the report says something about the course's code rather than about this run (a
    /// package that failed as a whole, tests the run never reached): only such a report is kept
    /// for the next build to reuse.
    var isAboutTheCode: Bool {
        packageProblems.isEmpty && testsUnaccountedFor == 0
    }

    // MARK: - The report

    func report(run: CodeCheckReport.Run) -> CodeCheckReport {
        let files = code.files.map { checks[$0.path]! }
        return CodeCheckReport(run: run, files: files, tests: tests, problems: Self.problems(of: files) + packageProblems)
    }

    /// Every file's problems once each, a type no lesson declares once for all the files that use it.
    private static func problems(of files: [FileCheck]) -> [CodeProblem] {
        var problems: [CodeProblem] = []
        var typeUsers: [String: [CourseFilePath]] = [:]
        for file in files {
            for problem in file.problems {
                guard case let .typeNotInCourse(name) = problem.kind else {
                    problems.append(problem)
                    continue
                }
                if typeUsers[name] == nil { problems.append(problem) }
                typeUsers[name, default: []].append(file.path)
            }
        }
        return problems.map { problem in
            guard case let .typeNotInCourse(name) = problem.kind, let users = typeUsers[name] else { return problem }
            let others = users.filter { $0 != problem.file }.map(\.fileName)
            let out: LocalizedText = others.isEmpty ? "el archivo queda fuera del paquete" : "quedan fuera del paquete este archivo y \(LocalizedText.names(others))"
            let message: LocalizedText = "usa \(name), que ninguna lección declara (¿está en una lección que falta?): \(out)"
            return CodeProblem(kind: problem.kind, file: problem.file, location: problem.location, message: message)
        }
    }

    // MARK: - Helpers

    private mutating func setAside(_ path: CourseFilePath, as status: FileCheckStatus, reason: LocalizedText) {
        included.remove(path)
        checks[path]?.status = status
        checks[path]?.reason = reason
        for index in tests.indices where tests[index].file == path && tests[index].status == .notRun {
            tests[index].status = status == .appleOnly ? .notRun : .notCompiled(reason: reason)
        }
    }

    private mutating func setTest(_ id: TestID, _ status: TestCheck.Status) {
        for index in tests.indices where tests[index].id == id { tests[index].status = status }
    }

    private mutating func record(_ problem: CodeProblem, in path: CourseFilePath) {
        guard checks[path]?.problems.contains(problem) == false else { return }
        checks[path]?.problems.append(problem)
    }

    /// The compiler may say the same thing twice (once per job that reads the file).
    private static func unique(_ errors: [CompilerDiagnostic]) -> [CompilerDiagnostic] {
        var seen: [CompilerDiagnostic] = []
        for error in errors where !seen.contains(error) { seen.append(error) }
        return seen
    }

    private static func lastLines(of output: String) -> String {
        output.split(separator: "\n").suffix(3).joined(separator: " ")
    }

    /// The app's module is named after the top folder most of the app's files are in
    /// (`StackMyArchitecture/Features/…` → `StackMyArchitecture`), as its Xcode project is.
    static func moduleName(for paths: [CourseFilePath]) -> String {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for path in paths where !path.isTest && path.value.contains("/") {
            let folder = String(path.topFolder.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
            if counts[folder] == nil { order.append(folder) }
            counts[folder, default: 0] += 1
        }
        guard let best = order.max(by: { counts[$0]! < counts[$1]! || counts[$0]! == counts[$1]! && order.firstIndex(of: $0)! > order.firstIndex(of: $1)! }) else {
            return "App"
        }
        return best.first?.isNumber == true ? "_" + best : best
    }
}
