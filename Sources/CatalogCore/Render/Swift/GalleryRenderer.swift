/// Plan → the catalog's gallery and its previews: every example of every component becomes a case of
/// `CatalogExample` (with its component, title, summary, group, status, tags and view), `CatalogGallery` browses
/// them by group with a search by name and tag, and each component's file ends with one Xcode `#Preview` per
/// example. SwiftUI only: nothing else is imported or needed at run time.
public enum GalleryRenderer {
    /// Where the gallery goes, in the output folder.
    public static let path = "Swift/\(SwiftNames.galleryView).swift"

    /// The previews are for Xcode's canvas: compiled on Apple platforms only. `canImport(SwiftUI)` would not do,
    /// since the stand-in makes it true on Linux.
    public static let platformGuard = "#if os(iOS) || os(macOS) || os(tvOS) || os(watchOS) || os(visionOS)"

    /// `NavigationStack` and `Section(_:content:)` with a string: what the gallery's views need on Apple
    /// platforms, whatever the adopting package's deployment targets.
    static let availability = "@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)"

    /// The gallery's access: the widest of the components' (public when any is public).
    static func access(of plan: CatalogPlan) -> AccessLevel {
        let accesses = Set(plan.components.map(\.access))
        return accesses.contains(.public) ? .public : accesses.contains(.package) ? .package : .internal
    }

    /// The gallery file, or nil when no component has an example.
    static func renderGallery(_ plan: CatalogPlan) -> OutputFile? {
        // Deprecated API would warn in the gallery (and the catalog builds with warnings as errors).
        let components = plan.components.filter { $0.deprecation == nil && !$0.galleryExamples.isEmpty }
        guard !components.isEmpty else { return nil }
        let access = access(of: plan).prefix
        let example = SwiftNames.galleryExampleType
        let cases = components.flatMap { component in
            component.galleryExamples.map { (component: component, index: $0, name: SwiftNames.galleryCase(forComponent: component.name, example: $0)) }
        }
        var code = SwiftCode()
        code.docComment([
            "Every example of the catalog's specs, in component order: \(cases.count) examples of \(components.count) components.",
            "`CaseIterable`, so a test or a screen can build each one; `view` builds the example's code.",
        ])
        code.block("\(access)enum \(example): String, CaseIterable, Identifiable, Sendable") { code in
            for entry in cases { code.line("case \(entry.name)") }
            code.line()
            code.docComment(["A component's maturity, as its spec's `status` gives it."])
            code.block("\(access)enum Status: String, CaseIterable, Sendable") { code in
                code.line("case " + ComponentStatus.allCases.map(\.rawValue).joined(separator: ", "))
            }
            code.line()
            code.docComment(["The number of examples in the specs, recorded when the gallery was generated."])
            code.line("\(access)static let specExampleCount = \(cases.count)")
            code.line()
            code.line("\(access)var id: String { rawValue }")
            code.line()
            code.docComment(["The example's title, as the spec writes it."])
            switchProperty("title", type: "String", cases.map { ([$0.name], SwiftNames.stringLiteral($0.component.examples[$0.index].title)) }, access: access, into: &code)
            code.line()
            code.docComment(["The example's Swift code, as the spec writes it."])
            switchProperty("code", type: "String", cases.map { ([$0.name], SwiftNames.stringLiteral($0.component.examples[$0.index].code.trimmingWhitespace())) }, access: access, into: &code)
            let byComponent = components.map { component in
                (component, component.galleryExamples.map { SwiftNames.galleryCase(forComponent: component.name, example: $0) })
            }
            code.line()
            code.docComment(["The component the example shows."])
            switchProperty("component", type: "String", byComponent.map { ($1, SwiftNames.stringLiteral($0.name)) }, access: access, into: &code)
            code.line()
            code.docComment(["The component's one-line summary."])
            switchProperty("summary", type: "String", byComponent.map { ($1, SwiftNames.stringLiteral($0.summary)) }, access: access, into: &code)
            code.line()
            code.docComment(["The component's group; nil when its spec gives none."])
            switchProperty("group", type: "String?", byComponent.map { ($1, $0.group.map(SwiftNames.stringLiteral) ?? "nil") }, access: access, into: &code)
            code.line()
            code.docComment(["The component's status."])
            switchProperty("status", type: "Status", byComponent.map { ($1, "." + $0.status.rawValue) }, access: access, into: &code)
            code.line()
            code.docComment(["The component's tags, in the spec's order."])
            switchProperty("tags", type: "[String]", byComponent.map { ($1, "[" + $0.tags.map(SwiftNames.stringLiteral).joined(separator: ", ") + "]") }, access: access, into: &code)
            code.line()
            code.line()
            code.docComment(["The example's view, type-erased (the example itself is a `View`)."])
            code.line("@MainActor \(access)var view: AnyView { AnyView(self) }")
        }
        code.line()
        renderExampleBody(cases.map { ($0.name, $0.component.examples[$0.index].code) }, access: access, into: &code)
        code.line()
        renderGalleryView(access: access, into: &code)
        let imports = Set(components.flatMap(\.imports)).sorted()
        return OutputFile(path: path, contents: SwiftRenderer.header(source: nil, imports: imports) + code.text)
    }

