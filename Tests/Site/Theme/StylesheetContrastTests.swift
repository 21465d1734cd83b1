import Foundation
import SiteTheme
import XCTest

/// Every text colour of the built-in stylesheet against what it is shown on, in light and in dark:
/// WCAG AA, 4.5:1 for text (3:1 for the large text of the home page's button is not relied on).
final class StylesheetContrastTests: XCTestCase {
    func test_everyTextColour_onWhatItIsShownOn_meetsWCAGAAInLightAndDark() throws {
        let palette = try makePalette()

        for scheme in StylesheetPalette.Scheme.allCases {
            for (foreground, backgrounds) in Self.textOn {
                for background in backgrounds {
                    let text = try XCTUnwrap(palette.colour(foreground, in: scheme), "--\(foreground) is not declared with light-dark()")
                    let ground = try XCTUnwrap(palette.colour(background, in: scheme), "--\(background) is not declared with light-dark()")
                    let ratio = text.contrast(with: ground)
                    XCTAssertGreaterThanOrEqual(ratio, 4.5, "--\(foreground) on --\(background) in \(scheme): \(String(format: "%.2f", ratio)):1")
                }
            }
        }
    }

    func test_calloutTitles_onTheirTintedBox_meetWCAGAAInLightAndDark() throws {
        let palette = try makePalette()

        for scheme in StylesheetPalette.Scheme.allCases {
            for kind in ["note", "tip", "important", "warning", "caution"] {
                let callout = try XCTUnwrap(palette.colour("callout-\(kind)", in: scheme))
                let page = try XCTUnwrap(palette.colour("background", in: scheme))
                // .callout's background: color-mix(in srgb, var(--callout) 7%, transparent) over the page.
                let ratio = callout.contrast(with: page.mixed(with: callout, fraction: 0.07))
                XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(kind) callout's title in \(scheme): \(String(format: "%.2f", ratio)):1")
            }
        }
    }

    func test_everyColourGivenToText_isOneThisTestChecks() throws {
        let stylesheet = try XCTUnwrap(BuiltInTheme.publicFiles["css/site.css"])

        let used = Set(stylesheet.matches(of: /(?:^|[;{\s])color:\s*var\(--([a-z0-9-]+)\)/).map { String($0.output.1) })

        let checked = Set(Self.textOn.keys).union(["callout", "border"])
        XCTAssertEqual(used.subtracting(checked), [], "a text colour without a contrast check: add it to textOn")
    }

    // MARK: - Helpers

    /// Each text colour and the backgrounds the stylesheet shows it on.
    private static let textOn: [String: [String]] = [
        "text": ["background", "surface", "code-background", "zebra", "diff-add", "diff-del", "diff-hunk", "step-warning-bg"],
        "muted": ["background", "surface", "code-background", "zebra"],
        "accent": ["background", "surface", "accent-soft"],
        "on-accent": ["accent"],
        "ok": ["background", "surface", "zebra"],
        "danger": ["background", "surface", "zebra"],
        "caution": ["background", "surface", "zebra"],
        "special": ["background", "surface", "zebra"],
        "step-red": ["step-red-bg"],
        "step-green": ["step-green-bg", "background", "zebra"],
        "step-warning": ["step-warning-bg", "background", "zebra"],
        "hl-keyword": ["code-background", "diff-add"],
        "hl-type": ["code-background", "diff-add"],
        "hl-string": ["code-background", "diff-add"],
        "hl-number": ["code-background", "diff-add"],
        "hl-comment": ["code-background", "diff-add"],
        "hl-attribute": ["code-background", "diff-add"],
        "hl-macro": ["code-background", "diff-add"],
        "hl-operator": ["code-background", "diff-add"],
        "hl-label": ["code-background", "diff-add"],
    ]

    private func makePalette() throws -> StylesheetPalette {
        let stylesheet = try XCTUnwrap(BuiltInTheme.publicFiles["css/site.css"])
        return StylesheetPalette(stylesheet: stylesheet)
    }
}
