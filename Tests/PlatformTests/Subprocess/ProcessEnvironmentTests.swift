import Foundation
import Subprocess
import Testing

@Suite struct ProcessEnvironmentTests {
    @Test func readsTheSameVariablesAsFoundation() {
        #expect(ProcessEnvironment.variables() == ProcessInfo.processInfo.environment)
        #expect(ProcessEnvironment.variables()["PATH"] != nil)
    }
}
