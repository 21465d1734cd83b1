import SiteCore

/// A sidebar's closed sections before or after the current one, encoded as their list is. The
/// list is the same on every page of a section (twenty pages of a course in folders of twenty), so
/// as a `RecurringModel` a renderer encodes it once for them all, where each page looked up each
/// of up to thirty rendered sections again.
struct ClosedSections: RecurringModel {
    let sections: [ClosedSectionModel]

    func encode(to encoder: any Encoder) throws {
        try sections.encode(to: encoder)
    }
}
