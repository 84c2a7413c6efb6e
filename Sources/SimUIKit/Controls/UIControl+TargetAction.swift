// Target-action pairs with selectors (FIDELITY 11.10).

extension UIControl {
  /// Adds a target-action pair for the given events. A nil target sends the action to the responder
  /// chain (FIDELITY 11.10). The control refers to the target weakly.
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    let exists = registrations.contains {
      if case .targetAction(let registered, let selector) = $0.registration {
        return selector == action && registered?.object === object && $0.events == controlEvents
      }
      return false
    }
    guard !exists else { return }
    registrations.append(
      (.targetAction(target: object.map { WeakTarget(object: $0) }, action: action), controlEvents))
  }

  /// Removes target-action pairs: a nil `action` removes every action of `target`; a nil `target`
  /// removes the pairs of every target.
  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    registrations.removeAll {
      guard case .targetAction(let registered, let selector) = $0.registration else { return false }
      return (object == nil || registered?.object === object)
        && (action == nil || selector == action)
        && !$0.events.intersection(controlEvents).isEmpty
    }
  }

  /// The selectors' names registered for `target` (nil: the nil-targeted ones) and `controlEvent`,
  /// or nil if there are none.
  public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let object = target.map { $0 as AnyObject }
    let names = registrations.compactMap { entry -> String? in
      guard case .targetAction(let registered, let selector) = entry.registration,
        registered?.object === object, !entry.events.intersection(controlEvent).isEmpty
      else { return nil }
      return selector.name
    }
    return names.isEmpty ? nil : names
  }

  package func sendActionThroughApplication(
    _ action: Selector, to target: Any?, for event: UIEvent?
  ) {
    trace(.gesture, "sendAction(\(action), to: \(target.map { "\(describe($0))" } ?? "nil"))")
    guard let application = simulation.application else {
      simulation.warn(
        "\(objectName) sent \(action) with no application launched; nothing received it.")
      return
    }
    application.sendAction(action, to: target, from: self, for: event)
  }

  private func describe(_ target: Any) -> String {
    (target as? SimulatedObject)?.objectName.description ?? String(describing: type(of: target))
  }
}
