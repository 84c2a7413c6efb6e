// show(_:sender:), showDetailViewController(_:sender:) and targetViewController(forAction:sender:)
// (FIDELITY 11.18–11.20).

extension Selector {
  /// `show(_:sender:)` as Objective-C names it.
  package static let showViewController: Selector = "showViewController:sender:"
  /// `showDetailViewController(_:sender:)` as Objective-C names it.
  package static let showDetailViewController: Selector = "showDetailViewController:sender:"
}

extension UIViewController {
  package func defaultTargetViewController(forAction action: Selector, sender: Any?)
    -> UIViewController?
  {
    var controller: UIViewController? = self
    var steps = 0
    while let current = controller, steps < 10_000 {
      if current.canPerformAction(action, withSender: sender) { return current }
      controller =
        current.parent
        ?? (simulation.assumptions.targetViewControllerWalksPresenters
          ? current.presentingViewController : nil)
      steps += 1
    }
    return nil
  }

  package func showByDefault(_ vc: UIViewController, sender: Any?) {
    if let target = targetViewController(forAction: .showViewController, sender: sender),
      target !== self
    {
      trace(.presentation, "show(\(vc.objectName), sender:) goes to \(target.objectName)")
      target.show(vc, sender: sender)
      return
    }
    presentForShowing(vc, action: "show")
  }

  package func showDetailByDefault(_ vc: UIViewController, sender: Any?) {
    if let target = targetViewController(forAction: .showDetailViewController, sender: sender),
      target !== self
    {
      trace(
        .presentation,
        "showDetailViewController(\(vc.objectName), sender:) goes to \(target.objectName)")
      target.showDetailViewController(vc, sender: sender)
      return
    }
    presentForShowing(vc, action: "showDetailViewController")
  }

  /// With no controller up the chain to handle it, the receiver presents `vc` modally (FIDELITY
  /// 11.18), or the window's root when ``FidelityAssumptions/showWithoutTarget`` says so.
  private func presentForShowing(_ vc: UIViewController, action: String) {
    var presenter: UIViewController = self
    if simulation.assumptions.showWithoutTarget == .windowRootPresents,
      presentingViewController != nil || parent?.presentingViewController != nil,
      let root = firstResponderWindow?.rootViewController
    {
      presenter = root
    }
    trace(
      .presentation,
      "\(action)(\(vc.objectName), sender:): no controller up the parents handles it; \(presenter.objectName) presents"
    )
    presenter.present(vc, animated: true)
  }
}
