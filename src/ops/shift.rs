//! Shifting bitboards (General Setwise Operations, "Shifting Bitboards"): one-step
//! shifts with the wrap masks, shifts and rotates by any amount, the generalized shift
//! and the rotate-based `shiftOne` with its avoidWrap table.

use super::Indexed;
use crate::bitboard::{Direction, NOT_A_FILE, NOT_H_FILE};
#[cfg(target_arch = "x86_64")]
use crate::catalogue::hardware_method;
use crate::catalogue::{Family, Method, block_fn, portable_method};

/// One step in `dir` with the reference's post-shift masks: nothing wraps between the
/// a- and h-files, and bits leaving rank 1 or 8 fall out.
pub const fn shift_one(b: u64, dir: Direction) -> u64 {
    match dir {
        Direction::North => b << 8,
        Direction::South => b >> 8,
        Direction::East => (b << 1) & NOT_A_FILE.0,
        Direction::NorthEast => (b << 9) & NOT_A_FILE.0,
        Direction::SouthEast => (b >> 7) & NOT_A_FILE.0,
        Direction::West => (b >> 1) & NOT_H_FILE.0,
        Direction::SouthWest => (b >> 9) & NOT_H_FILE.0,
        Direction::NorthWest => (b << 7) & NOT_H_FILE.0,
    }
}

/// `steps` one-step shifts in `dir` (after eight steps the board is always empty).
pub const fn shift(b: u64, dir: Direction, steps: u32) -> u64 {
    let mut b = b;
    let mut i = 0;
    while i < steps && i < 8 && b != 0 {
        b = shift_one(b, dir);
        i += 1;
    }
    b
}

/// Shift left by `n`; 64 or more leaves the empty set.
pub const fn shl(x: u64, n: u32) -> u64 {
    if n >= 64 { 0 } else { x << n }
}

/// Logical shift right by `n`; 64 or more leaves the empty set.
pub const fn shr(x: u64, n: u32) -> u64 {
    if n >= 64 { 0 } else { x >> n }
}

/// Rotate left: bit `i` moves to `(i + n) mod 64`.
pub const fn rotl(x: u64, n: u32) -> u64 {
    x.rotate_left(n % 64)
}

/// Rotate right: bit `i` moves to `(i - n) mod 64`.
pub const fn rotr(x: u64, n: u32) -> u64 {
    x.rotate_right(n % 64)
}

/// The generalized shift: left for positive `s`, right for negative `s`
/// (`(s > 0) ? (x << s) : (x >> -s)`); a distance of 64 or more leaves nothing.
pub const fn gen_shift(x: u64, s: i32) -> u64 {
    if s > 0 {
        shl(x, s.unsigned_abs())
    } else {
        shr(x, s.unsigned_abs())
    }
}

/// The reference's branch-less generalized shift for `-64 < s < 64`:
/// `right = -((char)(s >> 8) & left); return (x >> right) << (right + left)`.
pub const fn gen_shift_branchless(x: u64, s: i32) -> u64 {
    let left = s as i8;
    let right = ((s >> 8) as i8 & left).wrapping_neg();
    // right is |s| for negative s and 0 otherwise; right + left is s or 0.
    (x >> (right as u32 & 63)) << ((right.wrapping_add(left)) as u32 & 63)
}

/// The reference's shift amounts by its `dir8` enumeration
/// (0 noEa, 1 east, 2 soEa, 3 sout, 4 soWe, 5 west, 6 noWe, 7 nort).
pub const DIR8_SHIFTS: [i32; 8] = [9, 1, -7, -8, -9, -1, 7, 8];

/// The reference's `avoidWrap` masks, indexed like [`DIR8_SHIFTS`].
pub const AVOID_WRAP: [u64; 8] = [
    0xfefe_fefe_fefe_fe00,
    0xfefe_fefe_fefe_fefe,
    0x00fe_fefe_fefe_fefe,
    0x00ff_ffff_ffff_ffff,
    0x007f_7f7f_7f7f_7f7f,
    0x7f7f_7f7f_7f7f_7f7f,
    0x7f7f_7f7f_7f7f_7f00,
    0xffff_ffff_ffff_ff00,
];

/// The reference's `dir8` index of `dir`.
pub const fn dir8(dir: Direction) -> usize {
    match dir {
        Direction::NorthEast => 0,
        Direction::East => 1,
        Direction::SouthEast => 2,
        Direction::South => 3,
        Direction::SouthWest => 4,
        Direction::West => 5,
        Direction::NorthWest => 6,
        Direction::North => 7,
    }
}

/// One step by rotation and a wrap mask, the reference's
/// `_rotl64(b, shift[dir8]) & avoidWrap[dir8]`.
pub const fn shift_one_rotate(b: u64, dir: Direction) -> u64 {
    let d = dir8(dir);
    b.rotate_left(DIR8_SHIFTS[d].rem_euclid(64) as u32) & AVOID_WRAP[d]
}

