import Curriculum

/// Renders a ``MarkdownDocument``'s blocks as terminal lines: headings, emphasis, lists, links,
/// block quotes and highlighted code blocks, wrapped to a width.
///
/// The same lines come out in plain and colour mode; only the styling differs, so plain output is
/// what a colour terminal shows without the colours. Inline code is shown in backquotes in plain
/// mode, where no colour marks it.
public struct MarkdownRenderer: Sendable {
  /// The column width to wrap prose to (code is never wrapped).
  public var width: Int
  /// Whether colour mode's styling applies (only changes inline code's backquotes here; the
  /// ANSI codes are added by ``StyledLine/rendered(color:)``).
  public var color: Bool
  /// A note shown, wrapped, right after the heading that starts on a given line (the lesson
  /// renderer puts each problem's exercise id there).
  public var headingNotes: [Int: [StyledRun]]
  /// Top-level blocks to show differently, by the line they start on: `nil` leaves a block out,
  /// runs replace it with one wrapped line (the lesson renderer folds hints this way).
  public var replacedBlocks: [Int: [StyledRun]?] = [:]

  /// What to show after a link's text instead of its destination (`dojo show phase5` for a
  /// link to another lesson); `nil` keeps the destination.
  public var linkTarget: @Sendable (String) -> String?

  /// Makes a renderer.
  public init(
    width: Int, color: Bool, headingNotes: [Int: [StyledRun]] = [:],
    linkTarget: @escaping @Sendable (String) -> String? = { _ in nil }
  ) {
    self.width = width
    self.color = color
    self.headingNotes = headingNotes
    self.linkTarget = linkTarget
  }

  /// The blocks' lines, separated by blank lines.
  public func render(_ blocks: [MarkdownBlock]) -> [StyledLine] {
    render(blocks, width: width, depth: 0)
  }

  /// Styles used in colour mode.
  public enum Palette {
    /// H1.
    public static let title = TextStyle(bold: true, foreground: .cyan)
    /// H2.
    public static let section = TextStyle(bold: true, foreground: .green)
    /// H3 and deeper.
    public static let subsection = TextStyle(bold: true, foreground: .yellow)
    /// Inline code and non-Swift code blocks.
    public static let code = TextStyle(foreground: .yellow)
    /// A link's text.
    public static let link = TextStyle(underline: true, foreground: .blue)
    /// A link's destination after its text.
    public static let linkTarget = TextStyle(dim: true)
    /// Block quotes and thematic breaks.
    public static let quote = TextStyle(dim: true)
    /// List markers and exercise ids.
    public static let marker = TextStyle(foreground: .cyan)
    /// Notes the reader adds (the exercise line, the lesson title).
    public static let note = TextStyle(dim: true)
  }

  private func render(_ blocks: [MarkdownBlock], width: Int, depth: Int) -> [StyledLine] {
    var lines: [StyledLine] = []
    var previous: MarkdownBlock?
    for block in blocks {
      let blockLines: [StyledLine]
      if depth == 0, let replacement = replacedBlocks[block.line] {
        guard let replacement else { continue }
        blockLines = TextWrapper.wrap(replacement, width: width)
      } else {
        blockLines = render(block, width: width, depth: depth)
      }
      if blockLines.isEmpty { continue }
      if !lines.isEmpty, !Self.introducesList(previous, block) { lines.append(StyledLine()) }
      lines += blockLines
      previous = block
    }
    return lines
  }

  /// Whether `block` is a list right after a paragraph that ends with a colon (`**ヒント**:`),
  /// which reads best without a blank line between them.
  private static func introducesList(_ previous: MarkdownBlock?, _ block: MarkdownBlock) -> Bool {
    guard case .list = block.kind, let previous, case .paragraph = previous.kind else {
      return false
    }
    let text = previous.plainText
    return text.hasSuffix(":") || text.hasSuffix("：")
  }

  private func render(_ block: MarkdownBlock, width: Int, depth: Int) -> [StyledLine] {
    switch block.kind {
    case .heading(let level, let inlines):
      let note = headingNotes[block.line].map { TextWrapper.wrap($0, width: width) } ?? []
      return heading(level: level, inlines: inlines, width: width) + note
    case .paragraph(let inlines):
      if let table = MarkdownTable(inlines, runs: { runs($0, .plain) }) {
        return table.render(width: width) { TextWrapper.wrap($0, width: $1) }
      }
      return TextWrapper.wrap(runs(inlines, .plain), width: width)
    case .list(let list):
      return render(list, width: width, depth: depth)
    case .codeBlock(let code):
      return codeBlock(code)
    case .blockQuote(let children):
      let bar = StyledRun("│ ", Palette.quote)
      return render(children, width: width - 2, depth: depth).map { line in
        StyledLine([bar] + line.runs.map { StyledRun($0.text, $0.style.merging(Palette.quote)) })
      }
    case .thematicBreak:
      return [StyledLine(String(repeating: "─", count: max(width, 8)), Palette.quote)]
    case .html:
      return []  // Comments and markers are for tools, not readers.
    }
  }

