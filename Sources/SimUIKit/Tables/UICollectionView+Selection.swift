// Item highlight and selection from touches, as a table's rows (FIDELITY 14.15, 14.16).
extension UICollectionView {
  /// The selected items, or nil when none is.
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedIndexPaths.isEmpty ? nil : selectedIndexPaths
  }

  /// Selects an item without asking or telling the delegate. The simulator does not scroll to
  /// `scrollPosition`: an item selected off screen with a position asked for stays off screen, with
  /// a warning in the trace.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    guard let indexPath else {
      for selected in selectedIndexPaths { deselectItem(at: selected, animated: animated) }
      return
    }
    if !allowsMultipleSelection {
      for selected in selectedIndexPaths where selected != indexPath {
        cellForItem(at: selected)?.isSelected = false
      }
      selectedIndexPaths = []
    }
    if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
    guard let cell = cellForItem(at: indexPath) else {
      if !scrollPosition.isEmpty {
        simulation.warn(
          "selectItem(at: \(indexPath), animated:, scrollPosition: \(scrollPosition.rawValue)) does not scroll in the simulator: the item stays off screen where a device would scroll it into view."
        )
      }
      return
    }
    cell.isSelected = true
  }

  /// Deselects an item without asking or telling the delegate.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedIndexPaths.removeAll { $0 == indexPath }
    cellForItem(at: indexPath)?.isSelected = false
  }

  /// Highlights the touched item; false when the touch is not on a selectable item.
  func itemTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
    guard let touch = touches.first, let hit = touch.view,
      let cell = CellSelectionRule.cell(containing: hit, in: self) as? UICollectionViewCell,
      let indexPath = indexPath(for: cell)
    else { return false }
    let rule = simulation.assumptions.gestures.rowSelectionBlocker
    if let blocker = CellSelectionRule.blocker(of: hit, below: cell, rule: rule) {
      trace(
        .gesture,
        "\(blocker.objectName) in item \(indexPath.compactDescription) keeps the touch: no selection"
      )
      return false
    }
    guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else {
      trace(
        .gesture,
        "shouldHighlightItemAt \(indexPath.compactDescription) → false: no highlight, no selection")
      return true
    }
    touchedItem = indexPath
    cell.isHighlighted = true
    collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    return true
  }

  /// Selects the touched item; false when no item was touched.
  func itemTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
    guard let indexPath = touchedItem else { return false }
    unhighlight(indexPath)
    guard allowsSelection,
      collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
    else { return true }
    if !allowsMultipleSelection {
      for selected in selectedIndexPaths where selected != indexPath {
        deselectItem(at: selected, animated: false)
        collectionDelegate?.collectionView(self, didDeselectItemAt: selected)
      }
    }
    selectItem(at: indexPath, animated: false, scrollPosition: [])
    simulation.mainQueue.enqueue(
      label: "\(objectName) didSelectItemAt \(indexPath.compactDescription)"
    ) { [weak self] in
      guard let self else { return }
      self.collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }
    return true
  }

  /// Unhighlights the touched item; false when no item was touched.
  func itemTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
    guard let indexPath = touchedItem else { return false }
    trace(.gesture, "item \(indexPath.compactDescription) touch cancelled: no selection")
    unhighlight(indexPath)
    return true
  }

  private func unhighlight(_ indexPath: IndexPath) {
    touchedItem = nil
    cellForItem(at: indexPath)?.isHighlighted = false
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
  }
}
