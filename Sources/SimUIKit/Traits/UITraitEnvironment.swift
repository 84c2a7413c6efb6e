/// An object with traits: the screen, a window scene, a window, a presentation controller, a
/// controller or a view (FIDELITY 12.4).
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
  /// The object's traits: its parent's, with its own overrides applied (FIDELITY 12.4, 12.5).
  var traitCollection: UITraitCollection { get }
  /// Called when the traits changed, with the previous ones (deprecated in iOS 17, still called;
  /// FIDELITY 12.6).
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A registration made by `registerForTraitChanges(_:handler:)`; pass it to
/// `unregisterForTraitChanges(_:)` to end it early.
@preconcurrency @MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// An object whose trait changes can be observed (FIDELITY 12.6).
@preconcurrency @MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {}

/// One registration for trait changes: the traits it watches and what it calls.
@MainActor
package final class TraitRegistration: UITraitChangeRegistration {
  let traits: Set<TraitKey>
  let handler: @MainActor (AnyObject, UITraitCollection) -> Void

  init(traits: Set<TraitKey>, handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void)
  {
    self.traits = traits
    self.handler = handler
  }
}

/// What a trait environment keeps: its overrides and its registrations.
@MainActor
package final class TraitStorage {
  var overrides = UITraitOverrides()
  var registrations: [TraitRegistration] = []
}

extension UITraitChangeObservable {
  /// Calls `handler` with the object and its previous traits whenever one of `traits` changes value,
  /// after the change (FIDELITY 12.6). The registration ends with the object.
  @discardableResult
  public func registerForTraitChanges<Environment: UITraitEnvironment>(
    _ traits: [UITrait],
    handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let keys = Set(traits.compactMap(TraitKey.init))
    if keys.count < traits.count, let object = self as? SimulatedObject {
      object.simulation.warn(
        "[Traits] registerForTraitChanges: a trait of the app's own never changes in the simulator; only the size classes, idiom, display scale and user-interface style are modeled."
      )
    }
    let registration = TraitRegistration(traits: keys) { object, previous in
      guard let environment = object as? Environment else { return }
      handler(environment, previous)
    }
    TraitStorage.of(self, creating: true)?.registrations.append(registration)
    return registration
  }

  /// Ends a registration made by `registerForTraitChanges(_:handler:)`.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    TraitStorage.of(self, creating: false)?.registrations.removeAll { $0 === registration }
  }
}

extension TraitStorage {
  /// The storage of a responder or presentation controller, made on first use when `creating`.
  static func of(_ object: AnyObject, creating: Bool) -> TraitStorage? {
    if let responder = object as? UIResponder {
      if responder.traitStorage == nil, creating { responder.traitStorage = TraitStorage() }
      return responder.traitStorage
    }
    if let controller = object as? UIPresentationController {
      if controller.traitStorage == nil, creating { controller.traitStorage = TraitStorage() }
      return controller.traitStorage
    }
    return nil
  }

  /// The overrides of `object`.
  package static func overrides(of object: AnyObject) -> UITraitOverrides {
    of(object, creating: false)?.overrides ?? UITraitOverrides()
  }

  /// Sets the overrides of `object`, updating the traits below it and sending the callbacks of
  /// every environment whose traits change (FIDELITY 12.4, 12.6).
  package static func setOverrides(
    _ overrides: UITraitOverrides, of object: AnyObject, in simulation: Simulation
  ) {
    guard overrides != self.overrides(of: object) else { return }
    TraitUpdate.perform(in: simulation) {
      of(object, creating: true)?.overrides = overrides
    }
  }
}
