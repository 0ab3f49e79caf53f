import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// What the observation macros (`@ObservableState`, `@ObservationStateTracked`, `@Presents`) need
/// to know about one `var`/`let` declaration.
///
/// A named type rather than extensions on `VariableDeclSyntax`, so it cannot collide with the
/// helpers other macros of this module add.
struct ObservationProperty {
  let declaration: VariableDeclSyntax

  init?(_ declaration: some DeclSyntaxProtocol) {
    guard let variable = declaration.as(VariableDeclSyntax.self) else { return nil }
    self.declaration = variable
  }

  /// The one binding of `var name: Type = value`; `nil` for `var a = 0, b = 1` or a pattern.
  var binding: PatternBindingSyntax? {
    guard declaration.bindings.count == 1, let binding = declaration.bindings.first,
      binding.pattern.is(IdentifierPatternSyntax.self)
    else { return nil }
    return binding
  }

  /// The property's name, without trivia.
  var name: TokenSyntax? {
    binding?.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed
  }

  /// The declared type, when written (`var count: Int`).
  var type: TypeSyntax? {
    binding?.typeAnnotation?.type
  }

  /// `let` rather than `var`.
  var isLet: Bool {
    declaration.bindingSpecifier.tokenKind == .keyword(.let)
  }

  /// `static` or `class`.
  var isStatic: Bool {
    declaration.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  /// Declared with `get`/`set` (or a bare getter body) rather than stored.
  var isComputed: Bool {
    declaration.bindings.contains { binding in
      switch binding.accessorBlock?.accessors {
      case .getter?:
        return true
      case let .accessors(accessors)?:
        return accessors.contains {
          switch $0.accessorSpecifier.tokenKind {
          case .keyword(.willSet), .keyword(.didSet): return false
          default: return true
          }
        }
      case nil:
        return false
      }
    }
  }

  /// Has `willSet`/`didSet` observers, which tracked accessors cannot sit beside.
  var hasObservers: Bool {
    declaration.bindings.contains { binding in
      guard case let .accessors(accessors)? = binding.accessorBlock?.accessors else { return false }
      return accessors.contains {
        $0.accessorSpecifier.tokenKind == .keyword(.willSet)
          || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
      }
    }
  }

  /// An instance `var` without accessors: what `@ObservableState` tracks (and `@Presents` wraps).
  var isStoredInstanceVariable: Bool {
    !isLet && !isStatic && !isComputed
  }

  /// The attribute `@name` (or `@Composable.name`), if the declaration carries it.
  func attribute(named name: String) -> AttributeSyntax? {
    for element in declaration.attributes {
      guard case let .attribute(attribute) = element else { continue }
      let written = attribute.attributeName.trimmedDescription
      if written == name || written == "Composable.\(name)" { return attribute }
    }
    return nil
  }

  func hasAttribute(named name: String) -> Bool {
    attribute(named: name) != nil
  }

  /// The declaration's modifiers with access control replaced by `private`, for backing storage.
  var privateModifiers: DeclModifierListSyntax {
    let kept = declaration.modifiers.filter {
      switch $0.name.tokenKind {
      case .keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate),
        .keyword(.private), .keyword(.open):
        return false
      default:
        return true
      }
    }
    return [DeclModifierSyntax(name: .keyword(.private), trailingTrivia: .space)] + kept
  }

  /// The declaration's attributes without the observation macros themselves (`@Presents`,
  /// `@ObservationStateTracked`, `@ObservationStateIgnored`), for the storage a macro generates.
  var attributesForStorage: AttributeListSyntax {
    declaration.attributes.filter { element in
      guard case let .attribute(attribute) = element else { return true }
      let written = attribute.attributeName.trimmedDescription
      return !ObservationNames.ownAttributes.contains(written)
        && !ObservationNames.ownAttributes.contains { "Composable.\($0)" == written }
    }
  }
}

/// The names the observation macros generate and recognize.
enum ObservationNames {
  static let registrar = "_$observationRegistrar"
  static let tracked = "ObservationStateTracked"
  static let ignored = "ObservationStateIgnored"
  static let presents = "Presents"
  static let ownAttributes: Set<String> = [tracked, ignored, presents]

  /// `@ObservationStateIgnored`, which generated storage carries so nothing tracks it again.
  static var ignoredAttribute: AttributeSyntax {
    AttributeSyntax(
      attributeName: IdentifierTypeSyntax(name: .identifier(ignored)),
      trailingTrivia: .space
    )
  }
}

/// A diagnostic of the observation macros.
struct ObservationDiagnostic: DiagnosticMessage {
  let message: String
  let diagnosticID: MessageID
  let severity: DiagnosticSeverity

  init(_ id: String, _ message: String, severity: DiagnosticSeverity = .error) {
    self.message = message
    self.diagnosticID = MessageID(domain: "ComposableObservation", id: id)
    self.severity = severity
  }
}

/// The text of a fix-it.
struct ObservationFixIt: FixItMessage {
  let message: String
  var fixItID: MessageID { MessageID(domain: "ComposableObservation", id: message) }

  init(_ message: String) {
    self.message = message
  }
}
