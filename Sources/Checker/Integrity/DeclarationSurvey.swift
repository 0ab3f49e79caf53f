import Foundation
import SwiftParser
import SwiftSyntax

/// What a module's Swift files declare where it could change how another file's names resolve:
/// its top-level names, the members it adds to types it does not own, the members of its own
/// types that decide equality and dumps, and the underscored attributes and imports it uses.
///
/// A syntax survey, not a type check: it sees every branch of `#if` (whatever the build's
/// conditions), and it is cheap enough to run before every build.
struct DeclarationSurvey: Sendable {
  /// One declaration, where it is.
  struct Declaration: Hashable, Sendable {
    /// `""` at the top level; else the owner's last name component (`DependencyValues`,
    /// `State` for `CounterFeature.State`).
    var owner: String
    /// The declared name (`TestStore`, `send`, `==`; an initializer is named after its owner).
    var name: String
    /// The file and line, for messages.
    var file: URL
    var line: Int

    /// The declaration without its place: what two modules are compared on.
    var key: String { owner + "\u{1F}" + name }
  }

  /// Declarations at the top level (types, functions, variables, type aliases, operators, macros).
  var topLevel: [Declaration] = []
  /// Members of extensions of types (and protocols) the module does not declare as its own.
  var externalMembers: [Declaration] = []
  /// Members of the module's own types whose names are in ``DeclarationSurvey/judgeSensitiveMembers``.
  var sensitiveMembers: [Declaration] = []
  /// Attributes that bend name resolution or linkage (`@_exported`, `@_silgen_name`,
  /// `@_disfavoredOverload`, `@testable`, … every underscored one), by name.
  var attributes: [Declaration] = []
  /// Imports of test frameworks (`Testing`, `XCTest`), by module name.
  var testFrameworkImports: [Declaration] = []
  /// Macro declarations and freestanding macro expansions at the declaration level.
  var macros: [Declaration] = []

  /// Members whose custom versions decide what a test's comparison or dump sees.
  static let judgeSensitiveMembers: Set<String> = [
    "==", "!=", "customMirror", "customDumpValue", "customDumpMirror", "customDumpDescription",
  ]

  /// Surveys the `.swift` files at `files`, which form one module named `moduleName`.
  static func survey(_ files: [URL], moduleName: String) -> DeclarationSurvey {
    let trees = files.compactMap { file -> (URL, SourceFileSyntax)? in
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
      return (file, Parser.parse(source: text))
    }
    // First the module's own nominal types, so an extension can be told apart.
    var owned: Set<String> = []
    var protocols: Set<String> = []
    for (_, tree) in trees {
      let collector = OwnTypeCollector(viewMode: .sourceAccurate)
      collector.walk(tree)
      owned.formUnion(collector.types)
      protocols.formUnion(collector.protocols)
    }
    var survey = DeclarationSurvey()
    for (file, tree) in trees {
      let visitor = SurveyVisitor(
        file: file, tree: tree, moduleName: moduleName, ownedTypes: owned.subtracting(protocols))
      visitor.walk(tree)
      survey.topLevel += visitor.survey.topLevel
      survey.externalMembers += visitor.survey.externalMembers
      survey.sensitiveMembers += visitor.survey.sensitiveMembers
      survey.attributes += visitor.survey.attributes
      survey.testFrameworkImports += visitor.survey.testFrameworkImports
      survey.macros += visitor.survey.macros
    }
    return survey
  }

  /// Every identifier and operator the files at `files` use: the names whose meaning a module
  /// they import could change.
  static func namesUsed(in files: [URL]) -> Set<String> {
    var names: Set<String> = []
    for file in files {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      for token in Parser.parse(source: text).tokens(viewMode: .sourceAccurate) {
        switch token.tokenKind {
        case .identifier(let name): names.insert(name.trimmingCharacters(in: CharacterSet(charactersIn: "`")))
        case .binaryOperator(let name), .prefixOperator(let name), .postfixOperator(let name): names.insert(name)
        default: break
        }
      }
    }
    return names
  }
}

/// The top-level struct, class, enum and actor names of a file (in every `#if` branch), and its
/// protocols.
private final class OwnTypeCollector: SyntaxVisitor {
  var types: Set<String> = []
  var protocols: Set<String> = []

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name, node); return .skipChildren }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name, node); return .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name, node); return .skipChildren }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name, node); return .skipChildren }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    if isTopLevel(node) { protocols.insert(node.name.text) }
    return .skipChildren
  }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func note(_ name: TokenSyntax, _ node: some SyntaxProtocol) {
    if isTopLevel(node) { types.insert(name.text) }
  }
}

/// Whether `node` sits at the top level of its file (only `#if` blocks around it).
private func isTopLevel(_ node: some SyntaxProtocol) -> Bool {
  var parent = node.parent
  while let current = parent {
    if current.is(SourceFileSyntax.self) { return true }
    if current.is(IfConfigDeclSyntax.self) || current.is(IfConfigClauseSyntax.self)
      || current.is(IfConfigClauseListSyntax.self) || current.is(CodeBlockItemSyntax.self)
      || current.is(CodeBlockItemListSyntax.self)
    {
      parent = current.parent
      continue
    }
    return false
  }
  return false
}

/// Where a declaration sits.
private enum Placement {
  /// At the top level of the file.
  case topLevel
  /// In the body of a function, closure or accessor: invisible to other files.
  case local
  /// A member of a type or extension: its owner's last name component, whether the module owns
  /// it, and the outermost group's name.
  case member(owner: String, owned: Bool)
}

