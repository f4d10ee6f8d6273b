//! The bit-operation commands: setwise algebra and predicates, shifts,
//! transforms, the `bit` group with top-level `pext`/`pdep`, SWAR, counts and ternary
//! logic. Each family of commands has its own file; this one holds the command enum,
//! the dispatch and what the families share.

mod arith;
mod bit;
mod setwise;
mod shift;
mod simd;
mod transform;

use super::context::{Ctx, Status};
use super::methods::{Comparison, Runner};
use super::stream::{Bind, each_input, each_input_bound};
use super::stream::{Operands, Streamed, caption, json_like};
use bbtool::bitboard::Bitboard;
use bbtool::catalogue::{BlockFn, FamilyInfo};
use bbtool::ops::lsb::find_bit_op;
use bbtool::ops::shift as shift_ops;
use bbtool::ops::ternlog::TERNLOG;
use bbtool::stream::{JsonBuilder, Operation, Results};

use bbtool::render::{Format, Outcome, Report, hex};
use clap::builder::{PossibleValue, TypedValueParser};
use clap::error::ErrorKind;
use clap::{Args, Subcommand};
use std::borrow::Cow;
use std::ffi::OsStr;
use std::fmt;

/// Every bit-operation command, flattened into the top-level command list.
#[derive(Subcommand, Debug)]
#[command(defer = true)]
pub enum OpsCommand {
    /// Intersection of two or more sets: a & b & ...
    #[command(after_help = setwise::AND_EXAMPLES)]
    And(Many),
    /// Union of two or more sets: a | b | ...
    #[command(after_help = setwise::OR_EXAMPLES)]
    Or(Many),
    /// Symmetric difference (xor-sum) of two or more sets: a ^ b ^ ...
    #[command(after_help = setwise::XOR_EXAMPLES)]
    Xor(Many),
    /// Complement set: ~a.
    #[command(after_help = setwise::NOT_EXAMPLES)]
    Not(One),
    /// Relative complement of A in B, ~a & b, as BMI1 ANDN computes it.
    #[command(after_help = setwise::ANDN_EXAMPLES)]
    Andn(Pair),
    /// A without B: a & ~b.
    #[command(after_help = setwise::SUB_EXAMPLES)]
    Sub(Pair),
    /// Complement of the intersection: ~(a & b).
    #[command(after_help = setwise::NAND_EXAMPLES)]
    Nand(Pair),
    /// Complement of the union: ~(a | b).
    #[command(after_help = setwise::NOR_EXAMPLES)]
    Nor(Pair),
    /// Equivalence, the squares where both agree: ~(a ^ b).
    #[command(after_help = setwise::XNOR_EXAMPLES)]
    Xnor(Pair),
    /// Material implication: ~a | b.
    #[command(after_help = setwise::IMPLIES_EXAMPLES)]
    Implies(Pair),
    /// Test a set or two: exit 0 when true, 1 when false (-q prints nothing).
    #[command(after_help = setwise::IS_EXAMPLES)]
    Is(setwise::IsArgs),
    /// Swap two sets by three xors, or by the page's masked form (--mask).
    #[command(after_help = setwise::XORSWAP_EXAMPLES)]
    Xorswap(setwise::XorSwapArgs),
    /// The squares in at least two of the sets, by the O(n) loop of Greater One Sets.
    #[command(after_help = setwise::AT_LEAST_DOUBLE_EXAMPLES)]
    AtLeastDouble(setwise::AtLeastDoubleArgs),
    /// The 2-adic masks -1/(2^(2^i) + 1) and -1/(2^(2^i) - 1) for i = 0..5.
    #[command(after_help = arith::TWO_ADIC_EXAMPLES)]
    TwoAdic(arith::TwoAdicArgs),
    /// Shift every member one or more steps in a compass direction, without wrapping.
    #[command(after_help = shift::SHIFT_EXAMPLES)]
    Shift(shift::ShiftArgs),
    /// Shift all 64 bits left (towards h8) by N.
    #[command(after_help = shift::SHL_EXAMPLES)]
    Shl(By),
    /// Shift all 64 bits right (towards a1) by N.
    #[command(after_help = shift::SHR_EXAMPLES)]
    Shr(By),
    /// Rotate all 64 bits left by N.
    #[command(after_help = shift::ROTL_EXAMPLES)]
    Rotl(By),
    /// Rotate all 64 bits right by N.
    #[command(after_help = shift::ROTR_EXAMPLES)]
    Rotr(By),
    /// The generalized shift: left for positive S, right for negative S.
    #[command(after_help = shift::GENSHIFT_EXAMPLES)]
    Genshift(shift::GenShiftArgs),
    /// Flip the board about an axis, by bswap and delta swaps.
    #[command(after_help = transform::FLIP_EXAMPLES)]
    Flip(transform::FlipArgs),
    /// Rotate the board clockwise by 90, 180 or 270 degrees.
    #[command(after_help = transform::ROTATE_EXAMPLES)]
    Rotate(transform::RotateArgs),
    /// Reverse all 64 bits (bit i goes to 63 - i).
    #[command(after_help = transform::REVERSE_EXAMPLES)]
    Reverse(One),
    /// Swap bits: by a mask and a delta (deltaSwap), or two ranges (swapNBits).
    // The top level's propagate_version reaches one level down; these have a second.
    #[command(after_help = transform::SWAP_EXAMPLES, propagate_version = true)]
    Swap(transform::SwapArgs),
    /// Permute the bits any way by Knuth's network of 11 delta swaps.
    #[command(after_help = transform::PERMUTE_EXAMPLES)]
    Permute(transform::PermuteArgs),
    /// Renumber a set between the eight square mappings (LERF, BERF, LEFR ...).
    #[command(after_help = transform::REMAP_EXAMPLES)]
    Remap(transform::RemapArgs),
    /// BMI1, BMI2, TBM and LS1B operations: `bit OP VALUE [ARGS]` (`bit --list`).
    #[command(after_help = bit::BIT_EXAMPLES)]
    Bit(bit::BitArgs),
    /// Parallel bits extract: gather the bits of VALUE under MASK into the low bits.
    #[command(after_help = bit::PEXT_EXAMPLES)]
    Pext(bit::FieldArgs),
    /// Parallel bits deposit: scatter the low bits of VALUE to the bits of MASK.
    #[command(after_help = bit::PDEP_EXAMPLES)]
    Pdep(bit::FieldArgs),
    /// Byte-wise add, subtract or average without carries between bytes (SWAR).
    #[command(after_help = arith::SWAR_EXAMPLES)]
    Swar(arith::SwarArgs),
    /// Add by the Kogge-Stone parallel-prefix adder (equal to wrapping add).
    #[command(after_help = arith::KOGGE_STONE_EXAMPLES)]
    KoggeStoneAdd(Pair),
    /// How many of up to 15 sets hold each square: the exactly-k and at-least-k sets.
    #[command(after_help = arith::COUNTS_EXAMPLES)]
    Counts(arith::CountsArgs),
    /// VPTERNLOG: any bitwise function of three sets, chosen by an 8-bit truth table.
    #[command(after_help = arith::TERNLOG_EXAMPLES)]
    Ternlog(arith::TernlogArgs),
    /// East attacks of slider sets by byte-wise fill subtraction (SSE2 and MMX pages).
    #[command(after_help = simd::EAST_EXAMPLES)]
    EastAttacks(simd::EastArgs),
    /// PSIGN: lanes of A negated, zeroed or kept by the signs of B's lanes (SSSE3 page).
    #[command(after_help = simd::PSIGN_EXAMPLES)]
    Psign(simd::PsignArgs),
    /// AVX-512, AVX2 and XOP instructions on up to eight bitboards, one per lane.
    #[command(after_help = simd::LANES_EXAMPLES, propagate_version = true)]
    Lanes(simd::LanesArgs),
}

