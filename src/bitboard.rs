//! Core types: [`Bitboard`], [`Square`], [`File`], [`Rank`], [`Direction`] and the
//! named sets of the reference, all in little-endian rank-file mapping (a1 = 0, h8 = 63).

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub};

/// A set of squares: bit `i` is the square with index `i` (a1 = 0, h1 = 7, a8 = 56, h8 = 63).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// The universe: all 64 squares.
    pub const ALL: Bitboard = Bitboard(!0);

    /// The set holding only `sq`.
    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1u64 << sq.0)
    }
    /// The raw 64-bit value.
    #[inline]
    pub const fn bits(self) -> u64 {
        self.0
    }
    /// True when no square is a member.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// True when `sq` is a member.
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 >> sq.0 & 1 != 0
    }
    /// The number of members.
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }
    /// The set with `sq` added.
    #[inline]
    pub const fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | 1u64 << sq.0)
    }
    /// The members in ascending index order.
    #[inline]
    pub const fn squares(self) -> Squares {
        Squares(self.0)
    }
    /// The lowest member, if any.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square(self.0.trailing_zeros() as u8))
        }
    }
    /// The members as lowercase names separated by single spaces.
    pub fn square_list(self) -> String {
        let mut out = String::with_capacity(3 * self.count() as usize);
        for (i, sq) in self.squares().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            out.push_str(sq.name());
        }
        out
    }
}

/// Iterator over the members of a [`Bitboard`], lowest index first.
#[derive(Clone, Copy, Debug)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let sq = Square(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        Some(sq)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;
    fn into_iter(self) -> Squares {
        self.squares()
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bitboard({:#018x})", self.0)
    }
}

impl fmt::Display for Bitboard {
    /// The reference's diagram: rank 8 on top, `1` for members, `.` for empty squares.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            for file in 0..8 {
                let bit = self.0 >> (rank * 8 + file) & 1;
                f.write_str(if bit == 1 { "1" } else { "." })?;
                if file < 7 {
                    f.write_str(" ")?;
                }
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

impl fmt::LowerHex for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::LowerHex::fmt(&self.0, f)
    }
}

macro_rules! bit_operator {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $op:tt) => {
        impl $trait for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $method(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $assign_trait for Bitboard {
            #[inline]
            fn $assign_method(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}
bit_operator!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_operator!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_operator!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

/// Set difference: the members of `self` that are not in `rhs`.
impl Sub for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn sub(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & !rhs.0)
    }
}

impl From<u64> for Bitboard {
    fn from(v: u64) -> Bitboard {
        Bitboard(v)
    }
}

impl From<Bitboard> for u64 {
    fn from(b: Bitboard) -> u64 {
        b.0
    }
}

/// A square index 0..64 in little-endian rank-file mapping.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Square(u8);

/// Lowercase names of all squares, indexed by square.
const SQUARE_NAMES: [&str; 64] = [
    "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2",
    "a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3", "a4", "b4", "c4", "d4", "e4", "f4", "g4", "h4",
    "a5", "b5", "c5", "d5", "e5", "f5", "g5", "h5", "a6", "b6", "c6", "d6", "e6", "f6", "g6", "h6",
    "a7", "b7", "c7", "d7", "e7", "f7", "g7", "h7", "a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8",
];

impl Square {
    /// a1, index 0.
    pub const A1: Square = Square(0);
    /// h8, index 63.
    pub const H8: Square = Square(63);

    /// The square with `index`, or `None` when it is 64 or more.
    #[inline]
    pub const fn new(index: u32) -> Option<Square> {
        if index < 64 {
            Some(Square(index as u8))
        } else {
            None
        }
    }
    /// The square with `index`; the caller guarantees `index < 64` (masked otherwise).
    #[inline]
    pub const fn from_index(index: u32) -> Square {
        Square((index & 63) as u8)
    }
    /// The square on `file` and `rank`.
    #[inline]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square(rank.0 * 8 + file.0)
    }
    /// All 64 squares, a1 first.
    pub fn all() -> impl DoubleEndedIterator<Item = Square> + ExactSizeIterator {
        (0u8..64).map(Square)
    }
    /// The index 0..64.
    #[inline]
    pub const fn index(self) -> usize {
        // SAFETY: every constructor of `Square` (its field is private to this module)
        // checks or masks the index below 64; telling the compiler spares table lookups
        // by square their `& 63` or bounds check.
        unsafe { core::hint::assert_unchecked(self.0 < 64) };
        self.0 as usize
    }
    /// The file (column) of the square.
    #[inline]
    pub const fn file(self) -> File {
        File(self.0 & 7)
    }
    /// The rank (row) of the square.
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank(self.0 >> 3)
    }
    /// The lowercase algebraic name, e.g. `"e4"`.
    #[inline]
    pub const fn name(self) -> &'static str {
        SQUARE_NAMES[self.0 as usize]
    }
    /// The square one step away in `dir`, or `None` at the board's edge.
    pub const fn step(self, dir: Direction) -> Option<Square> {
        let (df, dr) = dir.offsets();
        let f = self.file().0 as i8 + df;
        let r = self.rank().0 as i8 + dr;
        if f < 0 || f > 7 || r < 0 || r > 7 {
            None
        } else {
            Some(Square((r * 8 + f) as u8))
        }
    }
    /// Parses a name such as `e4` or `E4`.
    pub fn parse(text: &str) -> Option<Square> {
        let b = text.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let file = b[0].to_ascii_lowercase().wrapping_sub(b'a');
        let rank = b[1].wrapping_sub(b'1');
        (file < 8 && rank < 8).then(|| Square(rank * 8 + file))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A file (column) a..h, as 0..8.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct File(u8);

impl File {
    /// The file with `index` 0..8 (a = 0), or `None`.
    pub const fn new(index: u32) -> Option<File> {
        if index < 8 {
            Some(File(index as u8))
        } else {
            None
        }
    }
    /// The index 0..8.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// The squares of this file.
    pub const fn bitboard(self) -> Bitboard {
        Bitboard(FILE_A.0 << self.0)
    }
    /// The letter `a`..`h`.
    pub const fn letter(self) -> char {
        (b'a' + self.0) as char
    }
}

/// A rank (row) 1..8, as 0..8.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Rank(u8);

impl Rank {
    /// The rank with `index` 0..8 (rank 1 = 0), or `None`.
    pub const fn new(index: u32) -> Option<Rank> {
        if index < 8 {
            Some(Rank(index as u8))
        } else {
            None
        }
    }
    /// The index 0..8.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// The squares of this rank.
    pub const fn bitboard(self) -> Bitboard {
        Bitboard(RANK_1.0 << (8 * self.0))
    }
}

/// The eight compass directions, with the shift amounts of the reference's compass rose.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Direction {
    /// Towards rank 8: +8.
    North,
    /// +9.
    NorthEast,
    /// Towards the h-file: +1.
    East,
    /// -7.
    SouthEast,
    /// Towards rank 1: -8.
    South,
    /// -9.
    SouthWest,
    /// Towards the a-file: -1.
    West,
    /// +7.
    NorthWest,
}

