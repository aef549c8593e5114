@testable import CatalogOutput
import Foundation
import Testing

/// The manifest and the stamp are written without `Codable`: the manifest byte for byte as `JSONEncoder` wrote it,
/// the stamp as lines that read back.
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

    @Test(arguments: maps) func stampReadsBack(_ paths: [String: String]) throws {
        var files: [String: Stamp.FileState] = [:]
        for (index, path) in paths.keys.sorted().enumerated() where !path.contains("\n") {
            files[path] = Stamp.FileState(size: Int64(index * 1000), modified: 1_763_800_000_123_456_789 + Int64(index))
        }
        files["with spaces/in it.md"] = Stamp.FileState(size: 0, modified: -1)
        let stamp = Stamp(fingerprint: "fnv1a64:0123456789abcdef", files: files)
        #expect(Stamp(decoding: stamp.encoded) == stamp)
    }

    @Test(arguments: ["", "catalog stamp 1\n", "catalog stamp 2\nf\n", "catalog stamp 1\nf\n12 x a\n", "catalog stamp 1\nf\n12 3\n",
                      "catalog stamp 1\nf\n1 2 a", "{\"files\":{},\"fingerprint\":\"f\"}"])
    func damagedStampIsNoStamp(_ text: String) {
        #expect(Stamp(decoding: text) == nil)
    }
}
