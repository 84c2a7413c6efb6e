import ResponderLabScenarios
import Testing

@Suite("Comparing a device's dump with the simulator's rebuild")
struct DumpComparisonTests {
  static let device = """
    <UINavigationController 0x7fb1d8022000>, state: appeared, view: <UILayoutContainerView 0x7fb1d6c0a3b0>
       | <InboxViewController 0x7fb1d6d0a6e0>, state: appeared, view: <UIView 0x7fb1d6c0c8d0>
    """

  @Test("Addresses and stable numbers cannot differ: the same tree compares equal")
  func sameTree() {
    let rebuilt = """
      <UINavigationController#1>, state: appeared, view: <UILayoutContainerView#1>
         | <InboxViewController#1>, state: appeared, view: <UIView#2>
      """
    #expect(DumpComparison.differences(original: Self.device, rebuilt: rebuilt).isEmpty)
  }

  @Test("A line read differently is named by its number in the device's dump, with both readings")
  func changedLine() {
    let rebuilt = """
      <UINavigationController#1>, state: appeared, view: <UILayoutContainerView#1>
         | <InboxViewController#1>, state: disappeared, view: <UIView#2>
      """
    #expect(
      DumpComparison.differences(original: Self.device, rebuilt: rebuilt) == [
        "line 2: the dump has '1| InboxViewController appeared UIView'; the simulator has '1| InboxViewController disappeared UIView'"
      ])
  }

  @Test("A line only one side has is compared with nothing")
  func missingLine() {
    let rebuilt = """
      <UINavigationController#1>, state: appeared, view: <UILayoutContainerView#1>
      """
    #expect(
      DumpComparison.differences(original: Self.device, rebuilt: rebuilt) == [
        "line 2: the dump has '1| InboxViewController appeared UIView'; the simulator has nothing"
      ])
  }
}
