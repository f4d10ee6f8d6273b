//! BMI2's flagless shifts and multiply (BMI2 page, "Instructions": "MULX, Unsigned
//! Multiply, and RORX, SARX/SHLX/SHRX, that is rotate and shifts without affecting
//! processor flags"). Each is the instruction and a portable formula. The counts are
//! taken mod 64, as the 64-bit instructions take them.

use super::Indexed;
use crate::catalogue::{Family, Method, hardware_method};
use crate::cpu::instruction_fn;

/// A widening multiply: the 128-bit product of two 64-bit operands.
pub type Wide = fn(u64, u64) -> u128;

/// Defines a `Family<Indexed>` for a shift by a count mod 64: the hardware method named
/// after its instruction, running `$target`, and the portable `formula`; the instruction
/// is preferred unless a `prefer` list says otherwise.
macro_rules! shift_family {
    ($(#[$doc:meta])* $family:ident = $name:literal, $summary:literal, $text:literal,
     |$x:ident, $n:ident| $formula:expr, $technique:literal, $target:path) => {
        shift_family!(
            $(#[$doc])* $family = $name, $summary, $text, |$x, $n| $formula, $technique,
            $target, prefer [$name, "formula"]
        );
    };
    ($(#[$doc:meta])* $family:ident = $name:literal, $summary:literal, $text:literal,
     |$x:ident, $n:ident| $formula:expr, $technique:literal, $target:path,
     prefer [$($prefer:literal),+]) => {
        $(#[$doc])*
        pub static $family: Family<Indexed> = Family {
            name: $name,
            summary: $summary,
            methods: &[
                #[cfg(target_arch = "x86_64")]
                hardware_method!($name, $technique, $summary, [Bmi2], fn(x: u64, n: u32) -> u64 = $target),
                Method::portable("formula", $text, $summary, {
                    const fn formula($x: u64, $n: u32) -> u64 {
                        let $n = $n & 63;
                        $formula
                    }
                    formula as Indexed
                }),
            ],
            reference: "formula",
            preference: &[$($prefer),+],
            classes: &[],
        };
    };
}

// SHLX, SHRX and SARX take the count in a register (the low six bits of it).
instruction_fn!(unsafe fn shlx_instruction(x: u64, n: u32) -> u64, "shlx {out}, {x}, {n}");
instruction_fn!(unsafe fn shrx_instruction(x: u64, n: u32) -> u64, "shrx {out}, {x}, {n}");
instruction_fn!(unsafe fn sarx_instruction(x: u64, n: u32) -> u64, "sarx {out}, {x}, {n}");

/// RORX by the immediate `N`. The caller must know the CPU has BMI2.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
unsafe fn rorx_by<const N: u32>(x: u64) -> u64 {
    let out: u64;
    // SAFETY: this function's contract: the CPU has BMI2. RORX reads and writes only
    // these registers and no flags.
    unsafe {
        core::arch::asm!(
            "rorx {out}, {x}, {n}",
            x = in(reg) x,
            out = lateout(reg) out,
            n = const N,
            options(pure, nomem, nostack),
        );
    }
    out
}

/// One RORX per count: the instruction takes its count as an immediate only.
#[cfg(target_arch = "x86_64")]
macro_rules! rorx_table {
    ($($n:literal)*) => { [$(rorx_by::<$n> as unsafe fn(u64) -> u64),*] };
}

/// RORX for every count 0..64, indexed by the count.
#[cfg(target_arch = "x86_64")]
static RORX: [unsafe fn(u64) -> u64; 64] = rorx_table!(
    0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
    32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60
    61 62 63
);

/// RORX by a count mod 64. The caller must know the CPU has BMI2.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
unsafe fn rorx_instruction(x: u64, n: u32) -> u64 {
    // SAFETY: this function's contract: the CPU has BMI2; `n & 63` indexes the table.
    unsafe { RORX[(n & 63) as usize](x) }
}

shift_family!(
    /// RORX: rotate right by a count mod 64, flags untouched.
    RORX_FAMILY = "rorx", "BMI2 RORX, rotate right logical without affecting flags (BMI2 page)",
    "dest = (src >> (n & 63)) | (src << (-n & 63))",
    |x, n| x >> n | x << (n.wrapping_neg() & 63), "RORX instruction", rorx_instruction,
    // RORX takes its count only as an immediate, so a run-time count goes through a
    // table of 64 functions: 3.6x the formula's single ROR (`bbtool bench rorx`, Zen 3).
    prefer ["formula", "rorx"]
);
shift_family!(
    /// SHLX: shift left by a count mod 64, flags untouched.
    SHLX = "shlx", "BMI2 SHLX, shift logical left without affecting flags (BMI2 page)",
    "dest = src << (n & 63)", |x, n| x << n, "SHLX instruction", shlx_instruction
);
shift_family!(
    /// SHRX: shift right, filling with zeros, by a count mod 64, flags untouched.
    SHRX = "shrx", "BMI2 SHRX, shift logical right without affecting flags (BMI2 page)",
    "dest = src >> (n & 63)", |x, n| x >> n, "SHRX instruction", shrx_instruction
);
shift_family!(
    /// SARX: shift right, copying the sign bit, by a count mod 64, flags untouched.
    SARX = "sarx", "BMI2 SARX, shift arithmetic right without affecting flags (BMI2 page)",
    "dest = (signed) src >> (n & 63)", |x, n| ((x as i64) >> n) as u64,
    "SARX instruction", sarx_instruction
);

/// MULX: the product's high and low words. The caller must know the CPU has BMI2.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
unsafe fn mulx_instruction(a: u64, b: u64) -> u128 {
    let (high, low): (u64, u64);
    // SAFETY: this function's contract: the CPU has BMI2. MULX multiplies RDX by the
    // source and writes the two destinations, reading and writing no flags or memory.
    unsafe {
        core::arch::asm!(
            "mulx {high}, {low}, {b}",
            b = in(reg) b,
            in("rdx") a,
            high = lateout(reg) high,
            low = lateout(reg) low,
            options(pure, nomem, nostack),
        );
    }
    u128::from(high) << 64 | u128::from(low)
}

/// The product by Rust's 128-bit multiply, the reference.
const fn mul_u128(a: u64, b: u64) -> u128 {
    a as u128 * b as u128
}

/// The product from four 32-bit partial products, as 64-bit code without a widening
/// multiply instruction computes it (schoolbook multiplication on double words).
const fn mul_halves(a: u64, b: u64) -> u128 {
    let (a_lo, a_hi) = (a & 0xffff_ffff, a >> 32);
    let (b_lo, b_hi) = (b & 0xffff_ffff, b >> 32);
    let low = a_lo * b_lo;
    let cross1 = a_hi * b_lo;
    let cross2 = a_lo * b_hi;
    let high = a_hi * b_hi;
    // The middle column's sum fits in 64 bits plus a carry: add the halves separately.
    let middle = (low >> 32) + (cross1 & 0xffff_ffff) + (cross2 & 0xffff_ffff);
    let low_word = (middle << 32) | (low & 0xffff_ffff);
    let high_word = high + (cross1 >> 32) + (cross2 >> 32) + (middle >> 32);
    (high_word as u128) << 64 | low_word as u128
}

/// The operation mulx computes, as its page names it.
const MULX_SUMMARY: &str = "BMI2 MULX, unsigned multiply without affecting flags (BMI2 page)";

/// MULX: the 128-bit unsigned product of two words, as its high and low words.
pub static MULX: Family<Wide> = Family {
    name: "mulx",
    summary: MULX_SUMMARY,
    methods: &[
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "mulx",
            "MULX instruction",
            MULX_SUMMARY,
            [Bmi2],
            fn(a: u64, b: u64) -> u128 = mulx_instruction
        ),
        Method::portable(
            "u128",
            "dest_high:dest_low = src1 * src2",
            "the product widened to 128 bits by Rust's u128 multiply",
            mul_u128 as Wide,
        ),
        Method::portable(
            "halves",
            "four 32-bit partial products",
            "schoolbook multiplication of the double words (Double Word page)",
            mul_halves as Wide,
        ),
    ],
    reference: "u128",
    preference: &["mulx", "u128", "halves"],
    classes: &[],
};

/// The high and low words of a 128-bit product.
pub const fn words(product: u128) -> (u64, u64) {
    ((product >> 64) as u64, product as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn halves_match_the_wide_multiply_on_edges() {
        for a in [0, 1, u64::MAX, 1 << 63, 0xffff_ffff, 0x1_0000_0000] {
            for b in [0, 1, u64::MAX, 1 << 63, 0xffff_ffff, 0x1_0000_0000] {
                assert_eq!(mul_halves(a, b), mul_u128(a, b), "{a:#x} * {b:#x}");
            }
        }
        assert_eq!(words(mul_u128(u64::MAX, u64::MAX)), (u64::MAX - 1, 1));
    }
}
