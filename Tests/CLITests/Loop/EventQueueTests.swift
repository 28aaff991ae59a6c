import Testing

@testable import QuizCLI

/// Events posted from any thread reach the loop in order, and wake a wait.
@Suite struct EventQueueTests {
    @Test func eventsComeOutInTheOrderPosted() {
        let queue = EventQueue()
        queue.post(.external(.playerJoined(name: "Ann")))
        queue.post(.endOfInput)
        #expect(queue.take() == .external(.playerJoined(name: "Ann")))
        #expect(queue.take() == .endOfInput)
        #expect(queue.take() == nil)
    }

    @Test func aPostFromAnotherThreadResumesAWaiter() async {
        let queue = EventQueue()
        Task.detached { queue.post(.external(.playerAnswered(name: "Bob"))) }
        #expect(await queue.next() == .external(.playerAnswered(name: "Bob")))
    }

    @Test func aPostMakesTheWakeDescriptorReadable() {
        let queue = EventQueue()
        #expect(InputWait.readable(queue.wakeDescriptor, milliseconds: 0) == .timedOut)
        queue.post(.endOfInput)
        #expect(InputWait.readable(queue.wakeDescriptor, milliseconds: 0) == .ready)
        _ = queue.take()
        _ = queue.take()
        #expect(InputWait.readable(queue.wakeDescriptor, milliseconds: 0) == .timedOut)
    }
}
