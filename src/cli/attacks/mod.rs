//! `attacks`, `pushes`, `explain`, `subsets` and `magics` (Sliding Piece Attacks,
//! Hyperbola Quintessence, General Setwise Operations, Magic and PEXT Bitboards).

mod piece;
mod tables;

pub(super) use tables::parse_seed;

use super::context::{Ctx, Status};
use super::methods::Comparison;
use anyhow::{Context, anyhow, bail};
use bbtool::attacks::leapers::leaper_families;
use bbtool::attacks::{
    BISHOP_ATTACKS, BISHOP_ATTACKS_FROM, LINE_ATTACKS, ROOK_ATTACKS, ROOK_ATTACKS_FROM,
};
use bbtool::attacks::{Color, Line, Piece, Slider, Square};
use bbtool::catalogue::{BlockFn, Family, FamilyInfo, Selection};
use bbtool::position::Position;
use bbtool::render::{Cell, Grid, PathLine, Tone};
use clap::{Subcommand, ValueEnum};

/// The attack commands.
#[derive(Subcommand, Debug)]
#[command(defer = true)]
pub enum AttacksCommand {
    /// The squares a piece attacks, from one square or from a whole set (--from).
    #[command(after_help = piece::ATTACKS_HELP)]
    Attacks(piece::AttacksArgs),
    /// Single and double pawn-push targets (Pawn Pushes).
    #[command(after_help = piece::PUSHES_HELP)]
    Pushes(piece::PushesArgs),
    /// How the table methods find a slider's attacks: mask, PEXT index, magic index.
    #[command(after_help = tables::EXPLAIN_HELP)]
    Explain(tables::ExplainArgs),
    /// Every subset of a set, by the carry-rippler (Traversing Subsets of a Set).
    #[command(after_help = tables::SUBSETS_HELP)]
    Subsets(tables::SubsetsArgs),
    /// Search fancy magics from a seed and compare them with the checked-in ones.
    #[command(after_help = tables::MAGICS_HELP)]
    Magics(tables::MagicsArgs),
}

impl AttacksCommand {
    /// The families the command selects from: `attacks` has one per piece and form
    /// (one square, a set, a line); the others select no method.
    pub(super) fn families(&self) -> Vec<&'static dyn FamilyInfo> {
        match self {
            AttacksCommand::Attacks(_) => {
                let mut all: Vec<&'static dyn FamilyInfo> = vec![
                    &ROOK_ATTACKS,
                    &BISHOP_ATTACKS,
                    &ROOK_ATTACKS_FROM,
                    &BISHOP_ATTACKS_FROM,
                    &LINE_ATTACKS,
                ];
                for piece in [Piece::Knight, Piece::King, Piece::Pawn] {
                    if let Some((single, from)) = leaper_families(piece) {
                        all.extend([single as &'static dyn FamilyInfo, from]);
                    }
                }
                all
            }
            _ => Vec::new(),
        }
    }
}

/// Runs one attack command.
pub fn run(ctx: &mut Ctx, cmd: AttacksCommand) -> anyhow::Result<Status> {
    match cmd {
        AttacksCommand::Attacks(args) => piece::attacks(ctx, &args),
        AttacksCommand::Pushes(args) => piece::pushes(ctx, &args),
        AttacksCommand::Explain(args) => tables::explain(ctx, &args),
        AttacksCommand::Subsets(args) => tables::subsets(ctx, &args),
        AttacksCommand::Magics(args) => tables::magics(ctx, &args),
    }
}

/// Reads a piece name or letter.
fn parse_piece(text: &str) -> anyhow::Result<Piece> {
    Piece::parse(text).ok_or_else(|| {
        anyhow!(
            "unknown piece '{text}' (valid: pawn, knight, bishop, rook, queen, king or p n b r q k)"
        )
    })
}

