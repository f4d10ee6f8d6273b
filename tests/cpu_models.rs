//! The same binary run as older CPUs under `qemu-x86_64 -cpu MODEL` (Debian's qemu-user):
//! detection must match the model, selection must fall back to portable methods where an
//! instruction is missing, and no command may die of an illegal instruction.
//!
//! Without qemu the test says it was skipped; under CI (`CI` set) a missing qemu fails.

use serde_json::Value;
use std::process::{Command, Output};

/// A model, the features it must report usable, and those it must not.
struct Model {
    name: &'static str,
    has: &'static [&'static str],
    lacks: &'static [&'static str],
}

const MODELS: &[Model] = &[
    Model {
        name: "core2duo",
        has: &["sse2", "sse3", "ssse3"],
        lacks: &[
            "sse42", "popcnt", "lzcnt", "bmi1", "bmi2", "avx", "avx2", "avx512f",
        ],
    },
    Model {
        name: "Nehalem",
        has: &["sse2", "ssse3", "sse41", "sse42", "popcnt"],
        lacks: &["lzcnt", "bmi1", "bmi2", "avx", "avx2", "avx512f"],
    },
    Model {
        name: "Haswell",
        has: &["sse42", "popcnt", "lzcnt", "bmi1", "bmi2", "avx", "avx2"],
        lacks: &["avx512f", "avx512vpopcntdq", "tbm"],
    },
];

fn qemu() -> Option<&'static str> {
    let found = Command::new("qemu-x86_64")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if found {
        return Some("qemu-x86_64");
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "qemu-x86_64 is required in CI (apt-get install qemu-user)"
    );
    None
}

fn run(qemu: &str, model: &str, args: &[&str], stdin: Option<&str>) -> Output {
    let bin = assert_cmd::cargo::cargo_bin("bbtool");
    let mut cmd = Command::new(qemu);
    cmd.args(["-cpu", model]).arg(&bin).args(args);
    match stdin {
        Some(text) => {
            use std::io::Write;
            use std::process::Stdio;
            let mut child = cmd
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            child
                .stdin
                .take()
                .unwrap()
                .write_all(text.as_bytes())
                .unwrap();
            child.wait_with_output().unwrap()
        }
        None => cmd.output().unwrap(),
    }
}

/// Every command of the hardware issue, with the status it must end with.
fn commands() -> Vec<(Vec<&'static str>, i32)> {
    vec![
        (vec!["cpuinfo"], 0),
        (vec!["methods"], 0),
        (vec!["show", "e4,d5", "--bytes"], 0),
        (vec!["scan", "0x0000001818000000", "--all-methods"], 0),
        (vec!["scan", "center", "--reverse", "--all-methods"], 0),
        (vec!["scan", "rank2", "--flip", "--all-methods"], 0),
        (vec!["scan", "0x80", "--first", "--all-methods"], 0),
        (vec!["scan", "0x80", "--last", "--path", "hardware"], 0),
        (vec!["scan", "empty", "--first"], 1),
        (vec!["popcount", "rank1", "light", "--all-methods"], 0),
        (
            vec!["popcount", "--file", "/proc/self/exe", "--all-methods"],
            0,
        ),
        (vec!["hamming", "rank1", "rank2", "--all-methods"], 0),
        (
            vec!["popcount3", "rank1", "rank2", "filea", "--all-methods"],
            0,
        ),
        (vec!["weighted", "center", "--all-methods"], 0),
        (
            vec!["attacks", "rook", "d4", "--occ", "d6|f4", "--all-methods"],
            0,
        ),
        (
            vec!["attacks", "queen", "d4", "--occ", "rank6", "--all-methods"],
            0,
        ),
        (vec!["attacks", "bishop", "c6", "--path", "hardware"], 0),
        (vec!["attacks", "knight", "a1", "--all-methods"], 0),
        (vec!["attacks", "pawn", "e4", "--side", "black"], 0),
        (
            vec![
                "attacks",
                "line",
                "rank",
                "d4",
                "--occ",
                "b4",
                "--all-methods",
            ],
            0,
        ),
        (
            vec!["attacks", "rook", "--from", "a1,h8", "--all-methods"],
            0,
        ),
        (vec!["pushes", "rank2", "--occ", "c3,e4"], 0),
        (vec!["explain", "rook", "a1", "--occ", "d1,a4"], 0),
        (vec!["subsets", "a1,c1,e1"], 0),
        (vec!["magics", "--piece", "bishop"], 0),
        (
            vec!["popcount", "0xffff", "--width", "16", "--all-methods"],
            0,
        ),
        (
            vec!["popcount", "0xffff", "--width", "32", "--all-methods"],
            0,
        ),
        (vec!["bit", "btc", "rank4", "e4", "--all-methods"], 0),
        (vec!["is", "power-of-two", "e4"], 0),
    ]
}

