/// `backedBy:` (revision 3): the design system's view that shows a slot's text form instead of `Text`
/// (`Heading($0, style: .title4)`), for each text type the form passes (the `LocalizedStringKey`, the
/// twin's `StringProtocol` value, an `AttributedString`, the model's `String`).
public struct TextBacking: Hashable, Sendable {
    /// The expression split at each `$0`, closures included, `self.size` read as the local `size`:
    /// `["Heading(", ", style: size.titleStyle)"]`.
    public let segments: [String]
    /// The view type the expression makes: the slot's generic argument.
    public let type: SwiftType
    /// The plain properties it reads (`self.size`): every initializer binds each to a local constant first.
    public let readProperties: [String]
    /// Where the author wrote the expression: an initializer maps the compiler's errors in it there.
    public let origin: SourceLocation?

    public init(segments: [String], type: SwiftType, readProperties: [String] = [], origin: SourceLocation? = nil) {
        self.segments = segments
        self.type = type
        self.readProperties = readProperties
        self.origin = origin
    }

    /// The expression with `argument` in place of `$0`.
    public func show(_ argument: SwiftExpression) -> SwiftExpression { .authored(segments: segments, filling: argument, origin: origin) }

    /// `Heading(…)`: how the docs name the view.
    public var controlName: String { type.description }

    /// The types the view names, which a generic parameter must not hide.
    public var typeNames: Set<String> { SwiftNames.identifiers(in: type.description) }
}

// The text forms read what their backing reads.
extension TextForm { public var readProperties: [String] { backing?.readProperties ?? [] } }
extension VerbatimTextForm { public var readProperties: [String] { backing?.readProperties ?? [] } }
extension AttributedTextForm { public var readProperties: [String] { backing?.readProperties ?? [] } }
extension StringTextForm { public var readProperties: [String] { backing?.readProperties ?? [] } }


// The text forms' authored types are their view's: the author may back a text with a catalog component.
extension TextForm { public var authoredTypeNames: Set<String> { backing?.typeNames ?? [] } }
extension VerbatimTextForm { public var authoredTypeNames: Set<String> { backing?.typeNames ?? [] } }
extension AttributedTextForm { public var authoredTypeNames: Set<String> { backing?.typeNames ?? [] } }
extension StringTextForm { public var authoredTypeNames: Set<String> { backing?.typeNames ?? [] } }
