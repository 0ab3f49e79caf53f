import Foundation

/// `dojo report`'s page: one self-contained HTML file (inline CSS, SVG and JavaScript, nothing
/// fetched from the network) with the students who need help, the class's heat map, pass rates in
/// lesson order, the hidden tests that fail most, a drill-down per student (which tests failed
/// and why), the time per submission, and a plain table.
///
/// Every number is in the HTML itself (the SVG charts and the tables are written here, not by
/// script), so the page reads the same with JavaScript off: long messages and the per-student
/// details fold with `<details>`, which needs no script. The script only adds filtering and
/// sorting of the table, opens a student's details when a link points at them, and a line of
/// totals it computes from the embedded data. Long lines wrap: the page never scrolls sideways
/// at 1280 px (only the heat map and the wide table scroll inside their own box).
public struct ClassReportPage: Sendable {
  /// The numbers.
  public var summary: ClassSummary
  /// Files that could not be read.
  public var problems: [ReportProblem]
  /// Titles by exercise id (from the lessons), for labels.
  public var titles: [String: String]
  /// What the page is about (the class folder's name).
  public var source: String
  /// When it was made, as printed on the page (empty: not printed, for reproducible pages).
  public var generated: String
  /// Files that are not results files, skipped (listed at the end of the page).
  public var ignored: [String]
  /// The points rule for the per-student scores (the CSV's).
  public var credit: PartialCredit

  /// Makes a page.
  public init(
    summary: ClassSummary, problems: [ReportProblem], titles: [String: String] = [:], source: String,
    generated: String = "", ignored: [String] = [], credit: PartialCredit = PartialCredit()
  ) {
    self.summary = summary
    self.problems = problems
    self.titles = titles
    self.source = source
    self.generated = generated
    self.ignored = ignored
    self.credit = credit
  }

  /// The whole document.
  public func html() -> String {
    let counts = summary.statusCounts
    let graded = counts.values.reduce(0, +)
    let passed = counts[.pass] ?? 0
    var body = ""
    body += "<header>\n<h1>クラスの結果 <small>(class report)</small></h1>\n"
    body += "<p class=\"meta\">\(escape(source))"
    if !generated.isEmpty { body += " · 作成 (generated) \(escape(generated))" }
    body += "</p>\n"
    var attributes = "data-students=\"\(summary.students.count)\" data-exercises=\"\(summary.exercises.count)\""
    attributes += " data-files=\"\(summary.submissions.count)\" data-graded=\"\(graded)\""
    for status in CellStatus.allCases { attributes += " data-\(status.rawValue)=\"\(counts[status] ?? 0)\"" }
    let needingHelp = summary.studentsNeedingHelp
    attributes += " data-problems=\"\(problems.count)\" data-help=\"\(needingHelp.count)\""
    attributes += " data-duplicates=\"\(summary.duplicates.count)\" data-ignored=\"\(ignored.count)\""
    body += "<dl id=\"summary\" \(attributes)>\n"
    body += item("学生 (students)", "\(summary.students.count)")
    body += item("課題 (exercises)", "\(summary.exercises.count)")
    body += item("結果ファイル (results files)", "\(summary.submissions.count)")
    body += item("合格 (pass)", graded == 0 ? "—" : "\(passed) / \(graded) (\(percent(Double(passed) / Double(graded))))")
    body += item("手助けが必要 (need help)", "\(needingHelp.count)")
    body += "</dl>\n<p id=\"js-status\" class=\"js-only\" hidden></p>\n</header>\n"
    body += problemsSection()
    body += duplicatesSection()
    if summary.students.isEmpty {
      body += "<section id=\"empty\"><h2>結果がありません (no results)</h2><p>表示できる採点結果がありません。上の問題を確かめてください。</p></section>\n"
    } else {
      body += helpSection(needingHelp)
      body += heatMapSection()
      body += passRateSection()
      body += failingTestsSection()
      body += studentsSection(needingHelp)
      body += timeSection()
      body += tableSection()
    }
    body += ignoredSection()
    return """
      <!doctype html>
      <html lang="ja">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>クラスの結果 — \(escape(source))</title>
      <style>\(Self.css)</style>
      </head>
      <body>
      \(body)<script type="application/json" id="class-data">\(dataJSON())</script>
      <script>\(Self.script)</script>
      </body>
      </html>

      """
  }

