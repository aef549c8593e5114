import CatalogCore
import Foundation
import TestSupport
import Testing

/// Issue 45 item 5, "nothing is lost silently", over public design systems' token exports as their teams
/// publish them (Fixtures/TokenExports/<System>/, each with a SOURCE.md naming repository, commit, path and
/// license): each set validates and generates as a catalog of tokens only, with no error; every token path
/// of its files (collected here by walking the JSON, not by the code under test) is a token of the
/// generated Swift or named in a warning; the generated Swift type-checks on the stand-in and Apple's SDK.
@Suite(.slow(.compiles)) struct RealExportTests {
    struct Export: CustomTestStringConvertible, Sendable {
        var system: String
        /// The files of one set, in merge order (later wins), relative to the system's folder.
        var files: [String]
        var testDescription: String { system }
    }

    static let folder = "Tests/CatalogCoreTests/Fixtures/TokenExports"

    static let exports = [
        // Tokens Studio's DTCG export; one theme as its $themes.json selects it.
        Export(system: "Designsystemet", files: [
            "primitives/modes/size/global.json", "primitives/modes/size/medium.json",
            "primitives/modes/typography/size/medium.json", "primitives/globals.json",
            "primitives/modes/typography/primary/designsystemet.json",
            "primitives/modes/color-scheme/light/designsystemet.json", "themes/designsystemet.json",
            "semantic/style.json", "semantic/color/accent.json",
        ]),
        // Figma variables as EDS's export writes them (com.figma extensions).
        Export(system: "EquinorEDS", files: ["Color Light.Mode 1.json", "🌗 Color scheme.Light.json", "Elevation.Mode 1.json"]),
        // Designsystemet's CLI output as two other agencies publish it; the light theme $themes.json selects.
        Export(system: "Arbeidstilsynet", files: [
            "primitives/globals.json", "primitives/modes/size/medium.json", "primitives/modes/size/global.json",
            "primitives/modes/typography/size/medium.json", "primitives/modes/typography/primary/arbeidstilsynet.json",
            "primitives/modes/color-scheme/light/arbeidstilsynet.json", "themes/arbeidstilsynet.json", "semantic/color.json",
            "semantic/modes/main-color/accent.json", "semantic/modes/support-color/blaa.json", "semantic/style.json",
        ]),
        Export(system: "SSB", files: [
            "primitives/globals.json", "primitives/modes/size/medium.json", "primitives/modes/size/global.json",
            "primitives/modes/typography/size/medium.json", "primitives/modes/typography/primary/ssb.json",
            "primitives/modes/color-scheme/light/ssb.json", "themes/ssb.json", "semantic/color.json",
            "semantic/modes/main-color/primary.json", "semantic/modes/support-color/secondary.json",
            "semantic/style.json",
        ]),
    ]

    /// A catalog of tokens only over the export's files, read as the CLI reads them.
    static func inputs(_ export: Export) throws -> [InputFile] {
        let root = PackagePaths.root.appendingPathComponent("\(folder)/\(export.system)")
        var inputs = try export.files.map { file in
            InputFile(path: "tokens/\(file)", bytes: Array(try Data(contentsOf: root.appendingPathComponent(file))), role: .tokens)
        }
        let list = export.files.map { "\"../tokens/\($0)\"" }.joined(separator: ", ")
        inputs.append(InputFile(path: "specs/catalog.yaml", text: "tokens:\n  files: [\(list)]\n", role: .spec))
        return inputs
    }

    /// Every token path of a DTCG file: an object with `$value`, its path the keys that lead to it.
    static func tokenPaths(_ data: Data) throws -> Set<String> {
        let json = try JSONSerialization.jsonObject(with: data)
        var paths: Set<String> = []
        func walk(_ node: Any, _ path: [String]) {
            guard let object = node as? [String: Any] else { return }
            if object["$value"] != nil {
                paths.insert(path.joined(separator: "."))
                return
            }
            for (key, child) in object where !key.hasPrefix("$") { walk(child, path + [key]) }
        }
        walk(json, [])
        return paths
    }

    static func run(_ export: Export) throws -> (result: Pipeline.Result, paths: Set<String>) {
        let inputs = try inputs(export)
        let paths = try inputs.filter { $0.role == .tokens }.reduce(into: Set<String>()) { $0.formUnion(try tokenPaths(Data($1.bytes))) }
        return (Pipeline.generate(inputs, products: .swift), paths)
    }

    static func check(_ export: Export) throws {
        let (result, paths) = try run(export)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(export.system): \(errors.map(\.formatted))")
        let plan = try #require(result.plan?.tokens, "\(export.system): no tokens planned")
        let swift = try #require(result.files.first { $0.path.hasSuffix("Tokens.swift") }?.contents)
        // Each token path with its Swift member, as the plan declares it; each member is in the Swift.
        var members: [String: String] = [:]
        func collect(_ group: TokenPlan.Group) {
            for member in group.members { members[plan.catalog.tokens[member.index].path.description] = member.name }
            group.groups.forEach(collect)
        }
        collect(plan.root)
        let undeclared = members.filter { !swift.contains("var \($0.value):") && !swift.contains("let \($0.value):") && !swift.contains("`\($0.value)`:") }
        #expect(undeclared.isEmpty, "\(export.system): members not in the Swift: \(undeclared.sorted { $0.key < $1.key }.prefix(20))")
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.message)
        let lost = paths.filter { path in members[path] == nil && !warnings.contains { $0.contains("'\(path)'") } }
        #expect(lost.isEmpty, "\(export.system): \(lost.count) token paths neither generated nor named in a warning: \(lost.sorted().prefix(20))")
        #expect(Set(members.keys).isSubset(of: paths), "\(export.system): members no file holds: \(Set(members.keys).subtracting(paths).sorted().prefix(20))")
        let compiled = try Toolchain.typecheck(Toolchain.sources(result.files))
        #expect(compiled.status == 0, "\(export.system): \(compiled.output)")
    }

    @Test(arguments: exports)
    func loadsGeneratesLosesNothingAndTypeChecks(_ export: Export) throws {
        try Self.check(export)
    }
}