impl Direction {
    /// All eight directions.
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];

    /// The position in [`Direction::ALL`] (a block form's operand word for it): the
    /// variants are declared in that order.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The signed shift amount: positive shifts left, negative right.
    pub const fn shift(self) -> i32 {
        match self {
            Direction::North => 8,
            Direction::South => -8,
            Direction::East => 1,
            Direction::West => -1,
            Direction::NorthEast => 9,
            Direction::NorthWest => 7,
            Direction::SouthEast => -7,
            Direction::SouthWest => -9,
        }
    }
    /// File and rank deltas of one step.
    pub const fn offsets(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::South => (0, -1),
            Direction::East => (1, 0),
            Direction::West => (-1, 0),
            Direction::NorthEast => (1, 1),
            Direction::NorthWest => (-1, 1),
            Direction::SouthEast => (1, -1),
            Direction::SouthWest => (-1, -1),
        }
    }
    /// The short compass name used by the reference (`nort`, `noEa`, ...), lowercased.
    pub const fn name(self) -> &'static str {
        match self {
            Direction::North => "north",
            Direction::South => "south",
            Direction::East => "east",
            Direction::West => "west",
            Direction::NorthEast => "northeast",
            Direction::NorthWest => "northwest",
            Direction::SouthEast => "southeast",
            Direction::SouthWest => "southwest",
        }
    }
    /// Parses `n`, `north`, `nort`, `ne`, `noea`, `northeast`, ... (case-insensitive).
    pub fn parse(text: &str) -> Option<Direction> {
        let t = text.to_ascii_lowercase();
        Some(match t.as_str() {
            "n" | "north" | "nort" => Direction::North,
            "s" | "south" | "sout" => Direction::South,
            "e" | "east" => Direction::East,
            "w" | "west" => Direction::West,
            "ne" | "noea" | "northeast" | "north-east" => Direction::NorthEast,
            "nw" | "nowe" | "northwest" | "north-west" => Direction::NorthWest,
            "se" | "soea" | "southeast" | "south-east" => Direction::SouthEast,
            "sw" | "sowe" | "southwest" | "south-west" => Direction::SouthWest,
            _ => return None,
        })
    }
}

