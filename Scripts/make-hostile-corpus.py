#!/usr/bin/env python3
"""Writes the hostile-input corpus of Tests/LocsimCLITests/Hostile/ (issue #14, "Proof").

Every file is something a careless or hostile user could hand locsim: garbage bytes, broken text,
numbers past every range, duplicated headers, huge ranges, deep what-if chains, and broken
`explore --shard` files for `merge`. HostileInputTests runs each one through the built `locsim`
and checks that it answers with a documented exit status, never a signal or a hang.

The output is deterministic (a fixed seed for the garbage), so rerunning the script after a change
to it gives a diff of exactly that change. The generated files are committed: the tests need no
Python. The shard files start from real `locsim explore --shard` outputs, made by the locsim binary
given with --locsim (default .build/debug/locsim, so build first).

Usage: Scripts/make-hostile-corpus.py [--locsim PATH]
"""

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "LocsimCLITests", "Hostile")
JOURNEY = "Scenarios/explore/journey.scenario"

PLIST = 'plist NSLocationWhenInUseUsageDescription "Shows where you are."\n'
HEAD = 'scenario "Hostile"\nmodel authorization\n' + PLIST
BODY = '0s launch\n1s tap "Start run"\n2s alert any\n'
BASE = HEAD + BODY


class Corpus:
    """Collects named files and writes them, refusing a name given twice."""

    def __init__(self):
        self.files = {}

    def add(self, folder, name, content):
        path = f"{folder}/{name}"
        if path in self.files:
            sys.exit(f"duplicate corpus name {path}")
        self.files[path] = content.encode("utf-8") if isinstance(content, str) else content

    def scenario(self, name, text):
        self.add("scenarios", name + ".scenario", text)

    def shard(self, name, content):
        self.add("shards", name + ".json", content)

    def write(self):
        shutil.rmtree(OUT, ignore_errors=True)
        for path, data in sorted(self.files.items()):
            full = os.path.join(OUT, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "wb") as f:
                f.write(data)


