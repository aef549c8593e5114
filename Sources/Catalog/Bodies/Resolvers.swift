import SwiftUI

/// Shows a count as a short number.
public enum BadgeCountResolver: SlotResolver {
    public static func resolve(_ input: Int) -> Text {
        Text(verbatim: input > 99 ? "99+" : "\(input)")
    }
}

/// How urgent a task is.
public enum TaskPriority: String, Sendable, CaseIterable {
    case low, medium, high
}

/// Draws a priority as a labelled symbol.
public enum PriorityResolver: SlotResolver {
    public static func resolve(_ input: TaskPriority) -> Label<Text, Image> {
        switch input {
        case .low: Label("Low", systemImage: "arrow.down")
        case .medium: Label("Medium", systemImage: "equal")
        case .high: Label("High", systemImage: "exclamationmark.3")
        }
    }
}
