/// A call that UIKit answers with an exception, refused by the simulator and recorded instead.
///
/// The simulator never traps on misuse: the call leaves the state as it was and the fault goes into
/// ``Simulation/faults`` and the trace, with a message that names the objects and says how to fix it.
public struct UIKitFault: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name of the exception UIKit raises, such as `NSInvalidArgumentException`.
  public let exceptionName: String
  /// UIKit's reason text, or the simulator's where UIKit's is not known.
  public let reason: String
  /// What to do instead.
  public let fix: String

  /// Creates a fault.
  public init(exceptionName: String, reason: String, fix: String) {
    self.exceptionName = exceptionName
    self.reason = reason
    self.fix = fix
  }

  /// `NSInvalidArgumentException: Can't add self as subview. To fix, …`
  public var description: String {
    "\(exceptionName): \(reason) To fix, \(fix)"
  }
}

extension UIKitFault {
  /// The exception UIKit raises for invalid arguments.
  public static let invalidArgument = "NSInvalidArgumentException"
  /// The exception UIKit raises for inconsistent states.
  public static let internalInconsistency = "NSInternalInconsistencyException"
  /// The exception UIKit raises when a child's view is placed under the wrong controller (FIDELITY 8.3).
  public static let hierarchyInconsistency = "UIViewControllerHierarchyInconsistency"
  /// Not an exception: a SwiftUI trap (`Fatal error`), which the simulator records instead of
  /// stopping the process.
  public static let swiftUIFatalError = "SwiftUI Fatal error"
}
