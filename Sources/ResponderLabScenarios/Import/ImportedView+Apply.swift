import Foundation
import SimUIKit

extension ImportedView {
  /// Gives `view` what the dump printed for it: its class name and address (the first time a dump
  /// names it), its frame, content offset and modeled fields; a label its text, another view the
  /// `text` field verbatim; every field the simulator does not model and the text after the
  /// description, kept to be shown back.
  @MainActor
  func apply(to view: UIView, in world: LabWorld) {
    let key = ObjectIdentifier(view)
    if !world.namedByDump.contains(key) {
      if view.className != className { view.showAs(className: className) }
      if let address { view.showAt(address: address) }
      if world.id(of: view) == nil {
        world.register(view, id: "\(className)#\(world.count(className))")
      }
      world.namedByDump.insert(key)
    }
    if let identifier { world.register(view, id: identifier) }
    view.frame = frame
    if let scrollView = view as? UIScrollView, let contentOffset {
      scrollView.bounds.origin = contentOffset
    }
    view.isHidden = isHidden
    view.alpha = alpha
    view.clipsToBounds = clipsToBounds
    view.isUserInteractionEnabled = isUserInteractionEnabled
    view.tag = tag
    view.accessibilityIdentifier = identifier
    var others = otherFields
    if let label = view as? UILabel {
      label.text = text
    } else if let textField {
      others.insert(textField, at: 0)  // a cell's or a text view's text, which the simulator lacks
    }
    if !others.isEmpty { world.importedFields[key] = others }
    if !trailing.isEmpty { world.importedTrailers[key] = trailing }
  }
}
