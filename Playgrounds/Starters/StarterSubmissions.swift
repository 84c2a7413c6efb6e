public import ResponderLabLearn

/// Every pristine starter, checked as a learner finds it: each check should fail.
@MainActor
public enum StarterSubmissions {
  /// The verdict of exercise `number`'s check on its starter, or nil for no such exercise.
  public static func verdict(for number: Int) -> Verdict? {
    switch number {
    case 1: NextToControllerCheck.check(owningController: owningController(of:))
    default: nil
    }
  }
}
