// The rows of a verify chunk report (`verify --chunk I/N --report FILE`):
// one line per frame, the table's cells and "pass" or "fail", separated by
// tabs. Written and read here, so the two cannot drift apart; what reads
// them (`verify --merge`) trusts no count in them.

extension VerificationReport {
    /// Cells in a report row: the table's, then "pass" or "fail".
    public static let cellsPerRow = columnTitles.count + 1

    /// This report's rows as report lines (without the tag line).
    public func reportLines() -> [String] {
        zip(rows(), results).map { cells, result in (cells + [result.passed ? "pass" : "fail"]).joined(separator: "\t") }
    }

    /// The rows of report lines (without the tag line), each ``cellsPerRow``
    /// cells ending in "pass" or "fail".
    /// - Throws: ``ReportRowError`` naming the first malformed line, counted from `firstLine`.
    public static func parseReportLines(_ lines: [Substring], firstLine: Int = 1) throws(ReportRowError) -> [[String]] {
        var rows: [[String]] = []
        rows.reserveCapacity(lines.count)
        for (offset, line) in lines.enumerated() {
            let cells = line.split(separator: "\t", maxSplits: cellsPerRow, omittingEmptySubsequences: false)
            guard cells.count == cellsPerRow, cells.last == "pass" || cells.last == "fail" else {
                let count = cells.count > cellsPerRow ? "more than \(cellsPerRow)" : "\(cells.count)"
                throw ReportRowError(line: firstLine + offset,
                                     problem: "has \(count) cells, not the \(cellsPerRow) of a report row ending in pass or fail")
            }
            rows.append(cells.map(String.init))
        }
        return rows
    }
}

/// A malformed line of a verify chunk report.
public struct ReportRowError: Error, Sendable, CustomStringConvertible {
    /// The line's number in the report file (1 is the tag).
    public let line: Int
    /// What is wrong with it ("has 7 cells, not the 7 …").
    public let problem: String
    /// "line 3 has 7 cells, …".
    public var description: String { "line \(line) \(problem)" }
}
