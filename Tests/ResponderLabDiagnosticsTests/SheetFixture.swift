import ResponderLabTesting
import SimUIKit

/// A device showing a navigation controller whose child presents a page sheet with a label.
@MainActor
struct SheetFixture {
  let device = SimulatedDevice()
  let navigation: UINavigationController
  let root = UIViewController()
  let sheet = UIViewController()
  let caption = UILabel(frame: CGRect(x: 16, y: 20, width: 200, height: 20))
  let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

  init() {
    navigation = UINavigationController(rootViewController: root)
    caption.text = "Hello <world> & \"friends\""
    hidden.isHidden = true
    sheet.view.addSubview(caption)
    root.view.addSubview(hidden)
    device.show(navigation)
    root.present(sheet, animated: false, completion: nil)
    device.runUntilIdle()
  }
}
