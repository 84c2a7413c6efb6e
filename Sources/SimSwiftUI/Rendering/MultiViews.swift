// The views that stand for several views at once: their children are separate layout elements.

extension TupleView: PrimitiveView {
  package func children(of node: ViewNode) -> [ChildSpec] {
    elements.enumerated().map {
      ChildSpec(key: $0.offset, view: $0.element, environment: node.environment)
    }
  }
  package var isMultiView: Bool { true }
}

extension EmptyView: PrimitiveView {
  package func children(of node: ViewNode) -> [ChildSpec] { [] }
  package var isMultiView: Bool { true }
}

extension Group: PrimitiveView where Content: View {
  package func children(of node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: 0, view: content, environment: node.environment)]
  }
  package var isMultiView: Bool { true }
}

extension _ConditionalContent: PrimitiveView {
  package func children(of node: ViewNode) -> [ChildSpec] {
    switch storage {
    case .trueContent(let view):
      [ChildSpec(key: true, view: view, environment: node.environment)]
    case .falseContent(let view):
      [ChildSpec(key: false, view: view, environment: node.environment)]
    }
  }
  package var isMultiView: Bool { true }
}

extension Optional: PrimitiveView where Wrapped: View {
  package func children(of node: ViewNode) -> [ChildSpec] {
    guard let view = self else { return [] }
    return [ChildSpec(key: "some", view: view, environment: node.environment)]
  }
  package var isMultiView: Bool { true }
}

extension ForEach: PrimitiveView where Content: View {
  package func children(of node: ViewNode) -> [ChildSpec] {
    node.evaluateTracked {
      data.map { element in
        ChildSpec(
          key: AnyHashable(idForElement(element)), view: content(element),
          environment: node.environment)
      }
    }
  }
  package var isMultiView: Bool { true }
}

extension AnyView: PrimitiveView {
  package func children(of node: ViewNode) -> [ChildSpec] {
    [
      ChildSpec(
        key: ObjectIdentifier(type(of: storage)), view: storage, environment: node.environment)
    ]
  }
}

extension _ViewModifier_Content: PrimitiveView {
  package func children(of node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: 0, view: content, environment: node.environment)]
  }
}
