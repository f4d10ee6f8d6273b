//! The least-significant-bit families: BMI1 (BLSI, BLSR, BLSMSK, ANDN, BEXTR, TZCNT,
//! LZCNT), AMD's TBM (BLCFILL ... TZMSK) and the LS1B/MS1B relatives from General
//! Setwise Operations. Each family has the instruction, where there is one, and the
//! reference's formula (`formula`), which is the oracle.
//!
//! [`BIT_OPS`] lists every operation of `bbtool bit`, including BMI2's from
//! [`super::field`], so the CLI can list and dispatch them by name.

use super::bmi2::{self, Wide};
use super::field::{self, FieldError};
use super::{Binary, Count, Extract, Indexed, Unary};
use super::{arith, bitsq};
use crate::catalogue::{
    Family, FamilyInfo, Method, PathPreference, hardware_method, portable_method,
};
use crate::cpu::{Cpu, instruction_fn};

/// Defines a `Family<Unary>` with its `formula` method and any hardware methods; a
/// hardware method's name is its instruction's mnemonic.
macro_rules! unary_family {
    ($(#[$doc:meta])* $family:ident = $name:literal, $summary:literal,
     $text:literal, |$x:ident| $formula:expr
     $(, $hw:literal: $technique:literal, $feature:ident)*) => {
        $(#[$doc])*
        pub static $family: Family<Unary> = Family {
            name: $name,
            summary: $summary,
            methods: &[
                $(
                    #[cfg(target_arch = "x86_64")]
                    {
                        instruction_fn!(unsafe fn hw(x: u64) -> u64, concat!($hw, " {out}, {x}"));
                        hardware_method!($hw, $technique, $summary, [$feature], fn(x: u64) -> u64 = hw, block)
                    },
                )*
                {
                    const fn formula($x: u64) -> u64 {
                        $formula
                    }
                    portable_method!(Unary: "formula", $text, $summary, formula)
                },
            ],
            reference: "formula",
            preference: &[$($hw,)* "formula"],
            classes: &[],
        };
    };
}

unary_family!(
    /// BLSI: isolate the least significant one bit.
    BLSI = "blsi", "BMI1 BLSI, extract lowest set isolated bit (BMI1 page)",
    "dest = src & -src", |x| x & x.wrapping_neg(),
    "blsi": "BLSI instruction", Bmi1
);
unary_family!(
    /// BLSR: reset the least significant one bit.
    BLSR = "blsr", "BMI1 BLSR, reset lowest set bit (BMI1 page)",
    "dest = (src - 1) & src", |x| x.wrapping_sub(1) & x,
    "blsr": "BLSR instruction", Bmi1
);
unary_family!(
    /// BLSMSK: the mask up to and including the least significant one bit.
    BLSMSK = "blsmsk", "BMI1 BLSMSK, get mask up to lowest set bit (BMI1 page)",
    "dest = (src - 1) ^ src", |x| x.wrapping_sub(1) ^ x,
    "blsmsk": "BLSMSK instruction", Bmi1
);
unary_family!(
    /// BLCFILL: fill from the lowest clear bit.
    BLCFILL = "blcfill", "TBM BLCFILL, fill from lowest clear bit (TBM page)",
    "dest = src & (src + 1)", |x| x & x.wrapping_add(1),
    "blcfill": "BLCFILL instruction", Tbm
);
unary_family!(
    /// BLCI: isolate the lowest clear bit (as the only zero).
    BLCI = "blci", "TBM BLCI, isolate lowest clear bit (TBM page)",
    "dest = src | ~(src + 1)", |x| x | !x.wrapping_add(1),
    "blci": "BLCI instruction", Tbm
);
unary_family!(
    /// BLCIC: isolate the lowest clear bit and complement.
    BLCIC = "blcic", "TBM BLCIC, isolate lowest clear bit and complement (TBM page)",
    "dest = ~src & (src + 1)", |x| !x & x.wrapping_add(1),
    "blcic": "BLCIC instruction", Tbm
);
unary_family!(
    /// BLCMSK: the mask up to and including the lowest clear bit.
    BLCMSK = "blcmsk", "TBM BLCMSK, mask from lowest clear bit (TBM page)",
    "dest = src ^ (src + 1)", |x| x ^ x.wrapping_add(1),
    "blcmsk": "BLCMSK instruction", Tbm
);
unary_family!(
    /// BLCS: set the lowest clear bit.
    BLCS = "blcs", "TBM BLCS, set lowest clear bit (TBM page)",
    "dest = src | (src + 1)", |x| x | x.wrapping_add(1),
    "blcs": "BLCS instruction", Tbm
);
unary_family!(
    /// BLSFILL: fill from the lowest set bit downwards.
    BLSFILL = "blsfill", "TBM BLSFILL, fill from lowest set bit (TBM page)",
    "dest = src | (src - 1)", |x| x | x.wrapping_sub(1),
    "blsfill": "BLSFILL instruction", Tbm
);
unary_family!(
    /// BLSIC: isolate the lowest set bit and complement.
    BLSIC = "blsic", "TBM BLSIC, isolate lowest set bit and complement (TBM page)",
    "dest = ~src | (src - 1)", |x| !x | x.wrapping_sub(1),
    "blsic": "BLSIC instruction", Tbm
);
unary_family!(
    /// T1MSKC: inverse mask from trailing ones.
    T1MSKC = "t1mskc", "TBM T1MSKC, inverse mask from trailing ones (TBM page)",
    "dest = ~src | (src + 1)", |x| !x | x.wrapping_add(1),
    "t1mskc": "T1MSKC instruction", Tbm
);
unary_family!(
    /// TZMSK: the mask of the trailing zeros.
    TZMSK = "tzmsk", "TBM TZMSK, mask from trailing zeros (TBM page)",
    "dest = ~src & (src - 1)", |x| !x & x.wrapping_sub(1),
    "tzmsk": "TZMSK instruction", Tbm
);
unary_family!(
    /// LS1B isolation, `x & -x`, as BLSI does it.
    LS1B = "ls1b", "isolation of the LS1B (General Setwise Operations, Least Significant One)",
    "LS1B_of_x = x & -x", |x| x & x.wrapping_neg(),
    "blsi": "BLSI instruction", Bmi1
);
unary_family!(
    /// MS1B isolation by the parallel-prefix smear towards bit 0.
    MS1B = "ms1b", "isolation of the MS1B (General Setwise Operations, Most Significant One)",
    "x |= x >> 32 ... x |= x >> 1; MS1B = (x >> 1) + 1, 0 for the empty set",
    |x| {
        let mut s = x;
        s |= s >> 32;
        s |= s >> 16;
        s |= s >> 8;
        s |= s >> 4;
        s |= s >> 2;
        s |= s >> 1;
        // The reference's (x >> 1) + 1 gives 1 for the empty set; the empty set is kept.
        (s >> 1).wrapping_add(1) & s
    }
);
unary_family!(
    /// Smears the LS1B up: the LS1B and every bit above it (towards h8).
    SMEAR_UP = "smear-up", "smearsLS1BUp (General Setwise Operations, Smearing)",
    "smearsLS1BUp = x | -x", |x| x | x.wrapping_neg()
);
unary_family!(
    /// Smears the LS1B down: the set and every bit below its LS1B (towards a1).
    SMEAR_DOWN = "smear-down", "smearsLS1BDown (General Setwise Operations, Smearing)",
    "smearsLS1BDown = x | (x - 1)", |x| x | x.wrapping_sub(1),
    "blsfill": "BLSFILL instruction", Tbm
);
unary_family!(
    /// Every bit above the LS1B, excluding it.
    ABOVE_LS1B = "above-ls1b", "above_LS1B_mask (General Setwise Operations, Separation)",
    "above_LS1B_mask = x ^ -x", |x| x ^ x.wrapping_neg()
);
unary_family!(
    /// Every bit below the LS1B, excluding it (all bits for the empty set).
    BELOW_LS1B = "below-ls1b", "below_LSB1_mask (General Setwise Operations, Separation)",
    "below_LSB1_mask = ~x & (x - 1)", |x| !x & x.wrapping_sub(1),
    "tzmsk": "TZMSK instruction", Tbm
);

const fn andn_formula(a: u64, b: u64) -> u64 {
    !a & b
}
instruction_fn!(unsafe fn andn_bmi1(a: u64, b: u64) -> u64, "andn {out}, {a}, {b}");

/// The operation andn computes, as its page names it: the family's summary and its
/// instruction's.
const ANDN_SUMMARY: &str = "BMI1 ANDN, logical and not (BMI1 page)";

/// ANDN: the relative complement `~a & b`.
pub static ANDN: Family<Binary> = Family {
    name: "andn",
    summary: ANDN_SUMMARY,
    methods: &[
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "andn",
            "ANDN instruction",
            ANDN_SUMMARY,
            [Bmi1],
            fn(a: u64, b: u64) -> u64 = andn_bmi1,
            block
        ),
        portable_method!(
            Binary:
            "formula",
            "dest = ~src1 & src2",
            "relative complement (General Setwise Operations)",
            andn_formula,
        ),
        Method::portable(
            "union-minus",
            "dest = (src1 | src2) - src1",
            "super minus sub: the union without A (General Setwise Operations, Super minus Sub)",
            {
                const fn union_minus(a: u64, b: u64) -> u64 {
                    (a | b).wrapping_sub(a)
                }
                union_minus as Binary
            },
        ),
        Method::portable(
            "minus-intersection",
            "dest = src2 - (src1 & src2)",
            "super minus sub: B without the intersection (General Setwise Operations, Super minus Sub)",
            {
                const fn minus_intersection(a: u64, b: u64) -> u64 {
                    b.wrapping_sub(a & b)
                }
                minus_intersection as Binary
            },
        ),
    ],
    reference: "formula",
    preference: &["andn", "formula", "union-minus", "minus-intersection"],
    classes: &[],
};

/// The reference's `(src >> start) & ((1 << len) - 1)`, extended to every input as
/// the instruction defines it: start and len are bytes, a start of 64 or more gives 0
/// and a length of 64 or more keeps every bit.
const fn bextr_formula(x: u64, start: u32, len: u32) -> u64 {
    let (start, len) = (start & 0xff, len & 0xff);
    if start >= 64 {
        return 0;
    }
    let shifted = x >> start;
    if len >= 64 {
        shifted
    } else {
        shifted & ((1u64 << len) - 1)
    }
}
instruction_fn!(unsafe fn bextr_instruction(x: u64, control: u64) -> u64, "bextr {out}, {x}, {control}");

/// BEXTR with the start in the control word's low byte and the length in the next, as
/// the instruction takes them. The caller must know the CPU has BMI1.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
unsafe fn bextr_bmi1(x: u64, start: u32, len: u32) -> u64 {
    let control = u64::from(start & 0xff) | u64::from(len & 0xff) << 8;
    // SAFETY: this function's contract: the CPU has BMI1.
    unsafe { bextr_instruction(x, control) }
}

/// The operation bextr computes, as its page names it: the family's summary and its
/// instruction's.
const BEXTR_SUMMARY: &str = "BMI1 BEXTR, bit field extract (BMI1 page)";

/// BEXTR: extract `len` bits starting at bit `start`.
pub static BEXTR: Family<Extract> = Family {
    name: "bextr",
    summary: BEXTR_SUMMARY,
    methods: &[
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "bextr",
            "BEXTR instruction",
            BEXTR_SUMMARY,
            [Bmi1],
            fn(x: u64, start: u32, len: u32) -> u64 = bextr_bmi1,
            block
        ),
        portable_method!(
            Extract:
            "formula",
            "dest = (src >> start) & ((1 << len) - 1)",
            "bit field extract by shift and mask (BMI1 page)",
            bextr_formula,
        ),
    ],
    reference: "formula",
    preference: &["bextr", "formula"],
    classes: &[],
};

