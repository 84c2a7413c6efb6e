import ResponderLabDevice
import SimUIKit
import Testing

/// A data source and delegate of 12 items of plain cells, logging the selection calls.
final class SelectionItemsSource: UICollectionViewDataSource, UICollectionViewDelegate {
  var log: [String] = []
  var highlights = true
  var selects = true
  var count = 12

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    log.append("shouldHighlightItemAt \(indexPath.item)")
    return highlights
  }
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    log.append("didHighlightItemAt \(indexPath.item)")
  }
  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    log.append("didUnhighlightItemAt \(indexPath.item)")
  }
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    log.append("shouldSelectItemAt \(indexPath.item)")
    return selects
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelectItemAt \(indexPath.item)")
  }
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("didDeselectItemAt \(indexPath.item)")
  }
}

@Suite("Collection view selection")
@MainActor
struct CollectionViewSelectionTests {
  private func stage() -> (SimulatedDevice, UICollectionView, SelectionItemsSource) {
    let device = SimulatedDevice()
    let source = SelectionItemsSource()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 100, width: 390, height: 400),
      collectionViewLayout: UICollectionViewFlowLayout())
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
    collection.dataSource = source
    collection.delegate = source
    let controller = UIViewController()
    device.show(controller)
    controller.view.addSubview(collection)
    device.runUntilIdle()
    return (device, collection, source)
  }

  /// The centre of item `item`, in the window.
  private func center(of item: Int, in collection: UICollectionView) throws -> CGPoint {
    let cell = try #require(collection.cellForItem(at: IndexPath(item: item, section: 0)))
    return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
  }

  @Test(
    "FIDELITY 14.15: a tap highlights at the touch-up, selects, and calls didSelectItemAt later")
  func tapSelects() throws {
    let (device, collection, source) = stage()
    let finger = try #require(try device.hand.touchDown(at: try center(of: 2, in: collection)))
    #expect(source.log.isEmpty, "the collection holds the touch-down back (FIDELITY 14.12)")
    try device.hand.lift(finger)
    #expect(
      source.log == [
        "shouldHighlightItemAt 2", "didHighlightItemAt 2", "didUnhighlightItemAt 2",
        "shouldSelectItemAt 2",
      ])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    device.runUntilIdle()
    #expect(source.log.last == "didSelectItemAt 2", "deferred to the main queue")
  }

  @Test("FIDELITY 14.15: a finger held down highlights the item until it lifts")
  func heldHighlight() throws {
    let (device, collection, source) = stage()
    let finger = try #require(try device.hand.touchDown(at: try center(of: 0, in: collection)))
    device.advance(by: device.simulation.assumptions.gestures.scrollViewTouchDelay)
    let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(cell.isHighlighted)
    #expect(!cell.isSelected)
    try device.hand.lift(finger)
    #expect(!cell.isHighlighted)
    #expect(cell.isSelected)
    #expect(source.log.contains("didUnhighlightItemAt 0"))
  }

  @Test("FIDELITY 14.15: selecting another item deselects the first, and tells the delegate")
  func singleSelection() throws {
    let (device, collection, source) = stage()
    try device.hand.tap(at: try center(of: 0, in: collection))
    try device.hand.tap(at: try center(of: 3, in: collection))
    device.runUntilIdle()
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    #expect(source.log.contains("didDeselectItemAt 0"))
    #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
    collection.allowsMultipleSelection = true
    try device.hand.tap(at: try center(of: 5, in: collection))
    device.runUntilIdle()
    #expect(
      collection.indexPathsForSelectedItems == [
        IndexPath(item: 3, section: 0), IndexPath(item: 5, section: 0),
      ])
  }

  @Test(
    "FIDELITY 14.15: shouldHighlightItemAt false, shouldSelectItemAt false and allowsSelection stop it"
  )
  func vetoes() throws {
    let (device, collection, source) = stage()
    let point = try center(of: 1, in: collection)
    source.highlights = false
    try device.hand.tap(at: point)
    device.runUntilIdle()
    #expect(collection.indexPathsForSelectedItems == nil)
    #expect(source.log == ["shouldHighlightItemAt 1"], "no highlight means no selection")
    source.highlights = true
    source.selects = false
    source.log = []
    try device.hand.tap(at: point)
    device.runUntilIdle()
    #expect(collection.indexPathsForSelectedItems == nil)
    #expect(source.log.last == "shouldSelectItemAt 1")
    #expect(!source.log.contains("didSelectItemAt 1"))
    source.selects = true
    collection.allowsSelection = false
    try device.hand.tap(at: point)
    device.runUntilIdle()
    #expect(collection.indexPathsForSelectedItems == nil)
    #expect(!source.log.contains("didSelectItemAt 1"))
  }

  @Test("FIDELITY 14.15: selectItem and deselectItem tell the delegate nothing")
  func programmaticSelection() {
    let (device, collection, source) = stage()
    collection.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
    device.runUntilIdle()
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
    collection.deselectItem(at: IndexPath(item: 4, section: 0), animated: false)
    #expect(collection.indexPathsForSelectedItems == nil)
    #expect(source.log.isEmpty)
  }

  @Test(
    "FIDELITY 14.15: selectItem with a scroll position does not scroll in the simulator, and says so for an item off screen"
  )
  func selectionOffScreenWarns() {
    let (device, collection, source) = stage()
    source.count = 60
    collection.reloadData()
    device.runUntilIdle()
    let offScreen = IndexPath(item: 59, section: 0)
    #expect(collection.cellForItem(at: offScreen) == nil)
    collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: .top)
    #expect(device.warnings.isEmpty)
    collection.selectItem(at: offScreen, animated: false, scrollPosition: .centeredVertically)
    #expect(collection.indexPathsForSelectedItems == [offScreen])
    #expect(device.warnings.count == 1)
    #expect(device.warnings.first?.contains("does not scroll in the simulator") == true)
  }

  @Test("FIDELITY 14.16: a button in an item takes the tap, and the item is not selected")
  func buttonInItem() throws {
    let (device, collection, source) = stage()
    let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    let button = UIButton(frame: CGRect(x: 5, y: 5, width: 40, height: 40))
    var taps = 0
    button.addAction(for: .touchUpInside) { taps += 1 }
    cell.contentView.addSubview(button)
    try device.hand.tap(at: button.convert(CGPoint(x: 20, y: 20), to: nil))
    device.runUntilIdle()
    #expect(taps == 1)
    #expect(collection.indexPathsForSelectedItems == nil)
    #expect(source.log.isEmpty, "the button keeps the touch: the delegate is not even asked")
  }

  @Test("FIDELITY 14.12, 14.15: a drag that scrolls the collection cancels the item's highlight")
  func dragCancels() throws {
    let (device, collection, source) = stage()
    source.count = 120
    collection.reloadData()
    device.runUntilIdle()
    #expect(collection.contentSize.height > collection.bounds.height)
    let start = try center(of: 0, in: collection)
    let finger = try #require(try device.hand.touchDown(at: start))
    device.advance(by: device.simulation.assumptions.gestures.scrollViewTouchDelay)
    #expect(source.log.contains("didHighlightItemAt 0"))
    try device.hand.move(finger, to: CGPoint(x: start.x, y: start.y + 40))
    try device.hand.move(finger, to: CGPoint(x: start.x, y: start.y - 40))
    try device.hand.lift(finger)
    device.runUntilIdle()
    #expect(source.log.last == "didUnhighlightItemAt 0")
    #expect(collection.indexPathsForSelectedItems == nil)
  }
}
