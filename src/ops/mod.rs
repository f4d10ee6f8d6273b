//! Bit operations from General Setwise Operations, BMI1, BMI2, TBM, Byte and AVX-512:
//! one file per family of the reference. All values are raw `u64` bitboards in
//! little-endian rank-file mapping; the CLI wraps them in [`crate::Bitboard`].

pub mod field;
pub mod lsb;
pub mod setwise;
pub mod shift;
pub mod swar;
pub mod ternlog;
pub mod transform;

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

/// Defines a plain wrapper around a `#[target_feature]` function, so the catalogue
/// can hold it as an ordinary `fn` pointer that only `Method::get` hands out.
macro_rules! hardware_fn {
    ($name:ident($($arg:ident: $ty:ty),*) -> $ret:ty, $enable:literal, $body:expr) => {
        #[cfg(target_arch = "x86_64")]
        fn $name($($arg: $ty),*) -> $ret {
            #[target_feature(enable = $enable)]
            fn inner($($arg: $ty),*) -> $ret {
                $body
            }
            // SAFETY: reachable only through Method::get, which checks the features
            // the catalogue entry lists: exactly those in `enable` above.
            unsafe { inner($($arg),*) }
        }
    };
}
pub(crate) use hardware_fn;
