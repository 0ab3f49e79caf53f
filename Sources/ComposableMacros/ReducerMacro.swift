import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: makes a feature struct, or an enum of features, a reducer, as TCA 1.x's macro
/// does.
///
/// Three roles work together: the extension role adds the conformance, the member-attribute role
/// makes the nested `State`/`Action` enums case pathable and gives `body` its builder, and the
/// member role fills in what is missing (an empty `State`/`Action`/`body` for a struct; the
/// `State`/`Action` enums and static `body` for an enum). Generated code names library types by
/// their module (`Composable.Reducer`) so a user's own `Scope` or `Reduce` cannot break it.
public enum ReducerMacro {}

extension ReducerMacro: ExtensionMacro {
  /// `extension Feature: Composable.Reducer {}` (`CaseReducer` too for an enum), unless the type
  /// already conforms or the declaration has an error.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !ReducerDiagnostics.hasErrors(ReducerDiagnostics.check(node, declaration)) else {
      return []
    }
    if declaration.inheritanceClause.inherits("Reducer", module: "Composable") {
      return []
    }
    let conformances =
      declaration.is(EnumDeclSyntax.self)
      ? "Composable.CaseReducer, Composable.Reducer"
      : "Composable.Reducer"
    let decl: DeclSyntax = """
      \(raw: declaration.attributes.availability)extension \(type.trimmed): \(raw: conformances) {}
      """
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}

extension ReducerMacro: MemberAttributeMacro {
  /// The attributes one member gets: case-path attributes on a nested `State`/`Action` enum,
  /// the builder on `body`, the ephemeral/ignored mark on an enum case TCA reads so.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard !ReducerDiagnostics.hasErrors(ReducerDiagnostics.check(node, declaration)) else {
      return []
    }
    if let enumDecl = member.as(EnumDeclSyntax.self) {
      return caseAttributes(forNested: enumDecl)
    }
    if let property = member.as(VariableDeclSyntax.self) {
      return builderAttribute(forBody: property)
    }
    if declaration.is(EnumDeclSyntax.self), let caseDecl = member.as(EnumCaseDeclSyntax.self) {
      return markAttribute(forCase: caseDecl)
    }
    return []
  }

  /// `@CasePathable` on a nested `enum Action`, `@CasePathable @dynamicMemberLookup` on a nested
  /// `enum State`, minus whatever is already written (an attribute or a `CasePathable`
  /// conformance).
  private static func caseAttributes(forNested enumDecl: EnumDeclSyntax) -> [AttributeSyntax] {
    var names: [String]
    switch enumDecl.name.text {
    case "State": names = ["CasePathable", "dynamicMemberLookup"]
    case "Action": names = ["CasePathable"]
    default: return []
    }
    if enumDecl.inheritanceClause.inherits("CasePathable", module: "CasePaths") {
      names.removeAll { $0 == "CasePathable" }
    }
    names.removeAll { enumDecl.attributes.containsAttribute(named: $0) }
    return names.map {
      AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier($0)))
    }
  }

  /// `@Composable.ReducerBuilder<…>` on `var body: some ReducerOf<Self> { … }`: the builder
  /// that the protocol requirement would give it if the conformance were written on the type.
  private static func builderAttribute(forBody property: VariableDeclSyntax) -> [AttributeSyntax] {
    guard property.bindingSpecifier.tokenKind == .keyword(.var),
      property.bindings.count == 1,
      let binding = property.bindings.first,
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
      case .getter = binding.accessorBlock?.accessors,
      let arguments = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?
        .constraint.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments,
      !property.attributes.containsAttribute(named: "ReducerBuilder")
    else { return [] }
    let builderArguments =
      arguments.count == 1
      ? "\(arguments.trimmedDescription).State, \(arguments.trimmedDescription).Action"
      : arguments.trimmedDescription
    return [
      AttributeSyntax(
        attributeName: IdentifierTypeSyntax(
          name: .identifier("Composable.ReducerBuilder<\(builderArguments)>")
        )
      )
    ]
  }

  /// `@ReducerCaseEphemeral` / `@ReducerCaseIgnored` on cases that TCA treats so without being
  /// told, so the expansion shows how each case is read.
  private static func markAttribute(forCase caseDecl: EnumCaseDeclSyntax) -> [AttributeSyntax] {
    guard caseDecl.reducerCaseMark == nil, caseDecl.elements.count == 1,
      let element = caseDecl.elements.first
    else { return [] }
    let kind = ReducerEnumCase.cases(of: caseDecl).first?.kind
    switch kind {
    case .ephemeral:
      return [AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier("ReducerCaseEphemeral")))]
    case .ignored where !element.hasOneAssociatedValue:
      return [AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier("ReducerCaseIgnored")))]
    default:
      return []
    }
  }
}

