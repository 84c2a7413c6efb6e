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

  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
}