// One VALUE.
#[derive(Args, Debug)]
pub struct One {
    /// The set (`-` reads one per line from standard input).
    #[arg(allow_negative_numbers = true)]
    pub value: String,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

// Two VALUEs, A and B.
#[derive(Args, Debug)]
pub struct Pair {
    /// The first set, a (one of A and B may be `-`: one per line from standard input).
    #[arg(allow_negative_numbers = true)]
    pub a: String,
    /// The second set, b.
    #[arg(allow_negative_numbers = true)]
    pub b: String,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

// Two or more VALUEs.
#[derive(Args, Debug)]
pub struct Many {
    /// The sets (two or more; one may be `-`: one per line from standard input).
    #[arg(required = true, num_args = 2.., allow_negative_numbers = true)]
    pub values: Vec<String>,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

// A VALUE and a bit count N.
#[derive(Args, Debug)]
pub struct By {
    /// The set (`-` reads one per line from standard input).
    #[arg(allow_negative_numbers = true)]
    pub value: String,
    /// How many bits.
    pub n: String,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

impl OpsCommand {
    /// The families the command selects from: a bit operation's own, or ternlog's.
    pub(super) fn families(&self) -> Vec<&'static dyn FamilyInfo> {
        use OpsCommand as C;
        let op = match self {
            C::Andn(_) => find_bit_op("andn"),
            C::Pext(_) => find_bit_op("pext"),
            C::Pdep(_) => find_bit_op("pdep"),
            C::Bit(args) => match &args.op {
                Some(bit::BitChoice::Op(op)) if !args.list => Some(op.0),
                _ => None,
            },
            C::Ternlog(_) => return vec![&TERNLOG],
            C::Reverse(_) => return vec![&bbtool::ops::xop::REVERSE],
            C::EastAttacks(_) => return vec![&bbtool::ops::sse2::EAST_ATTACKS],
            C::Psign(_) => return vec![&bbtool::ops::ssse3::PSIGN],
            C::Lanes(args) => return vec![args.op.family()],
            C::Shift(_) => return vec![&shift_ops::SHIFT_ONE],
            C::Rotl(_) => return vec![&shift_ops::ROTL],
            C::Rotr(_) => return vec![&shift_ops::ROTR],
            C::Genshift(_) => return vec![&shift_ops::GEN_SHIFT],
            _ => None,
        };
        op.map(|op| vec![op.family.info()]).unwrap_or_default()
    }
}

/// Runs one bit-operation command.
pub fn run(ctx: &mut Ctx, command: OpsCommand) -> anyhow::Result<Status> {
    use OpsCommand as C;
    match command {
        C::And(m) => setwise::variadic(ctx, setwise::Variadic::And, &m.values),
        C::Or(m) => setwise::variadic(ctx, setwise::Variadic::Or, &m.values),
        C::Xor(m) => setwise::variadic(ctx, setwise::Variadic::Xor, &m.values),
        C::Not(one) => setwise::not(ctx, &one.value),
        C::Andn(p) => bit::named(ctx, "andn", &[p.a, p.b]),
        C::Sub(p) => setwise::binary(ctx, "sub", &p),
        C::Nand(p) => setwise::binary(ctx, "nand", &p),
        C::Nor(p) => setwise::binary(ctx, "nor", &p),
        C::Xnor(p) => setwise::binary(ctx, "xnor", &p),
        C::Implies(p) => setwise::binary(ctx, "implies", &p),
        C::Is(args) => setwise::is(ctx, &args),
        C::Xorswap(args) => setwise::xor_swap(ctx, &args),
        C::AtLeastDouble(args) => setwise::at_least_double(ctx, &args),
        C::TwoAdic(args) => arith::two_adic(ctx, &args),
        C::Shift(args) => shift::shift(ctx, &args),
        C::Shl(by) => shift::by(ctx, shift::ByOp::Shl, &by),
        C::Shr(by) => shift::by(ctx, shift::ByOp::Shr, &by),
        C::Rotl(by) => shift::by(ctx, shift::ByOp::Rotl, &by),
        C::Rotr(by) => shift::by(ctx, shift::ByOp::Rotr, &by),
        C::Genshift(args) => shift::genshift(ctx, &args),
        C::Flip(args) => transform::apply(ctx, "flip", args.axis, &args.value),
        C::Rotate(args) => transform::apply(ctx, "rotate", args.angle, &args.value),
        C::Reverse(one) => transform::reverse(ctx, &one.value),
        C::Swap(args) => transform::swap(ctx, &args),
        C::Remap(args) => transform::remap(ctx, &args),
        C::Permute(args) => transform::permute(ctx, &args),
        C::Bit(args) => bit::bit(ctx, &args),
        C::Pext(args) => bit::named(ctx, "pext", &[args.value, args.mask]),
        C::Pdep(args) => bit::named(ctx, "pdep", &[args.value, args.mask]),
        C::Swar(args) => arith::swar(ctx, &args),
        C::KoggeStoneAdd(p) => arith::kogge_stone(ctx, &p),
        C::Counts(args) => arith::counts(ctx, &args),
        C::Ternlog(args) => arith::ternlog(ctx, &args),
        C::EastAttacks(args) => simd::east(ctx, &args),
        C::Psign(args) => simd::psign(ctx, &args),
        C::Lanes(args) => simd::lanes(ctx, &args),
    }
}

/// An entry of one of the library's static tables, picked by name on the command line.
pub struct Pick<T: 'static>(pub &'static T);

// By hand: the derives would ask `T: Clone`, but only the reference is copied.
impl<T> Clone for Pick<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Pick<T> {}

/// A table entry with a command-line name.
pub trait Named {
    /// The name the command line uses.
    fn name(&self) -> &'static str;
}

impl<T: Named> fmt::Debug for Pick<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.name())
    }
}

