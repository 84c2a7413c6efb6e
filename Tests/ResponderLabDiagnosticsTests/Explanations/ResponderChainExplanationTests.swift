import ResponderLabDiagnostics
import SimUIKit
import Testing

@Suite("Explaining a responder chain")
@MainActor
struct ResponderChainExplanationTests {
  @Test("Each hop of a chain out of a sheet names its FIDELITY rule (1.2, 1.4, 1.7, 1.8)")
  func sheetChain() {
    let fixture = SheetFixture()
    let hops = ResponderChainExplanation().hops(from: fixture.caption)
    let rules = hops.map(\.rules)
    #expect(rules.first == ["1.2"])
    #expect(rules.contains(["1.4 step 2"]))
    #expect(rules.contains(["1.4 step 3", "1.9c"]))
    #expect(rules.contains(["1.7"]))
    #expect(hops.last?.rules == ["1.8"])
    #expect(hops.last?.next == nil)
  }

  @Test("The explanation follows the chain exactly")
  func matchesChain() {
    let fixture = SheetFixture()
    let hops = ResponderChainExplanation().hops(from: fixture.caption)
    let chain = ResponderChainDump().chain(from: fixture.caption)
    #expect(hops.map { ObjectIdentifier($0.responder) } == chain.map { ObjectIdentifier($0) })
    for (hop, next) in zip(hops, chain.dropFirst()) { #expect(hop.next === next) }
  }
}
