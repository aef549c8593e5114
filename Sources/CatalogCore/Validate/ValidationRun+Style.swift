// Style: a styleable component stores its style under a name no member may take.
extension ValidationRun {
    mutating func checkStyle(_ spec: ComponentSpec, usedNames: [String: SourceLocation]) {
        if let clash = usedNames[SwiftNames.styleProperty] {
            error("'\(SwiftNames.styleProperty)' holds \(spec.name.value)'s style; rename this slot, property or state", at: clash)
        }
    }
}
