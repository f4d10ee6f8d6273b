//! bbtool: the chess-programming bitboard reference made executable.
//!
//! The core types live in [`bitboard`]; every operation family exposes its methods as
//! data in a [`catalogue::Family`], selected at run time by [`cpu::Cpu`] detection.

pub mod attacks;
pub mod bitboard;
pub mod catalogue;
pub mod cpu;

pub use bitboard::{Bitboard, Direction, File, Rank, Square};
pub use catalogue::{Choice, Family, Kind, Method, PathPreference, Selection};
pub use cpu::{Cpu, Feature, Features};
