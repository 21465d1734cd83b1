public import LessonsCore

/// The ids of the print page (`imprimir.html`), which holds every lesson one after another.
///
/// Each lesson gets an anchor made from its path (`login/01-domain`), and every id inside it (its
/// headings, its code frames) is that anchor, `--`, and the id its own page gives it
/// (`login/01-domain--el-protocolo`), so no id repeats on the one page and a link to another
/// lesson can point at its place in it. Anchors are settled from every lesson's path before any
/// lesson is rendered, since a lesson's links need the anchors of the lessons they point at.
public struct PrintAnchors: Equatable, Sendable {
    /// Between a lesson's anchor and an id of its own. Anchors never hold it (runs of hyphens are
    /// folded into one), so the first `--` of an id ends its lesson's anchor: two lessons can
    /// never give the same id.
    public static let separator = "--"
    /// Ids the print page uses for itself.
    static let reserved: Set<String> = ["indice"]

    private let anchors: [LessonPath: String]

    /// - Parameter lessons: every lesson of the course, the home lesson too.
    public init(lessons: [LessonPath]) {
        // Grouped rather than sorted: sorting a thousand paths in natural order cost more than the
        // rest of the print page's reading. Only lessons that would share an anchor are ordered,
        // by their bytes, so the same lessons get the same anchors whatever order they come in.
        let groups = Dictionary(grouping: Set(lessons), by: Self.baseAnchor(for:))
        var taken = Self.reserved.union(groups.keys)
        var anchors: [LessonPath: String] = [:]
        var repeated: [(base: String, lessons: ArraySlice<LessonPath>)] = []
        for (base, group) in groups {
            let ordered = group.count == 1 ? group[...] : group.sorted { $0.value.utf8.lexicographicallyPrecedes($1.value.utf8) }[...]
            if Self.reserved.contains(base) {
                repeated.append((base, ordered))
            } else {
                anchors[ordered[ordered.startIndex]] = base
                if ordered.count > 1 { repeated.append((base, ordered.dropFirst())) }
            }
        }
        for (base, lessons) in repeated.sorted(by: { $0.base.utf8.lexicographicallyPrecedes($1.base.utf8) }) {
            var number = 1
            for lesson in lessons {
                var candidate: String
                repeat {
                    number += 1
                    candidate = "\(base)-\(number)"
                } while taken.contains(candidate)
                taken.insert(candidate)
                anchors[lesson] = candidate
            }
        }
        self.anchors = anchors
    }

    /// The lesson's anchor; nil for a lesson that is no part of the course.
    public func anchor(for lesson: LessonPath) -> String? {
        anchors[lesson]
    }

    /// The id on the print page of what the lesson's own page calls `id`.
    public func id(_ id: String, in lesson: LessonPath) -> String {
        let anchor = anchors[lesson] ?? Self.baseAnchor(for: lesson)
        // One string of its final size: every heading and code frame of every lesson has one.
        var joined = ""
        joined.reserveCapacity(anchor.utf8.count + Self.separator.utf8.count + id.utf8.count)
        joined += anchor
        joined += Self.separator
        joined += id
        return joined
    }

    /// `login/01-domain.md` → `login/01-domain`: letters, digits, `_`, `.` and `/` kept, anything
    /// else a hyphen (no space, quote or `%`, which an id or its links would have to escape).
    static func baseAnchor(for lesson: LessonPath) -> String {
        let name = lesson.value.utf8.dropLast(3)
        // An ASCII path (nearly every one) by its bytes: breaking every path of the course into
        // characters held one core for 10 ms of a 5,000-lesson build, the other waiting.
        if name.allSatisfy({ $0 < 0x80 }) {
            var anchor: [UInt8] = []
            anchor.reserveCapacity(name.count)
            for byte in name {
                if isKept(byte) {
                    anchor.append(byte)
                } else if anchor.last != UInt8(ascii: "-") {
                    anchor.append(UInt8(ascii: "-"))
                }
            }
            while anchor.last == UInt8(ascii: "-") { anchor.removeLast() }
            return anchor.isEmpty ? "leccion" : String(decoding: anchor, as: UTF8.self)
        }
        var anchor = ""
        for character in lesson.value.dropLast(3) {
            let kept = character.isLetter || character.isNumber || "_./".contains(character)
            if kept {
                anchor.append(character)
            } else if anchor.last != "-" {
                anchor.append("-")
            }
        }
        while anchor.last == "-" { anchor.removeLast() }
        return anchor.isEmpty ? "leccion" : anchor
    }

    /// An ASCII letter, digit, `_`, `.` or `/`: what `baseAnchor(for:)` keeps of an ASCII path.
    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "/"):
            true
        default:
            false
        }
    }
}
