import ResponderLabTesting
import SimSwiftUI
import Testing

// Code shaped like the first article's "dismiss guardian": a UIHostingController subclass that
// overrides present, wrapped in a UIViewControllerRepresentable, guarding a form in a sheet. Only the
// import differs from what would build against SwiftUI (and @objc/dynamic on init(coder:)).

private class Draft: ObservableObject {
  @Published var leaveAttempted: Bool = false
  @Published var title: String = "" {
    didSet { refreshGuard() }
  }
  @Published var notes: String = "" {
    didSet { refreshGuard() }
  }
  @Published var isDirty: Bool = false
  var presentCalls: [String] = []

  func refreshGuard() {
    self.isDirty = title != "" || notes != ""
  }

  func discard() {
    self.title = ""
    self.notes = ""
  }
}

private protocol GuardEvents {
  func leaveAttempted(_ flag: Bool)
  func sawPresent(of controller: UIViewController)
}

private class GuardHostingController<Content>: UIHostingController<Content>,
  UIAdaptivePresentationControllerDelegate
where Content: View {
  var blocksDismissal: Bool
  var events: (any GuardEvents)?

  init(rootView: Content, blocksDismissal: Bool) {
    self.blocksDismissal = blocksDismissal
    super.init(rootView: rootView)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    viewControllerToPresent.presentationController?.delegate = self
    self.events?.sawPresent(of: viewControllerToPresent)
    self.events?.leaveAttempted(false)
    super.present(viewControllerToPresent, animated: flag, completion: completion)
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    self.events?.leaveAttempted(true)
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    return !self.blocksDismissal
  }
}

private struct UnsavedChangesGuard<Content: View>: UIViewControllerRepresentable {
  @Binding var blocksDismissal: Bool
  @Binding var leaveAttempted: Bool
  var draft: Draft
  var content: Content

  init(
    blocksDismissal: Binding<Bool>, leaveAttempted: Binding<Bool>, draft: Draft,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.content = content()
    self.draft = draft
    self._blocksDismissal = blocksDismissal
    self._leaveAttempted = leaveAttempted
  }

  func makeUIViewController(context: UIViewControllerRepresentableContext<UnsavedChangesGuard>)
    -> UIViewController
  {
    return GuardHostingController(rootView: content, blocksDismissal: blocksDismissal)
  }

  func updateUIViewController(
    _ uiViewController: UIViewController,
    context: UIViewControllerRepresentableContext<UnsavedChangesGuard>
  ) {
    (uiViewController as! GuardHostingController).rootView = content
    (uiViewController as! GuardHostingController<Content>).blocksDismissal = blocksDismissal
    (uiViewController as! GuardHostingController<Content>).events = context.coordinator
  }

  func makeCoordinator() -> UnsavedChangesGuard<Content>.Coordinator {
    return Coordinator(leaveAttempted: $leaveAttempted, draft: draft)
  }

  class Coordinator: NSObject, GuardEvents {
    @Binding var leaveAttempted: Bool
    let draft: Draft

    init(leaveAttempted: Binding<Bool>, draft: Draft) {
      self._leaveAttempted = leaveAttempted
      self.draft = draft
    }

    func leaveAttempted(_ flag: Bool) {
      self.leaveAttempted = flag
    }

    func sawPresent(of controller: UIViewController) {
      draft.presentCalls.append(String(describing: type(of: controller)))
    }
  }
}

/// The guard around the content, the navigation view inside it (the layout that fails).
private struct GuardOutside: View {
  @State private var editing = false
  @ObservedObject var draft = Draft()

  var body: some View {
    UnsavedChangesGuard(
      blocksDismissal: $draft.isDirty, leaveAttempted: $draft.leaveAttempted, draft: draft
    ) {
      NavigationView {
        Button("Edit") { self.editing = true }
          .sheet(isPresented: self.$editing, content: { DraftForm().environmentObject(self.draft) })
      }
    }
  }
}

/// The navigation view around the guard (the layout that works).
private struct GuardInside: View {
  @State private var editing = false
  @State private var quietEditing = false
  @ObservedObject var draft = Draft()

  var body: some View {
    NavigationView {
      UnsavedChangesGuard(
        blocksDismissal: $draft.isDirty, leaveAttempted: $draft.leaveAttempted, draft: draft
      ) {
        VStack {
          Text("Guarded drafts").font(.title)

          Button("Edit quietly") {
            self.quietEditing = true
          }.padding(20)
            .sheet(
              isPresented: self.$quietEditing,
              content: { QuietDraftForm().environmentObject(self.draft) })

          Button("Edit") {
            self.editing = true
          }
          .sheet(isPresented: self.$editing, content: { DraftForm().environmentObject(self.draft) })
        }
      }
    }
  }
}

private struct QuietDraftForm: View {
  @Environment(\.presentationMode) var presentationMode
  @EnvironmentObject var draft: Draft

