@preconcurrency import Glibc

/// The machine's IPv4 addresses a phone on the same network can reach
/// (`getifaddrs`), loopback left out; the host shows the first and lists
/// the rest so the player can pick another with `--bind`.
public enum LANAddress {
    public static func all() -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var addresses: [String] = []
        var current = first
        while let entry = current {
            defer { current = entry.pointee.ifa_next }
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                entry.pointee.ifa_flags & UInt32(IFF_UP) != 0, entry.pointee.ifa_flags & UInt32(IFF_LOOPBACK) == 0
            else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet4 in
                var raw = inet4.pointee.sin_addr
                _ = inet_ntop(AF_INET, &raw, &text, socklen_t(text.count))
            }
            let shown = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !addresses.contains(shown) { addresses.append(shown) }
        }
        return addresses
    }

    /// What a phone opens: the address with the room's code, which the page fills in.
    public static func joinURL(address: String, port: UInt16, code: String) -> String {
        "http://\(address):\(port)/?room=\(code)"
    }
}
