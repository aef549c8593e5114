import CYAML

/// libyaml's event parser → a `YAMLNode` tree with 1-based line and column on every node.
/// JSON is YAML, so `.json` specs take the same path.
public enum YAMLLoader {
    /// Deeper documents are rejected before they can cost stack or memory.
    public static let maximumDepth = 256
    /// Nodes after expanding aliases: a "billion laughs" document stops here.
    public static let maximumNodeCount = 1_000_000
    /// Scalar text after expanding aliases: one long string aliased many times stops here, so every later
    /// stage reads at most this much author text per file.
    public static let maximumTextBytes = 8 << 20

    public static func load(_ bytes: [UInt8], file: String) -> (YAMLNode?, [Diagnostic]) {
        if let offset = firstInvalidUTF8Offset(bytes) {
            let location = location(ofByte: offset, in: bytes, file: file)
            return (nil, [.error("the file is not UTF-8 text (invalid byte 0x\(hex(bytes[offset])))", at: location)])
        }
        var builder = TreeBuilder(file: file, bytes: bytes)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return (nil, [.error("could not start the YAML parser", at: SourceLocation(file: file, line: 1, column: 1))])
        }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    return (nil, [syntaxError(parser, file: file, bytes: bytes)])
                }
                defer { yaml_event_delete(&event) }
                switch builder.consume(&event) {
                case .more: continue
                case .done(let root): return (root, [])
                case .failed(var diagnostic):
                    diagnostic.location = inside(diagnostic.location, bytes: bytes)
                    return (nil, [diagnostic])
                }
            }
        }
    }

    private static func syntaxError(_ parser: yaml_parser_t, file: String, bytes: [UInt8]) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let context = parser.context.map { String(cString: $0) }
        let mark = parser.problem_mark
        var message = "YAML syntax error: \(problem)" + (context.map { " \($0)" } ?? "")
        let hint = YAMLSyntaxHints(bytes).hint(problem: problem, context: context, at: (mark.line + 1, mark.column + 1),
                                               contextAt: (parser.context_mark.line + 1, parser.context_mark.column + 1))
        if let hint { message += "; " + hint }
        return .error(message, at: inside(SourceLocation(file: file, line: mark.line + 1, column: mark.column + 1), bytes: bytes))
    }

    /// At the end of a file without a final line break, libyaml's marks are on a line after the last:
    /// such a position becomes the file's end, so every diagnostic points into its file.
    private static func inside(_ location: SourceLocation, bytes: [UInt8]) -> SourceLocation {
        let end = self.location(ofByte: bytes.count, in: bytes, file: location.file)
        return location.line > end.line ? end : location
    }

    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        // The standard library's validation first: optimized even in a debug build, where this loop is slow.
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    private static func location(ofByte offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        let position = YAMLLines.position(ofByte: offset, in: bytes)
        return SourceLocation(file: file, line: position.line, column: position.column)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}

/// Turns the event stream into nodes, one open collection per stack entry.
private struct TreeBuilder {
    enum Step {
        case more
        case done(YAMLNode?)
        case failed(Diagnostic)
    }

    /// A collection being read; mutated in place at the stack's top, so appending never copies it.
    private struct Open {
        var isMapping: Bool
        var items: [YAMLNode] = []
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        var pendingKey: YAMLNode?
        var anchor: String?
        var location: SourceLocation
        /// Its node count and its scalar text, aliases expanded, so far.
        var size = 1
        var bytes = 0

        init(mapping: Bool, anchor: String?, location: SourceLocation) {
            self.isMapping = mapping
            self.anchor = anchor
            self.location = location
        }

        /// A finished child: an item, a key, or the value of the pending key.
        mutating func take(_ node: YAMLNode, size: Int, bytes: Int) {
            self.size += size
            self.bytes += bytes
            if !isMapping {
                items.append(node)
            } else if let key = pendingKey {
                pairs.append((key, node))
                pendingKey = nil
            } else {
                pendingKey = node
            }
        }
    }

    let file: String
    private var stack: [Open] = []
    private var anchors: [String: (node: YAMLNode, size: Int, bytes: Int)] = [:]
    private var nodeCount = 0
    private var textBytes = 0
    private var root: YAMLNode?
    private var documents = 0

    private let bytes: [UInt8]
    /// Built on the first block scalar, so finding where each one's text starts stays linear.
    private var lineStarts: [Int]?

