import SwiftSyntax

/// One case of an `@Reducer enum`, read the way TCA reads it, with the `State` case, `Action`
/// case and child reducer it generates.
struct ReducerEnumCase {
  /// What a case holds, which decides what `@Reducer` generates for it.
  enum Kind: Equatable {
    /// `case add(AddFeature)`: a feature; its state and actions are `AddFeature.State` and
    /// `AddFeature.Action`, and `AddFeature()` runs on the case.
    case feature
    /// `case alert(AlertState<Alert>)` or `@ReducerCaseEphemeral`: the state is the value
    /// itself, the actions are the value's actions, no reducer runs.
    case ephemeral
    /// `@ReducerCaseIgnored`, no associated value, more than one, or a payload that is not a
    /// named type: the state is the case as written, the action is `Never`.
    case ignored
  }

  let element: EnumCaseElementSyntax
  let kind: Kind
  /// For an ignored case of one value, the payload of the same-named case of an `Action` enum
  /// written by hand (`case alert(Alert)`): TCA 1.25 then scopes the case to a store of the value
  /// and that action, which `.alert(_:)` needs to send the buttons' actions.
  var writtenAction: TypeSyntax? = nil

  /// The single associated value's type, when the case has exactly one.
  var payloadType: TypeSyntax? {
    guard let parameters = element.parameterClause?.parameters, parameters.count == 1
    else { return nil }
    return parameters.first?.type
  }

  var name: String { element.name.text }

  /// Every case of the enum's body, including those inside `#if` blocks, in source order.
  static func cases(of members: MemberBlockItemListSyntax) -> [ReducerEnumCase] {
    ReducerEnumItem.items(of: members).flatMap(\.cases)
  }

  /// The cases of one `case` declaration.
  static func cases(of caseDecl: EnumCaseDeclSyntax) -> [ReducerEnumCase] {
    let marked = caseDecl.reducerCaseMark
    return caseDecl.elements.map { element in
      ReducerEnumCase(element: element, kind: kind(of: element, in: caseDecl, marked: marked))
    }
  }

  private static func kind(
    of element: EnumCaseElementSyntax,
    in caseDecl: EnumCaseDeclSyntax,
    marked: Kind?
  ) -> Kind {
    // As TCA: a case declaration with any element not of one associated value is plain data.
    if marked == .ignored || caseDecl.elements.contains(where: { $0.hasOneAssociatedValue == false })
    {
      return .ignored
    }
    guard let parameter = element.parameterClause?.parameters.first,
      parameter.type.isNamedType
    else { return .ignored }
    if marked == .ephemeral || parameter.type.isEphemeralStateType {
      return .ephemeral
    }
    return .feature
  }

  /// `case add(AddFeature.State)`, `case alert(AlertState<Alert>)`, `case preview(id: Int)`.
  var stateCase: String {
    switch kind {
    case .feature:
      return "case \(element.replacingPayload { memberType($0, "State") }.trimmedDescription)"
    case .ephemeral, .ignored:
      return "case \(element.withoutDefaultValue.trimmedDescription)"
    }
  }

  /// `case add(AddFeature.Action)`, `case alert(Alert)`, `case preview(Swift.Never)`.
  var actionCase: String {
    switch kind {
    case .feature:
      return "case \(element.replacingPayload { memberType($0, "Action") }.trimmedDescription)"
    case .ephemeral:
      if let payload = payloadType?.as(IdentifierTypeSyntax.self),
        payload.isEphemeralStateType,
        let arguments = payload.genericArgumentClause?.arguments,
        arguments.count == 1,
        let argument = arguments.first
      {
        return "case \(name)(\(argument.argument.trimmedDescription))"
      }
      return "case \(element.replacingPayload { memberType($0, "Action") }.trimmedDescription)"
    case .ignored:
      return "case \(name)(Swift.Never)"
    }
  }

  /// The child reducer's run on this case, chained onto the generated body; `nil` for cases
  /// without a reducer.
  var reducerScope: String? {
    guard kind == .feature, let parameter = element.parameterClause?.parameters.first
    else { return nil }
    // `case meeting(Meeting = Meeting(context: .sheet))` runs that value, as in TCA.
    let reducer = parameter.defaultValue?.value.trimmedDescription ?? "\(parameter.type.trimmed)()"
    return """
      ._reducerCase(\\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name)) {
      \(reducer)
      }
      """
  }

