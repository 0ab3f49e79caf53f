import Foundation

/// A JSON value whose objects keep their keys in the order written.
///
/// `JSONEncoder` on Linux orders keys arbitrarily (or alphabetically with `.sortedKeys`); the
/// `dojo check --json` shape is documented key by key, so it is written with this instead.
public indirect enum OrderedJSON: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// An integer.
  case int(Int)
  /// A string, escaped when written.
  case string(String)
  /// An array.
  case array([OrderedJSON])
  /// An object whose members are written in this order.
  case object([(String, OrderedJSON)])

  /// `.string(text)`, or `.null` for `nil`.
  public static func optional(_ text: String?) -> OrderedJSON { text.map(OrderedJSON.string) ?? .null }
  /// `.int(value)`, or `.null` for `nil`.
  public static func optional(_ value: Int?) -> OrderedJSON { value.map(OrderedJSON.int) ?? .null }

  public static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool {
    lhs.text(pretty: false) == rhs.text(pretty: false)
  }

  /// The JSON text; `pretty` puts each member on its own line, indented by two spaces.
  public func text(pretty: Bool = true) -> String {
    var output = ""
    write(into: &output, indent: pretty ? 0 : nil)
    return output
  }

  private func write(into output: inout String, indent: Int?) {
    let newline = indent == nil ? "" : "\n"
    let pad = { (level: Int) in indent == nil ? "" : String(repeating: "  ", count: level) }
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .string(let value): output += Self.quoted(value)
    case .array(let items):
      guard !items.isEmpty else {
        output += "[]"
        return
      }
      output += "[" + newline
      for (index, item) in items.enumerated() {
        output += pad((indent ?? 0) + 1)
        item.write(into: &output, indent: indent.map { $0 + 1 })
        output += (index < items.count - 1 ? "," : "") + newline
      }
      output += pad(indent ?? 0) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{" + newline
      for (index, (key, value)) in members.enumerated() {
        output += pad((indent ?? 0) + 1) + Self.quoted(key) + (indent == nil ? ":" : ": ")
        value.write(into: &output, indent: indent.map { $0 + 1 })
        output += (index < members.count - 1 ? "," : "") + newline
      }
      output += pad(indent ?? 0) + "}"
    }
  }

  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case let c where c.value < 0x20:
        result += String(format: "\\u%04x", c.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
