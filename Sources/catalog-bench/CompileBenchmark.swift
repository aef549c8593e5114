import ArgumentParser
import CallSiteSynthesis
import CatalogCore
import Foundation

/// What the generated code costs the Swift compiler in every app build: `swiftc -typecheck` of the
/// generated sources alone and with call sites. The same component API of 4 to 20 slots written five ways
/// side by side (the erased design, `@Slots`' expansion, combinatorial, compact as it was until 9314270
/// and compact now), alone and as a catalog of such components, whole-module, in batches and per file,
/// against the SwiftUI stand-in and Apple's iOS 17.4 SDK when it is here; then whole synthetic catalogs.
struct CompileBenchmark: ParsableCommand {
    /// The generated Swift without the gallery: it compiles every example, which is not what this measures
    /// (the components and their call sites).
    static func generate(_ specs: [InputFile]) -> Pipeline.Result {
        var result = Pipeline.generate(specs, products: .swift)
        result.files.removeAll { $0.path == GalleryRenderer.path || !$0.path.hasSuffix(".swift") }
        return result
    }

    static let configuration = CommandConfiguration(commandName: "compile", abstract: "Type-check cost of generated code and its call sites, against the other designs.")

    @Option(help: "Slot counts of the one-component series, comma-separated.")
    var slotCounts: CommaSeparated<Int> = [4, 8, 12, 20]

    @Option(help: "Components of the catalogs of same-shaped components (every design) and of the synthetic catalogs (ours), comma-separated (0: none).")
    var catalogs: CommaSeparated<Int> = [10, 50]

    /// An empty catalog has nothing to measure (and nothing to divide by).
    private var catalogSizes: [Int] { catalogs.values.filter { $0 > 0 } }

    @Option(help: "Slots of each component in the catalogs of same-shaped components.")
    var catalogSlots: Int = 12

    @Option(help: "Build modes, comma-separated: whole-module, batch, per-file.")
    var modes = CommaSeparated(BuildMode.allCases)

    @Option(help: "Designs, comma-separated: erased, slots, combinatorial, as-it-was, compact, compact-one-file, erased-builders, generic-builders.")
    var designs = CommaSeparated(Series.allCases)

    @Flag(inversion: .prefixedNo, help: "Also type-check against Apple's iOS 17.4 SDK (CATALOG_IOS_TYPECHECK or Scripts/ios-typecheck), when it is here.")
    var appleSDK = true

    @Flag(help: "Count instructions against Apple's SDK too (callgrind takes minutes a count there).")
    var appleSDKInstructions = false

    @Option(help: "Skip type-checking a component with more initializers than this (the count is still reported).")
    var maxInitializers: Int = 2100

    @Option(help: "Plan and render a combinatorial component (to count its lines) only up to this many initializers.")
    var maxGenerated: Int = 20000

    @Option(help: "At most this many one-per-initializer call sites a component (an even sample beyond).")
    var maxCallSites: Int = 300

    @Option(help: "Runs per measurement; the table shows medians.")
    var runs: Int = 3

    @Option(help: "Count the compiler's instructions with callgrind where there are at most this many initializers (0: never).")
    var instructionsUpTo: Int = 300

    @Option(help: "Keep the type-checked sources in this folder, one subfolder per row, to look at slow call sites.")
    var keepSources: String?

    @Option(help: "Where to write the tables.")
    var output: String = ".build/catalog-bench/compile.md"

    enum Series: String, CaseIterable, ExpressibleByArgument {
        case erased, slots, combinatorial, compactAsItWas = "as-it-was", compactNow = "compact", compactOneFile = "compact-one-file"
        /// The floor of each design: its builder initializer alone, with the builder calls alone.
        case erasedBuilders = "erased-builders", genericBuilders = "generic-builders"

        var title: String {
            switch self {
            case .erasedBuilders: "erased, builder initializer only"
            case .genericBuilders: "generic, builder initializer only"
            case .erased: "erased (SAP)"
            case .slots: "@Slots"
            case .combinatorial: "combinatorial"
            case .compactAsItWas: "compact as it was"
            case .compactNow: "compact now"
            case .compactOneFile: "compact now, one file a component"
            }
        }

