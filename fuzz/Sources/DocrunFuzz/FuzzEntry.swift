import RunbookChecks
import RunbookKit
import RunbookRunner

/// The check runner the fuzzer uses: one thread, every rule but `command-syntax` (it talks to a bash process,
/// which would make each input thousands of times slower and fuzz bash rather than docrun).
private let runner = CheckRunner(
    options: CheckOptions(threads: 1),
    setRules: RuleRegistry.setRules.filter { $0.description.id != "command-syntax" })

/// Values the plan is given, by turns: each placeholder gets one, so that substitution runs in every context the
/// page puts a placeholder in (numbers where bash evaluates arithmetic; code, quotes and blanks elsewhere).
private let hostileValues = ["3", "-1", "a[$(touch x)]", "'; touch x; '", "\"$(touch x)\"", "`x`", "${HOME}", "a b\tc"]

/// libFuzzer's entry point: the bytes are a page; read it as `docrun list` does (and render its JSON), plan it as
/// `docrun plan` does with a value for every placeholder (and render the plan as text, JSON and a script), then
/// check it as `docrun check` does. Any crash, hang or sanitizer report is a finding; rejected pages are fine.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes: [UInt8] = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    if let source = try? PageSource(path: "fuzz.md", bytes: bytes) {
        let page = RunbookReader().readPage(source)
        _ = RunbookJSON.rendered(page.runbook, indent: 1)
        var values: [String: String] = [:]
        for (index, placeholder) in page.runbook.placeholders.enumerated() {
            values[placeholder.name] = hostileValues[index % hostileValues.count]
        }
        if let plan = try? Planner.plan(page.runbook, selection: .init(), inputs: ValueInputs(commandLine: values)) {
            _ = PlanTextReport(language: .en).render(plan)
            _ = PlanScriptReport(language: .en).render(plan)
            _ = PlanJSONReport.value(of: plan).renderedUTF8()
        }
    }
    let report = try? runner.check(pages: [PageInput(path: "fuzz.md", bytes: bytes)])
    if let report { _ = Reporter.render(report, as: .text) }
    return 0
}

/// libFuzzer's driver, called from our own entry point (see `fuzzMain`).
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafeRawPointer?, Int) -> CInt
) -> CInt

/// The program's entry point. SwiftPM links every executable target with `main` aliased to `<Target>_main`, which
/// keeps libFuzzer's own `main` out, so this one hands the command line to libFuzzer's driver.
@_cdecl("DocrunFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { start, count in fuzzOneInput(start, count) }
}