    init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
    }

    /// Where the scalar's text starts (`YAMLNode.contentLocation`).
    private mutating func contentLocation(of style: yaml_scalar_style_t, value: String, at location: SourceLocation) -> SourceLocation {
        switch style {
        case YAML_PLAIN_SCALAR_STYLE:
            return location
        case YAML_SINGLE_QUOTED_SCALAR_STYLE, YAML_DOUBLE_QUOTED_SCALAR_STYLE:
            return SourceLocation(file: file, line: location.line, column: location.column + 1)
        case YAML_LITERAL_SCALAR_STYLE, YAML_FOLDED_SCALAR_STYLE:
            // The text starts on the line after the indicator, past the blank lines it keeps as line breaks.
            let starts = lineStarts ?? YAMLLines.lineStarts(in: bytes)
            lineStarts = starts
            let line = location.line + 1 + value.utf8.prefix { $0 == 0x0A }.count
            guard line <= starts.count else { return location }
            var index = starts[line - 1], column = 1
            while index < bytes.count, bytes[index] == 0x20 { index += 1; column += 1 }
            return SourceLocation(file: file, line: line, column: column)
        default:
            return location
        }
    }

    mutating func consume(_ event: inout yaml_event_t) -> Step {
        let location = SourceLocation(file: file, line: event.start_mark.line + 1, column: event.start_mark.column + 1)
        // Most frequent first: a debug build compares the cases one by one.
        switch event.type {
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let value = scalar.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self) } ?? ""
            let style: YAMLNode.ScalarStyle = scalar.style == YAML_PLAIN_SCALAR_STYLE && scalar.plain_implicit == 1 ? .plain : .quoted
            let node = YAMLNode(.scalar(value, style), at: location, contentAt: contentLocation(of: scalar.style, value: value, at: location))
            return add(node, size: 1, bytes: scalar.length, anchor: string(scalar.anchor), at: location)
        case YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT, YAML_NO_EVENT:
            return .more
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                return .failed(.error("a spec file holds one YAML document; a second one starts here", at: location))
            }
            return .more
        case YAML_STREAM_END_EVENT:
            guard let root else { return .failed(.error("the spec file is empty", at: location)) }
            return .done(root)
        case YAML_ALIAS_EVENT:
            guard let name = string(event.data.alias.anchor), let anchored = anchors[name] else {
                return .failed(.error("unknown alias '*\(string(event.data.alias.anchor) ?? "")'", at: location))
            }
            return add(anchored.node, size: anchored.size, bytes: anchored.bytes, anchor: nil, at: location)
        case YAML_SEQUENCE_START_EVENT:
            if let failure = open(at: location) { return failure }
            stack.append(Open(mapping: false, anchor: string(event.data.sequence_start.anchor), location: location))
            return .more
        case YAML_MAPPING_START_EVENT:
            if let failure = open(at: location) { return failure }
            stack.append(Open(mapping: true, anchor: string(event.data.mapping_start.anchor), location: location))
            return .more
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let done = stack.removeLast()
            let node = YAMLNode(done.isMapping ? .mapping(done.pairs) : .sequence(done.items), at: done.location)
            return add(node, size: done.size, bytes: done.bytes, anchor: done.anchor, at: done.location, counted: true)
        default:
            return .more
        }
    }

    private mutating func open(at location: SourceLocation) -> Step? {
        if stack.count >= YAMLLoader.maximumDepth {
            return .failed(.error("the document nests deeper than \(YAMLLoader.maximumDepth) levels", at: location))
        }
        return nil
    }

    /// Adds a finished node to its parent. `size` is its node count and `bytes` its scalar text with
    /// aliases expanded.
    private mutating func add(_ node: YAMLNode, size: Int, bytes: Int, anchor: String?, at location: SourceLocation,
                              counted: Bool = false) -> Step {
        // Collections were counted node by node as their children arrived.
        nodeCount += counted ? 1 : size
        textBytes += counted ? 0 : bytes
        if nodeCount > YAMLLoader.maximumNodeCount {
            return .failed(.error("the document expands to more than \(YAMLLoader.maximumNodeCount) nodes (aliases included)", at: location))
        }
        if textBytes > YAMLLoader.maximumTextBytes {
            return .failed(.error("the document expands to more than \(YAMLLoader.maximumTextBytes >> 20) MiB of text (aliases included)", at: location))
        }
        if let anchor { anchors[anchor] = (node, size, bytes) }
        guard !stack.isEmpty else {
            root = node
            return .more
        }
        // One mutating call: each read of `stack[top].field` alone would copy the collection.
        stack[stack.count - 1].take(node, size: size, bytes: bytes)
        return .more
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }
}
