import Foundation

/// How a sheet-like presentation is sized (iOS 18, FIDELITY 12.24).
///
/// SwiftUI's mapping onto UIKit is unconfirmed (FIDELITY 12.24); the simulator's, an assumption
/// documented in docs/fidelity.md: `.automatic` and `.page` keep the sheet's page sizing
/// (`prefersPageSizing`, FIDELITY 12.22); `.form` turns it off, so the sheet takes the form sheet's
/// size (FIDELITY 12.21); `.fitted` turns it off and makes the content's ideal size the presented
/// controller's `preferredContentSize`, on the fitted axes only; `.sticky` keeps an axis from
/// shrinking when the content changes. None of it changes the phone's card or the compact-height
/// look, where sheets are not sized by their content.
public protocol PresentationSizing: Sendable {
  /// What the sizing does, in the simulator's terms.
  var _rule: _PresentationSizingRule { get }
}

/// The simulator's description of a ``PresentationSizing``.
public struct _PresentationSizingRule: Hashable, Sendable {
  package enum Base: String, Hashable, Sendable { case automatic, page, form, fitted }
  package var base: Base
  package var fitsHorizontally = false
  package var fitsVertically = false
  package var sticksHorizontally = false
  package var sticksVertically = false

  /// Whether the sheet keeps page sizing.
  package var prefersPageSizing: Bool { base == .automatic || base == .page }

  /// The rule in words, for the trace.
  package var summary: String {
    var text = ".\(base.rawValue)"
    if base != .fitted, fitsHorizontally || fitsVertically {
      text += ".fitted(horizontal: \(fitsHorizontally), vertical: \(fitsVertically))"
    }
    if sticksHorizontally || sticksVertically {
      text += ".sticky(horizontal: \(sticksHorizontally), vertical: \(sticksVertically))"
    }
    return text
  }
}

/// The system's sizing: a page sheet's.
public struct AutomaticPresentationSizing: PresentationSizing {
  /// The rule.
  public var _rule: _PresentationSizingRule { _PresentationSizingRule(base: .automatic) }
}

/// Roughly the size of a page of paper: the page sheet's width (FIDELITY 12.21, 12.22).
public struct PagePresentationSizing: PresentationSizing {
  /// The rule.
  public var _rule: _PresentationSizingRule { _PresentationSizingRule(base: .page) }
}

/// The size of a form: the form sheet's default size for the screen (FIDELITY 12.21).
public struct FormPresentationSizing: PresentationSizing {
  /// The rule.
  public var _rule: _PresentationSizingRule { _PresentationSizingRule(base: .form) }
}

/// The content's ideal size, in both directions.
public struct FittedPresentationSizing: PresentationSizing {
  /// The rule.
  public var _rule: _PresentationSizingRule {
    _PresentationSizingRule(base: .fitted, fitsHorizontally: true, fitsVertically: true)
  }
}

/// A sizing changed by ``PresentationSizing/fitted(horizontal:vertical:)`` or
/// ``PresentationSizing/sticky(horizontal:vertical:)``.
public struct _ModifiedPresentationSizing: PresentationSizing {
  /// The rule.
  public let _rule: _PresentationSizingRule
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
  /// The system's sizing.
  public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
  /// Roughly the size of a page of paper.
  public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
  /// The size of a form.
  public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
  /// The content's ideal size.
  public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension PresentationSizing {
  /// This sizing, fitted to the content's ideal size on the axes given.
  public func fitted(horizontal: Bool, vertical: Bool) -> _ModifiedPresentationSizing {
    var rule = _rule
    rule.fitsHorizontally = horizontal
    rule.fitsVertically = vertical
    if rule.base == .automatic || rule.base == .page { rule.base = .form }
    return _ModifiedPresentationSizing(_rule: rule)
  }

  /// This sizing, kept from shrinking on the axes given when the content changes.
  public func sticky(horizontal: Bool = false, vertical: Bool = false)
    -> _ModifiedPresentationSizing
  {
    var rule = _rule
    rule.sticksHorizontally = horizontal
    rule.sticksVertically = vertical
    return _ModifiedPresentationSizing(_rule: rule)
  }
}

/// Sets the sizing of the enclosing sheet.
public struct _PresentationSizingModifier: ViewModifier {
  package let rule: _PresentationSizingRule
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _PresentationSizingModifier: PrimitiveModifier {
  package func nodeDidUpdate(_ node: ViewNode) {
    guard let host = node.graph.host?.enclosingPresentationHost,
      let sheet = host.sheetPresentationController
    else { return }
    if sheet.prefersPageSizing != rule.prefersPageSizing {
      sheet.prefersPageSizing = rule.prefersPageSizing
    }
    let rule = self.rule
    // The content's ideal size is measured once the update has laid it out.
    node.graph.afterUpdate { [weak node, weak host] in
      guard let node, let host else { return }
      Self.apply(rule, to: host, node: node)
    }
  }

  private static func apply(
    _ rule: _PresentationSizingRule, to host: PresentationHostingController<AnyView>,
    node: ViewNode
  ) {
    var size = CGSize.zero
    if rule.fitsHorizontally || rule.fitsVertically {
      let ideal = host.graph.root?.sizeThatFits(.unspecified) ?? .zero
      let form = UISheetPresentationController.defaultFormSheetSize(
        forScreenLongerSide: UISheetPresentationController.screenLongerSide(
          of: host.simulation.screen.profile),
        rule: host.simulation.assumptions.formSheetSize)
      size = CGSize(
        width: rule.fitsHorizontally ? ideal.width : form.width,
        height: rule.fitsVertically ? ideal.height : form.height)
      let old = host.preferredContentSize
      if rule.sticksHorizontally { size.width = max(size.width, old.width) }
      if rule.sticksVertically { size.height = max(size.height, old.height) }
    }
    guard host.preferredContentSize != size || node.primitiveState == nil else { return }
    node.primitiveState = SizingApplied()
    host.preferredContentSize = size
    host.trace(
      .swiftUI,
      "presentationSizing(\(rule.summary)): prefersPageSizing = \(rule.prefersPageSizing), preferredContentSize = \(size.sizeDescription) (FIDELITY 12.24)"
    )
  }
}

extension View {
  /// Sets how the enclosing sheet is sized (iOS 18, FIDELITY 12.24).
  public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
    modifier(_PresentationSizingModifier(rule: sizing._rule))
  }
}

/// Marks a sizing modifier that has configured its sheet once.
private final class SizingApplied {}
