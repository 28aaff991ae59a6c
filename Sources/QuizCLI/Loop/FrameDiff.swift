/// The bytes that turn the frame on the screen into the next one: only the
/// lines that changed are written, each at its row, so a countdown ticking
/// rewrites one line rather than the screen.
enum FrameDiff {
    /// From `old` (nil: the screen is unknown, after a resize, a `fg` or a
    /// screen not drawn by the loop) to `new`. A frame of another size is
    /// drawn whole, after clearing the screen.
    static func bytes(from old: Frame?, to new: Frame) -> String {
        var output = ""
        guard let old, old.size == new.size else {
            output += Screen.clearScreen
            for (row, line) in new.lines.enumerated() where !line.cells.isEmpty {
                output += moveTo(row: row) + line.escaped
            }
            return output + (new.overlay ?? "")
        }
        for row in 0..<max(old.lines.count, new.lines.count) {
            let before = row < old.lines.count ? old.lines[row] : nil
            let after = row < new.lines.count ? new.lines[row] : nil
            guard before != after else { continue }
            output += moveTo(row: row) + "\u{1B}[2K" + (after?.escaped ?? "")
        }
        // An image is drawn over the text: again whenever the text under it may have changed.
        if let overlay = new.overlay, !output.isEmpty || old.overlay != overlay { output += overlay }
        return output
    }

    /// The cursor on a line of its own under `frame`: what is written after
    /// the loop (a command's report) starts there, not glued to the frame's
    /// key line or over it (issue 28).
    static func lineUnder(_ frame: Frame) -> String {
        moveTo(row: max(0, frame.lines.count - 1)) + "\n"
    }

    /// The cursor to the start of `row` (0 the top).
    private static func moveTo(row: Int) -> String {
        "\u{1B}[\(row + 1);1H"
    }
}
