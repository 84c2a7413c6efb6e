import SimUIKit

// A destructive confirmation as an action sheet: Delete or Cancel. A tap outside the sheet on a
// phone counts as Cancel, so the cancel handler is where "nothing happened" is recorded.

final class DocumentViewController: UIViewController {
  private(set) var isDeleted = false
  private(set) var cancellations = 0

  func confirmDelete() {
    let sheet = UIAlertController(
      title: "Delete this document?", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
        self?.isDeleted = true
      })
    sheet.addAction(
      UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
        self?.cancellations += 1
      })
    present(sheet, animated: true)
  }
}
