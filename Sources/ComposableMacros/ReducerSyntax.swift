import SwiftSyntax

// Small readings of the syntax tree that `@Reducer`'s roles share.

extension AttributeListSyntax {
  /// Whether an attribute named `name` is written here, bare (`@CasePathable`) or qualified by
  /// its module (`@CasePaths.CasePathable`), with or without generic arguments.
  func containsAttribute(named name: String) -> Bool {
    contains { element in
      guard case .attribute(let attribute) = element else { return false }
      return attribute.attributeName.lastNameComponent == name
    }
  }

  /// The first attribute whose name (bare or qualified) is `name`.
  func attribute(named name: String) -> AttributeSyntax? {
    for element in self {
      if case .attribute(let attribute) = element,
        attribute.attributeName.lastNameComponent == name
      {
        return attribute
      }
    }
    return nil
  }

  /// The `@available` attributes, written before a generated extension so it has the same
  /// availability as the type it extends.
  var availability: String {
    compactMap { element -> String? in
      guard case .attribute(let attribute) = element,
        attribute.attributeName.lastNameComponent == "available"
      else { return nil }
      return attribute.trimmedDescription + "\n"
    }
    .joined()
  }
}

extension TypeSyntax {
  /// The last component of a type name: `CasePathable` for both `CasePathable` and
  /// `CasePaths.CasePathable`, `ReducerBuilder` for `ReducerBuilder<State, Action>`.
  var lastNameComponent: String? {
    if let identifier = self.as(IdentifierTypeSyntax.self) {
      return identifier.name.text
    }
    if let member = self.as(MemberTypeSyntax.self) {
      return member.name.text
    }
    return nil
  }
}

extension InheritanceClauseSyntax? {
  /// Whether the type already inherits `name` (bare or qualified by `module`).
  func inherits(_ name: String, module: String) -> Bool {
    guard let self else { return false }
    return self.inheritedTypes.contains {
      let written = $0.type.trimmedDescription
      return written == name || written == "\(module).\(name)"
    }
  }
}

extension DeclModifierListSyntax {
  /// `public ` or `package ` when the reducer is declared so; generated members that users see
  /// from other modules need the same access.
  var accessPrefix: String {
    for modifier in self {
      switch modifier.name.tokenKind {
      case .keyword(.public): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }
}

extension DeclSyntax {
  /// The name of a nested type or type alias declaration (`struct State` → `State`).
  ///
  /// Written as statements on purpose: the same test as a chain of `decl.as(…)?.name.text ?? …`
  /// took the type checker 1–23 s per use (`as` is overloaded), most of the macro target's build.
  var typeDeclarationName: String? {
    if let decl = self.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ActorDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(TypeAliasDeclSyntax.self) { return decl.name.text }
    return nil
  }
}

extension MemberBlockSyntax {
  /// The names of the nested types and type aliases declared directly in this body.
  var nestedTypeNames: Set<String> {
    var names: Set<String> = []
    for member in members {
      if let name = member.decl.typeDeclarationName { names.insert(name) }
    }
    return names
  }

  /// The nested type declaration named `name`, if it is written in this body.
  func nestedType(named name: String) -> DeclSyntax? {
    for member in members where member.decl.typeDeclarationName == name {
      return member.decl
    }
    return nil
  }

  /// Every pattern binding of the stored and computed properties declared in this body.
  var propertyBindings: [PatternBindingSyntax] {
    members.flatMap { $0.decl.as(VariableDeclSyntax.self)?.bindings.map { $0 } ?? [] }
  }

  /// Whether a property (instance or static) named `name` is declared in this body.
  func declaresProperty(named name: String) -> Bool {
    propertyBindings.contains {
      $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
    }
  }

  /// Whether a function `name` is declared directly in this body (a hand-written `scope(_:)`
  /// replaces the generated one).
  func declaresFunction(named name: String) -> Bool {
    members.contains { $0.decl.as(FunctionDeclSyntax.self)?.name.text == name }
  }
}

extension DeclGroupSyntax {
  /// The keyword that introduces the declaration (`struct`, `class`, …), for diagnostics.
  var introducerKeyword: TokenSyntax? {
    if let decl = self.as(StructDeclSyntax.self) { return decl.structKeyword }
    if let decl = self.as(EnumDeclSyntax.self) { return decl.enumKeyword }
    if let decl = self.as(ClassDeclSyntax.self) { return decl.classKeyword }
    if let decl = self.as(ActorDeclSyntax.self) { return decl.actorKeyword }
    if let decl = self.as(ProtocolDeclSyntax.self) { return decl.protocolKeyword }
    if let decl = self.as(ExtensionDeclSyntax.self) { return decl.extensionKeyword }
    return nil
  }

  /// The declared name, if the declaration has one (extensions do not).
  var declaredName: String? {
    if let name = DeclSyntax(self).typeDeclarationName { return name }
    return self.as(ProtocolDeclSyntax.self)?.name.text
  }
}

extension MemberBlockSyntax {
  /// Whether the body names `State` and `Action` itself, as TCA decides it: a
  /// `reduce(into:action:)` method, a property with an initializer, or one typed
  /// `some Reducer…`. Without one, `@Reducer` fills in empty `State` and `Action`.
  var hasExplicitReducerBody: Bool {
    let hasReduceMethod = members.contains {
      $0.decl.as(FunctionDeclSyntax.self)?.isReduceIntoAction == true
    }
    return hasReduceMethod
      || propertyBindings.contains { binding in
        if binding.initializer != nil { return true }
        guard
          let name = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?.constraint
            .as(IdentifierTypeSyntax.self)?.name.text
        else { return false }
        return ["Reducer", "ReducerOf"].contains(name)
      }
  }
}