/// The sign bit of a `len`-bit field, 0 for an empty field.
const fn field_sign_bit(len: u32) -> u64 {
    let len = len & 0xff;
    if len == 0 {
        0
    } else if len >= 64 {
        1 << 63
    } else {
        1 << (len - 1)
    }
}

/// The BMI1 page's shiftless sign extension of the extracted field:
/// `dest_signextended = (dest ^ signbit) - signbit`.
const fn bextr_signed_xor_sub(x: u64, start: u32, len: u32) -> u64 {
    let sign = field_sign_bit(len);
    (bextr_formula(x, start, len) ^ sign).wrapping_sub(sign)
}

/// The classical sign extension by two shifts, the reference: the field's top bit moved
/// to bit 63, then an arithmetic shift back.
const fn bextr_signed_shifts(x: u64, start: u32, len: u32) -> u64 {
    let len = len & 0xff;
    if len == 0 {
        return 0;
    }
    let up = 64 - if len > 64 { 64 } else { len };
    ((bextr_formula(x, start, len) << up) as i64 >> up) as u64
}

/// BEXTR, then the shiftless sign extension. The caller must know the CPU has BMI1.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
unsafe fn bextr_signed_bmi1(x: u64, start: u32, len: u32) -> u64 {
    let sign = field_sign_bit(len);
    // SAFETY: this function's contract: the CPU has BMI1.
    let field = unsafe { bextr_bmi1(x, start, len) };
    (field ^ sign).wrapping_sub(sign)
}