    /// `CatalogExample` is a view: `ForEach(CatalogExample.allCases) { $0 }`. Its body switches over the cases
    /// with their concrete types, each case's code in its own builder property. One builder `switch` over 200
    /// cases takes the type checker seconds (BENCHMARKS.md), so past `chunk` cases the body switches over runs
    /// of at most `chunk` cases, each run its own property with its own `switch`. In an extension, so only
    /// `body` is main-actor isolated and the enum's other members stay usable anywhere.
    static let chunk = 16

    private static func renderExampleBody(_ cases: [(name: String, code: String)], access: String, into code: inout SwiftCode) {
        let runs = stride(from: 0, to: cases.count, by: chunk).map { Array(cases[$0..<min($0 + chunk, cases.count)].map(\.name)) }
        code.block("extension \(SwiftNames.galleryExampleType): View") { code in
            code.block("@MainActor @ViewBuilder \(access)var body: some View") { code in
                code.block("switch self") { code in
                    if runs.count == 1 {
                        for name in runs[0] { code.line("case .\(name): \(name)View") }
                    } else {
                        for (index, run) in runs.enumerated() {
                            code.line("case " + run.map { "." + $0 }.joined(separator: ", ") + ": examples\(index)")
                        }
                    }
                }
            }
            for (index, run) in runs.enumerated() where runs.count > 1 {
                code.line()
                code.block("@MainActor @ViewBuilder private var examples\(index): some View") { code in
                    guard run.count > 1 else { return code.line("\(run[0])View") }
                    code.block("switch self") { code in
                        for name in run.dropLast() { code.line("case .\(name): \(name)View") }
                        code.line("default: \(run.last!)View")
                    }
                }
            }
            for entry in cases {
                code.line()
                code.block("@MainActor @ViewBuilder private var \(entry.name)View: some View") { code in
                    for line in entry.code.trimmingWhitespace().splitLines() { code.line(line) }
                }
            }
        }
    }

    private static func switchProperty(_ name: String, type: String, _ rows: [([String], String)], access: String, into code: inout SwiftCode) {
        code.block("\(access)var \(name): \(type)") { code in
            code.block("switch self") { code in
                for (cases, value) in rows {
                    code.line("case " + cases.map { "." + $0 }.joined(separator: ", ") + ": return " + value)
                }
            }
        }
    }

