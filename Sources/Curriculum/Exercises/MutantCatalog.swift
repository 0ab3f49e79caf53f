import Foundation

/// The mutants of one exercise, parsed from its `Mutants.md`, with what is malformed in it.
///
/// Format: each `##` heading is a mutant (lowercase-with-dashes), the paragraph under it says
/// what is wrong, then pairs of code blocks ```` ```swift replace in File.swift ```` and
/// ```` ```swift with ````.
public struct MutantCatalog: Sendable, Equatable {
  /// The `Mutants.md` file.
  public var file: URL
  /// The exercise named by the `# Mutants: phase4/retry` title, if any.
  public var exercise: ExerciseID?
  /// The mutants in file order (malformed ones included as far as they could be read).
  public var mutants: [Mutant]
  /// What is malformed, as `FILE:LINE: message`.
  public var diagnostics: [Diagnostic]

  /// Makes a catalog.
  public init(file: URL, exercise: ExerciseID?, mutants: [Mutant], diagnostics: [Diagnostic]) {
    self.file = file
    self.exercise = exercise
    self.mutants = mutants
    self.diagnostics = diagnostics
  }

  /// Loads `Exercises/<id>/Mutants.md` of a checkout, with paths relative to its root, and checks
  /// that its title names `id`.
  public static func load(_ id: ExerciseID, in layout: ProjectLayout) throws -> MutantCatalog {
    let base = URL(fileURLWithPath: layout.root.path, isDirectory: true)
    let url = URL(fileURLWithPath: layout.relativePath(of: layout.mutants(id)), relativeTo: base)
    var catalog = try parse(contentsOf: url)
    if let named = catalog.exercise, named != id {
      catalog.diagnostics.append(
        Diagnostic(
          file: url, line: 1,
          message: "the title names \(named), but this file belongs to \(id): "
            + "write `# Mutants: \(id)`"
        )
      )
    }
    return catalog
  }

  /// Reads and parses a `Mutants.md` file.
  ///
  /// - Throws: ``CurriculumError/unreadable(_:reason:)`` when the file can't be read.
  public static func parse(contentsOf url: URL) throws -> MutantCatalog {
    parse(markdown: try CurriculumError.readText(url), file: url)
  }

  /// Parses `Mutants.md` text; `file` names it in diagnostics.
  public static func parse(markdown: String, file: URL) -> MutantCatalog {
    var builder = MutantCatalogBuilder(file: file)
    for block in MarkdownDocument.parse(markdown).blocks { builder.visit(block) }
    return builder.finish()
  }

  /// The mutant called `name`.
  public func mutant(named name: String) -> Mutant? {
    mutants.first { $0.name == name }
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Collects mutants while walking the top-level blocks.
private struct MutantCatalogBuilder {
  let file: URL
  var exercise: ExerciseID?
  var mutants: [Mutant] = []
  var diagnostics: [Diagnostic] = []
  var draft: Mutant?
  var pendingFind: (file: String, find: String, line: Int)?

  init(file: URL) {
    self.file = file
  }

  mutating func report(_ line: Int, _ message: String) {
    diagnostics.append(Diagnostic(file: file, line: line, message: message))
  }

  mutating func visit(_ block: MarkdownBlock) {
    switch block.kind {
    case .heading(1, let inlines):
      let title = HeadingText.trimmed(inlines.plainText)
      let parts = title.split(separator: ":", maxSplits: 1)
      if parts.count == 2, HeadingText.label(String(parts[0])) == "mutants" {
        exercise = ExerciseID(HeadingText.trimmed(parts[1]))
      }
    case .heading(2, let inlines):
      finishMutant()
      let name = HeadingText.trimmed(inlines.plainText)
      if !isValidName(name) {
        report(block.line, "mutant name `\(name)` should be lowercase-with-dashes, e.g. `off-by-one`")
      }
      if mutants.contains(where: { $0.name == name }) {
        let first = mutants.first { $0.name == name }!
        report(block.line, "duplicate mutant name `\(name)` (also on line \(first.line)): rename one")
      }
      draft = Mutant(name: name, description: "", replacements: [], source: file, line: block.line)
    case .paragraph, .list, .blockQuote:
      guard draft != nil else { return }
      let text = block.plainText
      if draft!.description.isEmpty {
        draft!.description = text
      } else {
        draft!.description += "\n\n" + text
      }
    case .codeBlock(let code):
      visitCode(code, line: block.line)
    default:
      break
    }
  }

  mutating func visitCode(_ code: MarkdownCodeBlock, line: Int) {
    guard draft != nil else {
      report(line, "a code block before the first `## mutant-name` heading belongs to no mutant")
      return
    }
    let words = code.info.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    let text = code.literal.hasSuffix("\n") ? String(code.literal.dropLast()) : code.literal
    if let replaceIndex = words.firstIndex(of: "replace") {
      if let pending = pendingFind {
        report(pending.line, "`replace in \(pending.file)` has no ```swift with block after it")
      }
      pendingFind = nil
      var rest = words[(replaceIndex + 1)...]
      if rest.first == "in" { rest = rest.dropFirst() }
      let fileName = rest.joined(separator: " ")
      guard !fileName.isEmpty else {
        report(line, "missing file name: write ```swift replace in RetryFeature.swift")
        return
      }
      if text.isEmpty {
        report(line, "the `replace in \(fileName)` block is empty: put the text to find in it")
        return
      }
      pendingFind = (fileName, text, line)
    } else if words.contains("with") {
      guard let pending = pendingFind else {
        report(line, "a ```swift with block without a ```swift replace in FILE block before it")
        return
      }
      draft!.replacements.append(
        Mutant.Replacement(file: pending.file, find: pending.find, replace: text, line: pending.line)
      )
      pendingFind = nil
    } else {
      report(
        line,
        "unexpected code block `\(code.info)`: mutants use pairs of ```swift replace in FILE "
          + "and ```swift with blocks"
      )
    }
  }

  mutating func finishMutant() {
    if let pending = pendingFind {
      report(pending.line, "`replace in \(pending.file)` has no ```swift with block after it")
      pendingFind = nil
    }
    guard let mutant = draft else { return }
    draft = nil
    if mutant.replacements.isEmpty {
      report(mutant.line, "mutant `\(mutant.name)` has no replacements: add a replace/with pair")
    }
    mutants.append(mutant)
  }

  mutating func finish() -> MutantCatalog {
    finishMutant()
    return MutantCatalog(
      file: file, exercise: exercise, mutants: mutants,
      diagnostics: diagnostics.sorted { $0.line < $1.line }
    )
  }

  func isValidName(_ name: String) -> Bool {
    ExerciseMarker.isValidSlug(Substring(name))
  }
}