def bytes_and_text(c, rng):
    """The lexer's side: bytes that are not text, text that is not UTF-8, odd line ends and spaces."""
    c.scenario("empty", "")
    c.scenario("only-comments", "# nothing\n# at all\n\n   # indented\n")
    c.scenario("only-blank-lines", "\n" * 5000)
    c.scenario("only-header", HEAD + "seed 3\n")
    c.scenario("binary-garbage-4k", bytes(rng.randrange(256) for _ in range(4096)))
    c.scenario("binary-garbage-64k", bytes(rng.randrange(256) for _ in range(65536)))
    c.scenario("binary-elf-like", b"\x7fELF\x02\x01\x01" + bytes(range(256)) * 8)
    c.scenario("nul-bytes-only", b"\x00" * 10000)
    c.scenario("nul-in-step", (HEAD + "0s launch\x00\n1s tap \"Start\x00run\"\n").encode())
    c.scenario("nul-in-title", b'scenario "a\x00b"\nmodel authorization\n0s launch\n')
    c.scenario("invalid-utf8-lone-ff", HEAD.encode() + b"0s launch\n1s tap \"\xff\"\n")
    c.scenario("invalid-utf8-every-line", b"".join(b"%ds launch \xc3\x28\n" % i for i in range(300)))
    c.scenario("invalid-utf8-overlong", HEAD.encode() + b"0s l\xc0\xafaunch\n")
    c.scenario("invalid-utf8-surrogate", HEAD.encode() + b'0s tap "\xed\xa0\x80"\n')
    c.scenario("invalid-utf8-truncated-at-eof", BASE.encode() + b"3s tap \"\xe2\x82")
    c.scenario("bom", "\ufeff" + BASE)
    c.scenario("bom-twice", "\ufeff\ufeff" + BASE)
    c.scenario("bom-mid-file", HEAD + "\ufeff" + BODY)
    c.scenario("utf16-le-bom", ("\ufeff" + BASE).encode("utf-16-le"))
    c.scenario("crlf", BASE.replace("\n", "\r\n"))
    c.scenario("lone-cr", BASE.replace("\n", "\r"))
    c.scenario("mixed-line-ends", HEAD + "0s launch\r1s tap \"Start run\"\r\n2s alert any\n\r\n")
    c.scenario("form-feed-vertical-tab", HEAD + "0s\x0claunch\n1s\x0btap \"Start run\"\n")
    c.scenario("tabs", BASE.replace(" ", "\t"))
    c.scenario("no-final-newline", BASE.rstrip("\n"))
    c.scenario("line-1mb-comment", BASE + "# " + "x" * (1 << 20) + "\n")
    c.scenario("line-1mb-string", HEAD + '0s tap "' + "y" * (1 << 20) + '"\n')
    c.scenario("line-1mb-no-newline", "z" * (1 << 20))
    c.scenario("line-4096-bytes", HEAD + "0s launch  " + " " * (4096 - 12) + "\n")
    c.scenario("line-4097-bytes", HEAD + "0s launch  " + " " * (4097 - 12) + "\n")
    c.scenario("identifier-4000", HEAD + "0s " + "a" * 4000 + "\n")
    c.scenario("model-name-4000", "model " + "m" * 4000 + "\n0s launch\n")
    c.scenario("parameter-name-4000", HEAD + "set " + "p" * 4000 + " 1s\n" + BODY)
    c.scenario("ui-key-4000", HEAD + BODY + "3s expect ui." + "k" * 4000 + " == x\n")
    c.scenario("unterminated-string", HEAD + '0s launch\n1s tap "Start run\n2s alert "Allow\n')
    c.scenario("unterminated-string-at-eof", HEAD + '0s tap "')
    c.scenario("unterminated-escape-at-eof", HEAD + '0s tap "abc\\')
    c.scenario("title-escapes", 'scenario "a \\"quoted\\" \\\\ back \\n \\t \\u{0} \\x"\n' + BASE.split("\n", 1)[1])
    c.scenario("curly-quotes", HEAD + "0s launch\n1s tap \u201cStart run\u201d\n")
    c.scenario("emoji", 'scenario "\U0001f3c3\u200d\u2642\ufe0f run \U0001f5fa"\nmodel authorization\n'
               + PLIST + '0s launch\n1s tap "\U0001f680 Start"\n2s \U0001f4a5\n')
    c.scenario("rtl-override", 'scenario "\u202eevil\u202c title"\nmodel authorization\n'
               + PLIST + '0s launch\n1s tap "\u202bStart run\u202c"\n')
    c.scenario("zero-width-in-keyword", HEAD + "0s lau\u200bnch\n1s ta\u200dp \"x\"\n2s \u2060alert any\n")
    c.scenario("nbsp-separators", HEAD + "0s\u00a0launch\n1s\u3000tap \"x\"\n")
    c.scenario("combining-marks", HEAD + "0s launch\u0301\u0301\u0301\n1s tap \"" + "e\u0301" * 1000 + "\"\n")
    c.scenario("misspelt-keywords", "scenaro \"x\"\nmodle authorization\nsed 3\n0s lanch\n1s tapp \"x\"\n"
               "2s alret any\n3s expct status == 4\nedn 5s\n")
    c.scenario("uppercase-keywords", "MODEL authorization\n0s LAUNCH\n1s Background\nEND 3s\n")
    c.scenario("more-than-200-errors", "".join(f"{i}s launchh\n" for i in range(1000)))
    c.scenario("every-line-an-error-kind", "\n".join([
        "seed x", "seed", "model", "profile nope", "set", "set fixInterval", "plist", "device",
        "device motion-hardware maybe", "position", "position 1", "start status", "fault",
        "catches", "0s", "0s tap", "0s alert", "0s settings", "0s walk", "0s move", "0s call",
        "0s deliver", "0s maybe", "0s expect", "0s expect callback", "always", "eventually",
        "end", "end x", "+", "..", "1s..", "..1s step", "0s expect status ==", "0s expect (",
        "0s expect )", "0s expect status in [", "0s expect status in [,]", ""]) + "\n")