        /// The design its ratio divides by: the builder-only rows by the erased builder-only row.
        var reference: Series { self == .erasedBuilders || self == .genericBuilders ? .erasedBuilders : .erased }
    }

    func run() throws {
        guard let swiftc = which("swiftc") else { throw ValidationError("swiftc is not on PATH") }
        let modules = URL(fileURLWithPath: selfExecutable).deletingLastPathComponent().appendingPathComponent("Modules")
        let counter = instructionsUpTo > 0 ? FrontendInstructionCounter(swiftc: swiftc) : nil
        let slotCounts = slotCounts.values, series = designs.values, modes = modes.values
        var toolchains = [Toolchain.standIn(swiftc: swiftc, modules: modules)]
        var sdkLine = "Apple's SDK: not asked for (--no-apple-sdk)."
        if appleSDK {
            let sdk = Toolchain.appleSDK()
            if let toolchain = sdk.toolchain { toolchains.append(toolchain); sdkLine = "Apple's SDK: \(toolchain.executable)." } else {
                sdkLine = "Apple-SDK rows skipped: \(sdk.skipped ?? "")."
                print(sdkLine)
            }
        }
        let rows = slotCounts.map { PeerRow.component(slots: $0) } + catalogSizes.map { PeerRow.catalog(components: $0, slots: catalogSlots) }
        var table = PeerTable(toolchains: toolchains.map(\.name), modes: modes, series: series, rows: rows)
        for toolchain in toolchains {
            for mode in modes {
                let count = toolchain.name == "stand-in" || appleSDKInstructions
                let measurer = Measurer(toolchain: toolchain, mode: mode, runs: runs, counter: count ? counter : nil, keepSources: keepSources)
                table.fixed[toolchain.name + mode.rawValue] = try measurer.fixedCost(countInstructions: measurer.counter != nil)
                for row in rows {
                    for design in series {
                        // The old compact is the 2026-11-23 series' reference: batch mode on the stand-in only.
                        if design == .compactAsItWas && (mode != .batch || toolchain.name != "stand-in") { continue }
                        var result = try subject(design, row: row)
                        if let subject = result.subject {
                            let typed = mode == .batch && toolchain.name == "stand-in"
                            result.figures = try measurer.measure(typed ? subject : subject.withoutTypedCalls,
                                                                  countInstructions: result.initializers <= instructionsUpTo)
                        }
                        table.results[PeerTable.Key(toolchain: toolchain.name, mode: mode, row: row, series: design)] = result
                        FileHandle.standardError.write(Data("measured \(design.title), \(row.label), \(mode.rawValue), \(toolchain.name)\n".utf8))
                    }
                }
            }
        }
        let synthetic = try syntheticCatalogs(Measurer(toolchain: toolchains[0], mode: .batch, runs: runs, counter: counter, keepSources: keepSources))

        let report = """
            ## Compile cost against the other designs (\(machineLine()), median of \(runs) runs)

            `swiftc -typecheck -swift-version 6` of one component's sources and body, alone (*code only*) and with the
            same app-style call sites for every design (*with calls*), and of catalogs of `n` such components. Slot 1
            is a text slot; further slots are optional and cycle through text, systemImage and view-builder-only.
            Designs: *erased (SAP)*, every slot stored as `any View`, a builder initializer with `= { EmptyView() }`
            defaults and a type-based one with optional values (and a disfavored `String` twin) delegating to it, as
            SAP's FioriSwiftUICore generates; *@Slots*, the struct with kylebshr/slots' macro expansion written
            out (every combination of forms, `Never` for a left-out slot; the macro refuses over
            \(PeerComponent.slotsMacroLimit) initializers, and its own cost, building swift-syntax and running the
            plugin, is not in these figures); *combinatorial* and *compact now*, this generator's output; *compact as
            it was*, 9314270's compact (`CompactAsItWas.swift`), in batch mode on the stand-in only, with one call per
            initializer (its type-based initializer cannot take builder-only slots, so the app-style calls do not
            compile against it). *Erased* and *generic, builder initializer only*: each design's floor, the struct
            with its `@ViewBuilder` initializer alone (`= { EmptyView() }` defaults; generic over its slots or
            storing `any View`) and the builder calls alone, the generic one divided by the erased one: what the
            generic parameters cost before any value form. App-style calls: the title alone (builder, `LocalizedStringKey`, `String`), the title
            with each optional slot in turn as a value and as a builder, every slot, every other slot, values mixed
            with builders. Modes: *whole-module* `-wmo` (one frontend, release builds); *batch* `-enable-batch-mode -j2`
            (SwiftPM's and Xcode's debug builds on two cores); *per-file* `-disable-batch-mode -j2` (one frontend per
            file, as many as an incremental build recompiles or a many-core machine runs). Instructions are the
            frontends' (callgrind, summed over every frontend of the run, where there are at most \(instructionsUpTo)
            initializers; against the SDK only with `--apple-sdk-instructions`), in millions. *÷ erased* is the part above the fixed cost (an empty file importing SwiftUI,
            in the same mode), divided by the erased design's.
            \(counter == nil ? (instructionsUpTo > 0 ? "Instructions not counted here: needs valgrind and strip." : "Instructions not counted (--instructions-up-to 0).") : "")
            \(sdkLine)

            \(table.sideBySide())

            ### Compact as it was ÷ compact now (batch, stand-in)

            \(table.asItWasRatios(slotCounts: slotCounts))

            ### Details (batch, stand-in)

            *Per initializer*: the code-only time above the compiler's fixed cost, per initializer; *per call site*: what the
            call sites add, per call. The slowest *typed* call site is `let _: Bench<Text, Never, …> = Bench(…)`, one
            per initializer (an even sample of \(maxCallSites) beyond), as the tests pin the chosen initializer.
            Expressions over 100 ms are counted with `-warn-long-expression-type-checking=100` over all runs.

            \(table.details())

            ### Whole synthetic catalogs (ours, batch, stand-in)

            \(synthetic)

            """
        try publish(report, to: output)
    }

