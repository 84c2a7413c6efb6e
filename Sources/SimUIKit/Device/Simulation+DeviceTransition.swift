import Foundation

// Rotation and window resizing: the controllers hear of the new traits and size first, then the
// screen, windows and full-size views take the new size, then the environments whose traits changed
// get their callbacks, parents first (FIDELITY 12.6), then the coordinator's blocks run.
extension Simulation {
  /// The virtual duration of a rotation or resize, in seconds (an assumption).
  package static let deviceTransitionDuration: TimeInterval = 0.4

  /// Turns or resizes the device to `profile`, with UIKit's callbacks.
  ///
  /// In order (an assumption where FIDELITY 12.6 is silent): `willTransition(to:with:)` to each
  /// root and presented controller whose traits change, then `viewWillTransition(to:with:)` to each
  /// root and presented controller (their defaults forward both to the children), then the new
  /// size, then `traitCollectionDidChange(_:)` and registered handlers, then the coordinator's
  /// alongside blocks; the completions run when the virtual animation ends, or at once when
  /// `animated` is false. Presentations whose size classes changed are adapted again before the
  /// trait callbacks (FIDELITY 12.8). Popovers on screen are placed again in the next turn, after
  /// the layout pass, once their delegates heard `willRepositionPopoverTo` (FIDELITY 12.18).
  package func transitionDevice(to profile: DeviceProfile, animated: Bool) {
    let old = screen.profile
    guard profile != old else { return }
    trace.record(.window, subject: nil, "device → \(profile)", at: now)
    let before = TraitUpdate.snapshot(in: self)
    screen.apply(profile)
    let after = TraitUpdate.snapshot(in: self)
    screen.apply(old)
    let coordinator = _UIViewControllerTransitionCoordinator(
      duration: animated ? Self.deviceTransitionDuration : 0)
    coordinator.newTraits = after
    let controllers = transitionRoots()
    for controller in controllers {
      let id = ObjectIdentifier(controller)
      guard let new = after[id], new != before[id] else { continue }
      controller.trace(.lifecycle, "willTransition(to: \(new))")
      controller.willTransition(to: new, with: coordinator)
    }
    for controller in controllers {
      controller.trace(.lifecycle, "viewWillTransition(to: \(profile.screenSize.sizeDescription))")
      controller.viewWillTransition(to: profile.screenSize, with: coordinator)
    }
    screen.apply(profile)
    resizeWindows(from: CGRect(origin: .zero, size: old.screenSize))
    adaptPresentationsAgain(traitsBefore: before, coordinator: coordinator)
    TraitUpdate.notifyChanges(since: before, in: self)
    repositionPopoversAfterLayout()
    coordinator.runAlongside()
    if animated {
      mainQueue.enqueue(after: Self.deviceTransitionDuration, label: "device transition") {
        coordinator.complete()
      }
    } else {
      coordinator.complete()
    }
  }

  /// The windows' root controllers and the controllers presented over them, bottom first.
  package func transitionRoots() -> [UIViewController] {
    var result: [UIViewController] = []
    for window in application?.windows ?? [] {
      guard let root = window.rootViewController else { continue }
      var stack: [UIViewController] = [root]
      while let controller = stack.popLast() {
        result.append(controller)
        var presented: [UIViewController] = []
        var children = [controller]
        while let next = children.popLast() {
          if let child = next.presentedChild { presented.append(child) }
          children.append(contentsOf: next.children)
        }
        stack.append(contentsOf: presented.reversed())
      }
    }
    return result
  }

  /// Gives every window, and every view that filled its superview, the new size (views as if their
  /// autoresizing mask were flexible width and height: an assumption), then lays out sheets again.
  private func resizeWindows(from oldBounds: CGRect) {
    let bounds = screen.bounds
    for window in application?.windows ?? [] where window.frame.size == oldBounds.size {
      var stack: [(view: UIView, oldSize: CGSize)] = [(window, window.bounds.size)]
      window.frame = CGRect(origin: window.frame.origin, size: bounds.size)
      while let (view, oldSize) = stack.popLast() {
        for subview in view.subviews {
          let subviewOldSize = subview.bounds.size
          if subview.frame.origin == .zero, subview.frame.size == oldSize {
            subview.frame = CGRect(origin: .zero, size: view.bounds.size)
          }
          stack.append((subview, subviewOldSize))
        }
        view.setNeedsLayout()
        if let sheet = (view as? UITransitionView)?.presentationController
          as? UISheetPresentationController
        {
          sheet.layoutSheet()
        }
      }
    }
  }
}

extension UIViewController {
  /// The default `viewWillTransition(to:with:)`: each child hears of the size too.
  package func forwardViewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children {
      child.trace(.lifecycle, "viewWillTransition(to: \(size.sizeDescription))")
      child.viewWillTransition(to: size, with: coordinator)
    }
  }

  /// The default `willTransition(to:with:)`: each child hears of its own new traits.
  package func forwardWillTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    let known = (coordinator as? _UIViewControllerTransitionCoordinator)?.newTraits ?? [:]
    for child in children {
      let childTraits = known[ObjectIdentifier(child)] ?? newCollection
      child.trace(.lifecycle, "willTransition(to: \(childTraits))")
      child.willTransition(to: childTraits, with: coordinator)
    }
  }
}

extension Simulation {
  /// Switches the device's appearance, with the trait callbacks of every environment (FIDELITY 12.6).
  package func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
    TraitUpdate.perform(in: self) { screen.userInterfaceStyle = style }
  }
}

extension CGSize {
  /// `490×1180`.
  package var sizeDescription: String {
    "\(width.compactDescription)×\(height.compactDescription)"
  }
}
