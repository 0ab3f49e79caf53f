/// Orders names as people do: `student-2` before `student-10`, the same on every machine (no
/// locale).
enum NaturalOrder {
  /// Whether `lhs` comes before `rhs`.
  static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    let (l, r) = (chunks(lhs), chunks(rhs))
    for (a, b) in zip(l, r) where a != b {
      switch (a, b) {
      case (.number(let x, let xText), .number(let y, let yText)):
        return x != y ? x < y : xText < yText
      case (.number, .text): return true
      case (.text, .number): return false
      case (.text(let x), .text(let y)): return x < y
      }
    }
    return l.count != r.count ? l.count < r.count : lhs < rhs
  }

  enum Chunk: Equatable {
    case text(String)
    case number(Double, String)
  }

  static func chunks(_ text: String) -> [Chunk] {
    var result: [Chunk] = []
    var current = ""
    var inDigits = false
    func flush() {
      guard !current.isEmpty else { return }
      result.append(inDigits ? .number(Double(current) ?? 0, current) : .text(current))
      current = ""
    }
    for character in text {
      let digit = character.isASCII && character.isNumber
      if digit != inDigits { flush() }
      inDigits = digit
      current.append(character)
    }
    flush()
    return result
  }
}
