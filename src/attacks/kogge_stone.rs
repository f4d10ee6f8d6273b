//! Kogge-Stone occluded fills: a parallel-prefix flood of the sliders through empty
//! squares in one direction, three shift steps instead of up to seven, then one more
//! step onto the blocker. The same code gives one slider's attacks and the union of a
//! whole set's.

use super::rays::{BISHOP_DIRECTIONS, ROOK_DIRECTIONS};
use crate::bitboard::{Direction, NOT_A_FILE, NOT_H_FILE, Square};

/// Shifts by the direction's amount (left when positive, right when negative).
#[inline(always)]
const fn shift(b: u64, amount: i32) -> u64 {
    if amount > 0 {
        b << amount
    } else {
        b >> -amount
    }
}

/// The squares a shift towards `dir` may land on: a step east must not land on the
/// a-file, a step west not on the h-file.
#[inline(always)]
const fn landing(dir: Direction) -> u64 {
    match dir {
        Direction::East | Direction::NorthEast | Direction::SouthEast => NOT_A_FILE.0,
        Direction::West | Direction::NorthWest | Direction::SouthWest => NOT_H_FILE.0,
        Direction::North | Direction::South => !0,
    }
}

/// The occluded fill of `generators` through `empty` towards `dir`, the generators included.
#[inline(always)]
pub const fn occluded_fill(mut generators: u64, empty: u64, dir: Direction) -> u64 {
    let s = dir.shift();
    let mut pro = empty & landing(dir);
    generators |= pro & shift(generators, s);
    pro &= shift(pro, s);
    generators |= pro & shift(generators, 2 * s);
    pro &= shift(pro, 2 * s);
    generators |= pro & shift(generators, 4 * s);
    generators
}

/// The squares the sliders in `sliders` attack towards `dir`: the fill, one step more.
#[inline(always)]
pub const fn ray_attacks(sliders: u64, empty: u64, dir: Direction) -> u64 {
    shift(occluded_fill(sliders, empty, dir), dir.shift()) & landing(dir)
}

/// The union of attacks of `sliders` in the four `dirs`; the sliders block each other
/// whether or not `occ` holds them.
#[inline(always)]
fn four_rays(sliders: u64, occ: u64, dirs: &[Direction; 4]) -> u64 {
    let empty = !(occ | sliders);
    ray_attacks(sliders, empty, dirs[0])
        | ray_attacks(sliders, empty, dirs[1])
        | ray_attacks(sliders, empty, dirs[2])
        | ray_attacks(sliders, empty, dirs[3])
}

/// Every square some rook in `rooks` attacks.
#[inline]
pub fn rook_setwise(rooks: u64, occ: u64) -> u64 {
    four_rays(rooks, occ, &ROOK_DIRECTIONS)
}

/// Every square some bishop in `bishops` attacks.
#[inline]
pub fn bishop_setwise(bishops: u64, occ: u64) -> u64 {
    four_rays(bishops, occ, &BISHOP_DIRECTIONS)
}

/// A module of the set-wise fills compiled for `$features` (a catalogue hardware method).
macro_rules! compiled_for {
    ($module:ident, $features:literal, $what:literal) => {
        #[doc = concat!("The set-wise fills compiled for ", $what, ".")]
        #[cfg(target_arch = "x86_64")]
        pub(crate) mod $module {
            #[doc = concat!("[`super::rook_setwise`] for ", $what, ".")]
            ///
            /// # Safety
            #[doc = concat!("The CPU must have ", $features, ".")]
            #[target_feature(enable = $features)]
            pub(crate) unsafe fn rook_setwise(rooks: u64, occ: u64) -> u64 {
                super::rook_setwise(rooks, occ)
            }

            #[doc = concat!("[`super::bishop_setwise`] for ", $what, ".")]
            ///
            /// # Safety
            #[doc = concat!("The CPU must have ", $features, ".")]
            #[target_feature(enable = $features)]
            pub(crate) unsafe fn bishop_setwise(bishops: u64, occ: u64) -> u64 {
                super::bishop_setwise(bishops, occ)
            }
        }
    };
}

compiled_for!(
    avx2,
    "avx2,bmi1,bmi2,lzcnt,popcnt",
    "AVX2 and BMI (`kogge-stone-avx2`)"
);
compiled_for!(
    avx512,
    "avx2,avx512f,avx512vl,avx512bw,avx512dq,bmi1,bmi2,lzcnt,popcnt",
    "AVX-512 (`kogge-stone-avx512`)"
);

/// Rook attacks of one square by occluded fills.
#[inline]
pub(crate) fn rook(sq: Square, occ: u64) -> u64 {
    rook_setwise(1 << sq.index(), occ)
}

/// Bishop attacks of one square by occluded fills.
#[inline]
pub(crate) fn bishop(sq: Square, occ: u64) -> u64 {
    bishop_setwise(1 << sq.index(), occ)
}