/// One step with the reference's pre-shift masks: the mirrored file is masked off
/// before the shift, so nothing can wrap (`eastOne = (b & notHFile) << 1` ...).
pub const fn shift_one_pre_mask(b: u64, dir: Direction) -> u64 {
    match dir {
        Direction::North => b << 8,
        Direction::South => b >> 8,
        Direction::East => (b & NOT_H_FILE.0) << 1,
        Direction::NorthEast => (b & NOT_H_FILE.0) << 9,
        Direction::SouthEast => (b & NOT_H_FILE.0) >> 7,
        Direction::West => (b & NOT_A_FILE.0) >> 1,
        Direction::SouthWest => (b & NOT_A_FILE.0) >> 9,
        Direction::NorthWest => (b & NOT_A_FILE.0) << 7,
    }
}

/// A one-step shift: the set moved one square in a direction, nothing wrapping.
pub type StepFn = fn(u64, Direction) -> u64;

/// A portable [`SHIFT_ONE`] method. Its block form takes a step count as a third operand
/// and steps that many times (at most eight: after eight steps the board is empty), so
/// `shift DIR STEPS -` streams by one loop.
macro_rules! stepping_method {
    ($name:expr, $technique:expr, $summary:expr, $func:expr $(,)?) => {
        Method::portable($name, $technique, $summary, $func as StepFn).with_block(block_fn!(
            fn(b: u64, dir: Direction, steps: u32) -> u64 = |b: u64, dir: Direction, steps: u32| {
                (0..steps.min(8)).fold(b, |b, _| $func(b, dir))
            }
        ))
    };
}

/// One step in a compass direction, `shiftOne(b, dir8)`: the General Setwise Operations
/// page's masks and rotate, and the SSE2 page's byte-wise add.
pub static SHIFT_ONE: Family<StepFn> = Family {
    name: "shift-one",
    summary: "one step in a direction, without wrapping (General Setwise Operations, Shifting Bitboards; SSE2)",
    methods: &[
        stepping_method!(
            "post-mask",
            "(b << 9) & notAFile ...",
            "shift, then clear the wrapped file (General Setwise Operations, One Step Only: post-shift masks)",
            shift_one,
        ),
        stepping_method!(
            "pre-mask",
            "(b & notHFile) << 9 ...",
            "clear the file that would wrap, then shift (General Setwise Operations, One Step Only: pre-shift masks)",
            shift_one_pre_mask,
        ),
        stepping_method!(
            "rotate",
            "_rotl64(b, shift[dir8]) & avoidWrap[dir8]",
            "rotate by the signed amount and one avoidWrap mask (General Setwise Operations, Generalized Shift: One Step)",
            shift_one_rotate,
        ),
        stepping_method!(
            "byte-add",
            "byte-wise b + b instead of the wrap masks, SWAR",
            "The SSE2 page's PADDB sequences with the Byte page's SWAR add (SSE2: One Step Only)",
            crate::ops::sse2::shift_one_byte_add,
        ),
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "sse2-paddb",
            "PADDB and PSRLQ/PSLLQ in an xmm register",
            "The SSE2 page's eastOne ... noWeOne: byte-wise add avoids the wrap masks (SSE2: One Step Only)",
            [Sse2],
            fn(b: u64, dir: Direction) -> u64 = crate::ops::sse2::shift_one_sse2
        ),
    ],
    reference: "post-mask",
    // The rotate form first: no branch on the direction, one table row. `bbtool bench
    // shift-one` (a direction per call), Zen 5, ns in four runs: rotate 1.23-1.71,
    // byte-add 1.92-2.24, pre-mask 1.94-2.38, post-mask 1.94-2.46, sse2-paddb 2.02-2.46;
    // `shift n -` and `shift sw -` on 10 M lines, one direction, medians of seven runs:
    // 47 and 44 ms against post-mask's 56 and 56. A portable method first keeps `shift`
    // from detecting the CPU.
    preference: &["rotate", "post-mask", "pre-mask", "sse2-paddb", "byte-add"],
    classes: &[],
};

/// A generalized shift: the bitboard and a signed amount, left when positive.
pub type GenShiftFn = fn(u64, i32) -> u64;

/// The generalized shift, with a branch and without. The branch-less form is the page's
/// for `-64 < s < 64`; a distance of 64 is the branching form's alone.
pub static GEN_SHIFT: Family<GenShiftFn> = Family {
    name: "genshift",
    summary: "shift left for positive, right for negative amounts (General Setwise Operations, Generalized Shift)",
    methods: &[
        Method::portable(
            "branch",
            "(s > 0) ? (x << s) : (x >> -s)",
            "one shift or the other by the sign (General Setwise Operations, Generalized Shift)",
            gen_shift as GenShiftFn,
        ),
        Method::portable(
            "branchless",
            "right = -((char)(s >> 8) & (char)s); (x >> right) << (right + left)",
            "Gerd Isenberg's branch-less genShift for -64 < s < 64 (General Setwise Operations, Generalized Shift)",
            gen_shift_branchless as GenShiftFn,
        ),
    ],
    reference: "branch",
    preference: &["branch", "branchless"],
    classes: &[],
};

