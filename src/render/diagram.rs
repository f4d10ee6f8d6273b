//! 8x8 diagrams in the reference's style: rank 8 on top, file a on the left, `1` for a
//! member and `.` for an empty square, with coordinates; several side by side.

use crate::bitboard::{Bitboard, Square};
use crate::position::Position;
use owo_colors::{OwoColorize, Style};

/// How one square of a diagram is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    /// The text, at most as wide as the grid's cell width.
    pub text: String,
    /// The colour and emphasis on a terminal.
    pub style: Tone,
}

/// The few styles diagrams use, mapped to terminal colours in one place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// An empty square.
    Empty,
    /// A member of the set.
    Member,
    /// The piece or the square a command is about.
    Origin,
    /// A highlighted member (a capture, a moved bit).
    Highlight,
    /// A member that is not the focus (other occupied squares).
    Muted,
    /// A white piece's letter.
    WhitePiece,
    /// A black piece's letter.
    BlackPiece,
}

impl Tone {
    fn style(self) -> Style {
        match self {
            Tone::Empty => Style::new().dimmed(),
            Tone::Member => Style::new().green().bold(),
            Tone::Origin => Style::new().yellow().bold(),
            Tone::Highlight => Style::new().red().bold(),
            Tone::Muted => Style::new().blue(),
            Tone::WhitePiece => Style::new().bold(),
            Tone::BlackPiece => Style::new().cyan(),
        }
    }
}

impl Cell {
    /// An empty square: `.`.
    pub fn empty() -> Cell {
        Cell {
            text: ".".into(),
            style: Tone::Empty,
        }
    }

    /// A piece's FEN letter, toned by its colour (white upper case).
    pub fn piece(letter: char) -> Cell {
        Cell {
            text: letter.to_string(),
            style: if letter.is_ascii_uppercase() {
                Tone::WhitePiece
            } else {
                Tone::BlackPiece
            },
        }
    }
}

/// A board of 64 cells with a caption.
#[derive(Clone, Debug)]
pub struct Grid {
    /// The label printed above the board.
    pub caption: String,
    /// Cells indexed by square (a1 = 0).
    pub cells: Vec<Cell>,
}

impl Grid {
    /// The reference's diagram of `bb`: `1` for members, `.` for the rest.
    pub fn of(caption: impl Into<String>, bb: Bitboard) -> Grid {
        Grid::from_fn(caption, |i| {
            if bb.0 >> i & 1 == 1 {
                Cell {
                    text: "1".into(),
                    style: Tone::Member,
                }
            } else {
                Cell::empty()
            }
        })
    }

    /// A position's board: each piece by its FEN letter, `.` for an empty square.
    pub fn position(caption: impl Into<String>, position: &Position) -> Grid {
        Grid::from_fn(caption, |i| {
            position
                .letter_at(Square::from_index(i as u32))
                .map_or_else(Cell::empty, Cell::piece)
        })
    }

    /// A grid whose cell for square index `i` is `cell(i)`.
    pub fn from_fn(caption: impl Into<String>, mut cell: impl FnMut(usize) -> Cell) -> Grid {
        Grid {
            caption: caption.into(),
            cells: (0..64).map(&mut cell).collect(),
        }
    }

    fn cell_width(&self) -> usize {
        self.cells
            .iter()
            .map(|c| c.text.chars().count())
            .max()
            .unwrap_or(1)
            .max(1)
    }

    /// Columns the board occupies: rank digit, space, 8 cells and 7 gaps.
    pub fn width(&self) -> usize {
        2 + 8 * self.cell_width() + 7
    }

    /// Columns the board and its caption occupy.
    pub fn panel_width(&self) -> usize {
        self.width().max(self.caption.chars().count())
    }

