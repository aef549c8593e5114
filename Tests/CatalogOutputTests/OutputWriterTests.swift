import CatalogCore
@testable import CatalogOutput
import Foundation
import Testing

@Suite struct OutputWriterTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-writer-\(UUID().uuidString)")
    var writer: OutputWriter { OutputWriter(directory: folder) }

    func file(_ path: String, _ text: String) -> OutputFile { OutputFile(path: path, contents: text) }
    func read(_ path: String) -> String? { try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) }
    func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    func modified(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[.modificationDate] as? Date
    }

    @Test func createsUpdatesKeepsAndRemoves() throws {
        var report = try writer.apply([file("Swift/A.swift", "a"), file("Swift/B.swift", "b")])
        #expect(report.created == ["Swift/A.swift", "Swift/B.swift"])
        report = try writer.apply([file("Swift/A.swift", "a2"), file("Swift/C.swift", "c")])
        #expect(report.updated == ["Swift/A.swift"])
        #expect(report.created == ["Swift/C.swift"])
        #expect(report.removed == ["Swift/B.swift"])
        #expect(read("Swift/A.swift") == "a2")
        #expect(read("Swift/B.swift") == nil)
    }

    @Test func secondRunWritesNothing() throws {
        _ = try writer.apply([file("Swift/A.swift", "a")])
        let before = try modified("Swift/A.swift")
        let manifestBefore = try modified(OutputWriter.manifestName)
        Thread.sleep(forTimeInterval: 0.02)
        let report = try writer.apply([file("Swift/A.swift", "a")])
        #expect(report == OutputWriter.Report(unchanged: ["Swift/A.swift"]))
        #expect(try modified("Swift/A.swift") == before)
        #expect(try modified(OutputWriter.manifestName) == manifestBefore)
    }

    @Test func neverOverwritesAFileItDidNotWrite() throws {
        try write("Swift/Card.swift", "// mine")
        #expect(throws: OutputError.conflicts([.notGenerated("Swift/Card.swift")])) {
            try writer.apply([file("Swift/Badge.swift", "b"), file("Swift/Card.swift", "generated")], force: true)
        }
        #expect(read("Swift/Card.swift") == "// mine")
        #expect(read("Swift/Badge.swift") == nil, "all or nothing: no other file was written")
    }

    @Test func handEditsSurviveUnlessForced() throws {
        _ = try writer.apply([file("Swift/Card.swift", "generated")])
        try write("Swift/Card.swift", "generated, then edited")
        let error = #expect(throws: OutputError.self) { try writer.apply([file("Swift/Card.swift", "regenerated")]) }
        #expect(error == .conflicts([.editedByHand("Swift/Card.swift")]))
        #expect(error?.description.contains("--force") == true)
        #expect(read("Swift/Card.swift") == "generated, then edited")
        _ = try writer.apply([file("Swift/Card.swift", "regenerated")], force: true)
        #expect(read("Swift/Card.swift") == "regenerated")
    }

    /// A run killed after writing some files but before its manifest: the next run, even with the old
    /// inputs, knows those files as its own (by the pending journal), not as hand edits.
    @Test func filesOfAKilledRunAreStillOurs() throws {
        _ = try writer.apply([file("Swift/A.swift", "a1"), file("Swift/B.swift", "b1")])
        var journal = Manifest()
        journal.files = ["Swift/A.swift": ContentHash.of(Array("a2".utf8)), "Swift/C.swift": ContentHash.of(Array("c2".utf8))]
        try write(OutputWriter.pendingName, String(decoding: journal.encoded(), as: UTF8.self))
        try write("Swift/A.swift", "a2")
        try write("Swift/C.swift", "c2")
        let report = try writer.apply([file("Swift/A.swift", "a1"), file("Swift/B.swift", "b1")])
        #expect(report.updated == ["Swift/A.swift"])
        #expect(report.removed == ["Swift/C.swift"])
        #expect(read("Swift/A.swift") == "a1")
        #expect(read(OutputWriter.pendingName) == nil)
        try write("Swift/A.swift", "edited")
        #expect(throws: OutputError.conflicts([.editedByHand("Swift/A.swift")])) {
            try writer.apply([file("Swift/A.swift", "a1"), file("Swift/B.swift", "b1")])
        }
    }

    @Test func removesExactlyTheFilesNoLongerGenerated() throws {
        _ = try writer.apply([file("Swift/A.swift", "a"), file("Swift/B.swift", "b"), file("Docs/B.md", "b")])
        try write("Swift/Mine.swift", "mine")
        let report = try writer.apply([file("Swift/A.swift", "a")])
        #expect(report.removed == ["Docs/B.md", "Swift/B.swift"])
        #expect(read("Swift/Mine.swift") == "mine")
    }

    @Test func editedFileOfADeletedSpecIsKept() throws {
        _ = try writer.apply([file("Swift/A.swift", "a"), file("Swift/B.swift", "b")])
        try write("Swift/B.swift", "b, edited")
        #expect(throws: OutputError.conflicts([.editedByHand("Swift/B.swift")])) {
            try writer.apply([file("Swift/A.swift", "a")])
        }
        #expect(read("Swift/B.swift") == "b, edited")
    }

    @Test func checkReportsStaleMissingAndExtra() throws {
        _ = try writer.apply([file("Swift/A.swift", "a"), file("Swift/B.swift", "b")])
        #expect(try writer.apply([file("Swift/A.swift", "a"), file("Swift/B.swift", "b")], mode: .check).hasChanges == false)
        let report = try writer.apply([file("Swift/A.swift", "a2"), file("Swift/C.swift", "c")], mode: .check)
        #expect(report.updated == ["Swift/A.swift"])
        #expect(report.created == ["Swift/C.swift"])
        #expect(report.removed == ["Swift/B.swift"])
        #expect(read("Swift/A.swift") == "a", "check writes nothing")
        #expect(read("Swift/C.swift") == nil)
    }

    @Test func dryRunWritesNothing() throws {
        let report = try writer.apply([file("Swift/A.swift", "a")], mode: .dryRun)
        #expect(report.created == ["Swift/A.swift"])
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func pathsCannotLeaveTheOutputFolder() throws {
        for path in ["../evil.swift", "/etc/evil", "Swift/../../evil", "", "Swift//A.swift", OutputWriter.manifestName, OutputWriter.pendingName] {
            #expect(throws: OutputError.escapesOutput(path)) { try writer.apply([file(path, "x")]) }
        }
    }

    @Test func symlinksAreNotFollowed() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Swift"), withDestinationURL: outside)
        #expect(throws: OutputError.symbolicLink(folder.appendingPathComponent("Swift").path)) {
            try writer.apply([file("Swift/A.swift", "a")])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test func aHeldLockStopsASecondWriter() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lock = try Lock(folder: folder.path)
        #expect(throws: OutputError.locked(folder.path)) { try writer.apply([file("Swift/A.swift", "a")]) }
        lock.release()
        #expect(try writer.apply([file("Swift/A.swift", "a")]).created == ["Swift/A.swift"])
    }

    @Test func scopedRunsLeaveOtherFoldersAlone() throws {
        _ = try writer.apply([file("Swift/A.swift", "a"), file("Docs/A.md", "a")])
        let docsOnly = OutputWriter(directory: folder, scope: ["Docs"])
        let report = try docsOnly.apply([file("Docs/B.md", "b")])
        #expect(report.removed == ["Docs/A.md"])
        #expect(read("Swift/A.swift") == "a")
        #expect(try writer.apply([file("Swift/A.swift", "a"), file("Docs/B.md", "b")], mode: .check).hasChanges == false)
    }

    /// Earlier versions kept their lock and stamp in the output folder; a run takes them out.
    @Test func legacyLockAndStampAreRemoved() throws {
        try write(".catalog.lock", "")
        try write(".catalog-stamp", "catalog stamp 1\n")
        _ = try writer.apply([file("Swift/A.swift", "a")])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [OutputWriter.manifestName, "Swift"])
    }
}
