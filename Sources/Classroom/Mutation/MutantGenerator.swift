import SwiftParser
import SwiftSyntax

/// Generates the mutants of a reference solution by walking its syntax tree (swift-syntax).
///
/// Each mutant is one edit by one ``MutationOperator``. Mutants that do not parse, that read the
/// same as the original once whitespace and comments are ignored, or that read the same as an
/// earlier mutant are dropped here, before anything is built. Code that the hidden tests can never
/// reach — a dependency's `liveValue`, `previewValue` and `testValue` — is not mutated: its
/// mutants would survive whatever the tests do.
public enum MutantGenerator {
  /// The mutants of every file of a solution (relative path → text), in file order, then in
  /// source order.
  public static func mutants(ofFiles files: [String: String]) -> [SourceMutant] {
    files.keys.sorted().flatMap { mutants(of: files[$0]!, file: $0) }
  }

  /// The mutants of one file.
  public static func mutants(of source: String, file: String) -> [SourceMutant] {
    let tree = Parser.parse(source: source)
    let visitor = MutationVisitor()
    visitor.walk(tree)
    let bytes = Array(source.utf8)
    var seen: Set<String> = [tokenKey(tree)]
    var mutants: [SourceMutant] = []
    // Source order; at one place the specific operator first (`.cancel(id:)` → `.none` is
    // cancel-to-none even when it is also the returned effect).
    let edits = visitor.edits.enumerated().sorted {
      ($0.element.start, $0.element.operator == .returnNone ? 1 : 0, $0.offset)
        < ($1.element.start, $1.element.operator == .returnNone ? 1 : 0, $1.offset)
    }.map(\.element)
    for edit in edits {
      var mutated = bytes
      mutated.replaceSubrange(wholeLines(edit, in: bytes), with: Array(edit.replacement.utf8))
      let text = String(decoding: mutated, as: UTF8.self)
      let parsed = Parser.parse(source: text)
      guard !parsed.hasError, seen.insert(tokenKey(parsed)).inserted else { continue }
      mutants.append(
        SourceMutant(
          operator: edit.operator, file: file,
          line: bytes[..<edit.start].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 },
          offset: edit.start,
          original: String(decoding: bytes[edit.start..<edit.end], as: UTF8.self),
          replacement: edit.replacement, mutatedText: text))
    }
    return mutants
  }

  /// A removed statement alone on its line takes the line with it (no blank line in the diff).
  static func wholeLines(_ edit: MutationVisitor.Edit, in bytes: [UInt8]) -> Range<Int> {
    guard edit.replacement.isEmpty else { return edit.start..<edit.end }
    let newline = UInt8(ascii: "\n")
    let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    var start = edit.start
    while start > 0, blank(bytes[start - 1]) { start -= 1 }
    var end = edit.end
    while end < bytes.count, blank(bytes[end]) { end += 1 }
    guard start == 0 || bytes[start - 1] == newline, end < bytes.count, bytes[end] == newline else {
      return edit.start..<edit.end
    }
    return start..<(end + 1)
  }

  /// The file's tokens without trivia: two texts with the same key compile to the same program.
  static func tokenKey(_ tree: SourceFileSyntax) -> String {
    tree.tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: " ")
  }
}

/// Collects the edits of every operator in one pass over a file.
final class MutationVisitor: SyntaxVisitor {
  struct Edit {
    var start: Int
    var end: Int
    var replacement: String
    var `operator`: MutationOperator
  }

  private(set) var edits: [Edit] = []

  /// Dependency implementations the hidden tests never run.
  static let untested: Set<String> = ["liveValue", "previewValue", "testValue"]
  static let durationUnits: Set<String> = ["seconds", "milliseconds", "microseconds", "nanoseconds"]
  static let swaps: [String: (String, MutationOperator)] = [
    "==": ("!=", .equality), "!=": ("==", .equality),
    "<": ("<=", .boundary), "<=": ("<", .boundary), ">": (">=", .boundary), ">=": (">", .boundary),
  ]

  init() { super.init(viewMode: .sourceAccurate) }

  private func replace(_ node: some SyntaxProtocol, with text: String, _ op: MutationOperator) {
    edits.append(
      Edit(
        start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
        end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text, operator: op))
  }

  // MARK: Skipped code

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    return names.contains(where: Self.untested.contains) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  // MARK: Literals