private final class SurveyVisitor: SyntaxVisitor {
  let file: URL
  let converter: SourceLocationConverter
  let moduleName: String
  let ownedTypes: Set<String>
  var survey = DeclarationSurvey()

  init(file: URL, tree: SourceFileSyntax, moduleName: String, ownedTypes: Set<String>) {
    self.file = file
    self.converter = SourceLocationConverter(fileName: file.path, tree: tree)
    self.moduleName = moduleName
    self.ownedTypes = ownedTypes
    super.init(viewMode: .sourceAccurate)
  }

  func line(_ node: some SyntaxProtocol) -> Int {
    node.startLocation(converter: converter).line
  }

  /// The placement of a declaration, from its ancestors.
  func placement(of node: some SyntaxProtocol) -> Placement {
    var parent = node.parent
    var innermost: String?
    while let current = parent {
      if current.is(CodeBlockSyntax.self) || current.is(ClosureExprSyntax.self) || current.is(AccessorBlockSyntax.self) {
        return .local
      }
      if let group = current.as(ExtensionDeclSyntax.self) {
        let path = typePath(group.extendedType)
        let owner = innermost ?? path.last ?? ""
        // An extension of a type the module does not own (Composable's TestStore, Swift's
        // Optional), of a protocol, or of a type alias (which may name anything).
        let root = path.first ?? ""
        return .member(owner: owner, owned: ownedTypes.contains(root))
      }
      if let name = groupName(current) {
        if innermost == nil { innermost = name }
        if current.is(ProtocolDeclSyntax.self) { return .member(owner: innermost!, owned: false) }
      }
      if current.is(SourceFileSyntax.self) {
        guard let innermost else { return .topLevel }
        return .member(owner: innermost, owned: ownedTypes.contains(outermostName(node) ?? innermost))
      }
      parent = current.parent
    }
    return .topLevel
  }

  func groupName(_ node: Syntax) -> String? {
    if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
    if let decl = node.as(ProtocolDeclSyntax.self) { return decl.name.text }
    return nil
  }

  func outermostName(_ node: some SyntaxProtocol) -> String? {
    var parent = node.parent
    var outermost: String?
    while let current = parent {
      if let name = groupName(current) { outermost = name }
      parent = current.parent
    }
    return outermost
  }

  /// `Composable.TestStore<S, A>` → `["TestStore"]`; `CounterFeature.State` → `["CounterFeature",
  /// "State"]` (generic arguments and this module's own name dropped).
  func typePath(_ type: TypeSyntax) -> [String] {
    var text = type.trimmedDescription
    if let generic = text.firstIndex(of: "<") { text = String(text[..<generic]) }
    var parts = text.split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces) }
    if parts.count > 1, parts.first == moduleName { parts.removeFirst() }
    return parts
  }

  func record(_ name: String, _ node: some SyntaxProtocol) {
    switch placement(of: node) {
    case .local: return
    case .topLevel:
      survey.topLevel.append(.init(owner: "", name: name, file: file, line: line(node)))
    case .member(let owner, let owned):
      let declaration = DeclarationSurvey.Declaration(owner: owner, name: name, file: file, line: line(node))
      if !owned {
        survey.externalMembers.append(declaration)
      } else if DeclarationSurvey.judgeSensitiveMembers.contains(name) {
        survey.sensitiveMembers.append(declaration)
      }
    }
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name.text, node); return .visitChildren }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name.text, node); return .visitChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name.text, node); return .visitChildren }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name.text, node); return .visitChildren }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name.text, node); return .visitChildren }
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name.text, node); return .visitChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text.trimmingCharacters(in: CharacterSet(charactersIn: "`")), node)
    return .visitChildren
  }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for binding in node.bindings {
      for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
        if case .identifier(let name) = token.tokenKind {
          record(name.trimmingCharacters(in: CharacterSet(charactersIn: "`")), node)
        }
      }
    }
    return .visitChildren
  }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    // `TestStore(…)` calls an initializer: it is named after the type it makes.
    if case .member(let owner, _) = placement(of: node) { record(owner, node) }
    return .visitChildren
  }
  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { record("subscript", node); return .visitChildren }
  override func visit(_ node: OperatorDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name.text, node); return .visitChildren }
  override func visit(_ node: PrecedenceGroupDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name.text, node); return .visitChildren }
  override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
    survey.macros.append(.init(owner: "", name: node.name.text, file: file, line: line(node)))
    record(node.name.text, node)
    return .visitChildren
  }
  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    if case .local = placement(of: node) { return .visitChildren }
    survey.macros.append(.init(owner: "", name: "#" + node.macroName.text, file: file, line: line(node)))
    return .visitChildren
  }
  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    let name = node.attributeName.trimmedDescription
    if name.hasPrefix("_") {
      survey.attributes.append(.init(owner: "", name: "@" + name, file: file, line: line(node)))
    }
    return .visitChildren
  }
  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    let module = node.path.first?.name.text ?? ""
    if ["Testing", "XCTest"].contains(module) {
      survey.testFrameworkImports.append(.init(owner: "", name: module, file: file, line: line(node)))
    }
    if node.modifiers.contains(where: { $0.name.text == "testable" }) || node.attributes.contains(where: {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "testable"
    }) {
      survey.attributes.append(.init(owner: "", name: "@testable", file: file, line: line(node)))
    }
    return .visitChildren
  }
}