    private static func renderGalleryView(access: String, into code: inout SwiftCode) {
        let example = SwiftNames.galleryExampleType
        let screen = SwiftNames.galleryComponentView
        code.docComment([
            "The whole catalog, browsable: components grouped by their spec's `group` (ungrouped ones last, under \"Other\"), searchable by name and tag, each component's examples on its own screen.",
            "Show it from a debug menu: `.sheet(isPresented: $showsGallery) { \(SwiftNames.galleryView)() }`.",
        ])
        code.line(availability)
        code.block("\(access)struct \(SwiftNames.galleryView): View") { code in
            code.docComment(["A group of the gallery: its name and, per component, the component's examples in its spec's order."])
            code.block("\(access)struct GroupListing: Identifiable, Sendable") { code in
                code.line("\(access)let name: String")
                code.line("\(access)let components: [[\(example)]]")
                code.line("\(access)var id: String { name }")
            }
            code.line()
            code.line("@State private var query = \"\"")
            code.line()
            code.line("\(access)init() {}")
            code.line()
            code.docComment(["The components whose name or a tag contains `query` (every component for an empty query), by group."])
            code.block("\(access)static func groups(matching query: String) -> [GroupListing]") { code in
                code.line("let needle = query.lowercased()")
                code.line("var order: [String] = []")
                code.line("var examplesByComponent: [String: [\(example)]] = [:]")
                code.block("for example in \(example).allCases") { code in
                    code.line("let matches = needle.isEmpty || example.component.lowercased().contains(needle)")
                    code.line("    || example.tags.contains { $0.lowercased().contains(needle) }")
                    code.line("guard matches else { continue }")
                    code.line("if examplesByComponent[example.component] == nil { order.append(example.component) }")
                    code.line("examplesByComponent[example.component, default: []].append(example)")
                }
                code.line("var groups: [String: [[\(example)]]] = [:]")
                code.line("var ungrouped: [[\(example)]] = []")
                code.block("for component in order") { code in
                    code.line("let examples = examplesByComponent[component] ?? []")
                    code.line("guard let group = examples.first?.group, group != \"Other\" else { ungrouped.append(examples); continue }")
                    code.line("groups[group, default: []].append(examples)")
                }
                code.line("var result = groups.keys.sorted().map { GroupListing(name: $0, components: groups[$0] ?? []) }")
                code.line("if !ungrouped.isEmpty { result.append(GroupListing(name: \"Other\", components: ungrouped)) }")
                code.line("return result")
            }
            code.line()
            code.block("\(access)var body: some View") { code in
                code.block("NavigationStack") { code in
                    code.block("List") { code in
                        code.block("ForEach(Self.groups(matching: query))", in: "group") { code in
                            code.block("Section(group.name)") { code in
                                code.block("ForEach(group.components, id: \\.self)", in: "examples") { code in
                                    code.block("NavigationLink(examples.first?.component ?? \"\")") { code in
                                        code.line("\(screen)(examples: examples)")
                                    }
                                }
                            }
                        }
                    }
                    code.line(".navigationTitle(\"Catalog\")")
                    code.line(".searchable(text: $query)")
                }
            }
        }
        code.line()
        code.docComment(["One component's screen in the gallery: its summary and status, then each example under its title."])
        code.line(availability)
        code.block("\(access)struct \(screen): View") { code in
            code.line("\(access)let examples: [\(example)]")
            code.line()
            code.block("\(access)init(examples: [\(example)])") { code in
                code.line("self.examples = examples")
            }
            code.line()
            code.block("\(access)var body: some View") { code in
                code.block("List") { code in
                    code.block("Section") { code in
                        code.line("Text(verbatim: examples.first?.summary ?? \"\")")
                        code.line("Text(verbatim: \"Status: \" + (examples.first?.status.rawValue ?? \"\"))")
                        code.block("if let tags = examples.first?.tags, !tags.isEmpty") { code in
                            code.line("Text(verbatim: \"Tags: \" + tags.joined(separator: \", \"))")
                        }
                    }
                    code.block("ForEach(examples)", in: "example") { code in
                        code.block("Section(example.title)") { code in
                            code.line("example.view")
                        }
                    }
                }
                code.line(".navigationTitle(examples.first?.component ?? \"\")")
            }
        }
    }

    // MARK: - Previews

    /// One `#Preview` per example, inside the platform guard, for the end of the component's file; empty
    /// without examples.
    static func renderPreviews(of plan: ComponentPlan) -> String {
        guard plan.deprecation == nil, !plan.galleryExamples.isEmpty else { return "" }
        var code = SwiftCode()
        code.line()
        code.line(platformGuard)
        for example in plan.galleryExamples.map({ plan.examples[$0] }) {
            code.line()
            code.block("#Preview(\(SwiftNames.stringLiteral(plan.name + ": " + example.title)))") { code in
                for line in example.code.trimmingWhitespace().splitLines() {
                    code.line(line.isEmpty ? "" : line)
                }
            }
        }
        code.line("#endif")
        return code.text
    }
}

extension ComponentPlan {
    /// The indices of the examples the gallery and the previews show: not the deprecated ones, which use
    /// deprecated API (DeprecationTests compiles them instead).
    var galleryExamples: [Int] { examples.indices.filter { examples[$0].deprecation == nil } }
}
