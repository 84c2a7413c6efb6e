import Foundation
public import SimSwiftUI

extension SimulatedDevice {
  /// Shows `view` in a `UIHostingController` at the root of the window and runs the queue until idle.
  @discardableResult
  public func show<Content: View>(_ view: Content) -> UIHostingController<Content> {
    let host = simulation.withCurrent { UIHostingController(rootView: view) }
    show(host)
    return host
  }

  /// A text dump of every SwiftUI tree in the window, one hosting controller after another, with
  /// each node's frame in window coordinates.
  public var swiftUIDump: String {
    SwiftUITreeDump().render(window)
  }
}
