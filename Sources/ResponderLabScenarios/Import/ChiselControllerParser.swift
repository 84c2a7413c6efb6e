import Foundation

/// Reads chisel's `pvc` dump (FIDELITY 10.3) into ``ImportedController``s.
///
/// chisel prints no appearance state: a controller whose view is loaded is taken as on screen.
struct ChiselControllerParser {
  let file: String

  func parse(_ lines: [DumpLine], notes: inout [String]) throws(InputError) -> ImportedController {
    guard let first = lines.first else {
      throw InputError(
        file: file, position: SourcePosition(line: 1, column: 1),
        expected: "a chisel pvc dump (FIDELITY 10.3)", found: "an empty file",
        fix: "paste the output of `pvc` into the file.")
    }
    var root = try controller(first, notes: &notes)
    // The path from the root to the last controller read: at each level, the index and whether
    // that controller was presented.
    var path: [(index: Int, presented: Bool)] = []
    for line in lines.dropFirst() {
      guard line.depth >= 1 else {
        notes.append(
          "line \(line.number): a second root controller is not rebuilt; import it as a file of its own."
        )
        break
      }
      path = Array(path.prefix(line.depth - 1))
      let index = PrintHierarchyParser.insert(
        try controller(line, notes: &notes), presented: line.isPresented, into: &root,
        at: path[...])
      path.append((index, line.isPresented))
    }
    return root
  }

  private func controller(_ line: DumpLine, notes: inout [String]) throws(InputError)
    -> ImportedController
  {
    var reader = ObjectDescriptionReader(
      line.content, lineNumber: line.number, column: line.contentColumn, file: file)
    let description = try reader.readDescription()
    try ImportedController.checkIsController(description.className, file: file, line: line)
    var controller = ImportedController(
      className: description.className, address: description.numericAddress,
      state: "disappeared", line: line.number)
    if line.isPresented { controller.presentationControllerClassName = "UIPresentationController" }
    if description.field("view not loaded") != nil {
      controller.viewIsInWindow = false
      return controller
    }
    guard let view = description.field("view") else {
      notes.append(
        "line \(line.number): \(description.className) shows no 'view = <…>'; its view is rebuilt as not loaded."
      )
      controller.viewIsInWindow = false
      return controller
    }
    // `<UIView; 0x7f…>`: the class, then the address after a semicolon.
    let parts = view.value.trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
      .components(separatedBy: ";").map { $0.trimmingCharacters(in: .whitespaces) }
    let viewClassName = parts.first.map { $0.components(separatedBy: "#").first ?? $0 } ?? ""
    guard ObjectDescriptionReader.isClassName(viewClassName) else {
      notes.append(
        "line \(line.number): the view of \(description.className) is not '<Class; 0x…>' ('\(view.value.prefix(30))'); its view is rebuilt as not loaded."
      )
      controller.viewIsInWindow = false
      return controller
    }
    controller.viewClassName = viewClassName
    if parts.count > 1, parts[1].hasPrefix("0x") {
      controller.viewAddress = UInt(parts[1].dropFirst(2), radix: 16)
    }
    if let frame = description.field("frame") {
      controller.viewFrame = RecursiveDescriptionParser.frame(frame.value)
    }
    controller.state = "appeared"
    return controller
  }
}