  // MARK: Sections

  func problemsSection() -> String {
    guard !problems.isEmpty else { return "" }
    var out = "<section id=\"problems\">\n<h2>読めなかったファイル (problems)</h2>\n"
    out += "<p>次のファイルは壊れていて読めませんでした。その学生は理由つきで一覧に載っています。ほかの結果はすべて表示しています。</p>\n<ul>\n"
    for problem in problems {
      out += "<li class=\"problem\" data-path=\"\(escape(problem.path))\"><code>\(escape(problem.path))\(problem.line.map { ":\($0)" } ?? "")</code> \(escape(problem.message))</li>\n"
    }
    return out + "</ul>\n</section>\n"
  }

  func duplicatesSection() -> String {
    guard !summary.duplicates.isEmpty else { return "" }
    var out = "<section id=\"duplicates\" class=\"warning\">\n<h2>重複した結果 (duplicate results)</h2>\n"
    out += "<p>同じ学生・同じ課題の結果ファイルが複数あります。表にはパス順で最後のファイルの結果だけを載せています。"
    out += "形式ごとのフォルダ（exercism/、gradescope/ など）を並べたフォルダを渡した場合は、形式のフォルダを一つだけ渡してください。</p>\n<ul>\n"
    for duplicate in summary.duplicates {
      out += "<li class=\"duplicate\" data-student=\"\(escape(duplicate.student))\" data-exercise=\"\(escape(duplicate.exercise))\">"
      out += "\(escape(duplicate.student)) × <code>\(escape(duplicate.exercise))</code>: "
      out += duplicate.paths.map { "<code>\(escape($0))</code>" }.joined(separator: ", ") + "</li>\n"
    }
    return out + "</ul>\n</section>\n"
  }

  func helpSection(_ needingHelp: [StudentNeedingHelp]) -> String {
    var out = "<section id=\"help\">\n<h2>手助けが必要な学生 (who needs help)</h2>\n"
    out += "<p class=\"rule\">次のどれかに当てはまる学生を、困っている順に並べています: 採点できる提出がない・"
    out += "課題の半分以上が未合格（結果なしを含む）・コンパイルエラー、時間切れ、クラッシュ、エラーで止まった課題がある。"
    out += "名前を押すと、どのテストがなぜ失敗したかが見られます。</p>\n"
    out += everyoneFailsNotes()
    guard !needingHelp.isEmpty else { return out + "<p id=\"help-none\">今は当てはまる学生はいません。</p>\n</section>\n" }
    out += "<table id=\"help-table\">\n<thead><tr><th>#</th><th>学生 (student)</th><th>未合格 (not passed)</th><th>理由 (why)</th></tr></thead>\n<tbody>\n"
    for (index, entry) in needingHelp.enumerated() {
      var reasons: [String] = []
      if let reason = entry.noSubmission {
        reasons.append("採点できる提出がありません (nothing gradable): " + escape(firstLines(reason, 1)))
      } else if entry.notPassed * 2 >= entry.exercises {
        reasons.append("\(entry.exercises) 課題中 \(entry.notPassed) 課題が未合格 (\(entry.notPassed) of \(entry.exercises) not passed)")
      }
      if !entry.stopped.isEmpty {
        let kinds = StudentNeedingHelp.stoppingStatuses.compactMap { status in
          entry.stopped[status].map { "\(escape(status.label)) \($0)" }
        }
        reasons.append("止まった課題 (stopped): " + kinds.joined(separator: " · "))
      }
      out += "<tr class=\"needs-help\" data-student=\"\(escape(entry.student))\" data-not-passed=\"\(entry.notPassed)\" data-stopped=\"\(entry.stoppedCount)\">"
      out += "<td>\(index + 1)</td><td><a href=\"#\(anchor(entry.student))\">\(escape(entry.student))</a></td>"
      out += "<td>\(entry.notPassed) / \(entry.exercises)</td><td>\(reasons.joined(separator: "<br>"))</td></tr>\n"
    }
    return out + "</tbody>\n</table>\n</section>\n"
  }

