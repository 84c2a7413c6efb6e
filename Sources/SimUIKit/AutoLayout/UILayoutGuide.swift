public import Foundation

/// A rectangle in a view's layout that constraints can refer to without a view of its own.
@preconcurrency @MainActor
open class UILayoutGuide: SimulatedObject, LayoutItem {
  /// The view that owns the guide (weak, as UIKit holds it).
  public package(set) weak var owningView: UIView?
  /// A name for debugging; UIKit's own guides are named `UIViewSafeAreaLayoutGuide` and
  /// `UIViewLayoutMarginsGuide`.
  open var identifier = ""

  /// Which system guide this is, if any: the engine pins system guides to the owning view.
  package enum SystemRole {
    case safeArea
    case layoutMargins
  }

  package var systemRole: SystemRole?

  package lazy var layoutVariables = LayoutItemVariables(name: "\(objectName)")

  /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
  public override init() {
    super.init()
  }

  /// The guide's rectangle in the owning view's coordinates, from the last layout.
  public var layoutFrame: CGRect {
    guard let owningView, let engine = owningView.layoutEngineIfAny else { return .zero }
    return engine.frame(of: self, in: owningView)
  }

  package var layoutOwningView: UIView? { owningView }
  package var layoutMarginInsets: UIEdgeInsets { .zero }

  package func layoutDescription(withAddresses: Bool) -> String {
    let name = objectName
    let head =
      withAddresses ? "UILayoutGuide:0x\(String(name.address, radix: 16))" : "\(name)"
    return identifier.isEmpty ? head : "\(head)'\(identifier)'"
  }

  // MARK: - Anchors

  /// The leading anchor of the item.
  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  /// The trailing anchor of the item.
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  /// The left anchor of the item.
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  /// The right anchor of the item.
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  /// The top anchor of the item.
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  /// The bottom anchor of the item.
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  /// The width anchor of the item.
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  /// The height anchor of the item.
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
  /// The centerX anchor of the item.
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  /// The centerY anchor of the item.
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
}
