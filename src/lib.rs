//! bbtool: the chess-programming bitboard reference made executable.
//!
//! The core types live in [`bitboard`]; every operation family exposes its methods as
//! data in a [`catalogue::Family`], selected at run time by [`cpu::Cpu`] detection.
//! A hardware method's function is handed out only for the detected [`Host`]
//! ([`Cpu::current`]); a [`Cpu`] model (a test fixture, Zen 2) explains a selection but
//! never unlocks a function.
//! VALUEs are read by [`parse`] and printed by [`render`]; the command line is the
//! `bbtool` binary, built on these modules.
//!
//! ```
//! use bbtool::attacks::{Color, Piece, attacks};
//! use bbtool::{Bitboard, Choice, Square, parse::parse_value};
//!
//! // The README's main job: a rook on d4 with pieces on d6 and f4.
//! let occ = parse_value("d6 | f4").unwrap();
//! let d4 = Square::parse("d4").unwrap();
//! let rook = attacks(Piece::Rook, Color::White, d4, occ.0, &Choice::default()).unwrap();
//! assert_eq!(Bitboard(rook).square_list(), "d1 d2 d3 a4 b4 c4 e4 f4 d5 d6");
//! // The reference's diagram: rank 8 on top, `1` for members.
//! assert_eq!(
//!     Bitboard(rook).to_string(),
//!     ". . . . . . . .\n\
//!      . . . . . . . .\n\
//!      . . . 1 . . . .\n\
//!      . . . 1 . . . .\n\
//!      1 1 1 . 1 1 . .\n\
//!      . . . 1 . . . .\n\
//!      . . . 1 . . . .\n\
//!      . . . 1 . . . .\n"
//! );
//! ```

#![warn(missing_docs)]

pub mod aligned;
pub mod attacks;
pub mod bench;
pub mod bitboard;
pub mod catalogue;
pub mod codegen;
pub mod cpu;
pub mod escape;
pub mod movelists;
pub mod ops;
pub mod parse;
pub mod popcount;
pub mod position;
pub mod registry;
pub mod render;
pub mod rng;
pub mod scan;
pub mod stream;

pub use bitboard::{Bitboard, Direction, File, Rank, Square};
pub use catalogue::{Choice, Family, Kind, Method, PathPreference, Selection};
pub use cpu::{Cpu, Feature, Features, Host};