  /// One line per exercise the whole class fails, said once here instead of flagging everyone.
  func everyoneFailsNotes() -> String {
    var out = ""
    for exercise in summary.exercisesEveryoneFails {
      let graded = summary.students.filter { summary.cell($0, exercise) != nil }.count
      let title = titles[exercise].map { " \(escape($0))" } ?? ""
      out += "<p class=\"everyone-fails warning\" data-exercise=\"\(escape(exercise))\">"
      out += "全員が <code>\(escape(exercise))</code>\(title) に合格していません（結果のある \(graded) 人全員）。"
      out += "学生ではなく、課題か授業に問題がある可能性があります。この課題は上の基準から外しています。"
      out += " (everyone fails \(escape(exercise)): probably the exercise or the lesson; it is left out of the rule above)</p>\n"
    }
    return out
  }

  func studentsSection(_ needingHelp: [StudentNeedingHelp]) -> String {
    let flagged = Set(needingHelp.map(\.student))
    let possible = summary.exercises.reduce(0) { $0 + credit.weight(of: $1) }
    var out = "<section id=\"students\">\n<h2>学生ごとの詳細 (per student)</h2>\n"
    out += "<p>名前を開くと、課題ごとの結果・通った隠しテストの数・得点（通ったテストの割合 × 課題の配点）と、失敗したテストの理由が見られます。</p>\n"
    for student in summary.students {
      let passed = summary.exercises.filter { summary.cell(student, $0)?.status == .pass }.count
      let points = summary.exercises.reduce(0) { $0 + credit.points(summary.cell(student, $1), exercise: $1) }
      out += "<details class=\"student-detail\" id=\"\(anchor(student))\" data-student=\"\(escape(student))\" data-points=\"\(ClassGradebook.number(points))\">\n"
      out += "<summary><strong>\(escape(student))</strong> — 合格 (pass) \(passed) / \(summary.exercises.count) · "
      out += "得点 (points) \(ClassGradebook.number(points)) / \(ClassGradebook.number(possible))"
      if flagged.contains(student) { out += " <span class=\"flag\">手助けが必要 (needs help)</span>" }
      out += "</summary>\n"
      for problem in summary.submissionProblems[student] ?? [] {
        out += "<div class=\"submission-problem\">提出の問題 (submission problem): \(message(problem))</div>\n"
      }
      out += "<table class=\"exercises\">\n<thead><tr><th>課題 (exercise)</th><th>結果 (result)</th><th>隠しテスト (hidden tests)</th><th>得点 (points)</th><th>なぜ (why)</th></tr></thead>\n<tbody>\n"
      for exercise in summary.exercises {
        let result = summary.cell(student, exercise)
        let status = result?.status.rawValue ?? "none"
        out += "<tr class=\"exercise-result\" data-exercise=\"\(escape(exercise))\" data-status=\"\(status)\">"
        out += "<td><code>\(escape(exercise))</code></td>"
        out += "<td class=\"s-\(status)\">\(escape(result.map { "\($0.status.mark) \($0.status.label)" } ?? "— 結果なし (no result)"))</td>"
        if let result, !result.tests.isEmpty {
          let notRun = result.notRunTests
          out += "<td>\(result.passedTests) / \(result.tests.count)\(notRun > 0 ? " (未実行 not run \(notRun))" : "")</td>"
        } else {
          out += "<td>—</td>"
        }
        out += "<td>\(ClassGradebook.number(credit.points(result, exercise: exercise))) / \(ClassGradebook.number(credit.weight(of: exercise)))</td>"
        out += "<td>\(why(result))</td></tr>\n"
      }
      out += "</tbody>\n</table>\n</details>\n"
    }
    return out + "</section>\n"
  }

