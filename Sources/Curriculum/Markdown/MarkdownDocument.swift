/// A parsed markdown file as plain Swift values: what every parser and renderer works on.
///
/// Built by ``MarkdownDocument/parse(_:)`` from libcmark's tree; nothing outside
/// `Curriculum/Markdown` sees a C pointer. Every block and inline carries cmark's 1-based start
/// line, so messages can point at the source.
public struct MarkdownDocument: Sendable, Equatable {
  /// The top-level blocks, in source order.
  public var blocks: [MarkdownBlock]

  /// Wraps already-built blocks (tests and tools that make documents by hand).
  public init(blocks: [MarkdownBlock]) {
    self.blocks = blocks
  }
}

/// One block of a markdown document and the line it starts on.
public struct MarkdownBlock: Sendable, Equatable {
  /// The 1-based line where cmark says the block starts (for a fenced code block: the fence).
  public var line: Int
  /// What the block is.
  public var kind: Kind

  /// Makes a block.
  public init(line: Int, kind: Kind) {
    self.line = line
    self.kind = kind
  }

  /// The kinds of block cmark produces.
  public indirect enum Kind: Sendable, Equatable {
    /// `#`…`######` or a setext heading; `level` is 1…6.
    case heading(level: Int, inlines: [MarkdownInline])
    /// A paragraph of inline content.
    case paragraph([MarkdownInline])
    /// A bullet or ordered list.
    case list(MarkdownList)
    /// A fenced or indented code block; ``MarkdownCodeBlock/literal`` is the code itself.
    case codeBlock(MarkdownCodeBlock)
    /// `>` quoted blocks.
    case blockQuote([MarkdownBlock])
    /// `---`.
    case thematicBreak
    /// Raw HTML on its own lines (lesson markers such as `<!-- exercise: retry -->`).
    case html(String)
  }
}

/// A bullet or ordered list.
public struct MarkdownList: Sendable, Equatable {
  /// Whether items are numbered.
  public enum Style: Sendable, Equatable {
    /// `-`, `*` or `+` items.
    case bullet
    /// `1.` or `1)` items; `start` is the first number.
    case ordered(start: Int)
  }

  /// Bullet or ordered.
  public var style: Style
  /// A tight list has no blank lines between its items.
  public var isTight: Bool
  /// The items in order.
  public var items: [MarkdownListItem]

  /// Makes a list.
  public init(style: Style, isTight: Bool, items: [MarkdownListItem]) {
    self.style = style
    self.isTight = isTight
    self.items = items
  }
}

/// One list item: its blocks (usually one paragraph) and its start line.
public struct MarkdownListItem: Sendable, Equatable {
  /// The 1-based line of the item's marker.
  public var line: Int
  /// The item's content.
  public var blocks: [MarkdownBlock]

  /// Makes an item.
  public init(line: Int, blocks: [MarkdownBlock]) {
    self.line = line
    self.blocks = blocks
  }
}

/// A code block's info string and text.
public struct MarkdownCodeBlock: Sendable, Equatable {
  /// The info string after the opening fence (`swift skip`), empty for indented code.
  public var info: String
  /// The code, exactly as cmark gives it (each line ends with a newline).
  public var literal: String
  /// Whether it was fenced (```` ``` ```` or `~~~`) rather than indented.
  public var isFenced: Bool

  /// Makes a code block.
  public init(info: String, literal: String, isFenced: Bool) {
    self.info = info
    self.literal = literal
    self.isFenced = isFenced
  }
}

/// One inline element and the line it starts on.
public struct MarkdownInline: Sendable, Equatable {
  /// The 1-based line cmark gives the inline.
  public var line: Int
  /// What the inline is.
  public var kind: Kind

  /// Makes an inline.
  public init(line: Int, kind: Kind) {
    self.line = line
    self.kind = kind
  }

  /// The kinds of inline cmark produces.
  public indirect enum Kind: Sendable, Equatable {
    /// Plain text.
    case text(String)
    /// `*emphasis*`.
    case emphasis([MarkdownInline])
    /// `**strong**`.
    case strong([MarkdownInline])
    /// `` `code` ``.
    case code(String)
    /// `[text](destination "title")`.
    case link(destination: String, title: String, content: [MarkdownInline])
    /// `![alt](source)`.
    case image(source: String, title: String, alt: [MarkdownInline])
    /// A line ending inside a paragraph (rendered as a space, or nothing between CJK text).
    case softBreak
    /// A hard line break (two trailing spaces or a backslash).
    case lineBreak
    /// Raw inline HTML.
    case html(String)
  }
}
