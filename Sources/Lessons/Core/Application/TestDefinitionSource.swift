/// Where tests are defined outside the lessons: the Swift files of the folders given with `--tests`.
public protocol TestDefinitionSource: Sendable {
    func definitions() throws(LessonsError) -> [TestDefinition]
}
