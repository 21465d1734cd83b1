import Foundation

/// A page that loads the site's pages one after another in a frame of a given width, checks each as
/// a reader would meet it, and writes what it found as JSON into itself, for `--dump-dom` to read.
/// It is put in the site's folder, so the frame's pages are of its origin and open to its script.
/// Each page is loaded from the frame's load event before the check page's own has fired, so the
/// browser holds the check page's load, and `--dump-dom`, until the last page is checked.
enum PageCheck {
    static let fileName = "page-check.html"

    /// What the check found on one page.
    struct Report: Decodable {
        let page: String
        /// The document is wider than the frame: the reader scrolls sideways.
        let overflow: Int
        /// Elements that reach past the frame's right edge, for the failure message.
        let widest: [String]
        /// Words inside `code` wrapped across lines though they would fit on one.
        let brokenWords: [String]
        let mainWidth: Double
        let textColumn: Double
        let headerHeight: Double
        let hasSearchBox: Bool
        /// Pagefind's interface is in the search box, and the box is shown.
        let searchShown: Bool
        let background: String
        /// Images the browser could not draw (it found no file, or could not read it as an image).
        let brokenImages: [String]
        /// The drawn width of each diagram drawn at build time, in CSS pixels.
        let diagramWidths: [Double]
        let menu: Menu?
        let theme: Theme?

        struct Menu: Decodable {
            let isButton: Bool
            let visible: Bool
            let closedBefore: Bool
            let expandedAfterClick: String
            let sidebarShown: Bool
            let focusInSidebar: Bool
            let closedByEscape: Bool
            let focusBackOnButton: Bool
        }

        struct Theme: Decodable {
            let visible: Bool
            let sequence: [String]
            let backgrounds: [String]
            let afterReload: String
        }
    }

    /// - Parameter pages: paths of the site's pages, from the frame's page.
    static func url(port: Int, basePath: String, width: Int, pages: [String], checksMenu: Bool = false, checksTheme: Bool = false) -> String {
        var components = URLComponents(string: "http://127.0.0.1:\(port)\(basePath)\(fileName)")!
        components.queryItems = [
            URLQueryItem(name: "width", value: String(width)),
            URLQueryItem(name: "pages", value: pages.joined(separator: ",")),
            URLQueryItem(name: "menu", value: checksMenu ? "1" : "0"),
            URLQueryItem(name: "theme", value: checksTheme ? "1" : "0"),
        ]
        return components.url!.absoluteString
    }

    static func reports(in dom: String) throws -> [Report] {
        guard let start = dom.range(of: "<pre id=\"result\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw CheckError(message: "the check page wrote no result: \(dom.prefix(500))")
        }
        let json = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        if json.hasPrefix("error:") { throw CheckError(message: json) }
        return try JSONDecoder().decode([Report].self, from: Data(json.utf8))
    }

    struct CheckError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    static let html = #"""
    <!DOCTYPE html>
    <html><head><meta charset="utf-8"><title>page check</title></head>
    <body>
    <iframe id="frame" style="border:0;height:900px"></iframe>
    <pre id="result"></pre>
    <script>
    const query = new URLSearchParams(location.search);
    const width = Number(query.get("width"));
    const pages = query.get("pages").split(",");
    const frame = document.getElementById("frame");
    frame.style.width = width + "px";
    const reports = [];

    function load(src) {
      return new Promise((resolve) => { frame.onload = () => resolve(); frame.src = src; });
    }

    function describe(element) {
      return element.tagName.toLowerCase() + (element.id ? "#" + element.id : "") + (element.className && typeof element.className === "string" ? "." + element.className.trim().split(/\s+/).join(".") : "");
    }

