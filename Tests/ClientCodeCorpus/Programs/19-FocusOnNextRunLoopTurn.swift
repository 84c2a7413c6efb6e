import Foundation
import SimUIKit

// A compose screen that puts the caret in its subject field once it has appeared, on the next turn
// of the main run loop (becomeFirstResponder in viewDidAppear itself is a common source of
// keyboard glitches), and that recounts the characters left after each edit on the next turn too.
// The file imports Foundation next to the UI framework, as most app files do.

final class ComposeMessageViewController: UIViewController {
  let subjectField = UITextField()
  let remainingLabel = UILabel()
  let limit = 20
  private(set) var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    subjectField.frame = CGRect(x: 16, y: 120, width: 300, height: 44)
    remainingLabel.frame = CGRect(x: 16, y: 170, width: 300, height: 20)
    view.addSubview(subjectField)
    view.addSubview(remainingLabel)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    events.append("viewDidAppear")
    RunLoop.main.perform { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        let focused = self.subjectField.becomeFirstResponder()
        self.events.append(focused ? "focused" : "not focused")
      }
    }
  }

  /// Called after each edit; the count is shown on the next turn, once the edit has settled.
  func subjectDidChange(to text: String) {
    subjectField.text = text
    events.append("edited")
    RunLoop.main.perform { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.remainingLabel.text = "\(self.limit - text.count) left"
        self.events.append("recounted")
      }
    }
  }
}