  override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    guard let value = Int(node.literal.text.replacingOccurrences(of: "_", with: "")) else {
      return .skipChildren
    }
    let op: MutationOperator = isDurationCount(node) ? .durationLiteral : .numericLiteral
    for new in [value + 1, value - 1, value &* 2] where new != value {
      replace(node, with: new < 0 ? "(\(new))" : "\(new)", op)
    }
    return .skipChildren
  }

  override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    guard let value = Double(node.literal.text.replacingOccurrences(of: "_", with: "")) else {
      return .skipChildren
    }
    let op: MutationOperator = isDurationCount(node) ? .durationLiteral : .numericLiteral
    for new in [value + 1, value - 1, value * 2] where new != value {
      replace(node, with: new < 0 ? "(\(new))" : "\(new)", op)
    }
    return .skipChildren
  }

  /// The `300` of `.milliseconds(300)`.
  private func isDurationCount(_ node: some SyntaxProtocol) -> Bool {
    guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    else { return false }
    return Self.durationUnits.contains(member.declName.baseName.text)
  }

  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    if node.label?.text == "cancelInFlight",
      let literal = node.expression.as(BooleanLiteralExprSyntax.self),
      literal.literal.tokenKind == .keyword(.true)
    {
      replace(literal, with: "false", .cancelInFlight)
    }
    return .visitChildren
  }

  // MARK: Effects

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
    switch member.declName.baseName.text {
    case "cancellable":
      if let base = member.base, node.trailingClosure == nil {
        replace(node, with: base.trimmedDescription, .removeCancellable)
      }
    case "cancel":
      if node.arguments.first?.label?.text == "id", member.base.map(isEffectType) ?? true {
        replace(node, with: ".none", .cancelToNone)
      }
    case "merge" where !onlyLastTakesTime(node):
      replace(member.declName, with: "concatenate", .mergeConcatenate)
    case "concatenate" where !onlyLastTakesTime(node):
      replace(member.declName, with: "merge", .mergeConcatenate)
    default:
      break
    }
    return .visitChildren
  }

  /// Whether every effect but the last of a `.merge`/`.concatenate` finishes as it starts (a
  /// `.cancel(id:)`, `.none`): then running them together or in turn is the same program, and
  /// swapping the two would make a mutant no test can tell apart (seen: all four survivors of a
  /// whole-curriculum run were `.merge(.cancel(id:), x)` → `.concatenate(.cancel(id:), x)`).
  private func onlyLastTakesTime(_ node: FunctionCallExprSyntax) -> Bool {
    let leading = node.arguments.dropLast()
    return !leading.isEmpty && leading.allSatisfy { argument in
      let expression = argument.expression
      if [".none", "Effect.none"].contains(expression.trimmedDescription) { return true }
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      else { return false }
      return member.declName.baseName.text == "cancel" && call.arguments.first?.label?.text == "id"
        && call.trailingClosure == nil
    }
  }

  private func isEffectType(_ base: ExprSyntax) -> Bool {
    base.trimmedDescription.hasPrefix("Effect")
  }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if let expression = node.expression, returnsEffect(node),
      ![".none", "Effect.none"].contains(expression.trimmedDescription)
    {
      replace(expression, with: ".none", .returnNone)
    }
    return .visitChildren
  }

  /// Whether the `return` belongs to a `Reduce { … }` closure, `reduce(into:action:)` or another
  /// function returning an effect.
  private func returnsEffect(_ node: ReturnStmtSyntax) -> Bool {
    var current = node.parent
    while let syntax = current {
      if let closure = syntax.as(ClosureExprSyntax.self) { return isReduceClosure(closure) }
      if let function = syntax.as(FunctionDeclSyntax.self) {
        let returns = function.signature.returnClause?.type.trimmedDescription ?? ""
        return function.name.text == "reduce" || returns.contains("Effect")
      }
      if syntax.is(AccessorDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self) { return false }
      current = syntax.parent
    }
    return false
  }

  private func isReduceClosure(_ closure: ClosureExprSyntax) -> Bool {
    var parent = closure.parent
    if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
    guard let call = parent?.as(FunctionCallExprSyntax.self) else { return false }
    return call.calledExpression.trimmedDescription == "Reduce"
  }

  // MARK: Statements and conditions

  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
    guard case .expr(let expression) = node.item else { return .visitChildren }
    let list = node.parent?.as(CodeBlockItemListSyntax.self)
    let alone = (list?.count ?? 0) <= 1 && list?.parent?.is(SwitchCaseSyntax.self) == true
    if alone { return .visitChildren }
    if isAssignment(expression, toState: true) {
      replace(node, with: "", .removeStateAssignment)
    } else if isInReducerCase(node) {
      replace(node, with: "", .removeStatement)
    }
    return .visitChildren
  }

  /// `state.x = …`, `state.items[i].done.toggle()` is not (a call), `state.count += 1` is.
  private func isAssignment(_ expression: ExprSyntax, toState: Bool) -> Bool {
    guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3 else {
      return false
    }
    let elements = Array(sequence.elements)
    let isAssigning: Bool
    if elements[1].is(AssignmentExprSyntax.self) {
      isAssigning = true
    } else if let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text {
      isAssigning = op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
    } else {
      isAssigning = false
    }
    guard isAssigning else { return false }
    return !toState || rootName(elements[0]) == "state"
  }

  /// `state` for `state.items[0].title`.
  private func rootName(_ expression: ExprSyntax) -> String? {
    var current = expression
    while true {
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        current = base
      } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
        current = subscriptCall.calledExpression
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else {
        return current.as(DeclReferenceExprSyntax.self)?.baseName.text
      }
    }
  }

  /// Inside a `case` of `switch action`.
  private func isInReducerCase(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let syntax = current {
      if let switchCase = syntax.as(SwitchCaseSyntax.self),
        let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
        switchExpression.subject.trimmedDescription == "action"
      {
        return true
      }
      current = syntax.parent
    }
    return false
  }

  override func visit(_ node: ConditionElementSyntax) -> SyntaxVisitorContinueKind {
    if case .expression(let expression) = node.condition {
      if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
        replace(expression, with: prefix.expression.trimmedDescription, .negateCondition)
      } else {
        replace(expression, with: "!(\(expression.trimmedDescription))", .negateCondition)
      }
    }
    return .visitChildren
  }

  override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if let (new, op) = Self.swaps[node.operator.text] { replace(node.operator, with: new, op) }
    return .visitChildren
  }
}
