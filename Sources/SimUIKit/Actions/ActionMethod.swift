/// One entry of a responder class's table of action methods: a selector and the Swift method that
/// Objective-C would find for it by name.
///
/// Swift on Linux cannot call a method from its name, so a class lists the action methods it
/// implements once, in ``UIResponder/actionMethods``:
///
/// ```swift
/// final class EditorViewController: UIViewController {
///   func save(_ sender: Any?) { … }
///   func refresh() { … }
///
///   override class var actionMethods: [ActionMethod] {
///     super.actionMethods + [
///       ActionMethod("save:", EditorViewController.save),
///       ActionMethod("refresh", EditorViewController.refresh),
///     ]
///   }
/// }
/// ```
///
/// With the table, the default `canPerformAction(_:withSender:)` answers true for those selectors,
/// as UIKit's does for methods the class implements (FIDELITY 11.12), and an action that reaches the
/// responder calls the method. A class that overrides `canPerformAction(_:withSender:)` instead (as
/// code written for UIKit may) is still chosen as the target; if no method is listed, the simulator
/// records a warning that it could not call it.
public struct ActionMethod {
  /// The selector the method answers.
  public let selector: Selector
  /// The class that listed it, for diagnostics.
  public let declaringType: String
  private let call: (UIResponder, Any?) -> Bool

  /// Lists a method that takes one argument, for a selector with one colon (`save:`): the sender of
  /// an action (`Any?`, a control's own class), or the `Notification` of an observer.
  public init<Responder: UIResponder, Argument>(
    _ selector: Selector, _ method: @escaping (Responder) -> (Argument) -> Void
  ) {
    self.selector = selector
    self.declaringType = String(describing: Responder.self)
    self.call = { responder, sender in
      guard let responder = responder as? Responder, let argument = sender as? Argument else {
        return false
      }
      method(responder)(argument)
      return true
    }
  }

  /// Lists a method that takes no argument, for a selector with no colon (`refresh`).
  public init<Responder: UIResponder>(
    _ selector: Selector, _ method: @escaping (Responder) -> () -> Void
  ) {
    self.selector = selector
    self.declaringType = String(describing: Responder.self)
    self.call = { responder, _ in
      guard let responder = responder as? Responder else { return false }
      method(responder)()
      return true
    }
  }

  /// Lists a closure to run for the selector, for methods of other shapes.
  public init<Responder: UIResponder>(
    _ selector: Selector, of type: Responder.Type,
    perform body: @escaping (Responder, _ sender: Any?) -> Void
  ) {
    self.selector = selector
    self.declaringType = String(describing: Responder.self)
    self.call = { responder, sender in
      guard let responder = responder as? Responder else { return false }
      body(responder, sender)
      return true
    }
  }

  /// Calls the method on `responder`; false if the responder is not of the listing class or the
  /// argument not of the method's parameter type.
  package func invoke(on responder: UIResponder, sender: Any?) -> Bool {
    call(responder, sender)
  }
}

extension UIResponder {
  /// The method this responder's class lists for `selector`; a subclass's entry wins over its
  /// superclass's.
  package func actionMethod(for selector: Selector) -> ActionMethod? {
    type(of: self).actionMethods.last { $0.selector == selector }
  }

  /// Calls this responder's method for `action`; when none is listed, records a warning that the
  /// simulator could not call what UIKit would have.
  @discardableResult
  package func performAction(_ action: Selector, sender: Any?) -> Bool {
    if let method = actionMethod(for: action), method.invoke(on: self, sender: sender) {
      trace(.responder, "performs \(action)")
      return true
    }
    simulation.warn(
      "ResponderLab cannot call \(objectName)'s method for \(action): its class says it can perform the action but lists no method for it. To fix, add ActionMethod(\"\(action)\", …) to the class's actionMethods."
    )
    return false
  }
}

extension ActionMethod {
  /// Marks a class as overriding one of the show methods, which take the controller to show and so
  /// cannot be sent as plain actions; sending one records a warning.
  package init(showing selector: Selector) {
    self.init(selector, of: UIResponder.self) { responder, _ in
      MainActor.assumeIsolated {
        responder.simulation.warn(
          "\(selector) was sent as an action to \(responder.objectName); it needs the controller to show. To fix, call show(_:sender:) or showDetailViewController(_:sender:)."
        )
      }
    }
  }
}
