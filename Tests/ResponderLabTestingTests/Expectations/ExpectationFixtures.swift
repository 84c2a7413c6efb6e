import Foundation
import ResponderLabTesting
import Testing

/// A screen with a Save button that asks before discarding: an alert over a sheet.
final class DraftViewController: UIViewController {
  let saveButton = UIButton(type: .system)
  let editor = UIViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    saveButton.setTitle("Save", for: .normal)
    saveButton.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
    view.addSubview(saveButton)
  }

  func openEditor() {
    editor.sheetPresentationController?.detents = [.medium(), .large()]
    present(editor, animated: true)
  }

  /// Asks, in an alert over the editor's sheet, whether to discard the edits.
  func askToDiscard() {
    let alert = UIAlertController(
      title: "Discard changes?", message: "Your edits will be lost.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
    alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
    editor.present(alert, animated: true)
  }
}

/// A failure the harness reported: its text and the line it points at.
struct ReportedFailure {
  var text: String
  var line: Int
  var fileID: String

  init(_ issue: Issue) {
    text = issue.comments.map(\.rawValue).joined(separator: "\n")
    line = issue.sourceLocation?.line ?? -1
    fileID = issue.sourceLocation?.fileID ?? ""
  }
}

/// The failures `withKnownIssue` saw, collected from its matcher.
final class FailureLog: @unchecked Sendable {
  private let lock = NSLock()
  private var failures: [ReportedFailure] = []

  func append(_ failure: ReportedFailure) { lock.withLock { failures.append(failure) } }
  var all: [ReportedFailure] { lock.withLock { failures } }
}

/// Runs `body`, which must report exactly one failure, and returns it.
@MainActor
func expectOneFailure(_ body: () -> Void, sourceLocation: SourceLocation = #_sourceLocation)
  -> ReportedFailure?
{
  let log = FailureLog()
  withKnownIssue(sourceLocation: sourceLocation) {
    body()
  } matching: { issue in
    log.append(ReportedFailure(issue))
    return true
  }
  #expect(log.all.count == 1, sourceLocation: sourceLocation)
  return log.all.first
}
