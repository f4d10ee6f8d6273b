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

/// Kogge-Stone four lookups a register (AVX2): each 64-bit lane one slider's fills, the
/// same steps as [`ray_attacks`], so a batch loop needs no lane-by-lane inserts.
#[cfg(target_arch = "x86_64")]
pub(crate) mod avx2_lanes {
    use super::{BISHOP_DIRECTIONS, ROOK_DIRECTIONS, landing};
    use core::arch::x86_64::*;

    /// Each lane shifted by `amount` (left when positive, right when negative).
    #[target_feature(enable = "avx2")]
    #[inline]
    fn shift(b: __m256i, amount: i32) -> __m256i {
        let count = _mm_cvtsi32_si128(amount.abs());
        if amount > 0 {
            _mm256_sll_epi64(b, count)
        } else {
            _mm256_srl_epi64(b, count)
        }
    }

    /// [`super::ray_attacks`] of four lanes towards direction `K` of the rook's
    /// directions (`ROOK`) or the bishop's. The direction is a constant of each copy, so
    /// its shifts and masks are immediates: taken from an array at run time, the loop
    /// over the directions stayed a loop, its shift counts and masks picked by a jump
    /// table.
    #[target_feature(enable = "avx2")]
    #[inline]
    fn ray_attacks<const ROOK: bool, const K: usize>(
        mut generators: __m256i,
        empty: __m256i,
    ) -> __m256i {
        let dir = if ROOK {
            ROOK_DIRECTIONS[K]
        } else {
            BISHOP_DIRECTIONS[K]
        };
        let s = dir.shift();
        let land = _mm256_set1_epi64x(landing(dir) as i64);
        let mut pro = _mm256_and_si256(empty, land);
        for step in [s, 2 * s, 4 * s] {
            generators =
                _mm256_or_si256(generators, _mm256_and_si256(pro, shift(generators, step)));
            pro = _mm256_and_si256(pro, shift(pro, step));
        }
        _mm256_and_si256(shift(generators, s), land)
    }

    /// The union of the attacks in the four directions of the rook (`ROOK`) or the
    /// bishop of the slider on each lane's square.
    #[target_feature(enable = "avx2")]
    #[inline]
    fn four_rays<const ROOK: bool>(squares: __m256i, occ: __m256i) -> __m256i {
        let sliders = _mm256_sllv_epi64(_mm256_set1_epi64x(1), squares);
        let empty = _mm256_xor_si256(_mm256_or_si256(occ, sliders), _mm256_set1_epi64x(-1));
        _mm256_or_si256(
            _mm256_or_si256(
                ray_attacks::<ROOK, 0>(sliders, empty),
                ray_attacks::<ROOK, 1>(sliders, empty),
            ),
            _mm256_or_si256(
                ray_attacks::<ROOK, 2>(sliders, empty),
                ray_attacks::<ROOK, 3>(sliders, empty),
            ),
        )
    }

    /// Rook attacks of four (square, occupancy) lanes, squares below 64.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn rook(squares: __m256i, occ: __m256i) -> __m256i {
        four_rays::<true>(squares, occ)
    }

    /// Bishop attacks of four (square, occupancy) lanes, squares below 64.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn bishop(squares: __m256i, occ: __m256i) -> __m256i {
        four_rays::<false>(squares, occ)
    }
}

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
