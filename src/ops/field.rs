//! BMI2's bit-field operations: PEXT and PDEP (the instruction, the reference's serial
//! loops and a run-by-run method) and BZHI, with the operand checks the CLI reports.

use super::{Binary, Indexed};
use crate::catalogue::{Family, PathPreference, hardware_method, portable_method};
use crate::cpu::{Cpu, instruction_fn};
use std::fmt;

/// Why a bit-field operand was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldError {
    /// A start bit of 64 or more (`bextr`).
    StartOutOfRange {
        /// The start asked for.
        start: u32,
    },
    /// A length above 64 (`bextr`).
    LengthOutOfRange {
        /// The length asked for.
        len: u32,
    },
    /// An index above 64 (`bzhi`).
    IndexOutOfRange {
        /// The index asked for.
        index: u32,
    },
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FieldError::StartOutOfRange { start } => {
                write!(f, "start {start} is out of range (must be 0 to 63)")
            }
            FieldError::LengthOutOfRange { len } => {
                write!(f, "length {len} is out of range (must be 0 to 64)")
            }
            FieldError::IndexOutOfRange { index } => {
                write!(f, "index {index} is out of range (must be 0 to 64)")
            }
        }
    }
}

impl std::error::Error for FieldError {}

/// The reference's serial PEXT: walk the mask's bits upwards, copying each selected
/// source bit to the next result bit.
const fn pext_serial(val: u64, mask: u64) -> u64 {
    let mut res = 0;
    let mut mask = mask;
    let mut bb = 1u64;
    while mask != 0 {
        if val & mask & mask.wrapping_neg() != 0 {
            res |= bb;
        }
        mask &= mask - 1;
        bb = bb.wrapping_add(bb);
    }
    res
}

/// The reference's serial PDEP: walk the mask's bits upwards, depositing the next
/// source bit at each.
const fn pdep_serial(val: u64, mask: u64) -> u64 {
    let mut res = 0;
    let mut mask = mask;
    let mut bb = 1u64;
    while mask != 0 {
        if val & bb != 0 {
            res |= mask & mask.wrapping_neg();
        }
        mask &= mask - 1;
        bb = bb.wrapping_add(bb);
    }
    res
}

/// The ones below bit `n`, for any `n` up to 64.
const fn low_bits(n: u32) -> u64 {
    if n >= 64 { !0 } else { (1u64 << n) - 1 }
}

/// The runs of consecutive ones of `mask`, lowest first, as (first bit, length).
fn runs(mask: u64) -> impl Iterator<Item = (u32, u32)> {
    let mut rest = mask;
    std::iter::from_fn(move || {
        if rest == 0 {
            return None;
        }
        let start = rest.trailing_zeros();
        let len = (!(rest >> start)).trailing_zeros();
        rest &= !(low_bits(len) << start);
        Some((start, len))
    })
}

/// Each run of `mask` with the number of mask bits below it: where its bits sit in the
/// packed form.
fn runs_with_offsets(mask: u64) -> impl Iterator<Item = (u32, u32, u32)> {
    runs(mask).scan(0, |packed, (start, len)| {
        let offset = *packed;
        *packed += len;
        Some((start, len, offset))
    })
}

/// PEXT by runs: moves each run of consecutive mask bits with one shift, so the rank,
/// file and ray masks of chess take a few steps instead of one per bit.
fn pext_runs(val: u64, mask: u64) -> u64 {
    runs_with_offsets(mask).fold(0, |res, (start, len, offset)| {
        res | ((val >> start) & low_bits(len)) << offset
    })
}

/// PDEP by runs: deposits the next `len` source bits into each run of the mask.
fn pdep_runs(val: u64, mask: u64) -> u64 {
    runs_with_offsets(mask).fold(0, |res, (start, len, offset)| {
        res | ((val >> offset) & low_bits(len)) << start
    })
}

instruction_fn!(unsafe fn pext_bmi2(val: u64, mask: u64) -> u64, "pext {out}, {val}, {mask}");
instruction_fn!(unsafe fn pdep_bmi2(val: u64, mask: u64) -> u64, "pdep {out}, {val}, {mask}");

/// The operation pext computes, as its page names it: the family's summary and its
/// instruction's.
const PEXT_SUMMARY: &str = "BMI2 PEXT, parallel bits extract (BMI2 page)";

/// PEXT: gathers the bits of `val` selected by `mask` into the low bits.
pub static PEXT: Family<Binary> = Family {
    name: "pext",
    summary: PEXT_SUMMARY,
    methods: &[
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "pext",
            "PEXT instruction",
            PEXT_SUMMARY,
            [Bmi2],
            fn(val: u64, mask: u64) -> u64 = pext_bmi2,
            block
        )
        .using_pext(),
        portable_method!(
            Binary:
            "runs",
            "one shift per run of consecutive mask bits",
            "extracts each run of the mask at once (bbtool's own, after the BMI2 page)",
            pext_runs,
        ),
        portable_method!(
            Binary:
            "serial",
            "serial loop over the mask bits",
            "the serial implementation of the BMI2 page",
            pext_serial,
        ),
    ],
    reference: "serial",
    preference: &["pext", "runs", "serial"],
    classes: &[],
};

