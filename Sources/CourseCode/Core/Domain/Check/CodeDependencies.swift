/// Which files of the course's code use which: a file uses another when it names something the
/// other declares at its top level. Read from the names alone, so it may see a use where there is
/// none (a local variable named as a type): enough to leave out what a broken file would break.
struct CodeDependencies {
    /// A file that uses another, and the name it uses it by.
    struct Use: Equatable {
        let user: CourseFilePath
        let name: String
    }

    /// Who declares each top-level name.
    let declarers: [String: [CourseFilePath]]
    private let users: [CourseFilePath: [Use]]

    /// - Parameter files: in course order. App files never use test files: the app's module cannot see them.
    init(files: [(path: CourseFilePath, facts: SwiftFileFacts)]) {
        var declarers: [String: [CourseFilePath]] = [:]
        for file in files {
            for name in file.facts.declarations.sorted() { declarers[name, default: []].append(file.path) }
        }
        var users: [CourseFilePath: [Use]] = [:]
        for file in files {
            for name in file.facts.usedNames.sorted() {
                for declarer in declarers[name] ?? [] where declarer != file.path && (file.path.isTest || !declarer.isTest) {
                    users[declarer, default: []].append(Use(user: file.path, name: name))
                }
            }
        }
        self.declarers = declarers
        self.users = users
    }

    /// Every file that uses `path`, directly or through others, each with the first file on its
    /// way and the name by which it uses it: `(CatalogViewModelTests.swift, via: CatalogView.swift, "CatalogViewModel")`.
    func dependents(of path: CourseFilePath) -> [(user: CourseFilePath, name: String)] {
        var found: [(user: CourseFilePath, name: String)] = []
        var seen: Set<CourseFilePath> = [path]
        var queue: [(path: CourseFilePath, name: String?)] = [(path, nil)]
        while !queue.isEmpty {
            let (current, nameFromRoot) = queue.removeFirst()
            for use in users[current] ?? [] where seen.insert(use.user).inserted {
                let name = nameFromRoot ?? use.name
                found.append((use.user, name))
                queue.append((use.user, name))
            }
        }
        return found
    }
}