def numbers(c):
    """Times, seeds, coordinates and figures past every range."""
    huge = "99999999999999999999"
    c.scenario("time-20-digits", HEAD + f"0s launch\n{huge}s background\n")
    c.scenario("time-1e308", HEAD + "0s launch\n1e308s background\n")
    c.scenario("time-negative", HEAD + "0s launch\n-5s background\n")
    c.scenario("time-int64-max-us", HEAD + "0s launch\n9223372036854775807us background\n")
    c.scenario("time-int64-max-plus-one-us", HEAD + "0s launch\n9223372036854775808us background\n")
    c.scenario("time-int64-max-h", HEAD + "0s launch\n9223372036854775807h background\n")
    c.scenario("time-8784h", HEAD + "0s launch\n8784h background\n")
    c.scenario("time-8785h", HEAD + "0s launch\n8785h background\n")
    c.scenario("time-sub-microsecond", HEAD + "0s launch\n0.5us background\n0.0000001s foreground\n")
    c.scenario("time-1000-decimals", HEAD + "0s launch\n1." + "1" * 1000 + "s background\n")
    c.scenario("time-nan-inf", HEAD + "0s launch\nnans background\ninfs foreground\n-0s suspend\n")
    c.scenario("time-hex-and-signs", HEAD + "0x10s launch\n+-1s background\n++1s foreground\n1_000s x\n")
    c.scenario("relative-overflow", HEAD + "0s launch\n" + "+8784h background\n" * 3)
    c.scenario("relative-20-digits", HEAD + f"0s launch\n+{huge}h background\n")
    c.scenario("time-backwards", HEAD + "5s launch\n3s background\n")
    c.scenario("seed-2-64-minus-1", HEAD.replace("model", "seed 18446744073709551615\nmodel") + BODY)
    c.scenario("seed-2-64", HEAD.replace("model", "seed 18446744073709551616\nmodel") + BODY)
    c.scenario("seed-negative", HEAD.replace("model", "seed -1\nmodel") + BODY)
    c.scenario("seed-1e30", HEAD.replace("model", "seed 1e30\nmodel") + BODY)
    c.scenario("set-past-int64", HEAD + f"set allowOnceExpiry {huge}s\nset approximateAccuracy {huge}m\n" + BODY)
    c.scenario("set-1e308", HEAD + "set approximateAccuracy 1e308m\nset preciseAccuracy 1e308km\n" + BODY)
    c.scenario("set-negative", HEAD + "set approximateAccuracy -1m\nset allowOnceExpiry -1s\n" + BODY)
    c.scenario("set-zero-everything", HEAD + "".join(f"set {p} 0s\n" for p in
               ["initialCallbackDelay", "allowOnceExpiry", "fullAccuracyExpiry", "snappingRecompute",
                "replyDelay"]) + "set snappingCell 0m\nset approximateOffset 0m\n" + BODY)
    c.scenario("set-fix-interval-1us", HEAD + "set fixInterval 1us\n" + BODY + "3s call startUpdatingLocation\nend 10s\n")
    c.scenario("set-fix-interval-zero", HEAD + "set fixInterval 0s\n" + BODY + "3s call startUpdatingLocation\n")
    c.scenario("set-plain-number-huge", HEAD + f"set snappingCell {huge}\nset fixInterval {huge}\n" + BODY)
    c.scenario("position-out-of-range", HEAD + "position 91,181\n" + BODY)
    c.scenario("position-huge", HEAD + f"position 1e308,-1e308\n" + BODY + f"3s move {huge},{huge}\n")
    c.scenario("position-many-decimals", HEAD + "position 51." + "5" * 500 + ",-0.1\n" + BODY)
    c.scenario("move-poles-and-antimeridian", HEAD + BODY + "3s move 90,180\n4s move -90,-180\n5s move 0,-0\n")
    c.scenario("deliver-huge-fields", HEAD + BODY + f"3s deliver fix 0,0 accuracy {huge} speed 1e308 "
               f"course -1e308\n4s deliver failure {huge}\n5s deliver authorization 99\n"
               "6s deliver authorization -1 reduced\n")
    c.scenario("expect-huge-values", HEAD + BODY + f"3s expect status == 99\n4s expect status < {huge}\n"
               f"5s expect ui.step == {huge}\n6s expect session.distance_m >= 1e308\n"
               f"7s expect callback authorization status={huge}\n")
    c.scenario("windows-inverted-and-huge", HEAD + BODY + "3s expect callback authorization between 10s and 5s\n"
               f"4s expect callback authorization within {huge}s\n5s expect no callback at -1s\n"
               f"6s eventually status == 4 by {huge}h\n7s expect callback failure at +8784h\n")
    c.scenario("end-0s", HEAD + "0s launch\nend 0s\n")
    c.scenario("end-0s-before-steps", HEAD + "end 0s\n0s launch\n1s background\n")
    c.scenario("end-100000h", HEAD + BODY + "end 100000h\n")
    c.scenario("end-8784h", HEAD + BODY + "end 8784h\n")
    c.scenario("end-8784h-updating", HEAD + BODY + "3s call createManager\n4s call startUpdatingLocation\nend 8784h\n")
    c.scenario("walk-in-0s", HEAD + BODY + "3s walk 90 1m in 0s\n")
    c.scenario("walk-hostile", HEAD + BODY + f"3s walk 360 1m in 1s\n4s walk -1 1m in 1s\n5s walk 90 {huge}km in 1us\n"
               "6s walk 90 1e308m in 1s\n7s walk 1e308 1m in 1s\n8s walk 90 -5m in 1s\n")
    c.scenario("walk-a-year", HEAD + BODY + "3s call createManager\n4s call startUpdatingLocation\n"
               "5s walk 90 40000km in 8000h\n")


