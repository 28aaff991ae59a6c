import Foundation
import Testing

@testable import Subprocess

@Suite struct ProcessEnvironmentTests {
    @Test func readsTheSameVariablesAsFoundation() {
        #expect(ProcessEnvironment.variables() == ProcessInfo.processInfo.environment)
        #expect(ProcessEnvironment.variables()["PATH"] != nil)
    }

    /// The variables as they were read: each entry made a string whole, then cut at its first "=".
    private func reference(_ entries: [[UInt8]]) -> [String: String] {
        var variables: [String: String] = [:]
        for bytes in entries {
            let text = String(decoding: bytes, as: UTF8.self)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
        }
        return variables
    }

    @Test func splitsEachEntryAtItsFirstEqualsSignAsTheWholeStringWasSplit() {
        let entries: [[UInt8]] = [
            Array("LANG=ru_RU.UTF-8".utf8), Array("EQUATION=a=b=c".utf8), Array("LANG=en_GB.UTF-8".utf8), Array("NOVALUE".utf8),
            Array("=nameless".utf8), Array("EMPTY=".utf8), Array("ИМЯ=значение ★".utf8), [0x42, 0x41, 0x44, 0x3D, 0xFF, 0xC3, 0x41],
            [0xC3, 0x3D, 0x31], Array("PATH=/usr/bin:/bin".utf8),
        ]
        let strings = entries.map { bytes in
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
            pointer[bytes.count] = 0
            return pointer
        }
        defer { for string in strings { string.deallocate() } }
        let list: [UnsafeMutablePointer<CChar>?] = strings + [nil]
        let variables = list.withUnsafeBufferPointer { ProcessEnvironment.variables(in: $0.baseAddress!) }
        #expect(variables == reference(entries))
        #expect(variables["LANG"] == "ru_RU.UTF-8")
        #expect(variables["EQUATION"] == "a=b=c")
        #expect(variables[""] == "nameless")
        #expect(variables["EMPTY"] == "")
        #expect(variables["BAD"] == "\u{FFFD}\u{FFFD}A")
        #expect(variables.count == 8)
    }
}