  var body: some View {
    NavigationView {
      Form {
        TextField("Title", text: $draft.title)
        TextField("Notes", text: $draft.notes)
      }
      .navigationBarTitle("Draft (quiet)", displayMode: .inline)
      .navigationBarItems(
        trailing:
          Button("Done") {
            self.draft.discard()
            self.presentationMode.wrappedValue.dismiss()
          }
      )
    }
    .environment(\.horizontalSizeClass, .compact)
  }
}

private struct DraftForm: View {
  @Environment(\.presentationMode) var presentationMode
  @EnvironmentObject var draft: Draft

  var body: some View {
    NavigationView {
      Form {
        TextField("Title", text: $draft.title)
        TextField("Notes", text: $draft.notes)
      }
      .alert(isPresented: self.$draft.leaveAttempted) {
        Alert(
          title: Text("Unsaved Changes"),
          message: Text("Leaving now throws the draft away."),
          primaryButton: .destructive(
            Text("Throw Away"),
            action: {
              self.draft.discard()
              self.presentationMode.wrappedValue.dismiss()
            }),
          secondaryButton: .cancel(Text("Keep Editing")))
      }
      .navigationBarTitle("Draft", displayMode: .inline)
      .navigationBarItems(
        trailing:
          Button("Done") {
            self.draft.discard()
            self.presentationMode.wrappedValue.dismiss()
          }
      )
    }
    .environment(\.horizontalSizeClass, .compact)
  }
}

@Suite("The dismiss guard of the first article")
@MainActor
struct UnsavedChangesGuardTests {
  private func launchInside() -> (SimulatedDevice, Draft) {
    let device = SimulatedDevice()
    let host = UIHostingController(rootView: GuardInside())
    device.show(host)
    return (device, host.rootView.draft)
  }

  private func launchOutside() -> (SimulatedDevice, Draft) {
    let device = SimulatedDevice()
    let host = UIHostingController(rootView: GuardOutside())
    device.show(host)
    return (device, host.rootView.draft)
  }

  @Test("Inside a navigation view, the guard's present override sees the sheet (FIDELITY 7.2)")
  func guardInsideNavigationSeesPresent() throws {
    let (device, draft) = launchInside()
    try device.hand.tap(label: "Edit")
    device.runUntilIdle()
    #expect(draft.presentCalls == ["PresentationHostingController<AnyView>"])
    let sheet = try #require(device.hand.topSheet)
    let delegateType = sheet.delegate.map { String(describing: type(of: $0)) } ?? "nil"
    #expect(delegateType.hasPrefix("GuardHostingController<"))
    #expect(
      device.trace.lines(in: [.swiftUI]).contains {
        $0.contains(
          "sheet: present(PresentationHostingController<AnyView>#1) on nearest hosting controller GuardHostingController"
        )
      })
  }

  @Test("With the navigation view inside the guard, the override never sees present (FIDELITY 7.4)")
  func guardOutsideNavigationMissesPresent() throws {
    let (device, draft) = launchOutside()
    try device.hand.tap(label: "Edit")
    device.runUntilIdle()
    #expect(draft.presentCalls.isEmpty)
    let sheet = try #require(device.hand.topSheet)
    #expect(sheet.delegate is SheetPresentationDelegate)
    #expect(
      device.trace.lines(in: [.swiftUI]).contains {
        $0.contains("on nearest hosting controller DestinationHostingController<AnyView>#1")
      })
  }

  @Test(
    "A dirty form refuses the swipe and the guard shows the unsaved-changes alert (FIDELITY 4.4)")
  func dirtyFormRefusesSwipeAndAlerts() throws {
    let (device, draft) = launchInside()
    try device.hand.tap(label: "Edit")
    device.runUntilIdle()
    try device.hand.tap(label: "Title")
    try device.hand.type("Shopping")
    device.runUntilIdle()
    #expect(draft.title == "Shopping")
    #expect(draft.isDirty)
    try device.hand.swipeDown(by: 700)
    device.runUntilIdle()
    #expect(device.hand.topSheet != nil)
    #expect(draft.leaveAttempted)
    let alert = try #require(device.hand.visibleAlert)
    #expect(alert.title == "Unsaved Changes")
    try device.hand.tapAlertAction("Throw Away")
    device.runUntilIdle()
    #expect(draft.title == "")
    #expect(device.hand.topSheet == nil)
  }

  @Test("A clean form is swiped away and the sheet's binding is reset (FIDELITY 5.4)")
  func cleanFormSwipesAway() throws {
    let (device, draft) = launchInside()
    try device.hand.tap(label: "Edit quietly")
    device.runUntilIdle()
    #expect(!draft.isDirty)
    try device.hand.swipeDown(by: 700)
    device.runUntilIdle()
    #expect(device.hand.topSheet == nil)
    // The binding was reset: tapping again presents again.
    try device.hand.tap(label: "Edit quietly")
    device.runUntilIdle()
    #expect(device.hand.topSheet != nil)
  }
}
