import CatalogCore

// Tests compare declarations as Swift text: these spell plan and tree values through the one printer.

extension Parameter {
    /// `title: LocalizedStringKey`, as the printer writes the parameter.
    public var printed: String { SwiftPrinter.parameter(declaration) }
}

extension InitializerDeclaration {
    public var signature: String { SwiftPrinter.signature(of: self) }
    /// The attribute lines, then the signature.
    public var lines: [String] { SwiftPrinter.attributeLines(attributes) + [signature] }
    public var whereClause: String { SwiftPrinter.whereClause(of: self) }
}