  /// The failed tests of one result with their messages, or why it stopped.
  func why(_ result: ExerciseResult?) -> String {
    guard let result, result.status != .pass else { return "" }
    var items: [String] = []
    // JUnit has no separate line for a timeout during a test: the reason is that test's message.
    if let reason = result.message, !result.tests.contains(where: { $0.ran && !$0.passed && $0.message == reason }) {
      items.append("<li class=\"reason\">\(message(reason))</li>")
    }
    for test in result.tests where test.ran && !test.passed {
      let text = test.message.map { message($0) } ?? ""
      items.append("<li class=\"failed-test\"><code>\(escape(test.name))</code> \(text)</li>")
    }
    let notRun = result.notRunTests
    if notRun > 0 {
      items.append("<li class=\"not-run\">未実行 (not run) \(notRun) 件: 前のテストが時間切れかクラッシュで止まったため、判定されていません。</li>")
    }
    return items.isEmpty ? "" : "<ul class=\"why\">" + items.joined() + "</ul>"
  }

  func ignoredSection() -> String {
    guard !ignored.isEmpty else { return "" }
    var out = "<section id=\"ignored\">\n<details><summary>結果ファイルではないため読み飛ばしたファイル (ignored) \(ignored.count) 件</summary>\n<ul>\n"
    for path in ignored { out += "<li data-path=\"\(escape(path))\"><code>\(escape(path))</code></li>\n" }
    return out + "</ul>\n</details>\n</section>\n"
  }

  func legend() -> String {
    var out = "<ul class=\"legend\">"
    for status in CellStatus.allCases {
      out += "<li><span class=\"swatch s-\(status.rawValue)\">\(status.mark)</span>\(escape(status.label))</li>"
    }
    return out + "<li><span class=\"swatch s-none\"></span>未提出 (no result)</li></ul>\n"
  }

  func heatMapSection() -> String {
    let cell = 24
    let gap = 2
    let labelWidth = max(60, 16 + (summary.students.map { displayWidth($0) }.max() ?? 4) * 7)
    // Column labels are rotated 50°: room above and to the right for the longest id (12 px text,
    // about 7 px a character), so that no label is cut off.
    let longestLabel = Double(summary.exercises.map { displayWidth($0) }.max() ?? 10) * 7
    let headerHeight = max(130, Int(longestLabel * 0.77) + 16)
    let width = labelWidth + summary.exercises.count * (cell + gap) + max(150, Int(longestLabel * 0.64) + 16)
    let height = headerHeight + summary.students.count * (cell + gap) + 4
    var svg = "<svg id=\"heatmap-svg\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"ヒートマップ (heat map)\">\n"
    for (column, exercise) in summary.exercises.enumerated() {
      let x = labelWidth + column * (cell + gap) + cell / 2
      svg += "<text class=\"col-label\" transform=\"translate(\(x),\(headerHeight - 6)) rotate(-50)\">\(escape(exercise))</text>\n"
    }
    for (row, student) in summary.students.enumerated() {
      let y = headerHeight + row * (cell + gap)
      svg += "<g class=\"row\" data-student=\"\(escape(student))\">\n"
      svg += "<a href=\"#\(anchor(student))\"><text class=\"row-label\" x=\"\(labelWidth - 8)\" y=\"\(y + cell / 2 + 5)\" text-anchor=\"end\">\(escape(student))</text></a>\n"
      for (column, exercise) in summary.exercises.enumerated() {
        let x = labelWidth + column * (cell + gap)
        let result = summary.cell(student, exercise)
        let status = result?.status.rawValue ?? "none"
        let label = result?.status.label ?? "未提出 (no result)"
        svg += "<a href=\"#\(anchor(student))\"><g class=\"cell\" data-student=\"\(escape(student))\" data-exercise=\"\(escape(exercise))\" data-status=\"\(status)\">"
        svg += "<title>\(escape(student)) — \(escape(exercise)): \(escape(label))</title>"
        svg += "<rect class=\"s-\(status)\" x=\"\(x)\" y=\"\(y)\" width=\"\(cell)\" height=\"\(cell)\" rx=\"3\"/>"
        if let result {
          svg += "<text class=\"mark\" x=\"\(x + cell / 2)\" y=\"\(y + cell / 2 + 5)\" text-anchor=\"middle\">\(escape(result.status.mark))</text>"
        }
        svg += "</g></a>\n"
      }
      svg += "</g>\n"
    }
    svg += "</svg>\n"
    return "<section id=\"heatmap\">\n<h2>ヒートマップ: 学生 × 課題 (heat map)</h2>\n\(legend())<div class=\"scroll\">\(svg)</div>\n</section>\n"
  }

