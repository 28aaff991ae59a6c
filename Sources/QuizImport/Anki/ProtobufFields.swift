import FoundationEssentials

/// Reads fields of a protobuf message by number, walking only the wire
/// format: schema-18 collections keep a note type's kind and a template's
/// question and answer formats in protobuf `config` blobs. Anything
/// malformed ends the walk with what was read so far.
enum ProtobufFields {
    /// The first varint field numbered `number`; nil when there is none.
    static func varint(_ number: UInt64, in bytes: [UInt8]) -> UInt64? {
        var found: UInt64?
        walk(bytes) { field, value, _ in
            guard field == number, let value else { return true }
            found = value
            return false
        }
        return found
    }

    /// The UTF-8 string fields numbered `numbers`, in that order ("" for one missing; the last of a repeated one).
    static func strings(_ numbers: UInt64..., in bytes: [UInt8]) -> [String] {
        var found = [String](repeating: "", count: numbers.count)
        walk(bytes) { field, _, slice in
            if let slice, let at = numbers.firstIndex(of: field) { found[at] = String(decoding: slice, as: UTF8.self) }
            return true
        }
        return found
    }

    /// Calls `visit` with each field's number and its varint or its bytes
    /// (length-delimited) until it returns false.
    private static func walk(_ bytes: [UInt8], _ visit: (UInt64, UInt64?, ArraySlice<UInt8>?) -> Bool) {
        var index = 0
        func varint() -> UInt64? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while index < bytes.count, shift < 64 {
                let byte = bytes[index]
                index += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte & 0x80 == 0 { return value }
                shift += 7
            }
            return nil
        }
        while index < bytes.count {
            guard let key = varint() else { return }
            switch key & 7 {
            case 0:
                guard let value = varint(), visit(key >> 3, value, nil) else { return }
            case 1: index += 8
            case 2:
                guard let length = varint(), length <= UInt64(bytes.count - index) else { return }
                let slice = bytes[index..<(index + Int(length))]
                index += Int(length)
                guard visit(key >> 3, nil, slice) else { return }
            case 5: index += 4
            default: return
            }
        }
    }

    static func bytes(fromHex hex: String) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(hex.utf8.count / 2)
        var high: UInt8?
        for character in hex.utf8 {
            guard let nibble = UInt8(String(UnicodeScalar(character)), radix: 16) else { return [] }
            if let first = high {
                result.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        return result
    }
}
