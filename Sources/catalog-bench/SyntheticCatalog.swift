/// Seeded synthetic catalogs with a realistic mix of slots, options, strategies, properties and
/// composites, for benchmarks and fuzzing. Same seed and size, same bytes.
struct SyntheticCatalog {
    var componentCount: Int
    var seed: UInt64

    /// `catalog.yaml` first, then one spec per component, as (file name, YAML text).
    func specs() -> [(name: String, text: String)] {
        var random = SplitMix64(seed: seed)
        var files: [(String, String)] = [("catalog.yaml", """
            module: Synthetic
            maxInitializers: 64
            slots:
              title: { options: [text], doc: The primary text. }

            """)]
        // Components that others can embed: every required slot has a value form.
        var embeddable: [String] = []
        for index in 0..<componentCount {
            let name = "Component\(index)"
            let compact = random.next(100) < 30
            var yaml = "component: \(name)\nsummary: Synthetic component number \(index).\n"
            if compact { yaml += "initializers: compact\n" }
            let propertyCount = Int(random.next(3))
            if propertyCount > 0 {
                yaml += "properties:\n"
                let kinds = [("isEnabled", "Bool", "\"true\""), ("spacing", "Double", "\"8\""), ("onTap", "() -> Void", nil)]
                for (propertyName, type, defaultValue) in kinds.prefix(propertyCount) {
                    yaml += "  - name: \(propertyName)\n    type: \"\(type)\"\n"
                    if let defaultValue { yaml += "    default: \(defaultValue)\n" }
                    yaml += "    doc: The \(propertyName) setting.\n"
                }
            }
            // Combinatorial components stay under the initializer limit with at most three slots.
            let slotCount = 1 + Int(random.next(compact ? 5 : 3))
            yaml += "slots:\n  - name: title\n    ref: title\n"
            var everyRequiredHasValue = true
            for slotIndex in 1..<max(slotCount, 1) {
                let slotName = ["subtitle", "icon", "detail", "footer", "accessory"][slotIndex - 1]
                let optional = random.next(100) < 60
                yaml += "  - name: \(slotName)\n"
                if optional { yaml += "    optional: true\n" }
                switch random.next(10) {
                case 0..<3: yaml += "    options: [text]\n"
                case 3..<5: yaml += "    options: [systemImage]\n"
                case 5: yaml += "    options: [image]\n"
                case 6 where !embeddable.isEmpty && optional:
                    yaml += "    component: \(embeddable[Int(random.next(UInt64(embeddable.count)))])\n"
                default:
                    if !optional { everyRequiredHasValue = false }
                }
                yaml += "    doc: The \(slotName) of component \(index).\n"
            }
            yaml += "examples:\n  - title: Text title\n    code: |\n      \(name)(title: \"Hello\")\n"
            if everyRequiredHasValue { embeddable.append(name) }
            files.append(("\(name).yaml", yaml))
        }
        return files
    }
}

/// A small, fast, seedable generator (SplitMix64), so runs are repeatable across machines.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound`.
    mutating func next(_ bound: UInt64) -> UInt64 { next() % bound }
}
