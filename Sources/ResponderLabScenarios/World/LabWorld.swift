public import ResponderLabDevice
public import SimUIKit

/// A simulated device built from a scenario or an imported dump: its simulation, application,
/// window, and the objects the input named, by id.
///
/// Every command of `responder-lab` works on a `LabWorld`, whatever it was built from.
@MainActor
public final class LabWorld {
  /// Where the world came from.
  public enum Origin: Hashable, Sendable {
    /// A scenario file.
    case scenario(file: String)
    /// An imported dump, in the given format.
    case dump(file: String, format: DumpFormat)
  }

  /// The simulated device: simulation, application, scene, key window and the user's hand.
  public let device: SimulatedDevice
  /// The simulation that owns every object of the world.
  public var simulation: Simulation { device.simulation }
  /// The application, kept alive by the world.
  public var application: UIApplication { device.application }
  /// The window, if the input described one (the device's window).
  public internal(set) var window: UIWindow?
  /// A controller tree that is not in a window (an imported `_printHierarchy` with no window).
  public internal(set) var detachedRootController: UIViewController?
  /// A view tree that is not in a window (an imported `recursiveDescription` without a window).
  public internal(set) var detachedRootView: UIView?
  /// Where the world came from.
  public let origin: Origin
  /// Ids in the order they were given.
  public private(set) var ids: [String] = []
  private var objectsByID: [String: UIResponder] = [:]
  /// The first id each object was given, for ``id(of:)`` in constant time.
  private var firstIDs: [ObjectIdentifier: String] = [:]
  /// The objects of ``ids`` by the address they show, the first registered for each, filled in as
  /// ``object(atAddress:)`` needs it; `indexedIDs` of the ids are in it.
  private var objectsByAddress: [UInt: UIResponder] = [:]
  private var indexedIDs = 0
  /// Explanations recorded while the world was built, in order: who is which delegate, and why.
  public internal(set) var notes: [String] = []
  var classCounts: [String: Int] = [:]
  /// Frames printed by an imported dump, applied once the hierarchy is built.
  var importedFrames: [(UIView, CGRect)] = []
  /// The dumps an import read, in order, with the objects at the top of each.
  public internal(set) var importedDumps: [ImportedDump] = []
  /// Fields an imported dump printed that the simulator does not model, shown back verbatim.
  public internal(set) var importedFields: [ObjectIdentifier: [String]] = [:]
  /// Text an imported dump printed after an object's closing `>`, shown back verbatim.
  public internal(set) var importedTrailers: [ObjectIdentifier: String] = [:]
  /// The objects some imported dump printed a line for (others were made by the simulator).
  var namedByDump: Set<ObjectIdentifier> = []
  /// The scenario's description of each controller it made.
  var specs: [ObjectIdentifier: Scenario.Controller] = [:]

  /// Objects the world keeps alive because nothing else does, such as delegates (FIDELITY 2.6:
  /// a presentation controller holds its delegate weakly).
  var retained: [AnyObject] = []
  /// How far the finger has dragged the top sheet, while a drag is in progress.
  var dragTranslation: CGFloat?
  /// The named values that SwiftUI-like content reads, made on first use.
  lazy var swiftUIState = ScenarioState()

  /// Creates an empty world on a new device with a launched application.
  init(
    origin: Origin, screenSize: CGSize = CGSize(width: 390, height: 844),
    safeAreaInsets: UIEdgeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  ) {
    self.origin = origin
    device = SimulatedDevice(screenSize: screenSize, safeAreaInsets: safeAreaInsets)
  }

  /// Creates an empty world on a new device of `profile` with a launched application.
  init(origin: Origin, profile: DeviceProfile) {
    self.origin = origin
    device = SimulatedDevice(profile: profile)
  }

  /// The window scene of the application.
  public var scene: UIWindowScene? { application.connectedScenes.first as? UIWindowScene }

  /// Gives `object` an id by which commands find it (`--from card`).
  ///
  /// NB: an object shows its dump's address before it is registered (``object(atAddress:)``
  /// indexes it by the address it shows then).
  func register(_ object: UIResponder, id: String) {
    if let previous = objectsByID[id] {
      guard previous !== object else { return }
      // An id given to another object: the indexes are rebuilt, which is rare.
      objectsByID[id] = object
      firstIDs = [:]
      for id in ids.reversed() { objectsByID[id].map { firstIDs[ObjectIdentifier($0)] = id } }
      objectsByAddress = [:]
      indexedIDs = 0
      return
    }
    ids.append(id)
    objectsByID[id] = object
    if firstIDs[ObjectIdentifier(object)] == nil { firstIDs[ObjectIdentifier(object)] = id }
  }

  /// The id the input gave `object`, if any.
  public func id(of object: UIResponder) -> String? {
    firstIDs[ObjectIdentifier(object)]
  }

  /// The object with the given id, with the given stable name (`UILabel#2`), or at the given
  /// address from an imported dump (`0x7fc89dd08500`).
  public func object(named name: String) -> UIResponder? {
    if let object = objectsByID[name] { return object }
    if name.lowercased().hasPrefix("0x"), let address = UInt(name.dropFirst(2), radix: 16) {
      return object(atAddress: address)
    }
    return allResponders.first { $0.objectName.description == name }
  }

  /// The address an imported dump printed for `object`, or nil when no dump printed it (the
  /// simulator made it, or the world is a scenario's).
  public func printedAddress(of object: UIResponder) -> UInt? {
    namedByDump.contains(ObjectIdentifier(object)) ? object.objectName.address : nil
  }

  /// The registered object shown at `address`, as an imported dump printed it.
  public func object(atAddress address: UInt) -> UIResponder? {
    while indexedIDs < ids.count {
      if let object = objectsByID[ids[indexedIDs]],
        objectsByAddress[object.objectName.address] == nil
      {
        objectsByAddress[object.objectName.address] = object
      }
      indexedIDs += 1
    }
    guard let object = objectsByAddress[address], object.objectName.address == address else {
      return nil
    }
    return object
  }

  /// Every id and stable name that ``object(named:)`` accepts, for error messages and completion.
  public var knownNames: [String] {
    ids + allResponders.map(\.objectName.description).filter { objectsByID[$0] == nil }
  }

  /// The root controller: the window's, or the detached one.
  public var rootController: UIViewController? {
    window?.rootViewController ?? detachedRootController
  }

  /// The top view: the window, or the detached view tree.
  public var rootView: UIView? { window ?? detachedRootView }

  /// Every responder reachable from the world: the views of the window, the controllers of the
  /// controller tree and what they present, the scene, the application and its delegate.
  public var allResponders: [UIResponder] {
    var result: [UIResponder] = []
    var seen = Set<ObjectIdentifier>()
    func add(_ responder: UIResponder) {
      if seen.insert(ObjectIdentifier(responder)).inserted { result.append(responder) }
    }
    var controllers: [UIViewController] = rootController.map { [$0] } ?? []
    while let controller = controllers.popLast() {
      // NB: each controller is walked once, so that no tree a dump got wrong can hold the walk.
      guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
      result.append(controller)
      controllers.append(contentsOf: controller.children.reversed())
      if let presented = controller.presentedControllerForDump { controllers.append(presented) }
    }
    rootView?.forEachInSubtree { add($0) }
    for case let view as UIView in result {
      if let controller = view.next as? UIViewController { add(controller) }
    }
    for id in ids { if let object = objectsByID[id] { add(object) } }
    if let scene { add(scene) }
    add(application)
    if let delegate = application.next { add(delegate) }
    return result
  }
}
