import Foundation

/// SwiftUI's stack algorithm along one axis.
///
/// Children are offered space from the least flexible to the most flexible (Spacers last): each gets
/// an equal share of what remains, chooses its size, and the rest goes to the next. The stack is as
/// long as its children and spacing, and as wide as its widest child.
@MainActor
package struct StackLayout {
  package var axis: Axis
  /// Where children sit across the axis, from 0 (leading or top) to 1.
  package var crossAlignment: CGFloat
  package var spacing: CGFloat?

  /// The default spacing between stack children, in points (an assumption; SwiftUI's depends on the
  /// kinds of the neighbouring views).
  package static let defaultSpacing: CGFloat = 8

  package init(axis: Axis, crossAlignment: CGFloat, spacing: CGFloat?) {
    self.axis = axis
    self.crossAlignment = crossAlignment
    self.spacing = spacing
  }

  private func main(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
  private func cross(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }

  private func proposal(main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
    axis == .vertical
      ? ProposedViewSize(width: cross, height: main) : ProposedViewSize(width: main, height: cross)
  }

  /// The sizes the children choose, in order, for `proposal`.
  package func childSizes(_ proposal: ProposedViewSize, elements: [ViewNode]) -> [CGSize] {
    guard !elements.isEmpty else { return [] }
    let proposedMain = axis == .vertical ? proposal.height : proposal.width
    let proposedCross = axis == .vertical ? proposal.width : proposal.height
    guard let proposedMain else {
      return elements.map { $0.sizeThatFits(self.proposal(main: nil, cross: proposedCross)) }
    }
    let gaps = (spacing ?? Self.defaultSpacing) * CGFloat(elements.count - 1)
    let flexibility = elements.map { element -> CGFloat in
      let smallest = main(element.sizeThatFits(self.proposal(main: 0, cross: proposedCross)))
      let largest = main(element.sizeThatFits(self.proposal(main: .infinity, cross: proposedCross)))
      return largest - smallest
    }
    let order = elements.indices.sorted {
      let spacerA = elements[$0].view is Spacer
      let spacerB = elements[$1].view is Spacer
      if spacerA != spacerB { return !spacerA }
      if flexibility[$0] != flexibility[$1] { return flexibility[$0] < flexibility[$1] }
      return $0 < $1
    }
    var remaining = max(0, proposedMain - gaps)
    var sizes = Array(repeating: CGSize.zero, count: elements.count)
    for (position, index) in order.enumerated() {
      let share = remaining / CGFloat(elements.count - position)
      let size = elements[index].sizeThatFits(self.proposal(main: share, cross: proposedCross))
      sizes[index] = size
      remaining = max(0, remaining - main(size))
    }
    return sizes
  }

  /// The stack's size for `proposal`.
  package func sizeThatFits(_ proposal: ProposedViewSize, elements: [ViewNode]) -> CGSize {
    let sizes = childSizes(proposal, elements: elements)
    guard !sizes.isEmpty else { return .zero }
    let length =
      sizes.map(main).reduce(0, +) + (spacing ?? Self.defaultSpacing) * CGFloat(sizes.count - 1)
    let thickness = sizes.map(cross).max() ?? 0
    return axis == .vertical
      ? CGSize(width: thickness, height: length) : CGSize(width: length, height: thickness)
  }

  /// Places the children in `rect`, one after another along the axis.
  package func place(_ elements: [ViewNode], in rect: CGRect, safeArea: EdgeInsets) {
    let sizes = childSizes(ProposedViewSize(rect.size), elements: elements)
    var position = axis == .vertical ? rect.minY : rect.minX
    for (element, size) in zip(elements, sizes) {
      let frame: CGRect
      if axis == .vertical {
        frame = CGRect(
          x: rect.minX + (rect.width - size.width) * crossAlignment, y: position,
          width: size.width, height: size.height)
        position += size.height + (spacing ?? Self.defaultSpacing)
      } else {
        frame = CGRect(
          x: position, y: rect.minY + (rect.height - size.height) * crossAlignment,
          width: size.width, height: size.height)
        position += size.width + (spacing ?? Self.defaultSpacing)
      }
      element.place(in: frame, safeArea: safeArea.remaining(for: frame, in: rect))
    }
  }
}

/// How several views without a container are laid out: as a centred vertical stack.
@MainActor
package enum ImplicitStack {
  static var layout: StackLayout { StackLayout(axis: .vertical, crossAlignment: 0.5, spacing: nil) }

  package static func sizeThatFits(_ proposal: ProposedViewSize, elements: [ViewNode]) -> CGSize {
    if elements.count == 1 { return elements[0].sizeThatFits(proposal) }
    return layout.sizeThatFits(proposal, elements: elements)
  }

  package static func place(_ elements: [ViewNode], in rect: CGRect, safeArea: EdgeInsets) {
    if elements.count == 1 {
      let size = elements[0].sizeThatFits(ProposedViewSize(rect.size))
      let frame = Alignment.center.place(size, in: rect)
      elements[0].place(in: frame, safeArea: safeArea.remaining(for: frame, in: rect))
      return
    }
    let size = layout.sizeThatFits(ProposedViewSize(rect.size), elements: elements)
    let frame = Alignment.center.place(size, in: rect)
    layout.place(elements, in: frame, safeArea: safeArea.remaining(for: frame, in: rect))
  }
}
