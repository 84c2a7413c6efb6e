import Foundation
import ResponderLabDevice
import SimUIKit

/// Joins the dumps of one moment into one world. Controller trees come first (they make the
/// controllers and their views), then view trees (which place views, reusing the ones a controller
/// tree made when the addresses match), then chains (which fix who answers whom). When a view tree
/// or a chain is joined to a controller tree, views the simulator added that no dump shows are
/// taken out again, so that the structure is the dumps'.
@MainActor
final class DumpAssembler {
  let world: LabWorld
  private var madeControllers = false
  private var joined = false
  /// The objects the dump being read printed a line for, whether or not the line has an address.
  private var printed = Set<ObjectIdentifier>()

  init(world: LabWorld) {
    self.world = world
  }

  /// Reads `pieces` stage by stage (see ``DumpStage``), each with its format's reader.
  func assemble(_ pieces: [DumpPiece]) throws(InputError) {
    for stage in [DumpStage.controllers, .views, .chains] {
      for piece in pieces {
        let reader = DumpFormats.reader(for: piece.format)
        guard reader.stage == stage else { continue }
        record(piece, roots: try reader.read(piece, into: self))
      }
    }
    if joined { pruneUnshownViews() }
  }

  /// Builds a controller tree, or joins it to the one built before by address.
  func readControllers(_ root: ImportedController, file: String) -> [UIResponder] {
    if !madeControllers {
      madeControllers = true
      let built = ControllerTreeBuilder(world: world).build(root)
      markPrinted(controllersFrom: built)
      return [built]
    }
    if let existing = mergeControllers(root) { return [existing] }
    world.notes.append(
      "\(file): line \(root.line): this controller tree shares no address with the dumps before it, so it is not joined to them."
    )
    return []
  }

  /// Places a view tree, reusing by address the views other dumps made.
  func readViews(_ piece: DumpPiece) throws(InputError) -> [UIResponder] {
    var notes: [String] = []
    let roots = try RecursiveDescriptionParser(file: piece.file).parse(piece.lines, notes: &notes)
    world.notes += notes.map { "\(piece.file): \($0)" }
    var made: [UIResponder] = []
    for root in roots {
      if let address = root.address, let existing = world.object(atAddress: address) as? UIView {
        merge(root, into: existing)
        made.append(existing)
        joined = joined || madeControllers
      } else if let view = place(root, file: piece.file) {
        made.append(view)
        joined = joined || madeControllers
      }
    }
    return made
  }

  /// Makes or finds a chain's responders and links them.
  func readChain(_ piece: DumpPiece) throws(InputError) -> [UIResponder] {
    let chain = try ResponderChainParser(file: piece.file).parse(
      piece.text, lines: piece.lines, format: piece.format)
    let hadObjects = !world.ids.isEmpty
    let objects = try ChainBuilder(file: piece.file, world: world).build(chain)
    printed.formUnion(objects.map(ObjectIdentifier.init))
    joined = joined || hadObjects
    return objects.first.map { [$0] } ?? []
  }

  /// Marks `root` and the controllers under it, children and presented alike, as printed.
  private func markPrinted(controllersFrom root: UIViewController) {
    var waiting = [root]
    while let controller = waiting.popLast() {
      guard printed.insert(ObjectIdentifier(controller)).inserted else { continue }
      waiting += controller.children
      if let presented = controller.presentedViewController { waiting.append(presented) }
    }
  }

  /// Records what a dump showed, for printing it back and for `--from`: the objects of its lines,
  /// found by address or made from a line without one.
  private func record(_ piece: DumpPiece, roots: [UIResponder]) {
    var shown = printed
    printed = []
    for line in piece.lines {
      var reader = ObjectDescriptionReader(
        line.content, lineNumber: line.number, column: line.contentColumn, file: piece.file)
      if let address = (try? reader.readDescription())?.numericAddress,
        let object = world.object(atAddress: address)
      {
        shown.insert(ObjectIdentifier(object))
      }
    }
    world.importedDumps.append(
      ImportedDump(
        file: piece.file, format: piece.format, roots: roots, layerLines: piece.layerLines,
        shown: shown))
  }

  // MARK: - Controller trees printed twice

  /// Applies what a second controller dump adds (chisel's frames) to the controllers with the same
  /// addresses; returns the object of its root line, if it is known.
  private func mergeControllers(_ imported: ImportedController) -> UIViewController? {
    let existing = imported.address.flatMap { world.object(atAddress: $0) } as? UIViewController
    if let existing, let frame = imported.viewFrame, let view = existing.viewIfLoaded {
      view.frame = frame
    }
    for child in imported.children + imported.presented { _ = mergeControllers(child) }
    return existing
  }

  // MARK: - View trees

  /// Places a view tree no earlier dump named: a window becomes the device's window (or another
  /// window of its scene), another view the detached top view.
  private func place(_ root: ImportedView, file: String) -> UIView? {
    let isWindow = DumpImporter.isWindow(className: root.className, baseClass: root.baseClass)
    if isWindow, let window = world.window, !world.namedByDump.contains(ObjectIdentifier(window)) {
      merge(root, into: window)
      return window
    }
    if world.window == nil, isWindow {
      world.window = world.device.window
      merge(root, into: world.device.window)
      world.device.window.makeKey()
      return world.device.window
    }
    let top = makeView(root)
    if let window = top as? UIWindow {
      window.windowScene = world.scene
      return window
    }
    if world.detachedRootView == nil, world.window == nil {
      world.detachedRootView = top
      return top
    }
    world.notes.append(
      "\(file): line \(root.line): a top-level view (\(root.className)) outside any window and not named by another dump is kept apart; --from still finds it."
    )
    world.retained.append(top)
    return top
  }

  private func makeView(_ imported: ImportedView) -> UIView {
    let view = DumpImporter.newView(
      className: imported.className, baseClass: imported.baseClass, frame: imported.frame)
    printed.insert(ObjectIdentifier(view))
    imported.apply(to: view, in: world)
    for subview in imported.subviews { view.addSubview(makeView(subview)) }
    world.notes += ImportedControls.apply(imported, to: view)
    return view
  }

  /// Gives `view` what the dump printed for it, then its subviews: the ones other dumps made are
  /// moved here, the others made.
  private func merge(_ imported: ImportedView, into view: UIView) {
    printed.insert(ObjectIdentifier(view))
    imported.apply(to: view, in: world)
    for subview in imported.subviews {
      if let address = subview.address, let existing = world.object(atAddress: address) as? UIView {
        if existing.superview !== view { view.addSubview(existing) }
        merge(subview, into: existing)
      } else {
        view.addSubview(makeView(subview))
      }
    }
  }

  /// Takes out the wrappers the simulator made (FIDELITY 1.6) that no dump shows and that hold
  /// nothing any more, once the dumps placed the views they held elsewhere.
  private func pruneUnshownViews() {
    var windows = world.device.application.windows
    if let window = world.window, !windows.contains(where: { $0 === window }) {
      windows.append(window)
    }
    var removed = true
    while removed {
      removed = false
      var views: [UIView] = []
      for window in windows { window.forEachInSubtree { views.append($0) } }
      for view in views
      where view.subviews.isEmpty && view.superview != nil
        && LabWorld.wrapperClassNames.contains(view.className)
        && !world.namedByDump.contains(ObjectIdentifier(view)) && world.id(of: view) == nil
      {
        view.removeFromSuperview()
        removed = true
      }
    }
  }
}
