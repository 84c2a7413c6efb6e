import Foundation

/// A view read from a `recursiveDescription` dump (FIDELITY 10.1), before it is built.
struct ImportedView: Hashable, Sendable {
  var className: String
  var address: UInt?
  var frame: CGRect
  var text: String?
  var isHidden = false
  var alpha: CGFloat = 1
  var clipsToBounds = false
  var isUserInteractionEnabled = true
  var tag = 0
  var identifier: String?
  var backgroundColor: String?
  var subviews: [ImportedView] = []
  var line: Int
}

/// Reads a `recursiveDescription` dump into ``ImportedView``s.
struct RecursiveDescriptionParser {
  let file: String

  /// The top views of the dump (usually one window), with their subtrees.
  func parse(_ text: String) throws(InputError) -> [ImportedView] {
    let lines = DumpLine.lines(of: text)
    guard !lines.isEmpty else {
      throw InputError(
        file: file, position: SourcePosition(line: 1, column: 1),
        expected: "a recursiveDescription dump (FIDELITY 10.1)", found: "an empty file",
        fix: "paste the output of `po [view recursiveDescription]` into the file.")
    }
    // A stack of (depth, path of indices) builds the tree without recursion.
    var roots: [ImportedView] = []
    var path: [Int] = []  // indices from roots down to the last view added
    var previousDepth = -1
    for line in lines {
      if line.content.hasSuffix("(layer)") || line.content.hasPrefix("<CALayer") { continue }
      if line.isPresented {
        throw InputError(
          file: file, position: SourcePosition(line: line.number, column: line.contentColumn - 5),
          expected: "'   | ' before a nested view", found: "'   + ' (a presented controller)",
          fix: "import a _printHierarchy dump as a whole file of its own.")
      }
      if line.depth > previousDepth + 1 {
        throw InputError(
          file: file, position: SourcePosition(line: line.number, column: 1),
          expected: "at most \(previousDepth + 1) '   | ' prefixes (one more than the line above)",
          found: "\(line.depth)",
          fix: "restore the missing parent view's line, or remove the extra prefixes.")
      }
      let view = try parseView(line)
      path = Array(path.prefix(line.depth))
      if line.depth == 0 {
        roots.append(view)
        path = [roots.count - 1]
      } else {
        path.append(Self.append(view, to: &roots, at: path))
      }
      previousDepth = line.depth
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

  func parseView(_ line: DumpLine) throws(InputError) -> ImportedView {
    var reader = ObjectDescriptionReader(
      line.content, lineNumber: line.number, column: line.contentColumn, file: file)
    let description = try reader.readDescription(fieldsExpected: true)
    guard let frameField = description.field("frame") else {
      throw InputError(
        file: file, position: SourcePosition(line: line.number, column: description.endColumn - 1),
        expected: "a 'frame = (x y; w h)' field in the description of \(description.className)",
        found: description.fields.isEmpty ? "no fields" : "no frame",
        fix: "copy the whole line from recursiveDescription, which always prints the frame.")
    }
    var view = ImportedView(
      className: description.className, address: description.numericAddress,
      frame: try Self.parseFrame(frameField, line: line.number, file: file), line: line.number)
    for field in description.fields {
      switch field.key {
      case "text": view.text = field.value
      case "hidden": view.isHidden = field.value == "YES"
      case "alpha": view.alpha = CGFloat(Double(field.value) ?? 1)
      case "clipsToBounds": view.clipsToBounds = field.value == "YES"
      case "userInteractionEnabled": view.isUserInteractionEnabled = field.value != "NO"
      case "tag": view.tag = Int(field.value) ?? 0
      case "identifier": view.identifier = field.value
      case "backgroundColor": view.backgroundColor = field.value
      default: break
      }
    }
    return view
  }

  /// `(x y; w h)`, also accepting commas, as chisel prints `(x, y; w, h)` (FIDELITY 10.3).
  static func parseFrame(_ field: ObjectDescription.Field, line: Int, file: String)
    throws(InputError) -> CGRect
  {
    let cleaned = field.value.replacingOccurrences(of: ",", with: " ")
    let numbers =
      cleaned.trimmingCharacters(in: CharacterSet(charactersIn: "() "))
      .split(whereSeparator: { $0 == " " || $0 == ";" }).compactMap { Double($0) }
    guard cleaned.hasPrefix("("), cleaned.hasSuffix(")"), numbers.count == 4 else {
      throw InputError(
        file: file, position: SourcePosition(line: line, column: field.column),
        expected: "a frame '(x y; w h)' with four numbers", found: "'\(field.value)'",
        fix: "write the frame as UIKit prints it, e.g. (0 0; 390 844).")
    }
    return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }
}
