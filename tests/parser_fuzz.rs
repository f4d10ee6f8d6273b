//! A seeded generator of near-grammatical VALUEs: the parser must never panic, and every
//! accepted input must evaluate the same as a second parse (determinism). A second
//! generator builds random well-formed expressions from a model of the grammar (C's
//! operators and precedence on u64, written here independently) and checks that the
//! parser gives the model's value, or its division by zero at the model's column.
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
    "/",
    "%",
    "!",
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
    "!e4",
];
const OPERATORS: &[&str] = &[
    " | ", " & ", " ^ ", " - ", "-", " + ", " * ", " / ", "%", " << ", " >> ", " \\ ", ",",
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

/// How many inputs a test runs: `BBTOOL_FUZZ_CASES`, else `default`.
fn cases(default: u64) -> u64 {
    std::env::var("BBTOOL_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn the_parser_survives_generated_inputs() {
    let cases = cases(200_000);
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

/// The model's binary operators, loosest level first, each level left-associative: C's
/// precedence table, with `\` (set difference) beside `&`.
const MODEL_LEVELS: &[&[&str]] = &[
    &["|"],
    &["^"],
    &["&", "\\"],
    &["<<", ">>"],
    &["+", "-"],
    &["*", "/", "%"],
];
/// Binding strength of a unary operator, a comma list and a leaf or parenthesis.
const UNARY: usize = MODEL_LEVELS.len() + 1;
const LIST: usize = UNARY + 1;
const ATOM: usize = LIST + 1;

/// Leaves with their values, written out here: squares, ranges, rectangles, named sets
/// and numbers in every radix.
const LEAVES: &[(&str, u64)] = &[
    ("e4", 1 << 28),
    ("D5", 1 << 35),
    ("a1", 1),
    ("h8", 1 << 63),
    ("c3", 1 << 18),
    ("a1-h8", 0x8040_2010_0804_0201),
    ("h1-a8", 0x0102_0408_1020_4080),
    ("a1-h1", 0xff),
    ("a8-a1", 0x0101_0101_0101_0101),
    ("g7-b2", 0x0040_2010_0804_0200),
    ("d4-d4", 1 << 27),
    ("b2:g7", 0x007e_7e7e_7e7e_7e00),
    ("a1:b2", 0x0303),
    ("rank4", 0xff00_0000),
    ("filed", 0x0808_0808_0808_0808),
    ("light", 0x55aa_55aa_55aa_55aa),
    ("center", 0x0000_0018_1800_0000),
    ("k1", 0x5555_5555_5555_5555),
    ("kf", 0x0101_0101_0101_0101),
    ("notAFile", 0xfefe_fefe_fefe_fefe),
    ("all", u64::MAX),
    ("empty", 0),
    ("0", 0),
    ("1", 1),
    ("2", 2),
    ("3", 3),
    ("7", 7),
    ("63", 63),
    ("64", 64),
    ("65", 65),
    ("255", 255),
    ("1_000", 1000),
    ("0b101", 5),
    ("0o17", 15),
    ("0xff", 0xff),
    ("0xFFFFFFFFFFFFFFFF", u64::MAX),
    ("9223372036854775808", 1 << 63),
];

/// A well-formed expression as the model sees it.
enum Expr {
    Leaf(String, u64),
    /// Items joined by commas; each is a leaf or a parenthesis.
    List(Vec<Expr>),
    Unary(char, Box<Expr>),
    Binary(&'static str, Box<Expr>, Box<Expr>),
    Paren(Box<Expr>),
}

impl Expr {
    fn strength(&self) -> usize {
        match self {
            Expr::Leaf(..) | Expr::Paren(_) => ATOM,
            Expr::List(_) => LIST,
            Expr::Unary(..) => UNARY,
            Expr::Binary(op, ..) => 1 + MODEL_LEVELS.iter().position(|l| l.contains(op)).unwrap(),
        }
    }
}

fn leaf(rng: &mut Rng) -> Expr {
    if rng.below(5) == 0 {
        let v = rng.next_u64() >> (rng.below(4) * 16);
        return Expr::Leaf(format!("{v:#x}"), v);
    }
    let (text, v) = LEAVES[rng.below(LEAVES.len())];
    Expr::Leaf(text.to_string(), v)
}

fn random_expr(rng: &mut Rng, depth: usize) -> Expr {
    if depth == 0 || rng.below(4) == 0 {
        if rng.below(6) > 0 {
            return leaf(rng);
        }
        let items = (0..2 + rng.below(2))
            .map(|_| match rng.below(3) {
                0 => Expr::Paren(Box::new(random_expr(rng, depth.saturating_sub(1)))),
                _ => leaf(rng),
            })
            .collect();
        return Expr::List(items);
    }
    match rng.below(8) {
        0 => Expr::Unary(
            ['~', '-', '!'][rng.below(3)],
            Box::new(random_expr(rng, depth - 1)),
        ),
        1 => Expr::Paren(Box::new(random_expr(rng, depth - 1))),
        _ => {
            let level = MODEL_LEVELS[rng.below(MODEL_LEVELS.len())];
            let op = level[rng.below(level.len())];
            let left = random_expr(rng, depth - 1);
            Expr::Binary(op, Box::new(left), Box::new(random_expr(rng, depth - 1)))
        }
    }
}

/// Whether `word` is a square name: only then does `-` right after it start a range.
fn is_square(word: &str) -> bool {
    let b = word.as_bytes();
    b.len() == 2
        && (b'a'..=b'h').contains(&b[0].to_ascii_lowercase())
        && (b'1'..=b'8').contains(&b[1])
}

/// `e` written with the fewest parentheses C's precedence needs (sometimes more) and
/// random spacing, with its value or the column (in that text) of the first division by
/// zero in the parser's order of evaluation: left operand, right operand, operator.
fn render(e: &Expr, rng: &mut Rng) -> (String, Result<u64, usize>) {
    let maybe_space = |rng: &mut Rng| if rng.below(3) > 0 { " " } else { "" };
    // A child's text and value, in parentheses when `needed` (and now and then anyway).
    let child = |c: &Expr, needed: bool, rng: &mut Rng| {
        let (text, v) = render(c, rng);
        if needed || rng.below(10) == 0 {
            (format!("({text})"), v.map_err(|col| col + 1))
        } else {
            (text, v)
        }
    };
    match e {
        Expr::Leaf(text, v) => (text.clone(), Ok(*v)),
        Expr::Paren(inner) => {
            let (text, v) = render(inner, rng);
            let pad = maybe_space(rng);
            let shift = 1 + pad.len();
            (
                format!("({pad}{text}{})", maybe_space(rng)),
                v.map_err(|c| c + shift),
            )
        }
        Expr::List(items) => {
            let mut out = String::new();
            let mut value = Ok(0);
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                let offset = out.chars().count();
                let (text, v) = render(item, rng);
                out.push_str(&text);
                value = value.and_then(|a| v.map(|b| a | b).map_err(|c| c + offset));
            }
            (out, value)
        }
        Expr::Unary(op, c) => {
            let (text, v) = child(c, c.strength() < UNARY, rng);
            let value = v.map_err(|col| col + 1).map(|v| match op {
                '~' => !v,
                '-' => v.wrapping_neg(),
                _ => (v == 0) as u64,
            });
            (format!("{op}{text}"), value)
        }
        Expr::Binary(op, left, right) => {
            let strength = e.strength();
            let (l, a) = child(left, left.strength() < strength, rng);
            let (r, b) = child(right, right.strength() <= strength, rng);
            let (mut before, mut after) = (maybe_space(rng), maybe_space(rng));
            // A square, `-` and a square with nothing between would read as a range.
            let last = l.rsplit(|c: char| !c.is_ascii_alphanumeric()).next();
            let first = r.split(|c: char| !c.is_ascii_alphanumeric()).next();
            let unspaced = before.is_empty() && after.is_empty();
            if *op == "-" && unspaced && last.is_some_and(is_square) && first.is_some_and(is_square)
            {
                (before, after) = [(" ", ""), ("", " ")][rng.below(2)];
            }
            let column = l.chars().count() + before.len() + 1;
            let shift = column + op.len() + after.len() - 1;
            let value = match (a, b) {
                (Err(c), _) => Err(c),
                (_, Err(c)) => Err(c + shift),
                (Ok(a), Ok(b)) => apply(op, a, b).ok_or(column),
            };
            (format!("{l}{before}{op}{after}{r}"), value)
        }
    }
}

/// The model's arithmetic: C on u64, shift counts modulo 64; `None` for a zero divisor.
fn apply(op: &str, a: u64, b: u64) -> Option<u64> {
    Some(match op {
        "|" => a | b,
        "^" => a ^ b,
        "&" => a & b,
        "\\" => a & !b,
        "<<" => a << (b % 64),
        ">>" => a >> (b % 64),
        "+" => a.wrapping_add(b),
        "-" => a.wrapping_sub(b),
        "*" => a.wrapping_mul(b),
        "/" => a.checked_div(b)?,
        "%" => a.checked_rem(b)?,
        _ => panic!("the model has no operator {op}"),
    })
}

#[test]
fn the_parser_agrees_with_the_model() {
    let cases = cases(30_000);
    let mut rng = Rng(0x00C0_DE1E_550F_C0DE);
    let (mut values, mut zero_divisions) = (0u64, 0u64);
    for _ in 0..cases {
        let depth = 1 + rng.below(6);
        let tree = random_expr(&mut rng, depth);
        let (text, model) = render(&tree, &mut rng);
        match (parse_value(&text), model) {
            (Ok(got), Ok(want)) => {
                values += 1;
                assert_eq!(got.0, want, "{text}: got {:#x}, model {want:#x}", got.0);
            }
            (Err(e), Err(column)) => {
                zero_divisions += 1;
                assert_eq!(
                    (e.message.as_str(), e.column),
                    ("division by zero", Some(column)),
                    "{text}"
                );
            }
            (got, want) => panic!("{text}: parser {got:?}, model {want:?}"),
        }
    }
    println!("model: {cases} expressions, {values} values, {zero_divisions} divisions by zero");
    assert!(values > cases / 2 && zero_divisions > cases / 100);
}
