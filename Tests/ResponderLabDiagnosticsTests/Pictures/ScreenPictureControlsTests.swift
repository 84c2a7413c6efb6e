import Foundation
import ResponderLabDevice
import ResponderLabDiagnostics
import SimSwiftUI
import SimUIKit
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The screen picture draws what a person sees: bars with their titles and items, controls with
/// their text, sheets with their detent, alerts with their actions, and a legend.
@Suite("The screen picture's controls, bars, sheets and alerts")
@MainActor
struct ScreenPictureControlsTests {
  /// The group of the view named `name`: `<g data-name="name" …>…</g>`.
  func group(_ name: String, in svg: String) -> String? {
    guard let start = svg.range(of: "<g data-name=\"\(name)\"") else { return nil }
    guard let end = svg.range(of: "</g>", range: start.upperBound..<svg.endIndex) else {
      return nil
    }
    return String(svg[start.lowerBound..<end.upperBound])
  }

  func picture(_ device: SimulatedDevice, highlighting view: UIView? = nil) -> String {
    let svg = ScreenPicture().svg(
      window: device.window, screen: device.simulation.screen, highlighting: view)
    #expect(XMLParser(data: Data(svg.utf8)).parse())
    #expect(!svg.contains("filter"))
    return svg
  }

  @Test("Navigation and tab bars show their titles, bar buttons, back button and selected tab")
  func bars() throws {
    let device = SimulatedDevice()
    let first = UIViewController()
    first.title = "Mailboxes"
    let second = UIViewController()
    second.title = "Inbox"
    second.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit")
    let navigation = UINavigationController(rootViewController: first)
    navigation.tabBarItem = UITabBarItem(title: "Mail")
    let settings = UIViewController()
    settings.title = "Settings"
    let tabs = UITabBarController()
    tabs.setViewControllers([navigation, settings], animated: false)
    device.show(tabs)
    navigation.pushViewController(second, animated: false)
    device.runUntilIdle()
    let svg = picture(device)
    let bar = try #require(group(navigation.navigationBar.objectName.description, in: svg))
    #expect(bar.contains(">Inbox</text>"))
    #expect(bar.contains(">Edit</text>"))
    #expect(bar.contains(">‹ Mailboxes</text>"))
    let tabBar = try #require(group(tabs.tabBar.objectName.description, in: svg))
    #expect(
      tabBar.contains("font-weight=\"bold\" fill=\"#007aff\" data-tab-item=\"0\">Mail</text>"))
    #expect(tabBar.contains("fill=\"#8e8e93\" data-tab-item=\"1\">Settings</text>"))
  }

  @Test("Buttons, text fields and switches show their text and state; labels inside them once")
  func controls() throws {
    let device = SimulatedDevice()
    let root = UIViewController()
    let button = UIButton(frame: CGRect(x: 16, y: 100, width: 120, height: 44))
    button.setTitle("Save", for: .normal)
    let field = UITextField(frame: CGRect(x: 16, y: 160, width: 300, height: 34))
    field.placeholder = "Title"
    let filled = UITextField(frame: CGRect(x: 16, y: 200, width: 300, height: 34))
    filled.text = "Groceries"
    root.view.addSubview(button)
    root.view.addSubview(field)
    root.view.addSubview(filled)
    device.show(root)
    device.runUntilIdle()
    _ = filled.becomeFirstResponder()
    device.runUntilIdle()
    let svg = picture(device, highlighting: button)
    let buttonGroup = try #require(group(button.objectName.description, in: svg))
    #expect(buttonGroup.contains("fill=\"#007aff\">Save</text>"))
    #expect(
      svg.components(separatedBy: ">Save</text>").count == 2, "drawn once, not again by its label")
    #expect(
      group(field.objectName.description, in: svg)?.contains("fill=\"#aeaeb2\">Title<") == true)
    #expect(group(filled.objectName.description, in: svg)?.contains(">Groceries</text>") == true)
    #expect(svg.contains("data-mark=\"first-responder\""))
    #expect(svg.contains("data-mark=\"selection\""))
  }

  struct Switches: View {
    @State var on = true
    var body: some View {
      VStack {
        Toggle("Wi-Fi", isOn: $on)
      }
    }
  }

  @Test("A SwiftUI Toggle is drawn as a switch, green when on, with its label")
  func toggle() throws {
    let device = SimulatedDevice()
    device.show(UIHostingController(rootView: Switches()))
    device.runUntilIdle()
    let svg = picture(device)
    let name = try #require(
      svg.components(separatedBy: "data-name=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        .first { $0.hasPrefix("HostedToggleView") })
    let toggle = try #require(group(String(name), in: svg))
    #expect(toggle.contains("fill=\"#34c759\""))
    #expect(toggle.contains(">Wi-Fi</text>"))
  }

  @Test("FIDELITY 6.7: a sheet is drawn rounded, with its grabber, and its detent marked beside it")
  func sheet() throws {
    let device = SimulatedDevice()
    let root = UIViewController()
    let sheet = UIViewController()
    device.show(root)
    let controller = try #require(sheet.sheetPresentationController)
    controller.detents = [.medium(), .large()]
    controller.prefersGrabberVisible = true
    controller.preferredCornerRadius = 20
    root.present(sheet, animated: false, completion: nil)
    device.runUntilIdle()
    let svg = picture(device)
    #expect(svg.contains("rx=\"20\""))
    #expect(svg.contains("data-name=\"_UIGrabber#"))
    #expect(svg.contains("data-detent=\"medium\">◂ medium</text>"))
    #expect(svg.contains(">Sheet: \(sheet.objectName)</text>"))
    #expect(svg.contains(">pageSheet, at medium, grabber</text>"))
    #expect(svg.contains("fill=\"rgba(0,0,0,0.4)\""), "the dimming view at its alpha")
  }

  @Test("An alert shows its title, message and actions: cancel bold, destructive red")
  func alert() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let alert = UIAlertController(
      title: "Unsaved Changes", message: "Discard them?", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
    alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
    root.present(alert, animated: false, completion: nil)
    device.runUntilIdle()
    let svg = picture(device)
    #expect(svg.contains("font-weight=\"bold\" fill=\"#1d1d1f\">Unsaved Changes</text>"))
    #expect(svg.contains(">Discard them?</text>"))
    #expect(svg.contains("font-weight=\"bold\" fill=\"#007aff\">Keep Editing</text>"))
    #expect(svg.contains("fill=\"#ff3b30\">Discard</text>"))
    #expect(svg.contains(">Alert: “Unsaved Changes”</text>"))
  }
}
