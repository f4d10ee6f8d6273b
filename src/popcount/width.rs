//! Population counts of 16- and 32-bit words: the `_popcnt16` and `_popcnt` intrinsics
//! beside `_popcnt64` (Population Count, "Popcount in Hardware"), HAKMEM 169's 32-bit
//! original casting out 63, and the SWAR and lookup counts cut to the width. Each method
//! counts the low 16 or 32 bits of its argument; the CLI refuses wider values.

use super::{POP_COUNT_OF_BYTE, PopcountFn};
#[cfg(target_arch = "x86_64")]
use crate::catalogue::hardware_method;
use crate::catalogue::{Family, Method};

/// The plain loop over the low `WIDTH` bits: the reference.
fn bit_loop<const WIDTH: u32>(x: u64) -> u32 {
    (0..WIDTH).map(|i| (x >> i & 1) as u32).sum()
}

/// HAKMEM 169 as the page prints it for 32-bit words: trio counts in octal masks, pairs
/// of trios in six-bit fields, and casting out 63 adds the fields (a count of at most
/// 32 stays below 63).
fn hakmem169_32(x: u64) -> u32 {
    let x = x as u32;
    let x = x - ((x >> 1) & 0o33333333333) - ((x >> 2) & 0o11111111111);
    let x = (x + (x >> 3)) & 0o30707070707;
    x % 63
}

/// The SWAR duo, nibble and byte counts of a 32-bit word, bytes added by multiplication.
fn swar32(x: u64) -> u32 {
    let x = x as u32;
    let x = x - ((x >> 1) & 0x5555_5555);
    let x = (x & 0x3333_3333) + ((x >> 2) & 0x3333_3333);
    let x = (x + (x >> 4)) & 0x0f0f_0f0f;
    x.wrapping_mul(0x0101_0101) >> 24
}

/// Two byte lookups for a 16-bit word.
fn lookup16_bits(x: u64) -> u32 {
    let [lo, hi] = (x as u16).to_le_bytes();
    u32::from(POP_COUNT_OF_BYTE[usize::from(lo)]) + u32::from(POP_COUNT_OF_BYTE[usize::from(hi)])
}

/// POPCNT with 16-bit operands (`_popcnt16`). The caller must know the CPU has POPCNT.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
unsafe fn popcnt16(x: u64) -> u32 {
    let out: u16;
    // SAFETY: this function's contract: the CPU has POPCNT. Registers and flags only.
    unsafe {
        core::arch::asm!(
            "popcnt {out:x}, {x:x}",
            x = in(reg) x as u16,
            out = lateout(reg) out,
            options(pure, nomem, nostack),
        );
    }
    u32::from(out)
}

/// POPCNT with 32-bit operands (`_popcnt`). The caller must know the CPU has POPCNT.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
unsafe fn popcnt32(x: u64) -> u32 {
    let out: u32;
    // SAFETY: this function's contract: the CPU has POPCNT. Registers and flags only.
    unsafe {
        core::arch::asm!(
            "popcnt {out:e}, {x:e}",
            x = in(reg) x as u32,
            out = lateout(reg) out,
            options(pure, nomem, nostack),
        );
    }
    out
}

/// The population of a 16-bit word.
pub static POPCOUNT16: Family<PopcountFn> = Family {
    name: "popcount16",
    summary: "number of one bits in a 16-bit word (Population Count page, _popcnt16)",
    methods: &[
        Method::portable(
            "bit-loop",
            "adding 16 bits in a loop",
            "Brute force over 16 bits (Population Count: Loop-Approaches)",
            bit_loop::<16> as PopcountFn,
        ),
        Method::portable(
            "lookup8",
            "two 8-bit table lookups",
            "256-entry byte table, two lookups added (Population Count: Lookup)",
            lookup16_bits,
        ),
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "popcnt",
            "POPCNT instruction, 16-bit operands",
            "POPCNT r16, the _popcnt16 intrinsic (Population Count: Popcount in Hardware)",
            [Popcnt],
            fn(x: u64) -> u32 = popcnt16
        ),
    ],
    reference: "bit-loop",
    preference: &["popcnt", "lookup8", "bit-loop"],
    classes: &[],
};

/// The population of a 32-bit word.
pub static POPCOUNT32: Family<PopcountFn> = Family {
    name: "popcount32",
    summary: "number of one bits in a 32-bit word (Population Count page, _popcnt)",
    methods: &[
        Method::portable(
            "bit-loop",
            "adding 32 bits in a loop",
            "Brute force over 32 bits (Population Count: Loop-Approaches)",
            bit_loop::<32> as PopcountFn,
        ),
        Method::portable(
            "swar-mul",
            "SWAR counts of a 32-bit word added by * 0x01010101",
            "SWAR-Popcount on 32 bits (Population Count: SWAR-Popcount)",
            swar32,
        ),
        Method::portable(
            "hakmem169",
            "HAKMEM 169 on 32 bits, casting out 63",
            "hakmem169_32 as the page prints it, casting out 63 (Population Count: HAKMEM 169)",
            hakmem169_32,
        ),
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "popcnt",
            "POPCNT instruction, 32-bit operands",
            "POPCNT r32, the _popcnt intrinsic (Population Count: Popcount in Hardware)",
            [Popcnt],
            fn(x: u64) -> u32 = popcnt32
        ),
    ],
    reference: "bit-loop",
    preference: &["popcnt", "swar-mul", "hakmem169", "bit-loop"],
    classes: &[],
};
