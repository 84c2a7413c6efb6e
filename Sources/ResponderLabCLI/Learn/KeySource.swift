import Foundation

/// A key the learner pressed, or the end of input.
package enum KeyPress: Equatable, Sendable {
  /// A character key; Return reads as `"\n"`.
  case character(Character)
  /// Standard input was closed.
  case endOfInput
}

/// Where the learn session reads keys from.
@MainActor
package protocol KeySource: AnyObject {
  /// The next key, waiting at most `timeout` seconds; nil when none came in time.
  func nextKey(timeout: Double) -> KeyPress?
}
