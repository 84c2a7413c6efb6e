import SimUIKit

// The classic way back from a picker: the presented controller tells its delegate what was picked,
// and the delegate, which presented it, dismisses it.

@MainActor
protocol ColorPickerDelegate: AnyObject {
  func colorPicker(_ picker: ColorPickerViewController, didPick colorName: String)
  func colorPickerDidCancel(_ picker: ColorPickerViewController)
}

final class ColorPickerViewController: UIViewController {
  weak var delegate: ColorPickerDelegate?
  let colorNames = ["Red", "Green", "Blue"]

  override func viewDidLoad() {
    super.viewDidLoad()
    for (index, name) in colorNames.enumerated() {
      let button = UIButton(type: .system)
      button.setTitle(name, for: .normal)
      button.frame = CGRect(x: 20, y: 80 + CGFloat(index) * 60, width: 200, height: 44)
      button.addAction(
        UIAction { [weak self] _ in
          guard let self else { return }
          self.delegate?.colorPicker(self, didPick: name)
        }, for: .touchUpInside)
      view.addSubview(button)
    }
    let cancel = UIButton(type: .system)
    cancel.setTitle("Cancel", for: .normal)
    cancel.frame = CGRect(x: 20, y: 300, width: 200, height: 44)
    cancel.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.delegate?.colorPickerDidCancel(self)
      }, for: .touchUpInside)
    view.addSubview(cancel)
  }
}

final class ThemeSettingsViewController: UIViewController, ColorPickerDelegate {
  private(set) var accentColorName = "Blue"

  func chooseAccentColor() {
    let picker = ColorPickerViewController()
    picker.delegate = self
    present(picker, animated: true)
  }

  func colorPicker(_ picker: ColorPickerViewController, didPick colorName: String) {
    accentColorName = colorName
    dismiss(animated: true)
  }

  func colorPickerDidCancel(_ picker: ColorPickerViewController) {
    dismiss(animated: true)
  }
}
