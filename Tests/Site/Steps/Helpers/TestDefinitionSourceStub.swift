import LessonsCore

/// The tests of the `--tests` folders the test chose, or the error reading them.
struct TestDefinitionSourceStub: TestDefinitionSource {
    var result: Result<[TestDefinition], LessonsError> = .success([])

    func definitions() throws(LessonsError) -> [TestDefinition] {
        try result.get()
    }
}
