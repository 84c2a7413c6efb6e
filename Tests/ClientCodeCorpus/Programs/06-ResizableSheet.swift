import SimUIKit

// A map-style sheet after Apple's sheet-customising sample: medium and large detents, a grabber,
// the map behind left interactive at medium, and a delegate that follows the selected detent.

final class PlaceDetailsViewController: UIViewController, UISheetPresentationControllerDelegate {
  private(set) var detentChanges: [String] = []

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    let identifier = sheetPresentationController.selectedDetentIdentifier
    detentChanges.append(
      identifier == .large ? "large" : identifier == .medium ? "medium" : "other")
  }
}

final class MapViewController: UIViewController {
  let details = PlaceDetailsViewController()
  private(set) var mapTaps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    let mapButton = UIButton(type: .system)
    mapButton.setTitle("Map", for: .normal)
    mapButton.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 200)
    mapButton.addAction(UIAction { [weak self] _ in self?.mapTaps += 1 }, for: .touchUpInside)
    view.addSubview(mapButton)
  }

  func showDetails() {
    if let sheet = details.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
      sheet.largestUndimmedDetentIdentifier = .medium
      sheet.delegate = details
    }
    present(details, animated: true)
  }
}
