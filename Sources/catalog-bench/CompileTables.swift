/// The compile benchmark's results and the tables made of them.
struct PeerTable {
    struct Key: Hashable {
        var toolchain: String
        var mode: BuildMode
        var row: PeerRow
        var series: CompileBenchmark.Series
    }

    typealias Series = CompileBenchmark.Series

    let toolchains: [String]
    let modes: [BuildMode]
    let series: [Series]
    let rows: [PeerRow]
    var results: [Key: SeriesResult] = [:]
    /// The fixed cost by toolchain name + mode.
    var fixed: [String: (time: Double, instructions: Int?)] = [:]

    init(toolchains: [String], modes: [BuildMode], series: [Series], rows: [PeerRow]) {
        (self.toolchains, self.modes, self.series, self.rows) = (toolchains, modes, series, rows)
    }

    /// One table per toolchain: every row, mode and design, with the ratios to the erased design above the
    /// fixed cost (the builder-only rows: to the erased builder-only row).
    func sideBySide() -> String {
        var out: [String] = []
        for toolchain in toolchains {
            out.append("### Against \(toolchain == "stand-in" ? "the SwiftUI stand-in" : "Apple's \(toolchain)")\n")
            let fixedCells = modes.compactMap { mode -> String? in
                guard let cost = fixed[toolchain + mode.rawValue] else { return nil }
                return "\(mode.rawValue) \(format(cost.time)) s" + (cost.instructions.map { " / \(CompileBenchmark.millions($0)) M" } ?? "")
            }
            out.append("Fixed cost (an empty file importing SwiftUI): " + fixedCells.joined(separator: "; ") + ".\n")
            out.append("| row | mode | design | initializers | files | lines | code only (s) | with calls (s) | instructions, code only (M) | with calls (M) | ÷ erased (or erased builders), instructions: code / calls | ÷ erased (or erased builders), time: code / calls |")
            out.append("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
            for row in rows {
                for mode in modes {
                    let cost = fixed[toolchain + mode.rawValue]
                    for design in series {
                        let erased = results[Key(toolchain: toolchain, mode: mode, row: row, series: design.reference)]?.figures
                        guard let result = results[Key(toolchain: toolchain, mode: mode, row: row, series: design)] else { continue }
                        if result.skipped == "not in this series" { continue }
                        var cells = [row.label, mode.rawValue, design.title, formatCount(result.initializers)]
                        guard let figures = result.figures else {
                            cells += ["", result.lines.map(formatCount) ?? "not generated", "not measured (\(result.skipped ?? ""))", "", "", "", "", ""]
                            out.append("| " + cells.joined(separator: " | ") + " |")
                            continue
                        }
                        cells += [String(figures.files), result.lines.map(formatCount) ?? "", format(figures.codeOnly), format(figures.withCalls),
                                  figures.codeInstructions.map(CompileBenchmark.millions) ?? "—", figures.callInstructions.map(CompileBenchmark.millions) ?? "—"]
                        func ratio(_ value: Double?, _ reference: Double?, _ fixed: Double?) -> String {
                            guard let value, let reference, let fixed, reference - fixed > 0 else { return "—" }
                            return format(max(0, value - fixed) / (reference - fixed), 2)
                        }
                        let fixedInstructions = cost?.instructions.map(Double.init)
                        cells.append(ratio(figures.codeInstructions.map(Double.init), erased?.codeInstructions.map(Double.init), fixedInstructions)
                                     + " / " + ratio(figures.callInstructions.map(Double.init), erased?.callInstructions.map(Double.init), fixedInstructions))
                        cells.append(ratio(figures.codeOnly, erased?.codeOnly, cost?.time) + " / " + ratio(figures.withCalls, erased?.withCalls, cost?.time))
                        out.append("| " + cells.joined(separator: " | ") + " |")
                    }
                }
            }
            out.append("")
        }
        return out.joined(separator: "\n")
    }

    private func standIn(_ slots: Int, _ design: Series) -> SeriesResult? {
        results[Key(toolchain: "stand-in", mode: .batch, row: .component(slots: slots), series: design)]
    }

    func asItWasRatios(slotCounts: [Int]) -> String {
        var rows = ["| slots | initializers | lines | type-check, code only | with calls | instructions, code only | instructions, with calls | slowest call |",
                    "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
        func ratio(_ old: Double?, _ new: Double?) -> String {
            guard let old, let new, new > 0 else { return "—" }
            return format(old / new, old / new >= 100 ? 0 : 1) + "×"
        }
        for slots in slotCounts {
            guard let old = standIn(slots, .compactAsItWas), let now = standIn(slots, .compactNow) else { continue }
            let (o, n) = (old.figures, now.figures)
            let cells = [ratio(Double(old.initializers), Double(now.initializers)),
                         ratio(old.lines.map(Double.init), now.lines.map(Double.init)),
                         ratio(o?.codeOnly, n?.codeOnly), ratio(o?.withCalls, n?.withCalls),
                         ratio(o?.codeInstructions.map(Double.init), n?.codeInstructions.map(Double.init)),
                         ratio(o?.callInstructions.map(Double.init), n?.callInstructions.map(Double.init)),
                         ratio(o?.slowestCall, n?.slowestCall)]
            rows.append("| \(slots) | \(cells.joined(separator: " | ")) |")
        }
        return rows.joined(separator: "\n")
    }

    func details() -> String {
        var out = ["| design | row | initializers | call sites | per initializer (ms) | per call site (ms) | slowest call site (ms) | slowest typed call site (ms) | slowest generated function (ms) | expressions over 100 ms | instructions, code only | instructions, with calls |",
                   "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
        for design in series {
            for row in rows {
                guard let result = results[Key(toolchain: "stand-in", mode: .batch, row: row, series: design)], let figures = result.figures else { continue }
                let count = result.initializers
                out.append("| \(design.title) | \(row.label) | \(formatCount(count)) | \(formatCount(figures.callCount)) | \(format(figures.marginalCodeOnly / Double(count) * 1000, 2)) | \(format(max(0, figures.withCalls - figures.codeOnly) / Double(figures.callCount) * 1000, 2)) | \(format(figures.slowestCall, 1)) | \(figures.slowestTypedCall.map { format($0, 1) } ?? "—") | \(format(figures.slowestGenerated, 1)) | \(figures.slowExpressions) | \(figures.codeInstructions.map(formatCount) ?? "—") | \(figures.callInstructions.map(formatCount) ?? "—") |")
            }
        }
        return out.joined(separator: "\n")
    }
}
