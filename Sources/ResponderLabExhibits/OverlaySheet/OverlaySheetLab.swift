public import Foundation
public import ResponderLabDevice
import SimSwiftUI

/// A device showing one of the overlay-sheet exhibit's screens, with the user's actions and what
/// they lead to.
@MainActor
public final class OverlaySheetLab {
  /// Which screen is shown.
  public let kind: OverlaySheetScreenKind
  /// The screen's state.
  public let model = OverlaySheetModel()
  /// The device.
  public let device: SimulatedDevice

  /// Shows the screen `kind` on a new device.
  public init(kind: OverlaySheetScreenKind) {
    self.kind = kind
    device = SimulatedDevice()
    device.show(OverlaySheetScreen(kind: kind, model: model))
  }

  // MARK: - What the user does

  /// Taps "Show Sheet" and runs what is due now, without moving the clock.
  public func tapShowSheet() throws(HandError) {
    try device.hand.tap(label: "Show Sheet")
    device.advance(by: 0)
  }

  /// Taps the point `point` of the screen and runs what is due now.
  @discardableResult
  public func tap(at point: CGPoint) throws(HandError) -> UIView? {
    let hit = try device.hand.tap(at: point)
    device.advance(by: 0)
    return hit
  }

  /// Taps the centre of the "Beneath" button, through hit-testing, and runs what is due now.
  ///
  /// - Returns: The view that received the tap: the button, or whatever covers it.
  @discardableResult
  public func tapBeneath() throws(HandError) -> UIView? {
    let hit = try device.hand.tap(label: "Beneath")
    device.advance(by: 0)
    return hit
  }

  /// Moves the virtual clock forward by `seconds`, running what comes due.
  public func wait(_ seconds: TimeInterval) {
    device.advance(by: seconds)
  }

  // MARK: - What the user sees

  /// The frame, in the window, of the view showing `identifier`, if one is visible.
  private func frame(of identifier: String) -> CGRect? {
    device.hand.findView(showing: identifier)?.frameInWindow
  }

  /// The dimmed backdrop's frame in the window, while it is drawn.
  public var dimmingFrame: CGRect? { frame(of: "overlay dimming") }

  /// The sheet content's frame in the window, while it is drawn.
  public var sheetFrame: CGRect? { frame(of: "overlay sheet") }

  /// The frame of the card the narrow screen's sheet overlays.
  public var cardFrame: CGRect? {
    device.hand.findView(showing: "Card")?.superview?.frameInWindow
  }

  /// The frame of the native sheet's content in the window, while a native sheet is presented.
  public var nativeSheetFrame: CGRect? {
    device.hand.topSheet?.presentedViewController.view.frameInWindow
  }

  /// The blur radius drawn on the overlaid view, 0 when it is not blurred.
  public var blurRadius: CGFloat {
    var radius: CGFloat = 0
    device.window.forEachInSubtree { view in
      if let effect = view as? HostedEffectView { radius = max(radius, effect.blurRadius) }
    }
    return radius
  }

  /// The SwiftUI transitions the trace shows since `mark`: `insert …` and `remove …` lines.
  public func transitions(since mark: Int) -> [String] {
    device.trace.events(since: mark).filter { $0.category == .swiftUI }.map(\.message).filter {
      $0.hasPrefix("insert ") || $0.hasPrefix("remove ")
    }
  }

  /// The adaptive-delegate methods the trace shows since `mark`, in order.
  public func delegateCalls(since mark: Int) -> [String] {
    device.trace.events(since: mark).filter { $0.category == .delegate }.map(\.message).filter {
      $0.hasPrefix("presentationController")
    }
  }
}
