//! Bit by Square (General Setwise Operations): test, set, toggle and reset the bit of a
//! square index by `and`, `or`, `xor` and `and not` with `1 << square`, and by the x86
//! bit-test instructions BT, BTS, BTC and BTR. `bbtool bit bt|bts|btc|btr VALUE SQUARE`.

use super::Indexed;
use crate::catalogue::{Family, Method};

/// One bit-test instruction with a register operand: BTS, BTR or BTC write the changed
/// word; the count is taken modulo 64 as the instruction does.
#[cfg(target_arch = "x86_64")]
macro_rules! bit_instruction {
    ($name:ident, $mnemonic:literal) => {
        fn $name(x: u64, sq: u32) -> u64 {
            let mut x = x;
            // SAFETY: BTS, BTR and BTC are baseline x86-64; on registers they read and
            // write only these two registers and the flags.
            unsafe {
                core::arch::asm!(
                    concat!($mnemonic, " {x}, {sq}"),
                    x = inout(reg) x,
                    sq = in(reg) u64::from(sq),
                    options(pure, nomem, nostack),
                );
            }
            x
        }
    };
}

#[cfg(target_arch = "x86_64")]
bit_instruction!(bts, "bts");
#[cfg(target_arch = "x86_64")]
bit_instruction!(btr, "btr");
#[cfg(target_arch = "x86_64")]
bit_instruction!(btc, "btc");

/// BT: the carry flag holds the bit of `sq`, 1 or 0.
#[cfg(target_arch = "x86_64")]
fn bt(x: u64, sq: u32) -> u64 {
    let carry: u8;
    // SAFETY: BT and SETC are baseline x86-64 and touch only these registers and flags.
    unsafe {
        core::arch::asm!(
            "bt {x}, {sq}",
            "setc {carry}",
            x = in(reg) x,
            sq = in(reg) u64::from(sq),
            carry = out(reg_byte) carry,
            options(pure, nomem, nostack),
        );
    }
    u64::from(carry)
}

/// A Bit by Square family: the page's formula with `singleBitset = 1 << sq` (the
/// reference) and the x86 instruction.
macro_rules! square_family {
    ($(#[$doc:meta])* $family:ident = $name:literal, $summary:literal, $text:literal,
     |$x:ident, $bit:ident| $formula:expr, $insn:ident: $technique:literal
     $(, $other:literal: $other_text:literal, $other_summary:literal => $other_formula:expr)?) => {
        $(#[$doc])*
        pub static $family: Family<Indexed> = Family {
            name: $name,
            summary: $summary,
            methods: &[
                Method::portable("formula", $text, $summary, {
                    const fn formula($x: u64, sq: u32) -> u64 {
                        let $bit = 1u64 << (sq & 63);
                        $formula
                    }
                    formula as Indexed
                }),
                #[cfg(target_arch = "x86_64")]
                Method::baseline(stringify!($insn), $technique, $summary, $insn as Indexed),
                $(Method::portable($other, $other_text, $other_summary, {
                    const fn other($x: u64, sq: u32) -> u64 {
                        let $bit = 1u64 << (sq & 63);
                        $other_formula
                    }
                    other as Indexed
                }),)?
            ],
            reference: "formula",
            preference: &[stringify!($insn), "formula" $(, $other)?],
            classes: &[],
        };
    };
}

square_family!(
    /// Test: 1 when the square's bit is set, else 0.
    BT = "bt", "test the bit of a square (General Setwise Operations, Bit by Square: Test)",
    "if (x & singleBitset) -> 1 else 0", |x, bit| (x & bit != 0) as u64,
    bt: "BT instruction, carry flag"
);
square_family!(
    /// Set the bit of a square.
    BTS = "bts", "set the bit of a square (General Setwise Operations, Bit by Square: Set)",
    "x |= singleBitset", |x, bit| x | bit,
    bts: "BTS instruction"
);
square_family!(
    /// Toggle the bit of a square.
    BTC = "btc", "toggle the bit of a square (General Setwise Operations, Bit by Square: Toggle)",
    "x ^= singleBitset", |x, bit| x ^ bit,
    btc: "BTC instruction"
);
square_family!(
    /// Reset the bit of a square.
    BTR = "btr", "reset the bit of a square (General Setwise Operations, Bit by Square: Reset)",
    "x &= ~singleBitset", |x, bit| x & !bit,
    btr: "BTR instruction",
    "set-toggle": "x |= singleBitset; x ^= singleBitset",
        "reset by set, then toggle: no complement needed (General Setwise Operations, Bit by Square: Reset)"
        => (x | bit) ^ bit
);
