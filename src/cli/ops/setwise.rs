//! `and`, `or`, `xor`, `not`, the two-operand setwise operations and the `is` predicates
//! (General Setwise Operations).

use super::{Layout, Named, Pair, Pick, Word, plain};
use crate::cli::context::{Ctx, Status};
use crate::cli::stream::{Bind, Operands, Streamed, each_input};
use anyhow::{anyhow, bail};
use bbtool::bitboard::Bitboard;
use bbtool::catalogue::{BlockFn, block_fn};
use bbtool::ops::setwise::{self, PREDICATES, Predicate, Test};
use bbtool::render::{Outcome, Report, board_line, hex};
use bbtool::stream::{BlockWriter, JsonLine, Results};
use clap::Args;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, PoisonError};

pub(super) const AND_EXAMPLES: &str = "\
Examples:
  bbtool and rank4 filed -f squares      d4: the intersection
  bbtool and light center -f squares     e4 d5
  bbtool and -1 0xff00 e2:h4 -f hex      0x000000000000f000";
pub(super) const OR_EXAMPLES: &str = "\
Examples:
  bbtool or rank4 filed               the union, a cross through d4
  bbtool or a1 h1 a8 h8 -f squares    a1 h1 a8 h8: the corners";
pub(super) const XOR_EXAMPLES: &str = "\
Examples:
  bbtool xor a1-h8,a8-h1 c3:f6       the reference's exclusive-or example
  bbtool xor rank4 filed -f hex      0x08080808f7080808: the cross without d4";
pub(super) const NOT_EXAMPLES: &str = "\
Examples:
  bbtool not light -f hex            0xaa55aa55aa55aa55: the dark squares
  printf 'e4\\nrank1\\n' | bbtool not -f hex -";
pub(super) const ANDN_EXAMPLES: &str = "\
Examples:
  bbtool andn center rank4 -f squares   a4 b4 c4 f4 g4 h4: ~a & b
  bbtool andn e4 -1 -f hex              0xffffffffefffffff: everything but e4
  bbtool andn light rank1 --all-methods";
pub(super) const SUB_EXAMPLES: &str = "\
Examples:
  bbtool sub rank4 center -f squares   a4 b4 c4 f4 g4 h4: a & ~b
  bbtool sub -1 edges -f hex           0x007e7e7e7e7e7e00: the inner 6x6";
pub(super) const NAND_EXAMPLES: &str = "\
Examples:
  bbtool nand rank4 filed -f hex       0xfffffffff7ffffff: all but d4
  bbtool nand light dark -f hex        0xffffffffffffffff";
pub(super) const NOR_EXAMPLES: &str = "\
Examples:
  bbtool nor rank1 rank8 -f hex        0x00ffffffffffff00: ranks 2 to 7
  bbtool nor light dark -f hex         0x0000000000000000";
pub(super) const XNOR_EXAMPLES: &str = "\
Examples:
  bbtool xnor rank4 filed              where both agree
  bbtool xnor light light -f hex       0xffffffffffffffff";
pub(super) const IMPLIES_EXAMPLES: &str = "\
Examples:
  bbtool implies center light          ~a | b
  bbtool implies e4 e4,d5 -f hex       0xffffffffffffffff: e4 is a subset";
pub(super) const IS_EXAMPLES: &str = "\
Tests: empty universe single several power-of-two at-most-one (one VALUE); subset superset
disjoint equal common-msb (VALUEs A B). Exit status 0 true, 1 false, 2 bad input. One
VALUE may be `-` (one per line from standard input; the status is 1 when any line is
false).

Examples:
  bbtool is single e4                     true
  bbtool is subset center light,dark      true
  bbtool -q is disjoint rank1 a1 || echo shared
  bbtool is common-msb 0b1010 0b1001      the reference's (a & b) > (a ^ b)
  bbtool is power-of-two 0x100000000000   true, by ((x ^ (x-1)) >> 1) == (x-1)";

pub(super) const XORSWAP_EXAMPLES: &str = "\
Prints the new A and B (machine formats: A's value, then B's, one per line).

