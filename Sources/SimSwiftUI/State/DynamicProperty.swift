/// A stored property of a view whose value the view graph keeps up to date: `@State`, `@Binding`,
/// `@ObservedObject`, `@StateObject`, `@EnvironmentObject`, `@Environment`, or a struct of them.
public protocol DynamicProperty {
  /// Called before the view's body is evaluated.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing by default.
  public mutating func update() {}
}

/// A dynamic property that the view graph links to storage it keeps for the view's identity.
@MainActor
package protocol InstallableProperty {
  /// Links this property to the node's storage in `slot`.
  func install(in node: ViewNode, slot: Int)
}
