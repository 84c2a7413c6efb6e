public import Foundation

/// A UIKit view controller that shows a SwiftUI view: the bridge from UIKit into SwiftUI
/// (FIDELITY 7).
///
/// Its view is a `_UIHostingView`. The content is evaluated, laid out and drawn into UIKit views
/// when the view loads, so views made by representables are created before the hosting view is in a
/// window (FIDELITY 7.5). Subclass it to observe presentations made from inside the content: SwiftUI
/// calls `present(_:animated:completion:)` on the hosting controller nearest to the modifier
/// (FIDELITY 7.2).
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
  /// The view shown. Setting it schedules an update.
  public var rootView: Content {
    didSet { graph.setRootView(rootView) }
  }

  /// The graph that renders ``rootView``.
  package let graph: ViewGraph

  /// Creates a hosting controller that shows `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    self.graph = ViewGraph(
      rootView: rootView, environment: EnvironmentValues(), simulation: Simulation.current)
    super.init(nibName: nil, bundle: nil)
  }

  /// Creating controllers from archives is not supported; returns nil.
  public required init?(coder aDecoder: NSCoder) {
    return nil
  }

  /// Creating controllers from archives is not supported; returns nil.
  public init?(coder aDecoder: NSCoder, rootView: Content) {
    return nil
  }

  /// Makes the hosting view and renders the content into it.
  open override func loadView() {
    let hostingView = _UIHostingView(frame: simulation.screen.bounds)
    hostingView.graph = graph
    view = hostingView
    graph.attach(host: self, view: hostingView)
    graph.followSizeClasses(of: self)
    graph.updateNow()
  }

  /// The content's `horizontalSizeClass` and `verticalSizeClass` follow the controller's traits
  /// (FIDELITY 12.23).
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    graph.followSizeClasses(of: self)
  }

  /// Starts again the content's `.task` actions that stopped when the view disappeared
  /// (FIDELITY 13.10).
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    graph.followSizeClasses(of: self)
    graph.hostWillAppear()
  }

  /// Cancels the content's `.task` actions: the view left the screen (FIDELITY 13.10).
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    graph.hostDidDisappear()
  }

  /// Answers true for a keyboard shortcut's command when this controller owns it (the button's
  /// shortcut, FIDELITY 11.15); other actions as any controller does.
  open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    guard action == KeyboardShortcutCommand.action else {
      return super.canPerformAction(action, withSender: sender)
    }
    guard let command = sender as? KeyboardShortcutCommand else { return false }
    return addedKeyCommands.contains { $0 === command }
  }

  /// Adds the action of SwiftUI's keyboard shortcuts, which runs the button's action.
  open override class var actionMethods: [ActionMethod] {
    super.actionMethods + [
      ActionMethod(KeyboardShortcutCommand.action, of: UIViewController.self) { _, sender in
        MainActor.assumeIsolated { (sender as? KeyboardShortcutCommand)?.perform() }
      }
    ]
  }

  /// The size the content chooses for a proposal of `size`.
  public func sizeThatFits(in size: CGSize) -> CGSize {
    loadViewIfNeeded()
    graph.updateNow()
    return graph.root?.sizeThatFits(ProposedViewSize(size)) ?? .zero
  }
}

/// A hosting controller seen without its generic parameter.
@MainActor
package protocol HostingController: UIViewController {
  var graph: ViewGraph { get }
}

extension UIHostingController: HostingController {}