  /// The case of the generated `CaseScope`: `case add(Composable.StoreOf<AddFeature>)` for a
  /// feature, a store of the value and its written action for an ignored case the hand-written
  /// `Action` names, the case as written (its value) for the others.
  var caseScopeCase: String {
    switch kind {
    case .feature:
      guard let payload = payloadType else { return "case \(name)" }
      return "case \(name)(Composable.StoreOf<\(payload.trimmed)>)"
    case .ephemeral, .ignored:
      if let scopedStore { return "case \(name)(\(scopedStore))" }
      return "case \(element.withoutDefaultValue.trimmedDescription)"
    }
  }

  /// `Composable.Store<AlertState<Alert>, Alert>` for an ignored case of one value whose action
  /// the written `Action` names, as TCA 1.25's macro does; `nil` for every other case.
  private var scopedStore: String? {
    guard kind == .ignored, let writtenAction, let payloadType else { return nil }
    return "Composable.Store<\(payloadType.trimmed), \(writtenAction.trimmed)>"
  }

  /// The `switch store.state` branch of the generated `scope(_:)`: a feature case scopes the
  /// store to it, the others hand their values over.
  var caseScopeBranch: String {
    switch kind {
    case .feature:
      return """
        case .\(name):
        return .\(name)(store.scope(\\.\(name), action: \\.\(name))!)
        """
    case .ephemeral, .ignored:
      if scopedStore != nil {
        return """
          case .\(name):
          return .\(name)(store.scope(\\.\(name), action: \\.\(name))!)
          """
      }
      guard let parameters = element.parameterClause?.parameters, !parameters.isEmpty else {
        return """
          case .\(name):
          return .\(name)
          """
      }
      let values = (0..<parameters.count).map { "v\($0)" }
      let arguments = zip(parameters, values).map { parameter, value in
        // `case preview(id: Int)` is built as `.preview(id: v0)`; `case note(_ text: String)` as
        // `.note(v0)`.
        guard let label = parameter.firstName, label.tokenKind != .wildcard else { return value }
        return "\(label.text): \(value)"
      }
      return """
        case let .\(name)(\(values.joined(separator: ", "))):
        return .\(name)(\(arguments.joined(separator: ", ")))
        """
    }
  }

  private func memberType(_ base: TypeSyntax, _ member: String) -> TypeSyntax {
    TypeSyntax(MemberTypeSyntax(baseType: base.trimmed, name: .identifier(member)))
  }
}

extension MemberBlockSyntax {
  /// The cases of one associated value of an `Action` enum written by hand inside the reducer,
  /// by name (`case alert(Alert)` → `"alert": Alert`); empty when `Action` is generated.
  var writtenActionPayloads: [String: TypeSyntax] {
    guard
      let action = members.lazy.compactMap({ $0.decl.as(EnumDeclSyntax.self) })
        .first(where: { $0.name.text == "Action" })
    else { return [:] }
    var payloads: [String: TypeSyntax] = [:]
    for member in action.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements {
        if let parameters = element.parameterClause?.parameters, parameters.count == 1,
          let parameter = parameters.first
        {
          payloads[element.name.text] = parameter.type
        }
      }
    }
    return payloads
  }
}

extension EnumCaseDeclSyntax {
  /// The kind forced by `@ReducerCaseIgnored` or `@ReducerCaseEphemeral`, if written.
  var reducerCaseMark: ReducerEnumCase.Kind? {
    if attributes.containsAttribute(named: "ReducerCaseIgnored") { return .ignored }
    if attributes.containsAttribute(named: "ReducerCaseEphemeral") { return .ephemeral }
    return nil
  }
}

extension EnumCaseElementSyntax {
  var hasOneAssociatedValue: Bool {
    parameterClause?.parameters.count == 1
  }

  /// The element with its single associated value's type transformed (label kept, default
  /// value dropped: `State`/`Action` cases cannot have one).
  func replacingPayload(_ transform: (TypeSyntax) -> TypeSyntax) -> Self {
    guard var clause = parameterClause, let first = clause.parameters.first else { return self }
    var parameter = first
    parameter.type = transform(first.type)
    parameter.defaultValue = nil
    clause.parameters = EnumCaseParameterListSyntax([parameter])
    return with(\.parameterClause, clause)
  }