def headers(c):
    """Header statements given twice, out of place, or naming nothing that exists."""
    c.scenario("two-seeds", HEAD + "seed 1\nseed 2\n" + BODY)
    c.scenario("two-models", HEAD + "model recorder\n" + BODY)
    c.scenario("two-titles", 'scenario "a"\n' + HEAD + BODY)
    c.scenario("two-profiles", HEAD + "profile ios27-simulator\nprofile device-documented\n" + BODY)
    c.scenario("two-ends", HEAD + BODY + "end 10s\nend 20s\n")
    c.scenario("end-before-last-line", HEAD + "0s launch\nend 5s\n10s background\n")
    c.scenario("end-in-header", HEAD + "end 30s\n" + BODY)
    c.scenario("same-set-twice", HEAD + "set allowOnceExpiry 1s\nset allowOnceExpiry 2s\n" + BODY)
    c.scenario("same-plist-twice", HEAD + PLIST + BODY)
    c.scenario("same-device-twice", HEAD + "device restricted on\ndevice restricted off\n" + BODY)
    c.scenario("header-after-timeline", HEAD + BODY + "seed 4\nmodel recorder\nset fixInterval 1s\n")
    c.scenario("unknown-model", "model no-such-model\n0s launch\n")
    c.scenario("model-options-hostile", "model authorization needsAlways=maybe needsAlways=true x=1 =2 y= ==\n"
               + PLIST + BODY)
    c.scenario("unknown-profile-and-catches", HEAD + "profile ios99\ncatches nothing-like-this\n" + BODY)
    c.scenario("start-status-hostile", HEAD + "start status 99\nstart status authorizedAlways accuracy medium\n" + BODY)
    c.scenario("faults-hostile", HEAD + "fault nope\nfault delayCallback 99999999999999999999s\nfault dropCallback x y z\n"
               + BODY + "3s fault unansweredAlert\n4s fault skipSettingsCallback 1 2 3\n")
    c.scenario("catches-own-model", HEAD + "catches authorization\n" + BODY)
    c.scenario("every-buggy-model-caught", HEAD + "".join(f"catches {m}\n" for m in
               ["initial-callback-as-answer", "awaits-always-answer", "cached-grant"]) + BODY)
    c.scenario("start-granted-then-restricted", HEAD + "start status authorizedAlways accuracy reduced\n"
               "device restricted on\ndevice location-services off\n" + BODY)


