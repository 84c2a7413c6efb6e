import Foundation

/// A controller read from a `_printHierarchy` dump (FIDELITY 10.2), before it is built.
struct ImportedController: Hashable, Sendable {
  var className: String
  var address: UInt?
  var viewAddress: UInt?
  var presentationAddress: UInt?
  var state: String
  /// The view's class, or nil when the view is not loaded.
  var viewClassName: String?
  var viewIsInWindow = true
  /// The view's frame, when the dump printed it (chisel's pvc does).
  var viewFrame: CGRect?
  var presentationControllerClassName: String?
  var children: [ImportedController] = []
  var presented: [ImportedController] = []
  var line: Int
}

/// Reads a `_printHierarchy` dump into ``ImportedController``s.
struct PrintHierarchyParser {
  let file: String
  static let states = ["appeared", "disappeared", "appearing", "disappearing"]

  func parse(_ text: String) throws(InputError) -> ImportedController {
    let lines = DumpLine.lines(of: text)
    guard let first = lines.first else {
      throw InputError(
        file: file, position: SourcePosition(line: 1, column: 1),
        expected: "a _printHierarchy dump (FIDELITY 10.2)", found: "an empty file",
        fix: "paste the output of `po [rootViewController _printHierarchy]` into the file.")
    }
    guard first.depth == 0 else {
      throw InputError(
        file: file, position: SourcePosition(line: first.number, column: 1),
        expected: "the root controller's line with no '   | ' prefix",
        found: "\(first.depth) prefixes", fix: "copy the dump from its first line.")
    }
    var root = try parseController(first)
    var path: [(index: Int, presented: Bool)] = []
    var previousDepth = 0
    for line in lines.dropFirst() {
      guard line.depth >= 1 else {
        throw InputError(
          file: file, position: SourcePosition(line: line.number, column: 1),
          expected: "'   | ' or '   + ' before a child or presented controller",
          found: "a second root controller",
          fix: "import one root at a time; split the file.")
      }
      guard line.depth <= previousDepth + 1 else {
        throw InputError(
          file: file, position: SourcePosition(line: line.number, column: 1),
          expected: "at most \(previousDepth + 1) prefixes (one more than the line above)",
          found: "\(line.depth)",
          fix: "restore the missing parent controller's line, or remove the extra prefixes.")
      }
      var controller = try parseController(line)
      if line.isPresented, controller.presentationControllerClassName == nil {
        controller.presentationControllerClassName = "UIPresentationController"
      }
      path = Array(path.prefix(line.depth - 1))
      let index = Self.insert(controller, presented: line.isPresented, into: &root, at: path[...])
      path.append((index, line.isPresented))
      previousDepth = line.depth
    }
    return root
  }

  static func insert(
    _ controller: ImportedController, presented: Bool, into node: inout ImportedController,
    at path: ArraySlice<(index: Int, presented: Bool)>
  ) -> Int {
    guard let step = path.first else {
      if presented {
        node.presented.append(controller)
        return node.presented.count - 1
      }
      node.children.append(controller)
      return node.children.count - 1
    }
    if step.presented {
      return insert(
        controller, presented: presented, into: &node.presented[step.index], at: path.dropFirst())
    }
    return insert(
      controller, presented: presented, into: &node.children[step.index], at: path.dropFirst())
  }

  func parseController(_ line: DumpLine) throws(InputError) -> ImportedController {
    var reader = ObjectDescriptionReader(
      line.content, lineNumber: line.number, column: line.contentColumn, file: file)
    let head = try reader.readDescription(fieldsExpected: false)
    try reader.expect(
      ", state: ", fix: "write each controller as <Class 0x…>, state: appeared, view: <View 0x…>.")
    var state = ""
    while !reader.isAtEnd, reader.characters[reader.index] != "," {
      state.append(reader.characters[reader.index])
      reader.index += 1
    }
    guard Self.states.contains(state) else {
      reader.index -= state.count
      if reader.index + state.count == reader.characters.count,
        Self.states.contains(where: { $0.hasPrefix(state) })
      {
        reader.index += state.count
        throw reader.error(
          expected: "a state (appeared, disappeared, appearing or disappearing)",
          found: "the end of the line after '\(state)'",
          fix: "complete the line; the dump looks truncated (copy the whole output).")
      }
      throw reader.error(
        expected: "a state (appeared, disappeared, appearing or disappearing)",
        fix: "copy the state as _printHierarchy printed it.")
    }
    try reader.expect(", view: ", fix: "follow the state with ', view: <View 0x…>'.")
    var controller = ImportedController(
      className: head.className, address: head.numericAddress, state: state, line: line.number)
    if reader.lookingAt(" (view not loaded)") {
      reader.index += " (view not loaded)".count
      controller.viewIsInWindow = false
    } else {
      let view = try reader.readDescription(fieldsExpected: false)
      controller.viewClassName = view.className
      controller.viewAddress = view.numericAddress
      if reader.lookingAt(" not in the window") {
        reader.index += " not in the window".count
        controller.viewIsInWindow = false
      }
    }
    if reader.lookingAt(", presented with: ") {
      reader.index += ", presented with: ".count
      let presentation = try reader.readDescription(fieldsExpected: false)
      controller.presentationControllerClassName = presentation.className
      controller.presentationAddress = presentation.numericAddress
    }
    reader.skipSpaces()
    guard reader.isAtEnd else {
      throw reader.error(
        expected: "the end of the line, ' not in the window' or ', presented with: <…>'",
        fix: "remove the extra text or copy the line again.")
    }
    return controller
  }
}
