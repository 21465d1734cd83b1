@testable import SitePreview
import XCTest

final class ServerSentEventTests: XCTestCase {
    func test_text_reload_isAReloadEvent() {
        XCTAssertEqual(ServerSentEvent.text(for: .reload), "event: reload\ndata: \n\n")
    }

    func test_text_failureOfSeveralLines_putsEachLineInADataField() {
        XCTAssertEqual(ServerSentEvent.text(for: .failed("uno\ndos")), "event: failed\ndata: uno\ndata: dos\n\n")
    }

    func test_text_warnings_isAWarnedEventWithEachLineInADataField() {
        XCTAssertEqual(ServerSentEvent.text(for: .warned("1 aviso:\nContent/1.md:3: x")), "event: warned\ndata: 1 aviso:\ndata: Content/1.md:3: x\n\n")
    }

    func test_text_failureWithBareCRsAndCRLFs_cannotForgeAnotherEvent() {
        let forged = "id 'p-1\revent: reload\r\ndata: x\n\nevent: reload'"

        let text = ServerSentEvent.text(for: .failed(forged))

        XCTAssertEqual(Self.events(in: text), [["event: failed", "data: id 'p-1", "data: event: reload", "data: data: x", "data: ", "data: event: reload'"]])
    }

    // MARK: - Helpers

    /// The events a browser reads: blocks separated by an empty line, each line ended by CR, LF or CRLF.
    private static func events(in stream: String) -> [[String]] {
        var events: [[String]] = []
        var current: [String] = []
        let lines = stream.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n").components(separatedBy: "\n")
        for line in lines {
            if line.isEmpty {
                if !current.isEmpty { events.append(current) }
                current = []
            } else {
                current.append(line)
            }
        }
        return events
    }
}