/// A clap value parser for a word from a fixed list: completions offer the list, and a
/// wrong word is one error line that names it and lists the valid ones.
#[derive(Clone)]
pub struct Word<T> {
    what: &'static str,
    find: fn(&str) -> Option<T>,
    names: fn() -> Vec<&'static str>,
}

impl<T> Word<T> {
    /// A parser of `what` (for the error), looking words up with `find` and listing `names`.
    pub const fn new(
        what: &'static str,
        find: fn(&str) -> Option<T>,
        names: fn() -> Vec<&'static str>,
    ) -> Word<T> {
        Word { what, find, names }
    }
}

impl<T: Clone + Send + Sync + 'static> TypedValueParser for Word<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        _arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<T, clap::Error> {
        let text = value.to_string_lossy();
        (self.find)(&text).ok_or_else(|| {
            let message = format!(
                "unknown {} '{text}' (valid: {})\n",
                self.what,
                (self.names)().join(", ")
            );
            clap::Error::raw(ErrorKind::InvalidValue, message).with_cmd(cmd)
        })
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new((self.names)().into_iter().map(PossibleValue::new)))
    }
}

/// How a command shows its operands and result: the diagrams' captions and separators.
pub(super) struct Layout<'a> {
    /// The command, for JSON.
    pub command: &'static str,
    /// The VALUE arguments as typed, one per operand diagram.
    pub args: &'a [String],
    /// Symbols between the diagrams (`&`, `=`).
    pub separators: &'a [&'a str],
    /// The caption of the result.
    pub label: &'a str,
}