Examples:
  bbtool xorswap rank1 rank8           a ^= b; b ^= a; a ^= b: the sets trade places
  bbtool xorswap 0xff 0xff00 --mask 0x0f -f hex   a = (a ^ b) & mask; b ^= a; a ^= b:
                                                  0xff00 and 0xff0f (General Setwise
                                                  Operations: 'a' becomes 'b', but only
                                                  the part of 'b' where mask is one
                                                  becomes 'a')
  bbtool xorswap e4 d5 --json";
pub(super) const AT_LEAST_DOUBLE_EXAMPLES: &str = "\
Examples:
  bbtool at-least-double rank4 filed center -f squares   d4 e4 d5: at least double
  bbtool at-least-double a1,b1 b1,c1 c1,d1 -f squares    b1 c1
  bbtool at-least-double e4 d5 -f hex                    0x0000000000000000
  bbtool at-least-double rank4 filed center --pairwise -f squares   d4 e4 d5: O(n^2)";

// Arguments of `xorswap`.
#[derive(Args, Debug)]
pub struct XorSwapArgs {
    /// The first set, a (one of A and B may be `-`: one per line from standard input).
    #[arg(allow_negative_numbers = true)]
    pub a: String,
    /// The second set, b.
    #[arg(allow_negative_numbers = true)]
    pub b: String,
    /// The page's masked xor swap: A becomes B, and B takes A's bits where MASK is one.
    #[arg(long, allow_negative_numbers = true)]
    pub mask: Option<String>,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

/// `xorswap A B [--mask M]`: the new A and B.
pub(super) fn xor_swap(ctx: &mut Ctx, args: &XorSwapArgs) -> anyhow::Result<Status> {
    let mask = args
        .mask
        .as_deref()
        .map(|m| ctx.config.value(m))
        .transpose()?;
    let texts = [args.a.clone(), args.b.clone()];
    let swap = move |a: u64, b: u64| match mask {
        Some(m) => setwise::masked_xor_swap(a, b, m.0),
        None => setwise::xor_swap(a, b),
    };
    // The machine formats stream the two lines of each value by the batch printer.
    let (format, cpu) = (ctx.config.format, ctx.config.cpu());
    let fast = |ops: Operands| {
        let mut boards = BlockWriter::new(Results::Boards, format, cpu)?;
        Some(
            Streamed::new(Results::Boards, ops.map(|v| v[0].0)).lines(Box::new(
                move |line, _, out| {
                    let v = ops.with(line);
                    let (a, b) = swap(v[0].0, v[1].0);
                    boards.write(&[a, b], out)
                },
            )),
        )
    };
    each_input(ctx, &texts, fast, |ctx, v| {
        let (a, b) = swap(v[0].0, v[1].0);
        if !ctx.detailed() {
            let line = |x: u64| board_line(Bitboard(x), ctx.config.format).unwrap_or_default();
            let text = format!("{}\n{}\n", line(a), line(b));
            ctx.write_str(&text)?;
            return Ok(Status::Success);
        }
        let formula = match mask {
            Some(_) => "a = (a ^ b) & mask; b ^= a; a ^= b",
            None => "a ^= b; b ^= a; a ^= b",
        };
        let report = Report::new("xorswap", Outcome::Nothing)
            .operand("a after", Bitboard(a))
            .operand("b after", Bitboard(b))
            .formula(formula)
            .field("a", hex(a))
            .field("b", hex(b));
        ctx.emit(&report)?;
        Ok(Status::Success)
    })
}

// Arguments of `at-least-double`.
#[derive(Args, Debug)]
pub struct AtLeastDoubleArgs {
    /// The sets (two or more; one may be `-`: one per line from standard input).
    #[arg(required = true, num_args = 2.., allow_negative_numbers = true)]
    pub values: Vec<String>,
    /// The O(n^2) union of all pairwise intersections, the page's definition.
    #[arg(long)]
    pub pairwise: bool,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

/// `at-least-double A B [C...] [--pairwise]`: the squares in two or more of the sets.
pub(super) fn at_least_double(ctx: &mut Ctx, args: &AtLeastDoubleArgs) -> anyhow::Result<Status> {
    let pairwise = args.pairwise;
    let args = &args.values;
    let layout = Layout {
        command: "at-least-double",
        args,
        separators: &[],
        label: "at least double",
    };
    // A Mutex, not a RefCell: a batch run may compute on its parsing thread.
    let raw = Mutex::new(Vec::with_capacity(args.len()));
    layout.boards(
        ctx,
        |values| {
            let mut raw = raw.lock().unwrap_or_else(PoisonError::into_inner);
            raw.clear();
            raw.extend(values.iter().map(|v| v.0));
            if pairwise {
                setwise::at_least_double_pairwise(&raw)
            } else {
                setwise::at_least_double(&raw)
            }
        },
        || {
            if pairwise {
                "union of a[i] & a[j] over all i > j".into()
            } else {
                "atLeastDouble |= a[i] & atLeastSingle; atLeastSingle |= a[i]".into()
            }
        },
        plain,
    )
}

impl Named for Predicate {
    fn name(&self) -> &'static str {
        self.name
    }
}

// Arguments of `is`.
#[derive(Args, Debug)]
pub struct IsArgs {
    /// The test.
    #[arg(value_parser = Word::new(
        "test",
        |t| setwise::find_predicate(t).map(Pick),
        || PREDICATES.iter().map(|p| p.name).collect(),
    ))]
    pub test: Pick<Predicate>,
    /// One VALUE for the tests of one set, A and B for the relations.
    #[arg(required = true, num_args = 1..=2, allow_negative_numbers = true)]
    pub values: Vec<String>,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

