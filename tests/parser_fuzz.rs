//! A seeded generator of near-grammatical VALUEs: the parser must never panic, and every
//! accepted input must evaluate the same as a second parse (determinism).
//!
//! The default run is 200,000 inputs. The acceptance run of 10 million:
//! `BBTOOL_FUZZ_CASES=10000000 cargo test --release --test parser_fuzz -- --nocapture`

use bbtool::parse::parse_value;

use bbtool::rng::SplitMix64 as Rng;

/// Grammar fragments, with near misses, recombined at random.
const FRAGMENTS: &[&str] = &[
    "e4",
    "a1",
    "h8",
    "i9",
    "a0",
    "E4",
    "rank4",
    "filed",
    "light",
    "center",
    "k1",
    "all",
    "empty",
    "foo",
    "0",
    "1",
    "-1",
    "42",
    "0x",
    "0xff",
    "0xFFFFFFFFFFFFFFFF",
    "0x10000000000000000",
    "0b101",
    "0b2",
    "0o17",
    "0o9",
    "18446744073709551615",
    "18446744073709551616",
    "-9223372036854775808",
    "1_000",
    "_",
    "(",
    ")",
    "((",
    "))",
    "~",
    "-",
    "+",
    "*",
    "&",
    "|",
    "^",
    "<<",
    ">>",
    "<",
    ">",
    ",",
    ":",
    "a1-h1",
    "a1-h8",
    "a1-b3",
    "b2:g7",
    " ",
    "  ",
    "\t",
    "é",
    "→",
    "$",
    "#",
    "\\",
    "\"",
    "'",
    "9",
    "a",
    "h",
    "rank",
    "file",
    "-e4",
    "64",
    "63",
];

/// Well-formed operands and operators, for the half of inputs that follow the grammar.
const OPERANDS: &[&str] = &[
    "e4",
    "rank4",
    "0xff",
    "-1",
    "a1-h8",
    "b2:g7",
    "(filed | d4)",
    "~center",
    "63",
    "e4,d5",
];
const OPERATORS: &[&str] = &[
    " | ", " & ", " ^ ", " - ", " + ", " * ", " << ", " >> ", ",",
];

fn generate(rng: &mut Rng) -> String {
    if rng.below(2) == 0 {
        // A grammatical expression, then sometimes one random fragment spliced in.
        let mut s = OPERANDS[rng.below(OPERANDS.len())].to_string();
        for _ in 0..rng.below(5) {
            s.push_str(OPERATORS[rng.below(OPERATORS.len())]);
            s.push_str(OPERANDS[rng.below(OPERANDS.len())]);
        }
        if rng.below(2) == 0 {
            let at = rng.below(s.len() + 1);
            if s.is_char_boundary(at) {
                s.insert_str(at, FRAGMENTS[rng.below(FRAGMENTS.len())]);
            }
        }
        return s;
    }
    let len = 1 + rng.below(12);
    let mut s = String::new();
    for _ in 0..len {
        s.push_str(FRAGMENTS[rng.below(FRAGMENTS.len())]);
        if rng.below(3) == 0 {
            s.push(' ');
        }
    }
    s
}

#[test]
fn the_parser_survives_generated_inputs() {
    let cases: u64 = std::env::var("BBTOOL_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200_000);
    let mut rng = Rng(0x5EED_B17B_0A2D);
    let (mut accepted, mut rejected) = (0u64, 0u64);
    for _ in 0..cases {
        let input = generate(&mut rng);
        match parse_value(&input) {
            Ok(v) => {
                accepted += 1;
                assert_eq!(
                    parse_value(&input).unwrap(),
                    v,
                    "{input:?} is not deterministic"
                );
            }
            Err(e) => {
                rejected += 1;
                let message = e.to_string();
                assert!(
                    !message.is_empty() && !message.contains('\n'),
                    "{input:?}: {message:?}"
                );
                if let Some(column) = e.column {
                    assert!(
                        column <= input.chars().count() + 1,
                        "{input:?}: column {column}"
                    );
                }
            }
        }
    }
    println!("parser fuzz: {cases} inputs, {accepted} accepted, {rejected} rejected, no panic");
    assert_eq!(accepted + rejected, cases);
    assert!(
        accepted > cases / 20 && rejected > cases / 20,
        "the generator should hit both sides"
    );
}
