/// The workflow `build-site init` writes, so a new course publishes itself to GitHub Pages on
/// every push with this repository's action (`action.yml`), as this repository's own workflow
/// builds its course, and zizmor's settings for it. Both pass check-jsonschema and zizmor
/// (`StarterWorkflowTests`).
public enum StarterWorkflow {
    /// Where this repository is published: the action's address in `uses:`.
    public static let action = "stackmyarchitecture/course-site@v1"

    public static let file = (path: ".github/workflows/pages.yml", text: """
        # Publishes the course to GitHub Pages on every push to main, or by hand from the Actions tab
        # (written by `build-site init`). Enable it once in the repository:
        # Settings → Pages → Source: GitHub Actions.
        name: Publish the course

        on:
          push:
            branches: [main]
          workflow_dispatch:

        # Nothing by default; each job asks for what it needs.
        permissions: {}

        # One deployment at a time; a newer push waits instead of cancelling one half-deployed.
        concurrency:
          group: pages
          cancel-in-progress: false

        jobs:
          build:
            name: Build
            runs-on: ubuntu-24.04
            # Swift, for course-site when its release has no binary for this runner.
            container: swift:6.3-noble
            permissions:
              contents: read # to check out the course
            steps:
              - name: Check out
                uses: actions/checkout@v5
                with:
                  persist-credentials: false
                  # The whole history, so each lesson's page shows when it last changed.
                  fetch-depth: 0

              - name: Find the site's address
                id: pages
                uses: actions/configure-pages@v5

              # Builds the course with its course-site.yml; with `strict`, a broken link or a missing
              # test stops the deployment, with an annotation at its lesson and line. Add
              # `check-code: "true"` to compile the lessons' code and run its tests.
              - name: Build the course
                uses: \(action)
                with:
                  site-url: ${{ steps.pages.outputs.base_url }}/
                  base-url: ${{ steps.pages.outputs.base_path }}/

              - name: Upload the site
                uses: actions/upload-pages-artifact@v4
                with:
                  path: _site

          deploy:
            name: Deploy to GitHub Pages
            needs: build
            runs-on: ubuntu-24.04
            permissions:
              pages: write # to publish the uploaded site
              id-token: write # to prove to Pages that this run is the repository's
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - name: Deploy
                id: deployment
                uses: actions/deploy-pages@v4

        """)

    /// Pins GitHub's actions and course-site's to their version tags, which their publishers move
    /// only with compatible releases; zizmor asks for a commit's hash otherwise.
    public static let zizmorSettings = (path: ".github/zizmor.yml", text: """
        # zizmor's settings for this course (https://docs.zizmor.sh), written by `build-site init`.
        rules:
          unpinned-uses:
            config:
              policies:
                # GitHub's actions and course-site's are pinned to a version tag: their publishers
                # move it only with compatible releases. Any other action must be pinned to a commit.
                actions/*: ref-pin
                \(action.split(separator: "/")[0])/*: ref-pin
                "*": hash-pin

        """)

    /// Both files, as `init` writes them.
    public static var files: [(path: String, text: String)] { [file, zizmorSettings] }
}