    // An identifier (letters, digits, _) of a code element wrapped across lines: broken inside.
    // Paths and options may wrap at their - or /, and a name longer than the whole line must wrap.
    function brokenWords(doc) {
      const found = [];
      const lineCount = (range) => new Set(Array.from(range.getClientRects()).filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
      const width = (range) => Array.from(range.getClientRects()).reduce((sum, rect) => sum + rect.width, 0);
      for (const code of doc.querySelectorAll("code")) {
        if (code.closest("pre")) continue;
        const block = code.closest("p, li, td, th, div, section, figcaption, h1, h2, h3, h4, nav, main");
        // A table cell is as wide as its content asks: its table scrolls inside its own box.
        const room = code.closest("td, th") ? Infinity : block ? block.clientWidth : doc.documentElement.clientWidth;
        const walker = doc.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          const range = (start, end) => { const r = doc.createRange(); r.setStart(text, start); r.setEnd(text, end); return r; };
          const tokens = /\S+/g;
          let token;
          while ((token = tokens.exec(text.data))) {
            if (width(range(token.index, token.index + token[0].length)) > room) continue;
            const identifiers = /[\p{L}\p{N}_]+/gu;
            let identifier;
            while ((identifier = identifiers.exec(token[0]))) {
              const start = token.index + identifier.index;
              if (lineCount(range(start, start + identifier[0].length)) > 1) found.push(identifier[0]);
            }
          }
        }
      }
      return found.slice(0, 10);
    }

    function layout(doc, page) {
      const root = doc.documentElement;
      const overflow = root.scrollWidth - root.clientWidth;
      const widest = overflow > 0
        ? Array.from(doc.querySelectorAll("body *")).filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
            .filter((element) => !Array.from(doc.querySelectorAll("body *")).some((other) => other !== element && other.contains(element) && getComputedStyle(other).overflowX !== "visible"))
            .slice(-5).map(describe)
        : [];
      const main = doc.querySelector("main");
      const header = doc.querySelector(".site-header");
      const measure = parseFloat(getComputedStyle(root).getPropertyValue("--measure")) * parseFloat(getComputedStyle(root).fontSize);
      return {
        page, overflow, widest, brokenWords: brokenWords(doc),
        mainWidth: main ? main.getBoundingClientRect().width : 0,
        textColumn: measure || 0,
        headerHeight: header ? header.getBoundingClientRect().height : 0,
        hasSearchBox: doc.querySelector(".site-search") !== null,
        searchShown: Array.from(doc.querySelectorAll(".site-search")).some((box) => getComputedStyle(box).display !== "none" && box.querySelector(".pagefind-ui") !== null),
        background: getComputedStyle(doc.body).backgroundColor,
        brokenImages: Array.from(doc.images).filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.getAttribute("src")),
        diagramWidths: Array.from(doc.querySelectorAll("figure.diagram > img")).map((image) => image.getBoundingClientRect().width),
      };
    }

    function menu(doc) {
      const button = doc.querySelector("button.nav-toggle");
      const sidebar = doc.getElementById("course-nav");
      if (!button || !sidebar) return null;
      const shown = () => getComputedStyle(sidebar).display !== "none";
      const report = { isButton: button.tagName === "BUTTON", visible: button.offsetParent !== null, closedBefore: !shown() };
      // A key press on a focused button is a click; that is what the browser makes of Enter and Space.
      button.focus();
      button.click();
      report.expandedAfterClick = button.getAttribute("aria-expanded");
      report.sidebarShown = shown();
      report.focusInSidebar = sidebar.contains(doc.activeElement);
      doc.activeElement.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
      report.closedByEscape = !shown() && button.getAttribute("aria-expanded") === "false";
      report.focusBackOnButton = doc.activeElement === button;
      return report;
    }

    async function theme(src) {
      const doc = () => frame.contentDocument;
      const button = doc().querySelector("button.theme-toggle");
      if (!button) return null;
      const report = { visible: !button.hidden && button.offsetParent !== null, sequence: [], backgrounds: [] };
      for (let i = 0; i < 2; i++) {
        button.click();
        report.sequence.push(doc().documentElement.dataset.theme || "auto");
        report.backgrounds.push(getComputedStyle(doc().body).backgroundColor);
      }
      await load(src);
      report.afterReload = doc().documentElement.dataset.theme || "auto";
      // Back to as the system says, for the next page.
      doc().querySelector("button.theme-toggle").click();
      return report;
    }

    (async () => {
      try {
        for (const page of pages) {
          await load(page);
          const report = layout(frame.contentDocument, page);
          report.menu = query.get("menu") === "1" ? menu(frame.contentDocument) : null;
          report.theme = query.get("theme") === "1" ? await theme(page) : null;
          reports.push(report);
        }
        document.getElementById("result").textContent = JSON.stringify(reports);
      } catch (error) {
        document.getElementById("result").textContent = "error: " + error;
      }
    })();
    </script>
    </body></html>
    """#
}
