/// A value read from `course-site.yml`, already of its key's kind.
public enum ConfigValue: Sendable, Equatable {
    case text(String)
    case texts([String])
    case flag(Bool)
    case number(Double)
}
