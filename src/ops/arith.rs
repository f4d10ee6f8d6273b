//! The arithmetic operations of General Setwise Operations ("Arithmetic Operations"):
//! the two's complement four ways, the average without overflow and the modulo by 257
//! through reciprocal multiplication. `bbtool bit neg|avg|mod257` runs them.

use super::{Binary, Count, Unary};
use crate::catalogue::{Family, Method};

/// The two's complement by bitwise copy/invert: copy bits from the LSB up to and
/// including the first one, invert every bit above it ("Bitwise Copy/Invert").
const fn copy_invert(x: u64) -> u64 {
    let mut out = 0;
    let mut i = 0;
    let mut copying = true;
    while i < 64 {
        let bit = x >> i & 1;
        out |= if copying { bit } else { bit ^ 1 } << i;
        if bit == 1 {
            copying = false;
        }
        i += 1;
    }
    out
}

/// Negation, `-x`: what two's complement arithmetic defines it as, four ways.
pub static NEG: Family<Unary> = Family {
    name: "neg",
    summary: "two's complement -x (General Setwise Operations, The Two's Complement)",
    methods: &[
        Method::portable(
            "formula",
            "dest = 0 - x",
            "two's complement by subtraction from 0",
            {
                const fn formula(x: u64) -> u64 {
                    x.wrapping_neg()
                }
                formula as Unary
            },
        ),
        Method::portable(
            "increment-of-complement",
            "dest = ~x + 1",
            "ones' complement plus one (General Setwise Operations, Increment of Complement)",
            {
                const fn increment_of_complement(x: u64) -> u64 {
                    (!x).wrapping_add(1)
                }
                increment_of_complement as Unary
            },
        ),
        Method::portable(
            "complement-of-decrement",
            "dest = ~(x - 1)",
            "ones' complement of the decrement (General Setwise Operations, Complement of Decrement)",
            {
                const fn complement_of_decrement(x: u64) -> u64 {
                    !x.wrapping_sub(1)
                }
                complement_of_decrement as Unary
            },
        ),
        Method::portable(
            "copy-invert",
            "copy up to the first one, invert above",
            "bitwise copy/invert loop from the LSB (General Setwise Operations, Bitwise Copy/Invert)",
            copy_invert as Unary,
        ),
    ],
    reference: "formula",
    preference: &[
        "formula",
        "increment-of-complement",
        "complement-of-decrement",
        "copy-invert",
    ],
    classes: &[],
};

/// The full-width average rounded down, `(x + y) / 2` without losing the carry.
pub static AVG: Family<Binary> = Family {
    name: "avg",
    summary: "average (x + y) / 2 of two 64-bit words without overflow (General Setwise Operations, Addition)",
    methods: &[
        Method::portable(
            "xor-and",
            "dest = ((x ^ y) >> 1) + (x & y)",
            "half the xor-sum plus the carries: no temporary overflow (General Setwise Operations, Addition)",
            {
                const fn xor_and(x: u64, y: u64) -> u64 {
                    ((x ^ y) >> 1).wrapping_add(x & y)
                }
                xor_and as Binary
            },
        ),
        Method::portable(
            "widened",
            "dest = (x + y) / 2 in 128 bits",
            "the sum in a 128-bit integer, halved: the plain reference",
            {
                const fn widened(x: u64, y: u64) -> u64 {
                    ((x as u128 + y as u128) / 2) as u64
                }
                widened as Binary
            },
        ),
    ],
    reference: "widened",
    preference: &["xor-and", "widened"],
    classes: &[],
};

/// `2^(64+8) / 257`, rounded up: the reciprocal of the page's x86-64 listing. It exceeds
/// the exact quotient by 1/257, less than `2^8 / 2^64` of it, so the quotient
/// `(x * M) >> 72` is exact for every 64-bit `x`.
pub const RECIPROCAL_257: u64 = 0xff00_ff00_ff00_ff01;

/// The remainder by 257 as the page's compiler output computes it: the quotient from
/// the high half of a 64x64 = 128-bit product, shifted by 8, then `x - q * 257`.
const fn mod257_reciprocal(x: u64) -> u32 {
    let q = ((x as u128 * RECIPROCAL_257 as u128) >> 72) as u64;
    (x - q * 257) as u32
}

/// The remainder by 257 (Congruent Modulo Bitboards' modulus).
pub static MOD257: Family<Count> = Family {
    name: "mod257",
    summary: "x % 257 (General Setwise Operations, Modulo: Reciprocal Multiplication)",
    methods: &[
        Method::portable(
            "reciprocal",
            "q = mulhi(x, 0xff00ff00ff00ff01) >> 8; dest = x - 257 * q",
            "modulo by reciprocal multiplication, as 64-bit compilers emit it (General Setwise Operations)",
            mod257_reciprocal as Count,
        ),
        Method::portable(
            "divide",
            "dest = x % 257",
            "the remainder of an unsigned division: the plain reference",
            {
                const fn divide(x: u64) -> u32 {
                    (x % 257) as u32
                }
                divide as Count
            },
        ),
    ],
    reference: "divide",
    preference: &["reciprocal", "divide"],
    classes: &[],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copy_invert_is_the_twos_complement() {
        for x in [
            0,
            1,
            2,
            0x0000_0018_1800_0000,
            1 << 63,
            !0,
            0x8000_0000_0000_0001,
        ] {
            assert_eq!(copy_invert(x), x.wrapping_neg(), "{x:#x}");
        }
    }

    #[test]
    fn reciprocal_modulo_holds_at_the_edges() {
        for x in [
            0,
            1,
            256,
            257,
            258,
            u64::MAX,
            u64::MAX - 1,
            1 << 63,
            257 * 1234567,
        ] {
            assert_eq!(u64::from(mod257_reciprocal(x)), x % 257, "{x:#x}");
        }
    }
}
