import ResponderLabTesting
import SimUIKit
import Testing

@Suite("UIActivityIndicatorView")
@MainActor
struct UIActivityIndicatorViewTests {
  @Test("FIDELITY 23.6: an indicator is made medium, stopped and hidden, and sized by its style")
  func defaults() {
    Simulation().withCurrent {
      let spinner = UIActivityIndicatorView()
      #expect(spinner.style == .medium)
      #expect(spinner.hidesWhenStopped)
      #expect(!spinner.isAnimating)
      #expect(spinner.isHidden)
      #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
      let large = UIActivityIndicatorView(style: .large)
      #expect(large.bounds.size == CGSize(width: 37, height: 37))
      #expect(UIActivityIndicatorView.Style.large.rawValue == 101)
    }
  }

  @Test("FIDELITY 23.6: start shows the indicator, stop hides it unless hidesWhenStopped is false")
  func startAndStop() {
    Simulation().withCurrent {
      let spinner = UIActivityIndicatorView(style: .medium)
      spinner.startAnimating()
      #expect(spinner.isAnimating)
      #expect(!spinner.isHidden)
      spinner.stopAnimating()
      #expect(spinner.isHidden)
      spinner.hidesWhenStopped = false
      #expect(!spinner.isHidden, "a stopped indicator that no longer hides shows")
      spinner.startAnimating()
      spinner.stopAnimating()
      #expect(!spinner.isHidden)
    }
  }

  @Test("FIDELITY 23.6: a stopped, hidden indicator lets a tap through to the button below")
  func hiddenIndicatorIsNotHit() throws {
    let (device, _) = SimulatedDevice.showingValueTarget()
    var taps = 0
    let button = UIButton(primaryAction: UIAction { _ in taps += 1 })
    button.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
    let spinner = UIActivityIndicatorView(style: .large)
    spinner.center = button.center
    device.place(button)
    device.place(spinner)

    try device.hand.tap(at: button.center)
    #expect(taps == 1)
    spinner.startAnimating()
    #expect(try device.hand.tap(at: button.center) === spinner)
    #expect(taps == 1)
  }
}
