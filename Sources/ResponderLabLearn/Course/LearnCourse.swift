/// The course: every exercise, in the order a learner takes them.
public enum LearnCourse {
  /// The exercises, from first principles to the articles' techniques.
  public static let exercises: [Exercise] = [
    .nextToController, .predictNavigationChain, .addChildController, .whoPresents, .refuseSwipe,
    .attemptCallback, .stackedSheets, .guardInsideNavigation, .probeTooEarly,
    .delegateNobodyRetains, .replaceSwiftUIDelegate, .detentsAndGuard, .overlayAtRightLevel,
    .readADump, .lockAndConfirm,
  ]

  /// The exercise numbered `number`, if there is one.
  public static func exercise(_ number: Int) -> Exercise? {
    exercises.first { $0.number == number }
  }
}
