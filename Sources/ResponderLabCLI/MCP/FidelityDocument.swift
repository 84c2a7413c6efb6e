import Foundation
import Synchronization

/// `docs/fidelity.md` cut into its rows, one per numbered fact, so that each can be read as a
/// resource and cited: `responder-lab://fidelity/4.6`.
struct FidelityDocument: Sendable {
  /// One fact's row, with its table's heading and header, so that it reads on its own.
  struct Row: Equatable, Sendable {
    /// The fact's number (`4.6`) or id (`R13`).
    var number: String
    /// The section it is in: `4. The adaptive delegate during a pull-down`.
    var section: String
    /// The status (`modeled`, `assumption`, `not yet`) or, beyond the fact sheet, the confidence.
    var status: String
    /// What the simulator does.
    var summary: String
    /// The Markdown of the section heading, the table's header and the row.
    var markdown: String
  }

  /// The scheme and authority of the server's resources.
  static let uriPrefix = "responder-lab://"
  /// The whole page's URI.
  static let pageURI = uriPrefix + "docs/fidelity.md"
  /// A row's URI template (RFC 6570).
  static let rowTemplate = uriPrefix + "fidelity/{number}"

  /// The file read.
  var path: String
  /// The whole page.
  var text: String
  /// The rows in the page's order.
  var rows: [Row]

  /// The URI of the row numbered `number`.
  static func uri(of number: String) -> String { uriPrefix + "fidelity/" + number }

  /// The row a URI names, if any.
  func row(at uri: String) -> Row? {
    let prefix = Self.uriPrefix + "fidelity/"
    guard uri.hasPrefix(prefix) else { return nil }
    let number = uri.dropFirst(prefix.count)
    return rows.first { $0.number == number }
  }

  /// The last page read, with its bytes: a server started again on an unchanged page (as the
  /// fuzzer starts one per input) reads the file but does not cut it into rows again.
  ///
  /// NB: the bytes are compared whole (a `memcmp`), which costs microseconds; a checksum of them,
  /// byte by byte, cost more than the rest of a fuzz input under AddressSanitizer. They are kept as
  /// an array, whose buffer LeakSanitizer finds from here, not as `Data`, whose it does not.
  private static let lastRead = Mutex<(path: String, bytes: [UInt8], document: FidelityDocument)?>(
    nil)

  /// Reads the page at `path`, or nil when it cannot be read.
  init?(path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    if let last = Self.lastRead.withLock({ $0 }), last.path == path,
      Self.equal(last.bytes, data)
    {
      self = last.document
      return
    }
    guard let text = String(data: data, encoding: .utf8) else { return nil }
    self.init(path: path, text: text)
    let document = self
    Self.lastRead.withLock { $0 = (path, [UInt8](data), document) }
  }

  /// Whether `bytes` and `data` hold the same bytes.
  private static func equal(_ bytes: [UInt8], _ data: Data) -> Bool {
    guard bytes.count == data.count else { return false }
    return bytes.withUnsafeBytes { kept in
      data.withUnsafeBytes { read in
        guard let kept = kept.baseAddress, let read = read.baseAddress else { return true }
        return memcmp(kept, read, bytes.count) == 0
      }
    }
  }

  init(path: String, text: String) {
    self.path = path
    self.text = text
    var rows: [Row] = []
    var section = ""
    var header: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("## ") {
        section = String(line.dropFirst(3))
        header = []
        continue
      }
      guard line.hasPrefix("|") else {
        if !line.isEmpty { header = [] }
        continue
      }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard let number = cells.first, Self.isFactNumber(number),
        header.count == 2
      else {
        if header.count < 2 { header.append(line) }
        continue
      }
      rows.append(
        Row(
          number: number, section: section, status: cells.count > 1 ? cells[1] : "",
          summary: cells.count > 2 ? cells[2] : "",
          markdown: "## \(section)\n\n\(header[0])\n\(header[1])\n\(line)\n"))
    }
    self.rows = rows
  }

  /// Whether `text` numbers a fact: `4.6`, `10.2a` or `R13`.
  ///
  /// NB: checked by hand, not with a regular expression: the page has a thousand lines and the
  /// server reads it at each start, which a regular expression made cost tens of milliseconds.
  static func isFactNumber(_ text: String) -> Bool {
    var bytes = text.utf8[...]
    func digits() -> Bool {
      let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
      bytes = bytes.dropFirst(count)
      return count > 0
    }
    if bytes.first == UInt8(ascii: "R") {
      bytes = bytes.dropFirst()
      return digits() && bytes.isEmpty
    }
    guard digits(), bytes.first == UInt8(ascii: ".") else { return false }
    bytes = bytes.dropFirst()
    guard digits() else { return false }
    if let last = bytes.first, last >= UInt8(ascii: "a"), last <= UInt8(ascii: "z") {
      bytes = bytes.dropFirst()
    }
    return bytes.isEmpty
  }

  /// The page above `directory` (or in it): `docs/fidelity.md` in the nearest folder that has one.
  static func find(above directory: String) -> FidelityDocument? {
    var url = URL(fileURLWithPath: directory).standardizedFileURL
    for _ in 0..<8 {
      if let document = FidelityDocument(path: url.appendingPathComponent("docs/fidelity.md").path)
      {
        return document
      }
      if url.path == "/" { break }
      url.deleteLastPathComponent()
    }
    return nil
  }
}
