/// The presentations of a simulation that have begun and not ended, held weakly.
///
/// A presentation holds its presenter and its presented controller (FIDELITY 2.7), and they hold
/// it: a cycle that only a dismissal or a teardown breaks. A window's teardown ends the
/// presentations it reaches from its root; a presentation no window reaches (begun by a controller
/// that left the window, or joined from contradictory dumps) is ended here, so that
/// ``UIApplication/tearDown()`` frees every controller whatever hangs where.
@MainActor
package struct LivePresentations {
  private final class Entry {
    weak var presentation: UIPresentationController?
    init(_ presentation: UIPresentationController) { self.presentation = presentation }
  }
  private var entries: [ObjectIdentifier: Entry] = [:]

  /// The presentations alive now, in no particular order.
  package var all: [UIPresentationController] { entries.values.compactMap(\.presentation) }

  mutating func insert(_ presentation: UIPresentationController) {
    entries[ObjectIdentifier(presentation)] = Entry(presentation)
  }

  mutating func remove(_ presentation: UIPresentationController) {
    let key = ObjectIdentifier(presentation)
    if entries[key]?.presentation === presentation { entries[key] = nil }
  }

  /// Forgets every presentation and returns those still alive, for a teardown to end.
  mutating func removeAll() -> [UIPresentationController] {
    defer { entries.removeAll() }
    return all
  }
}
