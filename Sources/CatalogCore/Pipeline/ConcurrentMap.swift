import Dispatch

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
