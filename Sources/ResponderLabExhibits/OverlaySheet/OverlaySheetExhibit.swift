import Foundation
import ResponderLabDevice
import SimSwiftUI

extension Exhibit {
  /// The third article's half and quarter sheets, drawn as overlays.
  public static let overlaySheet = Exhibit(
    name: "overlay-sheet",
    title: "Half and quarter sheets from overlays",
    article:
      "“Sheets with SwiftUI” (Peter Ent): half and quarter sheets drawn with .overlay, a dimmed backdrop and two steps 0.25 s apart",
    summary:
      "Sheets drawn as overlays: two steps 0.25 s apart, only as wide as the view they modify, and native detents beside them.",
    documentationPath: "docs/exhibits/overlay-sheet.md",
    narrate: { OverlaySheetNarration.tell() })
}

/// The overlay-sheet exhibit's story.
@MainActor
enum OverlaySheetNarration {
  static func tell() -> String {
    let story = Narration(
      title: Exhibit.overlaySheet.title, article: Exhibit.overlaySheet.article)
    halfSheet(story)
    quarterSheet(story)
    caveats(story)
    overlayOnScreen(story)
    withoutAnimation(.notAtTheButton, story)
    withoutAnimation(.nowhere, story)
    nativeDetents(story)
    return story.text
  }

  private static func describe(_ frame: CGRect?) -> String {
    guard let frame else { return "not drawn" }
    func number(_ value: CGFloat) -> String {
      if value == value.rounded() { return String(Int(value)) }
      var text = String(format: "%.2f", Double(value))
      while text.hasSuffix("0") { text.removeLast() }
      return text
    }
    return
      "(\(number(frame.minX)) \(number(frame.minY)); \(number(frame.width)) \(number(frame.height)))"
  }

  /// The backdrop, while it is drawn: its chain shows that taps on it stay inside the hosting view
  /// of the screen, with no presented controller anywhere.
  private static func probe(_ lab: OverlaySheetLab) -> (name: String, responder: UIResponder)? {
    lab.device.hand.findView(showing: "overlay dimming").map { ("the backdrop", $0) }
  }

  /// The native sheet's title, while it is shown: its chain runs through the presented hosting
  /// controller to the presenter.
  private static func nativeProbe(_ lab: OverlaySheetLab) -> (
    name: String, responder: UIResponder
  )? {
    lab.device.hand.findView(showing: "Native sheet").map { ("the sheet's title", $0) }
  }

  private static func act(
    _ lab: OverlaySheetLab, _ story: Narration, _ title: String, _ explanation: String? = nil,
    views: Bool = false, _ action: () -> Void
  ) {
    let mark = lab.device.trace.mark
    action()
    story.step(
      title, explanation, on: lab.device, since: mark, probe: probe(lab), views: views)
  }

  private static func halfSheet(_ story: Narration) {
    story.run(
      "The half sheet",
      "The article's trial run: a view filling the screen, modified by halfSheet. \"Show Sheet\" sets isPresented inside withAnimation."
    )
    let lab = OverlaySheetLab(kind: .fullScreen(fraction: 0.5, animation: .everywhere))
    act(
      lab, story, "Tap \"Show Sheet\"",
      "The view dump shows the overlay: a hosted colour for the dimmed backdrop above the blurred content.",
      views: true
    ) { story.perform { try lab.tapShowSheet() } }
    story.finding(
      "at \(lab.device.now)s the backdrop is drawn at \(describe(lab.dimmingFrame)) and the content is \(describe(lab.sheetFrame)); the modified view is blurred with radius \(Int(lab.blurRadius))."
    )
    act(lab, story, "Wait 0.25 s") { lab.wait(0.25) }
    story.finding(
      "at \(lab.device.now)s the content is drawn at \(describe(lab.sheetFrame)): half of the overlay's 844 points, the modified view grown into the safe area by edgesIgnoringSafeArea."
    )
    lab.wait(1)
    act(lab, story, "Wait 1 s, then tap the dimmed area at (195, 100)") {
      story.perform { _ = try lab.tap(at: CGPoint(x: 195, y: 100)) }
    }
    story.finding(
      "the content leaves with its transition; the backdrop stays at \(describe(lab.dimmingFrame)) and isPresented is still \(lab.model.isPresented)."
    )
    act(lab, story, "Wait 0.25 s") { lab.wait(0.25) }
    story.finding(
      "isPresented is \(lab.model.isPresented): the second step cleared it, and the overlay fades out."
    )
    act(lab, story, "Wait 0.35 s, the fade's duration") { lab.wait(0.35) }
    story.finding(
      "the backdrop is \(describe(lab.dimmingFrame)) and the blur radius is \(Int(lab.blurRadius))."
    )
  }

  private static func quarterSheet(_ story: Narration) {
    story.run("The quarter sheet", "The same screen with quarterSheet.")
    let lab = OverlaySheetLab(kind: .fullScreen(fraction: 0.25, animation: .everywhere))
    act(lab, story, "Tap \"Show Sheet\" and wait 0.25 s") {
      story.perform { try lab.tapShowSheet() }
      lab.wait(0.25)
    }
    story.finding(
      "the content is drawn at \(describe(lab.sheetFrame)): a quarter of the overlay's 844 points.")
  }

