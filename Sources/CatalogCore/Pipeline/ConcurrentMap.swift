import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` spread over the machine's cores. Each result lands at its element's index, so the output is
    /// exactly a serial `map`'s: generation stays deterministic however the work was scheduled.
    /// `package`: the writer spreads its file I/O the same way.
    package func concurrentMap<Mapped: Sendable>(_ transform: @Sendable (Element) -> Mapped) -> [Mapped] {
        guard count > 1 else { return map(transform) }
        return [Mapped](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            // Every index is written exactly once, by one worker: no two workers share an element.
            nonisolated(unsafe) let base = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (base + index).initialize(to: transform(self[index]))
            }
            initializedCount = count
        }
    }
}

extension Array {
    /// The elements in one contiguous run per core (fewer when there are fewer than `minimum` each), in
    /// order: work done part by part with `concurrentMap` and joined in order is a serial pass's.
    package func coreParts(minimum: Int = 1_000) -> [ArraySlice<Element>] {
        let count = Swift.max(1, Swift.min(ProcessInfo.processInfo.activeProcessorCount, self.count / Swift.max(1, minimum)))
        let size = (self.count + count - 1) / count
        return stride(from: 0, to: Swift.max(self.count, 1), by: Swift.max(size, 1)).map { self[$0..<Swift.min($0 + size, self.count)] }
    }
}