/// The variadic operations.
#[derive(Clone, Copy)]
pub(super) enum Variadic {
    /// Intersection.
    And,
    /// Union.
    Or,
    /// Xor-sum.
    Xor,
}

impl Variadic {
    /// The command name, its operator and its fold over any number of sets.
    fn parts(self) -> (&'static str, &'static str, fn(&[u64]) -> u64) {
        match self {
            Variadic::And => ("and", "&", setwise::and_all),
            Variadic::Or => ("or", "|", setwise::or_all),
            Variadic::Xor => ("xor", "^", setwise::xor_all),
        }
    }

    /// The operation on up to four sets over a block, and its identity, which fills the
    /// places of the sets not given: one loop the compiler vectorises, instead of a slice
    /// of operands folded per value.
    fn block(self) -> (BlockFn, u64) {
        match self {
            Variadic::And => (
                block_fn!(fn(a: u64, b: u64, c: u64, d: u64) -> u64 = |a, b, c, d| a & b & c & d),
                u64::MAX,
            ),
            Variadic::Or => (
                block_fn!(fn(a: u64, b: u64, c: u64, d: u64) -> u64 = |a, b, c, d| a | b | c | d),
                0,
            ),
            Variadic::Xor => (
                block_fn!(fn(a: u64, b: u64, c: u64, d: u64) -> u64 = |a, b, c, d| a ^ b ^ c ^ d),
                0,
            ),
        }
    }
}

/// `and|or|xor A B [C...]`.
pub(super) fn variadic(ctx: &mut Ctx, op: Variadic, args: &[String]) -> anyhow::Result<Status> {
    let (name, symbol, fold) = op.parts();
    let mut separators = vec![symbol; args.len() - 1];
    separators.push("=");
    let layout = Layout {
        command: name,
        args,
        separators: &separators,
        label: name,
    };
    // A Mutex, not a RefCell: a batch run may compute on its parsing thread.
    let raw = Mutex::new(Vec::with_capacity(args.len()));
    // The sets stream by the block form, the places after the last set holding the
    // identity; beyond four, the fixed sets are folded into one first.
    let (block, identity) = op.block();
    layout.boards_bound(
        ctx,
        Bind::Folded(fold),
        Some(block),
        &[identity; 4],
        |values| {
            // Two sets inline, without the shared buffer.
            match (values, op) {
                ([a, b], Variadic::And) => a.0 & b.0,
                ([a, b], Variadic::Or) => a.0 | b.0,
                ([a, b], Variadic::Xor) => a.0 ^ b.0,
                (values, _) => {
                    let mut raw = raw.lock().unwrap_or_else(PoisonError::into_inner);
                    raw.clear();
                    raw.extend(values.iter().map(|v| v.0));
                    fold(&raw)
                }
            }
        },
        || {
            let names: Vec<String> = (0..args.len()).map(operand_name).collect();
            format!("dest = {}", names.join(&format!(" {symbol} "))).into()
        },
        plain,
    )
}

