import ArgumentParser
import CatalogCore
import Foundation
import FuzzChecks

/// What a large spec costs the generator itself (issue 15): validating and generating one 20-slot
/// compact component, and validating a 40-slot combinatorial spec, which fails with the initializer-limit
/// diagnostic because the validator counts initializers from the spec instead of planning them. Then the
/// hostile inputs of issues 24 and 34, and a check that validation stays linear in a component's slots.
struct ValidateBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "validate", abstract: "Time validating and generating large single-component specs and hostile inputs.")

    @Option(help: "Runs per measurement; the table shows the first run, the median and the slowest.")
    var runs: Int = 20

    @Option(help: "Where to write the table.")
    var output: String = ".build/catalog-bench/validate.md"

    func run() throws {
        let compact = [InputFile(path: "specs/Wide.yaml", text: Self.compactSpec(slots: 20))]
        let combinatorial = [InputFile(path: "specs/Exploding.yaml", text: Self.combinatorialSpec(slots: 40))]

        // The outcomes first, so that the table times what it says.
        let generated = Pipeline.generate(compact)
        guard let plan = generated.plan, let component = plan.components.first else {
            throw ValidationError("the 20-slot compact spec did not validate: \(generated.diagnostics.map(\.formatted))")
        }
        let lines = generated.files.reduce(0) { $0 + $1.contents.split(separator: "\n").count }
        let refused = Pipeline.validate(combinatorial)
        guard refused.catalog == nil, let limit = refused.diagnostics.first(where: { $0.message.contains("more than maxInitializers") }) else {
            throw ValidationError("the 40-slot combinatorial spec did not fail with the limit diagnostic: \(refused.diagnostics.map(\.formatted))")
        }

        var validateTimes: [Double] = [], generateTimes: [Double] = [], refuseTimes: [Double] = []
        for _ in 0..<max(1, runs) {
            validateTimes.append(seconds { _ = Pipeline.validate(compact) })
            generateTimes.append(seconds { _ = Pipeline.generate(compact) })
            refuseTimes.append(seconds { _ = Pipeline.validate(combinatorial) })
        }
        func cells(_ times: [Double]) -> String {
            "\(format(times[0] * 1000, 2)) | \(format(median(times) * 1000, 2)) | \(format((times.max() ?? 0) * 1000, 2))"
        }
        let hostile = try hostile()
        let report = """
            ## Validating and generating large specs (\(machineLine()), \(runs) runs, milliseconds)

            A 20-slot compact component (`title` text, 19 optional slots cycling through text, systemImage and
            builder-only, a `Bool` binding and an optional closure): \(component.initializers.count) initializers, \(formatCount(lines))
            generated lines (Swift and Markdown). A 40-slot combinatorial spec (40 optional text slots) is
            refused by validation: "\(limit.message.prefix(120))…". *Validate and generate* is
            `Pipeline.generate` (load, validate, plan, render Swift and Markdown, in memory).

            | spec | what | first run | median | slowest |
            | --- | --- | ---: | ---: | ---: |
            | 20-slot compact | validate | \(cells(validateTimes)) |
            | 20-slot compact | validate and generate | \(cells(generateTimes)) |
            | 40-slot combinatorial | validate (refused: over maxInitializers) | \(cells(refuseTimes)) |

            ### Hostile inputs (issues 24 and 34)

            Inputs that once took minutes or gigabytes (`HostileInputs`): each is refused with one positioned
            error or generated. Medians (of at least 3 runs) of `Pipeline.validate` and, where it validates, `Pipeline.generate`. A
            quadratic step shows as the 20,000-slot row validating in 16 times the 5,000-slot one's time, not 4.

            | input | outcome | validate | validate and generate |
            | --- | --- | ---: | ---: |
            \(hostile.rows)

            \(hostile.linearity)

            """
        try publish(report, to: output)
    }

    /// The hostile inputs' table, then the linearity check read off its two builder-only rows: 4 times the
    /// slots must validate in well under 16 times the time. The one timing this benchmark fails on, so every
    /// median here is of at least 3 runs, with room for a loaded machine (the search per slot it guards
    /// against took 16×).
    private func hostile() throws -> (rows: String, linearity: String) {
        func median(_ body: () -> Void) -> Double { catalog_bench.median((0..<max(3, runs)).map { _ in seconds(body) }) }
        var validateSeconds: [String: Double] = [:]
        let rows = try HostileInputs.all.map { input in
            let result = Pipeline.generate(input.files)
            let errors = result.diagnostics.filter { $0.severity == .error }
            guard errors.count == 1 || (errors.isEmpty && result.plan != nil) else {
                throw ValidationError("\(input.name): expected one error or a generated catalog, got \(errors.count) errors")
            }
            let outcome = errors.first.map { "refused at \($0.location.file):\($0.location.line):\($0.location.column)" } ?? "generated, \(result.files.count) files"
            let validate = median { _ = Pipeline.validate(input.files) }
            validateSeconds[input.name] = validate
            let generate = errors.isEmpty ? format(median { _ = Pipeline.generate(input.files) } * 1000, 2) : "—"
            return "| \(input.name) | \(outcome) | \(format(validate * 1000, 2)) | \(generate) |"
        }.joined(separator: "\n")
        guard let small = validateSeconds[HostileInputs.manySlots(5_000).name], let large = validateSeconds[HostileInputs.manySlots(20_000).name] else {
            throw ValidationError("the hostile inputs lack the 5,000- and 20,000-slot rows")
        }
        let ratio = large / max(small, 1e-9)
        let line = "Validating 20,000 builder-only slots took \(format(ratio, 1))× the time of 5,000 (linear: about 4×; fails above 12×)."
        guard ratio <= 12 else { throw ValidationError(line) }
        return (rows, line)
    }

    static func compactSpec(slots: Int) -> String {
        """
            component: Wide
            summary: A component with many optional slots.
            initializers: compact
            properties:
              - name: isOn
                type: Bool
                binding: true
              - name: onTap
                type: "(@MainActor () -> Void)?"
                default: "nil"
            slots:
              - name: title
                options: [text]

            """ + BenchSlot.optionalSlotsYAML(count: slots)
    }

    static func combinatorialSpec(slots: Int) -> String {
        var yaml = "component: Exploding\nsummary: A combinatorial component with too many slots.\ninitializers: combinatorial\nslots:\n"
        for index in 0..<slots {
            yaml += "  - name: slot\(index)\n    optional: true\n    options: [text]\n"
        }
        return yaml
    }
}
