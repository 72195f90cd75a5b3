#!/usr/bin/env python3
"""Turns sheetwright_bench's JSON output into the results table: each figure beside its floor
measured in the same run, the ratio and its target, and how the figure grows from 1x to 10x.
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

# (figure, benchmark, floor, ratio target, growth target): {s} is the scale ("1x", "10x").
FIGURES = [
    ("Cold start to a shown main window (process launch to exit)", "ColdStart/App/{s}", "ColdStart/BareWindow", 2.0, 1.5),
    ("Open the campaign: browser filled + first character sheet", "OpenBrowserAndSheet/{s}", "RawRead/{s}", 2.0, 1.5),
    ("One edit committed (engine check + transaction + journal)", "Edit/{s}", "RawUpdate/{s}", 2.0, 1.5),
    ("Undo of one edit", "Undo/{s}", "RawUpdate/{s}", 2.0, 1.5),
    ("Validation of a full character", "Validate/{s}", None, None, 1.5),
    ("PDF of one character sheet", "PdfCharacter/{s}", "PdfFloorCharacter/{s}", 2.0, 1.5),
    ("PDF of a six-member crew", "PdfCrew/{s}", "PdfFloorCrew/{s}", 2.0, 1.5),
]


def seconds(b):
    return b["real_time"] * UNIT[b.get("time_unit", "ns")]


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
    ap.add_argument("json")
    ap.add_argument("--write")
    ap.add_argument("--generation", action="append", default=[], help="a campaigngen log line, per scale")
    ap.add_argument("--command", default="scripts/bench")
    args = ap.parse_args()
    with open(args.json) as f:
        data = json.load(f)
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
    top = scales[-1] if scales else None

    lines = []
    header = f"| figure | {base} | floor | ratio | target | verdict |"
    if top and top != base:
        header += f" {top} | growth {base}→{top} | growth target | verdict |"
    lines.append(header)
    lines.append("|" + "---|" * (header.count("|") - 1))
    shortfalls = []

    def row(label, value, floor, target, grow_value, grow_target, fmt=human):
        ratio = value / floor if value is not None and floor else None
        ok = None if ratio is None or target is None else ratio <= target
        cells = [label, fmt(value), fmt(floor), f"{ratio:.2f}×" if ratio else "—",
                 f"≤ {target:g}×" if target else "—",
                 "—" if ok is None else ("pass" if ok else "**shortfall**")]
        if ok is False:
            shortfalls.append(f"{label}: {ratio:.2f}× its floor (target ≤ {target:g}×)")
        if top and top != base:
            growth = grow_value / value if grow_value is not None and value else None
            gok = None if growth is None else growth <= grow_target
            cells += [fmt(grow_value), f"{growth:.2f}×" if growth else "—", f"≤ {grow_target:g}×",
                      "—" if gok is None else ("pass" if gok else "**shortfall**")]
            if gok is False:
                shortfalls.append(f"{label}: grows {growth:.2f}× from {base} to {top} (target ≤ {grow_target:g}×)")
        lines.append("| " + " | ".join(cells) + " |")

    for label, name, floor, target, grow in FIGURES:
        b = runs.get(name.format(s=base))
        if b is None:
            missing = name.format(s=base)
            lines.append(f"| {label} | not measured{': ' + errors[missing] if missing in errors else ''} | | | | |" +
                         (" | | | |" if top and top != base else ""))
            continue
        fl = runs.get(floor.format(s=base)) if floor else None
        t = runs.get(name.format(s=top)) if top else None
        row(label, seconds(b), seconds(fl) if fl else None, target, seconds(t) if t else None, grow)

    app = runs.get(f"ColdStart/App/{base}")
    bare = runs.get("ColdStart/BareWindow")
    if app and bare and "peak_rss_MiB" in app:
        t = runs.get(f"ColdStart/App/{top}") if top else None
        mib = lambda v: "—" if v is None else f"{v:.0f} MiB"
        row("Peak RSS, campaign open and window shown", app["peak_rss_MiB"], bare["peak_rss_MiB"], None,
            t["peak_rss_MiB"] if t else None, 1.5, fmt=mib)

    diagnostics = []
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
               f"({ctx.get('library_build_type', '?')} library), Release build, offscreen Qt platform; "
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
    out.append(f"Rerun: `{args.command}` (raw results: `build-bench/bench.json`).")
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
