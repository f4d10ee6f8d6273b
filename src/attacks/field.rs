//! The slider methods of the field's comparison (Gigantua's "Chess_Movegen") that await
//! registration in the slider catalogues: each by its stable method name, with its rook
//! and bishop functions and two queen batch loops: a portable one, and the same loop
//! compiled for AVX-512 (with vector leading-zero counts and variable shifts), where the
//! compiler runs eight lookups per instruction as clang does for the comparison's
//! `-march=native` build. Tests and the `field_movegen` example reach them through
//! [`field_algorithms`]; once the catalogue lists them, this listing goes.

use super::{
    SliderFn, SliderManyFn, Square, black_magic, classical, dumb7fill, kindergarten, leorik,
    obstruction_difference, plain_magic, qbb, rotated, sbamg, slide_arithmetic,
};
use crate::cpu::{Cpu, Feature, Features};

/// What the wide batch loops are compiled for: AVX-512 F/CD/VL/DQ/BW (vector lzcnt,
/// variable shifts, gathers) and the scalar bit instructions (BMI1, BMI2, LZCNT, POPCNT).
pub const WIDE_FEATURES: &[Feature] = &[
    Feature::Avx2,
    Feature::Avx512f,
    Feature::Avx512cd,
    Feature::Avx512vl,
    Feature::Avx512dq,
    Feature::Avx512bw,
    Feature::Bmi1,
    Feature::Bmi2,
    Feature::Lzcnt,
    Feature::Popcnt,
];

/// True when this CPU runs the wide batch loops (otherwise they run the portable one).
pub fn wide_available(cpu: &Cpu) -> bool {
    cpu.can_run(Features::of(WIDE_FEATURES))
}

/// One method awaiting registration.
#[derive(Clone, Copy, Debug)]
pub struct FieldAlgorithm {
    /// The stable method name (`bbtool methods`, the bench and scripts use it).
    pub name: &'static str,
    /// Rook attacks of one square.
    pub rook: SliderFn,
    /// Bishop attacks of one square.
    pub bishop: SliderFn,
    /// Queen attacks of a batch of (square, occupancy) pairs, lookups inlined in the loop.
    pub queen_many: SliderManyFn,
    /// The same batch compiled for [`WIDE_FEATURES`]; the portable loop where this CPU
    /// lacks them.
    pub queen_wide: SliderManyFn,
}

/// Declares the listing from (name, module) pairs; each queen loop is its own function,
/// so the module's lookups inline into it.
macro_rules! field {
    ($($name:literal => $module:ident),+ $(,)?) => {
        /// The methods awaiting registration, in the order of the table.
        static FIELD: &[FieldAlgorithm] = &[$(
            FieldAlgorithm {
                name: $name,
                rook: $module::rook as SliderFn,
                bishop: $module::bishop as SliderFn,
                queen_many: {
                    fn many(pairs: &[(Square, u64)], out: &mut [u64]) {
                        for (slot, &(sq, occ)) in out.iter_mut().zip(pairs) {
                            *slot = $module::rook(sq, occ) | $module::bishop(sq, occ);
                        }
                    }
                    many as SliderManyFn
                },
                queen_wide: {
                    #[cfg(target_arch = "x86_64")]
                    #[target_feature(enable = "avx2,avx512f,avx512cd,avx512vl,avx512dq,avx512bw,bmi1,bmi2,lzcnt,popcnt")]
                    fn looped(pairs: &[(Square, u64)], out: &mut [u64]) {
                        for (slot, &(sq, occ)) in out.iter_mut().zip(pairs) {
                            *slot = $module::rook(sq, occ) | $module::bishop(sq, occ);
                        }
                    }
                    fn many(pairs: &[(Square, u64)], out: &mut [u64]) {
                        #[cfg(target_arch = "x86_64")]
                        if wide_available(Cpu::current()) {
                            // SAFETY: the detected CPU runs every feature `looped` enables
                            // (WIDE_FEATURES lists them), checked just above.
                            return unsafe { looped(pairs, out) };
                        }
                        for (slot, &(sq, occ)) in out.iter_mut().zip(pairs) {
                            *slot = $module::rook(sq, occ) | $module::bishop(sq, occ);
                        }
                    }
                    many as SliderManyFn
                },
            },
        )+];
    };
}

field! {
    "classical" => classical,
    "obstruction-difference" => obstruction_difference,
    "leorik" => leorik,
    "qbb" => qbb,
    "sbamg" => sbamg,
    "slide-arithmetic" => slide_arithmetic,
    "dumb7fill" => dumb7fill,
    "kindergarten" => kindergarten,
    "rotated" => rotated,
    "black-magic" => black_magic,
    "plain-magic" => plain_magic,
}

/// Every method awaiting registration, with its functions.
pub fn field_algorithms() -> &'static [FieldAlgorithm] {
    FIELD
}