#[test]
fn older_cpus_detect_their_features_and_run_every_command() {
    let Some(qemu) = qemu() else {
        eprintln!("skipped: qemu-x86_64 not found (install qemu-user to run the CPU-model tests)");
        return;
    };
    for model in MODELS {
        let out = run(qemu, model.name, &["cpuinfo", "--json"], None);
        assert!(
            out.status.success(),
            "{}: cpuinfo failed: {}",
            model.name,
            String::from_utf8_lossy(&out.stderr)
        );
        let info: Value = serde_json::from_slice(&out.stdout).unwrap();
        for f in model.has {
            assert_eq!(info["features"][f], true, "{} should have {f}", model.name);
        }
        for f in model.lacks {
            assert_eq!(info["features"][f], false, "{} should lack {f}", model.name);
        }
        // Selection never picks a method that needs a feature the model lacks.
        for (family, sel) in info["selected"].as_object().unwrap() {
            for need in sel["needs"].as_array().unwrap() {
                assert_eq!(
                    info["features"][need.as_str().unwrap()],
                    true,
                    "{}: {family} picked {sel}",
                    model.name
                );
            }
        }
        for (args, status) in commands() {
            let out = run(qemu, model.name, &args, None);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(
                out.status.code(),
                Some(status),
                "{} {args:?}: {err}",
                model.name
            );
            assert!(
                !err.contains("Illegal instruction") && !err.contains("SIGILL"),
                "{} {args:?}",
                model.name
            );
        }
        let batch = run(
            qemu,
            model.name,
            &["scan", "--first", "-f", "dec", "-"],
            Some("0x10\ne4\n"),
        );
        assert_eq!(
            String::from_utf8_lossy(&batch.stdout),
            "4\n28\n",
            "{}",
            model.name
        );
        // The block formatters the model's features choose print what Rust's do (an odd
        // count, so the two-a-register decimal form meets a lone line too).
        let values = [
            0u64,
            9,
            10,
            127,
            128,
            1 << 63,
            u64::MAX,
            0x0123_4567_89ab_cdef,
            12_345_678_901_234_567,
        ];
        let input: String = values.iter().map(|v| format!("{v:#018x}\n")).collect();
        let squares = |v: u64| {
            let names: Vec<String> = (0..64)
                .filter(|i| v >> i & 1 == 1)
                .map(|i| format!("{}{}", (b'a' + i % 8) as char, i / 8 + 1))
                .collect();
            names.join(" ")
        };
        let formats: [(&str, &dyn Fn(u64) -> String); 3] = [
            ("dec", &|v| v.to_string()),
            ("oct", &|v| format!("0o{v:022o}")),
            ("squares", &squares),
        ];
        for (format, render) in formats {
            let out = run(qemu, model.name, &["show", "-f", format, "-"], Some(&input));
            let want: String = values.iter().map(|&v| render(v) + "\n").collect();
            assert_eq!(
                String::from_utf8_lossy(&out.stdout),
                want,
                "{} -f {format}",
                model.name
            );
        }
        // JSON lines too: their loop is compiled for AVX2 where the model has it.
        let out = run(qemu, model.name, &["show", "--json", "-"], Some(&input));
        let lines: Vec<Value> = out
            .stdout
            .split(|&b| b == b'\n')
            .filter(|line| !line.is_empty())
            .map(|line| serde_json::from_slice(line).unwrap())
            .collect();
        assert_eq!(lines.len(), values.len(), "{} --json", model.name);
        for (line, &v) in lines.iter().zip(&values) {
            let names: Vec<&str> = line["squares"]
                .as_array()
                .unwrap()
                .iter()
                .map(|name| name.as_str().unwrap())
                .collect();
            assert_eq!(names.join(" "), squares(v), "{} --json {v}", model.name);
            assert_eq!(line["dec"], v.to_string(), "{} --json {v}", model.name);
            assert_eq!(
                line["oct"],
                format!("0o{v:022o}"),
                "{} --json {v}",
                model.name
            );
        }
    }
}

