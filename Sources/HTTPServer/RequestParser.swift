/// Reads one request from the start of what a connection has received,
/// within `ServerLimits`: a request line, headers, and a body of
/// `Content-Length` bytes. Anything else (chunked bodies, HTTP/2 prefaces,
/// bytes that are not a request) is refused with the status that says why.
enum RequestParser {
    enum Outcome: Equatable {
        /// More bytes are needed.
        case incomplete
        case request(HTTPRequest, consumed: Int)
        /// The connection answers `status` and closes.
        case refused(status: Int, reason: String)
    }

    private static let headEnd: [UInt8] = [13, 10, 13, 10]

    static func parse(_ buffer: [UInt8], limits: ServerLimits, remoteAddress: String) -> Outcome {
        guard let end = firstHeadEnd(in: buffer, within: limits.headerBytes) else {
            return buffer.count >= limits.headerBytes ? .refused(status: 431, reason: "headers too large") : .incomplete
        }
        guard let head = String(validating: buffer[..<end], as: UTF8.self) else { return .refused(status: 400, reason: "not UTF-8") }
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, requestLine[2] == "HTTP/1.1" || requestLine[2] == "HTTP/1.0",
            !requestLine[0].isEmpty, requestLine[0].allSatisfy({ $0.isASCII && $0.isUppercase }),
            requestLine[1].first == "/",
            requestLine[1].allSatisfy({ $0.isASCII && !$0.isWhitespace && $0 != "\u{7F}" && $0.asciiValue! >= 0x21 })
        else { return .refused(status: 400, reason: "not an HTTP/1.1 request line") }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
                return .refused(status: 400, reason: "a header without a name")
            }
            let name = line[..<colon]
            guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0)) }) else {
                return .refused(status: 400, reason: "a header name with odd characters")
            }
            let value = line[line.index(after: colon)...].trimmingSpaces
            guard !value.contains(where: { $0.isASCII && $0.asciiValue! < 0x20 && $0 != "\t" }) else {
                return .refused(status: 400, reason: "a control character in a header")
            }
            headers.append((name.lowercased(), String(value)))
        }
        if headers.contains(where: { $0.name == "transfer-encoding" }) {
            return .refused(status: 411, reason: "a body needs a Content-Length")
        }
        let lengths = headers.filter { $0.name == "content-length" }.map(\.value)
        var bodyLength = 0
        if let length = lengths.first {
            guard lengths.allSatisfy({ $0 == length }), !length.isEmpty, length.count <= 9, length.allSatisfy(\.isASCIIDigit),
                let value = Int(length)
            else { return .refused(status: 400, reason: "a Content-Length that is not one number") }
            guard value <= limits.bodyBytes else { return .refused(status: 413, reason: "body too large") }
            bodyLength = value
        }
        let bodyStart = end + headEnd.count
        guard buffer.count >= bodyStart + bodyLength else { return .incomplete }
        let target = requestLine[1]
        let question = target.firstIndex(of: "?")
        let request = HTTPRequest(
            method: String(requestLine[0]), path: String(target[..<(question ?? target.endIndex)]),
            rawQuery: question.map { String(target[target.index(after: $0)...]) } ?? "", headers: headers,
            body: Array(buffer[bodyStart..<bodyStart + bodyLength]), remoteAddress: remoteAddress)
        return .request(request, consumed: bodyStart + bodyLength)
    }

    /// Where the blank line ending the head starts, looked for only in the first `limit` bytes.
    private static func firstHeadEnd(in buffer: [UInt8], within limit: Int) -> Int? {
        let last = min(buffer.count, limit) - headEnd.count
        guard last >= 0 else { return nil }
        for index in 0...last where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index
        }
        return nil
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
