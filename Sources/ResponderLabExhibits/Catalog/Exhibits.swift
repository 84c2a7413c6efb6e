/// The exhibits, in the order of their articles.
public enum Exhibits {
  /// Every exhibit.
  public static let all: [Exhibit] = [.guardian, .probe, .overlaySheet]

  /// The exhibit called `name`, if there is one.
  public static func named(_ name: String) -> Exhibit? {
    all.first { $0.name == name }
  }
}