  func passRateSection() -> String {
    let rates = summary.passRates
    let barWidth = 320
    let rowHeight = 24
    let labelWidth = max(230, 16 + (rates.map { displayWidth($0.exercise) }.max() ?? 10) * 7)
    let width = labelWidth + barWidth + 90
    let height = rates.count * rowHeight + 8
    var svg = "<svg id=\"pass-rate-svg\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"合格率 (pass rate)\">\n"
    var table = "<table id=\"pass-rate-table\">\n<thead><tr><th>#</th><th>課題 (exercise)</th><th>合格 (pass)</th><th>採点 (graded)</th><th>合格率 (pass rate)</th></tr></thead>\n<tbody>\n"
    for (index, rate) in rates.enumerated() {
      let y = index * rowHeight + 4
      let filled = Int((rate.rate ?? 0) * Double(barWidth))
      let text = rate.rate.map(percent) ?? "—"
      svg += "<text x=\"\(labelWidth - 8)\" y=\"\(y + 16)\" text-anchor=\"end\">\(escape(rate.exercise))</text>"
      svg += "<rect class=\"track\" x=\"\(labelWidth)\" y=\"\(y + 3)\" width=\"\(barWidth)\" height=\"16\" rx=\"3\"/>"
      svg += "<rect class=\"s-pass\" x=\"\(labelWidth)\" y=\"\(y + 3)\" width=\"\(filled)\" height=\"16\" rx=\"3\"/>"
      svg += "<text x=\"\(labelWidth + barWidth + 8)\" y=\"\(y + 16)\">\(text)</text>\n"
      let title = titles[rate.exercise].map { " <span class=\"title\">\(escape($0))</span>" } ?? ""
      table += "<tr class=\"rate\" data-exercise=\"\(escape(rate.exercise))\" data-passed=\"\(rate.passed)\" data-graded=\"\(rate.graded)\">"
      table += "<td>\(index + 1)</td><td><code>\(escape(rate.exercise))</code>\(title)</td><td>\(rate.passed)</td><td>\(rate.graded)</td><td>\(text)</td></tr>\n"
    }
    svg += "</svg>\n"
    table += "</tbody>\n</table>\n"
    return "<section id=\"pass-rates\">\n<h2>課題ごとの合格率 (pass rate, lesson order)</h2>\n<div class=\"scroll\">\(svg)</div>\n\(table)</section>\n"
  }

  func failingTestsSection() -> String {
    let failing = summary.failingTests()
    var out = "<section id=\"failing-tests\">\n<h2>よく失敗する隠しテスト (hidden tests that fail most)</h2>\n"
    guard !failing.isEmpty else { return out + "<p>失敗した隠しテストはありません。</p>\n</section>\n" }
    out += "<p>時間切れやクラッシュのあとで実行されなかったテストは数えていません。長いメッセージは最初の数行だけを表示します（押すと全文）。</p>\n"
    out += "<table id=\"failing-table\">\n<thead><tr><th>#</th><th>課題 (exercise)</th><th>テスト (test)</th><th>失敗 (failures)</th><th>学習者が見たメッセージ (message)</th></tr></thead>\n<tbody>\n"
    for (index, test) in failing.enumerated() {
      out += "<tr class=\"failing\" data-exercise=\"\(escape(test.exercise))\" data-test=\"\(escape(test.test))\" data-failures=\"\(test.failures)\" data-runs=\"\(test.runs)\">"
      out += "<td>\(index + 1)</td><td><code>\(escape(test.exercise))</code></td><td><code>\(escape(test.test))</code></td>"
      out += "<td>\(test.failures) / \(test.runs)</td><td>"
      out += test.message.map { message($0) } ?? "—"
      out += "</td></tr>\n"
    }
    return out + "</tbody>\n</table>\n</section>\n"
  }

