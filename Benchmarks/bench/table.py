"""The rows, measured, as RESULTS.md's table, with the flatness and memory checks."""

import statistics


def verdict(row, pairs, floor_kb):
    """PASS, FAIL with why, or "reference" for rows with no budget."""
    if pairs.failure:
        return "FAIL " + pairs.failure.replace("|", "/")
    problems = []
    if row.budget is not None and pairs.ratio > row.budget:
        problems.append("time")
    if row.budget_ms is not None and pairs.seconds * 1000 > row.budget_ms:
        problems.append(f"time ({pairs.seconds * 1000:.1f} ms > {row.budget_ms:g} ms)")
    if row.memory_beside and pairs.peak_kb > pairs.beside_peak_kb:
        problems.append(f"memory ({pairs.peak_kb / 1024:.1f} MB > {pairs.beside_peak_kb / 1024:.1f} MB beside)")
    elif row.check_memory and not row.memory_beside and floor_kb and pairs.peak_kb > 2 * floor_kb:
        problems.append("memory")
    if problems:
        return "FAIL " + " and ".join(problems)
    return "PASS" if row.budget is not None or row.budget_ms is not None or row.check_memory else "reference"


def flatness(measured, limit=1.25):
    """Rows of one group at growing sizes: each ratio ≤ limit × the smallest size's."""
    groups = {}
    for row, pairs, _ in measured:
        if row.flat_group and not pairs.failure:
            groups.setdefault(row.flat_group, []).append((row, pairs))
    lines = []
    for group, members in groups.items():
        base_row, base = members[0]
        for row, pairs in members[1:]:
            growth = pairs.ratio / base.ratio
            result = "PASS" if growth <= limit else "FAIL time"
            lines.append((f"{group}: {row.size} vs {base_row.size}", growth, result))
    return lines


def render(measured, checks, floor_kb, header):
    lines = ["| operation | size | beside it (interleaved) | median | beside | × beside (median of pairs) | budget | peak RSS (vs beside) | × floor RSS | result |",
             "|---|---|---|---:|---:|---:|---|---:|---:|---|"]
    passed = failed = 0
    for row, pairs, result in measured:
        if pairs.command and pairs.beside:
            budget = ("≤ %.2f ×" % row.budget if row.budget is not None else "") + (
                " ≤ %g ms" % row.budget_ms if row.budget_ms is not None else "")
            memory = (f"{pairs.peak_kb / 1024:.1f} MB vs {pairs.beside_peak_kb / 1024:.1f} MB" if row.memory_beside
                      else f"{pairs.peak_kb / 1024:.1f} MB")
            numbers = (f"{pairs.seconds * 1000:.1f} ms | {pairs.beside_seconds * 1000:.1f} ms | {pairs.ratio:.2f} | "
                       f"{budget.strip() or '—'} | {memory} | {pairs.peak_kb / floor_kb:.2f}")
        else:
            numbers = "— | — | — | " + (f"≤ {row.budget:.2f}" if row.budget is not None else "—") + " | — | —"
        lines.append(f"| {row.name} | {row.size} | {row.beside.name} | {numbers} | {result} |")
        passed += result == "PASS"
        failed += result.startswith("FAIL")
    lines += ["", "Flatness (each ratio ÷ the same row's ratio at the smallest size; budget ≤ 1.25):", "",
              "| rows | growth of the ratio | result |", "|---|---:|---|"]
    for name, growth, result in flatness(measured):
        lines.append(f"| {name} | {growth:.2f} | {result} |")
        passed += result == "PASS"
        failed += result != "PASS"
    lines += ["", "Checks:", "", "| check | result |", "|---|---|"]
    for name, result in checks:
        lines.append(f"| {name} | {result} |")
        passed += result == "PASS"
        failed += result != "PASS"
    summary = f"{passed} passed, {failed} failed"
    return header + "\n".join(lines) + f"\n\n{summary}.\n", summary, failed
