/// Where a file of the course's code lives in its project, as a lesson names it:
/// `StackMyArchitecture/Features/Login/Domain/Models/Email.swift`.
///
/// Always relative, `/`-separated, ending in `.swift`, without `.` or `..` segments: the path
/// comes from lesson text and becomes a file of the package `--check-code` builds.
public struct CourseFilePath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let value: String

    public init?(_ value: String) {
        var text = value
        guard text.withUTF8({ Self.isASCII($0) ? Self.isValid(ascii: $0) : nil }) ?? Self.isValid(value) else { return nil }
        self.value = value
    }

    private static func isValid(_ value: String) -> Bool {
        let segments = value.split(separator: "/", omittingEmptySubsequences: false)
        return value.hasSuffix(".swift") && !value.hasPrefix("/") && value.count <= 400
            && !segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
            && value.allSatisfy({ $0.isLetter || $0.isNumber || "/._-+".contains($0) })
    }

    /// `isValid` for a path in ASCII, byte by byte: each byte is a `Character` (a carriage return
    /// is refused either way), and a path is read from nearly every other Swift block of a course.
    private static func isValid(ascii bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count <= 400, bytes.first != .slash, bytes.count >= 6, UnsafeBufferPointer(rebasing: bytes[(bytes.count - 6)...]).elementsEqual(".swift".utf8)
        else { return false }
        var segmentLength = 0
        var segmentIsDots = true
        for byte in bytes {
            if byte == .slash {
                guard segmentLength > 0, !(segmentIsDots && segmentLength <= 2) else { return false }
                segmentLength = 0
                segmentIsDots = true
                continue
            }
            guard PlainLine.isIdentifier(byte) || byte == .dot || byte == .hyphen || byte == .plus else { return false }
            segmentLength += 1
            segmentIsDots = segmentIsDots && byte == .dot
        }
        return segmentLength > 0 && !(segmentIsDots && segmentLength <= 2)
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { bytes.allSatisfy { $0 < 0x80 } }

    private static func isASCII(_ value: String) -> Bool {
        var value = value
        return value.withUTF8(isASCII)
    }

    /// `Email.swift`.
    public var fileName: String {
        guard Self.isASCII(value) else { return String(value.split(separator: "/").last ?? "") }
        let start = value.utf8.lastIndex(of: .slash).map(value.utf8.index(after:)) ?? value.startIndex
        return String(value[start...])
    }

    /// `StackMyArchitecture/Features/Login/Domain/Models`, or empty at the top.
    public var folder: String {
        guard let slash = Self.isASCII(value) ? value.utf8.lastIndex(of: .slash) : value.lastIndex(of: "/") else { return "" }
        return String(value[..<slash])
    }

    /// `Email`: the name a type declared in the file usually has.
    public var baseName: String { String(fileName.dropLast(".swift".count)) }

    /// The project folder it sits in (`StackMyArchitecture`, `StackMyArchitectureTests`).
    public var topFolder: String {
        guard Self.isASCII(value) else { return String(value.split(separator: "/").first ?? "") }
        return String(value[..<(value.utf8.firstIndex(of: .slash) ?? value.endIndex)])
    }

    /// A file of tests: in a folder or with a name ending in `Tests`, as XCTest projects lay them out.
    public var isTest: Bool { topFolder.hasSuffix("Tests") || baseName.hasSuffix("Tests") }

    public var description: String { value }

    public static func < (lhs: CourseFilePath, rhs: CourseFilePath) -> Bool { lhs.value < rhs.value }
}

private extension UInt8 {
    static let slash = UInt8(ascii: "/")
    static let dot = UInt8(ascii: ".")
    static let hyphen = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
}
