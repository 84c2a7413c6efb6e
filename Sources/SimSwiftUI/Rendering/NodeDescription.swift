/// A primitive or modifier that describes its settings in dumps (`padding(16)`, `blur(4)`).
@MainActor
package protocol DumpDescribable {
  var dumpDetail: String { get }
}

extension ViewNode {
  /// What the node's view or modifier is set to, for dumps, if it says (an empty detail says
  /// nothing).
  package var dumpDetail: String? {
    let detail: String?
    if let modified = view.asModifiedContent {
      detail = (modified.modifierValue as? any DumpDescribable)?.dumpDetail
    } else {
      detail = (view as? any DumpDescribable)?.dumpDetail
    }
    return detail?.isEmpty == true ? nil : detail
  }
}

extension _EffectModifier: DumpDescribable {
  package var dumpDetail: String {
    switch effect {
    case .clipped: "clipped"
    case .blur(let radius): "blur(\(radius.compactDescription))"
    case .shadow(let radius): "shadow(\(radius.compactDescription))"
    case .opacity(let value): "opacity(\(value))"
    case .accessibilityIdentifier(let identifier): "accessibilityIdentifier(\"\(identifier)\")"
    case .hidden: "hidden"
    case .disabled(let disabled): "disabled(\(disabled))"
    case .cornerRadius(let radius): "cornerRadius(\(radius.compactDescription))"
    }
  }
}

extension _PaddingLayout: DumpDescribable {
  package var dumpDetail: String { "padding(\((length ?? Self.defaultLength).compactDescription))" }
}

extension _FrameLayout: DumpDescribable {
  package var dumpDetail: String {
    "frame(width: \(width.map(\.compactDescription) ?? "nil"), height: \(height.map(\.compactDescription) ?? "nil"))"
  }
}

extension _ZIndexModifier: DumpDescribable {
  package var dumpDetail: String { "zIndex(\(index))" }
}

extension _TransitionModifier: DumpDescribable {
  package var dumpDetail: String { "transition(\(transition.description))" }
}

extension _SecondaryLayerModifier: DumpDescribable {
  package var dumpDetail: String { isInFront ? "overlay" : "background" }
}

extension Color: DumpDescribable {
  package var dumpDetail: String { description }
}