/// The a-file.
pub const FILE_A: Bitboard = Bitboard(0x0101_0101_0101_0101);
/// The h-file.
pub const FILE_H: Bitboard = Bitboard(0x8080_8080_8080_8080);
/// The first rank.
pub const RANK_1: Bitboard = Bitboard(0x0000_0000_0000_00FF);
/// The eighth rank.
pub const RANK_8: Bitboard = Bitboard(0xFF00_0000_0000_0000);
/// The long diagonal a1-h8.
pub const DIAGONAL_A1H8: Bitboard = Bitboard(0x8040_2010_0804_0201);
/// The long anti-diagonal a8-h1.
pub const ANTIDIAGONAL_A8H1: Bitboard = Bitboard(0x0102_0408_1020_4080);
/// The light squares (h1 is light).
pub const LIGHT_SQUARES: Bitboard = Bitboard(0x55AA_55AA_55AA_55AA);
/// The dark squares (a1 is dark).
pub const DARK_SQUARES: Bitboard = Bitboard(0xAA55_AA55_AA55_AA55);
/// Every square but the a-file: the wrap mask for shifts towards the east.
pub const NOT_A_FILE: Bitboard = Bitboard(0xFEFE_FEFE_FEFE_FEFE);
/// Every square but the h-file: the wrap mask for shifts towards the west.
pub const NOT_H_FILE: Bitboard = Bitboard(0x7F7F_7F7F_7F7F_7F7F);
/// The four centre squares d4, e4, d5, e5.
pub const CENTER: Bitboard = Bitboard(0x0000_0018_1800_0000);
/// The border: the a- and h-files and the first and eighth ranks.
pub const EDGES: Bitboard = Bitboard(0xFF81_8181_8181_81FF);
/// The four corners a1, h1, a8, h8.
pub const CORNERS: Bitboard = Bitboard(0x8100_0000_0000_0081);
/// Knuth's k1: every other bit (0x5555...).
pub const K1: Bitboard = Bitboard(0x5555_5555_5555_5555);
/// Knuth's k2: every other bit pair (0x3333...).
pub const K2: Bitboard = Bitboard(0x3333_3333_3333_3333);
/// Knuth's k4: every other nibble (0x0f0f...).
pub const K4: Bitboard = Bitboard(0x0f0f_0f0f_0f0f_0f0f);
/// Knuth's kf: one bit per byte (0x0101...), the multiplier that sums bytes.
pub const KF: Bitboard = Bitboard(0x0101_0101_0101_0101);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn direction_index_is_the_place_in_all() {
        for (i, dir) in Direction::ALL.into_iter().enumerate() {
            assert_eq!(dir.index(), i, "{dir:?}");
        }
    }

    #[test]
    fn square_mapping_is_little_endian_rank_file() {
        assert_eq!(Square::parse("a1").unwrap().index(), 0);
        assert_eq!(Square::parse("h1").unwrap().index(), 7);
        assert_eq!(Square::parse("A8").unwrap().index(), 56);
        assert_eq!(Square::parse("h8").unwrap().index(), 63);
        assert_eq!(Square::parse("e4").unwrap().name(), "e4");
        assert_eq!(Square::parse("i1"), None);
        assert_eq!(Square::parse("a9"), None);
        assert_eq!(Square::parse("a10"), None);
    }

    #[test]
    fn named_sets_match_their_squares() {
        let by_rule = |f: fn(Square) -> bool| Square::all().filter(|&s| f(s)).collect::<Bitboard>();
        assert_eq!(FILE_A, by_rule(|s| s.file().0 == 0));
        assert_eq!(FILE_H, by_rule(|s| s.file().0 == 7));
        assert_eq!(RANK_8, by_rule(|s| s.rank().0 == 7));
        assert_eq!(DIAGONAL_A1H8, by_rule(|s| s.file().0 == s.rank().0));
        assert_eq!(ANTIDIAGONAL_A8H1, by_rule(|s| s.file().0 + s.rank().0 == 7));
        assert_eq!(
            DARK_SQUARES,
            by_rule(|s| (s.file().0 + s.rank().0) % 2 == 0)
        );
        assert_eq!(LIGHT_SQUARES, !DARK_SQUARES);
        assert_eq!(NOT_A_FILE, !FILE_A);
        assert_eq!(NOT_H_FILE, !FILE_H);
        let edge = |s: Square| s.file().0.is_multiple_of(7) || s.rank().0.is_multiple_of(7);
        assert_eq!(EDGES, by_rule(edge));
        assert_eq!(
            CORNERS,
            by_rule(|s| s.file().0.is_multiple_of(7) && s.rank().0.is_multiple_of(7))
        );
        let center = |s: Square| (3..=4).contains(&s.file().0) && (3..=4).contains(&s.rank().0);
        assert_eq!(CENTER, by_rule(center));
    }

    #[test]
    fn steps_stop_at_edges() {
        let h4 = Square::parse("h4").unwrap();
        assert_eq!(h4.step(Direction::East), None);
        assert_eq!(h4.step(Direction::North).unwrap().name(), "h5");
        for dir in Direction::ALL {
            let d4 = Square::parse("d4").unwrap();
            let next = d4.step(dir).unwrap();
            assert_eq!(next.index() as i32 - d4.index() as i32, dir.shift());
        }
    }

    #[test]
    fn diagram_draws_rank_eight_on_top() {
        let b = Bitboard::from_square(Square::parse("a8").unwrap());
        assert!(b.to_string().starts_with("1 . . . . . . .\n"));
    }
}
