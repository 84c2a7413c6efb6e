import Foundation

/// The root of the simulator's classes with identity, standing where `NSObject` stands in UIKit: it
/// ties each object to its simulation and gives it a stable, address-free name (`UIView#3`).
@preconcurrency @MainActor
open class SimulatedObject {
  /// The simulation this object reports to: the one current when it was created.
  package let simulation: Simulation
  private var objectNumber: Int
  private var classNameOverride: String?
  private var address: UInt

  /// Creates an object in the current simulation.
  public init() {
    let simulation = Simulation.current
    self.simulation = simulation
    self.objectNumber = simulation.registry.nextNumber(for: Self.self)
    self.address = simulation.registry.nextSyntheticAddress()
  }

  // MARK: - Names

  /// The class name dumps and traces show for this object.
  public var className: String {
    classNameOverride ?? String(describing: type(of: self))
  }

  /// The stable, address-free name of this object (`UIView#3`).
  public var objectName: ObjectName {
    ObjectName(
      className: className, number: objectNumber,
      address: address)
  }

  /// For an object shown under another class name (``showAs(className:)``), the simulator's class
  /// it is an instance of, which UIKit's descriptions print for an app's subclass of its classes
  /// (`baseClass = UIWindow`); nil for an object that shows its own class.
  package final var shownBaseClassName: String? {
    classNameOverride == nil ? nil : String(describing: type(of: self))
  }

  /// Shows this object under another class name, for objects rebuilt from a device's dump.
  ///
  /// The object's number is then counted among that name's; the number it had, if it was its
  /// class's last, is taken back, so the class's numbers have no gap. Shown under its own class's
  /// name, it keeps its name and number.
  package func showAs(className name: String) {
    let ownClass = type(of: self)
    if classNameOverride == nil {
      guard name != String(describing: ownClass) else { return }
      simulation.registry.takeBack(objectNumber, for: ownClass)
    }
    classNameOverride = name
    objectNumber = simulation.registry.nextNumber(forClassName: name)
  }

  /// Shows this object at the address a device's dump printed for it, so that UIKit-style dumps of
  /// an imported hierarchy print the device's addresses. Objects no dump placed keep a synthetic
  /// address (``ObjectRegistry/syntheticAddressBase``), the same from run to run.
  package func showAt(address: UInt) {
    self.address = address
  }

  /// Records an event about this object in its simulation's trace.
  package func trace(_ category: TraceEvent.Category, _ message: @autoclosure () -> String) {
    guard simulation.trace.isRecording(category) else { return }
    simulation.trace.record(category, subject: objectName, message(), at: simulation.now)
  }

}

extension SimulatedObject: CustomStringConvertible {
  /// The object's stable name, as in `UIView#3`.
  nonisolated public var description: String {
    MainActor.assumeIsolated { objectName.description }
  }
}
