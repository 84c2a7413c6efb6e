public import Foundation

/// Configures the sheet that hosts the content: `interactiveDismissDisabled`, detents, the drag
/// indicator and background interaction.
///
/// Matches SwiftUI in effect: the modifiers work anywhere inside the sheet's content, including
/// inside a navigation container, because they act on the nearest enclosing
/// ``PresentationHostingController``; `interactiveDismissDisabled` from inside a navigation
/// container does nothing under ``SwiftUIAssumptions/interactiveDismissScope``'s iOS 18 default
/// (FIDELITY 20.8).
public struct _SheetConfigurationModifier: ViewModifier {
  package enum Setting {
    case interactiveDismissDisabled(Bool)
    case detents(Set<PresentationDetent>, Binding<PresentationDetent>?)
    case dragIndicator(Visibility)
    case backgroundInteraction(PresentationBackgroundInteraction)
    case cornerRadius(CGFloat?)
    case background(UIColor?, material: String?)
    case contentInteraction(PresentationContentInteraction)
  }
  package let setting: Setting
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _SheetConfigurationModifier: PrimitiveModifier {
  package func nodeDidUpdate(_ node: ViewNode) {
    guard let host = node.graph.host?.enclosingPresentationHost else { return }
    switch setting {
    case .interactiveDismissDisabled(let disabled):
      if host.simulation.swiftUIAssumptions.interactiveDismissScope == .sheetContent,
        let graphHost = node.graph.host, graphHost !== host
      {
        // iOS 18: the modifier does not reach the sheet from inside a navigation container.
        if disabled, node.primitiveState == nil {
          node.primitiveState = IneffectiveModifierReported()
          host.trace(
            .swiftUI,
            "interactiveDismissDisabled(true) in \(graphHost.objectName) inside the sheet has no effect (iOS 18 and later): apply it to the sheet's content"
          )
        }
        return
      }
      switch host.simulation.swiftUIAssumptions.interactiveDismissMechanism {
      case .modalInPresentation:
        if host.isModalInPresentation != disabled {
          host.trace(
            .swiftUI, "interactiveDismissDisabled(\(disabled)): isModalInPresentation = \(disabled)"
          )
          host.isModalInPresentation = disabled
        }
      case .delegateShouldDismiss:
        host.swiftUIDelegate?.refusesDismissal = disabled
      }
    case .detents(let detents, let selection):
      guard let sheet = host.sheetPresentationController else { return }
      let sorted = detents.sorted { $0.order < $1.order }
      sheet.detents = sorted.map(\.uiKitDetent)
      if let selection {
        let selected = node.read(selection)
        sheet.selectedDetentIdentifier = selected.identifier
        host.swiftUIDelegate?.onSelectedDetentChange = { sheet in
          guard let identifier = sheet.selectedDetentIdentifier,
            let detent = sorted.first(where: { $0.identifier == identifier })
          else { return }
          selection.wrappedValue = detent
        }
      }
    case .dragIndicator(let visibility):
      host.sheetPresentationController?.prefersGrabberVisible = visibility == .visible
    case .backgroundInteraction(let interaction):
      host.sheetPresentationController?.largestUndimmedDetentIdentifier =
        interaction.upThrough?.identifier
    case .cornerRadius(let radius):
      host.sheetPresentationController?.preferredCornerRadius = radius
    case .background(let color, let material):
      host.view.backgroundColor = color
      if let material {
        host.trace(.swiftUI, "presentationBackground(\(material)): drawn as a clear background")
      }
    case .contentInteraction(let interaction):
      host.sheetPresentationController?.prefersScrollingExpandsWhenScrolledToEdge =
        interaction != .scrolls
    }
  }
}

/// A height a sheet can rest at.
public struct PresentationDetent: Hashable, Sendable {
  package let identifier: UISheetPresentationController.Detent.Identifier
  package let fraction: CGFloat?
  package let height: CGFloat?

  /// About half the screen.
  public static let medium = PresentationDetent(identifier: .medium, fraction: nil, height: nil)
  /// The full height.
  public static let large = PresentationDetent(identifier: .large, fraction: nil, height: nil)

  /// A fraction of the full height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(
      identifier: .init("Fraction:\(fraction)"), fraction: fraction, height: nil)
  }

  /// A fixed height.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(identifier: .init("Height:\(height)"), fraction: nil, height: height)
  }

  package var order: CGFloat {
    if let height { return height }
    if let fraction { return fraction * 1000 }
    return identifier == .medium ? 500 : 1000
  }

  @MainActor
  package var uiKitDetent: UISheetPresentationController.Detent {
    if identifier == .medium { return .medium() }
    if identifier == .large { return .large() }
    let fraction = self.fraction
    let height = self.height
    return .custom(identifier: identifier) { context in
      height ?? (fraction ?? 1) * context.maximumDetentValue
    }
  }
}

/// Whether views behind a sheet take touches.
public struct PresentationBackgroundInteraction: Sendable {
  package let upThrough: PresentationDetent?
  /// The system's choice: disabled.
  public static let automatic = PresentationBackgroundInteraction(upThrough: nil)
  /// Disabled.
  public static let disabled = PresentationBackgroundInteraction(upThrough: nil)
  /// Enabled at every detent.
  public static let enabled = PresentationBackgroundInteraction(upThrough: .large)
  /// Enabled up through `detent`.
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  {
    PresentationBackgroundInteraction(upThrough: detent)
  }
}

extension View {
  /// Stops the user from dismissing the enclosing sheet by swiping (FIDELITY 5.1); how is an
  /// assumption (FIDELITY 5.2), switched by ``SwiftUIAssumptions/interactiveDismissMechanism``.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(_SheetConfigurationModifier(setting: .interactiveDismissDisabled(isDisabled)))
  }

  /// Sets the heights the enclosing sheet can rest at (FIDELITY 6.9).
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(_SheetConfigurationModifier(setting: .detents(detents, nil)))
  }

  /// Sets the heights the enclosing sheet can rest at, with the selected one bound (FIDELITY 6.9).
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    modifier(_SheetConfigurationModifier(setting: .detents(detents, selection)))
  }

  /// Shows or hides the enclosing sheet's grabber (FIDELITY 6.7, 6.9).
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    modifier(_SheetConfigurationModifier(setting: .dragIndicator(visibility)))
  }

  /// Lets views behind the enclosing sheet take touches (FIDELITY 6.6, 6.9).
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
    -> some View
  {
    modifier(_SheetConfigurationModifier(setting: .backgroundInteraction(interaction)))
  }
}

/// Marks a modifier whose lack of effect the trace reported once.
private final class IneffectiveModifierReported {}
