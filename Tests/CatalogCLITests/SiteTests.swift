import Foundation
import TestSupport
import Testing

/// `catalog site` end to end, in a real browser: this repository's catalog as a DocC website, served over
/// HTTP on 127.0.0.1, one component page loaded in headless Chromium (DocC pages are rendered by
/// JavaScript, so only a browser shows what a reader sees). One site build, two pages (a component and the
/// design tokens): it stays cheap.
@Suite(.serialized, .slow(.process)) struct SiteTests {
    /// Piped (CI, `| tee`), standard output is block-buffered: "building…" must still come before the
    /// build's own output. A `swift` of the test's stands in for the toolchain's and fails at once.
    @Test func whatItPrintsComesBeforeTheBuildsOutput() throws {
        let root = try CatalogCLI.folder([
            "Package.swift": "// swift-tools-version: 6.0\n",
            "specs/catalog.yaml": "module: Probe\n",
            "specs/Card.yaml": "component: Card\nsummary: A card.\nslots:\n  - name: title\n    options: [text]\n",
            "bin/swift": "#!/bin/sh\necho 'the build log'\nexit 1\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.appendingPathComponent("bin/swift").path)
        #expect(try CatalogCLI.run(["generate"], in: root).status == 0)
        let path = root.appendingPathComponent("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let run = try Toolchain.run(CatalogCLI.executable.path, ["site"], in: root, environment: CatalogCLI.environment.merging(["PATH": path]) { $1 })
        #expect(run.status != 0)
        let building = try #require(run.output.range(of: "building Probe…"), "\(run.output)")
        let log = try #require(run.output.range(of: "the build log"), "\(run.output)")
        #expect(building.lowerBound < log.lowerBound, "\(run.output)")
    }

    @Test(.enabled(if: Toolchain.find("chromium") != nil, "chromium is not installed (.ci/setup installs it)"))
    func cardAndTokensPagesInABrowser() throws {
        let chromium = try #require(Toolchain.find("chromium"))
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let site = work.appendingPathComponent("site")
        // The modules `swift test` built: a nested `swift build` would wait for this run's lock on .build.
        let build = try CatalogCLI.run(["site", "--output", site.path, "--modules", Toolchain.modules.path], in: PackagePaths.root)
        #expect(build.status == 0, "\(build.output)\n\(build.error)")
        #expect(build.output.contains("site written to \(site.path)"))
        #expect(!build.error.contains("warning:"), "DocC warned:\n\(build.error)")
        // Only the catalog's module: the SwiftUI stand-in is never published as a framework of its own.
        let documentation = try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("data/documentation").path)
        #expect(documentation.sorted() == ["catalog", "catalog.json"])

        let server = try Server(serving: site, log: work.appendingPathComponent("server.log"))
        defer { server.stop() }
        let url = "http://127.0.0.1:\(server.port)/documentation/catalog/card"
        let flags = Self.chromiumFlags
        let dom = try Self.dom(of: url, chromium: chromium)
        #expect(dom.status == 0, "\(dom.error)")
        let page = dom.output
        #expect(page.contains("<title>Card | Documentation</title>"), "\(page.prefix(2000))")
        #expect(page.contains("Stable component") || page.contains("Beta component"))
        #expect(page.contains("A container with a title and optional actions."))
        #expect(page.contains("init(title:actions:)"))
        // The first example, as the spec writes it (split into highlighted tokens, so by its words).
        #expect(page.contains("Text title, custom actions"))
        #expect(page.contains("Like"))
        // The audit's record (issue 49): per example, its modes, its texts' contrast and the audit's result.
        #expect(page.contains(#"id="Accessibility""#), "\(page)")
        #expect(page.contains("Modes in which an example renders alike share a line."))
        // DocC marks its elements (`<code data-v-…>`): the words around them.
        #expect(page.replacing(/<code[^>]*>/, with: "<code>").contains(#"light: <code>"Hello"</code> on #F5F5F7"#), "\(page)")
        let screenshot = work.appendingPathComponent("card.png")
        let shot = try Toolchain.run("/usr/bin/timeout", ["-k", "10", "120", chromium] + flags + ["--window-size=1280,1600", "--screenshot=\(screenshot.path)", url],
                                     separateErrors: true)
        #expect(shot.status == 0 && FileManager.default.fileExists(atPath: screenshot.path), "\(shot.error)")
        print("SiteTests: the Card page, as Chromium shows it: \(screenshot.path)")
        let log = try String(contentsOf: work.appendingPathComponent("server.log"), encoding: .utf8)
        #expect(log.contains("\"GET /documentation/catalog/card HTTP/1.1\" 200")
            || log.contains("\"GET /documentation/catalog/card/ HTTP/1.1\" 200"), "\(log)")
        try checkTokensPage(site: site, port: server.port, chromium: chromium)
    }

    /// The design tokens article of the same site: one picture per group, which DocC copied, and a table
    /// per group.
    func checkTokensPage(site: URL, port: Int, chromium: String) throws {
        let images = try FileManager.default.subpathsOfDirectory(atPath: site.appendingPathComponent("images").path)
            .map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(images.contains("tokens-color.svg") && images.contains("tokens-space.svg") && !images.contains { $0.hasPrefix("token-") }, "\(images.sorted())")
        let dom = try Self.dom(of: "http://127.0.0.1:\(port)/documentation/catalog/designtokens", chromium: chromium)
        #expect(dom.status == 0, "\(dom.error)")
        // DocC breaks code at dots with `<wbr>`.
        let page = dom.output.replacing(/<wbr[^>]*>/, with: "")
        #expect(page.contains("<title>Design Tokens | Documentation</title>"), "\(page.prefix(2000))")
        #expect(page.contains(">Tokens.Color.Text.secondary</code>"), "\(page)")
        #expect(page.contains(">color.text.secondary<"))
        // Each group's picture, light and dark side by side in it.
        #expect(page.contains("tokens-color.svg") && page.contains("tokens-palette.svg") && page.contains("<table"), "\(page)")
        #expect(page.contains("below 4.5:1"))
    }
}

extension SiteTests {
    static let chromiumFlags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--virtual-time-budget=20000"]

    /// The page as Chromium leaves it once DocC's JavaScript has rendered it.
    static func dom(of url: String, chromium: String) throws -> Toolchain.Result {
        try Toolchain.run("/usr/bin/timeout", ["-k", "10", "120", chromium] + chromiumFlags + ["--dump-dom", url], separateErrors: true)
    }
}

/// `python3 -m http.server` on a free port of 127.0.0.1, stopped by its PID.
private final class Server {
    let process = Process()
    let port: Int

    init(serving folder: URL, log: URL) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder.path]
        let output = Pipe()
        process.standardOutput = output
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else { throw Toolchain.Failure(description: "cannot create \(log.path)") }
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        // "Serving HTTP on 127.0.0.1 port 43125 (http://127.0.0.1:43125/) ..."
        var text = ""
        let deadline = Date().addingTimeInterval(30)
        while !text.contains(") ..."), Date() < deadline {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let range = text.range(of: "port "), let port = Int(text[range.upperBound...].prefix { $0.isNumber }) else {
            kill(process.processIdentifier, SIGKILL)
            throw Toolchain.Failure(description: "the HTTP server did not start: \(text)")
        }
        self.port = port
    }

    /// SIGKILL: the child inherits the test thread's signal mask, in which SIGTERM may be blocked.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
