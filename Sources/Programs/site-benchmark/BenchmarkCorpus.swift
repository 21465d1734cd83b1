import Foundation

/// The lessons a size is built from: generated ones shaped like the real lessons, or the real
/// lessons repeated (`--corpus DIR`). Each carries the catalog.
enum BenchmarkCorpus {
    case generated
    case repeated(URL)

    var name: String {
        switch self {
        case .generated: "generado"
        case .repeated(let folder): folder.lastPathComponent + " repetidas"
        }
    }

    /// Writes `lessons` lessons and the catalog into `content`.
    /// - Returns: the bytes written.
    func write(lessons: Int, into content: URL) throws -> Int {
        let bytes = switch self {
        case .generated: try CorpusGenerator(lessonsPerFolder: 20).generate(lessons: lessons, into: content)
        case .repeated(let folder): try RepeatedLessons(source: folder).generate(lessons: lessons, into: content)
        }
        return try bytes + BenchmarkCatalog.write(into: content)
    }
}
