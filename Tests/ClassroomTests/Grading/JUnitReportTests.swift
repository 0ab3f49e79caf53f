import Checker
import Classroom
import Curriculum
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// JUnit XML: well-formed, the usual element and attribute names, counts that add up, escaping.
@Suite struct JUnitReportTests {
  /// Collects elements, attributes and text with Foundation's XML parser.
  final class Collector: NSObject, XMLParserDelegate {
    struct Element { var name: String; var attributes: [String: String]; var text = "" }
    var elements: [Element] = []
    var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      elements.append(Element(name: elementName, attributes: attributeDict))
      open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let index = open.last { elements[index].text += string }
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
      open.removeLast()
    }

    func named(_ name: String) -> [Element] { elements.filter { $0.name == name } }
  }

  func parsed(_ report: GradeReport) throws -> Collector {
    let parser = XMLParser(data: GradeFormat.junit.render(report))
    let collector = Collector()
    parser.delegate = collector
    let ok = parser.parse()
    #expect(ok, "not well-formed: \(String(describing: parser.parserError))")
    return collector
  }

  @Test func countsAddUpAcrossSuitesAndCases() throws {
    let xml = try parsed(GradingFixtures.mixed)
    let root = try #require(xml.named("testsuites").first)
    let suites = xml.named("testsuite")
    #expect(suites.map { $0.attributes["name"] } == [
      "phase1/counter", "phase4/retry", "phase4/search-debounce", "phase4/realtime-polling",
    ])
    // 2 + 2 + 1 synthetic compile case + 2 = 7 cases; 1 failure; 2 errors (compile, timeout).
    #expect(root.attributes["tests"] == "7")
    #expect(root.attributes["failures"] == "1")
    #expect(root.attributes["errors"] == "2")
    #expect(xml.named("testcase").count == 7)
    #expect(xml.named("failure").count == 1)
    #expect(xml.named("error").map { $0.attributes["type"] } == ["compile", "timeout"])
    for suite in suites {
      for key in ["tests", "failures", "errors", "skipped", "time"] {
        #expect(suite.attributes[key] != nil, "testsuite lacks \(key)")
      }
    }
    #expect(xml.named("testcase").allSatisfy { $0.attributes["classname"] != nil && $0.attributes["name"] != nil })
  }

  @Test func markupAndControlCharactersAreEscapedOrDropped() throws {
    let xml = try parsed(GradingFixtures.mixed)
    let failure = try #require(xml.named("failure").first)
    #expect(failure.text.contains("(calls → 4) == 3 <&> \"quoted\""))
    #expect(failure.attributes["message"]?.contains("<&>") == true)
    let compile = try #require(xml.named("error").first)
    #expect(compile.text.contains("[1mnote[0m"))
    #expect(!compile.text.unicodeScalars.contains("\u{1B}"))
    #expect(compile.text.contains("SearchFeature.swift:17: error: cannot find 'clock' in scope"))
  }

  @Test func aBrokenSubmissionIsStillAWellFormedDocument() throws {
    let xml = try parsed(GradeReport(entries: [], problem: "submission/ is not a folder <&>"))
    #expect(xml.named("system-err").first?.text == "submission/ is not a folder <&>")
    // An empty or broken submission is an error, never "0 tests, 0 errors" (green in CI).
    let root = try #require(xml.named("testsuites").first)
    #expect(root.attributes["tests"] == "1")
    #expect(root.attributes["errors"] == "1")
    let error = try #require(xml.named("error").first)
    #expect(error.attributes["type"] == "submission")
    #expect(error.text == "submission/ is not a folder <&>")
  }
}
