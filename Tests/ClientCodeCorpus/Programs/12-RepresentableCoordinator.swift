import SimSwiftUI

// Wrapping a UIKit controller that reports through a delegate, the way SwiftUI wrappers of pickers
// are written: the representable makes a Coordinator, the Coordinator is the controller's delegate
// and writes the choice back through a binding.

@MainActor
protocol DayPickerDelegate: AnyObject {
  func dayPicker(_ picker: DayPickerViewController, didChoose day: String)
}

final class DayPickerViewController: UIViewController {
  weak var delegate: DayPickerDelegate?

  override func viewDidLoad() {
    super.viewDidLoad()
    for (index, day) in ["Mon", "Tue", "Wed"].enumerated() {
      let button = UIButton(type: .system)
      button.setTitle(day, for: .normal)
      button.frame = CGRect(x: 20 + CGFloat(index) * 100, y: 10, width: 80, height: 44)
      button.addAction(
        UIAction { [weak self] _ in
          guard let self else { return }
          self.delegate?.dayPicker(self, didChoose: day)
        }, for: .touchUpInside)
      view.addSubview(button)
    }
  }
}

struct DayPicker: UIViewControllerRepresentable {
  @Binding var day: String

  func makeCoordinator() -> Coordinator {
    Coordinator(day: $day)
  }

  func makeUIViewController(context: Context) -> DayPickerViewController {
    let picker = DayPickerViewController()
    picker.delegate = context.coordinator
    return picker
  }

  func updateUIViewController(_ uiViewController: DayPickerViewController, context: Context) {}

  final class Coordinator: NSObject, DayPickerDelegate {
    private let day: Binding<String>

    init(day: Binding<String>) {
      self.day = day
    }

    func dayPicker(_ picker: DayPickerViewController, didChoose day: String) {
      self.day.wrappedValue = day
    }
  }
}

struct ScheduleScreen: View {
  @State private var day = "none"

  var body: some View {
    VStack {
      Text("Chosen: \(day)")
      DayPicker(day: $day)
        .frame(height: 64)
    }
  }
}
