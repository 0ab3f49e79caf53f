import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Presents var destination: Destination.State?`: the optional child state, kept in a private
/// `_destination: PresentationState<…>` storage and observed like a tracked property, plus
/// `$destination`, the `PresentationState` itself, for `.ifLet(\.$destination, action:)`.
///
/// Misuse (outside an `@ObservableState` type, on a `let`, a non-optional or a computed
/// property) is diagnosed by the peer role; the accessor role then quietly generates nothing, so
/// each mistake is reported once.
public enum PresentsMacro {}

extension PresentsMacro: AccessorMacro {
  /// The `init`, `get` and `set` accessors over the `PresentationState` storage.
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let presented = PresentedProperty(declaration, in: context) else { return [] }
    let name = presented.name
    let registrar = ObservationNames.registrar
    return [
      """
      @storageRestrictions(initializes: _\(name))
      init(initialValue) {
        _\(name) = Composable.PresentationState(wrappedValue: initialValue)
      }
      """,
      """
      get {
        \(raw: registrar).access(self, keyPath: \\.\(name))
        return _\(name).wrappedValue
      }
      """,
      """
      set {
        \(raw: registrar).mutate(self, keyPath: \\.\(name), &_\(name).wrappedValue, newValue, _$isIdentityEqual)
      }
      """,
    ]
  }
}

extension PresentsMacro: PeerMacro {
  /// `$name` (the `PresentationState`) and the private `_name` storage, or a diagnostic.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let problem = PresentedProperty.problem(with: declaration, attribute: node, in: context) {
      context.diagnose(problem)
      return []
    }
    guard let presented = PresentedProperty(declaration, in: context) else { return [] }
    let name = presented.name
    let registrar = ObservationNames.registrar
    let storageType = "Composable.PresentationState<\(presented.wrappedType.trimmedDescription)>"
    let initialValue = presented.property.binding?.initializer?.value.trimmedDescription ?? "nil"

    // `$name` is reached through the same observed key path as `name`: presenting and
    // dismissing through either tells the same readers.
    let projected = VariableDeclSyntax(
      modifiers: presented.property.declaration.modifiers.trimmed,
      bindingSpecifier: .keyword(.var, trailingTrivia: .space),
      bindings: [
        PatternBindingSyntax(
          pattern: IdentifierPatternSyntax(identifier: .identifier("$\(name.text)")),
          typeAnnotation: TypeAnnotationSyntax(type: TypeSyntax("\(raw: storageType)")),
          accessorBlock: AccessorBlockSyntax(
            accessors: .accessors([
              """
              get {
                \(raw: registrar).access(self, keyPath: \\.\(name))
                return _\(name).projectedValue
              }
              """,
              """
              set {
                \(raw: registrar).mutate(self, keyPath: \\.\(name), &_\(name).projectedValue, newValue, _$isIdentityEqual)
              }
              """,
            ])
          )
        )
      ]
    )
    let storage = VariableDeclSyntax(
      attributes: presented.property.attributesForStorage
        + [.attribute(ObservationNames.ignoredAttribute)],
      modifiers: presented.property.privateModifiers,
      bindingSpecifier: .keyword(.var, trailingTrivia: .space),
      bindings: [
        PatternBindingSyntax(
          pattern: IdentifierPatternSyntax(identifier: .identifier("_\(name.text)")),
          initializer: InitializerClauseSyntax(
            value: ExprSyntax("\(raw: storageType)(wrappedValue: \(raw: initialValue))")
          )
        )
      ]
    )
    return [DeclSyntax(projected), DeclSyntax(storage)]
  }
}

/// A property `@Presents` can wrap: a single stored instance `var` of optional type, declared in
/// an `@ObservableState` type.
private struct PresentedProperty {
  let property: ObservationProperty
  let name: TokenSyntax
  /// `Destination.State` for `Destination.State?`.
  let wrappedType: TypeSyntax

  init?(_ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) {
    guard let property = ObservationProperty(declaration), property.isStoredInstanceVariable,
      !property.hasObservers, let name = property.name,
      let type = property.type, let wrapped = Self.wrappedType(of: type),
      Self.enclosingTypeIsObservable(context)
    else { return nil }
    self.property = property
    self.name = name
    self.wrappedType = wrapped
  }

  /// `T` for `T?` and `Optional<T>`; `nil` for any other type.
  static func wrappedType(of type: TypeSyntax) -> TypeSyntax? {
    if let optional = type.as(OptionalTypeSyntax.self) {
      return optional.wrappedType
    }
    if let identifier = type.as(IdentifierTypeSyntax.self),
      identifier.name.text == "Optional",
      let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
      let argument = arguments.first?.argument.as(TypeSyntax.self)
    {
      return argument
    }
    return nil
  }

  /// The innermost type around the property is marked `@ObservableState`, which provides the
  /// `_$observationRegistrar` the accessors use.
  static func enclosingTypeIsObservable(_ context: some MacroExpansionContext) -> Bool {
    guard let enclosing = context.lexicalContext.first else { return false }
    let attributes: AttributeListSyntax? =
      enclosing.as(StructDeclSyntax.self)?.attributes
      ?? enclosing.as(EnumDeclSyntax.self)?.attributes
      ?? enclosing.as(ClassDeclSyntax.self)?.attributes
    return attributes?.contains { element in
      guard case let .attribute(attribute) = element else { return false }
      let written = attribute.attributeName.trimmedDescription
      return written == "ObservableState" || written == "Composable.ObservableState"
    } ?? false
  }

  /// What is wrong with putting `@Presents` on `declaration`, phrased so the learner can fix it.
  static func problem(
    with declaration: some DeclSyntaxProtocol,
    attribute: AttributeSyntax,
    in context: some MacroExpansionContext
  ) -> Diagnostic? {
    func error(_ id: String, _ message: String, fixIts: [FixIt] = []) -> Diagnostic {
      Diagnostic(
        node: attribute, message: ObservationDiagnostic(id, message), fixIts: fixIts)
    }
    guard let property = ObservationProperty(declaration) else {
      return error("not-a-property", "'@Presents' can only be applied to a 'var' property")
    }
    guard let name = property.name else {
      return error(
        "multiple-bindings",
        "'@Presents' applies to one property per declaration; declare it with its own 'var'")
    }
    if property.isStatic {
      return error(
        "static", "'@Presents' cannot be applied to static property '\(name.text)'")
    }
    if property.isLet {
      let declaration = property.declaration
      return error(
        "let",
        "'@Presents' property '\(name.text)' must be a 'var': presenting and dismissing change it",
        fixIts: [
          FixIt(
            message: ObservationFixIt("Replace 'let' with 'var'"),
            changes: [
              .replace(
                oldNode: Syntax(declaration.bindingSpecifier),
                newNode: Syntax(
                  TokenSyntax.keyword(
                    .var,
                    leadingTrivia: declaration.bindingSpecifier.leadingTrivia,
                    trailingTrivia: declaration.bindingSpecifier.trailingTrivia
                  )
                )
              )
            ]
          )
        ]
      )
    }
    if property.isComputed || property.hasObservers {
      return error(
        "computed",
        "'@Presents' applies to a stored property; '\(name.text)' has accessors")
    }
    guard let type = property.type else {
      return error(
        "missing-type",
        """
        '@Presents' property '\(name.text)' needs an explicit optional type, \
        e.g. 'var \(name.text): Destination.State?'
        """
      )
    }
    if wrappedType(of: type) == nil {
      let optional = OptionalTypeSyntax(
        wrappedType: type.trimmed, trailingTrivia: type.trailingTrivia)
      return error(
        "non-optional",
        """
        '@Presents' property '\(name.text)' must be optional ('nil' when nothing is \
        presented): write '\(type.trimmedDescription)?'
        """,
        fixIts: [
          FixIt(
            message: ObservationFixIt("Make the type optional"),
            changes: [.replace(oldNode: Syntax(type), newNode: Syntax(optional))]
          )
        ]
      )
    }
    if !enclosingTypeIsObservable(context) {
      return error(
        "not-observable",
        """
        '@Presents' can only be used in a type marked '@ObservableState'; add \
        '@ObservableState' to the type that declares '\(name.text)'
        """
      )
    }
    return nil
  }
}
