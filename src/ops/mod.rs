//! Bit operations from General Setwise Operations, BMI1, BMI2, TBM, Byte and AVX-512:
//! one file per family of the reference. All values are raw `u64` bitboards in
//! little-endian rank-file mapping; the CLI wraps them in [`crate::Bitboard`].

pub mod arith;
pub mod bitsq;
pub mod bmi2;
pub mod field;
pub mod lanes;
pub mod lsb;
pub mod setwise;
pub mod shift;
pub mod sse2;
pub mod ssse3;
pub mod swar;
pub mod ternlog;
pub mod transform;
pub mod xop;

/// A one-operand operation: `dest = f(src)`.
pub type Unary = fn(u64) -> u64;
/// A two-operand operation: `dest = f(a, b)`.
pub type Binary = fn(u64, u64) -> u64;
/// A bit count: `tzcnt`, `lzcnt`.
pub type Count = fn(u64) -> u32;
/// A bit-field extract: `dest = f(src, start, len)`.
pub type Extract = fn(u64, u32, u32) -> u64;
/// An operation with a bit index: `dest = f(src, index)`.
pub type Indexed = fn(u64, u32) -> u64;
