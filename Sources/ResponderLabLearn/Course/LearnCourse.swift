/// The course: its parts, and every exercise in the order a learner takes them.
///
/// The format (numbering, parts, kinds) is described in `docs/learn.md`, "Adding an exercise".
public enum LearnCourse {
  /// The parts, each ending with a milestone that combines its topics.
  public static let parts: [CoursePart] = [
    CoursePart(
      number: 1, title: "The responder chain",
      exercises: [
        .nextToController, .predictNavigationChain, .addChildController, .chainMilestone,
      ]),
    CoursePart(
      number: 2, title: "Presenting and dismissing in UIKit",
      exercises: [
        .predictWhoPresents, .whoPresents, .refuseSwipe, .predictSwipeCallbacks, .attemptCallback,
        .stackedSheets, .readADump, .lockAndConfirm,
      ]),
    CoursePart(
      number: 3, title: "The articles' sheet tricks in SwiftUI",
      exercises: [
        .predictSheetPresenter, .guardInsideNavigation, .predictProbeWindow, .probeTooEarly,
        .delegateNobodyRetains, .replaceSwiftUIDelegate, .detentsAndGuard, .predictDimmingTap,
        .overlayAtRightLevel, .articlesMilestone,
      ]),
    CoursePart(
      number: 4, title: "First responder, actions and the keyboard",
      exercises: [.disabledMenuItem, .predictKeyCommandInSheet, .halfSheetKeyboard]),
    CoursePart(
      number: 5, title: "Tablets and popovers",
      exercises: [.actionSheetOnTablet, .popoverOnPhone]),
    CoursePart(
      number: 6, title: "Touches, gesture recognizers and tables",
      exercises: [.swallowedTaps, .buttonSelectsRow]),
  ]

  /// The exercises, from first principles to the articles' techniques, numbered from 1 in order.
  public static let exercises: [Exercise] = parts.flatMap(\.exercises)

  /// The exercise numbered `number`, if there is one.
  public static func exercise(_ number: Int) -> Exercise? {
    exercises.first { $0.number == number }
  }

  /// The exercise whose stable name is `id`, if there is one.
  public static func exercise(id: String) -> Exercise? {
    exercises.first { $0.id == id }
  }

  /// The part that holds exercise `number`.
  public static func part(of number: Int) -> CoursePart? {
    parts.first { part in part.exercises.contains { $0.number == number } }
  }

  /// The stable names of the first edition's fifteen exercises, by their old numbers, so that
  /// progress saved before the course had parts carries over.
  public static let firstEditionIDs: [Int: String] = [
    1: "NextToController", 2: "PredictNavigationChain", 3: "AddChildController",
    4: "WhoPresents", 5: "RefuseSwipe", 6: "AttemptCallback", 7: "StackedSheets",
    8: "GuardInsideNavigation", 9: "ProbeTooEarly", 10: "DelegateNobodyRetains",
    11: "ReplaceSwiftUIDelegate", 12: "DetentsAndGuard", 13: "OverlayAtRightLevel",
    14: "ReadADump", 15: "LockAndConfirm",
  ]
}