    /// The caption line, the eight rank lines and the file letters.
    pub fn lines(&self, color: bool) -> Vec<String> {
        let w = self.cell_width();
        let mut out = Vec::with_capacity(10);
        out.push(self.caption.clone());
        for rank in (0..8).rev() {
            let mut line = format!("{} ", rank + 1);
            for file in 0..8 {
                let cell = &self.cells[rank * 8 + file];
                let padded = format!("{:>w$}", cell.text);
                if color {
                    line.push_str(&padded.style(cell.style.style()).to_string());
                } else {
                    line.push_str(&padded);
                }
                if file < 7 {
                    line.push(' ');
                }
            }
            out.push(line);
        }
        let letters: Vec<String> = "abcdefgh".chars().map(|c| format!("{c:>w$}")).collect();
        out.push(format!("  {}", letters.join(" ")));
        out
    }
}

/// Prints boards side by side with an operator symbol between neighbours (`a & b = c`),
/// wrapping onto further rows so that no line is wider than `max_width` columns.
pub fn side_by_side(
    grids: &[Grid],
    separators: &[String],
    color: bool,
    max_width: usize,
) -> Vec<String> {
    let mut out = Vec::new();
    let mut start = 0;
    while start < grids.len() {
        // Take as many boards as fit on this row.
        let mut end = start + 1;
        let mut used = grids[start].panel_width();
        while end < grids.len() {
            let sep = separators
                .get(end - 1)
                .map_or(1, |s| s.chars().count().max(1));
            let next = used + 2 + sep + 2 + grids[end].panel_width();
            if next > max_width {
                break;
            }
            used = next;
            end += 1;
        }
        if start > 0 {
            out.push(String::new());
        }
        let blocks: Vec<Vec<String>> = grids[start..end].iter().map(|g| g.lines(color)).collect();
        for row in 0..10 {
            let mut line = String::new();
            for (k, block) in blocks.iter().enumerate() {
                let grid = &grids[start + k];
                if k > 0 {
                    let sep = separators
                        .get(start + k - 1)
                        .map(String::as_str)
                        .unwrap_or("");
                    let sep_w = sep.chars().count().max(1);
                    // The operator sits beside the middle rank, like the reference's examples.
                    let shown = if row == 5 { sep } else { "" };
                    line.push_str(&format!("  {shown:^sep_w$}  "));
                }
                let text = &block[row];
                let visible = if row == 0 {
                    text.chars().count()
                } else {
                    grid.width()
                };
                line.push_str(text);
                if k + 1 < blocks.len() {
                    line.push_str(&" ".repeat(grid.panel_width().saturating_sub(visible)));
                }
            }
            out.push(line.trim_end().to_string());
        }
        start = end;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_board_has_coordinates() {
        let lines = Grid::of("e4", Bitboard(1 << 28)).lines(false);
        assert_eq!(lines[0], "e4");
        assert_eq!(lines[1], "8 . . . . . . . .");
        assert_eq!(lines[5], "4 . . . . 1 . . .");
        assert_eq!(lines[9], "  a b c d e f g h");
    }

    #[test]
    fn a_position_shows_its_pieces_by_letter() {
        let position = Position::from_fen("4k3/8/8/8/4P3/8/8/R3K3 w Q - 0 1").unwrap();
        let lines = Grid::position("board", &position).lines(false);
        assert_eq!(lines[1], "8 . . . . k . . .");
        assert_eq!(lines[5], "4 . . . . P . . .");
        assert_eq!(lines[8], "1 R . . . K . . .");
    }

    #[test]
    fn boards_wrap_beyond_the_width() {
        let g = Grid::of("x", Bitboard(0));
        let row = side_by_side(
            &[g.clone(), g.clone(), g.clone()],
            &["&".into(), "=".into()],
            false,
            80,
        );
        assert_eq!(row.len(), 10);
        assert!(row.iter().all(|l| l.chars().count() <= 80));
        let four = side_by_side(
            &[g.clone(), g.clone(), g.clone(), g],
            &["&".into(), "&".into(), "=".into()],
            false,
            80,
        );
        assert_eq!(four.len(), 21, "four boards wrap onto a second row");
    }
}
