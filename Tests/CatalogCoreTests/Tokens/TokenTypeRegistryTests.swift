@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// The token types catalog reads are its registry (`TokenType.descriptor`); docs/DesignTokens.md's mapping
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

    @Test func theFuzzerKnowsEveryType() throws {
        let script = try String(contentsOf: PackagePaths.root.appendingPathComponent("Scripts/fuzz"), encoding: .utf8)
        let start = try #require(script.range(of: "words = set(["))
        let end = try #require(script.range(of: "])", range: start.upperBound..<script.endIndex))
        let dictionary = script[start.upperBound..<end.lowerBound]
        for type in TokenType.allCases {
            #expect(dictionary.contains("\"\(type.rawValue)\""), "Scripts/fuzz's words lack \(type.rawValue)")
        }
    }

    /// Every descriptor reads back what it wraps: the registry's switch names the right descriptor.
    @Test func eachDescriptorIsRegisteredUnderItsOwnType() {
        for type in TokenType.allCases {
            #expect(type.descriptor.type == type)
        }
    }
}
