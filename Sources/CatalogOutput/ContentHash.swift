/// FNV-1a, 64 bits: detects hand edits (not an adversary), with no dependency and no build cost.
enum ContentHash {
    static func of(_ text: String) -> String {
        var text = text
        return text.withUTF8 { of($0) }
    }

    static func of(_ bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
