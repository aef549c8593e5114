// Evolution: status and deprecation, renamed slots and properties, platform availability.
extension ValidationRun {
    mutating func checkStatus(_ spec: ComponentSpec) {
        // `deprecated:` implies `status: deprecated`; the status alone would say nothing about what to use instead.
        if let status = spec.status, status.value == .deprecated, spec.deprecated == nil {
            error("status: deprecated needs a 'deprecated:' message that says what to use instead", at: status.location)
        } else if let status = spec.status, status.value != .deprecated, spec.deprecated != nil {
            error("a deprecated component's status is deprecated; remove 'status: \(status.value.rawValue)'", at: status.location)
        }
    }

    /// The component's deprecation message, with a reminder to mark the hand-written code that uses it.
    mutating func checkDeprecation(_ spec: ComponentSpec, isStyled: Bool) -> String? {
        let deprecation = spec.deprecated.flatMap { deprecationMessage($0) }
        if deprecation != nil, let deprecated = spec.deprecated {
            diagnostics.append(.warning("\(spec.name.value) is deprecated: mark its hand-written \(isStyled ? "default style's makeBody" : "body") @available(*, deprecated) too, or that code warns", at: deprecated.location))
        }
        return deprecation
    }

    /// `renamed:` on slots and properties: the old name is a member name nothing else has.
    mutating func checkRenames(_ spec: ComponentSpec, slots: inout [Slot], properties: inout [Property], usedNames: [String: SourceLocation]) {
        var taken = usedNames
        func check(_ renamed: Located<String>?, deprecated: Located<String>?, run: inout ValidationRun) -> (renamedFrom: String?, deprecation: String?) {
            let deprecation = deprecated.flatMap { run.deprecationMessage($0) }
            guard let renamed else { return (nil, deprecation) }
            guard run.checkIdentifier(renamed, what: "previous name") else { return (nil, deprecation) }
            if !SwiftNames.isLowerCamelCase(renamed.value) {
                run.error("previous name '\(renamed.value)' must be lowerCamelCase", at: renamed.location)
                return (nil, deprecation)
            }
            if let clash = taken[renamed.value] {
                run.error("previous name '\(renamed.value)' is a name in use (at \(clash.line):\(clash.column)); a renamed spelling must be free", at: renamed.location)
                return (nil, deprecation)
            }
            taken[renamed.value] = renamed.location
            return (renamed.value, deprecation)
        }
        // By name, looked up once each: 20,000 slots took a minute with a search per slot.
        let writtenProperties = Dictionary(spec.properties.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let writtenSlots = Dictionary(spec.slots.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for index in properties.indices {
            guard let written = writtenProperties[properties[index].name] else { continue }
            (properties[index].renamedFrom, properties[index].deprecation) = check(written.renamed, deprecated: written.deprecated, run: &self)
            // A `cases:` property's enum is named after it: its old name stays a deprecated alias.
            if properties[index].enumeration != nil, let old = properties[index].renamedFrom {
                properties[index].enumeration?.renamedFrom = SwiftNames.propertyEnum(forComponent: spec.name.value, property: old)
            }
        }
        for index in slots.indices {
            guard let written = writtenSlots[slots[index].name] else { continue }
            (slots[index].renamedFrom, slots[index].deprecation) = check(written.renamed, deprecated: written.deprecated, run: &self)
            // The old name's form parameters (`glyphSystemName`) stay labels and model requirements.
            guard let old = slots[index].renamedFrom, let renamed = written.renamed else { continue }
            for parameter in Set(slots[index].valueForms.flatMap { $0.descriptor.parameters(forSlot: old, in: NoComponents()).map(\.name) }).sorted() where parameter != old {
                if let clash = taken[parameter] {
                    error("the parameter '\(parameter)' that the previous name '\(old)' keeps clashes with the name at \(clash.line):\(clash.column)", at: renamed.location)
                }
                taken[parameter] = renamed.location
            }
        }
    }

    /// `available: { iOS: "17.0" }`: Apple's platform names and dotted versions.
    mutating func checkAvailability(_ available: Located<[PlatformVersionSpec]>) -> [PlatformVersion] {
        var result: [PlatformVersion] = []
        for entry in available.value {
            guard SwiftNames.availabilityPlatforms.contains(entry.platform.value) else {
                var message = "'\(entry.platform.value)' is not a platform of @available"
                if let suggestion = Suggestions.closest(to: entry.platform.value, among: SwiftNames.availabilityPlatforms) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += " (expected one of: \(SwiftNames.availabilityPlatforms.joined(separator: ", ")))"
                }
                error(message, at: entry.platform.location)
                continue
            }
            let parts = entry.version.value.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigitCharacter) }) else {
                error("'\(entry.version.value)' is not a version like \"17.0\"", at: entry.version.location)
                continue
            }
            result.append(PlatformVersion(platform: entry.platform.value, version: entry.version.value))
        }
        return result
    }
}
