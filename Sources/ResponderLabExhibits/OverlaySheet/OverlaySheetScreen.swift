public import SimSwiftUI

/// The root view of one of the exhibit's screens.
public struct OverlaySheetScreen: View {
  /// Which screen.
  public let kind: OverlaySheetScreenKind
  @ObservedObject private var model: OverlaySheetModel

  /// Creates the screen `kind` over `model`.
  public init(kind: OverlaySheetScreenKind, model: OverlaySheetModel) {
    self.kind = kind
    self.model = model
  }

  /// The screen.
  public var body: some View {
    if case .fullScreen(let fraction, let animation) = kind {
      fullScreen(fraction: fraction, animation: animation)
    } else if kind == .narrowCard {
      narrowCard
    } else if kind == .narrowCardOverlayOnScreen {
      cardAndButtons(sheetOnCard: false)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .halfSheet(isPresented: $model.isPresented) {
          OverlaySheetContents(title: "Screen sheet")
        }
    } else {
      VStack {
        Button("Show Sheet") { model.isPresented = true }
      }
      .sheet(isPresented: $model.isPresented) {
        OverlaySheetContents(title: "Native sheet")
          .presentationDetents([.medium, .fraction(0.25)])
      }
    }
  }

  private func show(animated: Bool) {
    if animated {
      withAnimation { model.isPresented = true }
    } else {
      model.isPresented = true
    }
  }

  private func fullScreen(fraction: CGFloat, animation: OverlaySheetAnimation) -> some View {
    let page = VStack {
      Text("Hello World")
      Button("Show Sheet") { show(animated: animation == .everywhere) }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    return Group {
      if fraction == 0.25 {
        page.quarterSheet(isPresented: $model.isPresented, animation: animation) {
          OverlaySheetContents(title: "Quarter sheet")
        }
      } else {
        page.halfSheet(isPresented: $model.isPresented, animation: animation) {
          OverlaySheetContents(title: "Half sheet")
        }
      }
    }
  }

  private var narrowCard: some View {
    cardAndButtons(sheetOnCard: true)
  }

  private func cardAndButtons(sheetOnCard: Bool) -> some View {
    let card = ZStack {
      Color.gray
      Text("Card")
    }
    .frame(width: 200, height: 300)
    return VStack(spacing: 24) {
      if sheetOnCard {
        card.halfSheet(isPresented: $model.isPresented) {
          OverlaySheetContents(title: "Card sheet")
        }
      } else {
        card
      }
      Button("Show Sheet") { show(animated: true) }
      Button("Beneath") { model.tapsBeneath += 1 }
    }
  }
}
