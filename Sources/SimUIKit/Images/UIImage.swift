public import Foundation

/// An image as a value: a name, a size in points and a scale, with no pixels.
///
/// `UIImage(named:)` reads sizes from ``SimulatedAssetCatalog``; `UIImage(systemName:)` sizes a
/// symbol from its configuration (FIDELITY 23.7). Images are immutable and may be made on any
/// thread, as UIKit's are.
open class UIImage: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// What an image was made from.
  package enum Source: Hashable, Sendable {
    case asset(name: String, catalogued: Bool)
    case symbol(name: String)
    case empty
  }

  package let source: Source
  /// The image's size in points.
  public let size: CGSize
  /// The number of pixels a point holds: 3 on the simulated phones.
  public let scale: CGFloat
  /// The symbol configuration of a symbol image, or nil.
  public let symbolConfiguration: SymbolConfiguration?
  /// How the image is drawn: as it is, or as a template tinted with the tint colour.
  public let renderingMode: RenderingMode

  /// How an image is drawn, with UIKit's cases and raw values.
  public enum RenderingMode: Int, Hashable, Sendable {
    /// The context decides: symbols are templates, other images are drawn as they are.
    case automatic = 0
    /// As it is.
    case alwaysOriginal = 1
    /// As a template, tinted.
    case alwaysTemplate = 2
  }

  package init(
    source: Source, size: CGSize, scale: CGFloat = 3,
    symbolConfiguration: SymbolConfiguration? = nil, renderingMode: RenderingMode = .automatic
  ) {
    self.source = source
    self.size = size
    self.scale = scale
    self.symbolConfiguration = symbolConfiguration
    self.renderingMode = renderingMode
  }

  /// An empty image: zero size.
  public convenience init() {
    self.init(source: .empty, size: .zero)
  }

  /// The image of the asset `name`, at the size ``SimulatedAssetCatalog`` gives it.
  ///
  /// A name the catalog does not hold gives an image of ``SimulatedAssetCatalog/placeholderSize``,
  /// whose description says so; nil instead when ``SimulatedAssetCatalog/unknownNamesGiveNil``
  /// (what a device does for an asset the app lacks).
  public convenience init?(named name: String) {
    guard let entry = SimulatedAssetCatalog.lookUp(name) else { return nil }
    self.init(
      source: .asset(name: name, catalogued: entry.catalogued), size: entry.size, scale: entry.scale
    )
  }

  /// The system symbol `name` at the default configuration (body text, medium scale).
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The system symbol `name` sized by `configuration` (FIDELITY 23.7); nil for an empty name.
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?)
  {
    guard !name.isEmpty else { return nil }
    let symbol = configuration as? SymbolConfiguration
    self.init(
      source: .symbol(name: name), size: Self.symbolSize(symbol), symbolConfiguration: symbol)
  }

  /// Whether the image is a system symbol.
  public var isSymbolImage: Bool {
    if case .symbol = source { return true }
    return false
  }

  /// The same image with `configuration`: a symbol is sized again; other images are unchanged.
  open func withConfiguration(_ configuration: Configuration) -> UIImage {
    guard case .symbol = source, let symbol = configuration as? SymbolConfiguration else {
      return self
    }
    let merged = symbolConfiguration.map { $0.applying(symbol) } ?? symbol
    return UIImage(
      source: source, size: Self.symbolSize(merged), symbolConfiguration: merged,
      renderingMode: renderingMode)
  }

  /// The same image with `configuration` applied over its own; nil for an image that is not a symbol.
  open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    guard isSymbolImage else { return nil }
    return withConfiguration(configuration)
  }

  /// The same image drawn with `renderingMode`.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(
      source: source, size: size, scale: scale, symbolConfiguration: symbolConfiguration,
      renderingMode: renderingMode)
  }

  /// UIKit's description without the address: `<UIImage symbol "star"; (20 19)@3>`,
  /// `<UIImage named(main: logo); (120 40)@3>`.
  public var description: String {
    let size =
      "(\(self.size.width.compactDescription) \(self.size.height.compactDescription))@\(scale.compactDescription)"
    switch source {
    case .symbol(let name): return "<UIImage symbol \"\(name)\"; \(size)>"
    case .asset(let name, true): return "<UIImage named(main: \(name)); \(size)>"
    case .asset(let name, false):
      return "<UIImage named(main: \(name)), not in the simulated asset catalog; \(size)>"
    case .empty: return "<UIImage anonymous; \(size)>"
    }
  }

  /// Whether two images have the same source, size, scale, configuration and rendering mode.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs.source == rhs.source && lhs.size == rhs.size && lhs.scale == rhs.scale
      && lhs.symbolConfiguration == rhs.symbolConfiguration
      && lhs.renderingMode == rhs.renderingMode
  }

  /// Hashes the source and size.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(source)
    hasher.combine(size.width)
    hasher.combine(size.height)
  }
}

extension UIImage {
  /// A symbol image of the size a device printed for it, for views rebuilt from a dump.
  package convenience init(importedSymbol name: String, size: CGSize) {
    self.init(source: .symbol(name: name), size: size)
  }

  /// An image of the size a device printed, with no name, for views rebuilt from a dump.
  package convenience init(importedSize size: CGSize) {
    self.init(source: .empty, size: size)
  }
}