def ranges(c):
    """Ranges and windows of many values, steps that are zero, negative or wider than the range."""
    c.scenario("range-1us-to-1h-step-1us", HEAD + "set fixInterval 1us..1h step 1us\n" + BODY)
    c.scenario("range-no-step-wide", HEAD + "set fixInterval 1us..8784h\n" + BODY)
    c.scenario("range-step-zero", HEAD + "set allowOnceExpiry 1s..2s step 0s\n" + BODY)
    c.scenario("range-step-negative", HEAD + "set allowOnceExpiry 1s..2s step -1s\n" + BODY)
    c.scenario("range-step-wider", HEAD + "set allowOnceExpiry 1s..2s step 8784h\n" + BODY)
    c.scenario("range-inverted", HEAD + "set allowOnceExpiry 9s..2s step 1s\n" + BODY)
    c.scenario("range-single-value", HEAD + "set allowOnceExpiry 2s..2s step 1s\n" + BODY)
    c.scenario("range-distance-huge", HEAD + "set approximateOffset 1m..1e308km step 1m\n" + BODY)
    c.scenario("range-overflowing-ends", HEAD + "set allowOnceExpiry 1s..99999999999999999999s step 1s\n" + BODY)
    c.scenario("range-10000-values", HEAD + "set allowOnceExpiry 1ms..10s step 1ms\n" + BODY)
    c.scenario("two-ranges-10000-each", HEAD + "set allowOnceExpiry 1ms..10s step 1ms\n"
               "set fullAccuracyExpiry 1ms..10s step 1ms\n" + BODY)
    c.scenario("two-ranges-3000-each", HEAD + "set allowOnceExpiry 1ms..3s step 1ms\n"
               "set fullAccuracyExpiry 1ms..3s step 1ms\n" + BODY)
    c.scenario("six-ranges-of-ten", HEAD + "".join(f"set {p} 1s..10s step 1s\n" for p in
               ["initialCallbackDelay", "allowOnceExpiry", "fullAccuracyExpiry", "snappingRecompute",
                "replyDelay", "fixInterval"]) + BODY)
    c.scenario("window-3s-to-3h-step-1us", HEAD + "0s launch\n1s tap \"Start run\"\n2s alert any\n"
               "3s..3h step 1us background\n")
    c.scenario("window-3s-to-3h-step-1s", HEAD + BODY + "3s..3h step 1s background\n")
    c.scenario("window-whole-year-1us", HEAD + "0s..8784h step 1us launch\n")
    c.scenario("window-step-zero", HEAD + BODY + "3s..5s step 0s background\n")
    c.scenario("window-inverted", HEAD + BODY + "9s..5s step 1s background\n")
    c.scenario("window-relative-huge", HEAD + BODY + "+1s..+99999h step 1s background\n")
    c.scenario("window-then-relative", HEAD + BODY + "3s..8784h background\n+8784h foreground\n")
    c.scenario("windows-200", HEAD + "0s launch\n" + "".join(f"{i}s..{i}.5s step 100ms maybe background\n"
               for i in range(1, 201)))


