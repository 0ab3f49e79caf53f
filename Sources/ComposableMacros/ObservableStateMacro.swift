import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState`: makes a struct's stored properties observable, or gives an enum of child
/// states an identity, and conforms the type to `ObservableState` and `Observable`.
///
/// Its three roles:
/// - member: the registrar and identity (`_$observationRegistrar`, `_$id`, `_$willModify()`) and
///   the `shouldNotifyObservers` overloads the tracked setters pick from by type;
/// - member attribute: `@ObservationStateTracked` on every stored instance `var` that is not
///   ignored or `@Presents`, plus diagnostics for spellings that cannot work here;
/// - extension: the conformances.
public enum ObservableStateMacro {}

extension ObservableStateMacro: MemberMacro {
  /// The registrar, identity and `shouldNotifyObservers` members (or, for an enum, the identity).
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDeclaration = declaration.as(EnumDeclSyntax.self) {
      return enumMembers(of: enumDeclaration)
    }
    guard declaration.is(StructDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(node: node, message: unsupportedTypeMessage(for: declaration))
      )
      return []
    }
    let member = context.makeUniqueName("Member")
    return [
      "@\(raw: ObservationNames.ignored) var \(raw: ObservationNames.registrar) = Composable.ObservationStateRegistrar()",
      """
      public var _$id: Composable.ObservableStateID {
        \(raw: ObservationNames.registrar).id
      }
      """,
      """
      public mutating func _$willModify() {
        \(raw: ObservationNames.registrar)._$willModify()
      }
      """,
      // The tracked setters pass `shouldNotifyObservers`; the compiler picks the most specific
      // overload for the property's type: equal values and identical objects notify nobody.
      """
      private nonisolated func shouldNotifyObservers<\(member)>(_ lhs: \(member), _ rhs: \(member)) -> Bool {
        true
      }
      """,
      """
      private nonisolated func shouldNotifyObservers<\(member): Equatable>(_ lhs: \(member), _ rhs: \(member)) -> Bool {
        lhs != rhs
      }
      """,
      """
      private nonisolated func shouldNotifyObservers<\(member): AnyObject>(_ lhs: \(member), _ rhs: \(member)) -> Bool {
        lhs !== rhs
      }
      """,
      """
      private nonisolated func shouldNotifyObservers<\(member): Equatable & AnyObject>(_ lhs: \(member), _ rhs: \(member)) -> Bool {
        lhs != rhs
      }
      """,
    ]
  }

  private static func unsupportedTypeMessage(for declaration: some DeclGroupSyntax)
    -> ObservationDiagnostic
  {
    let (kind, name): (String, String) =
      if let type = declaration.as(ClassDeclSyntax.self) {
        ("class", type.name.text)
      } else if let type = declaration.as(ActorDeclSyntax.self) {
        ("actor", type.name.text)
      } else if let type = declaration.as(ProtocolDeclSyntax.self) {
        ("protocol", type.name.text)
      } else {
        ("extension", declaration.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription ?? "")
      }
    return ObservationDiagnostic(
      "invalid-type",
      """
      '@ObservableState' cannot be applied to \(kind) '\(name)'; apply it to the feature's \
      'State' struct or enum
      """
    )
  }

  // MARK: Enums

  /// An enum's identity is its case's position and, for a case with one payload, the payload's
  /// identity; `_$willModify()` passes on to the payload.
  private static func enumMembers(of declaration: EnumDeclSyntax) -> [DeclSyntax] {
    let cases = ObservableEnumCase.cases(in: declaration.memberBlock.members)
    // Written without indentation: the expansion's formatter indents the nested lines.
    return [
      """
      public var _$id: Composable.ObservableStateID {
      switch self {
      \(raw: cases.map(\.idClause).joined(separator: "\n"))
      }
      }
      """,
      """
      public mutating func _$willModify() {
      switch self {
      \(raw: cases.map(\.willModifyClause).joined(separator: "\n"))
      }
      }
      """,
    ]
  }
}

/// One case of an `@ObservableState` enum, or an `#if` block of them.
private enum ObservableEnumCase {
  case element(EnumCaseElementSyntax, tag: Int)
  case conditional([(condition: String, cases: [ObservableEnumCase])])

  /// The cases of `members`, tagged by position (across `#if` branches too).
  static func cases(in members: MemberBlockItemListSyntax) -> [ObservableEnumCase] {
    var tag = 0
    return cases(in: members, tag: &tag)
  }

