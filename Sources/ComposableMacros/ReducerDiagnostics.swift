import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// What `@Reducer` finds wrong with the declaration it is attached to, each as a diagnostic that
/// says what to write instead (with a fix-it where one edit is the answer).
///
/// Every role of the macro reads the same list; only the member role reports it, so a mistake is
/// said once. With an error the macro generates nothing, so the learner sees our message rather
/// than the compiler errors that the generated code would cause.
enum ReducerDiagnostics {
  /// The diagnostics for `declaration`, in source order.
  static func check(_ node: AttributeSyntax, _ declaration: some DeclGroupSyntax) -> [Diagnostic] {
    if let misplaced = misplacedOnStateOrAction(node, declaration) {
      return [misplaced]
    }
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      return argumentsOnAStruct(node)
        + nestedActionIsNotEnum(structDecl.memberBlock)
        + missingStateOrAction(structDecl)
        + deprecatedReduceMethods(structDecl.memberBlock)
    }
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return ReducerEnumCase.cases(of: enumDecl.memberBlock.members).compactMap(caseDiagnostic)
    }
    return [notAStructOrEnum(declaration)]
  }

  /// Whether `diagnostics` stop the expansion (warnings do not).
  static func hasErrors(_ diagnostics: [Diagnostic]) -> Bool {
    diagnostics.contains { $0.diagMessage.severity == .error }
  }

  // MARK: - The type it is attached to

  private static func notAStructOrEnum(_ declaration: some DeclGroupSyntax) -> Diagnostic {
    let keyword = declaration.introducerKeyword
    let kind = keyword?.text ?? "declaration"
    let name = declaration.declaredName
    let message = MacroExpansionErrorMessage(
      """
      '@Reducer' can only be applied to a struct (a feature) or an enum (of features); \
      \(kind)\(name.map { " '\($0)'" } ?? "") is neither. Reducers are value types: declare it \
      as 'struct\(name.map { " \($0)" } ?? "")'.
      """
    )
    guard let keyword, ["class", "actor"].contains(keyword.text) else {
      return Diagnostic(node: Syntax(keyword ?? declaration.memberBlock.leftBrace), message: message)
    }
    // `final class` becomes `struct`: a struct cannot be `final`.
    let finalModifier = declaration.modifiers.first { $0.name.tokenKind == .keyword(.final) }
    var changes: [FixIt.Change] = []
    var structKeyword = keyword.with(\.tokenKind, .keyword(.struct))
    if let finalModifier {
      let remaining = declaration.modifiers.filter { $0.id != finalModifier.id }
      if remaining.isEmpty {
        structKeyword = structKeyword.with(\.leadingTrivia, finalModifier.leadingTrivia)
      }
      changes.append(
        .replace(oldNode: Syntax(declaration.modifiers), newNode: Syntax(remaining))
      )
    }
    changes.append(.replace(oldNode: Syntax(keyword), newNode: Syntax(structKeyword)))
    let fixItMessage =
      finalModifier == nil
      ? "Replace '\(keyword.text)' with 'struct'"
      : "Replace 'final \(keyword.text)' with 'struct'"
    return Diagnostic(
      node: keyword,
      message: message,
      fixIt: FixIt(message: MacroExpansionFixItMessage(fixItMessage), changes: changes)
    )
  }

  /// `@Reducer` written on a feature's `State` or `Action` instead of on the feature.
  private static func misplacedOnStateOrAction(
    _ node: AttributeSyntax, _ declaration: some DeclGroupSyntax
  ) -> Diagnostic? {
    guard let name = declaration.declaredName, name == "State" || name == "Action" else {
      return nil
    }
    let isState = name == "State"
    let advice =
      isState
      ? "'@Reducer' makes the feature's 'State' and 'Action' case pathable by itself; to make "
        + "state observable, write '@ObservableState' here."
      : "'@Reducer' makes the feature's 'Action' '@CasePathable' by itself."
    let message = MacroExpansionErrorMessage(
      """
      '@Reducer' belongs on the feature, not on its '\(name)': remove it here and write it on \
      the type that contains this '\(name)' ('@Reducer struct Feature { … }'). \(advice)
      """
    )
    let alreadyObservable = declaration.attributes.containsAttribute(named: "ObservableState")
    let fixIt: FixIt =
      isState && !alreadyObservable
      ? .replace(
        message: MacroExpansionFixItMessage("Replace '@Reducer' with '@ObservableState'"),
        oldNode: node,
        newNode: node.with(
          \.attributeName, TypeSyntax(IdentifierTypeSyntax(name: .identifier("ObservableState")))
        )
      )
      : .replace(
        message: MacroExpansionFixItMessage("Remove '@Reducer'"),
        oldNode: declaration.attributes,
        newNode: declaration.attributes.removing(node)
      )
    return Diagnostic(node: node, message: message, fixIt: fixIt)
  }

  // MARK: - A feature struct

  /// `@Reducer(state: .equatable)` on a struct, whose `State` and `Action` the user writes: the
  /// arguments only apply to an enum's generated types. TCA reports it the same way.
  private static func argumentsOnAStruct(_ node: AttributeSyntax) -> [Diagnostic] {
    guard let arguments = node.arguments else { return [] }
    return [
      Diagnostic(
        node: arguments,
        message: MacroExpansionErrorMessage(
          "Argument passed to call that takes no arguments when applied to a struct"
        ),
        fixIt: .replace(
          message: MacroExpansionFixItMessage("Remove '(\(arguments.trimmedDescription))'"),
          oldNode: node,
          newNode: node.with(\.leftParen, nil).with(\.arguments, nil).with(\.rightParen, nil)
        )
      )
    ]
  }

  /// A nested `struct Action` / `class Action`: actions are the cases of an enum.
  private static func nestedActionIsNotEnum(_ members: MemberBlockSyntax) -> [Diagnostic] {
    let keyword: TokenSyntax? =
      members.nestedType(named: "Action").flatMap { decl in
        decl.as(StructDeclSyntax.self)?.structKeyword
          ?? decl.as(ClassDeclSyntax.self)?.classKeyword
          ?? decl.as(ActorDeclSyntax.self)?.actorKeyword
      }
    guard let keyword else { return [] }
    return [
      Diagnostic(
        node: keyword,
        message: MacroExpansionErrorMessage(
          """
          A feature's 'Action' is an enum, one case per thing that can happen \
          ('enum Action { case incrementButtonTapped }'): '@Reducer' makes it '@CasePathable' so \
          'switch', 'Scope(state:action:)' and 'receive(\\.someCase)' can use its cases.
          """
        ),
        fixIt: .replace(
          message: MacroExpansionFixItMessage("Replace '\(keyword.text)' with 'enum'"),
          oldNode: keyword,
          newNode: keyword.with(\.tokenKind, .keyword(.enum))
        )
      )
    ]
  }

  /// A feature with a `body` (or `reduce`) that declares `Action` but not `State`, or the other
  /// way round: the compiler would only say that the type does not conform to `Reducer`.
  ///
  /// When neither is declared in the struct both may come from an extension, which TCA allows,
  /// so only the lopsided case, almost always a forgotten declaration, is reported.
  private static func missingStateOrAction(_ structDecl: StructDeclSyntax) -> [Diagnostic] {
    let members = structDecl.memberBlock
    let names = members.nestedTypeNames.union(
      structDecl.genericParameterClause?.parameters.map(\.name.text) ?? []
    )
    let hasState = names.contains("State")
    let hasAction = names.contains("Action")
    guard hasState != hasAction, members.hasExplicitReducerBody else { return [] }
    let feature = structDecl.name.text
    let present = hasState ? "State" : "Action"
    guard let anchorIndex = members.members.firstIndex(where: { member in
      members.nestedType(named: present).map { $0.id == member.decl.id } ?? false
    }) else { return [] }
    let anchor = members.members[anchorIndex]
    let indentation = anchor.decl.leadingTrivia.indentation
    let inserted: DeclSyntax
    let insertAt: MemberBlockItemListSyntax.Index
    let message: String
    if hasAction {
      message = """
        '@Reducer' struct '\(feature)' declares 'Action' but no 'State': add the state the \
        feature holds, '@ObservableState struct State: Equatable { … }' (a feature that holds \
        nothing still needs an empty one). If 'State' is declared in an extension, declare \
        'Action' there too.
        """
      inserted = DeclSyntax(
        stringLiteral: "@ObservableState\n\(indentation)struct State: Equatable {\n\(indentation)}"
      )
      insertAt = anchorIndex
    } else {
      message = """
        '@Reducer' struct '\(feature)' declares 'State' but no 'Action': add an enum of what can \
        happen in the feature, 'enum Action { case … }'. If 'Action' is declared in an \
        extension, declare 'State' there too.
        """
      inserted = DeclSyntax(stringLiteral: "enum Action {\n\(indentation)}")
      insertAt = members.members.index(after: anchorIndex)
    }
    var newMembers = Array(members.members)
    let position = members.members.distance(from: members.members.startIndex, to: insertAt)
    newMembers.insert(
      MemberBlockItemSyntax(decl: inserted.with(\.leadingTrivia, anchor.decl.leadingTrivia)),
      at: position
    )
    return [
      Diagnostic(
        node: structDecl.name,
        message: MacroExpansionErrorMessage(message),
        fixIt: .replace(
          message: MacroExpansionFixItMessage(hasAction ? "Add 'State'" : "Add 'Action'"),
          oldNode: members.members,
          newNode: MemberBlockItemListSyntax(newMembers)
        )
      )
    ]
  }

  /// `func reduce(into:action:)` in an `@Reducer` struct: TCA 1.25 warns and offers `body`.
  private static func deprecatedReduceMethods(_ members: MemberBlockSyntax) -> [Diagnostic] {
    members.members.compactMap { member -> Diagnostic? in
      guard let method = member.decl.as(FunctionDeclSyntax.self), method.isReduceIntoAction
      else { return nil }
      return Diagnostic(
        node: method.name,
        message: MacroExpansionWarningMessage(
          """
          'reduce(into:action:)' is deprecated: Reducers should be defined using the 'body' \
          property and a 'Reduce'.
          """
        ),
        fixIt: .replace(
          message: MacroExpansionFixItMessage("Use 'body' instead"),
          oldNode: method,
          newNode: method.rewrittenAsBody
        )
      )
    }
  }

  // MARK: - An enum of features

  /// A case whose payload cannot be a feature although nothing marks it as plain data.
  private static func caseDiagnostic(_ reducerCase: ReducerEnumCase) -> Diagnostic? {
    guard reducerCase.kind == .feature, let payload = reducerCase.payloadType else { return nil }
    if let member = payload.as(MemberTypeSyntax.self),
      ["State", "Action"].contains(member.name.text)
    {
      let feature = member.baseType.trimmed
      return Diagnostic(
        node: payload,
        message: MacroExpansionErrorMessage(
          """
          'case \(reducerCase.name)' holds '\(payload.trimmedDescription)': a case of an \
          '@Reducer' enum holds the feature itself ('case \(reducerCase.name)(\(feature))'), and \
          '@Reducer' generates the '\(reducerCase.name)' cases of 'State' and 'Action' from it.
          """
        ),
        fixIt: .replace(
          message: MacroExpansionFixItMessage(
            "Replace '\(payload.trimmedDescription)' with '\(feature)'"
          ),
          oldNode: payload,
          newNode: feature.with(\.leadingTrivia, payload.leadingTrivia)
            .with(\.trailingTrivia, payload.trailingTrivia)
        )
      )
    }
    if let name = payload.as(IdentifierTypeSyntax.self)?.name.text,
      knownNonReducerTypes.contains(name),
      let caseDecl = reducerCase.element.parent?.parent?.as(EnumCaseDeclSyntax.self)
    {
      // The attribute goes on its own line above the case, at the case's indentation.
      let leading = caseDecl.leadingTrivia
      var marked = caseDecl.with(\.leadingTrivia, [])
      let attribute = AttributeSyntax(
        attributeName: TypeSyntax(IdentifierTypeSyntax(name: .identifier("ReducerCaseIgnored")))
      )
      .with(\.leadingTrivia, leading)
      .with(\.trailingTrivia, .newline + .spaces(leading.indentation.count))
      marked.attributes.insert(.attribute(attribute), at: marked.attributes.startIndex)
      return Diagnostic(
        node: payload,
        message: MacroExpansionErrorMessage(
          """
          'case \(reducerCase.name)' holds '\(payload.trimmedDescription)', which is not a \
          reducer: mark the case '@ReducerCaseIgnored' to keep it as plain state (its action is \
          'Never'), or hold a feature ('case \(reducerCase.name)(SomeFeature)').
          """
        ),
        fixIt: .replace(
          message: MacroExpansionFixItMessage("Mark the case '@ReducerCaseIgnored'"),
          oldNode: caseDecl,
          newNode: marked
        )
      )
    }
    return nil
  }

  /// Standard value types that are never reducers: a case holding one needs
  /// `@ReducerCaseIgnored`, or the generated `Int.State` fails with a message about `Int`.
  private static let knownNonReducerTypes: Set<String> = [
    "Array", "Bool", "Character", "Data", "Date", "Decimal", "Dictionary", "Double", "Float",
    "Int", "Int8", "Int16", "Int32", "Int64", "Optional", "Set", "String", "Substring", "UInt",
    "UInt8", "UInt16", "UInt32", "UInt64", "URL", "UUID",
  ]
}

