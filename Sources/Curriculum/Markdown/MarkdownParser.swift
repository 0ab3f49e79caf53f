import CCmark

extension MarkdownDocument {
  /// Parses CommonMark text with libcmark and converts cmark's tree into Swift values.
  ///
  /// The cmark tree is walked once with `cmark_iter_*` and freed before this returns, so no C
  /// memory outlives the call. Parsing never fails: CommonMark gives every input a meaning.
  public static func parse(_ markdown: String) -> MarkdownDocument {
    var source = markdown
    let root: OpaquePointer? = source.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        cmark_parse_document(chars.baseAddress, chars.count, CMARK_OPT_DEFAULT)
      }
    }
    guard let root else { return MarkdownDocument(blocks: []) }
    defer { cmark_node_free(root) }
    var converter = TreeConverter(sourceLines: SourceLines(source))
    return MarkdownDocument(blocks: converter.convert(root))
  }
}

/// The source split into lines of UTF-8 bytes: used only to tell a fenced code block from an
/// indented one at the position cmark reports (cmark 0.30 has no getter for that).
private struct SourceLines {
  let lines: [ArraySlice<UInt8>]

  init(_ text: String) {
    lines = Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
  }

  /// Whether the text at 1-based `line`/`column` opens a code fence.
  func opensFence(line: Int, column: Int) -> Bool {
    guard line >= 1, line <= lines.count, column >= 1 else { return false }
    let bytes = lines[line - 1]
    var index = bytes.startIndex + (column - 1)
    while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") { index += 1 }
    guard index < bytes.endIndex else { return false }
    return bytes[index] == UInt8(ascii: "`") || bytes[index] == UInt8(ascii: "~")
  }
}

/// Turns cmark's node stream (enter/exit events) into value trees with an explicit stack.
private struct TreeConverter {
  let sourceLines: SourceLines

  /// A container being built: its node and the children collected so far.
  private struct Frame {
    let node: OpaquePointer
    /// Past ``maximumDepth`` a quote, list or emphasis adds no level of its own: its children go
    /// to its parent, so the value tree (and every recursive walk over it) stays shallow even for
    /// a file of 20 000 `>` characters.
    var isTransparent = false
    var blocks: [MarkdownBlock] = []
    var inlines: [MarkdownInline] = []
    var items: [MarkdownListItem] = []
  }

  /// How deeply containers nest in the value tree; real lessons use three or four levels.
  static let maximumDepth = 48

  init(sourceLines: SourceLines) {
    self.sourceLines = sourceLines
  }

