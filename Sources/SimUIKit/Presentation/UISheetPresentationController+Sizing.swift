package import Foundation

// Where a sheet sits in its container (FIDELITY 12.12, 12.21, 12.22): the phone's card in compact
// width, a full-screen look or an edge-attached card in compact height, and on a regular-width
// tablet a centred form sheet or a page sheet.

/// How a sheet is laid out in its container.
package enum SheetLayout: Equatable, Sendable {
  /// Attached to the container's bottom edge, `width` points wide from `minX`; its top follows the
  /// detent (the phone's card, FIDELITY 12.12, and an edge-attached sheet in compact height, 12.22).
  case edgeAttached(minX: CGFloat, width: CGFloat)
  /// A frame that detents do not change: a regular-width tablet's form or page sheet (FIDELITY
  /// 12.21) and the full-screen look of compact height (FIDELITY 12.12, 12.22).
  case fixed(CGRect)
}

extension UISheetPresentationController {
  /// The smallest gap kept between a tablet's sheet and its window's safe area (an assumption).
  package static let tabletSheetMargin: CGFloat = 10

  /// The default size of a form sheet whose content gives no `preferredContentSize`, on a screen
  /// whose longer side is `longerSide` points, 414 × 394 on a screen that wants wide content
  /// margins (FIDELITY 12.21).
  package static func defaultFormSheetSize(
    forScreenLongerSide longerSide: CGFloat, rule: FidelityAssumptions.FormSheetSizeRule,
    wideContentMargins: Bool = false
  ) -> CGSize {
    switch rule {
    case .fixed540x620:
      return CGSize(width: 540, height: 620)
    case .byScreenLongerSide:
      if wideContentMargins { return CGSize(width: 414, height: 394) }
      if longerSide >= 1590 { return CGSize(width: 620, height: 680) }
      if longerSide <= 1024 { return CGSize(width: 540, height: 600) }
      return CGSize(width: 580, height: 640)
    }
  }

  /// The longer side of the device's screen in points, for the form sheet's default size (FIDELITY
  /// 12.21). UIKit sizes by the screen, not the window (`formSheetSizeForViewController:windowSize:
  /// screenSize:` takes both), so a Split View or Slide Over profile, whose `UIScreen` the simulator
  /// makes its window (12.2), answers the display its windows are cut from: the longest side either
  /// orientation's window has (1180 on every 11-inch tablet profile).
  package static func screenLongerSide(of profile: DeviceProfile) -> CGFloat {
    let portrait = profile.portrait.size
    let landscape = profile.landscape.size
    return max(portrait.width, portrait.height, landscape.width, landscape.height)
  }

  /// The traits that decide the layout: the container's, else the presenter's window's while the
  /// container is being built, else the device's.
  private var layoutTraits: UITraitCollection {
    if let container = containerView {
      if container.window != nil { return container.traitCollection }
      if let window = presentingViewController.viewIfLoaded?.window {
        return window.traitCollection
      }
    }
    return simulation.screen.profile.traitCollection
  }

  /// Whether the sheet sizes itself as a page sheet: a `.pageSheet` whose `prefersPageSizing` is
  /// true (FIDELITY 12.22). A form sheet always takes form-sheet sizing (an assumption: with the
  /// documented default of true, a form sheet that honoured the property would never be one).
  package var usesPageSizing: Bool { presentationStyle == .pageSheet && prefersPageSizing }

  /// Where the sheet sits for the container's current traits (FIDELITY 12.12, 12.21, 12.22).
  package var sheetLayout: SheetLayout {
    let bounds = containerView?.bounds ?? simulation.screen.bounds
    let traits = layoutTraits
    if traits.verticalSizeClass == .compact {
      // A full-screen look unless the sheet prefers to stay attached to the bottom edge (12.22).
      guard prefersEdgeAttachedInCompactHeight else { return .fixed(bounds) }
      let insets = simulation.screen.safeAreaInsets
      let preferred = presentedViewController.preferredContentSize.width
      let width =
        widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0
        ? min(preferred, bounds.width) : bounds.width - insets.left - insets.right
      return .edgeAttached(minX: bounds.midX - width / 2, width: width)
    }
    guard traits.horizontalSizeClass == .regular, traits.userInterfaceIdiom == .pad else {
      // Compact width, regular height: the phone's card, full width (12.12, 12.21).
      return .edgeAttached(minX: 0, width: bounds.width)
    }
    return .fixed(usesPageSizing ? pageSheetFrame(in: bounds) : formSheetFrame(in: bounds))
  }

  /// The window's safe area less the tablet margin.
  private func tabletArea(in bounds: CGRect) -> CGRect {
    let insets = simulation.screen.safeAreaInsets
    let margin = Self.tabletSheetMargin
    return CGRect(
      x: insets.left + margin, y: insets.top + margin,
      width: max(0, bounds.width - insets.left - insets.right - 2 * margin),
      height: max(0, bounds.height - insets.top - insets.bottom - 2 * margin))
  }

  /// A form sheet on a regular-width tablet: `preferredContentSize` when both sides are positive,
  /// else the default size for the screen (FIDELITY 12.21), centred in the window and never larger
  /// than its safe area less the margin (an assumption).
  package func formSheetFrame(in bounds: CGRect) -> CGRect {
    let preferred = presentedViewController.preferredContentSize
    let size =
      preferred.width > 0 && preferred.height > 0
      ? preferred
      : Self.defaultFormSheetSize(
        forScreenLongerSide: Self.screenLongerSide(of: simulation.screen.profile),
        rule: simulation.assumptions.formSheetSize,
        wideContentMargins: simulation.screen.profile.wantsWideContentMargins)
    let area = tabletArea(in: bounds)
    let width = min(size.width, area.width)
    let height = min(size.height, area.height)
    return CGRect(
      x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
  }

  /// A page sheet on a regular-width tablet: ``FidelityAssumptions/pageSheetWidth`` wide (the
  /// readable width, FIDELITY 12.21, 12.22; unconfirmed per model), centred, from 10 points below
  /// the safe area's top to the window's bottom edge, like the phone card's full height (an
  /// assumption). Detents do not change it.
  package func pageSheetFrame(in bounds: CGRect) -> CGRect {
    let area = tabletArea(in: bounds)
    let width = min(simulation.assumptions.pageSheetWidth, area.width)
    let top = simulation.screen.safeAreaInsets.top + Self.tabletSheetMargin
    return CGRect(
      x: bounds.midX - width / 2, y: top, width: width, height: max(0, bounds.height - top))
  }

  /// The layout in words, for the trace: nil for the phone's card.
  package var sheetLayoutDescription: String? {
    let traits = layoutTraits
    switch sheetLayout {
    case .edgeAttached(_, let width):
      guard traits.verticalSizeClass == .compact else { return nil }
      return "edge-attached in compact height, \(width.compactDescription) wide (FIDELITY 12.22)"
    case .fixed(let frame):
      let size = "\(frame.width.compactDescription)×\(frame.height.compactDescription)"
      if traits.verticalSizeClass == .compact {
        return "full screen in compact height, \(size) (FIDELITY 12.12, 12.22)"
      }
      let kind = usesPageSizing ? "page sheet" : "form sheet"
      return
        "\(kind) \(size) at (\(frame.minX.compactDescription), \(frame.minY.compactDescription)) (FIDELITY 12.21)"
    }
  }
}
