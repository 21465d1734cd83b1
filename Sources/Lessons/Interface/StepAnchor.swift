/// Where a step of the course's TDD is listed in the traceability report: the code frames' badges
/// link there.
public enum StepAnchor {
    /// `paso-12` for the twelfth step in course order (from 1).
    public static func id(forStep position: Int) -> String { "paso-\(position)" }
}
