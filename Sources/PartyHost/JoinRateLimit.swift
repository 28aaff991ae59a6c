import FoundationEssentials

/// At most `joins` join attempts per address in any `seconds`: a script on
/// the LAN cannot fill the room with names or guess codes at speed.
struct JoinRateLimit: Sendable {
    var joins = 10
    var seconds = 60.0
    private var attempts: [String: [Date]] = [:]

    /// Whether `address` may try to join now; the attempt is counted.
    mutating func allows(_ address: String, at now: Date) -> Bool {
        var recent = (attempts[address] ?? []).filter { now.timeIntervalSince($0) < seconds }
        guard recent.count < joins else {
            attempts[address] = recent
            return false
        }
        recent.append(now)
        attempts[address] = recent
        // Forget addresses gone quiet, so a scan of the LAN leaves nothing behind.
        if attempts.count > 4096 { attempts = attempts.filter { !$0.value.isEmpty && now.timeIntervalSince($0.value.last!) < seconds } }
        return true
    }
}
