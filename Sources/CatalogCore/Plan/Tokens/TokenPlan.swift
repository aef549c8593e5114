/// The Swift shape of a catalog's tokens: the namespace's enums, each token's member and type, the
/// modifiers' context types, and which module-level value types the code needs. Pure: read by the Swift
/// renderer, both references and `catalog diff`.
public struct TokenPlan: Hashable, Sendable {
    public var catalog: TokenCatalog
    public var access: AccessLevel
    /// The namespace's content (its own name is `catalog.namespace`).
    public var root: Group
    /// Module-level value types the members use, in declaration order.
    public var valueTypes: [ValueType]

    public struct Group: Hashable, Sendable {
        /// The enum's name (`Text`), or the namespace's for the root.
        public var name: String
        public var path: TokenPath
        public var description: String?
        public var members: [Member] = []
        public var groups: [Group] = []
    }

    public struct Member: Hashable, Sendable {
        /// Index into `catalog.tokens` (the token is held once, by the catalog).
        public var index: Int
        /// As read after a dot (`default`; its declaration adds backticks where Swift needs them: `TokenNames`).
        public var name: String
        public var tokenType: TokenType
        /// Its type's Swift type (a varying one is read as `Varying<type>`, a color as itself).
        public var type: SwiftType { tokenType.swiftType }
        /// Resolved from the environment (a color that varies: itself; anything else: `Varying<Value>`).
        public var isVarying: Bool
        /// Needs iOS 17 API (a varying color, a curve, a transition).
        public var needsIOS17: Bool
    }

    /// The module-level types SPEC names, generated once when a token needs them.
    public enum ValueType: String, CaseIterable, Hashable, Sendable {
        case color = "TokenColor", shadow = "TokenShadow", border = "TokenBorder"
        case transition = "TokenTransition", typography = "TokenTypography"
    }

    public func token(_ member: Member) -> TokenCatalog.Token { catalog.tokens[member.index] }

    /// A member's Swift type as code inside the namespace reads it (`Varying<CGFloat>`), or outside it (`qualified`).
    public func readType(of member: Member, qualified: Bool) -> SwiftType {
        catalog.readType(member.tokenType, isVarying: member.isVarying, namespace: qualified ? catalog.namespace : nil)
    }

    /// Every member with its qualified Swift name, depth first in declaration order.
    public var members: [(member: Member, qualifiedName: String)] {
        var result: [(Member, String)] = []
        func walk(_ group: Group, prefix: String) {
            for member in group.members { result.append((member, prefix + "." + member.name)) }
            for child in group.groups { walk(child, prefix: prefix + "." + child.name) }
        }
        walk(root, prefix: catalog.namespace)
        return result
    }
}

public enum TokenPlanner {
    public static func plan(_ catalog: TokenCatalog, access: AccessLevel) -> TokenPlan {
        var valueTypes: Set<TokenPlan.ValueType> = []
        let swiftPaths = TokenNames.swiftPaths(of: catalog.tokens.map(\.path), namespace: catalog.namespace)
        var entries: [Entry] = []
        for (index, (token, (enums, name))) in zip(catalog.tokens, swiftPaths).enumerated() {
            let isVarying = catalog.isVarying(token)
            if let valueType = token.type.descriptor.valueType { valueTypes.insert(valueType) }
            if token.type == .color, isVarying { valueTypes.insert(.color) }
            let member = TokenPlan.Member(index: index, name: name, tokenType: token.type, isVarying: isVarying, needsIOS17: catalog.needsIOS17(token))
            entries.append(Entry(enums: enums[...], segments: token.path.segments[...], member: member))
        }
        return TokenPlan(catalog: catalog, access: access, root: group(catalog.namespace, path: TokenPath([]), entries),
                         valueTypes: TokenPlan.ValueType.allCases.filter(valueTypes.contains))
    }

    /// A member still to place: the enums below the group being built, and its path's segments beside them.
    private struct Entry {
        var enums: ArraySlice<String>
        var segments: ArraySlice<String>
        var member: TokenPlan.Member
    }

    /// A group's members and child groups, in first-declaration order, each entry visiting each level once.
    /// A child is named after its enum and takes its path from the first token in it.
    private static func group(_ name: String, path: TokenPath, _ entries: [Entry]) -> TokenPlan.Group {
        var group = TokenPlan.Group(name: name, path: path)
        var children: [(name: String, path: TokenPath, entries: [Entry])] = []
        var childIndex: [String: Int] = [:]
        for entry in entries {
            guard let first = entry.enums.first, let segment = entry.segments.first else {
                group.members.append(entry.member)
                continue
            }
            let rest = Entry(enums: entry.enums.dropFirst(), segments: entry.segments.dropFirst(), member: entry.member)
            if let index = childIndex[first] {
                children[index].entries.append(rest)
            } else {
                childIndex[first] = children.count
                children.append((first, path.appending(segment), [rest]))
            }
        }
        group.groups = children.map { Self.group($0.name, path: $0.path, $0.entries) }
        return group
    }
}
