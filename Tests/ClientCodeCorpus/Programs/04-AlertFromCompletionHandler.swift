import SimUIKit

// A loader with a completion handler that calls back on the main queue a little later, as a
// network client does, and a screen that presents an alert from that completion handler.

enum SyncError: Error {
  case offline
}

@MainActor
final class SyncClient {
  var nextResult: Result<Int, SyncError> = .success(0)

  func sync(completion: @escaping @MainActor (Result<Int, SyncError>) -> Void) {
    let result = nextResult
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
      completion(result)
    }
  }
}

final class InboxViewController: UIViewController {
  let client = SyncClient()
  private(set) var messageCount = 0
  private(set) var retries = 0

  func refresh() {
    client.sync { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let count):
        self.messageCount = count
      case .failure:
        let alert = UIAlertController(
          title: "Can't Sync", message: "You appear to be offline.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
          UIAlertAction(title: "Retry", style: .default) { _ in
            self.retries += 1
            self.refresh()
          })
        self.present(alert, animated: true)
      }
    }
  }
}
