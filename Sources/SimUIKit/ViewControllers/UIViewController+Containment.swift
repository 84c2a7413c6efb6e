import Foundation

// Containment with exactly UIKit's automatic calls (FIDELITY 8.2): addChild(_:) sends
// willMove(toParent:) but not didMove(toParent:); removeFromParent() sends didMove(toParent: nil) but
// not willMove(toParent: nil).
extension UIViewController {
  /// Adds `childController` as a child, calling its `willMove(toParent: self)` (FIDELITY 8.2).
  ///
  /// A controller that already has another parent is first removed from it. The container must add
  /// the child's view and then call `didMove(toParent:)` itself.
  public func addChild(_ childController: UIViewController) {
    if let fault = faultForAdding(childController) {
      simulation.record(fault)
      return
    }
    if childController.parent === self { return }
    if childController.parent != nil { childController.removeFromParent() }
    trace(.containment, "addChild(\(childController.objectName))")
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
    childController.isMovingToParent = true
  }

  /// Removes the controller from its parent, calling its `didMove(toParent: nil)` (FIDELITY 8.2).
  ///
  /// The container must call `willMove(toParent: nil)` first and remove the view itself.
  public func removeFromParent() {
    guard let parent else { return }
    trace(.containment, "removeFromParent()")
    parent.children.removeAll { $0 === self }
    self.parent = nil
    isMovingToParent = false
    isMovingFromParent = true
    didMove(toParent: nil)
    if appearState == .disappeared || viewIfLoaded?.window == nil { isMovingFromParent = false }
  }

  private func faultForAdding(_ child: UIViewController) -> UIKitFault? {
    if child === self {
      return UIKitFault(
        exceptionName: UIKitFault.invalidArgument,
        reason: "Cannot add \(objectName) as a child of itself.",
        fix: "add a different controller.")
    }
    var ancestor: UIViewController? = self
    while let current = ancestor {
      if current === child {
        return UIKitFault(
          exceptionName: UIKitFault.invalidArgument,
          reason:
            "Cannot add \(child.objectName) as a child of \(objectName), which is its own descendant: that would make a cycle.",
          fix: "add \(child.objectName) to a controller outside its own subtree.")
      }
      ancestor = current.parent
    }
    if child.presentingParent != nil {
      return UIKitFault(
        exceptionName: UIKitFault.invalidArgument,
        reason:
          "\(child.objectName) is presented by \(child.presentingParent.map { "\($0.objectName)" } ?? "another controller") and cannot be added as a child of \(objectName).",
        fix:
          "dismiss \(child.objectName) first (FIDELITY 8.3: a presented controller is never a child)."
      )
    }
    if let window = child.owningWindow {
      return UIKitFault(
        exceptionName: UIKitFault.invalidArgument,
        reason:
          "\(child.objectName) is the root view controller of \(window.objectName) and cannot be added as a child of \(objectName).",
        fix: "set \(window.objectName).rootViewController to another controller first.")
    }
    return nil
  }

  /// The nearest ancestor that is a navigation controller.
  public var navigationController: UINavigationController? {
    var ancestor = parent
    while let current = ancestor {
      if let navigation = current as? UINavigationController { return navigation }
      ancestor = current.parent
    }
    return nil
  }

  /// The nearest ancestor that is a tab bar controller.
  public var tabBarController: UITabBarController? {
    var ancestor = parent
    while let current = ancestor {
      if let tabs = current as? UITabBarController { return tabs }
      ancestor = current.parent
    }
    return nil
  }
}
