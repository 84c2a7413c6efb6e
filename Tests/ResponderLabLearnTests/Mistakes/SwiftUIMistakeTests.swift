import ResponderLabLearn
import SimSwiftUI
import Testing

// Wrong answers learners give to the SwiftUI exercises (the articles'), each fed to its check.

/// GuardInsideNavigation's starter arrangement: the guard is the outer host, around the navigation view.
private struct GuardAroundNavigation: View {
  let log: GuardLog
  @State private var editing = false

  var body: some View {
    DismissGuard(blocksDismissal: true, log: log) {
      NavigationView {
        Button("Edit") { editing = true }
          .sheet(isPresented: $editing) { Text("Draft editor") }
      }
    }
  }
}

/// The guard inside the navigation view, but `.sheet` applied outside everything.
private struct SheetOutsideGuard: View {
  let log: GuardLog
  @State private var editing = false

  var body: some View {
    DismissGuard(blocksDismissal: true, log: log) {
      Button("Edit") { editing = true }
    }
    .sheet(isPresented: $editing) { Text("Draft editor") }
  }
}

/// Where a probe of ProbeTooEarly does its walk.
private enum ProbeWalk { case inMakeUIView, inUpdateUIView, onPresenterLater }

private struct WrongProbe: UIViewRepresentable {
  let delegate: any UIAdaptivePresentationControllerDelegate
  let walk: ProbeWalk

  func makeUIView(context: Context) -> UIView {
    let view = UIView()
    if walk == .inMakeUIView {
      view.controllerUpTheChain?.presentationController?.delegate = delegate
    }
    return view
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    switch walk {
    case .inMakeUIView: break
    case .inUpdateUIView:
      uiView.controllerUpTheChain?.presentationController?.delegate = delegate
    case .onPresenterLater:
      DispatchQueue.main.async {
        uiView.controllerUpTheChain?.presentingViewController?.presentationController?.delegate =
          delegate
      }
    }
  }
}

@Suite("Verdicts and hints about what the learner did: the SwiftUI exercises")
@MainActor
struct SwiftUIMistakeTests {
  @Test(
    "GuardInsideNavigation: the guard around the navigation view is told the navigation's host presented"
  )
  func guardOutsideNavigation() throws {
    let verdict = GuardInsideNavigationCheck.check { GuardAroundNavigation(log: $0) }
    #expect(verdict.mistake?.id == "guardOnOuterHost")
    let explanation = try #require(verdict.firstFailure?.explanation)
    #expect(explanation.contains("a hosting controller the NavigationView made for its content"))
  }

  @Test(
    "GuardInsideNavigation: .sheet outside the guard is told the root hosting controller presented")
  func sheetOutsideGuard() throws {
    let verdict = GuardInsideNavigationCheck.check { SheetOutsideGuard(log: $0) }
    #expect(verdict.mistake?.id == "sheetOutsideGuard")
    let explanation = try #require(verdict.firstFailure?.explanation)
    #expect(explanation.contains("the window's root hosting controller"))
    #expect(!explanation.contains("NavigationView made"), "no text about the other arrangement")
  }

  @Test(
    "ProbeTooEarly: a walk in makeUIView, one in updateUIView and one that reaches the presenter")
  func probeMistakes() throws {
    func verdict(_ walk: ProbeWalk) -> Verdict {
      ProbeTooEarlyCheck.check { WrongProbe(delegate: $0, walk: walk) }
    }
    let made = verdict(.inMakeUIView)
    #expect(made.mistake?.id == "walksInMakeUIView")
    #expect(made.firstFailure?.evidence.contains("controllerUpTheChain: window nil") == true)
    let updated = verdict(.inUpdateUIView)
    #expect(updated.mistake?.id == "walksBeforeWindow")
    #expect(updated.firstFailure?.evidence.contains("SheetDelegateProbe") == false)
    #expect(updated.firstFailure?.evidence.contains("WrongProbe updateUIView") == true)
    let presenter = verdict(.onPresenterLater)
    #expect(presenter.mistake?.id == "delegateOnPresenter")
    let explanation = try #require(presenter.firstFailure?.explanation)
    #expect(explanation.contains("the controller that presents the sheet"))
    #expect(!explanation.contains("the walk finds nothing"))
  }
}
