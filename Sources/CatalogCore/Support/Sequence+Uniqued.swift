extension Sequence where Element: Hashable {
    /// In order, each once.
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
