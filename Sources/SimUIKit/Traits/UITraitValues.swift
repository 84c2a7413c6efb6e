/// The width or height class of an environment (FIDELITY 12.1, 12.2).
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable, CustomStringConvertible {
  /// Not specified.
  case unspecified = 0
  /// Compact.
  case compact = 1
  /// Regular.
  case regular = 2

  /// The case's name, as in `compact`.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .compact: "compact"
    case .regular: "regular"
    }
  }
}

/// The kind of device an interface runs on (FIDELITY 12.3).
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable, CustomStringConvertible {
  /// Not specified.
  case unspecified = -1
  /// An iPhone.
  case phone = 0
  /// An iPad.
  case pad = 1

  /// The case's name, as in `pad`.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .phone: "phone"
    case .pad: "pad"
    }
  }
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable, CustomStringConvertible {
  /// Not specified.
  case unspecified = 0
  /// Light.
  case light = 1
  /// Dark.
  case dark = 2

  /// The case's name, as in `dark`.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .light: "light"
    case .dark: "dark"
    }
  }
}
