/// An element of a small XML document: just enough of XML for the JUnit files `dojo grade` writes
/// (elements, attributes, text, entities, comments, CDATA), with the line of every error.
///
/// Foundation's `XMLParser` lives in FoundationXML, which would make every `dojo` command load
/// libxml2; the runner stays free of it.
public struct MiniXMLElement: Equatable, Sendable {
  /// The element's name.
  public var name: String
  /// Its attributes, entities resolved.
  public var attributes: [String: String]
  /// Its child elements, in order.
  public var children: [MiniXMLElement]
  /// Its text (and CDATA) content, entities resolved.
  public var text: String
  /// The 1-based line of its start tag.
  public var line: Int

  /// The children named `name`.
  public func children(named name: String) -> [MiniXMLElement] { children.filter { $0.name == name } }

  /// Parses a document and returns its root element.
  ///
  /// - Throws: ``MiniXMLError`` with the line where the document stops being XML.
  public static func parse(_ text: String) throws(MiniXMLError) -> MiniXMLElement {
    var reader = XMLReader(Array(text.unicodeScalars))
    return try reader.document()
  }
}

/// Where and why a document is not XML.
public struct MiniXMLError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The 1-based line.
  public var line: Int
  /// What is wrong.
  public var message: String

  public var description: String { "line \(line): \(message)" }
}

private struct XMLReader {
  let scalars: [Unicode.Scalar]
  var index = 0
  var line = 1

  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  var atEnd: Bool { index >= scalars.count }

  func fail(_ message: String) -> MiniXMLError { MiniXMLError(line: line, message: message) }

  mutating func advance(_ count: Int = 1) {
    for _ in 0..<count where index < scalars.count {
      if scalars[index] == "\n" { line += 1 }
      index += 1
    }
  }

  func starts(with text: String) -> Bool {
    var position = index
    for scalar in text.unicodeScalars {
      guard position < scalars.count, scalars[position] == scalar else { return false }
      position += 1
    }
    return true
  }

  mutating func skipSpace() {
    while !atEnd, scalars[index].properties.isWhitespace { advance() }
  }

  /// Skips past `terminator`, or fails with `what` when the document ends first.
  mutating func skip(past terminator: String, _ what: String) throws(MiniXMLError) {
    let startLine = line
    while !atEnd, !starts(with: terminator) { advance() }
    guard !atEnd else { throw MiniXMLError(line: startLine, message: "\(what) is never closed") }
    advance(terminator.unicodeScalars.count)
  }

  /// Prolog, comments, one root element, trailing comments.
  mutating func document() throws(MiniXMLError) -> MiniXMLElement {
    if !atEnd, scalars[index] == "\u{FEFF}" { advance() }
    var root: MiniXMLElement?
    while true {
      skipSpace()
      if atEnd { break }
      if starts(with: "<?") {
        try skip(past: "?>", "the declaration `<?`")
      } else if starts(with: "<!--") {
        try skip(past: "-->", "a comment")
      } else if starts(with: "<!") {
        try skip(past: ">", "a `<!` declaration")
      } else if starts(with: "<") {
        guard root == nil else { throw fail("a second root element") }
        root = try element()
      } else {
        throw fail("text outside the root element")
      }
    }
    guard let root else { throw fail("no root element: the file is empty or not XML") }
    return root
  }

  mutating func name() throws(MiniXMLError) -> String {
    var result = ""
    while !atEnd {
      let scalar = scalars[index]
      guard scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        || "_-.:".unicodeScalars.contains(scalar)
      else { break }
      result.unicodeScalars.append(scalar)
      advance()
    }
    guard !result.isEmpty else {
      throw fail(atEnd ? "the document ends inside a tag" : "expected a name, found `\(scalars[index])`")
    }
    return result
  }

  mutating func element() throws(MiniXMLError) -> MiniXMLElement {
    let startLine = line
    advance()  // <
    let tag = try name()
    var node = MiniXMLElement(name: tag, attributes: [:], children: [], text: "", line: startLine)
    while true {
      skipSpace()
      guard !atEnd else { throw MiniXMLError(line: startLine, message: "the tag <\(tag)> is never closed") }
      if starts(with: "/>") {
        advance(2)
        return node
      }
      if scalars[index] == ">" {
        advance()
        break
      }
      let attribute = try name()
      skipSpace()
      guard !atEnd, scalars[index] == "=" else { throw fail("attribute \(attribute) of <\(tag)> has no `=`") }
      advance()
      skipSpace()
      guard !atEnd, scalars[index] == "\"" || scalars[index] == "'" else {
        throw fail("the value of \(attribute) in <\(tag)> is not quoted")
      }
      let quote = scalars[index]
      advance()
      var raw = ""
      while !atEnd, scalars[index] != quote {
        raw.unicodeScalars.append(scalars[index])
        advance()
      }
      guard !atEnd else { throw MiniXMLError(line: startLine, message: "the value of \(attribute) in <\(tag)> is never closed") }
      advance()
      node.attributes[attribute] = try resolve(raw)
    }
    // Content.
    var raw = ""
    while true {
      guard !atEnd else { throw MiniXMLError(line: startLine, message: "<\(tag)> is never closed (no </\(tag)>)") }
      if starts(with: "</") {
        node.text += try resolve(raw)
        advance(2)
        let closing = try name()
        guard closing == tag else { throw fail("</\(closing)> closes <\(tag)> (opened on line \(startLine))") }
        skipSpace()
        guard !atEnd, scalars[index] == ">" else { throw fail("</\(closing)> is not closed with `>`") }
        advance()
        return node
      } else if starts(with: "<!--") {
        try skip(past: "-->", "a comment")
      } else if starts(with: "<![CDATA[") {
        advance(9)
        node.text += try resolve(raw)
        raw = ""
        let cdataLine = line
        while !atEnd, !starts(with: "]]>") {
          node.text.unicodeScalars.append(scalars[index])
          advance()
        }
        guard !atEnd else { throw MiniXMLError(line: cdataLine, message: "a CDATA section is never closed") }
        advance(3)
      } else if scalars[index] == "<" {
        node.text += try resolve(raw)
        raw = ""
        node.children.append(try element())
      } else {
        raw.unicodeScalars.append(scalars[index])
        advance()
      }
    }
  }

  /// Resolves `&amp;`, `&#10;`, `&#x41;` and the other predefined entities.
  func resolve(_ raw: String) throws(MiniXMLError) -> String {
    guard raw.contains("&") else { return raw }
    var result = ""
    var rest = Substring(raw)
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      guard let semicolon = rest[amp...].firstIndex(of: ";") else { throw fail("an `&` that starts no entity") }
      let entity = rest[rest.index(after: amp)..<semicolon]
      switch entity {
      case "amp": result += "&"
      case "lt": result += "<"
      case "gt": result += ">"
      case "quot": result += "\""
      case "apos": result += "'"
      default:
        let number: UInt32? =
          entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16)
          : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
        guard let number, let scalar = Unicode.Scalar(number) else { throw fail("unknown entity &\(entity);") }
        result.unicodeScalars.append(scalar)
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }
}