def what_ifs(c):
    """Choice points by the thousand and nesting as deep as a line allows."""
    c.scenario("maybe-chain-one-line", HEAD + "0s launch\n1s " + "maybe " * 670 + "tap \"x\"\n")
    c.scenario("maybe-chain-100", HEAD + "0s launch\n1s " + "maybe " * 100 + "background\n")
    c.scenario("maybe-of-everything", HEAD + "0s maybe launch\n1s maybe alert any\n2s maybe maybe end\n"
               "3s maybe expect status == 4\n4s maybe fault dropCallback\n5s maybe\n")
    c.scenario("maybe-3000-lines", HEAD + "0s launch\n" + "".join(f"{i}s maybe tap \"x\"\n" for i in range(1, 3001)))
    c.scenario("maybe-2500-lines", HEAD + "0s launch\n" + "".join(f"{i}s maybe tap \"x\"\n" for i in range(1, 2501)))
    c.scenario("maybe-300-lines", HEAD + "0s launch\n" + "".join(f"{i}s maybe background\n" for i in range(1, 301)))
    c.scenario("alert-any-3000-same-time", HEAD + "0s launch\n1s tap \"Start run\"\n2s alert any\n"
               + "   alert any\n" * 3000)
    c.scenario("alert-any-5000-lines", HEAD + "0s launch\n1s tap \"Start run\"\n"
               + "".join(f"{i}s alert any\n" for i in range(2, 5002)))
    c.scenario("alert-any-without-alert", "model recorder\n0s launch\n1s alert any\n2s alert \"Nope\"\n")
    c.scenario("faults-2000", HEAD + BODY + "".join(f"{i}s fault dropCallback\n" for i in range(3, 2003)))
    c.scenario("parens-33-deep", HEAD + BODY + "3s expect " + "(" * 33 + "status == 4" + ")" * 33 + "\n")
    c.scenario("parens-2000-deep", HEAD + BODY + "3s expect " + "(" * 2000 + "status == 4" + ")" * 2000 + "\n")
    c.scenario("parens-unbalanced-4000", HEAD + BODY + "3s expect " + "(" * 4000 + "\n")
    c.scenario("not-chain-1000", HEAD + BODY + "3s expect " + "not " * 1000 + "status == 4\n")
    c.scenario("and-chain-600", HEAD + BODY + "3s expect " + " and ".join(["status == 4"] * 300) + "\n")
    c.scenario("in-list-1000", HEAD + BODY + "3s expect status in [" + ", ".join(["denied"] * 600) + "]\n")
    c.scenario("always-10000", HEAD + "always status != restricted\n" * 10000 + BODY)
    c.scenario("expect-every-microsecond", HEAD + "0s launch\n" + "".join(f"{i}us expect app == foreground\n"
               for i in range(1, 20001)))
    c.scenario("timeline-100000-lines", HEAD + "0s launch\n" + "".join(
        f"{i}ms {'background' if i % 2 else 'foreground'}\n" for i in range(1, 100001)))
    c.scenario("relaunch-5000", HEAD + "0s launch\n" + "".join(f"{i}s relaunch\n" for i in range(1, 5001)))
    c.scenario("explore-wide", HEAD + "0s launch\n1s tap \"Start run\"\n2s alert any\n3s..9s step 1s background\n"
               + "".join(f"{10 + i}s maybe settings location {w}\n" for i, w in
                         enumerate(["never", "ask", "while-using", "always"] * 5)) + "40s maybe foreground\n")


def steps(c):
    """Steps, calls and plists that parse but ask the system for what it does not have."""
    c.scenario("calls-hostile", "model recorder\n" + PLIST + "0s launch\n1s call nope\n"
               "2s call requestTemporaryFullAccuracy\n3s call endServiceSession s99999999999999999999\n"
               "4s call startUpdatingLocation m0\n5s call startUpdatingLocation m-1\n"
               "6s call desiredAccuracy worst\n7s call queryMotion telepathy\n")
    c.scenario("call-unknown-manager", "model recorder\n" + PLIST + "0s launch\n1s call stopUpdatingLocation m99999\n")
    c.scenario("calls-before-launch", "model recorder\n" + PLIST + "0s call createManager\n1s call requestAlwaysAuthorization\n")
    c.scenario("terminate-before-launch", HEAD + "0s terminate\n1s background\n2s resume\n3s suspend\n")
    c.scenario("create-manager-2000", "model recorder\n" + PLIST + "0s launch\n" + "   call createManager\n" * 2000
               + "1s call requestWhenInUseAuthorization\n2s alert any\n")
    c.scenario("live-updates-1000", "model recorder\n" + PLIST + "0s launch\n"
               + "   call startLiveUpdates\n" * 1000 + "1s call createManager\n")
    c.scenario("recorder-everything", "model recorder\n" + PLIST + "plist NSLocationAlwaysAndWhenInUseUsageDescription \"a\"\n"
               "0s launch\n   call createManager\n   call requestWhenInUseAuthorization\n1s alert any\n"
               "2s call requestAlwaysAuthorization\n3s alert any\n4s call startUpdatingLocation\n"
               "   call allowsBackgroundLocationUpdates true\n   call startBackgroundActivitySession\n"
               "   call startServiceSession always\n   call startLiveUpdates\n   call queryMotion pedometer\n"
               "5s alert any\n6s background\n7s settings location never\n8s settings precise off\n"
               "9s settings motion off\n10s settings location-services off\n11s device restricted on\n"
               "12s foreground\n13s call endServiceSession\n   call stopLiveUpdates\n"
               "   call stopBackgroundActivitySession\n   call stopUpdatingLocation\n")
    c.scenario("plist-value-4000", HEAD + 'plist NSLocationAlwaysAndWhenInUseUsageDescription "' + "v" * 4000 + '"\n' + BODY)
    c.scenario("plist-10000-keys", HEAD + "".join(f'plist Key{i} "value {i}"\n' for i in range(10000)) + BODY)
    c.scenario("plist-temporary-10000", HEAD + "".join(f'plist temporary Purpose{i} "p"\n' for i in range(10000))
               + BODY + "3s call requestTemporaryFullAccuracy Purpose9999\n")
    c.scenario("plist-hostile-values", HEAD + 'plist A maybe\nplist B 12\nplist C\nplist temporary\n'
               'plist temporary K\nplist "quoted key" "v"\nplist D "\\u{0}"\n' + BODY)
    c.scenario("settings-hostile", HEAD + BODY + "3s settings location sometimes\n4s settings\n5s settings precise 2\n")
    c.scenario("device-mid-run-hostile", HEAD + BODY + "3s device motion-hardware no\n4s device barometer maybe\n")
    c.scenario("expect-hostile-subjects", HEAD + BODY + "3s expect nope == 4\n4s expect ui. == 1\n5s expect session == 1\n"
               "6s expect callback nope\n7s expect callback authorization nope=1 =2 status=\n8s expect alert\n")
    c.scenario("string-comparisons", HEAD + BODY + '3s expect ui.step < "zzz"\n4s expect ui.step == 1s\n'
               "5s expect accuracy < full\n6s expect app >= foreground\n")


