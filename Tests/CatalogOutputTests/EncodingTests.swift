@testable import CatalogOutput
import Foundation
import Testing

/// The manifest and the stamp are written without `Codable`; these hold them to what `Codable` writes and reads.
@Suite struct EncodingTests {
    static let maps: [[String: String]] = [
        [:],
        ["Swift/Card.swift": "fnv1a64:0123456789abcdef"],
        ["Docs/index.md": "a", "Docs/Card.md": "b", "Swift/Card.swift": "c", "Docs/card.md": "d", "Docs/Ä.md": "e", "Docs/Z.md": "f"],
        ["quote\"back\\slash/slash": "tab\tnew\nline\r\u{01}\u{08}\u{0C}\u{1F}é😀"],
    ]

    @Test(arguments: maps) func manifestIsWhatJSONEncoderWrites(_ files: [String: String]) throws {
        struct Stored: Encodable { var generator = "catalog"; var files: [String: String] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let expected = Array(try encoder.encode(Stored(files: files))) + [UInt8(ascii: "\n")]
        let manifest = Manifest(files: files)
        #expect(String(decoding: manifest.encoded(), as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString).json").path
        defer { unlink(path) }
        try AtomicFile.write(manifest.encoded(), to: path)
        #expect(try Manifest.read(from: path) == manifest)
    }

    @Test(arguments: maps) func stampReadsBackThroughCodable(_ paths: [String: String]) throws {
        var files: [String: Stamp.FileState] = [:]
        for (index, path) in paths.keys.sorted().enumerated() {
            files[path] = Stamp.FileState(size: Int64(index * 1000), modified: 1_763_800_000_123_456_789 + Int64(index))
        }
        let stamp = Stamp(fingerprint: "fnv1a64:\"odd\"", files: files)
        #expect(try JSONDecoder().decode(Stamp.self, from: Data(stamp.encoded.utf8)) == stamp)
    }
}