    private func syntheticCatalogs(_ measurer: Measurer) throws -> String {
        var catalogRows = ["| components | initializers | generated lines | type-check, code only (s) | with call sites (s) | per initializer (ms) | per call site (ms) | slowest call site (ms) | slowest typed call site (ms) | slowest generated function (ms) | expressions over 100 ms | instructions, code only | per initializer | per call site |",
                           "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
        for size in catalogSizes {
            let specs = SyntheticCatalog(componentCount: size, seed: 7).specs().map { InputFile(path: "specs/\($0.name)", text: $0.text) }
            let result = Self.generate(specs)
            guard let plan = result.plan else { throw ValidationError("the synthetic catalog did not validate") }
            let count = plan.components.reduce(0) { $0 + $1.initializers.count }
            let subject = Subject(label: "catalog\(size)", initializers: count, callCount: count,
                                  sources: result.files.map { (name: $0.path, contents: $0.contents) } + [(name: "Bodies.swift", contents: Self.bodies(plan))],
                                  callSites: CallSiteSynthesizer.untypedCallSites(for: plan),
                                  typedCallSites: CallSiteSynthesizer.typedCallSites(for: plan))
            let lines = Self.lineCount(result.files.map(\.contents))
            guard count <= maxInitializers else {
                catalogRows.append("| \(size) | \(formatCount(count)) | \(formatCount(lines)) | not compiled (over \(maxInitializers)) | | | | | | | | | | |")
                continue
            }
            let figures = try measurer.measure(subject, countInstructions: count <= instructionsUpTo)
            catalogRows.append("| \(size) | \(formatCount(count)) | \(formatCount(lines)) | \(figures.catalogCells(initializers: count)) |")
        }
        return catalogRows.joined(separator: "\n")
    }

    static func oneComponent(slots: Int, strategy: InitializerStrategy, names: [String] = ["Bench"]) -> [InputFile] {
        names.map { InputFile(path: "specs/\($0).yaml", text: componentSpec(slots: slots, strategy: strategy, name: $0)) }
            + [InputFile(path: "specs/catalog.yaml", text: "maxInitializers: \(Validator.maximumMaxInitializers)\n")]
    }

    static func componentSpec(slots: Int, strategy: InitializerStrategy, name: String) -> String {
        "component: \(name)\nsummary: A benchmark component.\ninitializers: \(strategy.rawValue)\nslots:\n  - name: title\n    options: [text]\n"
            + BenchSlot.optionalSlotsYAML(count: slots)
    }

    /// Calls as apps write them against compact now, leaving slots out: the title alone (builder and
    /// value), the title and each optional slot in turn (as a value where it has one, and as a builder),
    /// every slot, every other slot, and verbatim `String`s. `buildersOnly` keeps the calls that pass
    /// builders alone (for the builder-only designs, which have no value form).
    static func appStyleCalls(slots: Int, name: String = "Bench", buildersOnly: Bool = false) -> (source: String, count: Int) {
        let optional = Array(1..<max(slots, 1))
        func value(_ index: Int) -> String {
            switch index % 3 {
            case 1: "slot\(index): \"Slot \(index)\""
            case 2: "slot\(index)SystemName: \"star\""
            default: "slot\(index): { Image(systemName: \"star\") }"
            }
        }
        func builders(_ indices: [Int]) -> String {
            "\(name) { Text(\"Title\") }" + indices.map { " slot\($0): { Text(\"Slot \($0)\") }" }.joined()
        }
        // Values first, then builder-only slots: the type-based initializer's parameter order.
        func values(_ indices: [Int], title: String = "\"Title\"") -> String {
            let ordered = indices.filter { $0 % 3 != 0 } + indices.filter { $0 % 3 == 0 }
            return "\(name)(" + (["title: \(title)"] + ordered.map(value)).joined(separator: ", ") + ")"
        }
        var calls = [builders([]), values([]), values([], title: "String(describing: 1)")]
        for index in optional {
            calls.append(values([index]))
            calls.append(builders([index]))
        }
        let everyOther = optional.filter { $0 % 2 == 0 }
        calls += [values(optional), builders(optional), values(everyOther), builders(everyOther),
                  "\(name)(title: String(describing: 1), slot1: String(describing: 2))"]
        if slots < 2 { calls.removeLast() }
        if buildersOnly { calls.removeAll { $0.hasPrefix("\(name)(") } }
        var out = "\n@MainActor enum AppStyle\(name) {\n"
        for (index, call) in calls.enumerated() {
            out += "    @ViewBuilder static func call\(index)() -> some View { \(call) }\n"
        }
        return (out + "}\n", calls.count)
    }

    /// `count` indices spread evenly over `0..<total`, always with the first and the last `alwaysLast`.
    static func sample(_ total: Int, _ count: Int, alwaysLast: Int) -> [Int] {
        guard total > count else { return Array(0..<total) }
        var picked = Set((0..<count).map { $0 * total / count })
        for index in max(0, total - alwaysLast)..<total { picked.insert(index) }
        return picked.sorted()
    }

    /// `CallSiteSynthesizer`'s call sites without the functions of initializers not in `indices`.
    static func keeping(_ indices: Set<Int>, in callSites: String) -> String {
        callSites.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            guard let range = line.range(of: "static func initializer") else { return true }
            return Int(line[range.upperBound...].prefix { $0.isNumber }).map { indices.contains($0) } ?? true
        }.joined(separator: "\n")
    }

    static func bodies(_ plan: CatalogPlan) -> String {
        "import SwiftUI\n" + plan.components.map { bodies(name: $0.name, access: $0.access.prefix) }.joined()
    }

    static func bodies(name: String, access: String) -> String {
        "extension \(name) { @MainActor \(access)var body: some View { EmptyView() } }\n"
    }

    static func lineCount(_ files: [String]) -> Int {
        files.reduce(0) { $0 + $1.split(separator: "\n").count }
    }

    static func millions(_ count: Int) -> String { formatCount(Int((Double(count) / 1e6).rounded())) }
}