def scenarios(c):
    rng = random.Random(14)
    bytes_and_text(c, rng)
    numbers(c)
    headers(c)
    ranges(c)
    what_ifs(c)
    steps(c)
    for i in range(8):
        lines = BASE.split("\n")
        c.scenario(f"shuffled-lines-{i}", "\n".join(rng.sample(lines, len(lines))) + "\n")
    for i in range(8):
        data = bytearray(BASE.encode())
        for _ in range(6):
            data[rng.randrange(len(data))] = rng.randrange(256)
        c.scenario(f"flipped-bytes-{i}", bytes(data))


def real_shards(locsim):
    """Two complete shard pairs of the journey: one passing, one with counterexamples."""
    made = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name, model in [("pass", "authorization"), ("fail", "cached-grant")]:
            for k in (0, 1):
                out = os.path.join(tmp, f"{name}{k}.json")
                subprocess.run([locsim, "explore", JOURNEY, "--model", model, "--shard", f"{k}/2",
                                "--output", out], cwd=ROOT, check=True, stderr=subprocess.DEVNULL)
                with open(out) as f:
                    made[f"{name}{k}"] = json.load(f)
    return made


def dump(value):
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def mutate(base, edit):
    copy = json.loads(json.dumps(base))
    edit(copy)
    return dump(copy)


def set_path(path, value):
    def edit(doc):
        node = doc
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return edit