  mutating func convert(_ root: OpaquePointer) -> [MarkdownBlock] {
    guard let iterator = cmark_iter_new(root) else { return [] }
    defer { cmark_iter_free(iterator) }
    var stack: [Frame] = []
    var result: [MarkdownBlock] = []
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE || event == CMARK_EVENT_NONE { break }
      guard let node = cmark_iter_get_node(iterator) else { continue }
      let type = cmark_node_get_type(node)
      if event == CMARK_EVENT_ENTER {
        if Self.isLeaf(type) {
          append(leaf(node, type), to: &stack)
        } else {
          let flattens = stack.count >= Self.maximumDepth && Self.canFlatten(type)
          stack.append(Frame(node: node, isTransparent: flattens))
        }
      } else if event == CMARK_EVENT_EXIT {
        guard let frame = stack.popLast() else { continue }
        if frame.isTransparent, !stack.isEmpty {
          stack[stack.count - 1].blocks += frame.blocks + frame.items.flatMap(\.blocks)
          stack[stack.count - 1].inlines += frame.inlines
        } else if type == CMARK_NODE_DOCUMENT {
          result = frame.blocks
        } else {
          append(container(frame, type), to: &stack)
        }
      }
    }
    return result
  }

  private enum Converted {
    case block(MarkdownBlock)
    case inline(MarkdownInline)
    case item(MarkdownListItem)
    case nothing
  }

  private func append(_ converted: Converted, to stack: inout [Frame]) {
    guard !stack.isEmpty else { return }
    switch converted {
    case .block(let block): stack[stack.count - 1].blocks.append(block)
    case .inline(let inline): stack[stack.count - 1].inlines.append(inline)
    case .item(let item): stack[stack.count - 1].items.append(item)
    case .nothing: break
    }
  }

  /// Containers whose children can move up to their parent without losing text.
  private static func canFlatten(_ type: cmark_node_type) -> Bool {
    switch type {
    case CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM, CMARK_NODE_EMPH,
      CMARK_NODE_STRONG, CMARK_NODE_LINK, CMARK_NODE_IMAGE, CMARK_NODE_CUSTOM_BLOCK,
      CMARK_NODE_CUSTOM_INLINE:
      return true
    default:
      return false
    }
  }

  /// Nodes for which the iterator reports only an enter event.
  private static func isLeaf(_ type: cmark_node_type) -> Bool {
    switch type {
    case CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_CODE_BLOCK, CMARK_NODE_TEXT,
      CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
      return true
    default:
      return false
    }
  }

  private func leaf(_ node: OpaquePointer, _ type: cmark_node_type) -> Converted {
    let line = Int(cmark_node_get_start_line(node))
    let literal = string(cmark_node_get_literal(node))
    switch type {
    case CMARK_NODE_HTML_BLOCK:
      return .block(MarkdownBlock(line: line, kind: .html(literal)))
    case CMARK_NODE_THEMATIC_BREAK:
      return .block(MarkdownBlock(line: line, kind: .thematicBreak))
    case CMARK_NODE_CODE_BLOCK:
      let fenced = sourceLines.opensFence(line: line, column: Int(cmark_node_get_start_column(node)))
      let code = MarkdownCodeBlock(
        info: string(cmark_node_get_fence_info(node)), literal: literal, isFenced: fenced
      )
      return .block(MarkdownBlock(line: line, kind: .codeBlock(code)))
    case CMARK_NODE_TEXT:
      return .inline(MarkdownInline(line: line, kind: .text(literal)))
    case CMARK_NODE_SOFTBREAK:
      return .inline(MarkdownInline(line: line, kind: .softBreak))
    case CMARK_NODE_LINEBREAK:
      return .inline(MarkdownInline(line: line, kind: .lineBreak))
    case CMARK_NODE_CODE:
      return .inline(MarkdownInline(line: line, kind: .code(literal)))
    case CMARK_NODE_HTML_INLINE:
      return .inline(MarkdownInline(line: line, kind: .html(literal)))
    default:
      return .nothing
    }
  }

  private func container(_ frame: Frame, _ type: cmark_node_type) -> Converted {
    let node = frame.node
    let line = Int(cmark_node_get_start_line(node))
    switch type {
    case CMARK_NODE_BLOCK_QUOTE:
      return .block(MarkdownBlock(line: line, kind: .blockQuote(frame.blocks)))
    case CMARK_NODE_LIST:
      let style: MarkdownList.Style =
        cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
        ? .ordered(start: Int(cmark_node_get_list_start(node))) : .bullet
      let list = MarkdownList(
        style: style, isTight: cmark_node_get_list_tight(node) != 0, items: frame.items
      )
      return .block(MarkdownBlock(line: line, kind: .list(list)))
    case CMARK_NODE_ITEM:
      return .item(MarkdownListItem(line: line, blocks: frame.blocks))
    case CMARK_NODE_PARAGRAPH:
      return .block(MarkdownBlock(line: line, kind: .paragraph(frame.inlines)))
    case CMARK_NODE_HEADING:
      let level = Int(cmark_node_get_heading_level(node))
      return .block(MarkdownBlock(line: line, kind: .heading(level: level, inlines: frame.inlines)))
    case CMARK_NODE_EMPH:
      return .inline(MarkdownInline(line: line, kind: .emphasis(frame.inlines)))
    case CMARK_NODE_STRONG:
      return .inline(MarkdownInline(line: line, kind: .strong(frame.inlines)))
    case CMARK_NODE_LINK:
      let kind = MarkdownInline.Kind.link(
        destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
        content: frame.inlines
      )
      return .inline(MarkdownInline(line: line, kind: kind))
    case CMARK_NODE_IMAGE:
      let kind = MarkdownInline.Kind.image(
        source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
        alt: frame.inlines
      )
      return .inline(MarkdownInline(line: line, kind: kind))
    default:
      // Custom blocks/inlines never come out of the parser; keep their children if they do.
      if !frame.blocks.isEmpty {
        return .block(MarkdownBlock(line: line, kind: .blockQuote(frame.blocks)))
      }
      return .nothing
    }
  }

  private func string(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
  }
}
