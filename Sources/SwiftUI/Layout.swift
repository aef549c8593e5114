import Foundation

/// [A27] https://developer.apple.com/documentation/swiftui/alignment ; iOS 17.4 interface `@frozen public
/// struct Alignment : Equatable { var horizontal; var vertical; @inlinable init(horizontal:vertical:) }`,
/// `extension Alignment : Sendable {}`.
@frozen
public struct Alignment: Equatable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    @inlinable
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

extension Alignment: Sendable {}

extension Alignment {
    /// iOS 17.4 interface: the nine `static let` alignments.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// [A27] https://developer.apple.com/documentation/swiftui/edge ; iOS 17.4 interface `@frozen public enum
/// Edge : Int8, CaseIterable { case top, leading, bottom, trailing; @frozen struct Set : OptionSet }`,
/// `extension Edge : Sendable {}`.
@frozen
public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing

    @frozen
    public struct Set: OptionSet {
        public typealias Element = Edge.Set
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]

        public init(_ e: Edge) {
            self.init(rawValue: 1 << e.rawValue)
        }
    }
}

extension Edge: Sendable {}
extension Edge.Set: Sendable {}

/// [A27] https://developer.apple.com/documentation/swiftui/edgeinsets ; iOS 17.4 interface `@frozen public
/// struct EdgeInsets : Equatable`, `extension EdgeInsets : Sendable {}`.
@frozen
public struct EdgeInsets: Equatable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    @inlinable
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    @inlinable
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}

extension EdgeInsets: Sendable {}

/// [A27] https://developer.apple.com/documentation/swiftui/textalignment ; iOS 17.4 interface `@frozen public
/// enum TextAlignment : Hashable, CaseIterable { case leading, center, trailing }`, Sendable by extension.
@frozen
public enum TextAlignment: Hashable, CaseIterable {
    case leading
    case center
    case trailing
}

extension TextAlignment: Sendable {}
