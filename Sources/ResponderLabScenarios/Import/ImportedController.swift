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

  /// UIKit's responders that are never view controllers, and what each is (FIDELITY 1.7).
  static let uikitNonControllers = [
    "UIApplication": "the application", "UIWindowScene": "a window scene",
    "UIScene": "a scene", "UIWindow": "a window",
  ]

  /// Refuses a controller tree's line whose class is one of UIKit's own responders that are not
  /// controllers: no device prints the application or a window as a controller, so the line is not
  /// a controller tree's (or its class name was cut from another line).
  static func checkIsController(
    _ className: String, file: String, line: DumpLine
  ) throws(InputError) {
    guard let what = uikitNonControllers[className] else { return }
    throw InputError(
      file: file, position: SourcePosition(line: line.number, column: line.contentColumn + 1),
      expected: "a view controller's description (FIDELITY 10.2, 10.3)",
      found: "\(className), \(what), which UIKit never prints as a controller",
      fix: "import that line's dump on its own: a controller tree lists only view controllers.")
  }

  /// Whether this controller or one below it (child or presented) has a view in the window.
  var hasViewInWindow: Bool {
    (viewClassName != nil && viewIsInWindow) || children.contains { $0.hasViewInWindow }
      || presented.contains { $0.hasViewInWindow }
  }
}

/// Reads the lines of a `_printHierarchy` dump into ``ImportedController``s.
struct PrintHierarchyParser {
  let file: String
  /// The states iOS prints; others are kept and noted.
  static let states = ["appeared", "disappeared", "appearing", "disappearing"]

  func parse(_ lines: [DumpLine], notes: inout [String]) throws(InputError) -> ImportedController {
    guard let first = lines.first else {
      throw InputError(
        file: file, position: SourcePosition(line: 1, column: 1),
        expected: "a _printHierarchy dump (FIDELITY 10.2)", found: "an empty file",
        fix: "paste the output of `po [rootViewController _printHierarchy]` into the file.")
    }
    var root = try parseController(first, notes: &notes)
    var path: [(index: Int, presented: Bool)] = []
    for line in lines.dropFirst() {
      guard line.depth >= 1 else {
        notes.append(
          "line \(line.number): a second root controller (\(line.content.prefix(40))…) is not rebuilt; import it as a file of its own."
        )
        break
      }
      var controller = try parseController(line, notes: &notes)
      if line.isPresented, controller.presentationControllerClassName == nil {
        controller.presentationControllerClassName = "UIPresentationController"
      }
      path = Array(path.prefix(line.depth - 1))
      let index = Self.insert(controller, presented: line.isPresented, into: &root, at: path[...])
      path.append((index, line.isPresented))
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

  func parseController(_ line: DumpLine, notes: inout [String]) throws(InputError)
    -> ImportedController
  {
    var reader = ObjectDescriptionReader(
      line.content, lineNumber: line.number, column: line.contentColumn, file: file)
    let head = try reader.readDescription()
    try ImportedController.checkIsController(head.className, file: file, line: line)
    var controller = ImportedController(
      className: head.className, address: head.numericAddress, state: "", line: line.number)
    var rest = Substring(reader.rest)
    func take(_ prefix: String) -> Bool {
      guard rest.hasPrefix(prefix) else { return false }
      rest = rest.dropFirst(prefix.count)
      return true
    }
    if take(", state: ") {
      controller.state = String(rest.prefix { $0 != "," && $0 != " " })
      rest = rest.dropFirst(controller.state.count)
      if !Self.states.contains(controller.state) {
        notes.append(
          "line \(line.number): state '\(controller.state)' of \(head.className) is not one iOS prints (appeared, disappeared, appearing, disappearing); it is rebuilt as disappeared."
        )
      } else if controller.state.hasSuffix("ing") {
        notes.append(
          "line \(line.number): \(head.className) was \(controller.state) (a transition in progress); the simulator rebuilds it \(controller.state.hasPrefix("app") ? "appeared" : "disappeared")."
        )
      }
    }
    if take(", view: ") {
      rest = rest.drop { $0 == " " }
      if take("(view not loaded)") {
        controller.viewIsInWindow = false
      } else if rest.hasPrefix("<") {
        var viewReader = ObjectDescriptionReader(
          String(rest), lineNumber: line.number,
          column: line.contentColumn + line.content.count - rest.count, file: file)
        let view = try viewReader.readDescription()
        controller.viewClassName = view.className
        controller.viewAddress = view.numericAddress
        rest = Substring(viewReader.rest)
      }
      if take(" not in the window") { controller.viewIsInWindow = false }
    }
    if take(", presented with: "), rest.hasPrefix("<") {
      var presentationReader = ObjectDescriptionReader(
        String(rest), lineNumber: line.number,
        column: line.contentColumn + line.content.count - rest.count, file: file)
      let presentation = try presentationReader.readDescription()
      controller.presentationControllerClassName = presentation.className
      controller.presentationAddress = presentation.numericAddress
      rest = Substring(presentationReader.rest)
    }
    let extra = rest.trimmingCharacters(in: .whitespaces)
    if !extra.isEmpty {
      notes.append(
        "line \(line.number): '\(extra.prefix(60))' after \(head.className) is not read (the line may be cut short or in an unknown wording)."
      )
    }
    return controller
  }
}
