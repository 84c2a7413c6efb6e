import ResponderLabDevice
import ResponderLabDiagnostics
import SimUIKit

extension Exercise {
  /// Exercise 2.
  static let predictNavigationChain = Exercise(
    number: 2, folder: "02-PredictNavigationChain", fileName: "PredictNavigationChain.swift",
    title: "Predict the chain of a view in a navigation stack",
    task: """
      A window's root is a UINavigationController whose only child is a UIViewController; a UILabel
      sits in the child's root view. Write the class names of the label's responder chain, from
      the label to the app delegate (class AppDelegate), in predictedNavigationChain.
      """,
    teaches:
      "The real chain passes UIKit's private wrapper views and the window scene, not just the textbook's window and application.",
    fidelity: ["1.2", "1.4", "1.6", "1.7", "1.8", "1.9b"], minutes: 10,
    hints: [
      "Between a child's root view and the navigation controller's view, UIKit nests two private views; their names end in WrapperView and TransitionView (FIDELITY 1.9b).",
      "Since iOS 13 the window's root controller sits in UIKit's wrappers too: its next is a UIDropShadowView, inside a UITransitionView (FIDELITY 1.6). In a scene-based app the window's next is its UIWindowScene (FIDELITY 1.7).",
      "'swift run responder-lab demo' prints the chain of a label in a navigation stack; its last part is UIWindow → UIWindowScene → UIApplication → the app delegate.",
    ], kind: .predict)
}

/// The check of exercise 2 of ``LearnCourse``.
@MainActor
public enum PredictNavigationChainCheck {
  /// Checks a learner's prediction of the chain, as class names from the label to the app delegate.
  public static func check(prediction: [String]) -> Verdict {
    let device = SimulatedDevice(appDelegate: AppDelegate())
    let child = UIViewController()
    device.show(UINavigationController(rootViewController: child))
    let label = UILabel(frame: CGRect(x: 16, y: 120, width: 200, height: 20))
    child.view.addSubview(label)
    let hops = ResponderChainExplanation().hops(from: label)
    let actual = hops.map(\.responder.className)
    let stages: [(String, Int)] = [
      ("From the label up to its controller", 3),
      ("From the controller up to the navigation controller", 7),
      ("From the navigation controller to the window", 10),
      ("From the window to the app delegate, where the chain ends", actual.count),
    ]
    var list = CheckList(exercise: 2, total: stages.count)
    for (title, end) in stages {
      let matches =
        prediction.count >= end && Array(prediction.prefix(end)) == Array(actual.prefix(end))
        && (end < actual.count || prediction.count == actual.count)
      list.expect(title, matches) {
        let index =
          zip(prediction, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
          ?? min(prediction.count, actual.count)
        let said = index < prediction.count ? "\"\(prediction[index])\"" : "nothing"
        let truth = index < actual.count ? "\"\(actual[index])\"" : "the end of the chain"
        var explanation =
          "Entry \(index + 1) of your prediction is \(said); the chain has \(truth)."
        if index > 0, index - 1 < hops.count {
          let hop = hops[index - 1]
          explanation +=
            "\n\nWhy: \(hop.responder.className)'s next — \(hop.reason) (FIDELITY \(hop.rules.joined(separator: ", ")))."
        }
        let evidence = hops.prefix(index + 1).enumerated().map { offset, hop in
          "\(String(offset + 1).leftPadded(to: 2)). \(hop.responder.className)"
        }.joined(separator: "\n")
        return .init(explanation: explanation, evidence: evidence + "\n    …")
      }
    }
    return list.verdict
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
