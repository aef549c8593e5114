import Foundation
import TestSupport
import Testing

/// README's sentences about how the package is built and tested, checked where a test can read the fact:
/// the test counts it gives, and that validation counts initializers without planning them.
@Suite struct ReadmeFactsTests {
    static func readme() throws -> String {
        try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// "about N of the M tests": within 5% (or 10 tests) of the `@Test` functions in Tests/, and of those
    /// not marked `.slow(…)`, where a slow suite marks its tests.
    @Test func theQuickLoopsCountsAreAboutRight() throws {
        let readme = try Self.readme().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let match = try #require(readme.firstMatch(of: /quick loop runs every test that stays in the process \(about (\d+) of the (\d+) tests/))
        let (quick, all) = (try #require(Int(match.1)), try #require(Int(match.2)))
        let counted = try Self.countTests()
        #expect(counted.all > 100 && counted.slow > 10, "\(counted)")
        for (stated, actual) in [(quick, counted.all - counted.slow), (all, counted.all)] {
            #expect(abs(stated - actual) <= max(10, actual / 20), "README says about \(stated); the tests hold \(actual): update README")
        }
    }

    /// Where README says which Swift builds the package ("(Swift 6.2 or later", "with Swift 6.2 or later"),
    /// it is the manifest's tools version, as a minimum.
    @Test func theSwiftVersionIsTheManifests() throws {
        let manifest = try String(contentsOf: PackagePaths.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let tools = try #require(manifest.firstMatch(of: /^\/\/ swift-tools-version: ?(\d+\.\d+)/.anchorsMatchLineEndings())).1
        let readme = try Self.readme().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let statements = readme.matches(of: /(?:\(|with )Swift (\d+(?:\.\d+)*)( or later)?/)
        #expect(statements.count >= 2)
        for statement in statements {
            #expect(statement.1 == tools && statement.2 != nil, "README says '\(statement.0)'; the manifest needs tools \(tools): say 'Swift \(tools) or later'")
        }
    }

    /// "counted, never planned": nothing in validation calls the planner.
    @Test func validationNeverPlans() throws {
        let folder = PackagePaths.root.appendingPathComponent("Sources/CatalogCore/Validate")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(names.count > 3)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(!text.contains("Planner."), "\(name) plans: README says validation only counts initializers")
        }
    }

    /// "How it is built": from its heading to the next.
    static func howItIsBuilt() throws -> String {
        let readme = try readme()
        let start = try #require(readme.range(of: "\n## How it is built\n"))
        let rest = readme[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    /// The section names every folder of Sources/CatalogCore, at any depth (`Render/Tokens`), as itself: as
    /// `Plan/` or `Sources/CatalogCore/Plan`, not only inside `Plan/Tokens`.
    @Test func howItIsBuiltNamesEveryFolderOfTheCore() throws {
        let section = try Self.howItIsBuilt()
        let core = PackagePaths.root.appendingPathComponent("Sources/CatalogCore")
        let enumerator = try #require(FileManager.default.enumerator(atPath: core.path))
        var folders: [String] = []
        for case let path as String in enumerator {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: core.appendingPathComponent(path).path, isDirectory: &isFolder), isFolder.boolValue {
                folders.append(path)
            }
        }
        #expect(folders.contains("Render/Tokens") && folders.count > 10, "\(folders)")
        for folder in folders.sorted() {
            let named = try Regex("(?:^|[^\\w/])(?:Sources/CatalogCore/)?" + folder + "/?(?![\\w]|/\\w)")
            #expect(section.contains(named), "README's \"How it is built\" does not name Sources/CatalogCore/\(folder)")
        }
    }

    /// The section says what each test target is: it names every `.testTarget` of the manifest, and no
    /// longer claims one target per stage.
    @Test func howItIsBuiltNamesEveryTestTarget() throws {
        let section = try Self.howItIsBuilt()
        let manifest = try String(contentsOf: PackagePaths.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = manifest.matches(of: /\.testTarget\(\s*name: "(\w+)"/).map { String($0.output.1) }
        #expect(targets.count >= 4, "\(targets)")
        for target in targets {
            #expect(section.contains("`\(target)`"), "README's \"How it is built\" does not say what \(target) is")
        }
        #expect(!section.contains("one target per stage"))
    }

    /// `@Test` lines in every test target, and those in a `.slow(…)` test or top-level suite.
    static func countTests() throws -> (all: Int, slow: Int) {
        let tests = PackagePaths.root.appendingPathComponent("Tests")
        guard let files = FileManager.default.enumerator(atPath: tests.path) else { return (0, 0) }
        var (all, slow) = (0, 0)
        for case let path as String in files where path.hasSuffix(".swift") && !path.hasPrefix("TestSupport/") {
            var (attributes, suiteIsSlow) = ("", false)
            for line in try String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8).split(separator: "\n") {
                if line.first == "@" || line.hasPrefix("struct ") || line.hasPrefix("extension ") || line.hasPrefix("enum ") {
                    attributes += line
                    if line.contains("struct ") || line.contains("enum ") || line.contains("extension ") {
                        (attributes, suiteIsSlow) = ("", attributes.contains(".slow("))
                    }
                }
                guard line.first == " ", line.drop(while: { $0 == " " }).hasPrefix("@Test") else { continue }
                all += 1
                if suiteIsSlow || line.contains(".slow(") { slow += 1 }
            }
        }
        return (all, slow)
    }
}