#[test]
fn the_portable_models_choose_portable_bitscans() {
    let Some(qemu) = qemu() else {
        eprintln!("skipped: qemu-x86_64 not found");
        return;
    };
    let out = run(qemu, "core2duo", &["cpuinfo", "--json"], None);
    let info: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(info["microarchitecture"], "Core 2");
    assert_ne!(info["selected"]["bitscan-forward"]["method"], "tzcnt");
    assert_ne!(info["selected"]["bitscan-reverse"]["method"], "lzcnt");
    // No POPCNT on Core 2, but SSSE3: Mula's PSHUFB nibble lookup is the best it has.
    assert_eq!(info["selected"]["popcount"]["method"], "ssse3-pshufb");
    let nehalem: Value =
        serde_json::from_slice(&run(qemu, "Nehalem", &["cpuinfo", "--json"], None).stdout).unwrap();
    assert_eq!(nehalem["selected"]["popcount"]["method"], "popcnt");
    let tz = run(
        qemu,
        "core2duo",
        &["scan", "e4", "--first", "--method", "tzcnt"],
        None,
    );
    assert_eq!(tz.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&tz.stderr).contains("needs BMI1"));
    let haswell = run(qemu, "Haswell", &["cpuinfo", "--json"], None);
    let info: Value = serde_json::from_slice(&haswell.stdout).unwrap();
    assert_eq!(info["microarchitecture"], "Haswell");
    assert_eq!(info["selected"]["bitscan-forward"]["method"], "tzcnt");
    assert_eq!(info["selected"]["rook-attacks"]["method"], "pext-table");
    // Without BMI2 no PEXT method is chosen, and asking for one names the feature.
    let rook: Value = serde_json::from_slice(
        &run(qemu, "Nehalem", &["attacks", "rook", "d4", "--json"], None).stdout,
    )
    .unwrap();
    assert!(
        !rook["method"].as_str().unwrap().starts_with("pext"),
        "{rook}"
    );
    let pext = run(
        qemu,
        "core2duo",
        &["attacks", "queen", "d4", "--method", "pext-table"],
        None,
    );
    assert_eq!(pext.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&pext.stderr).contains("needs BMI2"));
}

#[test]
fn bmi2_shifts_and_mulx_take_the_instruction_on_haswell_and_formulas_without_bmi2() {
    let Some(qemu) = qemu() else {
        eprintln!("skipped: qemu-x86_64 not found");
        return;
    };
    // (command, the method Haswell selects, the method Nehalem selects, the result).
    let cases: [(&[&str], &str, &str, &str); 6] = [
        (
            &["bit", "rorx", "0x1234", "72"],
            // RORX's run-time count is a table call, slower than ROR: the formula is
            // preferred, and `--all-methods` below runs the instruction.
            "formula",
            "formula",
            "0x3400000000000012",
        ),
        (
            &["bit", "shlx", "1", "65"],
            "shlx",
            "formula",
            "0x0000000000000002",
        ),
        (
            &["bit", "sarx", "0x8000000000000000", "65"],
            "sarx",
            "formula",
            "0xc000000000000000",
        ),
        (
            &["bit", "mulx", "-1", "-1"],
            "mulx",
            "u128",
            "0xfffffffffffffffe0000000000000001",
        ),
        (
            &["bit", "bextr-signed", "0xf000", "8", "8"],
            "bextr",
            "xor-sub",
            "0xfffffffffffffff0",
        ),
        (&["bit", "ffsll", "h8"], "tzcnt", "formula", "64"),
    ];
    for (args, haswell, nehalem, result) in cases {
        for (model, method) in [("Haswell", haswell), ("Nehalem", nehalem)] {
            let mut all: Vec<&str> = args.to_vec();
            all.push("--json");
            let out = run(qemu, model, &all, None);
            assert!(out.status.success(), "{model} {args:?}");
            let j: Value = serde_json::from_slice(&out.stdout).unwrap();
            assert_eq!(j["method"], method, "{model} {args:?}");
            let got = j["result"]
                .as_str()
                .map_or_else(|| j["result"].to_string(), String::from);
            assert_eq!(got, result, "{model} {args:?}");
            all.push("--all-methods");
            assert!(
                run(qemu, model, &all, None).status.success(),
                "{model} {args:?}"
            );
        }
    }
    // The serialization forms run on every model, with every bitscan it can execute.
    let cases: [(&[&str], &str); 4] = [
        (
            &[
                "scan",
                "0x8100000000000081",
                "--with-reset",
                "--all-methods",
                "-f",
                "hex",
            ],
            "0 0x8100000000000080 7 0x8100000000000000 56 0x8000000000000000 63 0x0000000000000000",
        ),
        (
            &[
                "scan",
                "0x8100000000000081",
                "--with-reset",
                "--reverse",
                "--all-methods",
                "-f",
                "dec",
            ],
            "63 72057594037928065 56 129 7 1 0 0",
        ),
        (
            &["scan", "0x8100000000000081", "--isolated", "-f", "hex"],
            "0x0000000000000001 0x0000000000000080 0x0100000000000000 0x8000000000000000",
        ),
        (
            &["scan", "d5,f5", "--knight", "e3", "-f", "squares"],
            "d5 f5",
        ),
    ];
    for model in ["core2duo", "Haswell"] {
        for (args, want) in cases {
            let out = run(qemu, model, args, None);
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(out.status.success(), "{model} {args:?}: {err}");
            let text = String::from_utf8_lossy(&out.stdout);
            assert_eq!(text.trim_end(), want, "{model} {args:?}");
        }
    }
    // Asking for the instruction where the model lacks it names the feature.
    let mulx = run(
        qemu,
        "Nehalem",
        &["bit", "mulx", "3", "5", "--method", "mulx"],
        None,
    );
    assert_eq!(mulx.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&mulx.stderr).contains("needs BMI2"));
}