  private static func cases(in members: MemberBlockItemListSyntax, tag: inout Int)
    -> [ObservableEnumCase]
  {
    var result: [ObservableEnumCase] = []
    for member in members {
      if let caseDeclaration = member.decl.as(EnumCaseDeclSyntax.self) {
        for element in caseDeclaration.elements {
          result.append(.element(element, tag: tag))
          tag += 1
        }
      } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        var branches: [(String, [ObservableEnumCase])] = []
        for clause in ifConfig.clauses {
          let keyword = clause.poundKeyword.text
          let condition = clause.condition.map { " \($0.trimmedDescription)" } ?? ""
          let inner = clause.elements?.as(MemberBlockItemListSyntax.self).map {
            cases(in: $0, tag: &tag)
          }
          branches.append(("\(keyword)\(condition)", inner ?? []))
        }
        result.append(.conditional(branches))
      }
    }
    return result
  }

  /// The single payload's label (`case child(state: Child.State)`), `nil` when unlabeled, or
  /// `.none` when the case has no single payload.
  private static func singlePayloadLabel(_ element: EnumCaseElementSyntax) -> String?? {
    guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
      let parameter = parameters.first
    else { return .none }
    return .some(parameter.firstName.map(\.text))
  }

  var idClause: String {
    switch self {
    case let .element(element, tag):
      if Self.singlePayloadLabel(element) != nil {
        return """
          case let .\(element.name.text)(state):
          return ._$id(for: state)._$tag(\(tag))
          """
      }
      // No payload (or several): nothing to observe inside, a new identity on every read.
      return """
        case .\(element.name.text):
        return Composable.ObservableStateID()._$tag(\(tag))
        """
    case let .conditional(branches):
      return branches.map { "\($0.condition)\n\($0.cases.map(\.idClause).joined(separator: "\n"))" }
        .joined(separator: "\n") + "\n#endif"
    }
  }

  var willModifyClause: String {
    switch self {
    case let .element(element, _):
      if case let .some(label) = Self.singlePayloadLabel(element) {
        let name = element.name.text
        return """
          case var .\(name)(state):
          Composable._$willModify(&state)
          self = .\(name)(\(label.map { "\($0): " } ?? "")state)
          """
      }
      return """
        case .\(element.name.text):
        break
        """
    case let .conditional(branches):
      return branches.map {
        "\($0.condition)\n\($0.cases.map(\.willModifyClause).joined(separator: "\n"))"
      }
      .joined(separator: "\n") + "\n#endif"
    }
  }
}

extension ObservableStateMacro: MemberAttributeMacro {
  /// `@ObservationStateTracked` on each trackable stored property, or a diagnostic.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self), let property = ObservationProperty(member),
      !property.isLet, !property.isStatic, !property.isComputed
    else { return [] }

    diagnoseForeignSpelling(
      property, attribute: "ObservationIgnored", instead: ObservationNames.ignored, in: context)
    diagnoseForeignSpelling(
      property, attribute: "ObservationTracked", instead: ObservationNames.tracked, in: context)
    diagnoseForeignSpelling(
      property, attribute: "PresentationState", instead: ObservationNames.presents, in: context)

    if property.hasAttribute(named: ObservationNames.ignored)
      || property.hasAttribute(named: ObservationNames.tracked)
      || property.hasAttribute(named: ObservationNames.presents)
      || property.hasAttribute(named: "PresentationState")
      || sharedPropertyWrappers.contains(where: property.hasAttribute(named:))
    {
      return []
    }
    guard property.binding != nil else {
      context.diagnose(
        Diagnostic(
          node: member,
          message: ObservationDiagnostic(
            "multiple-bindings",
            """
            '@ObservableState' tracks one property per declaration; declare each of these \
            properties with its own 'var'
            """
          )
        )
      )
      return []
    }
    if property.hasObservers {
      context.diagnose(
        Diagnostic(
          node: member,
          message: ObservationDiagnostic(
            "property-observers",
            """
            '@ObservableState' cannot track '\(property.name?.text ?? "")' because it has \
            'willSet'/'didSet'; do that work in the reducer, or mark the property \
            '@ObservationStateIgnored'
            """
          )
        )
      )
      return []
    }
    return ["@\(raw: ObservationNames.tracked)"]
  }

  /// Swift's `@ObservationIgnored`/`@ObservationTracked` and the `@PresentationState` wrapper
  /// do not work inside `@ObservableState`; offer the spelling that does.
  private static func diagnoseForeignSpelling(
    _ property: ObservationProperty,
    attribute name: String,
    instead replacement: String,
    in context: some MacroExpansionContext
  ) {
    guard let attribute = property.attribute(named: name),
      let type = attribute.attributeName.as(IdentifierTypeSyntax.self)
    else { return }
    let renamed = attribute.with(
      \.attributeName,
      TypeSyntax(type.with(\.name, .identifier(replacement, trailingTrivia: type.name.trailingTrivia)))
    )
    context.diagnose(
      Diagnostic(
        node: attribute,
        message: ObservationDiagnostic(
          "foreign-attribute", "'@\(name)' cannot be used in '@ObservableState'"),
        fixIt: .replace(
          message: ObservationFixIt("Use '@\(replacement)' instead"),
          oldNode: attribute,
          newNode: renamed
        )
      )
    )
  }
}

/// Property wrappers that observe themselves, left alone as TCA's macro leaves them: `@Shared`
/// and `@SharedReader` hold a reference whose own registrar tells observers of each change, so
/// tracking the wrapper as a stored property would only report reassignments.
private let sharedPropertyWrappers = ["Shared", "SharedReader"]

extension ObservableStateMacro: ExtensionMacro {
  /// The `ObservableState` and `Observable` conformances the type does not have yet.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      return []
    }
    // The compiler lists only the conformances the type does not already have.
    let conformances = protocols.compactMap { protocolType -> String? in
      switch protocolType.trimmedDescription {
      case "ObservableState", "Composable.ObservableState": return "Composable.ObservableState"
      case "Observable", "Observation.Observable": return "Observation.Observable"
      default: return nil
      }
    }
    guard !conformances.isEmpty else { return [] }
    // A type limited to newer platforms needs the same limit on its conformance.
    let availability = declaration.attributes.compactMap { element -> String? in
      guard case let .attribute(attribute) = element,
        attribute.attributeName.trimmedDescription == "available"
      else { return nil }
      return attribute.trimmedDescription + "\n"
    }
    let decl: DeclSyntax = """
      \(raw: availability.joined())extension \(raw: type.trimmedDescription): \
      \(raw: conformances.joined(separator: ", ")) {}
      """
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}
