// The six trait environments of FIDELITY 12.4: each answers its traits from the hierarchy, and all
// but the screen take overrides (`traitOverrides`, iOS 17).

extension UIScreen: UITraitEnvironment {
  /// The device's traits: its idiom, scale and appearance, with the size classes of the full screen
  /// (regular/regular on a tablet, FIDELITY 12.2; the profile's on a phone, 12.1).
  public var traitCollection: UITraitCollection { ownTraitCollection }

  /// The screen's traits change only with the device; nothing to do.
  public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  package var ownTraitCollection: UITraitCollection {
    let layout = profile.layout
    let isPad = profile.idiom == .pad
    return UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceIdiom: profile.idiom),
      UITraitCollection(displayScale: scale),
      UITraitCollection(
        horizontalSizeClass: isPad ? .regular : layout.horizontalSizeClass,
        verticalSizeClass: isPad ? .regular : layout.verticalSizeClass),
      UITraitCollection(userInterfaceStyle: userInterfaceStyle),
    ])
  }
}

extension UIWindowScene: UITraitChangeObservable {
  /// The scene's traits: the screen's, with the size classes of the app's window (FIDELITY 12.2).
  public var traitCollection: UITraitCollection { TraitResolver.traits(of: .scene(self)) }

  /// Overrides for the scene and everything in it (FIDELITY 12.4).
  public var traitOverrides: UITraitOverrides {
    get { TraitStorage.overrides(of: self) }
    set { TraitStorage.setOverrides(newValue, of: self, in: simulation) }
  }

  /// Called when the scene's traits changed (FIDELITY 12.6).
  public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

extension UIView: UITraitChangeObservable {
  /// The view's traits: its controller's if it is a controller's view, else its superview's, with
  /// its own overrides (FIDELITY 12.4).
  public var traitCollection: UITraitCollection { TraitResolver.traits(of: .view(self)) }

  /// Overrides for the view and its subviews (FIDELITY 12.4).
  public var traitOverrides: UITraitOverrides {
    get { TraitStorage.overrides(of: self) }
    set { TraitStorage.setOverrides(newValue, of: self, in: simulation) }
  }
}

extension UIViewController: UITraitChangeObservable {
  /// The controller's traits: since iOS 17 those of its view's superview, or of its presentation
  /// controller when presented, with its own overrides (FIDELITY 12.4, 12.5).
  public var traitCollection: UITraitCollection { TraitResolver.traits(of: .controller(self)) }

  /// Overrides for the controller, its view and its children (FIDELITY 12.4).
  public var traitOverrides: UITraitOverrides {
    get { TraitStorage.overrides(of: self) }
    set { TraitStorage.setOverrides(newValue, of: self, in: simulation) }
  }
}

extension UIPresentationController: UITraitChangeObservable {
  /// The presentation's traits: its container's, with UIKit's own override for the style, then
  /// `overrideTraitCollection`, then `traitOverrides` (FIDELITY 12.5).
  public var traitCollection: UITraitCollection { TraitResolver.traits(of: .presentation(self)) }

  /// Overrides for the presentation and the presented controller (FIDELITY 12.4, 12.5).
  public var traitOverrides: UITraitOverrides {
    get { TraitStorage.overrides(of: self) }
    set { TraitStorage.setOverrides(newValue, of: self, in: simulation) }
  }
}
