/// The size class of a dimension of the interface.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// A constrained dimension, as an iPhone's width in portrait.
  case compact
  /// An ample dimension.
  case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .compact }
}

private struct VerticalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .regular }
}

extension EnvironmentValues {
  /// The horizontal size class. Default: compact, as on an iPhone in portrait.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class. Default: regular, as on an iPhone in portrait.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}
