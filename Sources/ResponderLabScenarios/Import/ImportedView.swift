import Foundation

/// A view read from a `recursiveDescription` dump (FIDELITY 10.1), before it is built.
struct ImportedView: Hashable, Sendable {
  var className: String
  /// The UIKit class a description prints for a class of the app's (`baseClass = UITabBar`).
  var baseClass: String?
  var address: UInt?
  var frame: CGRect
  var text: String?
  /// The `text = '…'` field as printed, shown back for views the simulator gives no text.
  var textField: String?
  var isHidden = false
  var alpha: CGFloat = 1
  var clipsToBounds = false
  var isUserInteractionEnabled = true
  var tag = 0
  var identifier: String?
  var backgroundColor: String?
  /// Fields the simulator does not model, exactly as printed, to be shown back.
  var otherFields: [String] = []
  /// A scroll view's `contentOffset: {x, y}`, kept in ``otherFields`` too (FIDELITY 14.13).
  var contentOffset: CGPoint?
  /// Text printed after the description's closing `>`.
  var trailing = ""
  var subviews: [ImportedView] = []
  var line: Int
}

/// Reads the lines of a `recursiveDescription` dump into ``ImportedView``s.
struct RecursiveDescriptionParser {
  let file: String
  /// The fields ``ImportedView`` models; every other field is kept verbatim.
  static let modeledFields: Set<String> = [
    "frame", "text", "hidden", "alpha", "clipsToBounds", "userInteractionEnabled", "tag",
    "identifier", "backgroundColor",
  ]

  /// The top views of the dump (usually one window), with their subtrees.
  func parse(_ lines: [DumpLine], notes: inout [String]) throws(InputError) -> [ImportedView] {
    // A stack of (depth, path of indices) builds the tree without recursion.
    var roots: [ImportedView] = []
    var path: [Int] = []  // indices from roots down to the last view added
    for line in lines {
      if line.isPresented {
        throw InputError(
          file: file, position: SourcePosition(line: line.number, column: line.contentColumn - 2),
          expected: "'   | ' before a nested view", found: "'   + ' (a presented controller)",
          fix: "import a _printHierarchy dump as a file of its own.")
      }
      let view = try parseView(line, notes: &notes)
      path = Array(path.prefix(line.depth))
      if line.depth == 0 {
        roots.append(view)
        path = [roots.count - 1]
      } else {
        path.append(Self.append(view, to: &roots, at: path))
      }
    }
    return roots
  }

  /// Appends `view` under the view at `path`; returns its index there.
  private static func append(_ view: ImportedView, to roots: inout [ImportedView], at path: [Int])
    -> Int
  {
    func insert(_ nodes: inout [ImportedView], _ rest: ArraySlice<Int>) -> Int {
      let index = rest[rest.startIndex]
      if rest.count == 1 {
        nodes[index].subviews.append(view)
        return nodes[index].subviews.count - 1
      }
      return insert(&nodes[index].subviews, rest.dropFirst())
    }
    return insert(&roots, path[...])
  }

  func parseView(_ line: DumpLine, notes: inout [String]) throws(InputError) -> ImportedView {
    var reader = ObjectDescriptionReader(
      line.content, lineNumber: line.number, column: line.contentColumn, file: file)
    let description = try reader.readDescription()
    if !description.isComplete {
      notes.append(
        "line \(line.number): the description of \(description.className) stops before its '>' (the dump was cut); what it shows is kept."
      )
    }
    guard let frame = description.field("frame").flatMap({ Self.frame($0.value) }) else {
      notes.append(
        "line \(line.number): \(description.className) has no readable frame; it is rebuilt with (0 0; 0 0)."
      )
      return Self.view(description, frame: .zero, line: line.number)
    }
    return Self.view(description, frame: frame, line: line.number)
  }

  /// The view a description read from line `line` prints, with `frame`, its modeled fields and
  /// every other field kept verbatim.
  static func view(_ description: ObjectDescription, frame: CGRect, line: Int) -> ImportedView {
    var view = ImportedView(
      className: description.className, address: description.numericAddress, frame: frame,
      line: line)
    for field in description.fields {
      switch field.key {
      case "frame": break
      case "text":
        view.text = DumpEscapes.decode(field.value)
        view.textField = field.verbatim
      case "hidden": view.isHidden = field.value == "YES"
      case "alpha": view.alpha = CGFloat(Double(field.value) ?? 1)
      case "clipsToBounds": view.clipsToBounds = field.value == "YES"
      case "userInteractionEnabled": view.isUserInteractionEnabled = field.value != "NO"
      case "tag": view.tag = Int(field.value) ?? 0
      case "identifier": view.identifier = field.value
      case "backgroundColor": view.backgroundColor = field.value
      default:
        if field.key == "contentOffset" { view.contentOffset = Self.point(field.value) }
        if field.key == "baseClass" { view.baseClass = field.value }
        view.otherFields.append(field.verbatim)
      }
    }
    view.trailing = description.trailing
    return view
  }

  /// `{x, y}`, as scroll views print their content offset.
  static func point(_ value: String) -> CGPoint? {
    let numbers = value.trimmingCharacters(in: CharacterSet(charactersIn: "{} "))
      .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard numbers.count == 2, numbers.allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else {
      return nil
    }
    return CGPoint(x: numbers[0], y: numbers[1])
  }

  /// `(x y; w h)`, also accepting commas, as chisel prints `(x, y; w, h)` (FIDELITY 10.3).
  static func frame(_ value: String) -> CGRect? {
    var bytes = Array(value.utf8)
    for index in bytes.indices where bytes[index] == UInt8(ascii: ",") {
      bytes[index] = UInt8(ascii: " ")
    }
    guard bytes.first == UInt8(ascii: "("), bytes.last == UInt8(ascii: ")") else { return nil }
    let edges: Set<UInt8> = [UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: " ")]
    var numbers: [Double] = []
    var lower = 0
    var upper = bytes.count
    while lower < upper, edges.contains(bytes[lower]) { lower += 1 }
    while upper > lower, edges.contains(bytes[upper - 1]) { upper -= 1 }
    for part in bytes[lower..<upper].split(whereSeparator: {
      $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ";")
    }) {
      guard let number = Double(UTF8Text.string(part)) else { continue }
      guard numbers.count < 4, number.isFinite, abs(number) < 1e9 else { return nil }
      numbers.append(number)
    }
    guard numbers.count == 4 else { return nil }
    return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }
}
