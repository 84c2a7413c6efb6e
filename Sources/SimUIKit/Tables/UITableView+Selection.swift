// Row highlight and selection from touches (FIDELITY 14.15, 14.16).
extension UITableView {
  /// The selected row, or nil.
  public var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.first }

  /// The selected rows, or nil when none is.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedIndexPaths.isEmpty ? nil : selectedIndexPaths
  }

  /// Selects a row without asking or telling the delegate (FIDELITY 14.15).
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) {
    guard let indexPath else {
      for selected in selectedIndexPaths { deselectRow(at: selected, animated: animated) }
      return
    }
    if !allowsMultipleSelection {
      for selected in selectedIndexPaths where selected != indexPath {
        cellForRow(at: selected)?.setSelected(false, animated: animated)
      }
      selectedIndexPaths = []
    }
    if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
    cellForRow(at: indexPath)?.setSelected(true, animated: animated)
  }

  /// Deselects a row without asking or telling the delegate.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedIndexPaths.removeAll { $0 == indexPath }
    cellForRow(at: indexPath)?.setSelected(false, animated: animated)
  }

  /// Highlights the touched row; false when the touch is not on a selectable row.
  func rowTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
    guard let touch = touches.first, let (cell, indexPath) = selectableRow(of: touch) else {
      return false
    }
    guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else {
      trace(
        .gesture,
        "shouldHighlightRowAt \(indexPath.compactDescription) → false: no highlight, no selection")
      return true
    }
    touchedRow = indexPath
    cell.setHighlighted(true, animated: false)
    tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    return true
  }

  /// Selects the touched row; false when no row was touched.
  func rowTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
    guard let indexPath = touchedRow else { return false }
    endTouch(on: indexPath)
    if allowsSelection { userSelectRow(at: indexPath) }
    return true
  }

  /// Unhighlights the touched row; false when no row was touched.
  func rowTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
    guard let indexPath = touchedRow else { return false }
    trace(.gesture, "row \(indexPath.compactDescription) touch cancelled: no selection")
    endTouch(on: indexPath)
    return true
  }

  private func endTouch(on indexPath: IndexPath) {
    touchedRow = nil
    cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
  }

  /// The visible cell a touch is on and its row, unless the hit-test view keeps the touch from
  /// selecting it (FIDELITY 14.16).
  private func selectableRow(of touch: UITouch) -> (UITableViewCell, IndexPath)? {
    guard let hit = touch.view,
      let cell = CellSelectionRule.cell(containing: hit, in: self) as? UITableViewCell,
      let indexPath = indexPath(for: cell)
    else { return nil }
    if let blocker = CellSelectionRule.blocker(
      of: hit, below: cell, rule: simulation.assumptions.gestures.rowSelectionBlocker)
    {
      trace(
        .gesture,
        "\(blocker.objectName) in row \(indexPath.compactDescription) keeps the touch: no selection"
      )
      return nil
    }
    return (cell, indexPath)
  }

  /// Selects as a user's tap does: `willSelectRowAt` now, `didSelectRowAt` from the main queue after
  /// the touch handling returned (FIDELITY 14.15). With the assumption
  /// ``GestureAssumptions/willSelectRowAtIsDeferred``, the whole selection waits for the main queue.
  private func userSelectRow(at proposed: IndexPath) {
    guard simulation.assumptions.gestures.willSelectRowAtIsDeferred else {
      return selectAsUser(proposed, deferringDidSelect: true)
    }
    simulation.mainQueue.enqueue(
      label: "\(objectName) selects row \(proposed.compactDescription)"
    ) { [weak self] in
      self?.selectAsUser(proposed, deferringDidSelect: false)
    }
  }

  private func selectAsUser(_ proposed: IndexPath, deferringDidSelect: Bool) {
    let chosen = tableDelegate.map { $0.tableView(self, willSelectRowAt: proposed) } ?? proposed
    guard let indexPath = chosen else {
      trace(.gesture, "willSelectRowAt \(proposed.compactDescription) → nil: no selection")
      return
    }
    if !allowsMultipleSelection {
      for selected in selectedIndexPaths where selected != indexPath {
        let chosen =
          tableDelegate.map { $0.tableView(self, willDeselectRowAt: selected) } ?? selected
        guard let deselected = chosen else { continue }
        deselectRow(at: deselected, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: deselected)
      }
    }
    selectRow(at: indexPath, animated: false, scrollPosition: .none)
    guard deferringDidSelect else {
      tableDelegate?.tableView(self, didSelectRowAt: indexPath)
      return
    }
    simulation.mainQueue.enqueue(
      label: "\(objectName) didSelectRowAt \(indexPath.compactDescription)"
    ) { [weak self] in
      guard let self else { return }
      self.tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }
  }
}

/// Which cell a touch is on, and what in it keeps the touch from selecting (FIDELITY 14.16).
@MainActor
enum CellSelectionRule {
  /// The direct subview of `container` (or of its `UITableViewWrapperView`, FIDELITY 14.14) that
  /// `view` is inside, if it is a cell.
  static func cell(containing view: UIView, in container: UIView) -> UIView? {
    var current: UIView? = view
    while let candidate = current {
      if candidate.superview === container
        || (candidate.superview is UITableViewWrapperView
          && candidate.superview?.superview === container)
      {
        return candidate is UITableViewCell || candidate is UICollectionViewCell ? candidate : nil
      }
      current = candidate.superview
    }
    return nil
  }

  /// The view between `hit` and `cell` that keeps the touch from selecting the cell, or nil.
  static func blocker(
    of hit: UIView, below cell: UIView, rule: GestureAssumptions.RowSelectionBlocker
  ) -> UIView? {
    var current: UIView? = hit
    while let candidate = current, candidate !== cell {
      if candidate is UIControl { return candidate }
      if rule == .controlsAndViewsWithRecognizers, candidate.gestureRecognizers != nil {
        return candidate
      }
      current = candidate.superview
    }
    return nil
  }
}
