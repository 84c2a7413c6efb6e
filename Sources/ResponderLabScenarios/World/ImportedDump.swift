public import SimUIKit

/// One dump an import read: the file, the format, and the objects at the top of it, so that the
/// dump can be printed back from the same objects.
@MainActor
public struct ImportedDump {
  /// The file the dump was read from.
  public var file: String
  /// The dump's format.
  public var format: DumpFormat
  /// The objects of the dump's top lines (one per root), in order.
  public var roots: [UIResponder]
  /// The number of `(layer)` lines skipped (FIDELITY 10.1).
  public var layerLines: Int
  /// The objects the dump printed a line for (other dumps of the moment may add more).
  public var shown: Set<ObjectIdentifier> = []
}