/// The operation bextr-signed computes, as its page names it.
const BEXTR_SIGNED_SUMMARY: &str =
    "BMI1 BEXTR with the field sign-extended, (dest ^ signbit) - signbit (BMI1 page)";

/// BEXTR with sign extension: the field as a two's complement number of `len` bits.
pub static BEXTR_SIGNED: Family<Extract> = Family {
    name: "bextr-signed",
    summary: BEXTR_SIGNED_SUMMARY,
    methods: &[
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "bextr",
            "BEXTR instruction, then xor and subtract the sign bit",
            BEXTR_SIGNED_SUMMARY,
            [Bmi1],
            fn(x: u64, start: u32, len: u32) -> u64 = bextr_signed_bmi1,
            block
        ),
        portable_method!(
            Extract:
            "xor-sub",
            "dest = (field ^ signbit) - signbit",
            "shiftless sign extension (BMI1 page, after Hank Dietz)",
            bextr_signed_xor_sub,
        ),
        portable_method!(
            Extract:
            "shifts",
            "dest = (signed)(field << (64 - len)) >> (64 - len)",
            "sign extension by a left and an arithmetic right shift",
            bextr_signed_shifts,
        ),
    ],
    reference: "xor-sub",
    preference: &["bextr", "xor-sub", "shifts"],
    classes: &[],
};

