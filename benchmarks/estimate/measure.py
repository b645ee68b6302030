#!/usr/bin/env python3
"""Re-measure the cost estimate's grid: every case's printed estimate against its peak memory and CPU time.

    benchmarks/estimate/measure.py .build/release/appsim [--only TEXT ...] [--out benchmarks/estimate]

Builds nothing. Runs each case with `/usr/bin/time -v`, reads the estimate the command prints in
its header ("estimate: about 66 MB and 9 s"; `validate`: "a run would need about …"), and writes
results.csv and results.md in --out: case, estimated MB, measured max RSS MB, their ratio,
estimated s, measured CPU s (user + system) / effective workers, their ratio. Reports go to a
temporary folder, removed afterwards. Python 3 standard library only.

The estimate prints whole megabytes and whole seconds (never under "1 s"), so a run of under a
second is compared at that resolution: its measured time counts as at least 1 s.
"""
import argparse
import csv
import datetime
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
GRID = os.path.join(HERE, "scenarios")


def grid(path):
    return os.path.join(GRID, path)


def shipped(path):
    return os.path.join(ROOT, "scenarios", path)


def small_grid(arms, days):
    """One caregiver for `days` days swept over `arms` values of sessionsPerDay, one replication: a
    file of up to 2.2 MB, written to the scratch folder when the grid runs (SMALL_GRID names it)."""
    values = ", ".join(f"{1 + i / arms:.7f}" for i in range(arms))
    return ('{ name: "small-grid", seed: 7, start: "2025-03-06T00:00:00Z", days: ' + str(days) + ', remoteConfig: { baseQuota: 3 },\n'
            '  populations: { caregivers: { count: 1, zones: [{ zone: "Europe/London", weight: 1 }] } },\n'
            '  sweep: { grid: { "populations.caregivers.sessionsPerDay": [' + values + '] }, replications: 1 } }\n')


SMALL_GRID = "small-grid-{}-{}.json5"


def count(persona, n):
    return ["--set", f"populations.{persona}.count={n}"]


