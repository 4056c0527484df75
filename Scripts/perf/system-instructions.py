#!/usr/bin/env python3
"""How many of an exploration's instructions the simulated system's own rules take, per event.

    Scripts/perf/system-instructions.py Scenarios/explore/journey.scenario [--repeats 20]

Counts `locsim-bench-repeat FILE --jobs 1` (the exploration `locsim explore` runs) under valgrind
(callgrind, deterministic hashing) with 1 exploration and with REPEATS+1, so start-up and reading
the file drop out (explore-instructions.sh prints that figure alone). From each call graph it sums the calls made by the modules that drive
the simulation (Replay, Exploration, AppModels, LocsimCLI, locsim-bench-repeat) into its rule entry points: `Simulation.step()` and every
`Simulation` method that returns the records of what it did (`perform(_:)`, `launch()`,
`answerAlert(_:)`, `foreground()`, `set(_:)`, ...). Those are the catalog's rules at work — the
queue, timers, alerts, deliveries — before any app model, check, fork or hash. A second figure sums
every call from those modules into LocationSystem: copies, equality and hashing of its values included; LocationSystem code inlined into them is not.

It prints instructions per exploration, events per exploration (from the report), and both
figures per event, next to the whole exploration's. It also counts, per event, the calls into the
runtime's reference counting (`swift_retain`, `swift_release`, their `_n` forms; the bridge-object
forms pass native objects on to them) and into `malloc`: each retain or release is an atomic
operation that costs several times the instructions valgrind counts for it, so on a wall clock they
weigh more than their share of the instructions. Needs valgrind and a release build (made here).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LOCSIM = os.path.join(ROOT, ".build", "release", "locsim")
REPEAT = os.path.join(ROOT, ".build", "release", "locsim-bench-repeat")
SYSTEM = "$s14LocationSystem"
SIMULATION = "$s14LocationSystem10SimulationV"
STEP = SIMULATION + "4stepAA11StepOutcomeOSgyF"
RECORDS = "SayAA0B6RecordVG"  # [SystemRecord] in a mangled signature
# The modules that drive the simulation: a call from one of them into LocationSystem is the
# system's work done for them (SimulationKit's queue calling back to copy an event is inside a call
# already counted).
DRIVERS = ("$s6Replay", "$s11Exploration", "$s9AppModels", "$s9LocsimCLI", "$s19locsim_bench_repeat")
# The runtime entry points counted as reference counting and allocation, by what they count.
COUNTED = {"swift_retain": "retains", "swift_retain_n": "retains", "swift_release": "releases",
           "swift_release_n": "releases", "malloc": "allocations"}


def is_rule_entry(symbol):
    """Simulation.step() or a Simulation method that returns the records it made (not a closure,
    getter or parameter inside one, whose mangled names also spell the type)."""
    if not symbol.startswith(SIMULATION):
        return False
    # A function symbol ends in `F` (before any specialisation suffix); a closure (`fU_`) or an
    # accessor (`vg`, `vpfi`) whose mangled name also spells the type does not.
    plain = re.split(r"T[fgm]", symbol[len(SIMULATION):], maxsplit=1)[0]
    if "fU" in plain or not plain.endswith("F"):
        return False
    return symbol == STEP or RECORDS in plain


def costs(path):
    """(total, into the rules, into the module, retains, releases, allocations) from a callgrind
    output file."""
    names = {}

    def name(token):
        match = re.match(r"\((\d+)\)(?: (.*))?", token)
        if not match:
            return token
        if match.group(2) is not None:
            names[match.group(1)] = match.group(2)
        return names[match.group(1)]

    total = rules = module = steps = 0
    counted = dict.fromkeys(COUNTED.values(), 0)
    current = callee = None
    pending = False
    with open(path) as lines:
        for line in lines:
            line = line.rstrip("\n")
            if line.startswith("positions:") and line.split()[1:] != ["line"]:
                sys.exit(f"unexpected callgrind positions: {line} (unset VALGRIND_OPTS)")
            if line.startswith("events:") and line.split()[1:] != ["Ir"]:
                sys.exit(f"unexpected callgrind events: {line} (unset VALGRIND_OPTS)")
            if line.startswith("fn="):
                current = name(line[3:])
            elif line.startswith("cfn="):
                callee = name(line[4:])
            elif line.startswith("calls="):
                pending = True
                if callee in COUNTED:
                    counted[COUNTED[callee]] += int(line[6:].split()[0])
            elif line and (line[0].isdigit() or line[0] in "+-*"):
                fields = line.split()
                cost = int(fields[1]) if len(fields) > 1 else 0
                if pending:
                    if callee.startswith(SYSTEM) and current.startswith(DRIVERS):
                        module += cost
                        if is_rule_entry(callee):
                            rules += cost
                            steps += callee == STEP
                    pending = False
                else:
                    total += cost
    if steps == 0:
        sys.exit("no call into Simulation.step() found: has its mangled name changed? (STEP)")
    return total, rules, module, counted["retains"], counted["releases"], counted["allocations"]


def measure(scenario, explorations):
    with tempfile.TemporaryDirectory() as work:
        out = os.path.join(work, "callgrind.out")
        env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
        env.pop("VALGRIND_OPTS", None)
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, REPEAT, scenario,
             "--jobs", "1", "--repeat", str(explorations)],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=False)
        if run.returncode != 0:
            sys.exit(f"locsim-bench-repeat exited {run.returncode} under valgrind:\n{run.stderr[-2000:]}")
        return costs(out)


def events_per_exploration(scenario):
    report = subprocess.run([LOCSIM, "explore", scenario, "--jobs", "1"], capture_output=True, text=True).stdout
    match = re.search(r"events simulated:\s*([\d,]+)", report) or re.search(r"([\d,]+) events", report)
    if not match:
        sys.exit("could not find the events simulated in the report")
    return int(match.group(1).replace(",", ""))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("scenario")
    parser.add_argument("--repeats", type=int, default=20)
    arguments = parser.parse_args()
    if arguments.repeats < 1:
        parser.error("--repeats must be at least 1")
    for product in ("locsim", "locsim-bench-repeat"):
        subprocess.run(["swift", "build", "-c", "release", "--product", product], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    one = measure(arguments.scenario, 1)
    many = measure(arguments.scenario, arguments.repeats + 1)
    total, rules, module, retains, releases, allocations = (
        (m - o) / arguments.repeats for m, o in zip(many, one))
    events = events_per_exploration(arguments.scenario)
    print(f"file={arguments.scenario}")
    print(f"events_per_exploration={events}")
    print(f"instructions_per_exploration={total:.0f}")
    print(f"instructions_per_event={total / events:.0f}")
    print(f"system_rules_instructions_per_event={rules / events:.0f}")
    print(f"system_module_instructions_per_event={module / events:.0f}")
    print(f"system_rules_share={rules / total:.3f}")
    print(f"retains_per_event={retains / events:.1f}")
    print(f"releases_per_event={releases / events:.1f}")
    print(f"allocations_per_event={allocations / events:.1f}")


if __name__ == "__main__":
    main()