extension FunctionDeclSyntax {
  /// `func reduce(into state: inout State, action: Action) -> Effect<Action>`, the shape TCA
  /// recognises (synchronous, an `inout` first parameter labelled `into`).
  var isReduceIntoAction: Bool {
    let parameters = signature.parameterClause.parameters
    guard name.text == "reduce", parameters.count == 2,
      let state = parameters.first, state.firstName.text == "into",
      state.type.as(AttributedTypeSyntax.self)?.specifiers.contains(where: {
        $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
      }) == true,
      parameters.last?.firstName.text == "action",
      signature.effectSpecifiers == nil,
      signature.returnClause?.type.as(IdentifierTypeSyntax.self) != nil
    else { return false }
    return true
  }

  /// The same logic as `var body: some ReducerOf<Self> { Reduce { state, action in … } }`,
  /// keeping the method's parameter names and indentation.
  var rewrittenAsBody: DeclSyntax {
    let parameters = Array(signature.parameterClause.parameters)
    let stateName = (parameters[0].secondName ?? parameters[0].firstName).text
    let actionName = (parameters[1].secondName ?? parameters[1].firstName).text
    let indentation = leadingTrivia.indentation
    let statements = (body?.statements ?? [])
      .map { statement in
        // The statement moves to `indentation + 4`; its later lines keep their indentation
        // relative to its first line.
        let target = indentation.count + 4
        let shift = target - statement.leadingTrivia.indentation.count
        let lines = statement.trimmedDescription.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().map { index, line -> String in
          if index == 0 { return String(repeating: " ", count: target) + line }
          if line.isEmpty { return "" }
          if shift >= 0 { return String(repeating: " ", count: shift) + line }
          let removable = line.prefix(while: { $0 == " " }).count
          return String(line.dropFirst(min(-shift, removable)))
        }
        .joined(separator: "\n")
      }
      .joined(separator: "\n")
    let source = """
      var body: some ReducerOf<Self> {
      \(indentation)  Reduce { \(stateName), \(actionName) in
      \(statements)
      \(indentation)  }
      \(indentation)}
      """
    return DeclSyntax(stringLiteral: source).with(\.leadingTrivia, leadingTrivia)
      .with(\.trailingTrivia, trailingTrivia)
  }
}

extension Trivia {
  /// The spaces (or tabs) after the last newline: the indentation of the line a declaration
  /// starts on.
  var indentation: String {
    var result = ""
    for piece in pieces {
      switch piece {
      case .newlines, .carriageReturns, .carriageReturnLineFeeds: result = ""
      case .spaces(let count): result += String(repeating: " ", count: count)
      case .tabs(let count): result += String(repeating: "\t", count: count)
      default: break
      }
    }
    return result
  }
}

extension AttributeListSyntax {
  /// The list without `attribute`, the removed attribute's leading trivia kept on what follows.
  func removing(_ attribute: AttributeSyntax) -> Self {
    // Matched by spelling: the macro's `node` need not be the very node in this list.
    var remaining = Array(self)
    if let index = remaining.firstIndex(where: { element in
      guard case .attribute(let written) = element else { return false }
      return written.trimmedDescription == attribute.trimmedDescription
    }) {
      remaining.remove(at: index)
    }
    if let first = remaining.first, let leading = self.first?.leadingTrivia {
      remaining[remaining.startIndex] = first.with(\.leadingTrivia, leading)
    }
    return AttributeListSyntax(remaining)
  }
}