# name, command, file, extra arguments, workers, extrapolation factor (a shard's CPU × factor is the
# whole run's; memory is the run's either way: a partition per worker), note.
MILLION_LISTENERS = ["--set", "populations.listeners.count=1000000", "--set", "populations.listeners.librarySongs=100000"]
CASES = [
    ("default (whole)", "run", shipped("default.json5"), [], 1, 1, ""),
    ("default caregivers 2k × 28 d", "run", grid("caregivers.json5"), [], 1, 1, ""),
    ("default watchers 1k × 28 d", "run", grid("watchers.json5"), [], 1, 1, ""),
    ("default journalers 1k × 28 d", "run", grid("journalers.json5"), [], 1, 1, ""),
    ("default listeners 1k × 28 d", "run", grid("listeners.json5"), [], 1, 1, ""),
    ("caregivers 1k × 28 d", "run", grid("caregivers.json5"), count("caregivers", 1000), 1, 1, ""),
    ("caregivers 10k × 28 d", "run", grid("caregivers.json5"), count("caregivers", 10000), 1, 1, ""),
    ("caregivers 100k × 28 d", "run", grid("caregivers.json5"), count("caregivers", 100000), 1, 1, ""),
    ("caregivers 100k × 28 d, 2 workers", "run", grid("caregivers.json5"), count("caregivers", 100000), 2, 1, ""),
    ("watchers 10k × 28 d", "run", grid("watchers.json5"), count("watchers", 10000), 1, 1, ""),
    ("journalers 10k × 28 d", "run", grid("journalers.json5"), count("journalers", 10000), 1, 1, ""),
    ("listeners 10k × 28 d", "run", grid("listeners.json5"), count("listeners", 10000), 1, 1, ""),
    ("busy caregivers 20 × 1 d", "run", grid("busy-caregivers.json5"), [], 1, 1, ""),
    ("busy caregivers 20 × 28 d", "run", grid("busy-caregivers.json5"), ["--days", "28"], 1, 1, ""),
    ("busy caregivers 20 × 365 d", "run", grid("busy-caregivers.json5"), ["--days", "365"], 1, 1, ""),
    ("busy caregivers 5,000 × 1 d", "run", grid("busy-caregivers.json5"), count("caregivers", 5000), 1, 1, ""),
    ("busy caregivers 20,000 × 1 d", "run", grid("busy-caregivers.json5"), count("caregivers", 20000), 1, 1,
     "refused before the re-calibration (23 GB)"),
    ("backend-load.json5 (100k × 7 d)", "run", shipped("backend-load.json5"), [], 1, 1, ""),
    ("1M caregivers × 28 d, shard 1/16", "run", grid("caregivers.json5"), count("caregivers", 1000000) + ["--shard", "1/16"], 1, 1, ""),
    ("1M listeners, 100k-song libraries × 28 d: shard 1/10,000 (6 partitions of 16)", "run", grid("listeners.json5"),
     MILLION_LISTENERS + ["--shard", "1/10000"], 1, 1, ""),
    ("1M listeners, 100k-song libraries × 28 d (whole, extrapolated)", "run", grid("listeners.json5"),
     MILLION_LISTENERS + ["--shard", "1/10000"], 1, 62500 / 6,
     "the shard above × 62,500 / 6 partitions; the estimate is the whole run's (validate)"),
    ("sweep quota-tuning.json5 (5 arms × 10)", "sweep", shipped("quota-tuning.json5"), [], 1, 1, ""),
    ("sweep search-typos.json5 (8 arms × 3)", "sweep", shipped("search-typos.json5"), [], 1, 1, ""),
    ("sweep watcher-engine.json5 (9 arms × 3)", "sweep", shipped("watcher-engine.json5"), [], 1, 1, ""),
    ("sweep streak-policy.json5 (4 arms × 3)", "sweep", shipped("streak-policy.json5"), [], 1, 1, ""),
    ("sweep of 10,000 arms (1 caregiver × 1 d), shard 1/10,000", "sweep", SMALL_GRID.format(10000, 1), ["--shard", "1/10000"], 1, 1, ""),
    ("sweep of 100,000 arms (1 caregiver × 1 d), shard 1/10,000", "sweep", SMALL_GRID.format(100000, 1), ["--shard", "1/10000"], 1, 1, ""),
    ("sweep of 200,000 arms (1 caregiver × 1 d), shard 1/10,000", "sweep", SMALL_GRID.format(200000, 1), ["--shard", "1/10000"], 1, 1,
     "every shard checks and holds every arm"),
    ("sweep of 1,000 arms (1 caregiver × 1 d), whole", "sweep", SMALL_GRID.format(1000, 1), [], 1, 1, "an arm's report each"),
    ("sweep of 3,000 arms (1 caregiver × 1 d), whole", "sweep", SMALL_GRID.format(3000, 1), [], 1, 1, ""),
    ("sweep of 1,000 arms (1 caregiver × 28 d), whole", "sweep", SMALL_GRID.format(1000, 28), [], 1, 1, ""),
]

ESTIMATE = re.compile(r"about ([0-9][0-9.,]*) ([MG]B) and ([0-9][0-9,]*) (s|min|h|days)\b")
UNIT_SECONDS = {"s": 1, "min": 60, "h": 3600, "days": 86400}


def parse_estimate(text):
    match = ESTIMATE.search(text)
    if not match:
        return None
    amount = float(match.group(1).replace(",", ""))
    megabytes = amount * (1000 if match.group(2) == "GB" else 1)
    seconds = float(match.group(3).replace(",", "")) * UNIT_SECONDS[match.group(4)]
    return megabytes, seconds


def parse_time(text):
    def field(name):
        match = re.search(re.escape(name) + r":\s*([0-9.]+)", text)
        return float(match.group(1)) if match else None
    return field("User time (seconds)"), field("System time (seconds)"), field("Maximum resident set size (kbytes)")