  private static func caveats(_ story: Narration) {
    story.run(
      "The article's caveats: as wide as the modified view, and covering only it",
      "A 200 × 300 card carries the half sheet; a \"Beneath\" button sits below the card."
    )
    let lab = OverlaySheetLab(kind: .narrowCard)
    act(lab, story, "Tap \"Show Sheet\" and wait 0.25 s", views: true) {
      story.perform { try lab.tapShowSheet() }
      lab.wait(0.25)
    }
    story.finding(
      "the card is at \(describe(lab.cardFrame)); the backdrop is at \(describe(lab.dimmingFrame)) and the content at \(describe(lab.sheetFrame)): the overlay is only as wide, and as high, as the card."
    )
    let before = lab.model.tapsBeneath
    act(lab, story, "Tap \"Beneath\"") { story.perform { try lab.tapBeneath() } }
    story.finding(
      "the button received the tap (taps: \(before) → \(lab.model.tapsBeneath)) and the sheet is still presented (\(lab.model.isPresented)): the overlay covers only the card."
    )
  }

  private static func overlayOnScreen(_ story: Narration) {
    story.run(
      "The fix for the caveats: the overlay on the whole screen",
      "The same card and buttons; halfSheet now modifies the full-screen container around them."
    )
    let lab = OverlaySheetLab(kind: .narrowCardOverlayOnScreen)
    var hit: UIView?
    act(lab, story, "Tap \"Show Sheet\", wait 0.25 s, then tap \"Beneath\"") {
      story.perform { try lab.tapShowSheet() }
      lab.wait(0.25)
      story.perform { hit = try lab.tapBeneath() }
    }
    story.finding(
      "the overlay now covers the button: the tap landed on \(hit.map { "\($0.objectName)" } ?? "nothing"), part of the overlay, and the button never saw it (taps beneath: \(lab.model.tapsBeneath))."
    )
  }

  private static func withoutAnimation(_ animation: OverlaySheetAnimation, _ story: Narration) {
    story.run(
      animation == .notAtTheButton
        ? "Without withAnimation at the button" : "Without withAnimation anywhere",
      animation == .notAtTheButton
        ? "\"Show Sheet\" sets isPresented plainly. The backdrop's two steps still use withAnimation."
        : "Neither the button nor the backdrop's steps use withAnimation."
    )
    let lab = OverlaySheetLab(kind: .fullScreen(fraction: 0.5, animation: animation))
    let mark = lab.device.trace.mark
    act(lab, story, "Tap \"Show Sheet\" and wait 0.25 s") {
      story.perform { try lab.tapShowSheet() }
      lab.wait(0.25)
    }
    let shown = lab.transitions(since: mark)
    story.finding(
      shown.isEmpty
        ? "no transition ran: the backdrop, then the content at \(describe(lab.sheetFrame)), simply appeared."
        : "the backdrop appeared without its fade; only the content's slide ran, because the backdrop's step animates: \(shown.joined(separator: "; "))."
    )
    lab.wait(1)
    act(lab, story, "Wait 1 s, tap the dimmed area, wait 0.25 s") {
      story.perform { _ = try lab.tap(at: CGPoint(x: 195, y: 100)) }
      lab.wait(0.25)
    }
    story.finding(
      animation == .nowhere
        ? "isPresented is \(lab.model.isPresented) and the backdrop is \(describe(lab.dimmingFrame)): without withAnimation the content and the backdrop left at once, with no transition."
        : "isPresented is \(lab.model.isPresented); the backdrop, still at \(describe(lab.dimmingFrame)), fades out with the step's own animation."
    )
  }

  private static func nativeDetents(_ story: Narration) {
    story.run(
      "The same half sheet with native detents",
      "A .sheet with presentationDetents([.medium, .fraction(0.25)]). It opens at the smallest detent (FIDELITY 6.4)."
    )
    let lab = OverlaySheetLab(kind: .nativeDetents)
    var mark = lab.device.trace.mark
    story.perform { try lab.tapShowSheet() }
    lab.device.runUntilIdle()
    story.step("Tap \"Show Sheet\"", on: lab.device, since: mark, probe: nativeProbe(lab))
    story.finding("the sheet rests at \(describe(lab.nativeSheetFrame)).")
    mark = lab.device.trace.mark
    story.perform { try lab.device.hand.dragSheet(toDetent: .medium) }
    lab.device.runUntilIdle()
    let medium = lab.nativeSheetFrame
    story.perform { try lab.device.hand.dragSheet(toDetent: .init("Fraction:0.25")) }
    lab.device.runUntilIdle()
    story.step(
      "Drag the sheet up to .medium, then back down to .fraction(0.25)", on: lab.device,
      since: mark, probe: nativeProbe(lab))
    let between = lab.delegateCalls(since: mark)
    story.finding(
      "at .medium the sheet was at \(describe(medium)), and back at \(describe(lab.nativeSheetFrame)); between detents the adaptive delegate heard \(between.isEmpty ? "nothing" : between.joined(separator: ", ")); only the sheet delegate's detent change was sent (FIDELITY 4.2, 6.5)."
    )
    mark = lab.device.trace.mark
    story.perform { try lab.device.hand.swipeDown(by: 400) }
    lab.device.runUntilIdle()
    story.step(
      "Pull the sheet 400 points down, below its smallest detent, and let go", on: lab.device,
      since: mark, probe: nativeProbe(lab))
    story.finding(
      "below the smallest detent the delegate was asked and told: \(lab.delegateCalls(since: mark).joined(separator: ", ")); isPresented is \(lab.model.isPresented)."
    )
  }
}
