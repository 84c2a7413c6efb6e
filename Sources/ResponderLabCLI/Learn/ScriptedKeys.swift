/// Keys typed in a script, for tests: one string per key, returned in order, then end of input.
package final class ScriptedKeys: KeySource {
  private var keys: [KeyPress]

  /// Creates a source that answers `keys`, one character at a time, then end of input.
  package init(_ keys: String) {
    self.keys = keys.map { .character($0) }
  }

  package func nextKey(timeout: Double) -> KeyPress? {
    keys.isEmpty ? .endOfInput : keys.removeFirst()
  }
}
