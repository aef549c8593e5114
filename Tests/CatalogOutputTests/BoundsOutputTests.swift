import CatalogCore
@testable import CatalogOutput
import Foundation
import Testing

/// Issue 24's rows about the disk: only regular files are read, the no-op stamp always describes the
/// folder, and a failed write changes nothing anywhere in the output folder.
@Suite struct BoundsOutputTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-bounds-\(UUID().uuidString)")

    func specs(_ name: String, components: [String]) throws -> String {
        let folder = root.appendingPathComponent(name).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for component in components {
            try "component: \(component)\nsummary: S.\nslots:\n  - name: title\n    options: [text]\n"
                .write(toFile: "\(folder)/\(component).yaml", atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func aFIFOInTheSpecsFolderIsRefusedAtOnce() throws {
        // Row 7: opening a FIFO blocked until a writer came.
        let folder = try specs("fifo", components: ["Card"])
        #expect(mkfifo(folder + "/Pipe.yaml", 0o644) == 0)
        // Should the read block after all, a writer comes after 30 s (a passing run never waits for it), so
        // the test fails instead of hanging: the read must be over before the writer came.
        let rescued = NSCondition()
        nonisolated(unsafe) var came = false
        let rescue = Thread {
            Thread.sleep(forTimeInterval: 30)
            rescued.withLock { came = true }
            let fd = open(folder + "/Pipe.yaml", O_RDWR)
            if fd >= 0 { close(fd) }
        }
        rescue.start()
        let read = Result { try SpecFolder.read(folder) }
        let cameFirst = rescued.withLock { came }
        #expect(!cameFirst, "the read waited for a writer")
        #expect(throws: (any Error).self) { try read.get() }
        if case .failure(let error) = read {
            #expect("\(error)".contains("Pipe.yaml") && "\(error)".contains("not a regular file"), "\(error)")
        }
    }

    @Test func aSymbolicLinkForASpecIsRefusedAsSuch() throws {
        let folder = try specs("link", components: ["Card"])
        try FileManager.default.createSymbolicLink(atPath: folder + "/Other.yaml", withDestinationPath: folder + "/Card.yaml")
        #expect {
            _ = try SpecFolder.read(folder)
        } throws: { error in
            "\(error)".contains("it is a symbolic link") && !"\(error)".contains("write")
        }
    }

    @Test func theStampAlwaysDescribesWhatTheFolderHolds() throws {
        // Row 9: two runs of different specs into one folder; the stamp was taken after the lock was
        // released, so a run's stamp could describe the other's files.
        let a = try SpecFolder.read(try specs("a", components: ["Alpha"]))
        let b = try SpecFolder.read(try specs("b", components: ["Beta", "Gamma"]))
        let output = root.appendingPathComponent("out")
        let cache = CacheFolder(path: root.path + "/cache")
        let expected = [a, b].map { inputs in Set(Pipeline.generate(inputs).files.map(\.path)) }
        for _ in 0..<6 {
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                _ = try? GeneratedFolder.run(index == 0 ? a : b, output: output, cache: cache)
            }
            // Whichever run wrote last, a stamp that holds names the specs the folder was made from.
            guard let stamp = Stamp.read(from: cache.stampPath(for: output)), stamp.holds(in: output) else { continue }
            let written = Set(try FileManager.default.subpathsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".swift") || $0.hasSuffix(".md") || $0.hasSuffix(".json") && !$0.hasPrefix(".") })
            let made = [a, b].firstIndex { Stamp.fingerprint(of: $0, products: .all) == stamp.fingerprint }
            #expect(made != nil)
            if let made { #expect(expected[made].isSubset(of: written) && expected[1 - made].subtracting(expected[made]).isDisjoint(with: written)) }
        }
        // And a no-op run of either leaves (or makes) the folder exactly its output.
        for (index, inputs) in [a, b].enumerated() {
            _ = try GeneratedFolder.run(inputs, output: output, cache: cache)
            let written = Set(try FileManager.default.subpathsOfDirectory(atPath: output.path).filter { !$0.hasPrefix(".") && ($0.hasSuffix(".swift") || $0.hasSuffix(".md")) })
            #expect(written == expected[index].filter { $0.hasSuffix(".swift") || $0.hasSuffix(".md") })
        }
    }

    @Test(.disabled(if: geteuid() == 0, "root writes into read-only folders"))
    func aFolderThatCannotBeWrittenLeavesTheWholeOutputAsItWas() throws {
        let writer = OutputWriter(directory: root.appendingPathComponent("partial"))
        _ = try writer.apply([OutputFile(path: "Swift/A.swift", contents: "a"), OutputFile(path: "Docs/A.md", contents: "a")])
        let docs = root.appendingPathComponent("partial/Docs").path
        chmod(docs, 0o555)
        defer { chmod(docs, 0o755) }
        #expect(throws: OutputError.self) {
            _ = try writer.apply([OutputFile(path: "Swift/A.swift", contents: "a2"), OutputFile(path: "Docs/A.md", contents: "a2")])
        }
        #expect(try String(contentsOfFile: root.appendingPathComponent("partial/Swift/A.swift").path, encoding: .utf8) == "a")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("partial/\(OutputWriter.pendingName)").path))
    }
}