/// Reads `rook` or `bishop` (or `r`, `b`).
fn parse_slider(text: &str) -> anyhow::Result<Slider> {
    match Piece::parse(text).map(Piece::sliders) {
        Some([slider]) => Ok(*slider),
        _ => bail!("unknown slider '{text}' (valid: rook, bishop)"),
    }
}

/// Reads a square name.
fn parse_square(text: &str) -> anyhow::Result<Square> {
    Square::parse(text).ok_or_else(|| anyhow!("unknown square '{text}' (squares are a1 to h8)"))
}

/// `--side`: which way the pawns move (attacks, pushes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, ValueEnum)]
pub enum Side {
    /// Pawns move north.
    #[default]
    #[value(alias = "w")]
    White,
    /// Pawns move south.
    #[value(alias = "b")]
    Black,
}

impl From<Side> for Color {
    fn from(side: Side) -> Color {
        match side {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

/// Reads a line name.
fn parse_line(text: &str) -> anyhow::Result<Line> {
    Line::parse(text)
        .ok_or_else(|| anyhow!("unknown line '{text}' (valid: rank, file, diagonal, antidiagonal)"))
}

/// Checks the VALUE options up front so that a bad one is named (`--occ: ...`); `-` is
/// left to batch mode, which reports bad lines itself.
fn check_values(ctx: &Ctx, values: &[(&str, &str)]) -> anyhow::Result<()> {
    for (option, text) in values {
        if *text != "-" {
            ctx.config
                .value(text)
                .with_context(|| format!("bad {option} value"))?;
        }
    }
    Ok(())
}

/// `--occ`, or when it is absent the `--fen` position's occupancy, else empty.
fn occupancy(ctx: &Ctx, occ: &Option<String>) -> String {
    match (occ, &ctx.config.position) {
        (Some(occ), _) => occ.clone(),
        (None, Some(_)) => "occupied".into(),
        (None, None) => "0".into(),
    }
}

/// One method per family, its results united: the queen runs the rook and the bishop
/// family with the same method name; everything else runs one family.
struct Engine<F: 'static> {
    families: Vec<&'static Family<F>>,
    chosen: Vec<Selection<F>>,
    all: bool,
    what: String,
}

impl<F: Copy + 'static> Engine<F> {
    /// Chooses the method from `--method`/`--path`: a `--method` this family lacks (a
    /// slider method given to a knight) is an error naming the family's methods.
    fn new(
        ctx: &Ctx,
        what: impl Into<String>,
        families: Vec<&'static Family<F>>,
    ) -> anyhow::Result<Engine<F>> {
        let chosen = families
            .iter()
            .map(|f| f.choose(ctx.config.cpu(), &ctx.config.choice))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Engine {
            families,
            chosen,
            all: ctx.config.all_methods,
            what: what.into(),
        })
    }

    /// The chosen method's path line.
    fn path(&self) -> PathLine {
        PathLine::selected(&self.chosen[0])
    }

    /// The chosen methods' block forms, when each has one.
    fn blocks(&self) -> Option<Vec<BlockFn>> {
        self.chosen.iter().map(|s| s.block).collect()
    }

    /// The chosen method's result alone.
    #[inline(always)]
    fn value(&self, call: impl Fn(F) -> u64) -> u64 {
        self.chosen.iter().fold(0, |acc, s| acc | call(s.func))
    }

    /// Runs the chosen method; with `--all-methods` also every method this CPU runs
    /// (by name across the families), failing when any disagrees.
    fn run(&self, ctx: &Ctx, call: impl Fn(F) -> u64) -> anyhow::Result<(u64, Option<Comparison>)> {
        let value = self.value(&call);
        if !self.all {
            return Ok((value, None));
        }
        let results = self.families[0]
            .available(ctx.config.cpu())
            .map(|(method, _)| {
                let union = self
                    .families
                    .iter()
                    .filter_map(|f| f.find(method.name).and_then(|m| m.get(ctx.config.cpu())))
                    .fold(0, |acc, func| acc | call(func));
                (method.name, method.kind(), union)
            });
        let hex = |v: &u64| serde_json::json!(bbtool::render::hex(*v));
        let comparison =
            super::methods::compare(&self.what, self.chosen[0].method.name, &value, hex, results)?;
        Ok((value, Some(comparison)))
    }
}

