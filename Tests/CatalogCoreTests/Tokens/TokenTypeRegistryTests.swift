@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// The token types catalog reads are its registry (`TokenTypes.all`); docs/DesignTokens.md's mapping
/// table and the fuzzer's dictionary are held to it, so a type added without its row or its fuzz word fails.
@Suite struct TokenTypeRegistryTests {
    /// The rows of the table headed `| \`$type\` | Swift | notes |`: type → (Swift, notes).
    static func documentedRows() throws -> [String: (swift: String, notes: String)] {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/DesignTokens.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex(of: "| `$type` | Swift | notes |"))
        var rows: [String: (String, String)] = [:]
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("| ") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            try #require(cells.count == 3, "a row of three cells: \(line)")
            rows[cells[0]] = (cells[1], cells[2])
        }
        return rows
    }

    @Test func theDocsTableHasOneRowPerDescriptor() throws {
        let rows = try Self.documentedRows()
        #expect(Set(rows.keys) == Set(TokenType.allCases.map(\.rawValue)))
        for type in TokenType.allCases {
            let row = try #require(rows[type.rawValue], "no row for \(type.rawValue)")
            #expect(row.swift == "`\(type.swiftType.description)`", "\(type.rawValue)'s Swift type")
            #expect(row.notes == type.descriptor.notes, "\(type.rawValue)'s notes")
        }
    }

    /// The fuzzer's dictionary takes the type names from the docs table (held to the registry above), so a
    /// new type needs no word in Scripts/fuzz: its dictionary, written as a run writes it, has every type.
    @Test(.slow(.python)) func theFuzzersDictionaryHasEveryType() throws {
        guard let bash = Toolchain.find("bash"), Toolchain.find("python3") != nil else {
            throw Toolchain.Failure(description: "Scripts/fuzz writes its dictionary with bash and python3")
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let result = try Toolchain.run(bash, [PackagePaths.root.appendingPathComponent("Scripts/fuzz").path],
                                       environment: ["CATALOG_FUZZ_DICTIONARY_ONLY": "1", "CATALOG_FUZZ_WORK": work.path])
        #expect(result.status == 0, "\(result.output)")
        let dictionary = try String(contentsOf: work.appendingPathComponent("spec.dict"), encoding: .utf8)
        let words = Set(dictionary.split(separator: "\n").map(String.init))
        #expect(words.contains("\"$type\""), "\(dictionary)")
        for type in TokenType.allCases {
            #expect(words.contains("\"\(type.rawValue)\""), "Scripts/fuzz's dictionary lacks \(type.rawValue)")
        }
    }

    /// One descriptor per name, each found under its own name: a type is its name (`TokenType`'s equality).
    @Test func eachDescriptorIsRegisteredOnceUnderItsOwnName() {
        let names = TokenTypes.all.map { $0.name }
        #expect(Set(names).count == names.count, "\(names)")
        for descriptor in TokenTypes.all {
            #expect(TokenType(rawValue: descriptor.name).map { ObjectIdentifier($0.descriptor) } == ObjectIdentifier(descriptor), "\(descriptor.name)")
        }
        #expect(TokenType(rawValue: "opacityy") == nil)
    }

    /// A token file of one token per registered type, `<type>Sample`, valued by its descriptor's sample.
    static var samples: String {
        "{\n" + TokenTypes.all.map { "  \"\($0.name)Sample\": { \"$type\": \"\($0.name)\", \"$value\": \($0.sample) }" }.joined(separator: ",\n") + "\n}"
    }

    /// Every descriptor's sample reads as its type, strictly (no warning), and has words for the references.
    @Test func everySampleReadsAsItsType() throws {
        let (tokens, diagnostics) = TokenRun.validate(TokenRun.files(["t.tokens.json": Self.samples]))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let catalog = try #require(tokens)
        for descriptor in TokenTypes.all {
            let token = try #require(catalog.token(TokenPath(["\(descriptor.name)Sample"])), "\(descriptor.name)")
            #expect(token.type.rawValue == descriptor.name && token.value.type == token.type)
            #expect(!token.value.words(remBase: 16).isEmpty, "\(descriptor.name)")
        }
    }

    /// A value is its type and its payload: equal payloads of two types (a number, a font weight) differ,
    /// and each reads back only as its own type.
    @Test func aValueReadsBackAsItsOwnTypeOnly() {
        let weight = FontWeightTokenType.wrap(600)
        #expect(weight != NumberTokenType.wrap(600))
        #expect(weight == FontWeightTokenType.wrap(600) && weight.hashValue == FontWeightTokenType.wrap(600).hashValue)
        #expect(weight.as(FontWeightTokenType.self) == 600)
        #expect(weight.as(NumberTokenType.self) == nil)
        #expect(weight.type == FontWeightTokenType.type && weight.type.rawValue == "fontWeight")
        #expect(StringTokenType.wrap("a").as(LinkTokenType.self) == nil)
    }
}
