import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@ViewAction(for: Feature.self)`: conforms a type holding a `store` to `ViewActionSending`,
/// so it sends view actions with `send(.buttonTapped)`, as TCA's macro does for views.
///
/// Without a `store` property it is an error (with a fix-it adding one); a direct
/// `store.send(.view(…))` inside is a warning (with a fix-it to `send(…)`), as in TCA.
public struct ViewActionMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard let featureType = featureType(of: node) else { return [] }
    guard declaration.memberBlock.declaresProperty(named: "store") else {
      context.diagnose(missingStore(declaration, featureType: featureType))
      return []
    }
    warnAboutDirectStoreSends(in: Syntax(declaration.memberBlock), context: context)
    let conformance: DeclSyntax = "extension \(type.trimmed): Composable.ViewActionSending {}"
    return [conformance.cast(ExtensionDeclSyntax.self)]
  }

  /// `Feature` from `for: Feature.self`.
  private static func featureType(of node: AttributeSyntax) -> String? {
    guard case .argumentList(let arguments) = node.arguments, arguments.count == 1,
      let access = arguments.first?.expression.as(MemberAccessExprSyntax.self),
      access.declName.baseName.text == "self", let base = access.base
    else { return nil }
    return base.trimmedDescription
  }

  private static func missingStore(
    _ declaration: some DeclGroupSyntax, featureType: String
  ) -> Diagnostic {
    let name = declaration.typeName.map { "'\($0)' " } ?? ""
    var fixed = declaration
    let storeDecl: DeclSyntax = "let store: StoreOf<\(raw: featureType)>"
    // Indented like the first member, on a line of its own before it.
    let indentation = declaration.memberBlock.members.first?.leadingTrivia ?? .newline + .spaces(2)
    fixed.memberBlock.members.insert(
      MemberBlockItemSyntax(leadingTrivia: indentation, decl: storeDecl),
      at: fixed.memberBlock.members.startIndex
    )
    return Diagnostic(
      node: declaration,
      message: ViewActionDiagnostic.missingStore(typeName: name),
      fixIt: .replace(
        message: ViewActionFixIt(message: "Add 'let store: StoreOf<\(featureType)>'"),
        oldNode: declaration,
        newNode: fixed
      )
    )
  }

  /// Warns about every `store.send(…)` / `self.store.send(…)` below `syntax`.
  private static func warnAboutDirectStoreSends(
    in syntax: Syntax, context: some MacroExpansionContext
  ) {
    for child in syntax.children(viewMode: .sourceAccurate) {
      if let call = child.as(FunctionCallExprSyntax.self), let replacement = call.directSendReplacement {
        var fixIts: [FixIt] = []
        if let viewAction = call.viewActionArgument {
          var fixed = call
          fixed.calledExpression = replacement
          fixed.arguments = LabeledExprListSyntax([LabeledExprSyntax(expression: viewAction)])
          fixIts.append(
            .replace(
              message: ViewActionFixIt(message: "Call 'send' directly with a view action"),
              oldNode: call,
              newNode: fixed
            )
          )
        }
        context.diagnose(
          Diagnostic(node: call, message: ViewActionDiagnostic.directStoreSend, fixIts: fixIts)
        )
      }
      warnAboutDirectStoreSends(in: child, context: context)
    }
  }
}

extension FunctionCallExprSyntax {
  /// `send` for `store.send(…)`, `self.send` for `self.store.send(…)`; `nil` for other calls.
  fileprivate var directSendReplacement: ExprSyntax? {
    guard let access = calledExpression.as(MemberAccessExprSyntax.self),
      access.declName.baseName.text == "send"
    else { return nil }
    if access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "store" {
      return "send"
    }
    if let inner = access.base?.as(MemberAccessExprSyntax.self),
      inner.declName.baseName.text == "store",
      inner.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    {
      return "self.send"
    }
    return nil
  }

  /// `.buttonTapped` for `store.send(.view(.buttonTapped))`.
  fileprivate var viewActionArgument: ExprSyntax? {
    guard arguments.count == 1,
      let inner = arguments.first?.expression.as(FunctionCallExprSyntax.self),
      inner.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "view",
      inner.arguments.count == 1
    else { return nil }
    return inner.arguments.first?.expression.trimmed
  }
}

extension DeclGroupSyntax {
  /// The declared type's name, for messages.
  fileprivate var typeName: String? {
    if let decl = self.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ActorDeclSyntax.self) { return decl.name.text }
    return nil
  }
}

/// What `@ViewAction` reports.
enum ViewActionDiagnostic: DiagnosticMessage {
  case missingStore(typeName: String)
  case directStoreSend

  var message: String {
    switch self {
    case .missingStore(let typeName):
      return "'@ViewAction' requires \(typeName)to have a 'store' property of type 'Store'"
    case .directStoreSend:
      return "Do not use 'store.send' directly when using '@ViewAction': send view actions with 'send(…)'"
    }
  }

  var diagnosticID: MessageID {
    switch self {
    case .missingStore: return MessageID(domain: "ComposableMacros", id: "ViewAction.missingStore")
    case .directStoreSend: return MessageID(domain: "ComposableMacros", id: "ViewAction.directStoreSend")
    }
  }

  var severity: DiagnosticSeverity {
    switch self {
    case .missingStore: return .error
    case .directStoreSend: return .warning
    }
  }
}

/// A fix-it `@ViewAction` offers.
struct ViewActionFixIt: FixItMessage {
  let message: String
  var fixItID: MessageID { MessageID(domain: "ComposableMacros", id: "ViewAction.fixIt") }
}
