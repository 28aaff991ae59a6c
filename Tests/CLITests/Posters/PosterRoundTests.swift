import Foundation
import HTTPClient
import QuizPlatform
import Synchronization
import Testing

@testable import QuizCLI

/// A yes/no round in-process with OMDb and its posters served by a stand-in
/// HTTP client: the poster is drawn as an image only on a terminal that
/// shows images and where the policy allows; everywhere else nothing of it
/// is fetched or written.
@MainActor
@Suite struct PosterRoundTests {
    nonisolated static let jpeg = try! Data(contentsOf: PosterEscapeTests.fixtures.appending(path: "tiny-poster.jpg"))

    /// OMDb answers every film with a rating and a poster on img.test; counts poster downloads.
    final class FakeWeb: Sendable {
        let posterRequests = Mutex(0)

        var client: HTTPClient {
            HTTPClient { [self] url, _ throws(HTTPError) in
                if url.host == "omdb.test" {
                    let id = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "i" }?.value ?? ""
                    let body =
                        #"{"imdbID":"\#(id)","imdbRating":"7.7","imdbVotes":"1,000","Poster":"https://img.test/\#(id).jpg","Response":"True"}"#
                    return (Data(body.utf8), 200)
                }
                if url.host == "img.test" {
                    posterRequests.withLock { $0 += 1 }
                    return (PosterRoundTests.jpeg, 200)
                }
                throw HTTPError(.cannotConnectToHost)
            }
        }
    }

    private func play(
        terminal: ScriptedTerminal, posters: PosterSetting = .auto, variables: [String: String] = [:], json: Bool = false,
        accessible: Bool = false
    ) async throws -> FakeWeb {
        let web = FakeWeb()
        var environment = AppEnvironment.test(
            folder: TestData.temporaryFolder(), terminal: terminal,
            variables: ["OMDB_API_KEY": "k", "QUIZCTL_OMDB_URL": "https://omdb.test/"].merging(variables) { $1 },
            http: web.client)
        try environment.stores.settings.update { $0.posters = posters }
        environment.accessible = accessible
        let options = PlayOptions(count: 2, delay: 0, seed: 7)
        try await GamePlayer(environment: environment, options: options, json: json).play(.yesno)
        return web
    }

    private func iTermTerminal() -> ScriptedTerminal {
        let terminal = ScriptedTerminal(typing: "yyq")
        terminal.imageProtocol = .inlineImages
        return terminal
    }

    @Test func aTerminalThatShowsImagesGetsThePosterBesideTheQuestion() async throws {
        let terminal = iTermTerminal()
        let web = try await play(terminal: terminal)
        #expect(web.posterRequests.withLock { $0 } == 2, "the round's two posters, fetched once each")
        #expect(terminal.images.count >= 2)
        let header = "\u{1B}]1337;File=inline=1;size=287;width=30;height=19;preserveAspectRatio=1:"
        let expected = header + Self.jpeg.base64EncodedString() + "\u{07}"
        for image in terminal.images {
            #expect(image.hasPrefix("\u{1B}7\u{1B}[2;") && image.hasSuffix(expected + "\u{1B}8"), "\(image.prefix(60))")
        }
        #expect(terminal.output.contains(expected))
        #expect(!Style.plainText(terminal.output).contains("Year: "), "the image takes the stand-in card's place")
    }

    @Test(arguments: ["off", "script", "json", "noColor", "undetected", "kittyJPEG", "accessible", "dumb"])
    func elsewhereNoImageIsWrittenAndTheCardStays(case name: String) async throws {
        let terminal = name == "script" ? ScriptedTerminal(lines: ["y", "y"]) : iTermTerminal()
        if name == "undetected" { terminal.imageProtocol = nil }
        if name == "kittyJPEG" { terminal.imageProtocol = .kitty }
        // With --json the game is played from lines, on a terminal too.
        if name == "json" { terminal.lines = [.line("y"), .line("y")] }
        let variables = ["noColor": ["NO_COLOR": "1"], "dumb": ["TERM": "dumb"]][name] ?? [:]
        let web = try await play(
            terminal: terminal, posters: name == "off" ? .off : .auto, variables: variables, json: name == "json",
            accessible: name == "accessible")
        #expect(terminal.images.isEmpty)
        #expect(!terminal.output.contains("1337;File=") && !terminal.output.contains("\u{1B}_G") && !terminal.errors.contains("1337;File="))
        if name == "kittyJPEG" {
            #expect(web.posterRequests.withLock { $0 } == 2, "fetched, then found to be a JPEG kitty cannot take")
            #expect(Style.plainText(terminal.output).contains("Year: "), "the framed card instead")
        } else {
            #expect(web.posterRequests.withLock { $0 } == 0, "nothing is downloaded that will not be shown")
        }
    }
}
