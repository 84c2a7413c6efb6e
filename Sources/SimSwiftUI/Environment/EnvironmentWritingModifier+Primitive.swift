extension EnvironmentWritingModifier: PrimitiveModifier {
  package func children(content: any View, node: ViewNode) -> [ChildSpec] {
    var environment = node.environment
    write(&environment)
    return [ChildSpec(key: 0, view: content, environment: environment)]
  }
}