/// Rotate left by the page's two shifts, with x86-64's count modulo 64 making
/// `64 - s` into `-s`: `(x << s) | (x >> -s)`.
pub const fn rotl_by_shifts(x: u64, s: u32) -> u64 {
    (x << (s & 63)) | (x >> (s.wrapping_neg() & 63))
}

/// Rotate right by two shifts: `(x >> s) | (x << -s)`.
pub const fn rotr_by_shifts(x: u64, s: u32) -> u64 {
    (x >> (s & 63)) | (x << (s.wrapping_neg() & 63))
}

/// Rotate left: the rotate instruction (ROL, through `rotate_left`) or two shifts.
pub static ROTL: Family<Indexed> = Family {
    name: "rotl",
    summary: "rotate left, bit i to (i + s) mod 64 (General Setwise Operations, Rotate)",
    methods: &[
        portable_method!(
            Indexed:
            "rol",
            "_rotl64(x, s)",
            "the rotate intrinsic, one ROL on x86-64 (General Setwise Operations, Rotate)",
            rotl,
        ),
        portable_method!(
            Indexed:
            "two-shifts",
            "(x << s) | (x >> -s)",
            "rotate emulated by two shifts (General Setwise Operations, Rotate by Shift)",
            rotl_by_shifts,
        ),
    ],
    reference: "rol",
    preference: &["rol", "two-shifts"],
    classes: &[],
};

/// Rotate right: the rotate instruction (ROR, through `rotate_right`) or two shifts.
pub static ROTR: Family<Indexed> = Family {
    name: "rotr",
    summary: "rotate right, bit i to (i - s) mod 64 (General Setwise Operations, Rotate)",
    methods: &[
        portable_method!(
            Indexed:
            "ror",
            "_rotr64(x, s)",
            "the rotate intrinsic, one ROR on x86-64 (General Setwise Operations, Rotate)",
            rotr,
        ),
        portable_method!(
            Indexed:
            "two-shifts",
            "(x >> s) | (x << -s)",
            "rotate emulated by two shifts (General Setwise Operations, Rotate by Shift)",
            rotr_by_shifts,
        ),
    ],
    reference: "ror",
    preference: &["ror", "two-shifts"],
    classes: &[],
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitboard::{Bitboard, Square};

    /// Square-by-square reference: every member takes one step unless it leaves the board.
    fn walk(b: u64, dir: Direction) -> u64 {
        Bitboard(b)
            .squares()
            .filter_map(|s| s.step(dir))
            .collect::<Bitboard>()
            .0
    }

    #[test]
    fn one_step_matches_square_walk_for_every_square() {
        for dir in Direction::ALL {
            for sq in Square::all() {
                let b = 1u64 << sq.index();
                assert_eq!(shift_one(b, dir), walk(b, dir), "{dir:?} {sq}");
                assert_eq!(shift_one_rotate(b, dir), walk(b, dir), "{dir:?} {sq}");
                assert_eq!(shift_one_pre_mask(b, dir), walk(b, dir), "{dir:?} {sq}");
            }
            assert_eq!(shift_one(!0, dir), walk(!0, dir));
        }
    }

    #[test]
    fn shift_amounts_match_the_compass_rose() {
        for dir in Direction::ALL {
            assert_eq!(DIR8_SHIFTS[dir8(dir)], dir.shift());
        }
    }

    #[test]
    fn branchless_gen_shift_matches_the_plain_one() {
        let x = 0x8040_2010_0804_0201u64 ^ 0xff00_0000_0000_00ff;
        for s in -63..64 {
            assert_eq!(gen_shift_branchless(x, s), gen_shift(x, s), "s = {s}");
        }
        assert_eq!(gen_shift(x, 3), x << 3);
        assert_eq!(gen_shift(x, -3), x >> 3);
        assert_eq!(gen_shift(x, 64), 0);
        assert_eq!(gen_shift(x, i32::MIN), 0);
    }

    #[test]
    fn multi_step_shift_repeats_one_step() {
        let b = 0x0000_0018_1800_0000u64; // the centre
        assert_eq!(
            shift(b, Direction::NorthEast, 2),
            shift_one(shift_one(b, Direction::NorthEast), Direction::NorthEast)
        );
        assert_eq!(shift(!0, Direction::East, 8), 0);
        assert_eq!(shift(!0, Direction::North, u32::MAX), 0);
        assert_eq!(shift(b, Direction::West, 0), b);
    }

    #[test]
    fn rotates_wrap_and_shifts_do_not() {
        assert_eq!(rotl(1 << 63, 1), 1);
        assert_eq!(rotr(1, 1), 1 << 63);
        assert_eq!(rotl(0x1234, 64 + 4), 0x12340);
        assert_eq!(shl(1 << 63, 1), 0);
        assert_eq!(shr(1, 1), 0);
        assert_eq!(shl(1, 64), 0);
        // rotateLeft(s) == rotateRight(64 - s)
        for s in 0..64 {
            assert_eq!(
                rotl(0xdead_beef_1234_5678, s),
                rotr(0xdead_beef_1234_5678, 64 - s)
            );
        }
    }
}