  func timeSection() -> String {
    let times = summary.submissions.compactMap(\.seconds)
    let longest = max(times.max() ?? 0, 0.001)
    var out = "<section id=\"times\">\n<h2>提出ごとの時間 (time per submission)</h2>\n"
    if times.isEmpty {
      out += "<p>時間を記録した結果ファイルがありません (Exercism v3 には時間の欄がありません。Gradescope か JUnit で採点すると表示されます)。</p>\n"
    } else {
      let sorted = times.sorted()
      let median = sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
      out += "<p id=\"time-stats\" data-count=\"\(times.count)\" data-median=\"\(seconds(median))\" data-max=\"\(seconds(sorted.last!))\">"
      out += "中央値 (median) \(seconds(median)) 秒 · 最大 (max) \(seconds(sorted.last!)) 秒 · \(times.count) 件</p>\n"
    }
    out += "<table id=\"time-table\">\n<thead><tr><th>学生 (student)</th><th>ファイル (file)</th><th>形式 (format)</th><th>課題数 (exercises)</th><th>時間 (seconds)</th></tr></thead>\n<tbody>\n"
    for file in summary.submissions {
      out += "<tr class=\"submission\" data-student=\"\(escape(file.student))\" data-path=\"\(escape(file.path))\" data-seconds=\"\(file.seconds.map(seconds) ?? "")\">"
      out += "<td>\(escape(file.student))</td><td><code>\(escape(file.path))</code></td><td>\(escape(file.format.rawValue))</td><td>\(file.exercises.count)</td><td>"
      if let value = file.seconds {
        let share = Int((value / longest * 100).rounded())
        out += "<span class=\"bar\" style=\"width:\(max(share, 1))px\"></span> \(seconds(value))"
      } else {
        out += "—"
      }
      out += "</td></tr>\n"
    }
    return out + "</tbody>\n</table>\n</section>\n"
  }

  func tableSection() -> String {
    var out = "<section id=\"table\">\n<h2>一覧表 (table)</h2>\n"
    out += "<p class=\"js-only\" hidden><label>表示 (show): <select id=\"filter\"><option value=\"\">すべて (all)</option>"
    for status in CellStatus.allCases { out += "<option value=\"\(status.rawValue)\">\(escape(status.label)) を含む学生</option>" }
    out += "</select></label> 見出しをクリックすると並べ替えます (click a heading to sort).</p>\n"
    out += legend()
    out += "<div class=\"scroll\"><table id=\"class-table\">\n<thead><tr><th data-sort=\"student\">学生 (student)</th><th data-sort=\"passed\">合格 (pass)</th>"
    for (index, exercise) in summary.exercises.enumerated() {
      out += "<th data-sort=\"\(index)\" title=\"\(escape(titles[exercise] ?? exercise))\"><code>\(escape(exercise))</code></th>"
    }
    out += "</tr></thead>\n<tbody>\n"
    for student in summary.students {
      let passed = summary.exercises.filter { summary.cell(student, $0)?.status == .pass }.count
      out += "<tr class=\"student\" data-student=\"\(escape(student))\" data-passed=\"\(passed)\"><th><a href=\"#\(anchor(student))\">\(escape(student))</a></th><td>\(passed)</td>"
      for exercise in summary.exercises {
        if let result = summary.cell(student, exercise) {
          // The mark only (the legend above explains it), so that a class of 30 exercises fits.
          out += "<td class=\"s-\(result.status.rawValue)\" data-status=\"\(result.status.rawValue)\" title=\"\(escape(result.status.label))\">\(escape(result.status.mark))</td>"
        } else {
          out += "<td class=\"s-none\" data-status=\"none\">—</td>"
        }
      }
      out += "</tr>\n"
    }
    return out + "</tbody>\n</table></div>\n</section>\n"
  }

  // MARK: Data for the script

  /// `{"students":[…],"exercises":[…],"cells":[["pass","fail",null,…],…]}`, safe inside `<script>`.
  func dataJSON() -> String {
    var object: [String: Any] = [:]
    object["students"] = summary.students
    object["exercises"] = summary.exercises
    object["cells"] = summary.students.map { student in
      summary.exercises.map { summary.cell(student, $0)?.status.rawValue ?? "none" }
    }
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
      .replacingOccurrences(of: "<", with: "\\u003c")
      .replacingOccurrences(of: ">", with: "\\u003e")
      .replacingOccurrences(of: "&", with: "\\u0026")
  }

  // MARK: Helpers

  /// The element id of a student's details: their position, since a name may hold any character.
  func anchor(_ student: String) -> String {
    "student-\((summary.students.firstIndex(of: student) ?? 0) + 1)"
  }

