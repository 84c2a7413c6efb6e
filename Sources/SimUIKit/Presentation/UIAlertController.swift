public import Foundation

/// An action of an alert or action sheet: a titled button with a style and a handler.
@preconcurrency @MainActor
public final class UIAlertAction {
  /// The styles of alert actions.
  public enum Style: Int, Sendable {
    /// A normal action.
    case `default`
    /// The action that cancels; at most one per alert.
    case cancel
    /// An action that destroys data.
    case destructive
  }

  /// The button's title.
  public let title: String?
  /// The action's style.
  public let style: Style
  /// Whether the action can be tapped. Default: true.
  public var isEnabled = true
  let handler: (@MainActor (UIAlertAction) -> Void)?

  /// Creates an action.
  public init(
    title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// A controller that shows an alert or an action sheet.
///
/// It presents with the `.custom` style, keeping the presenter's view and sending the presenter no
/// appearance callbacks (FIDELITY 8.6). A tap on an action dismisses the alert, then runs the
/// action's handler once the dismissal has finished (an assumption: handlers routinely present other
/// controllers without UIKit's "already presenting" warning).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// The kinds of alert.
  public enum Style: Int, Sendable {
    /// A sheet of actions from the bottom of the screen.
    case actionSheet
    /// A centred alert.
    case alert
  }

  /// The alert's kind.
  public let preferredStyle: Style
  /// The message under the title.
  open var message: String?
  /// The actions, in the order they were added.
  public private(set) var actions: [UIAlertAction] = []
  /// The action shown as preferred.
  open var preferredAction: UIAlertAction?
  private var actionViews: [(UIView, UIAlertAction)] = []

  /// Creates an alert or action sheet.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.preferredStyle = preferredStyle
    self.message = message
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  /// Creating alerts from archives is not supported; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Alerts present with `.custom`; an action sheet on a tablet in a regular-width window with
  /// `.popover` (FIDELITY 12.16, 12.25).
  open override var automaticPresentationStyle: UIModalPresentationStyle {
    let profile = simulation.screen.profile
    let regularTablet = profile.idiom == .pad && profile.layout.horizontalSizeClass == .regular
    return preferredStyle == .actionSheet && regularTablet ? .popover : .custom
  }

  /// The alert's text fields, in the order added; nil when it has none.
  public private(set) var textFields: [UITextField]?

  /// Adds a text field, configured by `configurationHandler`. An action sheet refuses it, as UIKit
  /// raises for it.
  public func addTextField(configurationHandler: (@MainActor (UITextField) -> Void)? = nil) {
    let field = UITextField()
    addTextField(field)
    if textFields?.last === field { configurationHandler?(field) }
  }

  /// Adds `field` as a text field of the alert (SwiftUI's alert adds its own field subclass).
  package func addTextField(_ field: UITextField) {
    guard preferredStyle == .alert else {
      simulation.record(
        UIKitFault(
          exceptionName: UIKitFault.internalInconsistency,
          reason:
            "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert",
          fix: "use the .alert style for an alert with text fields."))
      return
    }
    textFields = (textFields ?? []) + [field]
  }

  /// Adds an action. A second `.cancel` action is refused, as UIKit raises for it.
  public func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      simulation.record(
        UIKitFault(
          exceptionName: UIKitFault.invalidArgument,
          reason:
            "UIAlertController can only have one action with a style of UIAlertActionStyleCancel",
          fix: "give the other actions the .default or .destructive style."))
      return
    }
    actions.append(action)
  }

  /// The width of an action sheet shown in a popover (an assumption: UIKit's is not documented).
  package static let popoverActionSheetWidth: CGFloat = 304

  open override func loadView() {
    let screen = simulation.screen.bounds
    // On a regular-width tablet an action sheet is the content of a popover (FIDELITY 12.25): its
    // rows fill the popover, with no dimming of its own.
    let inPopover = storedPresentationController is UIPopoverPresentationController
    let root = _UIAlertControllerView(frame: screen)
    root.backgroundColor = inPopover ? .systemGroupedBackground : .dimming
    root.alertController = self
    let rowHeight: CGFloat = 44
    let width: CGFloat =
      preferredStyle == .alert ? 270 : inPopover ? Self.popoverActionSheetWidth : screen.width - 16
    let fieldHeight: CGFloat = 30
    let fields = textFields ?? []
    let headerHeight: CGFloat =
      (title == nil ? 0 : 24) + (message == nil ? 0 : 20) + fieldHeight * CGFloat(fields.count) + 24
    let height = headerHeight + rowHeight * CGFloat(actions.count)
    let origin =
      inPopover
      ? .zero
      : preferredStyle == .alert
        ? CGPoint(x: (screen.width - width) / 2, y: (screen.height - height) / 2)
        : CGPoint(x: 8, y: screen.height - simulation.screen.safeAreaInsets.bottom - height - 8)
    if inPopover {
      root.frame = CGRect(x: 0, y: 0, width: width, height: height)
      if preferredContentSize == .zero {
        preferredContentSize = CGSize(width: width, height: height)
      }
    }
    let box = UIView(frame: CGRect(origin: origin, size: CGSize(width: width, height: height)))
    box.backgroundColor = .systemGroupedBackground
    var y: CGFloat = 12
    if let title {
      let label = UILabel(frame: CGRect(x: 16, y: y, width: width - 32, height: 24))
      label.text = title
      box.addSubview(label)
      y += 24
    }
    if let message {
      let label = UILabel(frame: CGRect(x: 16, y: y, width: width - 32, height: 20))
      label.text = message
      box.addSubview(label)
      y += 20
    }
    for field in fields {
      field.frame = CGRect(x: 16, y: y, width: width - 32, height: fieldHeight)
      box.addSubview(field)
      y += fieldHeight
    }
    y = headerHeight
    actionViews = []
    for action in actions {
      let button = _UIAlertControllerActionView(
        frame: CGRect(x: 0, y: y, width: width, height: rowHeight))
      button.titleLabel.text = action.title
      button.titleLabel.frame = button.bounds
      button.addSubview(button.titleLabel)
      button.alertAction = action
      button.alertController = self
      box.addSubview(button)
      actionViews.append((button, action))
      y += rowHeight
    }
    root.addSubview(box)
    view = root
  }

  /// Performs `action` as a tap on it does: dismiss, then run the handler (see the type's notes).
  package func perform(_ action: UIAlertAction) {
    guard action.isEnabled else { return }
    trace(.gesture, "alert action '\(action.title ?? "")' tapped")
    let handler = action.handler
    presentingViewController?.dismiss(animated: true) {
      handler?(action)
    }
  }

  /// A tap outside an action sheet performs its cancel action, if it has one.
  package func tappedOutside() {
    guard preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel })
    else { return }
    perform(cancel)
  }
}

/// The full-screen view of an alert, dimming what is behind it.
final class _UIAlertControllerView: UIView {
  weak var alertController: UIAlertController?

  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    alertController?.tappedOutside()
  }
}

/// One action's button in an alert.
final class _UIAlertControllerActionView: UIView {
  let titleLabel = UILabel()
  weak var alertAction: UIAlertAction?
  weak var alertController: UIAlertController?

  public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === titleLabel ? self : hit
  }

  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let alertAction, let alertController else { return }
    alertController.perform(alertAction)
  }
}

/// The base of the presentation controllers of alerts and action sheets.
open class _UIAlertControllerPresentationController: UIPresentationController {}

/// The presentation controller of an alert.
public final class _UIAlertControllerAlertPresentationController:
  _UIAlertControllerPresentationController
{}

/// The presentation controller of an action sheet on a phone.
public final class _UIAlertControllerActionSheetCompactPresentationController:
  _UIAlertControllerPresentationController
{}
