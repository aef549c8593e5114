/// "Did you mean" suggestions: the closest candidate by edit distance, if it is close enough.
public enum Suggestions {
    /// Longer words (or candidates) are not typos worth a suggestion; the distance costs the product of
    /// the two lengths, so this keeps each comparison under 10,000 steps.
    public static let maximumWordLength = 100
    /// Distance-table cells one suggestion may compute (thousands of candidates): later ones go unread.
    public static let budget = 250_000

    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        guard word.utf8.count <= 4 * maximumWordLength, word.count <= maximumWordLength else { return nil }
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        var spent = 0
        let length = word.count
        for candidate in candidates where candidate.utf8.count <= 4 * maximumWordLength && candidate.count <= maximumWordLength {
            // The distance is at least the difference in length: too far apart to be a typo.
            let candidateLength = candidate.count
            guard abs(candidateLength - length) <= max(1, max(length, candidateLength) / 3) else { continue }
            spent += (length + 1) * (candidateLength + 1)
            if spent > budget { break }
            let distance = editDistance(lowered, candidate.lowercased())
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        guard let best else { return nil }
        // Similarity floor: at most a third of the longer word may differ.
        let limit = max(1, max(word.count, best.candidate.count) / 3)
        return best.distance <= limit ? best.candidate : nil
    }

    /// The nearest dotted path (a design token's): one that ends with the whole path written, in another group
    /// (`space.400` → `size.space.400`, the shortest such), else the closest by edit distance.
    public static func closestPath(to path: String, among candidates: some Collection<String>) -> String? {
        let suffix = "." + path
        if let nested = candidates.filter({ $0.hasSuffix(suffix) }).min(by: { ($0.count, $0) < ($1.count, $1) }) { return nested }
        return closest(to: path, among: candidates)
    }

    /// Damerau-Levenshtein (optimal string alignment) distance, so a swapped pair counts once.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = Swift.min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