  /// Lines of a message shown before it folds.
  static let foldLines = 3
  /// Characters of a message shown before it folds.
  static let foldCharacters = 240
  /// The most of one message a page carries (a runaway learner print can be megabytes).
  static let messageLimit = 20_000

  /// A message as learners saw it: short ones whole; long ones folded to their first lines, the
  /// whole text one click away (`<details>`, no script needed). Long lines wrap (CSS).
  func message(_ text: String) -> String {
    let capped = text.count > Self.messageLimit
      ? String(text.prefix(Self.messageLimit)) + "\n… (\(text.count - Self.messageLimit) 文字省略 / characters cut)" : text
    let lines = capped.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > Self.foldLines || capped.count > Self.foldCharacters else {
      return "<pre class=\"msg\">\(escape(capped))</pre>"
    }
    let head = firstLines(capped, Self.foldLines)
    var out = "<details class=\"msg\"><summary><span class=\"msg-head\">\(escape(head))…</span>"
    out += " <span class=\"more\">全文 (more): \(lines.count) 行</span></summary>"
    return out + "<pre class=\"msg\">\(escape(capped))</pre></details>"
  }

  /// The first `count` lines of `text`, at most ``foldCharacters`` characters.
  func firstLines(_ text: String, _ count: Int) -> String {
    let head = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(count).joined(separator: "\n")
    return head.count > Self.foldCharacters ? String(head.prefix(Self.foldCharacters)) : head
  }

  func item(_ term: String, _ value: String) -> String { "<div><dt>\(term)</dt><dd>\(value)</dd></div>\n" }

  func percent(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 10
    return scaled == scaled.rounded() ? "\(Int(scaled)) %" : String(format: "%.1f %%", scaled)
  }

  func seconds(_ value: Double) -> String { String(format: "%.1f", value) }

