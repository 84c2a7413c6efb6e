import Foundation
import ResponderLabTesting
import SimUIKit
import Testing

/// Registering and dequeuing cells wrongly, beyond what SimUIKitTests/Tables pins (FIDELITY 14.17).
@Suite("Misuse: tables and collections")
@MainActor
struct TablesMisuseTests {
  @Test("Registering a class that is not a table cell is refused with a fault")
  func tableRegistersPlainView() {
    let device = SimulatedDevice()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
    table.register(UIView.self, forCellReuseIdentifier: "Row")
    #expect(device.faults.count == 1)
    #expect(device.faults.first?.exceptionName == UIKitFault.invalidArgument)
    #expect(
      device.faults.first?.reason == "UIView registered for 'Row' is not a UITableViewCell subclass"
    )
    #expect(table.dequeueReusableCell(withIdentifier: "Row") == nil, "nothing was registered")
  }

  @Test("Registering a class that is not a collection cell is refused with a fault")
  func collectionRegistersPlainView() {
    let device = SimulatedDevice()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400),
      collectionViewLayout: UICollectionViewFlowLayout())
    collection.register(UIView.self, forCellWithReuseIdentifier: "Item")
    #expect(device.faults.count == 1)
    #expect(
      device.faults.first?.reason
        == "UIView registered for 'Item' is not a UICollectionViewCell subclass")
  }

  @Test(
    "FIDELITY 14.17: dequeuing an unregistered collection cell records UIKit's exception and gives a plain cell"
  )
  func collectionDequeuesUnregistered() {
    let device = SimulatedDevice()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400),
      collectionViewLayout: UICollectionViewFlowLayout())
    let cell = collection.dequeueReusableCell(
      withReuseIdentifier: "Missing", for: IndexPath(item: 0, section: 0))
    #expect(cell.reuseIdentifier == "Missing")
    #expect(device.faults.first?.exceptionName == UIKitFault.internalInconsistency)
    #expect(
      device.faults.first?.reason
        == "could not dequeue a view of kind: UICollectionElementKindCell with identifier Missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    )
  }

  @Test("A horizontal flow layout warns that the simulator lays its items out vertically")
  func horizontalFlowLayout() {
    let device = SimulatedDevice()
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 100, width: 390, height: 200), collectionViewLayout: layout)
    let controller = UIViewController()
    device.show(controller)
    controller.view.addSubview(collection)
    device.runUntilIdle()
    #expect(
      device.warnings.contains {
        $0.hasSuffix(
          "scrolls horizontally; ResponderLab lays its items out vertically. Hit-testing and visible items follow the vertical layout."
        )
      })
  }
}
