import Foundation

/// An image, drawn as a 20-point square (the simulator has no pictures); its name is its
/// accessibility label, so tests can find it.
///
/// A plain value, as in the SDK (`struct Image: Equatable`, with its `View` conformance in an
/// extension): code off the main actor can make one.
public struct Image: Equatable {
  package let name: String

  /// An SF Symbol.
  public init(systemName: String) {
    name = systemName
  }

  /// An image from the asset catalogue.
  public init(_ name: String) {
    self.name = name
  }

  /// The same image; the simulator keeps no rendering modes.
  public func resizable() -> Image { self }

  /// A primitive view has no body.
  public typealias Body = Never
}

extension Image: View {}

extension Image: PrimitiveView, LayoutBehavior {
  package func children(of node: ViewNode) -> [ChildSpec] { [] }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    CGSize(width: UILabel.lineHeight, height: UILabel.lineHeight)
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {}

  package func makePlatformView(for node: ViewNode) -> UIView? { HostedImageView() }

  package func updatePlatformView(_ view: UIView, node: ViewNode) {
    view.accessibilityLabel = name
  }
}

/// The UIKit view that draws an `Image`.
public final class HostedImageView: UIView {}

/// A title with an icon, laid out as an HStack.
public struct Label<Title: View, Icon: View>: View {
  package let title: Title
  package let icon: Icon

  /// Creates a label from a built title and icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The icon, then the title.
  public var body: some View {
    HStack {
      icon
      title
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a text title and an SF Symbol.
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}
