//! Generated tables compiled and run: C with `cc`, Rust with `rustc`, Python with
//! `python3`. Each program prints every entry of every array and 10,000 random slider
//! lookups from a SplitMix64 stream written into its driver; the output is compared with
//! bbtool's own values.

use std::path::PathBuf;
use std::process::Command;

use bbtool::attacks::magic::{Magic, find_magics, magics_of};
use bbtool::attacks::pext::pext_soft;
use bbtool::attacks::rays::{TABLE_OFFSETS, relevant_mask, slider_attacks_ray};
use bbtool::attacks::subsets::subsets;
use bbtool::attacks::{Color, Slider, leapers};
use bbtool::codegen::{GenError, Lang, Table, generate, prefixed};
use bbtool::rng::SplitMix64;
use bbtool::{Direction, Square};

/// Random lookups per lookup function.
const LOOKUPS: usize = 10_000;
/// The seed of the drivers' lookup stream.
const SEED: u64 = 0x0067_656e; // "gen"

/// An array the driver prints: its unprefixed name, rows (1 or more) and expected entries.
struct Expected {
    name: &'static str,
    rows: usize,
    values: Vec<u64>,
}

/// What a table's program must print.
struct Spec {
    arrays: Vec<Expected>,
    /// Lookup functions (unprefixed) and the slider whose attacks they return.
    lookups: Vec<(&'static str, Slider)>,
    /// The first lookup uses PEXT (C and Rust).
    pext: bool,
}

/// `f` on every square.
fn per_square(f: impl Fn(Square) -> u64) -> Vec<u64> {
    Square::all().map(f).collect()
}

/// A 64-entry array.
fn arr(name: &'static str, values: Vec<u64>) -> Expected {
    Expected {
        name,
        rows: 1,
        values,
    }
}

/// The squares from `sq` in `dir` to the edge, walked with `Square::step`.
fn ray(sq: Square, dir: Direction) -> Vec<Square> {
    std::iter::successors(sq.step(dir), |s| s.step(dir)).collect()
}

/// A set of squares.
fn set(squares: &[Square]) -> u64 {
    squares.iter().fold(0, |s, q| s | 1 << q.index())
}

/// BETWEEN or LINE by stepping from `a` towards `b` in each direction.
fn between_or_line(whole: bool) -> Vec<u64> {
    let mut out = vec![0; 4096];
    for a in Square::all() {
        for (d, &dir) in Direction::ALL.iter().enumerate() {
            let forward = ray(a, dir);
            for (i, b) in forward.iter().enumerate() {
                out[a.index() * 64 + b.index()] = if whole {
                    let back = ray(a, Direction::ALL[(d + 4) % 8]);
                    set(&forward) | set(&back) | 1 << a.index()
                } else {
                    set(&forward[..i])
                };
            }
        }
    }
    out
}

/// Masks, magics, shifts, offsets and the table of `magics`, from the ray walk.
fn magic_spec(slider: Slider, magics: &[Magic; 64], prefix: &'static str) -> Vec<Expected> {
    let base = TABLE_OFFSETS[slider as usize][0] as usize;
    let len = magics.iter().map(|m| 1 << m.mask.count_ones()).sum();
    let mut table = vec![0; len];
    for (sq, m) in Square::all().zip(magics) {
        assert_eq!(m.mask, relevant_mask(slider, sq));
        for occ in subsets(m.mask) {
            table[m.offset as usize - base + m.index(occ)] = slider_attacks_ray(slider, sq, occ);
        }
    }
    let names: [&'static str; 5] = match prefix {
        "ROOK" => [
            "ROOK_MAGIC_MASKS",
            "ROOK_MAGICS",
            "ROOK_MAGIC_SHIFTS",
            "ROOK_MAGIC_OFFSETS",
            "ROOK_MAGIC_TABLE",
        ],
        _ => [
            "BISHOP_MAGIC_MASKS",
            "BISHOP_MAGICS",
            "BISHOP_MAGIC_SHIFTS",
            "BISHOP_MAGIC_OFFSETS",
            "BISHOP_MAGIC_TABLE",
        ],
    };
    vec![
        arr(names[0], magics.iter().map(|m| m.mask).collect()),
        arr(names[1], magics.iter().map(|m| m.magic).collect()),
        arr(
            names[2],
            magics.iter().map(|m| u64::from(m.shift)).collect(),
        ),
        arr(
            names[3],
            magics
                .iter()
                .map(|m| u64::from(m.offset) - base as u64)
                .collect(),
        ),
        arr(names[4], table),
    ]
}

/// Masks, offsets and the PEXT table of `slider`, from the ray walk and serial PEXT.
fn pext_spec(slider: Slider, names: [&'static str; 3]) -> Vec<Expected> {
    let base = TABLE_OFFSETS[slider as usize][0];
    let offsets = per_square(|sq| u64::from(TABLE_OFFSETS[slider as usize][sq.index()] - base));
    let masks = per_square(|sq| relevant_mask(slider, sq));
    let len: usize = masks.iter().map(|m| 1 << m.count_ones()).sum();
    let mut table = vec![0; len];
    for sq in Square::all() {
        let mask = masks[sq.index()];
        for occ in subsets(mask) {
            let at = offsets[sq.index()] + pext_soft(occ, mask);
            table[at as usize] = slider_attacks_ray(slider, sq, occ);
        }
    }
    vec![
        arr(names[0], masks),
        arr(names[1], offsets),
        arr(names[2], table),
    ]
}

/// What `table`'s program must print.
fn spec(table: Table, seed: Option<u64>) -> Spec {
    let plain = |arrays| Spec {
        arrays,
        lookups: vec![],
        pext: false,
    };
    let magics = |slider| match seed {
        Some(seed) => find_magics(seed, slider),
        None => *magics_of(slider),
    };
    match table {
        Table::KnightAttacks => plain(vec![arr(
            "KNIGHT_ATTACKS",
            per_square(leapers::knight_attacks),
        )]),
        Table::KingAttacks => plain(vec![arr("KING_ATTACKS", per_square(leapers::king_attacks))]),
        Table::PawnAttacks => plain(vec![
            arr(
                "WHITE_PAWN_ATTACKS",
                per_square(|sq| leapers::pawn_attacks(Color::White, sq)),
            ),
            arr(
                "BLACK_PAWN_ATTACKS",
                per_square(|sq| leapers::pawn_attacks(Color::Black, sq)),
            ),
        ]),
        Table::RookMagics => Spec {
            arrays: magic_spec(Slider::Rook, &magics(Slider::Rook), "ROOK"),
            lookups: vec![("rook_attacks", Slider::Rook)],
            pext: false,
        },
        Table::BishopMagics => Spec {
            arrays: magic_spec(Slider::Bishop, &magics(Slider::Bishop), "BISHOP"),
            lookups: vec![("bishop_attacks", Slider::Bishop)],
            pext: false,
        },
        Table::RookPext => Spec {
            arrays: pext_spec(
                Slider::Rook,
                ["ROOK_PEXT_MASKS", "ROOK_PEXT_OFFSETS", "ROOK_PEXT_TABLE"],
            ),
            lookups: vec![
                ("rook_attacks", Slider::Rook),
                ("rook_attacks_portable", Slider::Rook),
            ],
            pext: true,
        },
        Table::BishopPext => Spec {
            arrays: pext_spec(
                Slider::Bishop,
                [
                    "BISHOP_PEXT_MASKS",
                    "BISHOP_PEXT_OFFSETS",
                    "BISHOP_PEXT_TABLE",
                ],
            ),
            lookups: vec![
                ("bishop_attacks", Slider::Bishop),
                ("bishop_attacks_portable", Slider::Bishop),
            ],
            pext: true,
        },
        Table::Between => plain(vec![Expected {
            name: "BETWEEN",
            rows: 64,
            values: between_or_line(false),
        }]),
        Table::Line => plain(vec![Expected {
            name: "LINE",
            rows: 64,
            values: between_or_line(true),
        }]),
        Table::Rays => plain(vec![Expected {
            name: "RAYS",
            rows: 8,
            values: Direction::ALL
                .iter()
                .flat_map(|&d| Square::all().map(move |sq| set(&ray(sq, d))))
                .collect(),
        }]),
    }
}

/// The output the program must print: every entry, then the lookups.
fn expected_output(spec: &Spec) -> Vec<u64> {
    let mut out: Vec<u64> = spec.arrays.iter().flat_map(|a| a.values.clone()).collect();
    let mut rng = SplitMix64(SEED);
    for _ in 0..if spec.lookups.is_empty() { 0 } else { LOOKUPS } {
        let sq = Square::from_index((rng.next_u64() % 64) as u32);
        let occ = rng.next_u64() & rng.next_u64();
        out.extend(
            spec.lookups
                .iter()
                .map(|&(_, s)| slider_attacks_ray(s, sq, occ)),
        );
    }
    out
}

/// The driver's main program in `lang`: print the arrays, then the lookups.
fn driver(lang: Lang, spec: &Spec, prefix: &str) -> String {
    let n = |name: &str| prefixed(prefix, name);
    let lookups = if spec.lookups.is_empty() { 0 } else { LOOKUPS };
    let mut out = String::new();
    match lang {
        Lang::C => {
            out +=
                "\n#include <stdio.h>\n#define P(v) printf(\"%llu\\n\", (unsigned long long)(v))\n";
            if lookups > 0 {
                out += "static uint64_t state;\n\
                    static uint64_t next(void) {\n\
                    uint64_t z = (state += 0x9e3779b97f4a7c15ull);\n\
                    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;\n\
                    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;\n\
                    return z ^ (z >> 31);\n}\n";
            }
            out += "int main(void) {\n";
            for a in &spec.arrays {
                let (name, cols) = (n(a.name), a.values.len() / a.rows);
                out += &if a.rows > 1 {
                    format!(
                        "for (unsigned i = 0; i < {}; i++) for (unsigned j = 0; j < {cols}; j++) P({name}[i][j]);\n",
                        a.rows
                    )
                } else {
                    format!("for (unsigned i = 0; i < {cols}; i++) P({name}[i]);\n")
                };
            }
            if lookups > 0 {
                out += &format!(
                    "state = {SEED}ull;\nfor (int n = 0; n < {lookups}; n++) {{\n\
                 unsigned sq = next() % 64; uint64_t occ = next(); occ &= next();\n"
                );
                for (f, _) in &spec.lookups {
                    out += &format!("P({}(sq, occ));\n", n(f));
                }
                out += "}\n";
            }
            out += "return 0;\n}\n";
        }
        Lang::Rust => {
            out += "\nfn main() {\nuse std::fmt::Write;\nlet mut out = String::new();\n";
            for a in &spec.arrays {
                let name = n(a.name);
                out += &if a.rows > 1 {
                    format!(
                        "for row in {name}.iter() {{ for v in row {{ writeln!(out, \"{{v}}\").unwrap(); }} }}\n"
                    )
                } else {
                    format!("for v in {name}.iter() {{ writeln!(out, \"{{v}}\").unwrap(); }}\n")
                };
            }
            if lookups > 0 {
                out += &format!(
                    "let mut state: u64 = {SEED};\n\
                 let mut next = || {{\n\
                 state = state.wrapping_add(0x9e3779b97f4a7c15);\n\
                 let mut z = state;\n\
                 z = (z ^ (z >> 30)).wrapping_mul(0xbf58476d1ce4e5b9);\n\
                 z = (z ^ (z >> 27)).wrapping_mul(0x94d049bb133111eb);\n\
                 z ^ (z >> 31)\n}};\n\
                 for _ in 0..{lookups} {{\n\
                 let sq = (next() % 64) as usize; let occ = next() & next();\n"
                );
                for (i, (f, _)) in spec.lookups.iter().enumerate() {
                    let call = format!("{}(sq, occ)", n(f));
                    // SAFETY (of the generated test driver): PEXT runs only after the test
                    // checked that this CPU has BMI2.
                    let call = if spec.pext && i == 0 {
                        format!("unsafe {{ {call} }}")
                    } else {
                        call
                    };
                    out += &format!("writeln!(out, \"{{}}\", {call}).unwrap();\n");
                }
                out += "}\n";
            }
            out += "print!(\"{out}\");\n}\n";
        }
        Lang::Python => {
            out += "\nimport sys\nout = []\n";
            for a in &spec.arrays {
                let name = n(a.name);
                out += &if a.rows > 1 {
                    format!("for row in {name}:\n    out.extend(row)\n")
                } else {
                    format!("out.extend({name})\n")
                };
            }
            if lookups > 0 {
                out += &format!(
                    "M = (1 << 64) - 1\nstate = {SEED}\n\
                 def next_u64():\n\
                 \x20   global state\n\
                 \x20   state = (state + 0x9e3779b97f4a7c15) & M\n\
                 \x20   z = state\n\
                 \x20   z = ((z ^ (z >> 30)) * 0xbf58476d1ce4e5b9) & M\n\
                 \x20   z = ((z ^ (z >> 27)) * 0x94d049bb133111eb) & M\n\
                 \x20   return z ^ (z >> 31)\n\
                 for _ in range({lookups}):\n\
                 \x20   sq = next_u64() % 64\n\
                 \x20   occ = next_u64() & next_u64()\n"
                );
                for (f, _) in &spec.lookups {
                    out += &format!("    out.append({}(sq, occ))\n", n(f));
                }
            }
            out += "sys.stdout.write(''.join(f'{v}\\n' for v in out))\n";
        }
    }
    out
}

/// A scratch directory for one program.
fn scratch(label: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("gen-{label}"));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `cmd`, asserting success; returns its standard output.
fn run(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    assert!(
        out.status.success(),
        "{cmd:?} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// True when the running CPU can execute PEXT.
fn has_bmi2() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("bmi2")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// Generates `table` in `lang`, builds it with the driver, runs it and compares.
fn check(table: Table, lang: Lang, prefix: &str, seed: Option<u64>) {
    let spec = spec(table, seed);
    let code = generate(table, lang, prefix, seed).unwrap();
    let header = format!(
        "Generated by bbtool {}: bbtool gen {} --lang {}",
        env!("CARGO_PKG_VERSION"),
        table.name(),
        lang.name()
    );
    assert!(code.contains(&header), "{}", &code[..code.len().min(800)]);
    let program = code + &driver(lang, &spec, prefix);
    let label = format!(
        "{}-{}-{prefix}{}",
        table.name(),
        lang.name(),
        seed.is_some()
    );
    let dir = scratch(&label);
    let runnable = !spec.pext || lang == Lang::Python || has_bmi2();
    let output = match lang {
        Lang::C => {
            let (src, exe) = (dir.join("t.c"), dir.join("t"));
            std::fs::write(&src, program).unwrap();
            run(Command::new("cc")
                .args(["-std=c99", "-O1", "-mbmi2", "-Wall", "-Werror", "-o"])
                .arg(&exe)
                .arg(&src));
            runnable.then(|| run(&mut Command::new(&exe)))
        }
        Lang::Rust => {
            let (src, exe) = (dir.join("t.rs"), dir.join("t"));
            std::fs::write(&src, program).unwrap();
            run(Command::new("rustc")
                .args(["-O", "--edition", "2021", "-D", "warnings", "-o"])
                .arg(&exe)
                .arg(&src));
            runnable.then(|| run(&mut Command::new(&exe)))
        }
        Lang::Python => {
            let src = dir.join("t.py");
            std::fs::write(&src, program).unwrap();
            Some(run(Command::new("python3").arg(&src)))
        }
    };
    let Some(output) = output else {
        eprintln!(
            "{label}: built; not run, this CPU lacks BMI2 (the portable lookups run in Python)"
        );
        return;
    };
    let got: Vec<u64> = output.lines().map(|l| l.parse().unwrap()).collect();
    let expected = expected_output(&spec);
    assert_eq!(got.len(), expected.len(), "{label}: entries printed");
    if let Some(i) = (0..got.len()).find(|&i| got[i] != expected[i]) {
        panic!(
            "{label}: entry {i} is {:#018x}, bbtool says {:#018x}",
            got[i], expected[i]
        );
    }
}

/// Checks `table` in every language.
fn check_all(table: Table) {
    for lang in Lang::ALL {
        check(table, lang, "", None);
    }
}

#[test]
fn knight_attacks() {
    check_all(Table::KnightAttacks);
}

#[test]
fn king_attacks() {
    check_all(Table::KingAttacks);
}

#[test]
fn pawn_attacks() {
    check_all(Table::PawnAttacks);
}

#[test]
fn rook_magics() {
    check_all(Table::RookMagics);
}

#[test]
fn bishop_magics() {
    check_all(Table::BishopMagics);
}

#[test]
fn rook_pext() {
    check_all(Table::RookPext);
}

#[test]
fn bishop_pext() {
    check_all(Table::BishopPext);
}

#[test]
fn between() {
    check_all(Table::Between);
}

#[test]
fn line() {
    check_all(Table::Line);
}

#[test]
fn rays() {
    check_all(Table::Rays);
}

#[test]
fn prefixed_names_and_seeded_magics_compile_and_run() {
    // A prefix names every array and function; a seed re-searches the magics.
    for lang in Lang::ALL {
        check(Table::BishopMagics, lang, "eng", Some(1));
    }
    let code = generate(Table::BishopMagics, Lang::C, "eng", Some(1)).unwrap();
    assert!(code.contains("static inline uint64_t eng_bishop_attacks(unsigned sq, uint64_t occ)"));
    assert!(code.contains("static const uint64_t ENG_BISHOP_MAGICS[64] = {"));
    assert!(code.contains("bbtool gen bishop-magics --lang c --name eng --magics-seed 1"));
    assert!(code.contains("bbtool magics --seed 1"));
}

#[test]
fn names_follow_the_documented_pattern() {
    let rust = generate(Table::KnightAttacks, Lang::Rust, "", None).unwrap();
    assert!(rust.contains("pub const KNIGHT_ATTACKS: [u64; 64] = ["));
    let c = generate(Table::KnightAttacks, Lang::C, "", None).unwrap();
    assert!(c.contains("static const uint64_t KNIGHT_ATTACKS[64] = {"));
    let py = generate(Table::KnightAttacks, Lang::Python, "", None).unwrap();
    assert!(py.contains("\nKNIGHT_ATTACKS = [\n"));
    // b1's knight: a3, c3 and d2 (the first row of four entries starts at a1).
    assert!(py.contains("0x0000000000020400, 0x0000000000050800,"));
    let rust = generate(Table::RookPext, Lang::Rust, "", None).unwrap();
    assert!(rust.contains(
        "#[target_feature(enable = \"bmi2\")]\npub fn rook_attacks(sq: usize, occ: u64) -> u64 {"
    ));
    let c = generate(Table::RookMagics, Lang::C, "", None).unwrap();
    assert!(c.contains("static inline uint64_t rook_attacks(unsigned sq, uint64_t occ)"));
    let py = generate(Table::RookMagics, Lang::Python, "", None).unwrap();
    assert!(py.contains("def rook_attacks(sq, occ):"));
    assert_eq!(prefixed("Eng_", "KNIGHT_ATTACKS"), "ENG_KNIGHT_ATTACKS");
    assert_eq!(prefixed("Eng", "rook_attacks"), "eng_rook_attacks");
    assert_eq!(prefixed("", "rook_attacks"), "rook_attacks");
}

#[test]
fn bad_options_are_errors() {
    for bad in ["1x", "a-b", "é"] {
        let err = generate(Table::Rays, Lang::C, bad, None).unwrap_err();
        assert_eq!(err, GenError::BadPrefix(bad.to_string()));
    }
    let err = generate(Table::RookPext, Lang::Rust, "", Some(3)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "a magics seed applies to rook-magics and bishop-magics, not rook-pext"
    );
    for t in Table::ALL {
        assert_eq!(Table::parse(t.name()), Some(t));
    }
    assert_eq!(Lang::parse("python"), Some(Lang::Python));
    assert_eq!(Lang::parse("go"), None);
}
