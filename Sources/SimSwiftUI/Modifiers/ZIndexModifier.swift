/// Orders the content among its siblings in a ZStack: higher values are drawn in front.
public struct _ZIndexModifier: ViewModifier {
  package let index: Double
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _ZIndexModifier: PrimitiveModifier {}

extension View {
  /// Orders the view in front of (higher) or behind (lower) its siblings in a ZStack.
  public func zIndex(_ value: Double) -> some View {
    modifier(_ZIndexModifier(index: value))
  }
}

/// Finds the `zIndex` that applies to a layout element.
@MainActor
package enum ZIndexTrait {
  /// The zIndex of `element` as a child of `container`: the nearest `.zIndex` on the element, on the
  /// modifiers inside it down to its content, or on the transparent nodes between it and `container`.
  package static func value(of element: ViewNode, below container: ViewNode) -> Double {
    var current: ViewNode? = element
    while let node = current, node !== container {
      if let index = zIndex(of: node) { return index }
      current = node.parent
    }
    var inner: ViewNode? = element
    while let node = inner, node.view.asModifiedContent != nil {
      if let index = zIndex(of: node) { return index }
      inner = node.children.first { $0.key == AnyHashable(0) || $0.key == AnyHashable("content") }
    }
    return 0
  }

  private static func zIndex(of node: ViewNode) -> Double? {
    (node.view.asModifiedContent?.modifierValue as? _ZIndexModifier)?.index
  }
}
