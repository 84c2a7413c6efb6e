/// How a presentation adapts in a compact size class (iOS 16.4, FIDELITY 12.23).
public struct PresentationAdaptation: Hashable, Sendable {
  package enum Kind: String, Hashable, Sendable {
    case automatic, none, popover, sheet, fullScreenCover
  }
  package let kind: Kind

  /// The presentation's default: a popover becomes a sheet, a sheet in compact height looks like a
  /// full-screen cover.
  public static let automatic = PresentationAdaptation(kind: .automatic)
  /// No adaptation: the presentation keeps its own look.
  public static let none = PresentationAdaptation(kind: .none)
  /// A popover, also in a compact size class.
  public static let popover = PresentationAdaptation(kind: .popover)
  /// A sheet.
  public static let sheet = PresentationAdaptation(kind: .sheet)
  /// A full-screen cover.
  public static let fullScreenCover = PresentationAdaptation(kind: .fullScreenCover)
}

/// SwiftUI's delegate on the presentation controller of a `.popover`: it answers the adaptive
/// question from the content's ``View/presentationCompactAdaptation(_:)`` and tells the modifier
/// of a user's dismissal (FIDELITY 12.7, 12.9, 12.19, 12.23).
///
/// How SwiftUI keeps a popover on a phone is unconfirmed (FIDELITY 12.23); the simulator answers
/// the adaptive question as a UIKit delegate would: `.none` for `.popover` and `.none`,
/// `.formSheet` for `.sheet`, `.fullScreen` for `.fullScreenCover`, the popover's own default for
/// `.automatic`. When both size classes are compact the vertical adaptation applies (FIDELITY
/// 12.23); in a regular/regular environment nothing adapts.
public final class PopoverPresentationDelegate: UIPopoverPresentationControllerDelegate {
  /// The adaptation in a horizontally compact environment.
  package var horizontal = PresentationAdaptation.automatic
  /// The adaptation in a vertically compact environment.
  package var vertical = PresentationAdaptation.automatic
  package var onUserDismissal: (@MainActor () -> Void)?

  package init() {}

  /// The style the popover adapts to in `traitCollection`.
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    let compactWidth = traitCollection.horizontalSizeClass == .compact
    let compactHeight = traitCollection.verticalSizeClass == .compact
    guard compactWidth || compactHeight else { return .none }
    let adaptation = compactHeight ? vertical : horizontal
    switch adaptation.kind {
    case .none, .popover: return .none
    case .sheet: return .formSheet
    case .fullScreenCover: return .fullScreen
    case .automatic: return controller.defaultAdaptiveStyle(for: traitCollection)
    }
  }

  /// Resets the binding after a tap outside the popover, or a swipe on the sheet it became.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    onUserDismissal?()
  }
}

/// Sets the compact adaptation of the enclosing presentation.
public struct _PresentationCompactAdaptationModifier: ViewModifier {
  package let horizontal: PresentationAdaptation
  package let vertical: PresentationAdaptation
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _PresentationCompactAdaptationModifier: PrimitiveModifier {
  package func nodeDidUpdate(_ node: ViewNode) {
    guard let host = node.graph.host?.enclosingPresentationHost else { return }
    if let delegate = host.presentationController?.delegate as? PopoverPresentationDelegate {
      guard delegate.horizontal != horizontal || delegate.vertical != vertical else { return }
      delegate.horizontal = horizontal
      delegate.vertical = vertical
      host.trace(
        .swiftUI,
        "presentationCompactAdaptation(horizontal: .\(horizontal.kind.rawValue), vertical: .\(vertical.kind.rawValue)): answered by the popover's delegate (FIDELITY 12.23)"
      )
      return
    }
    // A sheet: in compact height it keeps its sheet look, attached to the bottom edge, unless it
    // adapts to a full-screen cover, its default (FIDELITY 12.12, 12.22, 12.23).
    guard let sheet = host.sheetPresentationController else { return }
    let keepsSheet = [.sheet, .popover, .none].contains(vertical.kind)
    guard sheet.prefersEdgeAttachedInCompactHeight != keepsSheet else { return }
    sheet.prefersEdgeAttachedInCompactHeight = keepsSheet
    host.trace(
      .swiftUI,
      "presentationCompactAdaptation(vertical: .\(vertical.kind.rawValue)): prefersEdgeAttachedInCompactHeight = \(keepsSheet)"
    )
  }
}

extension View {
  /// Sets how the enclosing presentation adapts in compact size classes (iOS 16.4, FIDELITY 12.23):
  /// `.popover` or `.none` keeps a popover a popover on a phone.
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    modifier(
      _PresentationCompactAdaptationModifier(horizontal: adaptation, vertical: adaptation))
  }

  /// Sets the adaptation for each compact axis; when both are compact the vertical one applies
  /// (iOS 16.4, FIDELITY 12.23).
  public func presentationCompactAdaptation(
    horizontal horizontalAdaptation: PresentationAdaptation,
    vertical verticalAdaptation: PresentationAdaptation
  ) -> some View {
    modifier(
      _PresentationCompactAdaptationModifier(
        horizontal: horizontalAdaptation, vertical: verticalAdaptation))
  }
}
