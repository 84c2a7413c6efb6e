extension Scenario {
  /// An alert's contents.
  public struct Alert: Hashable, Sendable {
    /// One button of an alert.
    public struct Action: Hashable, Sendable {
      /// The button's title.
      public var title: String
      /// "default", "cancel" or "destructive".
      public var style: String
    }

    /// The message.
    public var message: String?
    /// The buttons, in order.
    public var actions: [Action]
  }
}