def run(binary, command, path, extra, workers, out):
    args = [binary, command, path, "--workers", str(workers)] + extra
    if command in ("run", "sweep"):
        args += ["--out", out]
    timed = ["/usr/bin/time", "-v"] + args
    result = subprocess.run(timed, capture_output=True, text=True)
    return result, args


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary", help="the appsim binary, e.g. .build/release/appsim")
    parser.add_argument("--only", action="append", help="run only the cases whose name contains this text (repeatable)")
    parser.add_argument("--out", default=HERE, help="folder for results.csv and results.md")
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    cores = os.cpu_count() or 1
    rows = []
    measured = {}
    scratch = tempfile.mkdtemp(prefix="appsim-estimate-")
    started = datetime.datetime.now(datetime.timezone.utc)
    children = os.times()
    try:
        for name, command, path, extra, workers, factor, note in CASES:
            if options.only and not any(part in name for part in options.only):
                continue
            if path.startswith("small-grid-"):
                arms, days = (int(n) for n in path[len("small-grid-"):-len(".json5")].split("-"))
                path = os.path.join(scratch, path)
                with open(path, "w") as f:
                    f.write(small_grid(arms, days))
            if factor > 1:
                # The whole run's estimate, from validate; the shard's measurement, scaled.
                source = next(n for n in measured if measured[n][0] == (command, path, tuple(extra), workers))
                _, rss, cpu = measured[source]
                whole = [a for a in extra if not a.startswith("--shard") and not re.fullmatch(r"\d+/\d+", a)]
                result, _ = run(binary, "validate", path, whole, workers, None)
                estimate = parse_estimate(result.stdout + result.stderr)
                rows.append(row(name, estimate, rss, cpu * factor, workers, cores, note, result.returncode))
                continue
            out = os.path.join(scratch, str(len(rows)))
            result, args = run(binary, command, path, extra, workers, out)
            shutil.rmtree(out, ignore_errors=True)
            estimate = parse_estimate(result.stdout + result.stderr)
            user, system, rss_kb = parse_time(result.stderr)
            if command == "validate" or factor == 0:
                verdict = "not refused" if result.returncode == 0 else "refused: " + result.stderr.strip()
                rows.append(row(name, estimate, None, None, workers, cores, f"{note}; {verdict}" if note else verdict, result.returncode))
            else:
                rss = rss_kb * 1024 / 1e6
                cpu = user + system
                measured[name] = ((command, path, tuple(extra), workers), rss, cpu)
                rows.append(row(name, estimate, rss, cpu, workers, cores, note, result.returncode))
            print(format_row(rows[-1]), flush=True)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    after = os.times()
    spent = (after.children_user + after.children_system - children.children_user - children.children_system,
             (datetime.datetime.now(datetime.timezone.utc) - started).total_seconds())
    write(rows, options.out, binary, spent)


def row(name, estimate, rss, cpu, workers, cores, note, status):
    est_mb, est_s = estimate if estimate else (None, None)
    effective = min(workers, cores)
    seconds = None if cpu is None else cpu / effective
    compared = None if seconds is None else max(seconds, 1.0)
    return {
        "case": name,
        "workers": workers,
        "estimated MB": est_mb,
        "measured MB": None if rss is None else round(rss, 1),
        "memory ratio": None if rss is None or est_mb is None else round(est_mb / rss, 2),
        "estimated s": est_s,
        "measured CPU s / workers": None if seconds is None else round(seconds, 2),
        "time ratio": None if compared is None or est_s is None else round(est_s / compared, 2),
        "exit": status,
        "note": note,
    }


def format_row(r):
    return " | ".join("" if r[k] is None else str(r[k]) for k in r)


def write(rows, folder, binary, spent):
    os.makedirs(folder, exist_ok=True)
    keys = list(rows[0].keys()) if rows else []
    with open(os.path.join(folder, "results.csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=keys)
        writer.writeheader()
        for r in rows:
            writer.writerow({k: "" if v is None else v for k, v in r.items()})
    commit = subprocess.run(["git", "-C", ROOT, "log", "-1", "--format=%h %cs"], capture_output=True, text=True).stdout.strip()
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            model = next((line.split(":", 1)[1].strip() for line in f if line.startswith("model name")), cpu)
    except OSError:
        model = cpu
    try:
        with open("/proc/meminfo") as f:
            memory = int(f.readline().split()[1]) / 1024 / 1024
    except OSError:
        memory = 0
    with open(os.path.join(folder, "results.md"), "w") as f:
        f.write(f"Measured {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC on {platform.system()} {platform.machine()}, "
                f"{model}, {os.cpu_count()} cores, {memory:.0f} GiB, shared with other builds; {binary} "
                f"built from commit {commit or 'unknown'} (release). CPU s = user + system; estimates as printed.\n\n")
        f.write("| " + " | ".join(keys) + " |\n|" + "---|" * len(keys) + "\n")
        for r in rows:
            f.write("| " + " | ".join("" if r[k] is None else str(r[k]).replace("|", "\\|") for k in keys) + " |\n")
        f.write(f"\nThe grid took {spent[0]:.0f} s of CPU and {spent[1]:.0f} s of wall time.\n")


if __name__ == "__main__":
    sys.exit(main())
