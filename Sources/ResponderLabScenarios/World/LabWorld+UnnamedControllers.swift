public import SimUIKit

extension LabWorld {
  /// Views UIKit puts around controllers' views, which are never a controller's view themselves.
  static let wrapperClassNames: Set<String> = [
    "UITransitionView", "UIDropShadowView", "UIViewControllerWrapperView",
    "UINavigationTransitionView", "UIDimmingView", "_UIRoundedRectShadowView",
  ]

  /// For a chain built from dumps that name no controller: why the hop from `view` may be wrong.
  ///
  /// A view that sits where a controller's view sits (in a `UIViewControllerWrapperView`, a
  /// `UIDropShadowView`, a `UITransitionView` or directly in a window), or that is of a class only
  /// controllers make (`UILayoutContainerView`, a split view's panel, a SwiftUI hosting view), is
  /// probably some controller's view; UIKit's chain would then pass through that controller
  /// (FIDELITY 1.2), which the dumps do not name.
  public func unnamedControllerNote(for view: UIResponder) -> String? {
    guard case .dump = origin,
      !importedDumps.contains(where: {
        $0.format == .printHierarchy || $0.format == .chiselViewControllers
      }),
      let view = view as? UIView, !(view is UIWindow), let superview = view.next as? UIView,
      !Self.wrapperClassNames.contains(view.className)
    else { return nil }
    let name = view.className
    let controllerClass =
      name == "UILayoutContainerView" || name.hasPrefix("_UISplitViewController")
      || name.contains("UIHostingView")
    let controllerPlace =
      superview is UIWindow || Self.wrapperClassNames.contains(superview.className)
    guard controllerClass || controllerPlace else { return nil }
    return
      "the dumps name no controller here: if a controller owns \(view.objectName.description), UIKit goes to it before \(superview.objectName.description) (FIDELITY 1.2); import its _printHierarchy with this dump to know."
  }
}
