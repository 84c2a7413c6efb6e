public import SimSwiftUI

/// An empty view placed behind a sheet's content that finds the sheet's controller by walking the
/// responder chain and installs a ``SheetGuardDelegate`` on its presentation controller.
///
/// At `makeUIView` the view is not in a window yet, and under the default assumption neither is it
/// at the first `updateUIView` (FIDELITY 7.5): the walk only finds the sheet's controller after a
/// hop to the main queue.
public struct SheetProbe: UIViewRepresentable {
  /// Whether a swipe is refused.
  public var refuses: Bool
  /// Changed by the delegate on each attempt.
  public var attempt: Binding<Int>
  /// How the delegate is installed.
  public var setup: ProbeSetup
  /// Where the probe writes what it sees.
  public var journal: ProbeJournal
  /// The delegate, when ``ProbeSetup/Ownership/representable`` says this value keeps it.
  private let ownDelegate: SheetGuardDelegate?

  /// Creates a probe; with the article's ownership, it makes its delegate here.
  public init(refuses: Bool, attempt: Binding<Int>, setup: ProbeSetup, journal: ProbeJournal) {
    self.refuses = refuses
    self.attempt = attempt
    self.setup = setup
    self.journal = journal
    ownDelegate =
      setup.ownership == .representable
      ? SheetGuardDelegate(refuses: refuses, attempt: attempt, journal: journal) : nil
  }

  /// Keeps the delegate when ``ProbeSetup/Ownership/coordinator`` says so.
  public final class Coordinator {
    /// The delegate, kept for as long as the probe view lives.
    public var delegate: SheetGuardDelegate?
  }

  /// Makes the coordinator.
  public func makeCoordinator() -> Coordinator { Coordinator() }

  /// Makes an empty view and notes that it has no window and no chain above it.
  public func makeUIView(context: Context) -> UIView {
    let view = UIView()
    journal.probeView = view
    journal.hadWindowAtMake.append(view.window != nil)
    var chain: [String] = []
    var responder: UIResponder? = view
    while let current = responder {
      chain.append(current.className)
      responder = current.next
    }
    journal.chainAtMake.append(chain)
    return view
  }

  /// Walks at once, and installs after the hop (or at once, without it).
  public func updateUIView(_ uiView: UIView, context: Context) {
    journal.synchronousWalks.append(Self.describe(uiView.owningController))
    let delegate = delegateToInstall(coordinator: context.coordinator)
    guard setup.hopsToMainQueue else {
      install(delegate, from: uiView)
      return
    }
    DispatchQueue.main.async {
      journal.walksAfterHop.append(Self.describe(uiView.owningController))
      install(delegate, from: uiView)
    }
  }

  /// The delegate to install, made late for ``ProbeSetup/Ownership/nobody`` so that nothing keeps it.
  private func delegateToInstall(coordinator: Coordinator) -> () -> SheetGuardDelegate {
    switch setup.ownership {
    case .representable:
      let delegate = ownDelegate
      return { delegate ?? SheetGuardDelegate(refuses: refuses, attempt: attempt) }
    case .nobody:
      return { [refuses, attempt, journal] in
        SheetGuardDelegate(refuses: refuses, attempt: attempt, journal: journal)
      }
    case .coordinator:
      let delegate =
        coordinator.delegate
        ?? SheetGuardDelegate(refuses: refuses, attempt: attempt, journal: journal)
      delegate.refuses = refuses
      coordinator.delegate = delegate
      return { delegate }
    }
  }

  private func install(_ makeDelegate: () -> SheetGuardDelegate, from view: UIView) {
    guard var controller = view.owningController else { return }
    if setup.climbsToPresentedController {
      while let parent = controller.parent { controller = parent }
    }
    journal.installedOn.append(controller.objectName.description)
    guard let presentationController = controller.presentationController else { return }
    let delegate = makeDelegate()
    if setup.forwards, presentationController.delegate !== delegate {
      // A probe installed earlier is replaced, not chained: forward to what it forwarded to.
      let current = presentationController.delegate
      delegate.forwardsTo = (current as? SheetGuardDelegate)?.forwardsTo ?? current
    }
    presentationController.delegate = delegate
  }

  private static func describe(_ controller: UIViewController?) -> String {
    controller.map { $0.objectName.description } ?? "nothing"
  }
}