/// The SIMD pages' commands under each model: SSE2 and SSSE3 methods run on all three,
/// AVX2 VPSLLVQ/VPSRLVQ only where the model has AVX2 (Haswell). qemu has no AVX-512 or
/// XOP, so those methods are refused by name on every model, never executed.
#[test]
fn simd_pages_run_under_every_model() {
    let Some(qemu) = qemu() else {
        eprintln!("skipped: qemu-x86_64 not found");
        return;
    };
    let all = |args: &[&'static str]| [args, &["--all-methods"]].concat();
    let commands: Vec<Vec<&str>> = vec![
        all(&["weighted", "center"]),
        all(&["popcount-weight8", "rank1", "rank2", "--weights", "3,-1"]),
        all(&["popcount", "1", "3", "-1", "--method", "ssse3-pairs"]),
        all(&["shift", "nw", "-1"]),
        all(&["east-attacks", "e1,e4", "a1", "a4", "b1", "h8"]),
        all(&["psign", "0x0505", "0xff01", "--width", "8"]),
        all(&["reverse", "0xf0"]),
        all(&["lanes", "lzcnt", "1", "2", "--mask", "1"]),
        all(&["lanes", "ternlog", "0xe8", "1", "3", "5"]),
        all(&["lanes", "popcntd", "-1"]),
        all(&["lanes", "genshift", "e4", "9", "e4", "-9"]),
    ];
    for model in MODELS {
        for args in &commands {
            let out = run(qemu, model.name, args, None);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(0), "{} {args:?}: {err}", model.name);
        }
        let shift = run(
            qemu,
            model.name,
            &[
                "lanes",
                "genshift",
                "e4",
                "9",
                "-f",
                "squares",
                "--method",
                "avx2-vpsllvq",
            ],
            None,
        );
        let avx2 = model.has.contains(&"avx2");
        assert_eq!(
            shift.status.code(),
            Some(if avx2 { 0 } else { 2 }),
            "{}",
            model.name
        );
        if avx2 {
            assert_eq!(String::from_utf8_lossy(&shift.stdout), "f5\n");
        }
        for (args, needs) in [
            (
                &["lanes", "lzcnt", "1", "--method", "avx512-vplzcntq"][..],
                "AVX-512",
            ),
            (&["reverse", "1", "--method", "xop-vpperm"][..], "XOP"),
        ] {
            let out = run(qemu, model.name, args, None);
            assert_eq!(out.status.code(), Some(2), "{} {args:?}", model.name);
            assert!(String::from_utf8_lossy(&out.stderr).contains(needs));
        }
    }
}

/// The 16- and 32-bit POPCNT forms run under Nehalem, and core2duo, without POPCNT,
/// counts words with the portable methods and refuses `--method popcnt`.
#[test]
fn narrow_popcounts_follow_popcnt() {
    let Some(qemu) = qemu() else {
        eprintln!("skipped: qemu-x86_64 not found");
        return;
    };
    for width in ["16", "32"] {
        let args = [
            "popcount", "0xf0f0", "--width", width, "--method", "popcnt", "-f", "dec",
        ];
        let nehalem = run(qemu, "Nehalem", &args, None);
        assert_eq!(
            String::from_utf8_lossy(&nehalem.stdout),
            "8\n",
            "width {width}"
        );
        let core2 = run(qemu, "core2duo", &args, None);
        assert_eq!(core2.status.code(), Some(2), "width {width}");
        assert!(String::from_utf8_lossy(&core2.stderr).contains("needs POPCNT"));
        let auto = run(
            qemu,
            "core2duo",
            &["popcount", "0xf0f0", "--width", width, "--json"],
            None,
        );
        let json: Value = serde_json::from_slice(&auto.stdout).unwrap();
        assert_ne!(json["method"], "popcnt", "width {width}: {json}");
        assert_eq!(json["result"], 8, "width {width}: {json}");
    }
}
