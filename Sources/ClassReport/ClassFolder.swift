import Foundation

/// A folder of results files for a whole class, read file by file: one damaged file becomes a
/// located ``ReportProblem`` (its student still gets a row) and every other file is still read.
/// Files that are not results (logs, notes, other JSON) are skipped and listed in ``ignored``.
///
/// Who a file belongs to comes from its path below the folder:
/// - `alice/…/phase1-counter.json` → `alice` (the first folder that is not an artifact folder);
///   GitHub Classroom artifacts (`results-<phase>-<slug>/`) and `results/` folders are skipped
///   when looking for it, so `alice/results-phase1-counter/phase1-counter.json` is still Alice's;
/// - `alice.json` directly in the folder → `alice` (one file per student);
/// - `phase1-counter.json` directly in the folder, or only under artifact folders → one student
///   named after the class folder (a single learner's downloaded artifacts).
public struct ClassFolder: Sendable {
  /// The results files that were read, in path order.
  public var files: [ResultsFile]
  /// The results files that could not be read (and an empty or missing folder).
  public var problems: [ReportProblem]
  /// Files below the folder that are not results files, relative to it: skipped.
  public var ignored: [String]

  /// Makes a class from already read files.
  public init(files: [ResultsFile], problems: [ReportProblem], ignored: [String] = []) {
    self.files = files
    self.problems = problems
    self.ignored = ignored
  }

  /// Reads every `.json` and `.xml` file below `folder` (hidden files aside). Other files, and
  /// JSON or XML in no results format, go to ``ignored``; a damaged results file is a problem.
  public static func read(_ folder: URL) -> ClassFolder {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      return ClassFolder(
        files: [],
        problems: [ReportProblem(path: folder.path, message: "フォルダがありません (no such folder): pass the folder that holds the class's results files")])
    }
    let base = folder.standardizedFileURL.resolvingSymlinksInPath().path + "/"
    var paths: [String] = []
    let enumerator = fileManager.enumerator(
      at: folder.standardizedFileURL.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isRegularFileKey],
      options: [.skipsHiddenFiles])
    while let url = enumerator?.nextObject() as? URL {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
      let path = url.standardizedFileURL.resolvingSymlinksInPath().path
      paths.append(path.hasPrefix(base) ? String(path.dropFirst(base.count)) : url.lastPathComponent)
    }
    paths.sort { NaturalOrder.precedes($0, $1) }
    var files: [ResultsFile] = []
    var problems: [ReportProblem] = []
    var ignored: [String] = []
    let className = folder.standardizedFileURL.lastPathComponent
    for path in paths {
      let lowered = path.lowercased()
      let owner = student(of: path, className: className)
      if lowered.hasSuffix(".zip") {
        // Most likely a whole class's results still packed: say so rather than skip it quietly.
        problems.append(
          ReportProblem(path: path, message: "展開されていません (an archive): unzip it into this folder first, then run dojo report again"))
        continue
      }
      guard lowered.hasSuffix(".json") || lowered.hasSuffix(".xml") else {
        ignored.append(path)
        continue
      }
      do {
        let data = try Data(contentsOf: URL(fileURLWithPath: base + path))
        files.append(try ResultsFileReader.read(data, path: path, student: owner))
      } catch let problem as ReportProblem {
        if problem.isNotResults {
          ignored.append(path)
        } else {
          var located = problem
          located.student = owner
          problems.append(located)
        }
      } catch {
        problems.append(ReportProblem(path: path, message: "読めません (cannot read): \(error)", student: owner))
      }
    }
    if files.isEmpty && problems.isEmpty {
      let found = ignored.isEmpty ? "" : " (\(ignored.count) other files were skipped)"
      problems.append(
        ReportProblem(path: ".", message: "結果ファイルがありません (no results files)\(found): put the files `dojo grade --out` wrote, or the downloaded GitHub Classroom artifacts, in this folder"))
    }
    return ClassFolder(files: files, problems: problems, ignored: ignored)
  }

  /// The student a file belongs to (see the type's documentation).
  public static func student(of path: String, className: String) -> String {
    var components = path.split(separator: "/").map(String.init)
    let name = components.removeLast()
    if let folder = components.first(where: { !isArtifactFolder($0) }) { return folder }
    let stem = name.split(separator: ".").dropLast().joined(separator: ".")
    if !components.isEmpty || isExerciseFileName(stem) { return className }
    return stem.isEmpty ? name : stem
  }

  /// `results` or `results-phase1-counter` (what docs/github-classroom.yml uploads).
  static func isArtifactFolder(_ name: String) -> Bool { name == "results" || name.hasPrefix("results-") }

  /// `phase1-counter`: the name the workflow gives one exercise's results file.
  static func isExerciseFileName(_ stem: String) -> Bool {
    stem.range(of: #"^phase\d+-[a-z0-9-]+$"#, options: .regularExpression) != nil
  }
}
