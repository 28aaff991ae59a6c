/// How a terminal is handed an image.
enum ImageProtocol: Sendable, Equatable {
    /// iTerm2's inline images (OSC 1337 File=…), which WezTerm speaks too:
    /// the JPEG or PNG bytes as they come, the terminal decodes them.
    case inlineImages
    /// kitty's graphics protocol: PNG as it comes (f=100); a JPEG would
    /// have to be decoded to pixels first, which quizctl does not do.
    case kitty
}
