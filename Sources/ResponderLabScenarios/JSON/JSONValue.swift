/// A JSON value that remembers where it was written, so that a scenario's mistakes can be reported
/// by line and column.
public struct JSONValue: Hashable, Sendable {
  /// The kinds of JSON value.
  public indirect enum Kind: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object: its members in the order written, each key with the position of the key.
    case object([Member])
  }

  /// One member of an object.
  public struct Member: Hashable, Sendable {
    /// The key.
    public var key: String
    /// Where the key starts.
    public var keyPosition: SourcePosition
    /// The value.
    public var value: JSONValue
  }

  /// What the value is.
  public var kind: Kind
  /// Where the value starts.
  public var position: SourcePosition

  /// A short description of the value's kind, for error messages: `a string "abc"`, `an array`.
  public var summary: String {
    switch kind {
    case .null: "null"
    case .bool(let value): "\(value)"
    case .number(let value): "the number \(value.compactJSON)"
    case .string(let value): "the string \"\(value.count > 40 ? value.prefix(40) + "…" : value)\""
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The members of an object, or nil.
  public var members: [Member]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  /// The elements of an array, or nil.
  public var elements: [JSONValue]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }

  /// The string, or nil.
  public var string: String? {
    if case .string(let value) = kind { return value }
    return nil
  }

  /// The number, or nil.
  public var number: Double? {
    if case .number(let value) = kind { return value }
    return nil
  }

  /// The Boolean, or nil.
  public var bool: Bool? {
    if case .bool(let value) = kind { return value }
    return nil
  }

  /// The value of the member named `key`, for an object.
  public subscript(key: String) -> JSONValue? {
    members?.first { $0.key == key }?.value
  }
}

extension Double {
  /// `3` rather than `3.0`; `0.25` stays.
  var compactJSON: String {
    rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
