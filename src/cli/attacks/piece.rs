//! `attacks` (one square, a whole set, or one line) and `pushes`.

use super::{
    Engine, Layer, Side, attack_diagram, check_values, layered_grid, legend, occupancy, parse_line,
    parse_piece, parse_square,
};
use crate::cli::context::{Ctx, Status};
use crate::cli::methods::Comparison;
use crate::cli::stream::{Operands, Streamed, each_input};
use anyhow::bail;
use bbtool::attacks::leapers::{LeaperFn, leaper_families};
use bbtool::attacks::{
    Color, LINE_ATTACKS, Piece, SetwiseFn, SliderFn, SliderPiece, Sliders, Square, leapers, rays,
};
use bbtool::bitboard::Bitboard;
use bbtool::catalogue::{self, BlockFn, Choice};
use bbtool::render::{Outcome, PathLine, Report, Tone, hex};
use bbtool::stream::{BLOCK, JsonLine, Many, Of, Results, Show};
use clap::Args;

pub(super) const ATTACKS_HELP: &str = "\
PIECE is pawn, knight, bishop, rook, queen or king (or p n b r q k). The occupancy may
hold the piece's own square: the result is the same. --side white|black matters
only for pawns; other pieces accept and ignore it. (--color is the output colour.)

Methods: bishops and rooks take --method NAME (see `bbtool methods rook-attacks`); the
queen runs the rook and bishop families with that same method, and --all-methods compares
each method's queen (rook | bishop). Leapers have their table and set-wise shifts
(knight-table, knight-shifts, ...); a method of another piece's family is an error.
With --from, sliders use the set-wise families (kogge-stone, generalized-hyperbola,
ray-walk). `attacks line` has hyperbola (Hyperbola Quintessence, ranks by bit reversal),
hyperbola-cooijmans (ranks by Cooijmans' mapping to the diagonal) and ray-walk.

Diagram: the piece's letter (p for a black pawn), * attacked occupied squares
(possible captures), x attacked empty squares, o other occupied squares, . empty.

With --fen FEN and no --occ, the occupancy is the position's; --from may name its sets
(R, white & knights ...). The diagram then shows every piece by its letter (white upper
case) and each attacked piece as *P (white) or *p (black).

Examples:
  bbtool attacks rook d4 --occ 'd6 | f4'         d1 d2 d3 a4 b4 c4 e4 f4 d5 d6
  bbtool attacks n a1 -f squares                   c2 b3
  bbtool attacks pawn e4 --side black -f squares    d3 f3
  bbtool attacks queen d4 --occ rank6 --all-methods
  bbtool attacks line rank d4 --occ b4,g4          Hyperbola Quintessence on one line
  bbtool attacks rook --from a1,h8 --occ center    union of the attacks of a set
  bbtool attacks rook --from R --fen startpos -f squares   b1 g1 a2 h2
  printf 'd6\\nrank4\\n' | bbtool attacks rook d4 --occ - -f hex";

pub(super) const PUSHES_HELP: &str = "\
singlePushs = nortOne(wpawns) & empty; doublePushs = nortOne(singlePushs) & empty & rank4
(south and rank5 for black). The result is both sets; JSON adds `single` and `double`.

Examples:
  bbtool pushes rank2 --occ c3,e4                 single and double targets
  bbtool pushes rank7 --occ d5 --side black -f squares
  bbtool pushes - --occ rank4 -f hex < pawns.txt";

// Arguments of `attacks`.
#[derive(Args, Debug)]
pub struct AttacksArgs {
    /// The piece: pawn knight bishop rook queen king (p n b r q k), or `line`.
    #[arg(value_name = "PIECE")]
    pub piece: String,
    /// The piece's square; after `line`: rank, file, diagonal or antidiagonal.
    #[arg(value_name = "SQUARE|LINE")]
    pub square: Option<String>,
    /// After `line LINE`: the slider's square.
    #[arg(value_name = "SQUARE")]
    pub line_square: Option<String>,
    /// The occupied squares (default none; `-` reads one per line).
    #[arg(long, value_name = "VALUE", allow_hyphen_values = true)]
    pub occ: Option<String>,
    /// A whole set of pieces: the union of their attacks (`-` reads one per line).
    #[arg(long, value_name = "VALUE", allow_hyphen_values = true)]
    pub from: Option<String>,
    /// The pawn's side: white (default) moves north, black south. Only pawns use it;
    /// other pieces accept and ignore it.
    #[arg(long, value_enum, default_value_t = Side::White)]
    pub side: Side,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

// Arguments of `pushes`.
#[derive(Args, Debug)]
pub struct PushesArgs {
    /// The pawns (`-` reads one set per line).
    #[arg(allow_negative_numbers = true)]
    pub pawns: String,
    /// The occupied squares (default none; `-` reads one per line).
    #[arg(long, value_name = "VALUE", allow_hyphen_values = true)]
    pub occ: Option<String>,
    /// The pawns' side: white (default) pushes north, black south.
    #[arg(long, value_enum, default_value_t = Side::White)]
    pub side: Side,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

/// What one attack query computes with, chosen once per command.
enum Attacker {
    Leaper(Engine<LeaperFn>),
    Slider(Engine<SliderFn>),
    Setwise(Engine<SetwiseFn>),
}

impl Attacker {
    /// The engine for `piece` on one square, or on a set when `from`.
    fn new(ctx: &Ctx, piece: Piece, from: bool) -> anyhow::Result<Attacker> {
        let what = format!("{} attacks", piece.name());
        Ok(match (leaper_families(piece), from) {
            (Some((single, _)), false) => Attacker::Leaper(Engine::new(ctx, what, vec![single])?),
            (Some((_, set)), true) => Attacker::Leaper(Engine::new(ctx, what, vec![set])?),
            (None, false) => Attacker::Slider(Engine::new(
                ctx,
                what,
                piece.sliders().iter().map(|s| s.family()).collect(),
            )?),
            (None, true) => Attacker::Setwise(Engine::new(
                ctx,
                what,
                piece.sliders().iter().map(|s| s.setwise_family()).collect(),
            )?),
        })
    }

    fn path(&self) -> PathLine {
        match self {
            Attacker::Leaper(e) => e.path(),
            Attacker::Slider(e) => e.path(),
            Attacker::Setwise(e) => e.path(),
        }
    }

    /// The block forms of the chosen methods (their results united) and their operands,
    /// for the pieces on `set` with occupancy `occ`, the line's value taking the set's
    /// place when `line_is_set`, else the occupancy's; `None` for a slider on one square
    /// or a method without one.
    fn blocks(
        &self,
        color: Color,
        (set, occ): (u64, u64),
        line_is_set: bool,
    ) -> Option<(Vec<BlockFn>, catalogue::Operands)> {
        let (blocks, values, slot) = match self {
            // A leaper's attacks do not depend on the occupancy: its line takes a place
            // the method does not read.
            Attacker::Leaper(e) => {
                let slot = if line_is_set { 1 } else { 2 };
                (
                    e.blocks()?,
                    [u64::from(color == Color::Black), set, 0, 0],
                    slot,
                )
            }
            Attacker::Setwise(e) => (e.blocks()?, [set, occ, 0, 0], usize::from(!line_is_set)),
            Attacker::Slider(_) => return None,
        };
        Some((blocks, catalogue::Operands { values, slot }))
    }

    /// The attacks of the pieces on `set` by the chosen method alone (batch mode streams it).
    #[inline(always)]
    fn value(&self, color: Color, set: u64, occ: u64) -> u64 {
        match self {
            Attacker::Leaper(e) => e.value(|f| f(color, set)),
            Attacker::Slider(e) => {
                let sq = Square::from_index(set.trailing_zeros());
                e.value(|f| f(sq, occ))
            }
            Attacker::Setwise(e) => e.value(|f| f(set, occ | set)),
        }
    }

    /// The attacks of the pieces on `set` (one square unless set-wise), which block
    /// each other, with occupancy `occ`.
    fn run(
        &self,
        ctx: &Ctx,
        color: Color,
        set: u64,
        occ: u64,
    ) -> anyhow::Result<(u64, Option<Comparison>)> {
        match self {
            Attacker::Leaper(e) => e.run(ctx, |f| f(color, set)),
            Attacker::Slider(e) => {
                let sq = Square::from_index(set.trailing_zeros());
                e.run(ctx, |f| f(sq, occ))
            }
            Attacker::Setwise(e) => e.run(ctx, |f| f(set, occ | set)),
        }
    }
}

/// The union of the `blocks`' results on `inputs` (the queen's rook and bishop methods).
fn united(blocks: &[BlockFn], operands: &catalogue::Operands, inputs: &[u64], results: &mut [u64]) {
    let Some((first, rest)) = blocks.split_first() else {
        return results.fill(0);
    };
    first(inputs, operands, results);
    let mut more = [0u64; BLOCK];
    for block in rest {
        let more = &mut more[..inputs.len()];
        block(inputs, operands, more);
        for (r, m) in results.iter_mut().zip(more.iter()) {
            *r |= m;
        }
    }
}

/// `attacks PIECE SQUARE`, `attacks PIECE --from VALUE`, `attacks line LINE SQUARE`.
pub fn attacks(ctx: &mut Ctx, args: &AttacksArgs) -> anyhow::Result<Status> {
    let color = Color::from(args.side);
    let occ = occupancy(ctx, &args.occ);
    if args.piece.eq_ignore_ascii_case("line") {
        return line(ctx, args, &occ);
    }
    let piece = parse_piece(&args.piece)?;
    if let Some(extra) = &args.line_square {
        bail!("unexpected argument '{extra}': only `attacks line LINE SQUARE` takes three words");
    }
    let (origin, inputs) = match (&args.square, &args.from) {
        (Some(_), Some(_)) => bail!("give the piece a SQUARE or a set with --from, not both"),
        (None, None) => bail!("attacks {} needs a SQUARE or --from VALUE", piece.name()),
        (Some(sq), None) => (Some(parse_square(sq)?), vec![occ]),
        (None, Some(from)) => {
            check_values(ctx, &[("--from", from)])?;
            (None, vec![from.clone(), occ])
        }
    };
    check_values(ctx, &[("--occ", inputs.last().map_or("0", String::as_str))])?;
    let attacker = Attacker::new(ctx, piece, origin.is_none())?;
    // Colour is shown only where it counts: a black pawn is `p`, every other piece upper case.
    let black_pawn = piece == Piece::Pawn && color == Color::Black;
    let letter = if black_pawn {
        piece.letter()
    } else {
        piece.letter().to_ascii_uppercase()
    };
    let letter = (letter as char).to_string();
    let who = if piece == Piece::Pawn {
        format!("{} pawn", color.name())
    } else {
        piece.name().to_string()
    };
    let operands = move |v: &[Bitboard]| match origin {
        Some(sq) => (1u64 << sq.index(), v[0].0),
        None => (v[0].0, v[1].0),
    };
    let attacker = &attacker;
    // A slider on one square streams a block per call of the chosen method's loop over
    // occupancies (`Sliders::each_occupancy`): the square's facts hoisted out of it.
    let one_square = match (&attacker, piece) {
        (Attacker::Slider(_), Piece::Rook) => Some(SliderPiece::Rook),
        (Attacker::Slider(_), Piece::Bishop) => Some(SliderPiece::Bishop),
        (Attacker::Slider(_), Piece::Queen) => Some(SliderPiece::Queen),
        _ => None,
    }
    .zip(origin)
    .and_then(|(slider, sq)| {
        let choice = Choice {
            method: Some(attacker.path().method.to_string()),
            path: ctx.config.choice.path,
        };
        Some((Sliders::choose(ctx.config.cpu(), &choice).ok()?, slider, sq))
    });
    let fast = |ops: Operands| {
        let line_is_occ = inputs.last().is_some_and(|o| o == "-");
        let blocks = attacker.blocks(color, operands(&ops.with(0)), !line_is_occ);
        let op = Many(
            move |inputs: &[u64], results: &mut [u64]| match (one_square, &blocks) {
                (Some((sliders, slider, sq)), _) => {
                    sliders.each_occupancy(slider, sq, inputs, results)
                }
                (_, Some((blocks, operands))) => united(blocks, operands, inputs, results),
                _ => ops
                    .map(|v| {
                        let (set, occ) = operands(v);
                        attacker.value(color, set, occ)
                    })
                    .0(inputs, results),
            },
        );
        // The report's JSON: the line is the occupancy, or the set with --from.
        let (set, occ) = operands(&ops.with(0));
        let mut json = JsonLine::report("attacks", Results::Boards)
            .path(attacker.path())
            .field("piece", piece.name());
        // The side moves only pawns.
        if piece == Piece::Pawn {
            json = json.field("color", color.name());
        }
        json = match line_is_occ {
            true => json.line_field("occupancy", Of::Input, Show::Hex),
            false => json.field("occupancy", hex(occ)),
        };
        json = match origin {
            Some(sq) => json.field("square", sq.name()),
            None if line_is_occ => json.field("from", hex(set)),
            None => json.line_field("from", Of::Input, Show::Hex),
        };
        Some(Streamed::new(Results::Boards, op).json(json))
    };
    each_input(ctx, &inputs, fast, |ctx, v| {
        let (set, occ) = match origin {
            Some(sq) => (1u64 << sq.index(), v[0].0),
            None => (v[0].0, v[1].0),
        };
        let (result, comparison) = attacker.run(ctx, color, set, occ)?;
        let mut report =
            Report::new("attacks", Outcome::Board(Bitboard(result))).path(attacker.path());
        if ctx.detailed() {
            let caption = match (origin, args.from.as_deref()) {
                (Some(sq), _) => format!("{who} on {}", sq.name()),
                (None, Some(text)) if text != "-" => format!("{who}s on {text}"),
                _ => format!("{who}s on {}", hex(set)),
            };
            let position = ctx.config.position.as_ref();
            let (grid, legend) = attack_diagram(caption, &letter, &who, set, result, occ, position);
            report.grid = Some(grid);
            report = report.formula(legend).field("piece", piece.name());
            if piece == Piece::Pawn {
                report = report.field("color", color.name());
            }
            report = report.field("occupancy", hex(occ));
            if let Some(position) = position {
                report = report.field("fen", position.to_fen());
            }
            report = match origin {
                Some(sq) => report.field("square", sq.name()),
                None => report.field("from", hex(set)),
            };
            report = Comparison::attach(comparison, report);
        }
        ctx.emit(&report)?;
        Ok(Status::Success)
    })
}

/// `attacks line LINE SQUARE --occ VALUE`.
fn line(ctx: &mut Ctx, args: &AttacksArgs, occ: &str) -> anyhow::Result<Status> {
    if args.from.is_some() {
        bail!("--from takes a piece, not `line`");
    }
    let (Some(which), Some(square)) = (&args.square, &args.line_square) else {
        bail!("`attacks line` needs a LINE (rank, file, diagonal, antidiagonal) and a SQUARE");
    };
    let which = parse_line(which)?;
    let sq = parse_square(square)?;
    check_values(ctx, &[("--occ", occ)])?;
    let engine = Engine::new(ctx, "line attacks", vec![&LINE_ATTACKS])?;
    let line_name = args
        .square
        .as_deref()
        .unwrap_or_default()
        .to_ascii_lowercase();
    // The chosen method's block form streams, the line and square after the occupancy;
    // else a call per value.
    let block = engine.blocks().and_then(|blocks| blocks.first().copied());
    let fixed = [which as u64, sq.index() as u64];
    let mask = rays::line_mask(which, sq);
    let fast = |ops: Operands| {
        let attacks = |v: &[Bitboard]| engine.value(|f| f(which, sq, v[0].0));
        let json = JsonLine::report("attacks", Results::Boards)
            .path(engine.path())
            .field("line", line_name.as_str())
            .field("square", sq.name())
            .field("mask", hex(mask))
            .line_field("occupancy", Of::Input, Show::Hex);
        let op = ops.map_by(block, &fixed, attacks);
        Some(Streamed::new(Results::Boards, op).json(json))
    };
    each_input(ctx, &[occ.to_string()], fast, |ctx, v| {
        let occ = v[0].0;
        let (result, comparison) = engine.run(ctx, |f| f(which, sq, occ))?;
        let mut report =
            Report::new("attacks", Outcome::Board(Bitboard(result))).path(engine.path());
        if ctx.detailed() {
            let caption = format!("{line_name} through {}", sq.name());
            let position = ctx.config.position.as_ref();
            let (grid, legend) = attack_diagram(
                caption,
                "S",
                "slider",
                1 << sq.index(),
                result,
                occ,
                position,
            );
            report.grid = Some(grid);
            report = report
                .formula(legend)
                // The page's formula; the path line names the method that ran.
                .note("Hyperbola Quintessence: lineAttacks = (o - 2r) ^ reverse(o' - 2r'), o = occ & line mask")
                .field("line", line_name.as_str())
                .field("square", sq.name())
                .field("mask", hex(mask))
                .field("occupancy", hex(occ));
            report = Comparison::attach(comparison, report);
        }
        ctx.emit(&report)?;
        Ok(Status::Success)
    })
}

/// `pushes VALUE --occ VALUE --side C`.
pub fn pushes(ctx: &mut Ctx, args: &PushesArgs) -> anyhow::Result<Status> {
    let color = Color::from(args.side);
    let occ = occupancy(ctx, &args.occ);
    check_values(ctx, &[("pawns", &args.pawns), ("--occ", &occ)])?;
    let (forward, start) = match color {
        Color::White => ("nortOne", "rank4"),
        Color::Black => ("soutOne", "rank5"),
    };
    let targets = |v: &[Bitboard]| {
        let p = leapers::pawn_pushes(color, v[0].0, v[1].0);
        p.single | p.double
    };
    let fast = |ops: Operands| {
        let pushes = move |v: u64| {
            let [pawns, occ, ..] = ops.with(v);
            leapers::pawn_pushes(color, pawns.0, occ.0)
        };
        let operand = move |v: u64, k: usize| ops.with(v)[k].0;
        let json = JsonLine::report("pushes", Results::Boards)
            .derived_operand("single pushes", move |v| pushes(v).single)
            .derived_operand("double pushes", move |v| pushes(v).double)
            .field("color", color.name())
            .derived_field("pawns", Show::Hex, move |v| operand(v, 0))
            .derived_field("occupancy", Show::Hex, move |v| operand(v, 1))
            .derived_field("single", Show::Hex, move |v| pushes(v).single)
            .derived_field("double", Show::Hex, move |v| pushes(v).double);
        Some(Streamed::new(Results::Boards, ops.map(targets)).json(json))
    };
    each_input(ctx, &[args.pawns.clone(), occ], fast, |ctx, v| {
        let (pawns, occ) = (v[0].0, v[1].0);
        let p = leapers::pawn_pushes(color, pawns, occ);
        let targets = p.single | p.double;
        let mut report = Report::new("pushes", Outcome::Board(Bitboard(targets)));
        if ctx.detailed() {
            let letter = if color == Color::White { "P" } else { "p" };
            let layers = [
                Layer::new(pawns, letter, Tone::Origin, "pawn"),
                Layer::new(p.single, "1", Tone::Member, "single push"),
                Layer::new(p.double, "2", Tone::Highlight, "double push"),
                Layer::new(occ, "o", Tone::Muted, "occupied"),
            ];
            report = report
                .operand("single pushes", Bitboard(p.single))
                .operand("double pushes", Bitboard(p.double))
                .separators(["|", "="]);
            report.grid = Some(layered_grid(
                format!("{} pawn pushes", color.name()),
                &layers,
            ));
            report = report
                .formula(format!(
                    "{}\nsingle = {forward}(pawns) & empty; double = {forward}(single) & empty & {start}",
                    legend(&layers)
                ))
                .field("color", color.name())
                .field("pawns", hex(pawns))
                .field("occupancy", hex(occ))
                .field("single", hex(p.single))
                .field("double", hex(p.double));
        }
        ctx.emit(&report)?;
        Ok(Status::Success)
    })
}
