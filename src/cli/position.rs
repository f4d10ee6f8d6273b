//! `position FEN` (alias `fen`): a position's bitboards, side to move, castling rights,
//! en-passant square and clocks (Forsyth-Edwards Notation).

use super::context::{Ctx, Status};
use anyhow::bail;
use bbtool::attacks::Piece;
use bbtool::bitboard::{Bitboard, Square};
use bbtool::position::{Position, SET_NAMES};
use bbtool::render::{Format, Grid, board_line, hex};
use clap::Args;
use comfy_table::{ContentArrangement, Table, presets::UTF8_FULL_CONDENSED};
use serde_json::{Map, Value, json};

pub(super) const EXAMPLES: &str = "\
FEN may be one argument (quoted) or the six fields as separate words; `startpos` is the
initial position. The two clocks may be left out (they default to 0 and 1).

Machine formats (-f hex, dec, squares, ...) print one line per set in this order:
  white black occupied pawns knights bishops rooks queens kings P N B R Q K p n b r q k ep
(the FEN letters are white upper case, black lower case; ep is empty without an
en-passant square). --json prints one object: the FEN, every set as a \"0x...\" string
under \"sets\", side, castling, ep, halfmove and fullmove.

The same names work in any VALUE with --fen: bbtool show 'white & ~pawns' --fen startpos

Examples:
  bbtool position startpos
  bbtool fen 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3'
  bbtool position startpos -f hex | sed -n 4p          the pawns
  bbtool position startpos --move e2e4 --move d7d5     Update by Move, quiet moves
  bbtool position startpos --move e2e4 --move g8f6 --move e4e5 --move d7d5 --move e5d6
                                                       en passant: the d5 pawn goes
  bbtool position startpos --json | jq -r .sets.N";

// Arguments of `position`.
#[derive(Args, Debug)]
pub struct PositionArgs {
    /// The FEN (or `startpos`); default the --fen position.
    #[arg(value_name = "FEN", num_args = 0..)]
    pub words: Vec<String>,
    /// Make a move first (FROM TO as `e2e4`, a promotion's piece after them as `e7e8q`),
    /// by the xor updates of General Setwise Operations' "Update by Move"; repeat for
    /// several. Each must be pseudo-legal (the side to move's piece, moving as it can;
    /// castling with the right and empty squares between king and rook); check is not
    /// looked at.
    #[arg(long = "move", value_name = "FROMTO")]
    pub moves: Vec<String>,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

/// `position FEN`.
pub fn position(ctx: &mut Ctx, args: &PositionArgs) -> anyhow::Result<Status> {
    let mut position = match (args.words.is_empty(), &ctx.config.position) {
        (false, Some(_)) => {
            bail!("position takes one FEN, as its argument or as --fen, but both were given")
        }
        (false, None) => Position::from_fen(&args.words.join(" "))?,
        (true, Some(position)) => position.clone(),
        (true, None) => bail!("position needs a FEN (or startpos)"),
    };
    let mut updates = String::new();
    for text in &args.moves {
        let promotion = match text.get(4..) {
            Some("") => Ok(None),
            Some(piece) => Piece::parse(piece).map(Some).ok_or(()),
            None => Err(()),
        };
        let parts = (
            text.get(..2).and_then(Square::parse),
            text.get(2..4).and_then(Square::parse),
            promotion,
        );
        let (Some(from), Some(to), Ok(promotion)) = parts else {
            bail!(
                "--move '{text}' is not FROM TO as two squares, and a promotion's piece (e2e4, e7e8q)"
            );
        };
        let update = position
            .update_by_move(from, to, promotion)
            .map_err(|e| anyhow::anyhow!("--move '{text}': {e}"))?;
        let piece = update.piece;
        updates.push_str(&format!("{text}: fromToBB = {}; ", hex(update.from_to)));
        match update.promoted {
            Some(new) => updates.push_str(&format!(
                "pieceBB[{piece}] ^= fromBB; pieceBB[{new}] ^= toBB; colorBB ^= fromToBB"
            )),
            None => updates.push_str(&format!(
                "pieceBB[{piece}] ^= fromToBB; colorBB ^= fromToBB"
            )),
        }
        if let Some((captured, square)) = update.captured {
            updates.push_str(&format!(
                "; pieceBB[{captured}] ^= {}; its colorBB too",
                hex(square)
            ));
        }
        if let Some(rook) = update.rook {
            let letter = if piece == 'K' { 'R' } else { 'r' };
            updates.push_str(&format!(
                "; rookFromToBB = {}; pieceBB[{letter}] ^= rookFromToBB; colorBB too",
                hex(rook)
            ));
        }
        updates.push_str(&format!(
            "; occupiedBB, emptyBB ^= {}\n",
            hex(update.occupied)
        ));
    }
    let text = match ctx.config.format {
        Format::Human => updates + &human(&position, ctx.config.color),
        Format::Json => format!("{}\n", to_json(&position)),
        format => position
            .sets()
            .iter()
            .map(|&(_, set)| board_line(Bitboard(set), format).unwrap_or_default() + "\n")
            .collect(),
    };
    ctx.write_str(&text)?;
    Ok(Status::Success)
}

/// The board, the table of sets and the state lines.
fn human(position: &Position, color: bool) -> String {
    let mut out = Grid::position("position", position).lines(color).join("\n");
    let mut table = Table::new();
    table.load_preset(UTF8_FULL_CONDENSED);
    // The longest square lists (occupied) wrap within 100 columns, a terminal or not.
    table
        .set_content_arrangement(ContentArrangement::Dynamic)
        .set_width(100);
    table.set_header(["set", "hex", "squares", "popcount"]);
    for (name, set) in position.sets() {
        let bb = Bitboard(set);
        table.add_row([
            name.to_string(),
            hex(set),
            bb.square_list(),
            bb.count().to_string(),
        ]);
    }
    let ep = position.ep.map_or("-", |sq| sq.name());
    out.push_str(&format!(
        "\n{table}\nfen         {}\nside        {}\ncastling    {}\nen passant  {ep}\n\
         clocks      halfmove {}, fullmove {}\n",
        position.to_fen(),
        position.side.name(),
        position.castling,
        position.halfmove,
        position.fullmove
    ));
    out
}

/// The `--json` object: every set in [`SET_NAMES`] order and the state.
fn to_json(position: &Position) -> Value {
    let sets: Map<String, Value> = position
        .sets()
        .iter()
        .map(|&(name, set)| (name.to_string(), json!(hex(set))))
        .collect();
    debug_assert_eq!(sets.len(), SET_NAMES.len());
    json!({
        "command": "position",
        "fen": position.to_fen(),
        "sets": sets,
        "side": position.side.name(),
        "castling": position.castling.to_string(),
        "ep": position.ep.map(|sq| sq.name()),
        "halfmove": position.halfmove,
        "fullmove": position.fullmove,
    })
}
