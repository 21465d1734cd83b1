import Foundation

/// The script the preview adds to every HTML page it serves, and only there: the files in the
/// output folder never have it, so what is published is what the build wrote.
///
/// It goes after the page's last byte, so the page can be streamed from disk as it is (a page
/// read whole to find its `</body>` was in memory once per reader). A browser puts a script that
/// comes after `</html>` at the end of the body, where it would have been.
public enum ReloadScript {
    /// Outside any base URL, so it can't clash with a page of the site.
    public static let eventsPath = "/__course-site/events"

    public static let html = """
        <script>
        (() => {
          const events = new EventSource("\(eventsPath)");
          events.addEventListener("reload", () => location.reload());
          events.addEventListener("failed", (event) => {
            let panel = document.getElementById("course-site-build-error");
            if (!panel) {
              panel = document.createElement("pre");
              panel.id = "course-site-build-error";
              panel.style.cssText = "position:fixed;inset:auto 1rem 1rem 1rem;max-height:50vh;overflow:auto;z-index:1000;" +
                "margin:0;padding:1rem;border-radius:.5rem;background:#5c0011;color:#fff;font:14px/1.4 ui-monospace,monospace;white-space:pre-wrap";
              document.body.append(panel);
            }
            panel.textContent = event.data;
          });
          events.addEventListener("warned", (event) => {
            let panel = document.getElementById("course-site-build-warnings");
            if (!event.data) { panel?.remove(); return; }
            if (!panel) {
              panel = document.createElement("pre");
              panel.id = "course-site-build-warnings";
              panel.title = "×";
              panel.style.cssText = "position:fixed;inset:1rem 1rem auto auto;max-width:min(48rem,calc(100vw - 2rem));max-height:40vh;overflow:auto;" +
                "z-index:999;margin:0;padding:1rem;border-radius:.5rem;background:#5c3d00;color:#fff;font:13px/1.4 ui-monospace,monospace;white-space:pre-wrap;cursor:pointer";
              panel.addEventListener("click", () => panel.remove());
              document.body.append(panel);
            }
            panel.textContent = event.data;
          });
        })();
        </script>

        """
}
