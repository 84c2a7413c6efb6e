public import Foundation

/// A simulated device: its model, idiom and scale, and, for each orientation, the app window's size,
/// safe-area insets and size classes (FIDELITY 12.1–12.3).
///
/// Size classes come from the profile's table, never from a width threshold: an iPhone 14 in
/// landscape is 844 points wide and compact, an iPhone 14 Plus 926 points wide and regular
/// (FIDELITY 12.1). A profile is a value; tests parameterise over ``all``.
///
/// The Split View and Slide Over profiles describe the app's window, not the whole display: the
/// simulator shows only the app, so their screen is the window (`UIScreen.main.bounds` answers the
/// window's size, where a device answers the display's). docs/fidelity.md lists the widths.
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
  /// Portrait or landscape.
  public enum Orientation: String, Hashable, Sendable, CaseIterable {
    /// Taller than wide.
    case portrait
    /// Wider than tall.
    case landscape
  }

  /// What a profile is in one orientation.
  public struct Layout: Hashable, Sendable {
    /// The window's size in points.
    public var size: CGSize
    /// The insets of the status bar, home indicator and rounded corners.
    public var safeAreaInsets: UIEdgeInsets
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass

    /// Creates a layout.
    public init(
      size: CGSize, safeAreaInsets: UIEdgeInsets,
      horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass
    ) {
      self.size = size
      self.safeAreaInsets = safeAreaInsets
      self.horizontalSizeClass = horizontalSizeClass
      self.verticalSizeClass = verticalSizeClass
    }
  }

  /// The profile's name in scenario files and on the command line, as in `tablet-split-2/3`.
  public var name: String
  /// The device it stands for, as in `iPad Air 11-inch (M2)`.
  public var model: String
  /// Phone or pad.
  public var idiom: UIUserInterfaceIdiom
  /// Pixels per point.
  public var scale: CGFloat
  /// The layout in portrait.
  public var portrait: Layout
  /// The layout in landscape.
  public var landscape: Layout
  /// The current orientation.
  public var orientation: Orientation

  /// Creates a profile.
  public init(
    name: String, model: String, idiom: UIUserInterfaceIdiom, scale: CGFloat,
    portrait: Layout, landscape: Layout, orientation: Orientation = .portrait
  ) {
    self.name = name
    self.model = model
    self.idiom = idiom
    self.scale = scale
    self.portrait = portrait
    self.landscape = landscape
    self.orientation = orientation
  }

  /// The layout in the current orientation.
  public var layout: Layout { orientation == .portrait ? portrait : landscape }

  /// Whether the screen wants wide content margins, UIKit's private `_wantsWideContentMargins`,
  /// which gives a form sheet its 414 × 394 default size (FIDELITY 12.21). An assumption: true on a
  /// phone with a home indicator (the Face ID phones, whose layout margins are 16 or 20 points),
  /// false on the small phone and on tablets, whose form sheets take the sizes by screen.
  package var wantsWideContentMargins: Bool {
    idiom == .phone && portrait.safeAreaInsets.bottom > 0
  }

  /// The window's size in the current orientation.
  public var screenSize: CGSize { layout.size }

  /// The same device turned to `orientation`.
  public func rotated(to orientation: Orientation) -> DeviceProfile {
    var copy = self
    copy.orientation = orientation
    return copy
  }

  /// The traits a full-screen window of this profile has (FIDELITY 12.1–12.3), in light mode.
  public var traitCollection: UITraitCollection {
    UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceIdiom: idiom), UITraitCollection(displayScale: scale),
      UITraitCollection(
        horizontalSizeClass: layout.horizontalSizeClass,
        verticalSizeClass: layout.verticalSizeClass),
      UITraitCollection(userInterfaceStyle: .light),
    ])
  }

  /// The name, model and orientation, as in `tablet (iPad Air 11-inch (M2), portrait 820×1180)`.
  public var description: String {
    let size = layout.size
    return
      "\(name) (\(model), \(orientation.rawValue) \(size.width.compactDescription)×\(size.height.compactDescription))"
  }
}
