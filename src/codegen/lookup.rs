//! The slider lookup functions in each target language: the fancy magic index, the PEXT
//! intrinsic, and the portable PEXT loop (the BMI2 page's serial PEXT).

use std::fmt::Write;

use super::Lang;

/// The prefixed names a lookup function refers to.
pub struct Names {
    /// The slider's name in doc comments (`rook`, `bishop`).
    pub piece: &'static str,
    /// The lookup function.
    pub lookup: String,
    /// The relevant-occupancy masks.
    pub masks: String,
    /// The magic numbers (magic tables only).
    pub magics: String,
    /// The shifts (magic tables only).
    pub shifts: String,
    /// The block offsets.
    pub offsets: String,
    /// The attack table.
    pub table: String,
}

/// Which CPUs run PEXT fast, as comment lines (the `cpu` module's microcode rule).
const PEXT_NOTE: [&str; 3] = [
    "PEXT runs in 3 cycles on Intel since Haswell and on AMD since Zen 3. AMD Zen, Zen+",
    "and Zen 2 (family 17h) and Hygon family 18h microcode it: about 18 to 300 cycles,",
    "depending on the data; use the portable lookup or magics there.",
];

/// [`PEXT_NOTE`] with each line after the first led by `lead`.
fn pext_note(lead: &str) -> String {
    PEXT_NOTE.join(&format!("\n{lead}"))
}

/// Appends the fancy magic lookup.
pub fn magic(out: &mut String, lang: Lang, n: &Names) {
    let Names {
        piece,
        lookup,
        masks,
        magics,
        shifts,
        offsets,
        table,
    } = n;
    let _ = match lang {
        Lang::C => write!(
            out,
            "/* {piece} attacks from square sq (0..63) with blockers occ: fancy magic lookup. */
static inline uint64_t {lookup}(unsigned sq, uint64_t occ) {{
    return {table}[{offsets}[sq] + (((occ & {masks}[sq]) * {magics}[sq]) >> {shifts}[sq])];
}}
"
        ),
        Lang::Rust => write!(
            out,
            "/// {piece} attacks from square `sq` (0..64) with blockers `occ`: fancy magic lookup.
pub fn {lookup}(sq: usize, occ: u64) -> u64 {{
    let index = ((occ & {masks}[sq]).wrapping_mul({magics}[sq]) >> {shifts}[sq]) as usize;
    {table}[{offsets}[sq] as usize + index]
}}
"
        ),
        Lang::Python => write!(
            out,
            "def {lookup}(sq, occ):
    \"\"\"{piece} attacks from square sq (0..63) with blockers occ: fancy magic lookup.\"\"\"
    index = (((occ & {masks}[sq]) * {magics}[sq]) & 0xFFFFFFFFFFFFFFFF) >> {shifts}[sq]
    return {table}[{offsets}[sq] + index]
"
        ),
    };
}

/// Appends the PEXT lookup (C and Rust, x86-64 only) and the portable lookup, named
/// `<lookup>_portable`. Python has no PEXT: its lookup is the portable loop, and
/// `<lookup>_portable` is the same function.
pub fn pext(out: &mut String, lang: Lang, n: &Names) {
    let Names {
        piece,
        lookup,
        masks,
        offsets,
        table,
        ..
    } = n;
    let (c_note, rust_note) = (pext_note(" * "), pext_note("/// "));
    let _ = match lang {
        Lang::C => write!(
            out,
            "#if defined(__x86_64__)
/* {piece} attacks from square sq (0..63) with blockers occ: PEXT lookup. Needs BMI2 at run
 * time; target(\"bmi2\") lets it build without -mbmi2.
 * {c_note} */
__attribute__((target(\"bmi2\")))
static inline uint64_t {lookup}(unsigned sq, uint64_t occ) {{
    return {table}[{offsets}[sq] + _pext_u64(occ, {masks}[sq])];
}}
#endif

/* {piece} attacks without BMI2: the same table, PEXT done bit by bit. */
static inline uint64_t {lookup}_portable(unsigned sq, uint64_t occ) {{
    uint64_t mask = {masks}[sq], index = 0, bit = 1;
    for (; mask != 0; mask &= mask - 1, bit <<= 1)
        if (occ & mask & (0 - mask)) index |= bit;
    return {table}[{offsets}[sq] + index];
}}
"
        ),
        Lang::Rust => write!(
            out,
            "/// {piece} attacks from square `sq` (0..64) with blockers `occ`: PEXT lookup.
///
/// A safe `#[target_feature]` function: code compiled without BMI2 calls it in
/// `unsafe {{ }}` after checking `is_x86_feature_detected!(\"bmi2\")`.
/// {rust_note}
#[cfg(target_arch = \"x86_64\")]
#[target_feature(enable = \"bmi2\")]
pub fn {lookup}(sq: usize, occ: u64) -> u64 {{
    let index = core::arch::x86_64::_pext_u64(occ, {masks}[sq]) as usize;
    {table}[{offsets}[sq] as usize + index]
}}

/// {piece} attacks without BMI2: the same table, PEXT done bit by bit.
pub fn {lookup}_portable(sq: usize, occ: u64) -> u64 {{
    let (mut mask, mut index, mut bit) = ({masks}[sq], 0usize, 1usize);
    while mask != 0 {{
        if occ & mask & mask.wrapping_neg() != 0 {{
            index |= bit;
        }}
        mask &= mask - 1;
        bit <<= 1;
    }}
    {table}[{offsets}[sq] as usize + index]
}}
"
        ),
        Lang::Python => write!(
            out,
            "def {lookup}(sq, occ):
    \"\"\"{piece} attacks from square sq (0..63) with blockers occ: the PEXT table, PEXT
    done bit by bit (Python has no PEXT).\"\"\"
    mask, index, bit = {masks}[sq], 0, 1
    while mask:
        if occ & mask & -mask:
            index |= bit
        mask &= mask - 1
        bit <<= 1
    return {table}[{offsets}[sq] + index]


{lookup}_portable = {lookup}
"
        ),
    };
}