  /// Columns a name takes in the SVG label (wide characters count twice).
  func displayWidth(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + ($1.value > 0x2E80 ? 2 : 1) }
  }

  func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }

  static let css = """
    body{font-family:system-ui,-apple-system,"Hiragino Sans","Noto Sans CJK JP",sans-serif;margin:24px;color:#1d1d1f;background:#fff}
    h1{font-size:1.6em;margin:0 0 4px}h1 small,h2 small{font-weight:normal;color:#666}
    h2{font-size:1.2em;margin:32px 0 8px;border-bottom:1px solid #ddd;padding-bottom:4px}
    .meta{color:#666;margin:0 0 12px}
    dl#summary{display:flex;flex-wrap:wrap;gap:12px;margin:0}
    dl#summary div{background:#f4f5f7;border-radius:8px;padding:8px 14px}
    dt{font-size:.8em;color:#666}dd{margin:0;font-size:1.3em;font-weight:600}
    .scroll{overflow-x:auto;max-width:100%}
    table{border-collapse:collapse;margin:8px 0;font-size:.9em;max-width:100%}
    th,td{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top;overflow-wrap:break-word}
    li,p,summary,td code,td a{overflow-wrap:anywhere}
    pre.msg,.msg-head{white-space:pre-wrap;overflow-wrap:anywhere;word-break:break-word;margin:0;font-family:ui-monospace,Menlo,monospace;font-size:.85em}
    details.msg summary{cursor:pointer}
    details.msg[open] .msg-head{display:none}
    .more{color:#4a5dbd;font-size:.8em;white-space:nowrap}
    #failing-table td:last-child{min-width:24em}
    #help{background:#fdeeee;border:1px solid #e7a3a3;border-radius:8px;padding:4px 16px;margin-top:16px}
    #help h2{border:none}
    .rule{color:#444;font-size:.9em}
    .flag{background:#d64545;color:#fff;border-radius:4px;padding:0 6px;font-size:.8em}
    details.student-detail{border:1px solid #ddd;border-radius:6px;margin:6px 0;padding:4px 10px}
    details.student-detail>summary{cursor:pointer}
    details.student-detail:target{border-color:#4a5dbd}
    ul.why{margin:0;padding-left:1.2em}
    .submission-problem{margin:6px 0}
    .warning{background:#fff4e5;border:1px solid #f0c36d;border-radius:8px;padding:4px 16px;margin-top:16px}
    .warning h2{border:none}
    #class-table td[data-status]{text-align:center}
    thead th{background:#f4f5f7;position:sticky;top:0}
    th[data-sort]{cursor:pointer}
    pre{white-space:pre-wrap;overflow-wrap:anywhere;margin:0;max-width:60em;font-size:.9em}
    code{font-family:ui-monospace,Menlo,monospace}
    .legend{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:14px;font-size:.9em}
    .swatch{display:inline-block;width:18px;height:18px;border-radius:3px;margin-right:4px;text-align:center;color:#fff;font-size:12px;line-height:18px;vertical-align:middle}
    svg text{font-size:12px;fill:#1d1d1f}
    svg .mark{fill:#fff;font-size:12px;font-weight:bold;pointer-events:none}
    .s-pass{background:#2e9e5b;fill:#2e9e5b;color:#fff}
    .s-fail{background:#d64545;fill:#d64545;color:#fff}
    .s-compile{background:#8e5cc4;fill:#8e5cc4;color:#fff}
    .s-timeout{background:#e0a020;fill:#e0a020;color:#fff}
    .s-crash{background:#5a5a5a;fill:#5a5a5a;color:#fff}
    .s-error{background:#9a9a9a;fill:#9a9a9a;color:#fff}
    .s-none{background:#f4f5f7;fill:#eceef1;color:#888}
    svg .track{fill:#eceef1}
    .bar{display:inline-block;height:10px;background:#4a7bd0;border-radius:2px;vertical-align:middle}
    #problems{background:#fff4e5;border:1px solid #f0c36d;border-radius:8px;padding:4px 16px}
    #problems h2{border:none}
    .title{color:#666}
    """

  static let script = """
    (function(){
    var data=JSON.parse(document.getElementById('class-data').textContent);
    var counts={};var total=0;
    data.cells.forEach(function(row){row.forEach(function(s){if(s!=='none'){counts[s]=(counts[s]||0)+1;total++;}});});
    var status=document.getElementById('js-status');
    if(status){
      status.hidden=false;status.dataset.graded=String(total);
      ['pass','fail','compile','timeout','crash','error'].forEach(function(s){status.dataset[s]=String(counts[s]||0);});
      status.textContent='集計 (totals): 採点 '+total+' 件 · 合格 '+(counts.pass||0)+' · 不合格 '+(counts.fail||0)+' · コンパイルエラー '+(counts.compile||0)+' · 時間切れ '+(counts.timeout||0);
    }
    function openTarget(){var id=location.hash.slice(1);var e=id&&document.getElementById(id);if(e&&e.tagName==='DETAILS'){e.open=true;e.scrollIntoView();}}
    window.addEventListener('hashchange',openTarget);openTarget();
    document.querySelectorAll('.js-only').forEach(function(e){e.hidden=false;});
    var table=document.getElementById('class-table');if(!table)return;
    var body=table.tBodies[0];
    var filter=document.getElementById('filter');
    if(filter){filter.addEventListener('change',function(){
      Array.prototype.forEach.call(body.rows,function(row){
        var keep=!filter.value||row.querySelector('td[data-status="'+filter.value+'"]')!==null;
        row.style.display=keep?'':'none';});});}
    var rank={pass:0,fail:1,timeout:2,crash:3,compile:4,error:5,none:6};
    var direction=1,last=null;
    table.querySelectorAll('th[data-sort]').forEach(function(th){th.addEventListener('click',function(){
      var key=th.dataset.sort;direction=(last===key)?-direction:1;last=key;
      var rows=Array.prototype.slice.call(body.rows);
      rows.sort(function(a,b){
        var x,y;
        if(key==='student'){x=a.dataset.student;y=b.dataset.student;return direction*x.localeCompare(y,undefined,{numeric:true});}
        if(key==='passed'){x=+a.dataset.passed;y=+b.dataset.passed;return direction*(y-x);}
        var i=+key+2;x=rank[a.cells[i].dataset.status];y=rank[b.cells[i].dataset.status];return direction*(x-y);});
      rows.forEach(function(r){body.appendChild(r);});});});
    })();
    """
}