  var withoutDefaultValue: Self {
    guard var clause = parameterClause else { return self }
    clause.parameters = EnumCaseParameterListSyntax(
      clause.parameters.map { $0.with(\.defaultValue, nil) }
    )
    return with(\.parameterClause, clause)
  }
}

extension TypeSyntaxProtocol {
  /// A plain or member type name (`AddFeature`, `Feature<Int>`, `Settings.Feature`): the only
  /// payloads TCA treats as features.
  var isNamedType: Bool {
    self.is(IdentifierTypeSyntax.self) || self.is(MemberTypeSyntax.self)
  }

  /// `AlertState<…>` and `ConfirmationDialogState<…>`: the state types TCA treats as ephemeral
  /// without `@ReducerCaseEphemeral`.
  var isEphemeralStateType: Bool {
    guard let name = self.as(IdentifierTypeSyntax.self)?.name.text else { return false }
    return name == "AlertState" || name == "ConfirmationDialogState"
  }
}

/// A case of an `@Reducer enum`, or an `#if` block of them: generated `State`, `Action` and
/// `body` repeat the enum's `#if` blocks around the cases they hold.
indirect enum ReducerEnumItem {
  case reducerCase(ReducerEnumCase)
  case conditional([Clause])

  /// One `#if` / `#elseif` / `#else` branch.
  struct Clause {
    let keyword: String
    let condition: String
    let items: [ReducerEnumItem]
  }

  static func items(of members: MemberBlockItemListSyntax) -> [ReducerEnumItem] {
    members.flatMap { member -> [ReducerEnumItem] in
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        return ReducerEnumCase.cases(of: caseDecl).map(ReducerEnumItem.reducerCase)
      }
      if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        let clauses = ifConfig.clauses.map { clause in
          Clause(
            keyword: clause.poundKeyword.text,
            condition: clause.condition?.trimmedDescription ?? "",
            items: clause.elements?.as(MemberBlockItemListSyntax.self).map(items(of:)) ?? []
          )
        }
        return [.conditional(clauses)]
      }
      return []
    }
  }

  /// The item with each ignored case of one value given the payload of the same-named case of
  /// the `Action` written by hand (`actions`: case name → payload), as TCA 1.25 reads it.
  func resolvingWrittenActions(_ actions: [String: TypeSyntax]) -> ReducerEnumItem {
    switch self {
    case .reducerCase(var reducerCase):
      if reducerCase.kind == .ignored, reducerCase.payloadType != nil {
        reducerCase.writtenAction = actions[reducerCase.name]
      }
      return .reducerCase(reducerCase)
    case .conditional(let clauses):
      return .conditional(
        clauses.map {
          Clause(
            keyword: $0.keyword, condition: $0.condition,
            items: $0.items.map { $0.resolvingWrittenActions(actions) })
        })
    }
  }

  /// The cases this item holds, whatever branch they are in.
  var cases: [ReducerEnumCase] {
    switch self {
    case .reducerCase(let reducerCase): return [reducerCase]
    case .conditional(let clauses): return clauses.flatMap { $0.items.flatMap(\.cases) }
    }
  }

  /// The lines `line` makes of each case, inside the same `#if` blocks; a block whose branches
  /// make nothing is left out.
  static func render(_ items: [ReducerEnumItem], _ line: (ReducerEnumCase) -> String?) -> [String] {
    items.flatMap { item -> [String] in
      switch item {
      case .reducerCase(let reducerCase):
        return line(reducerCase).map { [$0] } ?? []
      case .conditional(let clauses):
        let branches = clauses.map { render($0.items, line) }
        guard branches.contains(where: { !$0.isEmpty }) else { return [] }
        var lines: [String] = []
        for (clause, branch) in zip(clauses, branches) {
          lines.append(
            clause.condition.isEmpty ? clause.keyword : "\(clause.keyword) \(clause.condition)"
          )
          lines.append(contentsOf: branch)
        }
        lines.append("#endif")
        return lines
      }
    }
  }
}
