// Rules across components: model and style type names, cycles, initializer counts.
extension ValidationRun {
    mutating func checkModelNames(_ components: [Component]) {
        let componentNames = Set(components.map(\.name))
        // The types a style generates must not collide with a component or a model.
        var styleTypes: [String: String] = [:]
        for component in components where component.isStyled {
            let names = SwiftNames.styleNames(forComponent: component.name)
            for type in [names.protocol, names.configuration, names.defaultStyle] { styleTypes[type] = component.name }
        }
        // The types value forms name in another component's code (`AttributedString`): a component of that
        // name would shadow them in the module. A type the author wrote (a linked component, a `backedBy:`
        // view) is looked up in the catalog's module as in its own code: naming a component is on purpose.
        var formTypes: [String: String] = [:]
        for component in components {
            for form in component.slots.flatMap(\.valueForms) {
                for type in form.descriptor.typeNames.subtracting(form.descriptor.authoredTypeNames) {
                    formTypes[type] = formTypes[type] ?? component.name
                }
            }
        }
        for component in components {
            if let owner = styleTypes[component.name] {
                error("component '\(component.name)' has the name of a type \(owner)'s style generates", at: component.location)
            }
            if let owner = formTypes[component.name] {
                error("component '\(component.name)' would shadow the type '\(component.name)' that \(owner)'s generated code uses", at: component.location)
            }
            if let model = component.modelName, let owner = styleTypes[model] {
                error("model protocol '\(model)' has the name of a type \(owner)'s style generates", at: component.modelLocation)
            }
        }
        var seen: [String: String] = [:]
        for component in components {
            guard let model = component.modelName else { continue }
            let location = component.modelLocation
            if componentNames.contains(model) {
                error("model protocol '\(model)' has the name of a component", at: location)
            } else if let owner = seen[model] {
                error("model protocol '\(model)' is also the model of '\(owner)'", at: location)
            }
            seen[model] = component.name
        }
    }

    mutating func checkCycles(_ components: [Component]) {
        let edges = Dictionary(uniqueKeysWithValues: components.map { component in
            (component.name, component.slots.flatMap { slot in
                slot.valueForms.compactMap(\.descriptor.linkedComponent)
            })
        })
        var state: [String: Int] = [:]  // 1: on the path, 2: done
        var reported: Set<String> = []
        func visit(_ name: String, path: [String], run: inout ValidationRun) {
            if state[name] == 2 { return }
            if state[name] == 1 {
                let cycle = Array(path[path.firstIndex(of: name)!...]) + [name]
                let key = cycle.dropLast().sorted().joined(separator: ",")
                if reported.insert(key).inserted, let component = components.first(where: { $0.name == cycle[0] }) {
                    run.error("components form a cycle: \(cycle.joined(separator: " → "))", at: component.location)
                }
                return
            }
            state[name] = 1
            for next in edges[name] ?? [] where edges[next] != nil { visit(next, path: path + [name], run: &run) }
            state[name] = 2
        }
        for component in components { visit(component.name, path: [], run: &self) }
    }

    /// Counted, never planned: any spec validates in milliseconds. Compact components have at most five
    /// initializers; every component's initializers take at most `Validator.maximumParameters` in all.
    mutating func checkInitializerCounts(_ catalog: Catalog) {
        for component in catalog.components {
            let count = InitializerCount.of(component)
            guard component.strategy == .compact || count <= catalog.maxInitializers else {
                refuseInitializerCount(count, of: component, in: catalog)
                continue
            }
            let width = component.slots.count + component.properties.count
            let (parameters, overflow) = count.multipliedReportingOverflow(by: width)
            guard overflow || parameters > Validator.maximumParameters else { continue }
            let total = overflow ? "more than \(Int.max)" : "\(parameters)"
            var remedy = component.strategy == .compact ? "fewer slots" : "fewer slots or 'initializers: compact'"
            // Each twin doubles the initializers that take its property.
            if component.properties.contains(where: { $0.twin != nil }) { remedy += ", or fewer twins" }
            error("\(component.name) would get \(count) initializers of up to \(width) parameters (\(total) in all), more than \(Validator.maximumParameters), the most a component's initializers may take (generating is linear in them); split it into smaller components, or use \(remedy)", at: component.location)
        }
    }

    private mutating func refuseInitializerCount(_ count: Int, of component: Component, in catalog: Catalog) {
        // Most forms first; ties in slot order.
        let forms = component.slots.enumerated().map { index, slot in (slot.name, InitializerCount.forms(of: slot), index) }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 < $1.2 }
        let top = forms.prefix(3).map { "'\($0.0)' (\($0.1) forms)" }.joined(separator: ", ")
        let shown = count == Int.max ? Self.magnitude(of: component.slots.map { Double(InitializerCount.forms(of: $0)) }) : "\(count)"
        error("\(component.name) would get \(shown) initializers, more than maxInitializers (\(catalog.maxInitializers)); the slots with the most forms: \(top). Use 'initializers: compact' (at most five initializers), fewer options, or a higher maxInitializers", at: component.location)
    }

    /// "about 9 × 10^27": a count too large for an Int, from its factors.
    static func magnitude(of factors: [Double]) -> String {
        var mantissa = factors.reduce(1, *)
        var exponent = 0
        while mantissa >= 10 { mantissa /= 10; exponent += 1 }
        return "about \(Int(mantissa)) × 10^\(exponent)"
    }
}
