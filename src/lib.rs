//! bbtool: the chess-programming bitboard reference made executable.
//!
//! The core types live in [`bitboard`]; every operation family exposes its methods as
//! data in a [`catalogue::Family`], selected at run time by [`cpu::Cpu`] detection.
//! VALUEs are read by [`parse`], printed by [`render`], and the command line is [`cli`].

#![warn(missing_docs)]

pub mod attacks;
pub mod bench;
pub mod bitboard;
pub mod catalogue;
pub mod cli;
pub mod cpu;
pub mod ops;
pub mod parse;
pub mod popcount;
pub mod registry;
pub mod render;
pub mod scan;

pub use bitboard::{Bitboard, Direction, File, Rank, Square};
pub use catalogue::{Choice, Family, Kind, Method, PathPreference, Selection};
pub use cpu::{Cpu, Feature, Features};
