public import Foundation

/// A button in a navigation bar or toolbar (FIDELITY 23.12): a title, an image, one of UIKit's
/// system items or a custom view, with a style, and what a tap does — a primary action, or an
/// action sent to a target (nil: up the responder chain).
@preconcurrency @MainActor
public final class UIBarButtonItem {
  /// How an item is drawn.
  public enum Style: Int, Sendable {
    /// The default.
    case plain = 0
    /// Deprecated in iOS 8 (use `.plain`); drawn as `.plain`.
    case bordered = 1
    /// A prominent item, such as Done.
    case done = 2
  }

  /// UIKit's system items, in the order and with the raw values of `UIBarButtonItem.SystemItem`.
  public enum SystemItem: Int, Sendable, CaseIterable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo
    /// Deprecated in iOS 11.
    case pageCurl
    case close

    /// The word a text item shows, or nil for an item drawn as a symbol or a space.
    public var shownTitle: String? {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .undo: "Undo"
      case .redo: "Redo"
      default: nil
      }
    }

    /// The SF Symbol an item is drawn with, or nil for a text item or a space.
    public var symbolName: String? {
      switch self {
      case .add: "plus"
      case .compose: "square.and.pencil"
      case .reply: "arrowshape.turn.up.left"
      case .action: "square.and.arrow.up"
      case .organize: "folder"
      case .bookmarks: "book"
      case .search: "magnifyingglass"
      case .refresh: "arrow.clockwise"
      case .stop, .close: "xmark"
      case .camera: "camera"
      case .trash: "trash"
      case .play: "play.fill"
      case .pause: "pause.fill"
      case .rewind: "backward.fill"
      case .fastForward: "forward.fill"
      case .pageCurl: "doc"
      default: nil
      }
    }

    /// Whether the item is a space rather than a button.
    public var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }
  }

  /// The title (nil for system items, as in UIKit).
  public var title: String?
  /// The image, if the item shows one.
  public var image: UIImage?
  /// How the item is drawn (default `.plain`).
  public var style: Style = .plain
  /// The object that receives ``action`` (weak, as UIKit holds it); nil sends it up the responder
  /// chain from the first responder (FIDELITY 11.8).
  public weak var target: AnyObject?
  /// The action sent when the item is tapped and it has no primary action.
  public var action: Selector?
  /// A view shown instead of the item; a tap goes to the view, not to ``action``.
  public var customView: UIView?
  /// Whether taps do anything (default true).
  public var isEnabled = true
  /// The width of a fixed space, or of an item that should not take its natural width (default 0).
  public var width: CGFloat = 0
  /// A number for the app's own use (default 0).
  public var tag = 0
  /// The tint, if set.
  public var tintColor: UIColor?
  /// The UIKit action performed when the item is tapped, before anything else.
  public var primaryUIAction: UIAction?
  /// What the item does when tapped, as a closure (the simulator's SwiftUI toolbars use it).
  public var primaryAction: (@MainActor () -> Void)?
  /// The system item it was made as, if any.
  public private(set) var systemItem: SystemItem?

  /// Creates an item with a title and a closure to run when tapped.
  public init(title: String?, primaryAction: (@MainActor () -> Void)? = nil) {
    self.title = title
    self.primaryAction = primaryAction
  }

  /// Creates an item with a title or image and a UIKit action (iOS 14's initialiser).
  public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction?) {
    self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
    self.image = image
    self.primaryUIAction = primaryAction
  }

  /// Creates a text item that sends `action` to `target`.
  public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
    self.init(title: title)
    self.style = style
    self.target = target
    self.action = action
  }

  /// Creates an image item that sends `action` to `target`.
  public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
    self.init(title: nil)
    self.image = image
    self.style = style
    self.target = target
    self.action = action
  }

  /// Creates one of UIKit's system items that sends `action` to `target`. Done is `.done`, the
  /// others `.plain`; an item drawn as a symbol gets its image.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?
  ) {
    self.init(title: nil)
    self.systemItem = systemItem
    self.style = systemItem == .done ? .done : .plain
    self.image = systemItem.symbolName.flatMap { UIImage(systemName: $0) }
    self.target = target
    self.action = action
  }

  /// Creates one of UIKit's system items that performs `primaryAction` (iOS 14's initialiser).
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
    self.primaryUIAction = primaryAction
  }

  /// Creates an item that shows `customView`.
  public convenience init(customView: UIView) {
    self.init(title: nil)
    self.customView = customView
  }

  /// A fixed space of `width` points.
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
    item.width = width
    return item
  }

  /// A space that takes the room left in a toolbar.
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
  }

  /// What a person reads on the item: its title, or a text system item's word (nil for images,
  /// spaces and custom views).
  public var shownTitle: String? { title ?? systemItem?.shownTitle }

  /// What a tap on the item does, as UIKit orders it: nothing when disabled, a space or a custom
  /// view (its own controls take the touch); else the primary action, else ``action`` sent to
  /// ``target`` or up the responder chain with the item as sender. Returns what happened, for the
  /// trace.
  @discardableResult
  package func performTap() -> String {
    guard isEnabled else { return "the item is disabled: nothing happens" }
    if systemItem?.isSpace == true { return "the item is a space: nothing happens" }
    if let customView {
      return "the item shows \(customView.objectName): a tap goes to the view's own controls"
    }
    if let primaryUIAction {
      primaryUIAction.perform(sender: self)
      return "performed its primary action"
    }
    if let primaryAction {
      primaryAction()
      return "performed its primary action"
    }
    guard let action else { return "the item has no action: nothing happens" }
    let handled = UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
    return handled ? "sent \(action)" : "sent \(action), which no responder handled"
  }
}