impl Layout<'_> {
    /// A report of `outcome`; in the human and JSON formats with the operand `values`
    /// captioned by their argument text, the separators, the caption and the formula.
    /// The formula is built only when it will be printed: batch mode is hot.
    pub fn report(
        &self,
        ctx: &Ctx,
        outcome: Outcome,
        values: &[Bitboard],
        formula: impl FnOnce() -> Cow<'static, str>,
    ) -> Report {
        let mut report = Report::new(self.command, outcome);
        if ctx.detailed() {
            for (text, &value) in self.args.iter().zip(values) {
                report = report.operand(caption(text, value), value);
            }
            report = report
                .separators(self.separators.iter().copied())
                .label(self.label.to_string())
                .formula(formula());
        }
        report
    }

    /// Prints the board `compute` gives for every input (one argument may be `-`);
    /// `decorate` adds notes and fields, in the human and JSON formats only.
    pub fn boards(
        &self,
        ctx: &mut Ctx,
        compute: impl Fn(&[Bitboard]) -> u64 + Sync,
        formula: impl Fn() -> Cow<'static, str>,
        decorate: impl Fn(Report, &[Bitboard], u64) -> Report,
    ) -> anyhow::Result<Status> {
        self.boards_by(ctx, None, &[], compute, formula, decorate)
    }

    /// [`Layout::boards`] streamed by `block`, when given: the block form of `compute`,
    /// whose fixed operands are the VALUE operands followed by `extra`.
    pub fn boards_by(
        &self,
        ctx: &mut Ctx,
        block: Option<BlockFn>,
        extra: &[u64],
        compute: impl Fn(&[Bitboard]) -> u64 + Sync,
        formula: impl Fn() -> Cow<'static, str>,
        decorate: impl Fn(Report, &[Bitboard], u64) -> Report,
    ) -> anyhow::Result<Status> {
        self.boards_bound(ctx, Bind::Places, block, extra, compute, formula, decorate)
    }

    /// [`Layout::boards_by`] with the fixed operands bound by `bind`.
    #[allow(clippy::too_many_arguments)]
    pub fn boards_bound(
        &self,
        ctx: &mut Ctx,
        bind: Bind,
        block: Option<BlockFn>,
        extra: &[u64],
        compute: impl Fn(&[Bitboard]) -> u64 + Sync,
        formula: impl Fn() -> Cow<'static, str>,
        decorate: impl Fn(Report, &[Bitboard], u64) -> Report,
    ) -> anyhow::Result<Status> {
        // Streamed: the operands bound, a line's value in the `-` place.
        let compute = &compute;
        let fast = |ops: Operands| {
            Some(Streamed::new(
                Results::Boards,
                ops.map_by(block, extra, compute),
            ))
        };
        self.each(ctx, bind, fast, |v| Ok(compute(v)), formula, decorate)
    }

    /// [`Layout::boards`] through `runner`'s method: `compute` gets the chosen function
    /// (every method with `--all-methods`, which must agree) and the parsed values. Batch
    /// mode runs the method's block form, if it has one, with `extra` (the method's
    /// arguments after the VALUE operands).
    pub fn method_boards<F: Copy + Sync + 'static>(
        &self,
        ctx: &mut Ctx,
        runner: &Runner<F>,
        extra: &[u64],
        compute: impl Fn(F, &[Bitboard]) -> u64 + Sync,
        formula: impl Fn() -> Cow<'static, str>,
    ) -> anyhow::Result<Status> {
        let compute = &compute;
        let (func, block) = (runner.selected(), runner.selected_block());
        let json = self.json_template(ctx, |report, _| report.path(runner.path()));
        let fast = |ops: Operands| {
            let op = ops.map_by(block, extra, move |v| compute(func, v));
            Some(Streamed::new(Results::Boards, op).json_if(json))
        };
        each_input(ctx, self.args, fast, |ctx, values| {
            let (result, comparison) =
                runner.run(ctx, |f| compute(f, values), |r| serde_json::json!(hex(*r)))?;
            let outcome = Outcome::Board(Bitboard(result));
            let report = self
                .report(ctx, outcome, values, &formula)
                .path(runner.path());
            emit(ctx, &Comparison::attach(comparison, report))
        })
    }

    /// With `--json` in batch mode, the template of this layout's JSON lines: the report
    /// for the fixed operands (0 in the line's place) as `finish` completes it. So
    /// `finish` (a command's `decorate`) may vary its notes with the values, but not its
    /// fields: every line takes them from this one report.
    fn json_template(
        &self,
        ctx: &Ctx,
        finish: impl FnOnce(Report, &[Bitboard]) -> Report,
    ) -> Option<JsonBuilder> {
        if ctx.config.format != Format::Json {
            return None;
        }
        let slot = self.args.iter().position(|a| a == "-")?;
        let values = self
            .args
            .iter()
            .map(|a| match a.as_str() {
                "-" => Ok(Bitboard::EMPTY),
                text => ctx.config.value(text),
            })
            .collect::<Result<Vec<_>, _>>()
            .ok()?;
        let outcome = Outcome::Board(Bitboard::EMPTY);
        let report = self.report(ctx, outcome, &values, || Cow::Borrowed(""));
        Some(json_like(&finish(report, &values), Results::Boards, slot))
    }

    /// Runs the report of [`Layout::boards`] per input, or streams `fast`.
    fn each<O: Operation + Sync>(
        &self,
        ctx: &mut Ctx,
        bind: Bind,
        fast: impl FnOnce(Operands) -> Option<Streamed<O>>,
        compute: impl Fn(&[Bitboard]) -> anyhow::Result<u64>,
        formula: impl Fn() -> Cow<'static, str>,
        decorate: impl Fn(Report, &[Bitboard], u64) -> Report,
    ) -> anyhow::Result<Status> {
        let json = self.json_template(ctx, |report, values| decorate(report, values, 0));
        let fast = |ops: Operands| fast(ops).map(|streamed| streamed.json_if(json));
        each_input_bound(ctx, self.args, bind, fast, |ctx, values| {
            let result = compute(values)?;
            let mut report = self.report(ctx, Outcome::Board(Bitboard(result)), values, &formula);
            if ctx.detailed() {
                report = decorate(report, values, result);
            }
            emit(ctx, &report)
        })
    }
}

/// The `decorate` of [`Layout::boards`] for commands that add nothing.
fn plain(report: Report, _: &[Bitboard], _: u64) -> Report {
    report
}

/// Prints `report` and succeeds.
fn emit(ctx: &mut Ctx, report: &Report) -> anyhow::Result<Status> {
    ctx.emit(report)?;
    Ok(Status::Success)
}
