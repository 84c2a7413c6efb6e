/// Switches for how SwiftUI maps onto UIKit where FIDELITY.md marks the mapping UNCONFIRMED.
///
/// Each default follows the best evidence; `docs/swiftui-assumptions.md` describes each switch and
/// the fact behind it. Set them per simulation with `simulation.swiftUIAssumptions`.
public struct SwiftUIAssumptions: Hashable, Sendable {
  /// How a sheet's `isPresented` binding is reset after the user swipes the sheet away
  /// (FIDELITY 5.4).
  public enum SheetDismissalReset: String, Hashable, Sendable, CaseIterable {
    /// UIKit tells the presented `PresentationHostingController` privately, before and independent
    /// of the presentation controller's delegate; replacing the delegate does not break the reset.
    case privatePresentedControllerHook
    /// SwiftUI learns of the dismissal only through its own `presentationControllerDidDismiss`;
    /// replacing the presentation controller's delegate leaves `isPresented` true.
    case presentationControllerDelegate
  }

  /// How `interactiveDismissDisabled(_:)` stops a swipe (FIDELITY 5.2, 5.3).
  public enum InteractiveDismissMechanism: String, Hashable, Sendable, CaseIterable {
    /// It sets `isModalInPresentation` on the presented hosting controller; a replaced delegate's
    /// `presentationControllerShouldDismiss` is then never asked (FIDELITY 4.6).
    case modalInPresentation
    /// SwiftUI's own delegate answers `presentationControllerShouldDismiss` with false; replacing
    /// the delegate undoes the modifier.
    case delegateShouldDismiss
  }

  /// When the body of a `.task` action first runs (FIDELITY 13.10, UNCONFIRMED across releases).
  public enum TaskStart: String, Hashable, Sendable, CaseIterable {
    /// The task is created in the update that inserts the view; its body starts on a later turn of
    /// the main queue, after the update's `onAppear` actions (observed on iOS 15 to 18).
    case scheduled
    /// The task is created with `Task.immediate`: its body runs at once, inside the update and
    /// before `onAppear`, up to its first suspension (the documentation of the iOS 26 SDK).
    case immediate
  }

  /// Which task runs first when `.task(id:)` sees a new id (FIDELITY 13.11, UNCONFIRMED).
  public enum TaskRestartOrder: String, Hashable, Sendable, CaseIterable {
    /// The old task is cancelled before the new one is created: it observes its cancellation (a
    /// sleep throwing `CancellationError`) before the new task's body starts.
    case cancelledTaskFirst
    /// The new task starts first and cancels the old one as its body begins: the new body runs up
    /// to its first suspension before the old task observes its cancellation.
    case restartedTaskFirst
  }

  /// Default: ``SheetDismissalReset/privatePresentedControllerHook``.
  public var sheetDismissalReset: SheetDismissalReset = .privatePresentedControllerHook
  /// Default: ``InteractiveDismissMechanism/modalInPresentation``.
  public var interactiveDismissMechanism: InteractiveDismissMechanism = .modalInPresentation
  /// Whether a representable's first `updateUIView`/`updateUIViewController` runs before its view is
  /// inserted into the hosting view (FIDELITY 7.5, UNCONFIRMED). Default: true. When false, the first
  /// update runs on the next turn of the main queue, once the view is in its window.
  public var firstRepresentableUpdateBeforeInsertion = true

  /// Default: ``TaskStart/scheduled``.
  public var taskStart: TaskStart = .scheduled
  /// Default: ``TaskRestartOrder/cancelledTaskFirst``.
  public var taskRestartOrder: TaskRestartOrder = .cancelledTaskFirst

  /// When a write to a `@FocusState` reaches the first responder (FIDELITY 11.24, UNCONFIRMED).
  public enum FocusWriteTiming: String, Hashable, Sendable, CaseIterable {
    /// In the update the write causes, once it has drawn: the field is first responder when that
    /// update's actions run.
    case sameUpdate
    /// On the next turn of the main queue after that update.
    case nextTurn
  }

  /// Default: ``FocusWriteTiming/sameUpdate``.
  public var focusWriteTiming: FocusWriteTiming = .sameUpdate

  /// Where in a sheet `interactiveDismissDisabled(_:)` takes effect (FIDELITY 20.8).
  public enum InteractiveDismissScope: String, Hashable, Sendable, CaseIterable {
    /// iOS 18 and later: only in the sheet's own content; inside a navigation container the sheet
    /// holds (a pushed screen or the stack's root), it has no effect.
    case sheetContent
    /// iOS 15 to 17: anywhere inside the sheet, navigation containers included.
    case anywhereInSheet
  }

  /// Default: ``InteractiveDismissScope/sheetContent`` (iOS 18 and later).
  public var interactiveDismissScope: InteractiveDismissScope = .sheetContent

  /// Which selections push the next column of a collapsed `NavigationSplitView` (on a phone).
  public enum CompactSplitViewFollows: String, Hashable, Sendable, CaseIterable {
    /// Any selection of a column's list, whether a tap or code made it, the first one included.
    case everySelection
    /// Only a row the user taps (or a `NavigationLink(value:)` in the list).
    case userSelectionOnly
  }

  /// Default: ``CompactSplitViewFollows/everySelection``.
  public var compactSplitViewFollows: CompactSplitViewFollows = .everySelection

  /// Creates the default set of assumptions.
  public init() {}
}

@MainActor
private enum SwiftUIAssumptionsTable {
  struct Entry {
    weak var simulation: Simulation?
    var assumptions: SwiftUIAssumptions
  }
  static var entries: [ObjectIdentifier: Entry] = [:]
}

extension Simulation {
  /// The SwiftUI mapping assumptions of this simulation.
  public var swiftUIAssumptions: SwiftUIAssumptions {
    get {
      guard let entry = SwiftUIAssumptionsTable.entries[ObjectIdentifier(self)],
        entry.simulation === self
      else { return SwiftUIAssumptions() }
      return entry.assumptions
    }
    set {
      SwiftUIAssumptionsTable.entries = SwiftUIAssumptionsTable.entries.filter {
        $0.value.simulation != nil
      }
      SwiftUIAssumptionsTable.entries[ObjectIdentifier(self)] = .init(
        simulation: self, assumptions: newValue)
    }
  }
}