/// Checks the operands of `bextr`: `start` below 64 and `len` at most 64.
pub fn check_bextr(start: u32, len: u32) -> Result<(), FieldError> {
    if start >= 64 {
        return Err(FieldError::StartOutOfRange { start });
    }
    if len > 64 {
        return Err(FieldError::LengthOutOfRange { len });
    }
    Ok(())
}

/// `len` bits of `value` from bit `start`, by the best method on this CPU, after
/// [`check_bextr`].
pub fn bextr(value: u64, start: u32, len: u32) -> Result<u64, FieldError> {
    check_bextr(start, len)?;
    let method = BEXTR.best(Cpu::current(), PathPreference::Auto);
    Ok((method.func)(value, start, len))
}

/// The population count of the ones below the LS1B: `popCount((x & -x) - 1)`
/// (Population Count, "Popcount as log2 of LS1B"); 64 for the empty set.
const fn tzcnt_formula(x: u64) -> u32 {
    (x & x.wrapping_neg()).wrapping_sub(1).count_ones()
}

/// The operation tzcnt computes, as its page names it: the family's summary and its
/// instruction's.
const TZCNT_SUMMARY: &str = "BMI1 TZCNT, count the number of trailing zero bits (BMI1 page)";

/// TZCNT: the number of trailing zeros, 64 for the empty set.
pub static TZCNT: Family<Count> = Family {
    name: "tzcnt",
    summary: TZCNT_SUMMARY,
    methods: &[
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "tzcnt",
            "TZCNT instruction",
            TZCNT_SUMMARY,
            [Bmi1],
            fn(x: u64) -> u32 = crate::scan::tzcnt,
            block
        ),
        portable_method!(
            Count:
            "formula",
            "dest = popCount((src & -src) - 1)",
            "log2 of the LS1B by population count (Population Count page)",
            tzcnt_formula,
        ),
    ],
    reference: "formula",
    preference: &["tzcnt", "formula"],
    classes: &[],
};

/// The ones below and at the MS1B, smeared down in six parallel-prefix steps
/// (General Setwise Operations, Most Significant One), counted: 64 minus that.
const fn lzcnt_formula(x: u64) -> u32 {
    let mut s = x;
    s |= s >> 32;
    s |= s >> 16;
    s |= s >> 8;
    s |= s >> 4;
    s |= s >> 2;
    s |= s >> 1;
    64 - s.count_ones()
}

/// The operation lzcnt computes, as its page names it: the family's summary and its
/// instruction's.
const LZCNT_SUMMARY: &str = "LZCNT, count the number of leading zero bits (BMI1 page)";

/// LZCNT: the number of leading zeros, 64 for the empty set.
pub static LZCNT: Family<Count> = Family {
    name: "lzcnt",
    summary: LZCNT_SUMMARY,
    methods: &[
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "lzcnt",
            "LZCNT instruction",
            LZCNT_SUMMARY,
            [Lzcnt],
            fn(x: u64) -> u32 = crate::scan::lzcnt_count,
            block
        ),
        portable_method!(
            Count:
            "formula",
            "dest = 64 - popCount(x smeared down from its MS1B)",
            "leading zeros from the MS1B smear (General Setwise Operations)",
            lzcnt_formula,
        ),
    ],
    reference: "formula",
    preference: &["lzcnt", "formula"],
    classes: &[],
};