/// The operation pdep computes, as its page names it: the family's summary and its
/// instruction's.
const PDEP_SUMMARY: &str = "BMI2 PDEP, parallel bits deposit (BMI2 page)";

/// PDEP: scatters the low bits of `val` to the positions of `mask`.
pub static PDEP: Family<Binary> = Family {
    name: "pdep",
    summary: PDEP_SUMMARY,
    methods: &[
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "pdep",
            "PDEP instruction",
            PDEP_SUMMARY,
            [Bmi2],
            fn(val: u64, mask: u64) -> u64 = pdep_bmi2,
            block
        )
        .using_pext(),
        portable_method!(
            Binary:
            "runs",
            "one shift per run of consecutive mask bits",
            "deposits into each run of the mask at once (bbtool's own, after the BMI2 page)",
            pdep_runs,
        ),
        portable_method!(
            Binary:
            "serial",
            "serial loop over the mask bits",
            "the serial implementation of the BMI2 page",
            pdep_serial,
        ),
    ],
    reference: "serial",
    preference: &["pdep", "runs", "serial"],
    classes: &[],
};

/// The reference's `src & ((1 << index) - 1)`, extended to every input as the
/// instruction defines it: the index is a byte, and 64 or more keeps every bit.
const fn bzhi_formula(x: u64, index: u32) -> u64 {
    x & low_bits(index & 0xff)
}
instruction_fn!(unsafe fn bzhi_bmi2(x: u64, index: u32) -> u64, "bzhi {out}, {x}, {index}");

/// The operation bzhi computes, as its page names it: the family's summary and its
/// instruction's.
const BZHI_SUMMARY: &str =
    "BMI2 BZHI, zero high bits starting with specified bit position (BMI2 page)";

/// BZHI: clears the bits from `index` upwards.
pub static BZHI: Family<Indexed> = Family {
    name: "bzhi",
    summary: BZHI_SUMMARY,
    methods: &[
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "bzhi",
            "BZHI instruction",
            BZHI_SUMMARY,
            [Bmi2],
            fn(x: u64, index: u32) -> u64 = bzhi_bmi2,
            block
        ),
        portable_method!(
            Indexed:
            "formula",
            "dest = src & ((1 << index) - 1)",
            "zero high bits by a mask (BMI2 page)",
            bzhi_formula,
        ),
    ],
    reference: "formula",
    preference: &["bzhi", "formula"],
    classes: &[],
};

/// Checks the operand of `bzhi`: an index of at most 64.
pub fn check_bzhi(index: u32) -> Result<(), FieldError> {
    if index > 64 {
        return Err(FieldError::IndexOutOfRange { index });
    }
    Ok(())
}

/// `value` with the bits from `index` upwards cleared, by the best method on this CPU,
/// after [`check_bzhi`].
pub fn bzhi(value: u64, index: u32) -> Result<u64, FieldError> {
    check_bzhi(index)?;
    Ok((BZHI.best(Cpu::current(), PathPreference::Auto).func)(
        value, index,
    ))
}

/// Where one bit goes in a PEXT or PDEP.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BitRoute {
    /// The source bit index.
    pub src: u32,
    /// The destination bit index.
    pub dst: u32,
    /// Whether the source bit is set.
    pub set: bool,
}

/// For each mask bit, lowest first: PEXT moves bit `src` of `value` to bit `dst`.
pub fn pext_mapping(value: u64, mask: u64) -> Routes {
    Routes {
        value,
        mask,
        next: 0,
        extract: true,
    }
}

/// For each mask bit, lowest first: PDEP moves bit `src` of `value` to bit `dst`.
pub fn pdep_mapping(value: u64, mask: u64) -> Routes {
    Routes {
        extract: false,
        ..pext_mapping(value, mask)
    }
}

/// The moves of a PEXT or PDEP, one per mask bit, lowest first (the mask's bits taken by
/// resetting the LS1B, no loop over the 64 places).
#[derive(Clone, Copy, Debug)]
pub struct Routes {
    value: u64,
    /// The mask bits not yet visited.
    mask: u64,
    /// The packed bit index of the next move.
    next: u32,
    extract: bool,
}

impl Iterator for Routes {
    type Item = BitRoute;

    fn next(&mut self) -> Option<BitRoute> {
        if self.mask == 0 {
            return None;
        }
        let (place, packed) = (self.mask.trailing_zeros(), self.next);
        self.mask &= self.mask - 1;
        self.next += 1;
        let (src, dst) = if self.extract {
            (place, packed)
        } else {
            (packed, place)
        };
        Some(BitRoute {
            src,
            dst,
            set: self.value >> src & 1 != 0,
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.mask.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Routes {}