  private func heading(level: Int, inlines: [MarkdownInline], width: Int) -> [StyledLine] {
    switch level {
    case 1:
      let lines = TextWrapper.wrap(runs(inlines, Palette.title), width: width)
      let rule = min(lines.map(\.width).max() ?? 0, width)
      return lines + [StyledLine(String(repeating: "═", count: rule), Palette.title)]
    case 2:
      let lines = TextWrapper.wrap(runs(inlines, Palette.section), width: width)
      let rule = min(lines.map(\.width).max() ?? 0, width)
      return lines + [StyledLine(String(repeating: "─", count: rule), Palette.section)]
    default:
      let marker = StyledRun(String(repeating: "#", count: level) + " ", Palette.subsection)
      return TextWrapper.wrap([marker] + runs(inlines, Palette.subsection), width: width)
    }
  }

  private func render(_ list: MarkdownList, width: Int, depth: Int) -> [StyledLine] {
    let markers: [String] = list.items.indices.map { offset in
      switch list.style {
      case .bullet: return depth == 0 ? "•" : "◦"
      case .ordered(let start): return "\(start + offset)."
      }
    }
    let markerWidth = (markers.map { DisplayWidth.of($0) }.max() ?? 1) + 1
    var lines: [StyledLine] = []
    for (item, marker) in zip(list.items, markers) {
      if !list.isTight, !lines.isEmpty { lines.append(StyledLine()) }
      var itemLines: [StyledLine] = []
      for block in item.blocks {
        let blockLines = render(block, width: width - markerWidth, depth: depth + 1)
        if !list.isTight, !itemLines.isEmpty, !blockLines.isEmpty { itemLines.append(StyledLine()) }
        itemLines += blockLines
      }
      if itemLines.isEmpty { itemLines = [StyledLine()] }
      let first = StyledRun(DisplayWidth.padded(marker, to: markerWidth), Palette.marker)
      let rest = StyledRun(String(repeating: " ", count: markerWidth))
      for (index, line) in itemLines.enumerated() {
        lines.append(line.runs.isEmpty ? line : line.prefixed(by: [index == 0 ? first : rest]))
        if index == 0, line.runs.isEmpty { lines[lines.count - 1] = StyledLine([first]) }
      }
    }
    return lines
  }

  private func codeBlock(_ code: MarkdownCodeBlock) -> [StyledLine] {
    let language = code.info.split(separator: " ").first.map { $0.lowercased() }
    let indent = StyledRun("    ")
    let lines: [StyledLine]
    if language == "swift" {
      lines = SwiftHighlighter.highlight(code.literal)
    } else {
      var source = code.literal.split(separator: "\n", omittingEmptySubsequences: false)
      if source.last == "" { source.removeLast() }
      lines = source.map { StyledLine(String($0), Palette.code) }
    }
    return lines.map { $0.runs.isEmpty ? $0 : $0.prefixed(by: [indent]) }
  }

  /// Inline content as styled runs; soft breaks become a space, or nothing between two wide
  /// characters.
  func runs(_ inlines: [MarkdownInline], _ style: TextStyle) -> [StyledRun] {
    var result: [StyledRun] = []
    append(inlines, style, to: &result)
    return resolvingSoftBreaks(result)
  }

  private func append(_ inlines: [MarkdownInline], _ style: TextStyle, to result: inout [StyledRun]) {
    for inline in inlines {
      switch inline.kind {
      case .text(let text):
        result.append(StyledRun(text, style))
      case .emphasis(let children):
        append(children, style.merging(TextStyle(italic: true)), to: &result)
      case .strong(let children):
        append(children, style.merging(TextStyle(bold: true)), to: &result)
      case .code(let code):
        result.append(StyledRun(color ? code : "`\(code)`", style.merging(Palette.code)))
      case .link(let destination, _, let content):
        append(content, style.merging(Palette.link), to: &result)
        let target = linkTarget(destination) ?? destination
        if !target.isEmpty, target != content.plainText {
          result.append(StyledRun(" (\(target))", style.merging(Palette.linkTarget)))
        }
      case .image(let source, _, let alt):
        result.append(StyledRun("[画像: \(alt.plainText)] (\(source))", style.merging(Palette.linkTarget)))
      case .softBreak:
        result.append(StyledRun(softBreak, style))
      case .lineBreak:
        result.append(StyledRun("\n", style))
      case .html:
        break
      }
    }
  }

  private let softBreak = "\u{E000}"

  private func resolvingSoftBreaks(_ runs: [StyledRun]) -> [StyledRun] {
    var result: [StyledRun] = []
    for (index, run) in runs.enumerated() {
      guard run.text == softBreak else {
        result.append(run)
        continue
      }
      let before = result.last(where: { !$0.text.isEmpty })?.text.last
      let after = runs[(index + 1)...].first(where: { !$0.text.isEmpty && $0.text != softBreak })?
        .text.first
      let joinsWide = (before?.isWide ?? false) && (after?.isWide ?? false)
      if !joinsWide { result.append(StyledRun(" ", run.style)) }
    }
    return result
  }
}