/// `a`, `b`, ... `z`, then `x27` and so on: the formula's name of operand `i`.
fn operand_name(i: usize) -> String {
    match u8::try_from(i) {
        Ok(k) if k < 26 => char::from(b'a' + k).to_string(),
        _ => format!("x{}", i + 1),
    }
}

/// `not X`.
pub(super) fn not(ctx: &mut Ctx, text: &String) -> anyhow::Result<Status> {
    let layout = Layout {
        command: "not",
        args: std::slice::from_ref(text),
        separators: &["~"],
        label: "not",
    };
    layout.boards_by(
        ctx,
        Some(block_fn!(Unary: setwise::not)),
        &[],
        |v| setwise::not(v[0].0),
        || "dest = ~a".into(),
        plain,
    )
}

/// `sub|nand|nor|xnor|implies A B`, from the library's table of binary operations.
pub(super) fn binary(ctx: &mut Ctx, name: &'static str, pair: &Pair) -> anyhow::Result<Status> {
    let op = setwise::find_binary_op(name)
        .ok_or_else(|| anyhow!("no setwise operation called '{name}'"))?;
    let layout = Layout {
        command: op.name,
        args: &[pair.a.clone(), pair.b.clone()],
        separators: &[op.name, "="],
        label: op.name,
    };
    layout.boards_by(
        ctx,
        Some(op.block),
        &[],
        |v| (op.func)(v[0].0, v[1].0),
        || op.formula.into(),
        plain,
    )
}

/// `is TEST VALUE [VALUE]`: exit 0 when true, 1 when false; `-q` prints nothing.
pub(super) fn is(ctx: &mut Ctx, args: &IsArgs) -> anyhow::Result<Status> {
    let predicate = args.test.0;
    let (wanted, operands) = match predicate.test {
        Test::Unary(_) => (1, "VALUE"),
        Test::Binary(_) => (2, "A B"),
    };
    if args.values.len() != wanted {
        bail!(
            "is {} takes {operands}, but {} value{} given",
            predicate.name,
            args.values.len(),
            if args.values.len() == 1 {
                " was"
            } else {
                "s were"
            }
        );
    }
    let label = format!("is {}:", predicate.name);
    let layout = Layout {
        command: "is",
        args: &args.values,
        separators: &[predicate.name],
        label: &label,
    };
    let holds = |values: &[Bitboard]| match predicate.test {
        Test::Unary(f) => f(values[0].0),
        Test::Binary(f) => f(values[0].0, values[1].0),
    };
    // Batch lines stream their answers (none with `-q`); any false one makes the exit
    // status 1, as it does one value at a time (an atomic: a batch run may compute on its
    // parsing thread).
    let any_false = AtomicBool::new(false);
    let quiet = ctx.config.quiet;
    let fast = |ops: Operands| {
        let op = ops.map(|values| {
            let truth = holds(values);
            if !truth {
                any_false.store(true, Ordering::Relaxed);
            }
            u64::from(truth)
        });
        let json = ops.typed_json(JsonLine::report("is", Results::Truths), &args.values);
        let streamed = Streamed::new(Results::Truths, op).json(json.field("test", predicate.name));
        Some(if quiet { streamed.silent() } else { streamed })
    };
    let status = each_input(ctx, &args.values, fast, |ctx, values| {
        let truth = holds(values);
        if !ctx.config.quiet {
            let report = layout.report(ctx, Outcome::Bool(truth), values, || {
                predicate.formula.into()
            });
            ctx.emit(&report.field("test", predicate.name))?;
        }
        Ok(if truth {
            Status::Success
        } else {
            Status::False
        })
    })?;
    Ok(match any_false.load(Ordering::Relaxed) {
        true => status.max(Status::False),
        false => status,
    })
}
