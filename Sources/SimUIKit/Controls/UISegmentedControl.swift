public import Foundation

/// A row of segments, one of which is selected: UIKit's segmented control.
///
/// A tap selects the segment under the finger, by the segments' frames (FIDELITY 23.3), and sends
/// `valueChanged` (with `primaryActionTriggered`, FIDELITY 23.1); setting
/// ``selectedSegmentIndex`` in code sends nothing.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// The index that means no segment is selected: -1.
  public static let noSegment = -1

  /// The height of a segmented control on a phone since iOS 13: 32 points (FIDELITY 23.3).
  public static let standardHeight: CGFloat = 32
  /// The space the simulator adds around a segment's title to size it, in points (an assumption).
  public static let segmentTitlePadding: CGFloat = 24

  package struct Segment {
    var title: String?
    var action: UIAction?
    var isEnabled = true
    var width: CGFloat = 0
  }

  package private(set) var segments: [Segment] = []
  private var storedSelection = UISegmentedControl.noSegment

  /// Whether segments show no selected state: a tap selects its segment while the actions run, then
  /// the selection goes back to ``noSegment``. Default: false.
  open var isMomentary = false
  /// Whether segments are as wide as their content rather than equally wide. Default: false.
  open var apportionsSegmentWidthsByContent = false {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The colour of the selected segment; nil means the system's.
  open var selectedSegmentTintColor: UIColor?

  /// The selected segment's index, or ``noSegment``. Default: ``noSegment``. Setting it sends no
  /// action; an index outside the segments is refused with a warning in the trace.
  open var selectedSegmentIndex: Int {
    get { storedSelection }
    set {
      guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
        simulation.warn(
          "\(objectName): selectedSegmentIndex \(newValue) is outside its \(segments.count) segments; the selection stays \(storedSelection). Use an index from 0 to \(segments.count - 1), or UISegmentedControl.noSegment."
        )
        return
      }
      if storedSelection != newValue { trace(.view, "selectedSegmentIndex = \(newValue)") }
      storedSelection = newValue
    }
  }

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// Creates a segmented control with a segment for each item: a `String` is a title; any other
  /// item makes a segment without a title.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    segments = (items ?? []).map { Segment(title: $0 as? String) }
    frame.size = intrinsicContentSize
  }

  /// Creates a segmented control with no segments.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a segmented control with a segment for each action, titled with its title; selecting
  /// a segment performs its action.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    segments = actions.map { Segment(title: $0.title, action: $0) }
  }

  /// Creating segmented controls from archives is not supported; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - Segments

  /// Inserts a segment titled `title` before `segment`; an index past the end appends.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }

  /// Inserts a segment for `action`, titled with its title, before `segment`.
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    insert(Segment(title: action.title, action: action), at: segment)
  }

  /// Removes the segment at `segment`; removing the selected segment leaves none selected. An index
  /// outside the segments does nothing.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if storedSelection == segment {
      storedSelection = Self.noSegment
    } else if storedSelection > segment {
      storedSelection -= 1
    }
    invalidateIntrinsicContentSize()
  }

  /// Removes every segment, and the selection.
  open func removeAllSegments() {
    segments.removeAll()
    storedSelection = Self.noSegment
    invalidateIntrinsicContentSize()
  }

  /// Sets the title of the segment at `segment`; an index outside the segments does nothing.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    invalidateIntrinsicContentSize()
  }

  /// The title of the segment at `segment`, or nil.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Enables or disables the segment at `segment`; a disabled segment ignores taps.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  /// Whether the segment at `segment` is enabled. Default: true.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Sets the width of the segment at `segment`; 0 (the default) sizes it automatically.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].width = max(0, width)
    invalidateIntrinsicContentSize()
  }

  /// The width set for the segment at `segment`, or 0 when it is sized automatically.
  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// The action of the segment at `segment`, or nil.
  open func actionForSegment(at segment: Int) -> UIAction? {
    segments.indices.contains(segment) ? segments[segment].action : nil
  }

  /// The index of the segment whose action has `actionIdentifier`, or ``noSegment``.
  open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
    segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
  }

  private func insert(_ newSegment: Segment, at index: Int) {
    let index = min(max(0, index), segments.count)
    segments.insert(newSegment, at: index)
    if storedSelection >= index { storedSelection += 1 }
    invalidateIntrinsicContentSize()
  }

  // MARK: - Size and segment frames

  /// The natural width of the segment at `index`: its set width, or its title's width in the
  /// simulator's text metric plus ``segmentTitlePadding``.
  private func naturalWidth(of index: Int) -> CGFloat {
    let segment = segments[index]
    if segment.width > 0 { return segment.width }
    let title = UILabel()
    title.text = segment.title
    return title.intrinsicContentSize.width + Self.segmentTitlePadding
  }

  /// As wide as its segments (each as wide as the widest, unless widths follow content) and
  /// ``standardHeight`` tall.
  open override var intrinsicContentSize: CGSize {
    let widths = segments.indices.map(naturalWidth(of:))
    let width =
      apportionsSegmentWidthsByContent
      ? widths.reduce(0, +) : CGFloat(segments.count) * (widths.max() ?? 0)
    return CGSize(width: width, height: Self.standardHeight)
  }

  /// The frames of the segments in the control's bounds: segments with a set width keep it, the
  /// others share the rest equally (or by content when ``apportionsSegmentWidthsByContent``).
  public var segmentFrames: [CGRect] {
    guard !segments.isEmpty else { return [] }
    let fixed = segments.reduce(0) { $0 + $1.width }
    let automatic = segments.indices.filter { segments[$0].width == 0 }
    let natural = automatic.map(naturalWidth(of:))
    let naturalTotal = natural.reduce(0, +)
    let rest = max(0, bounds.width - fixed)
    var widths = segments.map(\.width)
    for (position, index) in automatic.enumerated() {
      widths[index] =
        apportionsSegmentWidthsByContent && naturalTotal > 0
        ? rest * natural[position] / naturalTotal : rest / CGFloat(automatic.count)
    }
    var x = bounds.minX
    return widths.map { width in
      defer { x += width }
      return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }
  }

  /// The index of the segment containing `point` (in the control's coordinates), or ``noSegment``.
  public func segmentIndex(at point: CGPoint) -> Int {
    segmentFrames.firstIndex { $0.contains(point) } ?? Self.noSegment
  }

  // MARK: - Touches

  private var touchedSegment = UISegmentedControl.noSegment

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    touchedSegment = segmentIndex(at: touch.location(in: self))
    if simulation.assumptions.controls.segmentSelectionMoment == .touchDown {
      select(touchedSegment)
    }
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let under = segmentIndex(at: touch.location(in: self))
    if under != Self.noSegment { touchedSegment = under }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    if simulation.assumptions.controls.segmentSelectionMoment == .touchUp, isTouchInside {
      select(touchedSegment)
    }
    if isMomentary { storedSelection = Self.noSegment }
    touchedSegment = Self.noSegment
  }

  package override var touchUpInsideEvents: Event { .touchUpInside }

  /// Selects `index` as a tap does: performs the segment's action and sends `valueChanged` when the
  /// selection changes (or always, when momentary).
  private func select(_ index: Int) {
    guard segments.indices.contains(index), segments[index].isEnabled else { return }
    guard index != storedSelection || isMomentary else { return }
    selectedSegmentIndex = index
    if let action = segments[index].action { sendAction(action) }
    sendValueChanged()
  }

  /// Refuses another view's one-finger single tap, so the control keeps its own (FIDELITY 14.10).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  {
    !gestureRecognizer.isSingleTap(ofAnotherViewThan: self)
  }
}
