//! Formulas copied from the reference pages (chessprogramming wiki, in `seeds/`), typed
//! into the VALUE grammar as the pages write them in C. Each is checked against the same
//! formula in Rust and against what its page says: a printed value, a diagram, a table
//! entry, or another formula the page calls equal.

mod common;
use bbtool::parse::parse_value;
use common::run;

/// What a page says a formula gives.
enum Says {
    /// A value the page prints: hex, a table entry or a diagram.
    Value(u64),
    /// Another formula the page says is equal (with the same variables).
    Equals(&'static str),
    /// The page prints no value here: the Rust formula is the check.
    NoValue,
}

/// One formula from one page, its variables and its value computed in Rust.
struct Formula {
    page: &'static str,
    text: &'static str,
    vars: Vec<(&'static str, String)>,
    rust: u64,
    says: Says,
}

/// `formula` with each variable (a whole word) replaced by its text in parentheses.
fn bind(formula: &str, vars: &[(&str, String)]) -> String {
    let mut out = String::new();
    let mut word = String::new();
    for c in formula.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_alphanumeric() || c == '_' {
            word.push(c);
            continue;
        }
        match vars.iter().find(|(name, _)| *name == word) {
            Some((_, text)) => out.push_str(&format!("({text})")),
            None => out.push_str(&word),
        }
        word.clear();
        out.push(c);
    }
    out.pop();
    out
}

/// Evaluates `formula` with `vars` through the library's grammar.
fn eval(formula: &str, vars: &[(&str, String)]) -> u64 {
    let text = bind(formula, vars);
    match parse_value(&text) {
        Ok(v) => v.0,
        Err(e) => panic!("{text}: {e}"),
    }
}

/// A variable bound to a hex literal.
fn hex(name: &'static str, value: u64) -> (&'static str, String) {
    (name, format!("{value:#x}"))
}

/// A page's bitboard diagram (rank 8 first, file a on the left, `1` for a member),
/// read here without the library.
fn diagram(rows: &str) -> u64 {
    let rows: Vec<&str> = rows
        .lines()
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .collect();
    assert_eq!(rows.len(), 8, "a diagram has eight ranks");
    let mut bits = 0;
    for (i, row) in rows.iter().enumerate() {
        let cells: Vec<&str> = row.split_whitespace().collect();
        assert_eq!(cells.len(), 8, "a rank has eight squares: {row}");
        for (file, cell) in cells.iter().enumerate() {
            if *cell == "1" {
                bits |= 1u64 << ((7 - i) * 8 + file);
            }
        }
    }
    bits
}

/// The sample set of General Setwise Operations' LS1B diagrams: a knight's targets
/// from d5, as its diagram and as squares.
fn gso_sample() -> (u64, String) {
    let x = diagram(
        ". . . . . . . .
         . . 1 . 1 . . .
         . 1 . . . 1 . .
         . . . . . . . .
         . 1 . . . 1 . .
         . . 1 . 1 . . .
         . . . . . . . .
         . . . . . . . .",
    );
    (x, "c7,e7,b6,f6,b4,f4,c3,e3".to_string())
}

const GSO: &str = "General Setwise Operations";
const POPCOUNT: &str = "Population Count";
const BMI1: &str = "BMI1";
const TBM: &str = "TBM";

/// The formulas of General Setwise Operations: LS1B tricks, shifts, arithmetic.
fn setwise_formulas() -> Vec<Formula> {
    let (x, squares) = gso_sample();
    let vx = || vec![("x", squares.clone())];
    let (a, b, c) = (0x0000_00ff_ff00_0000u64, x, 0x8142_2418_1824_4281u64);
    let abc = || vec![hex("a", a), hex("b", b), hex("c", c)];
    let (p, q) = (0x7654_3210_fedc_ba98u64, 0x0123_4567_89ab_cdefu64);
    let xy = || vec![hex("x", p), hex("y", q)];
    let edge = 0x8100_0000_1000_0081u64 | 0x8080_8080_8080_8080 | 0x0101_0101_0101_0101;
    let vb = || vec![hex("b", edge)];
    let sq = || vec![("sq", "27".to_string())]; // d4, as the page's example
    let mask = 0xFFFF_0000_FFFF_0000u64;
    let f = |text, vars, rust, says| Formula {
        page: GSO,
        text,
        vars,
        rust,
        says,
    };
    let mut v = vec![
        f(
            "x & -x",
            vx(),
            x & x.wrapping_neg(),
            Says::Value(diagram(
                ". . . . . . . .
                 . . . . . . . .
                 . . . . . . . .
                 . . . . . . . .
                 . . . . . . . .
                 . . 1 . . . . .
                 . . . . . . . .
                 . . . . . . . .",
            )),
        ),
        f(
            "x & (x-1)",
            vx(),
            x & (x - 1),
            Says::Value(diagram(
                ". . . . . . . .
                 . . 1 . 1 . . .
                 . 1 . . . 1 . .
                 . . . . . . . .
                 . 1 . . . 1 . .
                 . . . . 1 . . .
                 . . . . . . . .
                 . . . . . . . .",
            )),
        ),
        f(
            "x ^  -x",
            vx(),
            x ^ x.wrapping_neg(),
            Says::Value(diagram(
                "1 1 1 1 1 1 1 1
                 1 1 1 1 1 1 1 1
                 1 1 1 1 1 1 1 1
                 1 1 1 1 1 1 1 1
                 1 1 1 1 1 1 1 1
                 . . . 1 1 1 1 1
                 . . . . . . . .
                 . . . . . . . .",
            )),
        ),
        f(
            "x ^ (x-1)",
            vx(),
            x ^ (x - 1),
            Says::Value(diagram(
                ". . . . . . . .
                 . . . . . . . .
                 . . . . . . . .
                 . . . . . . . .
                 . . . . . . . .
                 1 1 1 . . . . .
                 1 1 1 1 1 1 1 1
                 1 1 1 1 1 1 1 1",
            )),
        ),
        f(
            "~x & (x-1)",
            vx(),
            !x & (x - 1),
            Says::Value(diagram(
                ". . . . . . . .
                 . . . . . . . .
                 . . . . . . . .
                 . . . . . . . .
                 . . . . . . . .
                 1 1 . . . . . .
                 1 1 1 1 1 1 1 1
                 1 1 1 1 1 1 1 1",
            )),
        ),
        f(
            "x |  -x",
            vx(),
            x | x.wrapping_neg(),
            Says::Value(diagram(
                "1 1 1 1 1 1 1 1
                 1 1 1 1 1 1 1 1
                 1 1 1 1 1 1 1 1
                 1 1 1 1 1 1 1 1
                 1 1 1 1 1 1 1 1
                 . . 1 1 1 1 1 1
                 . . . . . . . .
                 . . . . . . . .",
            )),
        ),
        f(
            "x | (x-1)",
            vx(),
            x | (x - 1),
            Says::Value(diagram(
                ". . . . . . . .
                 . . 1 . 1 . . .
                 . 1 . . . 1 . .
                 . . . . . . . .
                 . 1 . . . 1 . .
                 1 1 1 . 1 . . .
                 1 1 1 1 1 1 1 1
                 1 1 1 1 1 1 1 1",
            )),
        ),
        // Upper and lower squares of d4.
        f(
            "C64(~1) << sq",
            sq(),
            !1u64 << 27,
            Says::Value(diagram(
                "1 1 1 1 1 1 1 1
                 1 1 1 1 1 1 1 1
                 1 1 1 1 1 1 1 1
                 1 1 1 1 1 1 1 1
                 . . . . 1 1 1 1
                 . . . . . . . .
                 . . . . . . . .
                 . . . . . . . .",
            )),
        ),
        f(
            "(C64(1 ) << sq) - 1",
            sq(),
            (1u64 << 27) - 1,
            Says::Value(diagram(
                ". . . . . . . .
                 . . . . . . . .
                 . . . . . . . .
                 . . . . . . . .
                 1 1 1 . . . . .
                 1 1 1 1 1 1 1 1
                 1 1 1 1 1 1 1 1
                 1 1 1 1 1 1 1 1",
            )),
        ),
        // Fill-multiplication: at most one bit per file, filled north.
        f(
            "x * 0x0101010101010101",
            vec![("x", "b4,f4,c3,e3".to_string())],
            0x0000_0000_2214_0000u64.wrapping_mul(0x0101_0101_0101_0101),
            Says::Value(diagram(
                ". 1 1 . 1 1 . .
                 . 1 1 . 1 1 . .
                 . 1 1 . 1 1 . .
                 . 1 1 . 1 1 . .
                 . 1 1 . 1 1 . .
                 . . 1 . 1 . . .
                 . . . . . . . .
                 . . . . . . . .",
            )),
        ),
        f(
            "x * 0x00010100",
            vx(),
            x.wrapping_mul(0x10100),
            Says::Equals("(x << 8) + (x << 16)"),
        ),
        // Subtraction from 2^n - 1 and from -1 is xor.
        f(
            "63 - a",
            vec![("a", "27".to_string())],
            36,
            Says::Equals("a ^ 63"),
        ),
        f("-1 - a", abc(), !a, Says::Equals("a ^ -1")),
        // The universe: "-1 ... alternately one may use ~0 ... `const U64 universe =
        // 0xffffffffffffffffULL;`".
        f(
            "0xffffffffffffffffULL",
            vec![],
            u64::MAX,
            Says::Equals("~0"),
        ),
        f(
            "-1",
            vec![],
            u64::MAX,
            Says::Equals("0xffffffffffffffffULL"),
        ),
        // Relative complement by subtraction ("Super minus Sub", "Without").
        f("( a | b ) - a", abc(), !a & b, Says::Equals("~a & b")),
        f("b - ( a & b )", abc(), !a & b, Says::Equals("~a & b")),
        f("a - ( a & b )", abc(), a & !b, Says::Equals("a & ~b")),
        f("( a | b ) - b", abc(), a & !b, Says::Equals("a & ~b")),
        f("(a | b) - (a & b)", abc(), a ^ b, Says::Equals("a ^ b")),
        // Bits from two sources by a mask, declared `U64 mask = C64(0xFFFF0000FFFF0000)`.
        f(
            "a ^ ((a ^ b) & mask)",
            vec![
                hex("a", a),
                hex("b", b),
                ("mask", "C64(0xFFFF0000FFFF0000)".to_string()),
            ],
            (a & !mask) | (b & mask),
            Says::Equals("(a & ~mask) + (b & mask)"),
        ),
        // Majority of three.
        f(
            "(a & b) | ((a ^ b ) & c)",
            abc(),
            (a & b) | (a & c) | (b & c),
            Says::Equals("(a & b) |  (a & c) | (b & c)"),
        ),
        // Arithmetic: sum as xor plus carries, and the overflow-free average.
        f(
            "(x ^ y) + 2*(x & y)",
            xy(),
            p.wrapping_add(q),
            Says::Equals("x + y"),
        ),
        f("x + y  - 2*(x & y)", xy(), p ^ q, Says::Equals("x ^ y")),
        f(
            "((x ^ y)>>1) + (x & y)",
            xy(),
            ((p as u128 + q as u128) / 2) as u64,
            Says::Equals("(x + y) / 2"),
        ),
        // The two's complement.
        f("~x + 1", vx(), x.wrapping_neg(), Says::Equals("-x")),
        f("~(x - 1)", vx(), x.wrapping_neg(), Says::Equals("-x")),
        f("x + ~x", vx(), u64::MAX, Says::Value(u64::MAX)),
        f(
            "~x + y",
            xy(),
            (!p).wrapping_add(q),
            Says::Equals("~(x - y)"),
        ),
        f("~(~x + y)", xy(), p.wrapping_sub(q), Says::Equals("x - y")),
        f(
            "-0x8000000000000000",
            vec![],
            1 << 63,
            Says::Value(0x8000000000000000),
        ),
        // Rotate by shift, and with -s for 64 - s: shift counts are modulo 64.
        f(
            "(x << s) | (x >> (64-s))",
            vec![hex("x", p), ("s", "20".to_string())],
            p.rotate_left(20),
            Says::Equals("(x << s) | (x >> -s)"),
        ),
        f(
            "(x << s) | (x >> (64-s))",
            vec![hex("x", p), ("s", "0".to_string())],
            p,
            Says::Equals("(x << s) | (x >> -s)"),
        ),
        // Modulo a power of two.
        f(
            "a % 8",
            vec![hex("a", p)],
            p % 8,
            Says::Equals("a & (8 - 1)"),
        ),
    ];
    // Division: the 2-adic fractions of the universal set -1 by 2^(2^i) + 1 and - 1.
    let quotients: [(&'static str, u64, u64); 12] = [
        ("-1 / (         2 + 1)", 3, 0x5555555555555555),
        ("-1 / (         4 + 1)", 5, 0x3333333333333333),
        ("-1 / (        16 + 1)", 17, 0x0f0f0f0f0f0f0f0f),
        ("-1 / (       256 + 1)", 257, 0x00ff00ff00ff00ff),
        ("-1 / (     65536 + 1)", 65537, 0x0000ffff0000ffff),
        ("-1 / (4294967296 + 1)", 4294967297, 0x00000000ffffffff),
        ("-1 / (         2 - 1)", 1, 0xffffffffffffffff),
        ("-1 / (         4 - 1)", 3, 0x5555555555555555),
        ("-1 / (        16 - 1)", 15, 0x1111111111111111),
        ("-1 / (       256 - 1)", 255, 0x0101010101010101),
        ("-1 / (     65536 - 1)", 65535, 0x0001000100010001),
        ("-1 / (4294967296 - 1)", 4294967295, 0x0000000100000001),
    ];
    for (text, divisor, page) in quotients {
        v.push(f(text, vec![], u64::MAX / divisor, Says::Value(page)));
    }
    // One step only: post-shift masks equal pre-shift masks.
    let (not_a, not_h) = (0xfefe_fefe_fefe_fefeu64, 0x7f7f_7f7f_7f7f_7f7fu64);
    let one_step: [(&'static str, &'static str, u64); 6] = [
        (
            "(b << 1) & notAFile",
            "(b & notHFile) << 1",
            (edge << 1) & not_a,
        ),
        (
            "(b << 9) & notAFile",
            "(b & notHFile) << 9",
            (edge << 9) & not_a,
        ),
        (
            "(b >> 7) & notAFile",
            "(b & notHFile) >> 7",
            (edge >> 7) & not_a,
        ),
        (
            "(b >> 1) & notHFile",
            "(b & notAFile) >> 1",
            (edge >> 1) & not_h,
        ),
        (
            "(b >> 9) & notHFile",
            "(b & notAFile) >> 9",
            (edge >> 9) & not_h,
        ),
        (
            "(b << 7) & notHFile",
            "(b & notAFile) << 7",
            (edge << 7) & not_h,
        ),
    ];
    for (post, pre, rust) in one_step {
        v.push(f(post, vb(), rust, Says::Equals(pre)));
    }
    v
}

/// Population Count: Knuth's constants as 2-adic fractions and the SWAR steps.
fn popcount_formulas() -> Vec<Formula> {
    let x = 0x8142_2418_f0e1_d2c3u64;
    let counts = 0x0102_0304_0506_0708u64; // eight byte counts, summing to 36
    let f = |text, vars, rust, says| Formula {
        page: POPCOUNT,
        text,
        vars,
        rust,
        says,
    };
    // Knuth's constants k1, k2, k4 and kf as 2-adic fractions of -1.
    let fractions = [
        ("-1/3", 3, 0x5555555555555555u64),
        ("-1/5", 5, 0x3333333333333333),
        ("-1/17", 17, 0x0f0f0f0f0f0f0f0f),
        ("-1/255", 255, 0x0101010101010101),
    ];
    let constants = fractions
        .into_iter()
        .map(|(text, d, page)| f(text, vec![], u64::MAX / d, Says::Value(page)));
    // The same constants as the page declares them: `const U64 k1 = C64(0x5555555555555555);
    // /* -1/3 */`.
    let declared = [
        ("C64(0x5555555555555555)", "-1/3"),
        ("C64(0x3333333333333333)", "-1/5"),
        ("C64(0x0f0f0f0f0f0f0f0f)", "-1/17"),
        ("C64(0x0101010101010101)", "-1/255"),
    ]
    .into_iter()
    .zip(fractions)
    .map(|((text, fraction), (_, d, _))| f(text, vec![], u64::MAX / d, Says::Equals(fraction)));
    let step1 = x - ((x >> 1) & 0x5555555555555555);
    let step2 = (step1 & 0x3333333333333333) + ((step1 >> 2) & 0x3333333333333333);
    let steps = vec![
        f(
            "x - ((x >> 1) & 0x5555555555555555)",
            vec![hex("x", x)],
            step1,
            Says::Equals("x - ((x >> 1) & k1)"),
        ),
        f(
            "(x & 0x3333333333333333) + ((x >> 2) & 0x3333333333333333)",
            vec![hex("x", step1)],
            step2,
            Says::Equals("(x & k2) + ((x >> 2)  & k2)"),
        ),
        f(
            "(x + (x >> 4)) & 0x0f0f0f0f0f0f0f0f",
            vec![hex("x", step2)],
            (step2 + (step2 >> 4)) & 0x0f0f0f0f0f0f0f0f,
            Says::Equals("(x       +  (x >> 4)) & k4"),
        ),
        f(
            "(x * 0x0101010101010101) >> 56",
            vec![hex("x", counts)],
            36,
            Says::Equals("x % 255"),
        ),
        f(
            "(x * kf) >> 56",
            vec![hex("x", counts)],
            36,
            Says::Equals("(x * 0x0101010101010101) >> 56"),
        ),
    ];
    constants.chain(declared).chain(steps).collect()
}

/// BMI1 and BMI2: the C definitions of the instructions.
fn bmi_formulas() -> Vec<Formula> {
    let src = 0x0040_2010_0804_0200u64;
    let s = || vec![hex("src", src)];
    let f = |page, text, vars, rust, says| Formula {
        page,
        text,
        vars,
        rust,
        says,
    };
    vec![
        f(
            BMI1,
            "~src1 & src2",
            vec![hex("src1", 0xff00), hex("src2", 0xf0f0)],
            0xf0,
            Says::NoValue,
        ),
        f(
            BMI1,
            "(src >> start) & ((1 << len)-1)",
            vec![hex("src", src), ("start", "9".into()), ("len", "10".into())],
            (src >> 9) & 0x3ff,
            Says::NoValue,
        ),
        f(BMI1, "src & -src", s(), 0x200, Says::NoValue),
        f(BMI1, "(src-1) ^ src", s(), src ^ (src - 1), Says::NoValue),
        f(BMI1, "(src-1) & src", s(), src & (src - 1), Says::NoValue),
        // A shiftless sign extension of an 8-bit field 0xF0, that is -16.
        f(
            BMI1,
            "(dest ^ signbit) - signbit",
            vec![hex("dest", 0xF0), hex("signbit", 0x80)],
            0xF0u8 as i8 as i64 as u64,
            Says::NoValue,
        ),
        f(
            "BMI2",
            "src & ((1 << index)-1)",
            vec![hex("src", src), ("index", "20".into())],
            src & 0xfffff,
            Says::NoValue,
        ),
    ]
}

/// TBM: each instruction's C definition on the page's two sample sources, with the
/// hex results the page prints.
fn tbm_formulas() -> Vec<Formula> {
    let one = 0x0040201008040200u64; // the least significant one bit samples
    let zero = 0x80C0E0F0F8FCFEFFu64; // the least significant zero bit samples
    let f = |text, src: u64, rust, page| Formula {
        page: TBM,
        text,
        vars: vec![hex("src", src)],
        rust,
        says: Says::Value(page),
    };
    vec![
        f("src - 1", one, one - 1, 0x00402010080401FF),
        f("src | (src - 1)", one, one | (one - 1), 0x00402010080403FF),
        f(
            "~src | (src - 1)",
            one,
            !one | (one - 1),
            0xFFFFFFFFFFFFFDFF,
        ),
        f(
            "~src & (src - 1)",
            one,
            !one & (one - 1),
            0x00000000000001FF,
        ),
        f("src + 1", zero, zero + 1, 0x80C0E0F0F8FCFF00),
        f(
            "src & (src + 1)",
            zero,
            zero & (zero + 1),
            0x80C0E0F0F8FCFE00,
        ),
        f("~(src + 1)", zero, !(zero + 1), 0x7F3F1F0F070300FF),
        f(
            "src | ~(src + 1)",
            zero,
            zero | !(zero + 1),
            0xFFFFFFFFFFFFFEFF,
        ),
        f("~src", zero, !zero, 0x7F3F1F0F07030100),
        f(
            "~src & (src + 1)",
            zero,
            !zero & (zero + 1),
            0x0000000000000100,
        ),
        f(
            "src ^ (src + 1)",
            zero,
            zero ^ (zero + 1),
            0x00000000000001FF,
        ),
        f(
            "src | (src + 1)",
            zero,
            zero | (zero + 1),
            0x80C0E0F0F8FCFFFF,
        ),
        f(
            "~src | (src + 1)",
            zero,
            !zero | (zero + 1),
            0xFFFFFFFFFFFFFF00,
        ),
    ]
}

/// Byte (SWAR bytes) and Hyperbola Quintessence.
fn other_formulas() -> Vec<Formula> {
    // Four bytes in 32 bits, H the byte sign bits and L the byte low bits, as the page.
    let (x, y) = (0x80ff_7f01u64, 0x01ff_8180u64);
    let bytes = |f: fn(u8, u8) -> u8| {
        u64::from(u32::from_le_bytes(std::array::from_fn(|i| {
            f((x >> (8 * i)) as u8, (y >> (8 * i)) as u8)
        })))
    };
    let swar = || {
        vec![
            hex("x", x),
            hex("y", y),
            hex("H", 0x80808080),
            hex("L", 0x01010101),
        ]
    };
    let f = |page, text, vars, rust, says| Formula {
        page,
        text,
        vars,
        rust,
        says,
    };
    // The flat byte of Hyperbola Quintessence's reverse math, and its bit reversal.
    let hq = |o: u64, r: u64| vec![hex("o", o), hex("r", r)];
    vec![
        f(
            "Byte",
            "((x &~H) + (y &~H)) ^ ((x ^ y) & H)",
            swar(),
            bytes(u8::wrapping_add),
            Says::NoValue,
        ),
        f(
            "Byte",
            "((x | H) - (y &~H)) ^ ((x ^~y) & H)",
            swar(),
            bytes(u8::wrapping_sub),
            Says::NoValue,
        ),
        f(
            "Byte",
            "(x & y) + (((x ^ y) & ~L) >> 1)",
            swar(),
            bytes(|a, b| ((u16::from(a) + u16::from(b)) / 2) as u8),
            Says::NoValue,
        ),
        f(
            "Hyperbola Quintessence",
            "o-r",
            hq(0b11010101, 0b00010000),
            0b11010101 - 0b00010000,
            Says::Value(0b11000101),
        ),
        f(
            "Hyperbola Quintessence",
            "o-2*r",
            hq(0b11010101, 0b00010000),
            0b11010101 - 2 * 0b00010000,
            Says::Value(0b10110101),
        ),
        f(
            "Hyperbola Quintessence",
            "o-2*r",
            hq(0b10101011, 0b00001000),
            0b10101011 - 2 * 0b00001000,
            Says::Value(0b10011011),
        ),
        // lineAttacks = (o-2r) ^ reverse(o'-2r'), the re-reversed byte as printed.
        f(
            "Hyperbola Quintessence",
            "(o-2*r) ^ 0b11011001",
            hq(0b11010101, 0b00010000),
            0b10110101 ^ u64::from(0b10011011u8.reverse_bits()),
            Says::Value(0b01101100),
        ),
    ]
}

#[test]
fn the_pages_formulas_give_the_pages_results() {
    let all: Vec<Formula> = [
        setwise_formulas(),
        popcount_formulas(),
        bmi_formulas(),
        tbm_formulas(),
        other_formulas(),
    ]
    .into_iter()
    .flatten()
    .collect();
    let distinct: std::collections::BTreeSet<&str> = all.iter().map(|f| f.text).collect();
    assert!(distinct.len() >= 30, "only {} formulas", distinct.len());
    for f in &all {
        let got = eval(f.text, &f.vars);
        let place = format!("{}: {} with {:?}", f.page, f.text, f.vars);
        assert_eq!(got, f.rust, "{place}: Rust gives {:#x}", f.rust);
        match f.says {
            Says::Value(page) => assert_eq!(got, page, "{place}: the page gives {page:#x}"),
            Says::Equals(other) => {
                assert_eq!(
                    got,
                    eval(other, &f.vars),
                    "{place}: the page equates {other}"
                )
            }
            Says::NoValue => {}
        }
    }
}

#[test]
fn general_setwise_sample_set_reads_the_same_as_squares_and_diagram() {
    let (x, squares) = gso_sample();
    assert_eq!(parse_value(&squares).unwrap().0, x);
}

/// BitScan, "De Bruijn Multiplication": both index tables, with isolated LS1B and with
/// Kim Walisch's separated LS1B, give every square.
#[test]
fn bitscan_de_bruijn_finds_every_square() {
    const ISOLATED: [u32; 64] = [
        0, 1, 48, 2, 57, 49, 28, 3, 61, 58, 50, 42, 38, 29, 17, 4, 62, 55, 59, 36, 53, 51, 43, 22,
        45, 39, 33, 30, 24, 18, 12, 5, 63, 47, 56, 27, 60, 41, 37, 16, 54, 35, 52, 21, 44, 32, 23,
        11, 46, 26, 40, 15, 34, 20, 31, 10, 25, 14, 19, 9, 13, 8, 7, 6,
    ];
    const SEPARATED: [u32; 64] = [
        0, 47, 1, 56, 48, 27, 2, 60, 57, 49, 41, 37, 28, 16, 3, 61, 54, 58, 35, 52, 50, 42, 21, 44,
        38, 32, 29, 23, 17, 11, 4, 62, 46, 55, 26, 59, 40, 36, 15, 53, 34, 51, 20, 43, 31, 22, 10,
        45, 25, 39, 14, 33, 19, 30, 9, 24, 13, 18, 8, 12, 7, 6, 5, 63,
    ];
    const DEBRUIJN: u64 = 0x03f79d71b4cb0a89;
    for sq in 0..64 {
        for above in [0, 0xa5a5_a5a5_a5a5_a5a5u64 << 1 << sq] {
            let bb = 1u64 << sq | above;
            // `const U64 debruijn64 = C64(0x03f79d71b4cb0a89);`, as the page declares it.
            let vars = [
                hex("bb", bb),
                ("debruijn64", "C64(0x03f79d71b4cb0a89)".to_string()),
            ];
            let isolated = eval("((bb & -bb) * debruijn64) >> 58", &vars);
            assert_eq!(
                isolated,
                (bb & bb.wrapping_neg()).wrapping_mul(DEBRUIJN) >> 58
            );
            assert_eq!(ISOLATED[isolated as usize], sq, "bb {bb:#x}");
            let separated = eval("((bb ^ (bb-1)) * debruijn64) >> 58", &vars);
            assert_eq!(separated, (bb ^ (bb - 1)).wrapping_mul(DEBRUIJN) >> 58);
            assert_eq!(SEPARATED[separated as usize], sq, "bb {bb:#x}");
            // "Index of LS1B by Popcount": popCount((bb & -bb) - 1).
            assert_eq!(eval("(bb & -bb) - 1", &vars).count_ones(), sq);
        }
    }
}

/// BitScan, "Matt Taylor's Folding trick": the page's table of separations and folds,
/// and the folded 32-bit multiply indexing lsb_64_table for every square. The C casts
/// to 32 bits are written as masks.
#[test]
fn bitscan_matt_taylor_folding_finds_every_square() {
    const LSB_64_TABLE: [u32; 64] = [
        63, 30, 3, 32, 59, 14, 11, 33, 60, 24, 50, 9, 55, 19, 21, 34, 61, 29, 2, 53, 51, 23, 41,
        18, 56, 28, 1, 43, 46, 27, 0, 35, 62, 31, 58, 4, 5, 49, 54, 6, 15, 52, 12, 40, 7, 42, 45,
        16, 25, 57, 48, 13, 10, 39, 8, 44, 20, 47, 38, 22, 17, 37, 36, 26,
    ];
    let table: [(u32, u64, u64); 7] = [
        (63, 0xffffffffffffffff, 0x00000000),
        (62, 0x7fffffffffffffff, 0x80000000),
        (59, 0x0fffffffffffffff, 0xf0000000),
        (32, 0x00000001ffffffff, 0xfffffffe),
        (31, 0x00000000ffffffff, 0xffffffff),
        (30, 0x000000007fffffff, 0x7fffffff),
        (0, 0x0000000000000001, 0x00000001),
    ];
    let fold = "(bb ^ (bb >> 32)) & 0xffffffff";
    for (ls1b, separated, folded) in table {
        let bb = 1u64 << ls1b | 0x8000_0000_0000_0000;
        assert_eq!(eval("bb ^ (bb-1)", &[hex("bb", bb)]), separated);
        assert_eq!(bb ^ (bb - 1), separated);
        assert_eq!(eval(fold, &[hex("bb", separated)]), folded);
    }
    // Walter Faxon's original resets the LS1B first, a cyclic index wrap.
    let walter: [(u32, u64); 7] = [
        (0, 0x0000000000000000),
        (63, 0x7fffffffffffffff),
        (60, 0x0fffffffffffffff),
        (33, 0x00000001ffffffff),
        (32, 0x00000000ffffffff),
        (31, 0x000000007fffffff),
        (1, 0x0000000000000001),
    ];
    for (ls1b, reset) in walter {
        let bb = 1u64 << ls1b;
        assert_eq!(eval("(bb & (bb-1)) ^ (bb-1)", &[hex("bb", bb)]), reset);
        assert_eq!((bb & (bb - 1)) ^ (bb - 1), reset);
    }
    for sq in 0..64 {
        let bb = 1u64 << sq | 0x8000_0000_0000_0000;
        let folded = eval(fold, &[("bb", bind("bb ^ (bb - 1)", &[hex("bb", bb)]))]);
        let index = eval(
            "((folded * 0x78291ACF) & 0xffffffff) >> 26",
            &[hex("folded", folded)],
        );
        let sep = bb ^ (bb - 1);
        let rust = ((sep ^ (sep >> 32)) as u32).wrapping_mul(0x78291ACF) >> 26;
        assert_eq!(index, u64::from(rust));
        assert_eq!(LSB_64_TABLE[index as usize], sq, "bb {bb:#x}");
    }
}

/// BitScan, "Bitscan by Modulo": the page's table of 2^i mod 67 and lookup67.
#[test]
fn bitscan_by_modulo_67_matches_the_table() {
    const MOD67: [u64; 64] = [
        1, 2, 4, 8, 16, 32, 64, 61, 55, 43, 19, 38, 9, 18, 36, 5, 10, 20, 40, 13, 26, 52, 37, 7,
        14, 28, 56, 45, 23, 46, 25, 50, 33, 66, 65, 63, 59, 51, 35, 3, 6, 12, 24, 48, 29, 58, 49,
        31, 62, 57, 47, 27, 54, 41, 15, 30, 60, 53, 39, 11, 22, 44, 21, 42,
    ];
    const LOOKUP67: [i32; 68] = [
        64, 0, 1, 39, 2, 15, 40, 23, 3, 12, 16, 59, 41, 19, 24, 54, 4, -1, 13, 10, 17, 62, 60, 28,
        42, 30, 20, 51, 25, 44, 55, 47, 5, 32, -1, 38, 14, 22, 11, 58, 18, 53, 63, 9, 61, 27, 29,
        50, 43, 46, 31, 37, 21, 57, 52, 8, 26, 49, 45, 36, 56, 7, 48, 35, 6, 34, 33, -1,
    ];
    assert_eq!(eval("(bb & -bb) % 67", &[hex("bb", 0)]), 0);
    assert_eq!(LOOKUP67[0], 64);
    for sq in 0..64 {
        let bb = 1u64 << sq | 0x0f0f_0000_0000_0000u64.wrapping_shl(sq) << 1;
        let rem = eval("(bb & -bb) % 67", &[hex("bb", bb)]);
        assert_eq!(rem, (bb & bb.wrapping_neg()) % 67);
        assert_eq!(rem, MOD67[sq as usize], "bit {sq}");
        assert_eq!(LOOKUP67[rem as usize], sq as i32);
    }
}

/// General Setwise Operations, "Swapping Bits": swapNBits(b, 9, 41, 6) equals
/// deltaSwap(b, 0x7E00, 32), each written as the page's statements folded into one VALUE.
#[test]
fn swapping_bits_by_position_equals_the_delta_swap() {
    let b = 0x0000_5a00_0000_3c00u64 | 0x8000_0100_0000_0081;
    let vb = || hex("b", b);
    let m = eval("( 1 << n) - 1", &[("n", "6".to_string())]);
    let x = ("x", "((b >> i) ^ (b >> j)) & m".to_string());
    let by_position = bind("b ^  (x << i) ^ (x << j)", &[x]);
    let by_position = eval(
        &by_position,
        &[vb(), hex("m", m), ("i", "9".into()), ("j", "41".into())],
    );
    let x = ("x", "(b ^ (b >> delta)) & mask".to_string());
    let delta_swap = bind("x ^ (x << delta)  ^ b", &[x]);
    let delta_swap = eval(
        &delta_swap,
        &[vb(), hex("mask", 0x7E00), ("delta", "32".into())],
    );
    let field = |v: u64, at: u32| (v >> at) & 0x3f;
    let rust = b & !(0x3f << 9 | 0x3f << 41) | field(b, 41) << 9 | field(b, 9) << 41;
    assert_eq!(by_position, rust);
    assert_eq!(delta_swap, rust);
}

/// General Setwise Operations, "Most Significant One": six smearing steps, then
/// (x >> 1) + 1, folded into one VALUE; and Population Count's whole SWAR routine.
#[test]
fn multi_statement_routines_fold_into_one_value() {
    let ms1b = |v: u64| {
        let mut text = format!("{v:#x}");
        for shift in [32, 16, 8, 4, 2, 1] {
            text = bind("x | x >> s", &[("x", text), ("s", shift.to_string())]);
        }
        eval("(x >> 1) + 1", &[("x", text)])
    };
    let popcount = |v: u64| {
        let mut text = format!("{v:#x}");
        for step in [
            "x       - ((x >> 1)  & k1)",
            "(x & k2) + ((x >> 2)  & k2)",
            "(x       +  (x >> 4)) & k4",
            "(x * kf) >> 56",
        ] {
            text = bind(step, &[("x", text)]);
        }
        eval(&text, &[])
    };
    for v in [
        1u64,
        0x28,
        0x0000_0810_0000_0000,
        0x8000_0000_0000_0001,
        u64::MAX,
    ] {
        assert_eq!(ms1b(v), 1 << (63 - v.leading_zeros()), "{v:#x}");
        assert_eq!(popcount(v), u64::from(v.count_ones()), "{v:#x}");
    }
}

/// The issue's example, through the binary: LS1B reset of e4,d5 leaves d5.
#[test]
fn calc_resets_the_ls1b_through_the_binary() {
    let (code, out, err) = run(&["calc", "e4,d5 & (e4,d5 - 1)", "-f", "squares"]);
    assert_eq!((code, out.as_str(), err.as_str()), (0, "d5\n", ""));
    let (code, out, _) = run(&["calc", "0xffffffffffffffff / 3", "-f", "hex"]);
    assert_eq!((code, out.as_str()), (0, "0x5555555555555555\n"));
    // TBM's BLCIC, ~src & (src + 1), on the page's sample.
    let blcic = "~0x80C0E0F0F8FCFEFF & (0x80C0E0F0F8FCFEFF + 1)";
    let (code, out, _) = run(&["calc", blcic, "-f", "hex"]);
    assert_eq!((code, out.as_str()), (0, "0x0000000000000100\n"));
    // A VALUE that starts with `-` and is not a plain number follows `--`.
    let (code, out, _) = run(&["calc", "-f", "hex", "--", "-1 / (       256 + 1)"]);
    assert_eq!((code, out.as_str()), (0, "0x00ff00ff00ff00ff\n"));
}

/// Range versus minus through the binary: `a1-h8` is the diagonal, `a1 - h8` subtracts,
/// and `\` is the set difference.
#[test]
fn calc_tells_a_range_from_a_subtraction() {
    let hex_of = |expr: &str| {
        let (code, out, err) = run(&["calc", expr, "-f", "hex"]);
        assert_eq!(code, 0, "{expr}: {err}");
        out
    };
    assert_eq!(hex_of("a1-h8"), "0x8040201008040201\n");
    assert_eq!(hex_of("a1 - h8"), "0x8000000000000001\n");
    assert_eq!(hex_of("a1 -h8"), "0x8000000000000001\n");
    let (code, out, _) = run(&["calc", "light \\ center", "-f", "squares"]);
    assert_eq!(code, 0);
    // The light squares (h1 is light) without e4 and d5, the light half of the center.
    assert_eq!(
        out,
        "b1 d1 f1 h1 a2 c2 e2 g2 b3 d3 f3 h3 a4 c4 g4 b5 f5 h5 a6 c6 e6 g6 b7 d7 f7 h7 a8 c8 e8 g8\n"
    );
}

/// Division and remainder by zero: exit 2, one line naming the operator's column.
#[test]
fn division_by_zero_exits_2_with_the_column() {
    for (expr, column) in [("1 / (e4 & d5)", 3), ("rank4 % (e4 \\ e4)", 7), ("-1/0", 3)] {
        let (code, out, err) = run(&["calc", "--", expr]);
        assert_eq!(code, 2, "{expr}");
        assert!(out.is_empty(), "{expr}: {out}");
        assert_eq!(
            err,
            format!("bbtool: error: division by zero in '{expr}' (column {column})\n")
        );
    }
}