def shards(c, made):
    """Real shards, then each broken in one way: truncated, mistyped, out of range, escaping, huge."""
    for name, doc in sorted(made.items()):
        c.shard(f"valid-{name}", dump(doc))
    good = dump(made["fail0"])
    fail = made["fail0"]
    c.shard("empty", "")
    c.shard("null", "null")
    c.shard("array", "[]")
    c.shard("object", "{}")
    c.shard("number", "1e400")
    c.shard("binary", bytes(random.Random(7).randrange(256) for _ in range(4096)))
    c.shard("bom", "\ufeff" + good)
    c.shard("invalid-utf8", good.replace('"A permission journey"', '"A \udcff journey"', 1).encode("utf-8", "surrogateescape"))
    for cut in (1, 100, len(good) // 2, len(good) - 1):
        c.shard(f"truncated-at-{cut}", good[:cut])
    big = 9223372036854775807
    for label, value in [("zero", 0), ("negative", -1), ("int-max", big), ("int-min", -big - 1),
                         ("past-int64", 99999999999999999999), ("float", 2.5), ("string", "2"),
                         ("null", None)]:
        c.shard(f"shard-count-{label}", mutate(fail, set_path(["shard", "count"], value)))
    for label, value in [("negative", -1), ("equal-count", 2), ("int-max", big)]:
        c.shard(f"shard-index-{label}", mutate(fail, set_path(["shard", "index"], value)))
    c.shard("shard-1-of-3-alone", mutate(fail, lambda d: d["shard"].update(count=3, index=1)))
    for label, value in [("zero", 0), ("negative", -5), ("int-max", big)]:
        c.shard(f"header-units-{label}", mutate(fail, set_path(["header", "units"], value)))
        c.shard(f"unit-timelines-{label}", mutate(fail, set_path(["units", 0, "timelines"], value)))
    c.shard("header-max-timelines-int-max", mutate(fail, set_path(["header", "maxTimelines"], big)))
    c.shard("header-max-depth-negative", mutate(fail, set_path(["header", "maxDepth"], -1)))
    c.shard("header-seed-past-uint64", mutate(fail, set_path(["header", "seed"], 2 ** 64)))
    c.shard("unit-index-int-max", mutate(fail, set_path(["units", 0, "unit"], big)))
    c.shard("unit-rule-count-int-max", mutate(fail, lambda d: d["units"][0]["rulesFired"].update({"AUTH-1": big})))
    c.shard("counts-int-max-everywhere", mutate(fail, lambda d: [u.update(events=big, timelines=big, spanned=big,
                                                 distinctStates=big, failingTimelines=big) for u in d["units"]]))
    c.shard("wrong-types", mutate(fail, lambda d: d.update(units="many", failures={"a": 1})))
    c.shard("unknown-strategy", mutate(fail, set_path(["header", "strategy"], "telepathic")))
    for label, value in [("dotdot", "../escaped.scenario"), ("absolute", "/tmp/locsim-hostile-corpus-escaped.scenario"),
                         ("deep-dotdot", "../../../../../../../../tmp/locsim-hostile-corpus-deep.scenario"), ("empty", ""), ("dot", "."),
                         ("dotdot-only", ".."), ("newline", "a\nb.scenario"), ("nul", "a\u0000b.scenario"),
                         ("slash-only", "/"), ("long", "n" * 5000 + ".scenario")]:
        c.shard(f"counterexample-name-{label}", mutate(fail, set_path(["failures", 0, "counterexample", "fileName"], value)))
    c.shard("counterexample-text-garbage", mutate(fail, set_path(["failures", 0, "counterexample", "text"], "\u0000\ufffe" * 1000)))
    c.shard("counterexample-path-hostile", mutate(fail, set_path(["failures", 0, "counterexample", "path", 0, "point"],
                                                             {"depth": -1, "entry": big, "kind": "nope", "line": -big})))
    c.shard("failure-check-line-negative", mutate(fail, set_path(["failures", 0, "check", "line"], -1)))
    lean = dict(fail["units"][0], failures=[], uiStates=[], uiTransitions=[], rulesFired={})
    c.shard("units-10000", mutate(fail, lambda d: d.update(units=[dict(lean, unit=i) for i in range(10000)])))
    c.shard("units-duplicated", mutate(fail, lambda d: d.update(units=d["units"] + d["units"])))
    c.shard("nesting-100000-brackets", "[" * 100000 + "]" * 100000)
    c.shard("nesting-100000-open", "[" * 100000)
    c.shard("nesting-100000-objects", '{"a":' * 100000 + "1" + "}" * 100000)
    c.shard("nesting-in-field", good.replace('"failures":[]', '"failures":' + "[" * 50000 + "]" * 50000, 1))
    c.shard("duplicate-keys", good[:-1] + ',"shard":{"count":0,"index":0}}')
    c.shard("other-exploration", mutate(made["pass1"], lambda d: d["header"].update(model="authorization", file="other.scenario")))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--locsim", default=os.path.join(ROOT, ".build", "debug", "locsim"))
    args = parser.parse_args()
    c = Corpus()
    scenarios(c)
    shards(c, real_shards(args.locsim))
    c.write()
    size = sum(len(d) for d in c.files.values())
    print(f"{len(c.files)} files, {size} bytes in {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    main()
