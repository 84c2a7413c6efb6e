public import Foundation

/// One observable thing that happened in a simulation: a callback, a move, a queue hop, a warning.
public struct TraceEvent: Hashable, Sendable, CustomStringConvertible {
  /// What kind of thing happened.
  public enum Category: String, Hashable, Sendable, CaseIterable {
    /// View-controller lifecycle: `loadView`, `viewDidLoad`, layout callbacks.
    case lifecycle
    /// Appearance callbacks: `viewWillAppear(_:)` and its three siblings.
    case appearance
    /// Containment: `addChild`, `willMove(toParent:)`, `didMove(toParent:)`, `removeFromParent`.
    case containment
    /// View-tree moves: superview and window changes.
    case view
    /// Window changes: key window, root view controller, visibility.
    case window
    /// Main-queue hops: blocks enqueued and run.
    case queue
    /// Presentation and dismissal, navigation pushes and pops, tab switches.
    case presentation
    /// Delegate methods called by the simulated framework.
    case delegate
    /// Touches, gestures and actions performed by the simulated user.
    case gesture
    /// First-responder changes, actions sent up the responder chain, key commands, the keyboard.
    case responder
    /// Warnings that UIKit would log, with UIKit's wording.
    case warning
    /// Faults: calls UIKit would have answered with an exception, refused here.
    case fault
    /// SwiftUI events: body evaluations, state changes, bridge decisions.
    case swiftUI
    /// Free-form notes added by tests, scenarios and exhibits.
    case note
  }

  /// The position of the event in its trace, from 1.
  public let sequence: Int
  /// The virtual time at which it happened, in seconds.
  public let time: TimeInterval
  /// What kind of thing happened.
  public let category: Category
  /// The object the event is about, if any.
  public let subject: ObjectName?
  /// What happened, as in `viewWillAppear(true)`.
  public let message: String

  /// Creates an event.
  public init(
    sequence: Int, time: TimeInterval, category: Category, subject: ObjectName?, message: String
  ) {
    self.sequence = sequence
    self.time = time
    self.category = category
    self.subject = subject
    self.message = message
  }

  /// The event without its time and sequence: `UINavigationController#1 viewWillAppear(true)`.
  public var line: String {
    if let subject { return "\(subject) \(message)" }
    return message
  }

  /// The event as one line of a trace: `[0.000] appearance  UIViewController#1 viewWillAppear(true)`.
  public var description: String {
    let padded = category.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
    return "[\(String(format: "%.3f", time))] \(padded) \(line)"
  }
}