/// One kind of marked square in a diagram: its squares, symbol, tone and meaning.
struct Layer<'a> {
    squares: u64,
    symbol: &'a str,
    tone: Tone,
    meaning: &'a str,
}

impl<'a> Layer<'a> {
    fn new(squares: u64, symbol: &'a str, tone: Tone, meaning: &'a str) -> Layer<'a> {
        Layer {
            squares,
            symbol,
            tone,
            meaning,
        }
    }
}

/// A diagram where each square shows the first layer holding it, `.` for none.
fn layered_grid(caption: impl Into<String>, layers: &[Layer]) -> Grid {
    Grid::from_fn(caption, |i| {
        match layers.iter().find(|l| l.squares >> i & 1 == 1) {
            Some(l) => Cell {
                text: l.symbol.into(),
                style: l.tone,
            },
            None => Cell::empty(),
        }
    })
}

/// The legend line of `layers`: `R rook  x attacked empty ...`.
fn legend(layers: &[Layer]) -> String {
    let parts: Vec<String> = layers
        .iter()
        .map(|l| format!("{} {}", l.symbol, l.meaning))
        .chain(std::iter::once(". empty".to_string()))
        .collect();
    parts.join("   ")
}

/// The attack diagram: the pieces by their letter, captures `*`, attacked empty
/// squares `x`, other occupied squares `o`; the legend line comes with it. With a
/// position, every piece shows its FEN letter and captures name the captured piece.
fn attack_diagram(
    caption: impl Into<String>,
    letter: &str,
    who: &str,
    pieces: u64,
    attacks: u64,
    occ: u64,
    position: Option<&Position>,
) -> (Grid, String) {
    if let Some(position) = position {
        let grid = Grid::from_fn(caption, |i| {
            position_cell(i, letter, pieces, attacks, occ, position)
        });
        let legend = format!(
            "{letter} {who}   *P attacked white piece   *p attacked black piece   \
             x attacked empty   P p other pieces   . empty"
        );
        return (grid, legend);
    }
    let layers = [
        Layer::new(pieces, letter, Tone::Origin, who),
        Layer::new(
            attacks & occ,
            "*",
            Tone::Highlight,
            "attacked occupied (capture)",
        ),
        Layer::new(attacks, "x", Tone::Member, "attacked empty"),
        Layer::new(occ, "o", Tone::Muted, "other occupied"),
    ];
    (layered_grid(caption, &layers), legend(&layers))
}

/// Square `i` of [`attack_diagram`] on a position: the attackers by letter (the
/// position's, or `letter` on an empty square), `*` and the letter of each attacked
/// piece, so that captures of white (`*P`) and of black (`*p`) pieces differ, `x`
/// attacked empty squares, the other pieces by letter and `o` occupied squares without
/// a piece.
fn position_cell(
    i: usize,
    letter: &str,
    pieces: u64,
    attacks: u64,
    occ: u64,
    position: &Position,
) -> Cell {
    let bit = |set: u64| set >> i & 1 == 1;
    let here = position.letter_at(Square::from_index(i as u32));
    let cell = |text: String, style| Cell { text, style };
    match here {
        _ if bit(pieces) => cell(here.map_or(letter.to_string(), String::from), Tone::Origin),
        Some(l) if bit(attacks & occ) => cell(format!("*{l}"), Tone::Highlight),
        None if bit(attacks & occ) => cell("*".into(), Tone::Highlight),
        _ if bit(attacks) => cell("x".into(), Tone::Member),
        Some(l) => Cell::piece(l),
        None if bit(occ) => cell("o".into(), Tone::Muted),
        None => Cell::empty(),
    }
}