extension ReducerMacro: MemberMacro {
  /// Reports the declaration's diagnostics, then adds what it lacks (nothing after an error).
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let diagnostics = ReducerDiagnostics.check(node, declaration)
    for diagnostic in diagnostics { context.diagnose(diagnostic) }
    guard !ReducerDiagnostics.hasErrors(diagnostics) else { return [] }
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumMembers(enumDecl, conformances: SynthesizedConformances(node))
    }
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      return structMembers(structDecl)
    }
    return []
  }

  /// What a feature struct lacks, as TCA fills it in: an empty `State` and `Action` when the
  /// struct has no explicit body that would name them, and an empty `body`.
  private static func structMembers(_ structDecl: StructDeclSyntax) -> [DeclSyntax] {
    let access = structDecl.modifiers.accessPrefix
    let members = structDecl.memberBlock
    // A generic parameter named `State` or `Action` is as good as a nested type.
    let genericNames = structDecl.genericParameterClause?.parameters.map(\.name.text) ?? []
    let typeNames = members.nestedTypeNames.union(genericNames)
    let hasReduceMethod = members.members.contains {
      $0.decl.as(FunctionDeclSyntax.self)?.isReduceIntoAction == true
    }
    // An explicit body names `State` and `Action`, so empty ones must not be made up for it.
    let hasExplicitReducerBody = members.hasExplicitReducerBody
    var decls: [DeclSyntax] = []
    if !typeNames.contains("State") && !hasExplicitReducerBody {
      decls.append(
        """
        @Composable.ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
        \(raw: access)init() {}
        }
        """
      )
    }
    if !typeNames.contains("Action") && !hasExplicitReducerBody {
      decls.append("\(raw: access)enum Action: Equatable, Hashable, Sendable {}")
    }
    if !members.declaresProperty(named: "body") && !hasReduceMethod {
      decls.append("\(raw: access)let body = Composable.EmptyReducer<State, Action>()")
    }
    return decls
  }

  /// An enum of features: its `State` and `Action` enums, one case per feature case, and the
  /// static `body` that runs each feature's reducer on its case.
  private static func enumMembers(
    _ enumDecl: EnumDeclSyntax, conformances: SynthesizedConformances
  ) -> [DeclSyntax] {
    let access = enumDecl.modifiers.accessPrefix
    let members = enumDecl.memberBlock
    let typeNames = members.nestedTypeNames
    let writtenActions = members.writtenActionPayloads
    let items = ReducerEnumItem.items(of: members.members).map {
      $0.resolvingWrittenActions(writtenActions)
    }
    var decls: [DeclSyntax] = []
    if !typeNames.contains("State") {
      decls.append(
        """
        @CasePaths.CasePathable
        @dynamicMemberLookup
        @Composable.ObservableState
        \(raw: access)enum State: \(raw: (["Composable.CaseReducerState"] + conformances.state).joined(separator: ", ")) {
        \(raw: access)typealias StateReducer = \(enumDecl.name.trimmed)
        \(raw: ReducerEnumItem.render(items, \.stateCase).joined(separator: "\n"))
        }
        """
      )
    }
    if !typeNames.contains("Action") {
      decls.append(
        """
        @CasePaths.CasePathable
        \(raw: access)enum Action\(raw: conformances.action.isEmpty ? "" : ": " + conformances.action.joined(separator: ", ")) {
        \(raw: ReducerEnumItem.render(items, \.actionCase).joined(separator: "\n"))
        }
        """
      )
    }
    if !members.declaresProperty(named: "body") {
      let scopes = ReducerEnumItem.render(items, \.reducerScope)
      if scopes.isEmpty {
        decls.append(
          """
          @Composable.ReducerBuilder<Self.State, Self.Action>
          \(raw: access)static var body: Composable.EmptyReducer<Self.State, Self.Action> {
          Composable.EmptyReducer<Self.State, Self.Action>()
          }
          """
        )
      } else {
        // `Reduce` erases the chain's long generic type so the requirement has a nameable type.
        decls.append(
          """
          @Composable.ReducerBuilder<Self.State, Self.Action>
          \(raw: access)static var body: Composable.Reduce<Self.State, Self.Action> {
          Composable.Reduce(
          Composable.EmptyReducer<Self.State, Self.Action>()
          \(raw: scopes.joined(separator: "\n"))
          )
          }
          """
        )
      }
    }
    if !typeNames.contains("CaseScope") {
      decls.append(
        """
        @CasePaths.CasePathable
        @dynamicMemberLookup
        \(raw: access)enum CaseScope: Composable._CaseScopeProtocol {
        \(raw: ReducerEnumItem.render(items, \.caseScopeCase).joined(separator: "\n"))
        }
        """
      )
    }
    if !members.declaresFunction(named: "scope") {
      decls.append(
        """
        @MainActor
        \(raw: access)static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
        switch store.state {
        \(raw: ReducerEnumItem.render(items, \.caseScopeBranch).joined(separator: "\n"))
        }
        }
        """
      )
    }
    return decls
  }
}

/// The conformances named by the deprecated `@Reducer(state: .equatable, action: .hashable)`:
/// `["Equatable"]` for `state`, `["Hashable"]` for `action`.
struct SynthesizedConformances {
  var state: [String] = []
  var action: [String] = []

  init(_ node: AttributeSyntax) {
    guard case .argumentList(let arguments) = node.arguments else { return }
    // Variadic: unlabelled arguments belong to the label before them.
    var label = ""
    for argument in arguments {
      if let written = argument.label?.text { label = written }
      guard let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      else { continue }
      let conformance = name.prefix(1).uppercased() + name.dropFirst()
      switch label {
      case "state": state.append(conformance)
      case "action": action.append(conformance)
      default: continue
      }
    }
  }
}
