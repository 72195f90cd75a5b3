#!/usr/bin/env python3
"""Turns sheetwright_bench's JSON output into the results table: each figure beside its floor
measured in the same run, the ratio and its target, and how the figure grows from the smallest
campaign to each larger one (1x to 10x, 1x to 100x); then the game systems' figures (validation,
PDF and exact odds of Fate, Meshal and 狩魂者 beside Blades').
Prints the table; with --write FILE, replaces the part of FILE between the markers
<!-- bench:begin --> and <!-- bench:end --> (the rest of the file is left as written)."""
import argparse
import json
import os
import platform
import re
import subprocess
import sys

UNIT = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}

# Issue #20's targets: start-up within 1.5x of a bare window, the others within 2x of their floor,
# every figure flat (within 1.2x) from the smallest campaign to each larger one.
FLAT = 1.2

# (figure, benchmark, floor, ratio target, growth target): {s} is the scale ("1x", "10x", "100x").
FIGURES = [
    ("Cold start to a shown main window (process launch to exit)", "ColdStart/App/{s}", "ColdStart/BareWindow", 1.5, FLAT),
    ("Open the campaign: browser filled + first character sheet", "OpenBrowserAndSheet/{s}", "RawRead/{s}", 2.0, FLAT),
    ("One edit committed (engine check + transaction + journal)", "Edit/{s}", "RawUpdate/{s}", 2.0, FLAT),
    ("Undo of one edit", "Undo/{s}", "RawUpdate/{s}", 2.0, FLAT),
    ("Validation of a full character", "Validate/{s}", None, None, FLAT),
    ("Open the GM boards: clocks board (first page)", "GmClocks/{s}", "RawGmClocks/{s}", 2.0, FLAT),
    ("Open the GM boards: timeline (first page)", "GmTimeline/{s}", "RawGmTimeline/{s}", 2.0, FLAT),
    ("Open the GM boards: roll log (first page)", "GmRollLog/{s}", "RawGmRollLog/{s}", 2.0, FLAT),
    ("Open the GM boards: faction ladder, rung 0's first page", "GmLadder/{s}", "RawGmLadder/{s}", 2.0, FLAT),
    ("PDF of one character sheet", "PdfCharacter/{s}", "PdfFloorCharacter/{s}", 2.0, FLAT),
    ("PDF of a six-member crew", "PdfCrew/{s}", "PdfFloorCrew/{s}", 2.0, FLAT),
]

# The game systems' figures, measured once (not per campaign size): (figure, benchmark, floor,
# ratio target). {base} is the smallest campaign (Blades' own figures come from it).
SYSTEM_FIGURES = [
    ("Validation of a full sheet: Blades (character 1 of the {base} campaign)", "Validate/{base}", None, None),
    ("Validation of a full sheet: Fate (Condensed, in play)", "SystemValidate/Fate", None, None),
    ("Validation of a full sheet: Meshal (Lite, after an adventure)", "SystemValidate/Meshal", None, None),
    ("Validation of a full sheet: 狩魂者", "SystemValidate/Soulhunter", None, None),
    ("PDF of one sheet: Blades character ({base} campaign)", "PdfCharacter/{base}", "PdfFloorCharacter/{base}", 2.0),
    ("PDF of one sheet: Fate", "SystemPdf/Fate", "SystemPdfFloor/Fate", 2.0),
    ("PDF of one sheet: Meshal", "SystemPdf/Meshal", "SystemPdfFloor/Meshal", 2.0),
    ("PDF of one sheet: 狩魂者", "SystemPdf/Soulhunter", "SystemPdfFloor/Soulhunter", 2.0),
    ("Exact odds, Fate: a +3 roll against Great (+4), 81 outcomes of 4dF", "Odds/Fate", "OddsFloor/Fate", 2.0),
    ("Exact odds, Meshal: the odds table of a 10-die point roll (20 rows)", "Odds/MeshalTable", "OddsFloor/MeshalTable", 2.0),
    ("Exact odds, 狩魂者: the CAT distribution of 倾势 +2, 级别 +2, 喝彩 3 (34,560,000 outcomes)", "Odds/SoulhunterCat", None, None),
]


