/// A QR code (ISO/IEC 18004, model 2) of some bytes in byte mode, versions
/// 1 to 10: the smallest version that holds them at the level asked, the
/// level raised while the version still holds them, and the mask with the
/// lowest penalty. Rows and columns count from the top-left corner.
public struct QRCode: Sendable, Equatable {
    public let version: Int
    public let errorCorrection: QRErrorCorrection
    public let mask: Int
    /// Modules per side: 21 for version 1, 4 more per version.
    public let size: Int
    /// Row by row, true for a dark module.
    let modules: [[Bool]]

    /// The code of `text`'s UTF-8 bytes; nil when they do not fit version 10
    /// at `minimumCorrection` (271 bytes at low).
    public init?(_ text: String, minimumCorrection: QRErrorCorrection = .medium) {
        self.init(bytes: Array(text.utf8), minimumCorrection: minimumCorrection)
    }

    public init?(bytes: [UInt8], minimumCorrection: QRErrorCorrection = .medium, mask forcedMask: Int? = nil) {
        guard
            let version = (1...QRBlockLayout.highestVersion).first(where: {
                QRCodewords.fits(bytes.count, version: $0, level: minimumCorrection)
            })
        else { return nil }
        let level = QRErrorCorrection.allCases.last {
            $0 >= minimumCorrection && QRCodewords.fits(bytes.count, version: version, level: $0)
        }!
        var matrix = QRMatrix(version: version)
        matrix.place(QRCodewords.make(bytes, version: version, level: level))
        let masks = forcedMask.map { [$0] } ?? Array(0..<8)
        let scored = masks.map { mask in
            let modules = matrix.finished(level: level, mask: mask)
            return (mask: mask, modules: modules, penalty: QRPenalty.score(modules))
        }
        let (mask, modules, _) = scored.min { $0.penalty < $1.penalty }!
        self.version = version
        errorCorrection = level
        self.mask = mask
        size = modules.count
        self.modules = modules
    }

    /// Whether the module at `row`, `column` is dark; outside the code (the
    /// quiet zone around it) every module is light.
    public func isDark(row: Int, column: Int) -> Bool {
        (0..<size).contains(row) && (0..<size).contains(column) && modules[row][column]
    }
}
