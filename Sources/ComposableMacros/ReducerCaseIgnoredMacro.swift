import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseIgnored`: a marker read by `@Reducer` on an enum (the case is plain state, its
/// action is `Never`); it generates nothing by itself, as in TCA.
public enum ReducerCaseIgnoredMacro: PeerMacro {
  /// Nothing: the mark is read by `@Reducer`.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
