import Foundation
import Testing

@testable import DataFiles
@testable import QuizPlatform

/// The data files are opened by `filePath`, which skips decoding when there
/// is nothing to decode: it must name the file `path` names. A save fsyncs,
/// lists and writes beside its files by `folderAndName`, which must be the
/// URL's own folder and name.
@Suite struct URLFilePathTests {
    @Test(arguments: [
        "/home/player/.local/share/quizctl", "/tmp/a b/ü%20 x", "relative/dir", "/tmp//x/../y/", "/", "/tmp/100%", "/tmp/日本語",
    ])
    func theFilePathIsThePath(folder: String) {
        let directory = DataDirectory(url: URL(fileURLWithPath: folder, isDirectory: true))
        for name in ["statistics.json", "history.jsonl", "with space.json"] {
            let file = directory.file(name)
            #expect(file.filePath == file.path, "\(folder) + \(name)")
            #expect(file.folderAndName.folder == file.deletingLastPathComponent().path, "\(folder) + \(name)")
            #expect(file.folderAndName.name == file.lastPathComponent, "\(folder) + \(name)")
        }
        #expect(directory.url.filePath == directory.url.path, "\(folder)")
    }
}
