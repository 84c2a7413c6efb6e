import Foundation

// The constraints the engine makes itself: a translating view's frame, a view's intrinsic size
// with its hugging and compression resistance, and the system guides' frames.
extension AutoLayoutEngine {
  /// The engine's own constraints for the current participants, reusing those whose constants did
  /// not change, so the solver keeps them.
  func makeGeneratedConstraints() -> [NSLayoutConstraint] {
    var result: [NSLayoutConstraint] = []
    var next: [String: NSLayoutConstraint] = [:]
    func keep(
      _ key: String, _ make: () -> NSLayoutConstraint, matches: (NSLayoutConstraint) -> Bool
    ) {
      let constraint: NSLayoutConstraint
      if let existing = generated[key], matches(existing) {
        constraint = existing
      } else {
        constraint = make()
      }
      next[key] = constraint
      result.append(constraint)
    }
    for view in participants {
      let id = "\(ObjectIdentifier(view).hashValue)"
      if view.translatesAutoresizingMaskIntoConstraints {
        let frame = view.frame
        let superview = view.superview.flatMap { isParticipant($0) ? $0 : nil }
        let origin = superview == nil ? layoutOrigin(of: view) : frame.origin
        let pins: [(String, NSLayoutConstraint.Attribute, CGFloat, Bool)] = [
          ("minX", .left, origin.x, true), ("minY", .top, origin.y, true),
          ("width", .width, frame.width, false), ("height", .height, frame.height, false),
        ]
        for (name, attribute, value, isPosition) in pins {
          keep(
            "\(id).\(name)",
            {
              NSAutoresizingMaskLayoutConstraint(
                first: view, attribute, .equal, second: isPosition ? superview : nil,
                isPosition && superview != nil ? attribute : .notAnAttribute, constant: value)
            }, matches: { $0.constant == value && ($0.secondItem === superview || !isPosition) })
        }
      } else {
        let size = view.intrinsicContentSize
        for (axis, attribute, value) in [
          (NSLayoutConstraint.Axis.horizontal, NSLayoutConstraint.Attribute.width, size.width),
          (.vertical, .height, size.height),
        ] where value != UIView.noIntrinsicMetric {
          let hug = view.contentHuggingPriority(for: axis)
          let resist = view.contentCompressionResistancePriority(for: axis)
          keep(
            "\(id).hug.\(axis)",
            { contentSize(view, attribute, .lessThanOrEqual, value, hug) },
            matches: { $0.constant == value && $0.priority == hug })
          keep(
            "\(id).resist.\(axis)",
            { contentSize(view, attribute, .greaterThanOrEqual, value, resist) },
            matches: { $0.constant == value && $0.priority == resist })
        }
      }
    }
    for guide in guides {
      guard let role = guide.systemRole, let owner = guide.owningView else { continue }
      let insets = role == .safeArea ? owner.safeAreaInsets : marginsInsets(of: owner)
      let id = "\(ObjectIdentifier(guide).hashValue)"
      let pins: [(String, NSLayoutConstraint.Attribute, CGFloat)] = [
        ("left", .left, insets.left), ("top", .top, insets.top),
        ("right", .right, -insets.right), ("bottom", .bottom, -insets.bottom),
      ]
      for (name, attribute, value) in pins {
        keep(
          "\(id).\(name)",
          {
            let made = EngineLayoutConstraint(
              first: guide, attribute, .equal, second: owner, attribute, constant: value)
            made.identifier = guide.identifier
            return made
          }, matches: { $0.constant == value })
      }
    }
    generated = next
    return result
  }

  /// The margins guide's insets: the view's layout margins, measured from the safe area when the
  /// view is a controller's root view (FIDELITY 21.6).
  private func marginsInsets(of view: UIView) -> UIEdgeInsets {
    let margins = view.layoutMargins
    guard view.owningViewController != nil else { return margins }
    let safe = view.safeAreaInsets
    return UIEdgeInsets(
      top: margins.top + safe.top, left: margins.left + safe.left,
      bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
  }

  /// The view's origin in the engine's coordinates: its frame origins summed up to the root.
  private func layoutOrigin(of view: UIView) -> CGPoint {
    var point = CGPoint.zero
    var current: UIView? = view
    while let each = current, each.superview != nil {
      point.x += each.frame.origin.x
      point.y += each.frame.origin.y
      current = each.superview
    }
    return point
  }
}

@MainActor
private func contentSize(
  _ view: UIView, _ attribute: NSLayoutConstraint.Attribute,
  _ relation: NSLayoutConstraint.Relation,
  _ value: CGFloat, _ priority: UILayoutPriority
) -> NSLayoutConstraint {
  let made = EngineLayoutConstraint(
    first: view, attribute, relation, second: nil, .notAnAttribute, constant: value)
  made.priority = priority
  made.showAs(className: "NSContentSizeLayoutConstraint")
  return made
}