/// The reference's 2-adic masks `-1 / (2^(2^i) + 1)`, i = 0..6: the delta-swap masks
/// for bits, bit-duos, nibbles, bytes, words and double words.
pub const TWO_ADIC_PLUS: [u64; 6] = two_adic(true);
/// The reference's 2-adic masks `-1 / (2^(2^i) - 1)`, i = 0..6: the lowest bit of each
/// bit, bit-duo, nibble, byte, word and double word.
pub const TWO_ADIC_MINUS: [u64; 6] = two_adic(false);

/// Computes `-1 / (2^(2^i) ± 1)` for i = 0..6, as the reference's 2-adic divisions.
const fn two_adic(plus_one: bool) -> [u64; 6] {
    let mut out = [0u64; 6];
    let mut i = 0;
    while i < 6 {
        let divisor = if plus_one {
            (1u128 << (1u32 << i)) + 1
        } else {
            (1u128 << (1u32 << i)) - 1
        };
        out[i] = (u64::MAX as u128 / divisor) as u64;
        i += 1;
    }
    out
}

/// The family behind one `bbtool bit` operation, by signature.
#[derive(Clone, Copy)]
pub enum OpFamily {
    /// `OP VALUE`, a bitboard result.
    Unary(&'static Family<Unary>),
    /// `OP A B`, a bitboard result.
    Binary(&'static Family<Binary>),
    /// `OP VALUE`, a count result.
    Count(&'static Family<Count>),
    /// `OP VALUE START LEN`, checked by [`check_bextr`].
    Extract(&'static Family<Extract>),
    /// `OP VALUE INDEX`, checked by [`field::check_bzhi`].
    Indexed(&'static Family<Indexed>),
    /// `OP VALUE N`, any count, taken mod 64 as BMI2's shifts take it.
    Shifted(&'static Family<Indexed>),
    /// `OP A B`, a 128-bit result as its high and low words.
    Wide(&'static Family<Wide>),
    /// `OP VALUE SQUARE` (a square name or 0 to 63), a bitboard result.
    Square(&'static Family<Indexed>),
    /// `OP VALUE SQUARE`, a 0 or 1 result (the bit of the square).
    SquareTest(&'static Family<Indexed>),
}

impl OpFamily {
    /// The family's name.
    pub fn name(self) -> &'static str {
        self.info().name()
    }

    /// The family without its function type, for listings and the benchmark.
    pub fn info(self) -> &'static dyn FamilyInfo {
        match self {
            OpFamily::Unary(f) => f,
            OpFamily::Binary(f) => f,
            OpFamily::Count(f) => f,
            OpFamily::Extract(f) => f,
            OpFamily::Indexed(f)
            | OpFamily::Shifted(f)
            | OpFamily::Square(f)
            | OpFamily::SquareTest(f) => f,
            OpFamily::Wide(f) => f,
        }
    }

    /// The family's name and its reference method's technique (the formula), read from
    /// the catalogue at compile time.
    const fn facts(self) -> (&'static str, &'static str) {
        match self {
            OpFamily::Unary(f) => (f.name, f.reference_technique()),
            OpFamily::Binary(f) => (f.name, f.reference_technique()),
            OpFamily::Count(f) => (f.name, f.reference_technique()),
            OpFamily::Extract(f) => (f.name, f.reference_technique()),
            OpFamily::Indexed(f)
            | OpFamily::Shifted(f)
            | OpFamily::Square(f)
            | OpFamily::SquareTest(f) => (f.name, f.reference_technique()),
            OpFamily::Wide(f) => (f.name, f.reference_technique()),
        }
    }
}

/// One operation of `bbtool bit`, described for listing and generic dispatch: its name
/// and formula are its family's (the family's name, its reference method's technique).
pub struct BitOp {
    /// Command name (`blsr`, `smear-up`): the family's name.
    pub name: &'static str,
    /// The instruction set or page it comes from (`BMI1`, `TBM`, `General Setwise Operations`).
    pub source: &'static str,
    /// The reference's formula, as the output shows it: the reference method's technique.
    pub formula: &'static str,
    /// The operand names after the operation (`["VALUE", "START", "LEN"]`).
    pub operands: &'static [&'static str],
    /// The family that computes it.
    pub family: OpFamily,
}

impl BitOp {
    /// An operation with any operands.
    const fn new(
        source: &'static str,
        operands: &'static [&'static str],
        family: OpFamily,
    ) -> BitOp {
        let (name, formula) = family.facts();
        BitOp {
            name,
            source,
            formula,
            operands,
            family,
        }
    }

    /// An operation on one value (`OP VALUE`) with a bitboard result.
    const fn unary(source: &'static str, family: &'static Family<Unary>) -> BitOp {
        BitOp::new(source, &["VALUE"], OpFamily::Unary(family))
    }
}

/// The page the General Setwise Operations entries come from.
const GSO: &str = "General Setwise Operations";

/// Every `bbtool bit` operation, in the reference's order.
pub static BIT_OPS: &[BitOp] = &[
    BitOp::unary("BMI1", &BLSI),
    BitOp::unary("BMI1", &BLSR),
    BitOp::unary("BMI1", &BLSMSK),
    BitOp::new("BMI1", &["A", "B"], OpFamily::Binary(&ANDN)),
    BitOp::new(
        "BMI1",
        &["VALUE", "START", "LEN"],
        OpFamily::Extract(&BEXTR),
    ),
    BitOp::new("BMI1", &["VALUE"], OpFamily::Count(&TZCNT)),
    BitOp::new("BMI1", &["VALUE"], OpFamily::Count(&LZCNT)),
    BitOp::new("BMI2", &["VALUE", "INDEX"], OpFamily::Indexed(&field::BZHI)),
    BitOp::new("BMI2", &["VALUE", "MASK"], OpFamily::Binary(&field::PEXT)),
    BitOp::new("BMI2", &["VALUE", "MASK"], OpFamily::Binary(&field::PDEP)),
    BitOp::unary("TBM", &BLCFILL),
    BitOp::unary("TBM", &BLCI),
    BitOp::unary("TBM", &BLCIC),
    BitOp::unary("TBM", &BLCMSK),
    BitOp::unary("TBM", &BLCS),
    BitOp::unary("TBM", &BLSFILL),
    BitOp::unary("TBM", &BLSIC),
    BitOp::unary("TBM", &T1MSKC),
    BitOp::unary("TBM", &TZMSK),
    BitOp::unary(GSO, &LS1B),
    BitOp::unary(GSO, &MS1B),
    BitOp::unary(GSO, &SMEAR_UP),
    BitOp::unary(GSO, &SMEAR_DOWN),
    BitOp::unary(GSO, &ABOVE_LS1B),
    BitOp::unary(GSO, &BELOW_LS1B),
    BitOp::new(
        "BMI1",
        &["VALUE", "START", "LEN"],
        OpFamily::Extract(&BEXTR_SIGNED),
    ),
    BitOp::new(
        "BMI2",
        &["VALUE", "N"],
        OpFamily::Shifted(&bmi2::RORX_FAMILY),
    ),
    BitOp::new("BMI2", &["VALUE", "N"], OpFamily::Shifted(&bmi2::SHLX)),
    BitOp::new("BMI2", &["VALUE", "N"], OpFamily::Shifted(&bmi2::SHRX)),
    BitOp::new("BMI2", &["VALUE", "N"], OpFamily::Shifted(&bmi2::SARX)),
    BitOp::new("BMI2", &["A", "B"], OpFamily::Wide(&bmi2::MULX)),
    BitOp::new("BitScan", &["VALUE"], OpFamily::Count(&crate::scan::FFSLL)),
    BitOp::new(GSO, &["VALUE", "SQUARE"], OpFamily::SquareTest(&bitsq::BT)),
    BitOp::new(GSO, &["VALUE", "SQUARE"], OpFamily::Square(&bitsq::BTS)),
    BitOp::new(GSO, &["VALUE", "SQUARE"], OpFamily::Square(&bitsq::BTC)),
    BitOp::new(GSO, &["VALUE", "SQUARE"], OpFamily::Square(&bitsq::BTR)),
    BitOp::unary(GSO, &arith::NEG),
    BitOp::new(GSO, &["A", "B"], OpFamily::Binary(&arith::AVG)),
    BitOp::new(GSO, &["VALUE"], OpFamily::Count(&arith::MOD257)),
];
/// The `bbtool bit` operation called `name` (case-insensitive).
pub fn find_bit_op(name: &str) -> Option<&'static BitOp> {
    BIT_OPS.iter().find(|op| op.name.eq_ignore_ascii_case(name))
}
