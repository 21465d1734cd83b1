/// Where a file of the course's code lives in its project, as a lesson names it:
/// `StackMyArchitecture/Features/Login/Domain/Models/Email.swift`.
///
/// Always relative, `/`-separated, ending in `.swift`, without `.` or `..` segments: the path
/// comes from lesson text and becomes a file of the package `--check-code` builds.
public struct CourseFilePath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let value: String

    public init?(_ value: String) {
        let segments = value.split(separator: "/", omittingEmptySubsequences: false)
        guard value.hasSuffix(".swift"), !value.hasPrefix("/"), value.count <= 400,
              !segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
              value.allSatisfy({ $0.isLetter || $0.isNumber || "/._-+".contains($0) })
        else { return nil }
        self.value = value
    }

    /// `Email.swift`.
    public var fileName: String { String(value.split(separator: "/").last ?? "") }

    /// `StackMyArchitecture/Features/Login/Domain/Models`, or empty at the top.
    public var folder: String {
        guard let slash = value.lastIndex(of: "/") else { return "" }
        return String(value[..<slash])
    }

    /// `Email`: the name a type declared in the file usually has.
    public var baseName: String { String(fileName.dropLast(".swift".count)) }

    /// The project folder it sits in (`StackMyArchitecture`, `StackMyArchitectureTests`).
    public var topFolder: String { String(value.split(separator: "/").first ?? "") }

    /// A file of tests: in a folder or with a name ending in `Tests`, as XCTest projects lay them out.
    public var isTest: Bool { topFolder.hasSuffix("Tests") || baseName.hasSuffix("Tests") }

    public var description: String { value }

    public static func < (lhs: CourseFilePath, rhs: CourseFilePath) -> Bool { lhs.value < rhs.value }
}
