import CatalogCore

/// Inputs that once made the generator slow, huge or stuck (issues 24 and 34), each now refused with one
/// positioned error or generated in linear work. The tests check what each one yields; how long each takes
/// is `catalog-bench validate`'s table, not a unit test's stopwatch.
public enum HostileInputs {
    public struct Input: Sendable {
        public var name: String
        public var files: [InputFile]
    }

    /// Every input the benchmark times, in the order of its table.
    public static var all: [Input] {
        [nestedComponentValues(levels: 40), componentChain(length: 1_000), aliasedText(megabytes: 1, aliases: 2_000),
         longNames(length: 20_000), deepBrackets(depth: 30), saturatedMaxInitializers(),
         compact(slots: 2_000), manySlots(5_000), manySlots(20_000)]
    }

    private static func spec(_ name: String, _ text: String) -> InputFile {
        InputFile(path: "specs/\(name).yaml", text: text)
    }

    /// Components C1…C`levels`, each with two optional slots holding the next as a value: the value type
    /// doubles with every level.
    public static func nestedComponentValues(levels: Int) -> Input {
        let files = (1...levels).map { index in
            let slots = index < levels
                ? ["a", "b"].map { "  - name: \($0)\n    optional: true\n    component: C\(index + 1)\n" }.joined()
                : "  - name: label\n    options: [text]\n"
            return spec("C\(index)", "component: C\(index)\nsummary: Level \(index).\nslots:\n" + slots)
        }
        return Input(name: "\(levels) levels of two component-valued slots", files: files)
    }

    /// A chain of components, each holding the next as a value.
    public static func componentChain(length: Int) -> Input {
        let files = (1...length).map { index in
            let slot = index < length ? "component: C\(index + 1)" : "options: [text]"
            return spec("C\(index)", "component: C\(index)\nsummary: Link \(index).\nslots:\n  - name: next\n    \(slot)\n")
        }
        return Input(name: "a chain of \(length) component-valued slots", files: files)
    }

    /// One string anchored and aliased `aliases` times.
    public static func aliasedText(megabytes: Int, aliases: Int) -> Input {
        let big = String(repeating: "x", count: megabytes << 20)
        let yaml = "component: Card\nsummary: &s \(big)\ntags: [" + Array(repeating: "*s", count: aliases).joined(separator: ", ")
            + "]\nslots:\n  - name: title\n    options: [text]\n"
        return Input(name: "\(megabytes) MiB aliased \(aliases) times", files: [spec("Card", yaml)])
    }

    /// A slot name of `length` characters and an `order:` entry as long that is not it.
    public static func longNames(length: Int) -> Input {
        let name = String(repeating: "a", count: length)
        let yaml = "component: Card\nsummary: S.\ninitializers: compact\norder: [\(name)b]\nslots:\n  - name: \(name)\n    options: [text]\n"
        return Input(name: "a \(length)-character slot name", files: [spec("Card", yaml)])
    }

    /// A property type of `depth` open brackets: swift-syntax's lookahead doubles its work with each.
    public static func deepBrackets(depth: Int) -> Input {
        let yaml = "component: Card\nsummary: S.\nproperties:\n  - name: value\n    type: \"\(String(repeating: "[", count: depth))\"\n"
            + "slots:\n  - name: title\n    options: [text]\n"
        return Input(name: "a type of \(depth) open brackets", files: [spec("Card", yaml)])
    }

    /// 40 optional text slots (2^40 initializers) under `maxInitializers: Int.max`.
    public static func saturatedMaxInitializers() -> Input {
        let slots = (0..<40).map { "  - name: s\($0)\n    optional: true\n    options: [text]\n" }.joined()
        return Input(name: "40 optional slots, maxInitializers: Int.max",
                     files: [InputFile(path: "specs/catalog.yaml", text: "maxInitializers: 9223372036854775807\n"),
                             spec("Wide", "component: Wide\nsummary: S.\nslots:\n" + slots)])
    }

    /// A compact component of `slots` optional slots: text, system images and views in turn.
    public static func compact(slots: Int) -> Input {
        var yaml = "component: Many\nsummary: S.\ninitializers: compact\nslots:\n"
        for index in 0..<slots {
            yaml += "  - name: s\(index)\n    optional: true\n"
            if index % 3 == 0 { yaml += "    options: [text]\n" } else if index % 3 == 1 { yaml += "    options: [systemImage]\n" }
        }
        return Input(name: "a compact component of \(slots) slots", files: [spec("Many", yaml)])
    }

    /// A compact component of `count` optional builder-only slots (a search per slot once made it quadratic).
    public static func manySlots(_ count: Int) -> Input {
        let yaml = "component: Many\nsummary: S.\ninitializers: compact\nslots:\n" + (0..<count).map { "  - name: s\($0)\n    optional: true\n" }.joined()
        return Input(name: "\(count) builder-only slots", files: [spec("Many", yaml)])
    }
}
