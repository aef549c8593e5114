extension Catalog {
    /// Gives each component what the audit's record says of its examples. The record is the audit's, run
    /// on the bodies: one older than the specs (an example gone, moved or new) is a warning, and the
    /// example is left out of the reference rather than shown with another example's results.
    mutating func attach(_ record: AuditRecord) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let rerun = "the audit record is older than the specs: run the audit again (`swift test`)"
        var byComponent = Dictionary(grouping: record.examples, by: \.component)
        for index in components.indices {
            let info = components[index].info
            let recorded = byComponent.removeValue(forKey: info.name) ?? []
            var audited: [AuditRecord.Example] = []
            // The audit renders the gallery's examples: none of a deprecated component.
            for offset in info.deprecation == nil ? info.galleryExamples : [] {
                let example = info.examples[offset]
                let spec = "\(example.codeLocation.file):\(example.codeLocation.line)"
                guard let entry = recorded.first(where: { $0.number == offset + 1 }) else {
                    diagnostics.append(.warning("\(info.name) example \(offset + 1) is not in the audit record; \(rerun)", at: example.codeLocation))
                    continue
                }
                guard entry.spec == spec else {
                    diagnostics.append(.warning("\(info.name) example \(offset + 1) was at \(entry.spec) when audited, and is at \(spec) now; \(rerun)",
                                                at: entry.location))
                    continue
                }
                audited.append(entry)
            }
            for entry in recorded where !(1...max(1, info.examples.count)).contains(entry.number) || info.examples.isEmpty {
                diagnostics.append(.warning("\(info.name) has no example \(entry.number); \(rerun)", at: entry.location))
            }
            components[index].info.audited = audited
        }
        for entry in byComponent.values.joined() {
            diagnostics.append(.warning("no spec declares the component '\(entry.component)'; \(rerun)", at: entry.location))
        }
        return diagnostics
    }
}