def seconds(b):
    return b["real_time"] * UNIT[b.get("time_unit", "ns")]


def cpu_seconds(b):
    return b["cpu_time"] * UNIT[b.get("time_unit", "ns")]


def human(s):
    if s is None:
        return "—"
    if s >= 1:
        return f"{s:.2f} s"
    if s >= 1e-3:
        return f"{s * 1e3:.1f} ms"
    if s >= 1e-6:
        return f"{s * 1e6:.1f} µs"
    return f"{s * 1e9:.0f} ns"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("json", nargs="+", help="sheetwright_bench --benchmark_out files (later ones add figures)")
    ap.add_argument("--write")
    ap.add_argument("--generation", action="append", default=[], help="a campaigngen log line, per scale")
    ap.add_argument("--command", default="scripts/bench")
    ap.add_argument("--build-type", default="Release", help="the CMake build type of the measured build")
    args = ap.parse_args()
    data = None
    for path in args.json:
        with open(path) as f:
            part = json.load(f)
        if data is None:
            data = part
        else:
            data["benchmarks"] += part["benchmarks"]
    runs = {}
    errors = {}
    benchmarks = data["benchmarks"]
    # With --benchmark_repetitions, only the medians are used.
    if any(b.get("run_type") == "aggregate" for b in benchmarks):
        benchmarks = [b for b in benchmarks if b.get("aggregate_name") == "median" or b.get("error_occurred")]
    for b in benchmarks:
        name = re.sub(r"/(iterations:\d+|repeats:\d+|real_time|manual_time)", "", b.get("run_name", b["name"]))
        if b.get("error_occurred"):
            errors[name] = b.get("error_message", "error")
            continue
        runs[name] = b
    scales = sorted({n.rsplit("/", 1)[1] for n in runs if re.search(r"/\d+x$", n)}, key=lambda s: int(s[:-1]))
    base = scales[0] if scales else "1x"
    tops = scales[1:]

    lines = []
    header = f"| figure | {base} | floor | ratio | target | verdict |"
    for t in tops:
        header += f" {t} | growth {base}→{t} | verdict |"
    if tops:
        header += " growth target |"
    lines.append(header)
    lines.append("|" + "---|" * (header.count("|") - 1))
    shortfalls = []

    def verdict(ok):
        return "—" if ok is None else ("pass" if ok else "**shortfall**")

    def row(label, value, floor, target, grow_values, grow_target, fmt=human):
        ratio = value / floor if value is not None and floor else None
        ok = None if ratio is None or target is None else ratio <= target
        cells = [label, fmt(value), fmt(floor), f"{ratio:.2f}×" if ratio else "—",
                 f"≤ {target:g}×" if target else "—", verdict(ok)]
        if ok is False:
            shortfalls.append(f"{label}: {ratio:.2f}× its floor (target ≤ {target:g}×)")
        for t, grow_value in zip(tops, grow_values):
            growth = grow_value / value if grow_value is not None and value else None
            gok = None if growth is None else growth <= grow_target
            cells += [fmt(grow_value), f"{growth:.2f}×" if growth else "—", verdict(gok)]
            if gok is False:
                shortfalls.append(f"{label}: grows {growth:.2f}× from {base} to {t} (target ≤ {grow_target:g}×)")
        if tops:
            cells.append(f"≤ {grow_target:g}×")
        lines.append("| " + " | ".join(cells) + " |")

    for label, name, floor, target, grow in FIGURES:
        b = runs.get(name.format(s=base))
        if b is None:
            missing = name.format(s=base)
            lines.append(f"| {label} | not measured{': ' + errors[missing] if missing in errors else ''} | | | | |" +
                         " | | |" * len(tops) + (" |" if tops else ""))
            continue
        fl = runs.get(floor.format(s=base)) if floor else None
        grown = [runs.get(name.format(s=t)) for t in tops]
        row(label, seconds(b), seconds(fl) if fl else None, target, [seconds(g) if g else None for g in grown], grow)

    app = runs.get(f"ColdStart/App/{base}")
    bare = runs.get("ColdStart/BareWindow")
    if app and bare and "peak_rss_MiB" in app:
        grown = [runs.get(f"ColdStart/App/{t}") for t in tops]
        mib = lambda v: "—" if v is None else f"{v:.0f} MiB"
        row("Peak RSS, campaign open and window shown", app["peak_rss_MiB"], bare["peak_rss_MiB"], None,
            [g["peak_rss_MiB"] if g else None for g in grown], FLAT, fmt=mib)

    # The systems' figures are single-threaded work inside the bench process (no child process,
    # no fsync): their CPU time is what they cost; on a machine shared with other builds the wall
    # clock of a sub-millisecond figure mostly measures the scheduler. Both are shown.
    system_lines = []
    if any(runs.get(name.format(base=base)) for _, name, _, _ in SYSTEM_FIGURES[1:]):
        system_lines.append("| figure (game systems, one sheet each) | CPU time | floor (CPU) | ratio | target | verdict "
                            "| wall clock | floor (wall) |")
        system_lines.append("|---|---|---|---|---|---|---|---|")
        for label, name, floor, target in SYSTEM_FIGURES:
            label = label.format(base=base)
            b = runs.get(name.format(base=base))
            fl = runs.get(floor.format(base=base)) if floor else None
            if b is None:
                missing = name.format(base=base)
                system_lines.append(f"| {label} | not measured{': ' + errors[missing] if missing in errors else ''} | | | | | | |")
                continue
            value, fv = cpu_seconds(b), cpu_seconds(fl) if fl else None
            ratio = value / fv if fv else None
            ok = None if ratio is None or target is None else ratio <= target
            if ok is False:
                shortfalls.append(f"{label}: {ratio:.2f}× its floor in CPU time (target ≤ {target:g}×)")
            system_lines.append("| " + " | ".join([label, human(value), human(fv), f"{ratio:.2f}×" if ratio else "—",
                                                  f"≤ {target:g}×" if target else "—", verdict(ok), human(seconds(b)),
                                                  human(seconds(fl) if fl else None)]) + " |")

    diagnostics = []
    text = runs.get("ColdStart/BareWindowText")
    if app and bare and text:
        ratios = ", ".join(f"{human(seconds(runs[f'ColdStart/App/{s}']))} at {s}, {seconds(runs[f'ColdStart/App/{s}']) / seconds(text):.2f}×"
                           for s in scales if runs.get(f"ColdStart/App/{s}"))
        diagnostics.append("Cold start beside a bare window that shows one line of text (a `QLabel`; it pays Qt's font "
                           f"database and the first shaping, as any window with text does; both pay fontconfig's set-up): "
                           f"{human(seconds(text))} ({seconds(text) / seconds(bare):.2f}× the bare window), "
                           f"peak RSS {text.get('peak_rss_MiB', 0):.0f} MiB; the app: {ratios} of it.")
    only = [(s, runs.get(f"OpenCampaignOnly/{s}"), runs.get(f"RawRead/{s}")) for s in scales]
    if any(b for _, b, _ in only):
        diagnostics.append("The campaign's part of the open, without drawing (`MainWindow::openCampaign` alone, the window "
                           "never shown: no sheet built, nothing laid out or painted) beside the same raw read: " +
                           "; ".join(f"{human(seconds(b))} at {s}" + (f", {seconds(b) / seconds(f):.2f}× its floor" if f else "")
                                     for s, b, f in only if b) + ".")
    qc = [(s, runs.get(f"QuickCheck/{s}")) for s in scales]
    if any(b for _, b in qc):
        diagnostics.append("Not in the open figures: SQLite's `PRAGMA quick_check` of the whole file, which a session runs "
                           "in a background thread after the campaign is open (`store/integritycheck.h`), takes " +
                           ", ".join(f"{human(seconds(b))} at {s}" for s, b in qc if b) + " on its own (raw sqlite3).")
    cpu_pairs = [("One edit", "Edit"), ("Undo", "Undo"), ("Open the campaign", "OpenBrowserAndSheet")]
    cpu_notes = []
    for label, name in cpu_pairs:
        floor_name = "RawRead" if name == "OpenBrowserAndSheet" else "RawUpdate"
        for s in scales:
            b, f = runs.get(f"{name}/{s}"), runs.get(f"{floor_name}/{s}")
            if b and f and f["cpu_time"]:
                u = UNIT[b.get("time_unit", "ns")]
                fu = UNIT[f.get("time_unit", "ns")]
                cpu_notes.append(f"{label} {s}: {human(b['cpu_time'] * u)} vs {human(f['cpu_time'] * fu)} "
                                 f"({b['cpu_time'] * u / (f['cpu_time'] * fu):.1f}×)")
    if cpu_notes:
        diagnostics.append("CPU time of the bench process (no disk wait; the wall-clock storage floors vary with the "
                           "disk's fsync): " + "; ".join(cpu_notes) + ".")
    ctx = data.get("context", {})
    cpu = ""
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next((l.split(":", 1)[1].strip() for l in f if l.startswith("model name")), "")
    except OSError:
        pass
    mem = ""
    try:
        with open("/proc/meminfo") as f:
            kb = int(next(l for l in f if l.startswith("MemTotal")).split()[1])
            mem = f"{kb / 1024 / 1024:.0f} GiB RAM"
    except (OSError, StopIteration):
        pass
    out = []
    out.append(f"Measured {ctx.get('date', '')} on `{ctx.get('host_name', platform.node())}`: {cpu}, "
               f"{ctx.get('num_cpus', os.cpu_count())} CPUs, {mem}, {platform.system()} {platform.release()}, "
               f"Qt {ctx.get('qt', '?')}, SQLite {ctx.get('sqlite', '?')}, Google Benchmark "
               f"({ctx.get('library_build_type', '?')} library), {args.build_type} build, offscreen Qt platform; "
               f"load average at start {', '.join(f'{x:.2f}' for x in ctx.get('load_avg', []))}.")
    repeats = next((b.get("repetitions") for b in data["benchmarks"] if b.get("repetitions")), 1)
    if repeats and repeats > 1:
        out.append("")
        out.append(f"Each figure is the median of {repeats} runs (`--benchmark_repetitions={repeats}`).")
    out.append("")
    for g in args.generation:
        out.append(f"- Campaign generation: {g}")
    if args.generation:
        out.append("")
    out.extend(lines)
    out.append("")
    if system_lines:
        out.extend(system_lines)
        out.append("")
    for d in diagnostics:
        out.append(d)
        out.append("")
    if shortfalls:
        out.append("Shortfalls in this run:")
        out.extend(f"- {s}" for s in shortfalls)
    else:
        out.append("Every measured figure meets its target in this run.")
    if errors:
        out.append("")
        out.append("Benchmarks that reported an error: " + "; ".join(f"`{k}`: {v}" for k, v in sorted(errors.items())))
    out.append("")
    out.append(f"Rerun: `{args.command}` (raw results: {', '.join(f'`{os.path.relpath(p)}`' for p in args.json)}).")
    text = "\n".join(out)
    print(text)
    if args.write:
        with open(args.write) as f:
            doc = f.read()
        begin, end = "<!-- bench:begin -->", "<!-- bench:end -->"
        if begin in doc and end in doc:
            doc = doc[: doc.index(begin) + len(begin)] + "\n" + text + "\n" + doc[doc.index(end):]
        else:
            doc += f"\n{begin}\n{text}\n{end}\n"
        with open(args.write, "w") as f:
            f.write(doc)
    return 0


if __name__ == "__main__":
    sys.exit(main())
