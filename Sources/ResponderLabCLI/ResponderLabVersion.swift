/// The version of ResponderLab, in one place: `responder-lab --version` prints it.
public enum ResponderLabVersion {
  /// The version, as semantic versioning writes it.
  public static let current = "0.1.0"
}
